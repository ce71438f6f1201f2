"""A link straight to a JSON file (a gist, a raw repository file): fetched as is, its shape found by its keys."""
from urllib.parse import SplitResult

from workers.record import Record

NAME = "generic"
HOSTS = frozenset()
DEFAULT_ORIGIN = None
RAW_HOSTS = frozenset({"raw.githubusercontent.com", "gist.githubusercontent.com"})


def record_id(link: SplitResult) -> str | None:
    if link.hostname in RAW_HOSTS or link.path.lower().endswith(".json"):
        return link.path
    return None


def record_path(path: str) -> str:
    return path


def series_path(record: Record) -> str | None:
    return None
