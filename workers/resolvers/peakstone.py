"""peakstone.ai: `/runs/{bundle_hash}` pages; the record is `/api/runs/{hash}` (leaderboards.md 3)."""
import re
from urllib.parse import SplitResult

from workers.record import Record

NAME = "peakstone"
HOSTS = frozenset({"peakstone.ai", "www.peakstone.ai"})
DEFAULT_ORIGIN = "https://peakstone.ai"
_PATH = re.compile(r"^(?:/api)?/runs/([A-Za-z0-9_:-]{6,128})/?$")


def record_id(link: SplitResult) -> str | None:
    match = _PATH.match(link.path)
    return match.group(1) if match else None


def record_path(run_id: str) -> str:
    return f"/api/runs/{run_id}"


def series_path(record: Record) -> str | None:
    return None
