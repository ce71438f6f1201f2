"""A load run on loopback (issue 14): 200 keep-alive clients for 60 s against `tokcheck serve` in its own process
(embedded Redis, one worker, a local leaderboard), 90% reads of finished claims and 10% new claims. Prints the
answers by status, clients that got nothing, p50/p99 latency, and the API process's memory at start and end.
Goals: 0 responses of 5xx, 0 clients that got nothing.

The rate limit is raised for the run: every client is 127.0.0.1, and the per-client limit would otherwise
answer most new claims 429 (correctly, but that measures the limiter, not the service).

Loopback only, bounded. Run: python3 bench/load.py [--clients N] [--seconds S]
"""
import argparse
import http.client
import json
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
import psutil  # noqa: E402

from bench.figure import percentile  # noqa: E402
from tests.conftest import load_fixture  # noqa: E402
from tests.support.serve import start_serve, stop  # noqa: E402
from tests.support.upstream import Upstream, json_route  # noqa: E402

RECORD = "cmcontrolq4km000000000079"
LINK = f"https://localmaxxing.com/runs/{RECORD}"


def rss_mb(pid: int) -> float:
    return psutil.Process(pid).memory_info().rss / 1e6


def client_loop(base: str, cached: list[str], until: float, n: int, results: list) -> None:
    host, port = base.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=30)
    mine = results[n] = {"statuses": {}, "latencies": []}
    serial = 0
    while time.monotonic() < until:
        if random.random() < 0.1:
            serial += 1
            body = json.dumps({"claims": [{"text": f"client {n} claim {serial}: 4090 at {serial} tok/s",
                                           "value": 1000 + serial, "links": [LINK]}]})
            method, path = "POST", "/v1/claims"
        else:
            body, method, path = None, "GET", f"/v1/claims/{random.choice(cached)}"
        started = time.monotonic()
        try:
            connection.request(method, path, body=body, headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            response.read()
            status = response.status
        except OSError as error:
            status = type(error).__name__
            connection.close()
            connection = http.client.HTTPConnection(host, int(port), timeout=30)
        mine["latencies"].append(time.monotonic() - started)
        mine["statuses"][status] = mine["statuses"].get(status, 0) + 1
    connection.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    with Upstream() as upstream:
        upstream.routes[f"/api/speed-tests/{RECORD}"] = json_route(load_fixture("control_record.json"))
        process, base = start_serve(Path(tempfile.mkdtemp()) / "data", upstream.origin,
                                    {"TOKCHECK_RATE_LIMIT": "100000000/minute"})
        try:
            cached = []
            for n in range(50):
                body = {"claims": [{"text": f"warm claim {n}: 4090 at {n} tok/s", "value": 10 + n, "links": [LINK]}]}
                cached.append(httpx.post(f"{base}/v1/claims", json=body).json()["claims"][0]["id"])
            for claim in cached:
                httpx.get(f"{base}/v1/claims/{claim}?wait=10", timeout=15)
            memory_start = rss_mb(process.pid)
            results = [None] * args.clients
            until = time.monotonic() + args.seconds
            threads = [threading.Thread(target=client_loop, args=(base, cached, until, n, results))
                       for n in range(args.clients)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            memory_end = rss_mb(process.pid)
        finally:
            stop(process)
    statuses, latencies = {}, []
    for result in results:
        for status, count in result["statuses"].items():
            statuses[status] = statuses.get(status, 0) + count
        latencies += result["latencies"]
    nothing = sum(1 for r in results if not any(isinstance(s, int) for s in r["statuses"]))
    five = sum(c for s, c in statuses.items() if isinstance(s, int) and s >= 500)
    total = sum(statuses.values())
    print(f"{args.clients} clients, {args.seconds:g} s: {total} requests ({total / args.seconds:.0f}/s), "
          f"statuses {statuses}")
    print(f"5xx: {five}; clients that got nothing: {nothing}")
    print(f"latency p50 {percentile(latencies, 0.5) * 1000:.1f} ms, p99 {percentile(latencies, 0.99) * 1000:.1f} ms")
    print(f"API process memory (RSS): {memory_start:.1f} MB at start, {memory_end:.1f} MB at end")


if __name__ == "__main__":
    main()
