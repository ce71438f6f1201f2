"""Links to records: one module per leaderboard (DESIGN section 8), each a link pattern and its JSON endpoints.

`plan_for` maps a link to the URL of its record's JSON, against the configured upstream origin when there is
one (`TOKCHECK_UPSTREAM_<NAME>`); `resolve` fetches, normalizes and picks the record. Fetching is passed in
(the service caches and coalesces it in Redis, the CLI fetches directly), so this module opens no sockets.
"""
from collections.abc import Callable
from copy import copy
from dataclasses import dataclass, field
from functools import lru_cache
from urllib.parse import urlsplit

from workers.engine import json_limits
from workers.engine.errors import InputError
from workers.engine.leaderboards import generic, llm_speed, localmaxxing, peakstone
from workers.engine.leaderboards.documents import normalize_document
from workers.engine.record import Record

RESOLVERS = (localmaxxing, llm_speed, peakstone, generic)


class Unresolvable(Exception):
    """A link whose record could not be had; `transient` when trying again later may work."""

    def __init__(self, reason: str, *, transient: bool = False):
        super().__init__(reason)
        self.reason = reason
        self.transient = transient


@dataclass(frozen=True)
class Plan:
    leaderboard: str
    link: str
    record_id: str
    record_url: str
    origin: str


@dataclass
class Resolved:
    record: Record
    series: list[Record] = field(default_factory=list)
    source: dict = field(default_factory=dict)



def plan_for(link: str, upstreams: dict[str, str]) -> Plan:
    parts = urlsplit(link.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise Unresolvable(f"{link}: not an http(s) link")
    host = parts.hostname.lower()
    for resolver in RESOLVERS:
        if resolver.HOSTS and host not in resolver.HOSTS:
            continue
        if not resolver.HOSTS and upstreams.get(resolver.NAME) not in (None, f"{parts.scheme}://{parts.netloc}"):
            continue
        run_id = resolver.record_id(parts)
        if run_id is None:
            continue
        origin = upstreams.get(resolver.NAME) or resolver.DEFAULT_ORIGIN or f"{parts.scheme}://{parts.netloc}"
        query = f"?{parts.query}" if resolver is generic and parts.query else ""
        return Plan(resolver.NAME, link, run_id, origin + resolver.record_path(run_id) + query, origin)
    raise Unresolvable(f"{link}: not a record link of a supported leaderboard "
                       f"({', '.join(r.NAME for r in RESOLVERS if r.HOSTS)}, or a link to a .json file)")


PARSED_KEPT, PARSED_KEPT_BYTES = 32, 256_000   # at most 8 MB of bodies held, whatever the fetch limit lets in


def parse_records(body: bytes, url: str) -> list[Record]:
    """The records in a fetched body, each the caller's own copy. A body read again (the record behind many posts,
    stored once in the fetch cache) is parsed once per process: parsing and normalizing it was a fifth of a job."""
    parsed = _parsed_kept(body, url) if len(body) <= PARSED_KEPT_BYTES else _parsed(body, url)
    return [copy(record) for record in parsed]


def _parsed(body: bytes, url: str) -> tuple[Record, ...]:
    """A body that is not JSON, or is past the reader's limits (nesting, number length), is the record's fault: a
    final Unresolvable, never retried (and never cached)."""
    try:
        doc = json_limits.loads(body)
    except InputError as error:
        raise Unresolvable(f"{url}: the upstream sent something that is not JSON within limits ({error})") from None
    try:
        return tuple(normalize_document(doc))
    except InputError as error:
        raise Unresolvable(f"{url}: the record does not read as a benchmark: {error}") from None


_parsed_kept = lru_cache(maxsize=PARSED_KEPT)(_parsed)


def _pick(records: list[Record], plan: Plan, claimed: float | None) -> Record:
    """The record the link names: by id, else the one nearest the claimed speed, else the first."""
    by_id = [r for r in records if r.record_id == plan.record_id]
    if by_id:
        return by_id[0]
    if claimed:
        return min(records, key=lambda r: abs((r.tok_s_out or 0) - claimed))
    return records[0]


def read_document(doc, claimed: float | None = None) -> Resolved:
    """A record document already in hand (a saved file, a posted object): one record, or a list whose records are
    each other's series. The record a claim is about is the one nearest the claimed speed. InputError names the
    field that does not read."""
    records = normalize_document(doc)
    record = min(records, key=lambda r: abs((r.tok_s_out or 0) - claimed)) if claimed else records[0]
    series = records if len(records) > 1 else []
    return Resolved(record=record, series=series,
                    source={"url": record.url, "leaderboard": record.leaderboard, "fetched_at": None})


def resolve(link: str, upstreams: dict[str, str], fetch: Callable, claimed: float | None = None) -> Resolved:
    """Fetch and read the record behind `link`. `fetch(url)` returns (body bytes, fetched_at) or raises
    Unresolvable. The submitter's series is fetched when the leaderboard has one; its failure costs only
    the series check."""
    plan = plan_for(link, upstreams)
    body, fetched_at = fetch(plan.record_url)
    records = parse_records(body, plan.record_url)
    record = _pick(records, plan, claimed)
    record.url = link
    record.leaderboard = record.leaderboard or plan.leaderboard
    series = records if len(records) > 1 else []
    resolver = next(r for r in RESOLVERS if r.NAME == plan.leaderboard)
    path = resolver.series_path(record) if record.speculative else None
    if path:
        try:
            series_body, _ = fetch(plan.origin + path)
            series = parse_records(series_body, plan.origin + path)
        except Unresolvable:
            series = []
    source = {"url": link, "leaderboard": plan.leaderboard, "fetched_at": fetched_at}
    return Resolved(record=record, series=series, source=source)
