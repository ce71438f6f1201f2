"""No accepted claim is lost: a worker killed with SIGKILL in the middle of a job, then a new worker, and the
claim finishes; the embedded Redis stopped and started again keeps claims and annotations; jobs stranded in
RQ's intermediate list or scheduled with no scheduler are queued again; a claim that keeps losing its worker
ends `failed`; a killed worker stops counting for /healthz."""
import dataclasses
import os
import signal
import threading
import time
from datetime import UTC, datetime, timedelta

import psutil
import pytest
import redis
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from api import create_app
from tests.service.conftest import ARTICLE_ID, ARTICLE_LINK, CONTROL_LINK, start_worker_process
from tests.support.polling import wait_for
from workers.service.claim_store import ClaimStore
from workers.service.queue import get_queue
from workers.service.recovery import sweep
from workers.service.redis_server import EmbeddedRedis
from workers.service.settings import Settings


def test_a_claim_survives_its_worker_being_killed_mid_job(client, service_env, upstream):
    upstream.routes[f"/api/speed-tests/{ARTICLE_ID}"].delay = 1.0       # the job is mid-fetch for a second
    claim = client.post("/v1/lookup", json={"url": ARTICLE_LINK}).json
    status = lambda: client.get(f"/v1/claims/{claim['id']}").json["status"]  # noqa: E731
    first = start_worker_process(service_env)
    try:
        wait_for(lambda: status() == "running", 20, "the first worker to start the job")
        worker = psutil.Process(first.pid)
        victims = [worker] + worker.children(recursive=True)             # the worker, and any child it has
        for process in victims:
            os.kill(process.pid, signal.SIGKILL)
        psutil.wait_procs(victims, timeout=5)
        assert status() == "running"                                     # nobody is working on it now
    finally:
        first.kill()
        first.wait()
    second = start_worker_process(service_env)
    try:
        wait_for(lambda: status() == "done", 30, "the second worker to finish the claim")
    finally:
        second.terminate()
        second.wait(timeout=15)
    assert client.get(f"/v1/claims/{claim['id']}").json["annotation"]["verdict"] == "implausible"


@pytest.mark.parametrize("redis_url", ["embedded"], indirect=True)     # this test starts its own embedded Redis
def test_embedded_redis_keeps_claims_and_annotations_across_a_restart(tmp_path, service_env, monkeypatch):
    data_dir = tmp_path / "data"

    def start():
        server = EmbeddedRedis(data_dir)
        monkeypatch.setenv("TOKCHECK_REDIS_URL", server.url)
        app = create_app(dataclasses.replace(Settings.from_env(), rate_limit="1000/minute"))
        return server, app.test_client()

    server, client = start()
    done = client.post("/v1/lookup", json={"url": ARTICLE_LINK}).json
    worker = start_worker_process({**service_env, "TOKCHECK_REDIS_URL": server.url}, burst=True)
    assert worker.wait(timeout=60) == 0
    waiting = client.post("/v1/lookup", json={"url": CONTROL_LINK}).json     # accepted, not yet worked
    server.stop()
    with pytest.raises(redis.ConnectionError):
        redis.Redis.from_url(server.url).ping()

    server, client = start()
    try:
        assert client.get(f"/v1/claims/{done['id']}").json["annotation"]["verdict"] == "implausible"
        assert client.get(f"/v1/claims/{waiting['id']}").json["status"] == "queued"
        worker = start_worker_process({**service_env, "TOKCHECK_REDIS_URL": server.url}, burst=True)
        assert worker.wait(timeout=60) == 0
        assert client.get(f"/v1/claims/{waiting['id']}").json["annotation"]["verdict"] == "plausible"
    finally:
        server.stop()


def _queued_lookup(client, link=ARTICLE_LINK) -> tuple[str, str]:
    claim = client.post("/v1/lookup", json={"url": link}).json["id"]
    return claim, ClaimStore(services_of(client).redis).job_id(claim)


def services_of(client):
    return client.application.extensions["tokcheck"]


def test_a_job_a_dead_worker_left_in_rqs_intermediate_list_is_queued_again(client, settings):
    claim, job_id = _queued_lookup(client)
    connection = services_of(client).redis
    queue = get_queue(connection)
    connection.lmove(queue.key, queue.intermediate_queue_key)      # taken off the queue by a worker that then died
    assert sweep(connection, settings) == []                         # a worker between taking and leasing: grace
    time.sleep(settings.lease_seconds + 0.1)
    assert sweep(connection, settings) == [claim]
    assert ClaimStore(connection).job_id(claim) != job_id and queue.count == 1


def test_a_retry_whose_time_came_is_queued_by_the_sweep_with_no_scheduler_running(client, settings):
    claim, job_id = _queued_lookup(client)
    connection = services_of(client).redis
    queue = get_queue(connection)
    job = Job.fetch(job_id, connection=connection)
    queue.remove(job_id)
    ScheduledJobRegistry(queue=queue).schedule(job, datetime.now(UTC) - timedelta(seconds=1))
    assert sweep(connection, settings) == []                         # queued as the retry it is, not recovered
    assert queue.job_ids == [job_id]


def test_a_claim_between_two_tries_of_a_live_worker_is_never_taken_for_lost(client, settings):
    """A try that ends as the sweep looks (the claim marked queued, the lease released) must not read as a
    running claim whose worker let its lease lapse: that queued a second job, which fetched again."""
    claim, job_id = _queued_lookup(client)
    connection = services_of(client).redis
    store, stop = ClaimStore(connection, settings.lease_seconds), threading.Event()

    def tries():
        while not stop.is_set():
            assert store.start(claim, job_id)[0] == "running"
            store.mark(claim, "queued", job_id)              # a transient failure: retried by RQ, same job
            store.release(claim)

    worker = threading.Thread(target=tries)
    worker.start()
    try:
        requeued = [claim_id for _ in range(500) for claim_id in sweep(connection, settings)]
    finally:
        stop.set()
        worker.join()
    assert requeued == []
    assert store.job_id(claim) == job_id


def test_recovery_gives_up_after_max_recoveries_with_the_reason(client, settings):
    claim, _ = _queued_lookup(client)
    connection = services_of(client).redis
    store = ClaimStore(connection)
    for _ in range(settings.max_recoveries):
        store.recovered(claim)
    store.mark(claim, "running")                                     # its worker died: no lease
    assert sweep(connection, settings) == []
    view = client.get(f"/v1/claims/{claim}").json
    assert view["status"] == "failed" and "given up after 5 recoveries" in view["reason"]


def test_a_worker_killed_with_sigkill_stops_counting_for_healthz(client, service_env):
    worker = start_worker_process(service_env)
    try:
        wait_for(lambda: client.get("/healthz").status_code == 200, 20, "the worker to count")
        os.kill(worker.pid, signal.SIGKILL)
        worker.wait()
        wait_for(lambda: client.get("/healthz").json["workers"] == 0, 10, "the dead worker to stop counting")
    finally:
        worker.kill()
        worker.wait()
