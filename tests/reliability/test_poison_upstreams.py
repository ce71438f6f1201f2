"""Upstreams built to hurt: every claim behind one ends final (unresolved with the reason, or judged) within the
fetch deadline times the tries, and the workers are alive afterwards and judge the next claim."""
import time

import pytest

from tests.service.conftest import CONTROL_LINK, start_worker_process
from tests.support.poison import POISONS
from tests.support.polling import final_view
from workers.service.settings import Settings
from workers.service.worker import run_worker

DEADLINE = 1.5          # TOKCHECK_FETCH_TIMEOUT of service_env
TRIES = 3               # TOKCHECK_RETRY_INTERVALS "0,0": the first try and two retries
FINAL = ("done", "failed")


def poisoned_link(name: str) -> tuple[str, str]:
    record_id = f"cmpoison{name.replace('_', '')}".ljust(25, "0")[:25]
    return f"https://localmaxxing.com/runs/{record_id}", f"/api/speed-tests/{record_id}"


@pytest.mark.parametrize("redis_url", ["machine"], indirect=True)
def test_every_poisoned_claim_ends_final_in_time_and_the_workers_live_on(client, service_env, upstream):
    claims = {}
    for name, poison in POISONS.items():
        link, path = poisoned_link(name)
        upstream.routes[path] = poison()
        claims[name] = client.post("/v1/lookup", json={"url": link}).json["id"]
    workers = [start_worker_process(service_env) for _ in range(2)]
    started = time.monotonic()
    try:
        budget = DEADLINE * TRIES * len(POISONS) / len(workers) + 15     # the poisons share two workers
        views, pending = {}, set(claims)
        while pending and time.monotonic() - started < budget:
            for name in list(pending):
                response = client.get(f"/v1/claims/{claims[name]}")
                assert response.status_code == 200, (name, response.status_code, response.json)
                view = response.json
                if view["status"] in FINAL:
                    views[name] = view
                    pending.discard(name)
            time.sleep(0.1)
        took = time.monotonic() - started
        print(f"\n{len(POISONS)} poisoned claims final in {took:.1f} s (budget {budget:.1f} s)")
        assert not pending, f"not final after {took:.1f} s: {sorted(pending)}"
        for name, view in views.items():
            assert view["status"] == "done" and view["annotation"]["verdict"] == "unresolved", (name, view)
            print(f"  {name}: {view['annotation']['caveats'][0][:150]}")
        assert all(worker.poll() is None for worker in workers), "a worker died"
        good = client.post("/v1/lookup", json={"url": CONTROL_LINK}).json["id"]
        assert final_view(client, good)["annotation"]["verdict"] == "plausible"
    finally:
        for worker in workers:
            worker.terminate()
        for worker in workers:
            worker.wait(timeout=20)


@pytest.mark.parametrize("redis_url", ["machine"], indirect=True)
@pytest.mark.parametrize("name, reason, tries", [
    ("deep_json", "nested more than 64 levels deep", 1), ("huge_number", "5,001 characters", 1),
    ("headers_trickled", "did not answer in time", TRIES), ("body_trickled", "in time", TRIES),
    ("reset", "connection failed", TRIES), ("length_lies", "transfer broke", TRIES),
    ("fifty_megabytes", "byte cap", 1), ("gzip_bomb", "byte cap", 1),
])
def test_each_poison_gives_its_reason_and_only_transient_ones_are_retried(client, service_env, upstream, name,
                                                                          reason, tries):
    link, path = poisoned_link(name)
    upstream.routes[path] = POISONS[name]()
    claim = client.post("/v1/lookup", json={"url": link}).json["id"]
    run_worker(Settings.from_env(), burst=True)
    annotation = client.get(f"/v1/claims/{claim}").json["annotation"]
    assert annotation["verdict"] == "unresolved"
    assert reason in annotation["caveats"][0], annotation["caveats"]
    assert upstream.hits[path] == tries
    assert ("retry_at" in annotation) is (tries > 1)
