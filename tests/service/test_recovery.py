"""No accepted claim is lost: a worker killed with SIGKILL in the middle of a job, then a new worker, and the
claim finishes; the embedded Redis stopped and started again keeps claims and annotations."""
import dataclasses
import os
import signal
import time

import psutil
import pytest
import redis

from api import create_app
from tests.service.conftest import ARTICLE_ID, ARTICLE_LINK, CONTROL_LINK, start_worker_process
from workers.service.redis_server import EmbeddedRedis
from workers.service.settings import Settings


def wait_for(predicate, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    pytest.fail(f"timed out waiting for {what}")


def test_a_claim_survives_its_worker_being_killed_mid_job(client, service_env, upstream):
    upstream.routes[f"/api/speed-tests/{ARTICLE_ID}"].delay = 1.0       # the job is mid-fetch for a second
    claim = client.post("/v1/lookup", json={"url": ARTICLE_LINK}).json
    status = lambda: client.get(f"/v1/claims/{claim['id']}").json["status"]  # noqa: E731
    first = start_worker_process(service_env)
    try:
        wait_for(lambda: status() == "running", 20, "the first worker to start the job")
        worker = psutil.Process(first.pid)
        victims = [worker] + worker.children(recursive=True)             # the worker and its work horse
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
