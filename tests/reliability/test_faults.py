"""1,000 distinct claims, workers killed with SIGKILL mid-job several times and Redis restarted
once, on the embedded Redis and on a Redis server with an append-only file: every claim ends final within
60 s of the last fault, no claim is completed by two jobs, and records are fetched once (a fetch a kill cut
short is the only refetch)."""
import dataclasses
import os
import random
import signal
import subprocess
import sys
import time

import psutil
import pytest
import redis
from rq.exceptions import NoSuchJobError
from rq.job import Job

from api import create_app
from tests.conftest import load_fixture
from tests.support.redis_process import RedisProcess
from tests.support.upstream import record_id, serve_distinct_records
from workers.service.claim_store import status_of
from workers.service.redis_server import EmbeddedRedis
from workers.service.settings import Settings

CLAIMS = 1000           # distinct claims per run
WORKERS = 3
KILLS = 3
FINAL_WITHIN = 60.0     # seconds after the last fault
VERDICTS = {"implausible", "not_comparable", "suspicious", "plausible", "unverified", "unresolved"}


class Workers:
    """WORKERS `tokcheck worker` processes on one Redis URL; kill_one() takes one down mid-job and starts another."""

    def __init__(self, env: dict):
        self.env, self.processes = env, []

    def start(self, count: int = WORKERS) -> None:
        self.processes += [subprocess.Popen([sys.executable, "-m", "tokcheck.cli", "worker"], env=self.env,
                                            stderr=subprocess.DEVNULL) for _ in range(count)]

    def kill_one(self) -> None:
        victim = random.choice([p for p in self.processes if p.poll() is None])
        for process in [psutil.Process(victim.pid)] + psutil.Process(victim.pid).children(recursive=True):
            try:
                os.kill(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        victim.wait()
        self.processes.remove(victim)
        self.start(1)

    def stop(self) -> None:
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
        self.processes = []


def statuses(connection: redis.Redis, ids: list[str]) -> list[str]:
    return [status_of(raw) if raw else "missing"
            for raw in connection.mget([f"tokcheck:claim:{i}" for i in ids])]


def completions(connection: redis.Redis, claim_id: str) -> int:
    """How many of the claim's jobs returned a verdict (jobs that found it superseded or gone return no verdict)."""
    attempts = int(connection.get(f"tokcheck:attempts:{claim_id}") or 0)
    done = 0
    for n in range(1, attempts + 1):
        try:
            done += Job.fetch(f"claim-{claim_id}-{n}", connection=connection).return_value() in VERDICTS
        except NoSuchJobError:
            pass
    return done


def run(settings: Settings, url: str, upstream, restart_redis) -> None:
    env = {**os.environ, "TOKCHECK_REDIS_URL": url}
    links = serve_distinct_records(upstream, "cmfault", CLAIMS, load_fixture("control_record.json"))
    client = create_app(dataclasses.replace(settings, redis_url=url, rate_limit="100000/minute")).test_client()
    ids = [client.post("/v1/lookup", json={"url": link}).json["id"] for link in links]
    assert len(set(ids)) == CLAIMS
    workers = Workers(env)
    started = time.monotonic()
    try:
        workers.start()
        for _ in range(KILLS):
            time.sleep(random.uniform(0.5, 1.5))
            workers.kill_one()
        time.sleep(0.5)
        url = restart_redis(workers)
        last_fault = time.monotonic()
        connection = redis.Redis.from_url(url)
        while time.monotonic() - last_fault < FINAL_WITHIN:
            left = [s for s in statuses(connection, ids) if s not in ("done", "failed")]
            if not left:
                break
            time.sleep(0.2)
        final_after = time.monotonic() - last_fault
        found = statuses(connection, ids)
        recovered = sum(int(n) for n in connection.mget([f"tokcheck:recovered:{i}" for i in ids]) if n)
        print(f"\n{CLAIMS} claims, {KILLS} workers killed, Redis restarted: all final "
              f"{final_after:.1f} s after the last fault, {time.monotonic() - started:.1f} s in all; "
              f"{recovered} re-queued by recovery, {found.count('failed')} failed")
        assert found.count("done") == CLAIMS, {s: found.count(s) for s in set(found)}
        twice = [i for i in ids if completions(connection, i) > 1]
        assert not twice, f"{len(twice)} claims completed by two jobs"
        fetched = [upstream.hits[f"/api/speed-tests/{record_id('cmfault', i)}"] for i in range(CLAIMS)]
        extra = sum(fetched) - CLAIMS
        print(f"upstream fetches: {sum(fetched)} for {CLAIMS} records ({extra} refetched after a kill)")
        assert min(fetched) == 1 and extra <= KILLS + WORKERS     # a job cut short by a kill or by Redis
    finally:
        workers.stop()


@pytest.mark.parametrize("redis_url", ["machine"], indirect=True)
def test_a_redis_server_with_aof_killed_and_restarted(tmp_path, settings, upstream):
    with RedisProcess(tmp_path) as server:
        def restart(workers):
            server.restart(down_for=1.0)      # SIGKILL; the workers reconnect by themselves
            return server.url
        run(settings, server.url, upstream, restart)


@pytest.mark.parametrize("redis_url", ["machine"], indirect=True)
def test_the_embedded_redis_stopped_and_started_again(tmp_path, settings, upstream):
    servers = [EmbeddedRedis(tmp_path / "data")]

    def restart(workers):
        workers.stop()                        # as `tokcheck serve` stopped and started again
        servers[0].stop()
        servers.append(EmbeddedRedis(tmp_path / "data"))
        workers.env = {**workers.env, "TOKCHECK_REDIS_URL": servers[-1].url}
        workers.start()
        return servers[-1].url

    try:
        run(settings, servers[0].url, upstream, restart)
    finally:
        servers[-1].stop()
