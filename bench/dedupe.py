"""1,000 identical claims from 50 clients at once against `tokcheck serve` (embedded Redis, one worker): the
claim's id is a hash of its content, so they must be one job and one fetch of the linked record; the loopback
upstream counts the fetches (goal: exactly 1; the floor is that 1). Run: python -m bench --only dedupe
"""
import http.client
import json
import tempfile
import threading
from pathlib import Path
from urllib.parse import urlsplit

import httpx

from bench.figure import Figure
from tests.conftest import load_fixture
from tests.support.serve import start_serve, stop
from tests.support.upstream import Upstream, json_route

RECORD = "cmcontrolq4km000000000079"
CLIENTS, CLAIMS = 50, 1000
BODY = json.dumps({"claims": [{"text": "One 5090 runs the 27B at 79 tok/s.", "value": 79,
                               "links": [f"https://localmaxxing.com/runs/{RECORD}"]}]})


def _client(base: str, count: int, ids: set, lock: threading.Lock) -> None:
    parts = urlsplit(base)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    try:
        for _ in range(count):
            connection.request("POST", "/v1/claims", body=BODY, headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            answer = json.loads(response.read())
            assert response.status == 202, answer
            with lock:
                ids.add(answer["claims"][0]["id"])
    finally:
        connection.close()


def figures() -> list[Figure]:
    with Upstream() as upstream:
        upstream.routes[f"/api/speed-tests/{RECORD}"] = json_route(load_fixture("control_record.json"))
        process, base = start_serve(Path(tempfile.mkdtemp()) / "data", upstream.origin,
                                    {"TOKCHECK_RATE_LIMIT": "1000000/minute"})
        try:
            ids, lock = set(), threading.Lock()
            threads = [threading.Thread(target=_client, args=(base, CLAIMS // CLIENTS, ids, lock))
                       for _ in range(CLIENTS)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            (claim,) = ids
            assert httpx.get(f"{base}/v1/claims/{claim}?wait=10", timeout=15).json()["status"] == "done"
        finally:
            stop(process)
        fetches = upstream.total_hits()
    return [Figure(f"upstream fetches for {CLAIMS:,} identical claims from {CLIENTS} clients", fetches, 1,
                   "value == 1")]
