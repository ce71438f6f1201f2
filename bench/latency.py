"""A new claim with a link to a loopback leaderboard: POST /v1/claims until its view is done, through `tokcheck
serve` as the README starts it (embedded Redis, one worker), minus the upstream's own response time (measured
beside it in the same run: a GET of the same record, straight from the upstream). Goal: p50 <= 30 ms.

The reader's path: one POST, then one GET with ?wait= that the server holds until the worker's message. Each
claim links a record never fetched before, so every claim pays the fetch. Loopback only, bounded: CLAIMS claims.
Run: python -m bench --only latency
"""
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from bench.figure import Figure, percentile
from tests.conftest import load_fixture
from tests.support.serve import start_serve, stop
from tests.support.upstream import Upstream, serve_distinct_records

CLAIMS = 300


def figures() -> list[Figure]:
    with Upstream() as upstream:
        links = serve_distinct_records(upstream, "cmlatency", CLAIMS + 1, load_fixture("control_record.json"))
        process, base = start_serve(Path(tempfile.mkdtemp()) / "data", upstream.origin,
                                    {"TOKCHECK_RATE_LIMIT": "1000000/minute"})
        took, upstream_own = [], []
        try:
            with httpx.Client(timeout=15) as http:
                for i, link in enumerate(links):
                    began = time.perf_counter()
                    http.get(f"{upstream.origin}/api/speed-tests/{link.rsplit('/', 1)[1]}")
                    upstream_own.append(time.perf_counter() - began)
                    began = time.perf_counter()
                    claim = http.post(f"{base}/v1/claims", json={"claims": [
                        {"text": f"latency {i}: 41 tok/s", "value": 41, "links": [link]}]}).json()["claims"][0]
                    while claim["status"] not in ("done", "failed"):
                        claim = http.get(f"{base}/v1/claims/{claim['id']}?wait=10").json()
                    if i:                                     # the first pays for the worker's first imports
                        took.append(time.perf_counter() - began)
        finally:
            stop(process)
    own = statistics.median(upstream_own) * 1000
    p50, p99 = (percentile(took, share) * 1000 - own for share in (0.5, 0.99))
    return [Figure("new claim with a link, POST to done, p50 (less the upstream's own time)", p50, own,
                   "value <= 30", "ms"),
            Figure("new claim with a link, POST to done, p99 (less the upstream's own time)", p99, own,
                   "value <= 100", "ms")]   # the issue sets no p99 goal; ours: a tail within 100 ms
