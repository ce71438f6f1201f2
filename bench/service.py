"""The service's two speed goals, each measured side by side in one run (issue: the service).

RQ's own cost is measured with `os.getpid` as the job (a function that does nothing, importable by workers).

1. Cached `GET /v1/claims/<id>` against a bare Flask route in the same server (goal: ratio >= 0.7).
2. Uncached claims through RQ (fetch from a local leaderboard, checks, store) against RQ no-op jobs on the
   same Redis and the same kind of worker (goal: ratio >= 0.5).

Loopback only, bounded loops: REQUESTS GETs and JOBS jobs a measurement, ROUNDS rounds. Run: python -m bench
--only service. Uses an embedded Redis in a temporary directory unless TOKCHECK_REDIS_URL is set.
"""
import http.client
import json
import multiprocessing
import os
import statistics
import time
from pathlib import Path

from flask import jsonify
from rq import Queue

from api import create_app
from bench.figure import Figure
from bench.service_env import service_environment
from tests.support.api_server import serving
from tests.support.upstream import json_route
from workers.engine.claim_id import claim_id
from workers.service.jobs import process_settings
from workers.service.queue import QUEUE_NAME, submit
from workers.service.redis_server import connect
from workers.service.settings import Settings
from workers.service.worker import JobWorker

ROOT = Path(__file__).resolve().parents[1]
RECORD_ID = "cmseeddflash56w0000000001"
CLIENTS = 4
REQUESTS, JOBS, ROUNDS = 4000, 100, 3


def _client(port: int, path: str, count: int, results) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port)
    for _ in range(count):
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        assert response.status == 200, response.status
    connection.close()
    results.put(count)


def requests_per_second(port: int, path: str, total: int) -> float:
    """`total` GETs of path over CLIENTS keep-alive connections, each in its own process."""
    results = multiprocessing.Queue()
    per_client = total // CLIENTS
    processes = [multiprocessing.Process(target=_client, args=(port, path, per_client, results))
                 for _ in range(CLIENTS)]
    start = time.perf_counter()
    for process in processes:
        process.start()
    for process in processes:
        process.join()
    elapsed = time.perf_counter() - start
    return sum(results.get() for _ in processes) / elapsed


def bench_reads(settings: Settings, total: int, rounds: int) -> Figure:
    app = create_app(settings)
    app.add_url_rule("/bare", "bare", lambda: jsonify({"id": "x", "status": "done"}))
    link = f"https://localmaxxing.com/runs/{RECORD_ID}"
    with app.test_client() as client:
        claim = client.post("/v1/lookup", json={"url": link}).json
    JobWorker([Queue(QUEUE_NAME, connection=connect(settings.redis_url))],
           connection=connect(settings.redis_url)).work(burst=True, logging_level="WARNING")
    cached, bare = [], []
    with serving(app, settings) as base:
        port = int(base.rsplit(":", 1)[1])
        for _ in range(rounds):                          # interleaved, so drift hits both alike
            bare.append(requests_per_second(port, "/bare", total))
            cached.append(requests_per_second(port, f"/v1/claims/{claim['id']}", total))
    return Figure("cached GET /v1/claims/{id} vs a bare route", statistics.median(cached), statistics.median(bare),
                  "ratio >= 0.7", "req/s")


def jobs_per_second(connection, enqueue, count: int) -> float:
    queue = Queue(QUEUE_NAME, connection=connection)
    queue.empty()
    for i in range(count):
        enqueue(i)
    start = time.perf_counter()
    JobWorker([queue], connection=connection).work(burst=True, logging_level="WARNING")   # as `tokcheck worker`
    return count / (time.perf_counter() - start)


def bench_jobs(settings: Settings, count: int, rounds: int) -> Figure:
    process_settings()                        # as `tokcheck worker` does before its first job
    connection = connect(settings.redis_url)
    link = f"https://localmaxxing.com/runs/{RECORD_ID}"
    queue = Queue(QUEUE_NAME, connection=connection)
    runs = {"claims": [], "noop": []}
    for r in range(rounds):
        def enqueue_claim(i, r=r):
            claim = {"text": f"round {r} post {i}: 2103.6 tok/s on one 5090", "value": 2103.6, "unit": "tok/s",
                     "context": "", "links": [link]}
            submit(connection, claim_id(claim["text"], "", 2103.6, "tok/s", [link]), claim, settings)
        runs["noop"].append(jobs_per_second(connection, lambda i: queue.enqueue(os.getpid), count))
        runs["claims"].append(jobs_per_second(connection, enqueue_claim, count))
    done = [k for k in connection.scan_iter("tokcheck:claim:*")]
    assert len(done) == count * rounds + 1, len(done)          # every claim stored, plus the reads bench's one
    return Figure("uncached claims through RQ vs RQ no-op jobs", statistics.median(runs["claims"]),
                  statistics.median(runs["noop"]), "ratio >= 0.5", "jobs/s")


def figures() -> list[Figure]:
    with service_environment({"TOKCHECK_RATE_LIMIT": "1000000/minute"}) as (settings, upstream):
        upstream.routes[f"/api/speed-tests/{RECORD_ID}"] = json_route(
            json.loads((ROOT / "tests" / "fixtures" / "article_record.json").read_text("utf-8")))
        return [bench_reads(settings, REQUESTS, ROUNDS), bench_jobs(settings, JOBS, ROUNDS)]
