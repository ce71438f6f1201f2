"""The queue's cost against the work (goal: ratio >= 0.25). Uncached claims (each links a record never fetched
before) through one `tokcheck worker` process, from the first queued to the last stored, against the same
claims' fetch + check + store done in this process in a loop (jobs.annotation_for and ClaimStore.finish, what
a job runs), on the same Redis and the same loopback upstream, in one run.

Loopback only, bounded: CLAIMS claims each way. Run: python -m bench --only queue_cost. Uses an embedded Redis
in a temporary directory unless TOKCHECK_REDIS_URL is set.
"""
import os
import subprocess
import sys
import time

from bench.figure import Figure
from bench.service_env import service_environment
from tests.conftest import load_fixture
from tests.support.upstream import serve_distinct_records
from workers.engine.claim_id import claim_id
from workers.service.claim_store import PENDING, ClaimStore
from workers.service.fetch_cache import CachedFetch
from workers.service.jobs import annotation_for
from workers.service.liveness import live_workers
from workers.service.queue import submit
from workers.service.redis_server import connect
from workers.service.settings import Settings

CLAIMS = 400


def claims(upstream, kind: str) -> list[tuple[str, dict]]:
    """CLAIMS (id, input) pairs, each linking a record of its own on the upstream."""
    made, links = [], serve_distinct_records(upstream, f"cm{kind}", CLAIMS, load_fixture("control_record.json"))
    for i, link in enumerate(links):
        claim = {"text": f"{kind} {i}: 41 tok/s", "value": 41, "unit": "tok/s", "context": "", "links": [link]}
        made.append((claim_id(claim["text"], "", 41, "tok/s", claim["links"]), claim))
    return made


def in_process(settings: Settings, made) -> float:
    connection, fetcher = connect(settings.redis_url), settings.fetcher()
    store, fetch = ClaimStore(connection), CachedFetch(connection, fetcher, ttl=settings.cache_seconds)
    began = time.perf_counter()
    for ident, claim in made:
        store.finish(ident, annotation_for(claim, fetch, settings.upstreams))
    elapsed = time.perf_counter() - began
    fetcher.close()
    return CLAIMS / elapsed


def through_a_worker(settings: Settings, made) -> float:
    connection = connect(settings.redis_url)
    worker = subprocess.Popen([sys.executable, "-m", "tokcheck.cli", "worker"], env=dict(os.environ))
    try:
        while not live_workers(connection, settings.sweep_seconds):
            time.sleep(0.05)
        time.sleep(1.0)                                   # its imports and first connection are done
        began = time.perf_counter()
        for ident, claim in made:
            submit(connection, ident, claim, settings)
        while connection.scard(PENDING):                  # cheap to ask: the worker keeps the CPU
            time.sleep(0.01)
        elapsed = time.perf_counter() - began
        assert ClaimStore(connection).views([made[-1][0]])[0]["status"] == "done"
        return CLAIMS / elapsed
    finally:
        worker.terminate()
        worker.wait(timeout=20)


def figures() -> list[Figure]:
    with service_environment() as (settings, upstream):
        loop = in_process(settings, claims(upstream, "loop"))
        queued = through_a_worker(settings, claims(upstream, "queue"))
    return [Figure("uncached claims through one worker process vs the same work in-process", queued, loop,
                   "ratio >= 0.25", "claims/s")]
