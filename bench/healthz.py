"""/healthz latency while 10 slow link comparisons and 200 waiting readers are open (issue 14; goal: p95 under
100 ms). The service is `tokcheck serve` in its own process (embedded Redis, one worker); the upstream takes
8 s per record, so the readers' claims (linking those records) stay queued and the readers wait their full
time; a reader asks again --pause seconds after each answer (0: at once, like a hostile client).

Loopback only, bounded. Run: python3 bench/healthz.py [--samples N] [--pause S]
"""
import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from tests.support.pressure import Pressure, slow_links, timed_get  # noqa: E402
from tests.support.serve import start_serve, stop  # noqa: E402
from tests.support.upstream import Upstream  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--pause", type=float, default=0.5)
    args = parser.parse_args()
    with Upstream() as upstream:
        process, base = start_serve(Path(tempfile.mkdtemp()) / "data", upstream.origin,
                                    {"TOKCHECK_RATE_LIMIT": "1000000/minute"})
        try:
            claims = [httpx.post(f"{base}/v1/claims", json={"claims": [
                {"text": f"bench {n} tok/s", "value": n, "links": [link]}]}).json()["claims"][0]["id"]
                for n, link in enumerate(slow_links(upstream, 20), 1)]
            idle = [timed_get(base, "/healthz")[1] for _ in range(50)]
            with Pressure(base, upstream, claims, pause=args.pause) as pressure:
                samples = [timed_get(base, "/healthz") for _ in range(args.samples)]
        finally:
            stop(process)
    times = sorted(t * 1000 for _, t in samples)
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"/healthz idle: median {statistics.median(idle) * 1000:.1f} ms")
    print(f"/healthz with 10 slow compares and 200 waiting readers open (readers pause {args.pause:g} s): "
          f"{len(times)} samples, median {statistics.median(times):.1f} ms, p95 {p95:.1f} ms, max {times[-1]:.1f} ms "
          f"(goal: p95 < 100 ms); statuses {sorted({s for s, _ in samples})}")
    print(f"meanwhile the slow requests were answered: {pressure.answered}")


if __name__ == "__main__":
    main()
