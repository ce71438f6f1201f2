"""Content-addressed claims: the same claim from many readers is one job and one annotation, and different
claims linking one record share one upstream fetch, across worker processes."""
import threading

import httpx
import redis
from rq import Queue

from tests.service.conftest import ARTICLE_ID, ARTICLE_LINK, start_worker_process
from workers.service.queue import QUEUE_NAME


def test_200_identical_lookups_from_20_threads_are_one_job_one_fetch_one_annotation(live_api, redis_url, work,
                                                                                    upstream):
    ids, errors = [], []

    def reader():
        with httpx.Client(base_url=live_api, timeout=10) as http:
            for _ in range(10):
                response = http.post("/v1/lookup", json={"url": ARTICLE_LINK})
                (ids if response.status_code == 202 else errors).append(response.json().get("id"))

    threads = [threading.Thread(target=reader) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(ids) == 200 and len(set(ids)) == 1
    connection = redis.Redis.from_url(redis_url)
    assert Queue(QUEUE_NAME, connection=connection).count == 1            # one job
    work()
    assert upstream.hits[f"/api/speed-tests/{ARTICLE_ID}"] == 1           # one upstream request for the record
    assert len(connection.keys("tokcheck:claim:*")) == 1                  # one stored annotation
    assert len(connection.keys("rq:job:*")) == 1
    view = httpx.get(f"{live_api}/v1/claims/{ids[0]}").json()
    assert view["annotation"]["verdict"] == "implausible"


def test_different_claims_on_one_record_share_one_fetch_across_worker_processes(client, service_env, upstream):
    route = upstream.routes[f"/api/speed-tests/{ARTICLE_ID}"]
    route.delay = 0.5                                                     # long enough for the workers to overlap
    claims = [{"text": f"post {i}: 2103.6 tok/s on one 5090", "value": 2103.6, "links": [ARTICLE_LINK]}
              for i in range(6)]
    views = client.post("/v1/claims", json={"claims": claims}).json["claims"]
    assert len({v["id"] for v in views}) == 6
    workers = [start_worker_process(service_env, burst=True) for _ in range(3)]
    for process in workers:
        assert process.wait(timeout=60) == 0
    done = [client.get(f"/v1/claims/{v['id']}").json for v in views]
    assert {d["status"] for d in done} == {"done"}
    assert {d["annotation"]["verdict"] for d in done} == {"implausible"}
    assert upstream.hits[f"/api/speed-tests/{ARTICLE_ID}"] == 1
