"""/healthz latency while 10 slow link comparisons and 200 waiting readers are open (issue 14; goal: p95 under
100 ms), weighed against its p95 on the idle service. The service is `tokcheck serve` in its own process
(embedded Redis, one worker); the upstream takes 8 s per record, so the readers' claims (linking those records)
stay queued and the readers wait their full time; a reader asks again PAUSE seconds after each answer.

Loopback only, bounded: SAMPLES requests. Run: python -m bench --only healthz
"""
import tempfile
from pathlib import Path

import httpx

from bench.figure import Figure, percentile
from tests.support.pressure import Pressure, slow_links, timed_get
from tests.support.serve import start_serve, stop
from tests.support.upstream import Upstream

SAMPLES, PAUSE = 200, 0.5


def figures() -> list[Figure]:
    with Upstream() as upstream:
        process, base = start_serve(Path(tempfile.mkdtemp()) / "data", upstream.origin,
                                    {"TOKCHECK_RATE_LIMIT": "1000000/minute"})
        try:
            claims = [httpx.post(f"{base}/v1/claims", json={"claims": [
                {"text": f"bench {n} tok/s", "value": n, "links": [link]}]}).json()["claims"][0]["id"]
                for n, link in enumerate(slow_links(upstream, 20), 1)]
            idle = [timed_get(base, "/healthz")[1] for _ in range(50)]
            with Pressure(base, upstream, claims, pause=PAUSE):
                samples = [timed_get(base, "/healthz") for _ in range(SAMPLES)]
        finally:
            stop(process)
    assert {status for status, _ in samples} == {200}, samples
    return [Figure("/healthz p95, 200 waiting readers + 10 slow compares, vs idle",
                   percentile([t for _, t in samples], 0.95) * 1000, percentile(idle, 0.95) * 1000,
                   "value < 100", "ms")]
