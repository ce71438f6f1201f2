"""localmaxxing.com: run links in every shape posts use (DESIGN section 8, leaderboards.md 1.4).

`/runs/{id}`, `/{locale}/runs/{id}`, `?run={id}` on any page, `/api/og?run={id}`, `/api/speed-tests/{id}`.
A submitter's series comes from `/api/benchmarks?username=...`.
"""
import re
from urllib.parse import SplitResult, parse_qs, quote

from workers.record import Record

NAME = "localmaxxing"
HOSTS = frozenset({"localmaxxing.com", "www.localmaxxing.com"})
DEFAULT_ORIGIN = "https://www.localmaxxing.com"
ID = re.compile(r"^[a-z0-9]{8,64}$")
_RUN_PATH = re.compile(r"^(?:/[a-z]{2}(?:-[A-Za-z]{2})?)?/runs/([^/]+)/?$|^/api/speed-tests/([^/]+)/?$")
SERIES_LIMIT = 200


def record_id(link: SplitResult) -> str | None:
    match = _RUN_PATH.match(link.path)
    candidate = (match.group(1) or match.group(2)) if match else (parse_qs(link.query).get("run") or [None])[0]
    return candidate if candidate and ID.match(candidate) else None


def record_path(run_id: str) -> str:
    return f"/api/speed-tests/{run_id}"


def series_path(record: Record) -> str | None:
    if not record.submitter:
        return None
    return f"/api/benchmarks?username={quote(record.submitter, safe='')}&limit={SERIES_LIMIT}"
