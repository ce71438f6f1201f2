"""llm-speed.com: `/r/{id}` result pages; the record is `api.llm-speed.com/v1/results/{id}` (leaderboards.md 2).

A run holds one record per workload, which is its own series.
"""
import re
from urllib.parse import SplitResult

from workers.record import Record

NAME = "llm-speed"
HOSTS = frozenset({"llm-speed.com", "www.llm-speed.com", "api.llm-speed.com"})
DEFAULT_ORIGIN = "https://api.llm-speed.com"
_PATH = re.compile(r"^/(?:r|v1/results)/([A-Za-z0-9_-]{3,64})/?$")


def record_id(link: SplitResult) -> str | None:
    match = _PATH.match(link.path)
    return match.group(1) if match else None


def record_path(run_id: str) -> str:
    return f"/v1/results/{run_id}"


def series_path(record: Record) -> str | None:
    return None
