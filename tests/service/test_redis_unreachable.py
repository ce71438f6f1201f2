"""A Redis URL that does not answer at start is one line and exit 2 for `tokcheck serve` and `tokcheck worker`,
not a traceback per retry; a worker that loses Redis later says so once, waits, and works on when it is back."""
import os
import socket
import subprocess
import sys
import time

import pytest

from tests.service.conftest import ARTICLE_LINK
from tests.support.polling import final_view, wait_for_worker
from tests.support.redis_process import RedisProcess


def unused_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("command", [["worker"], ["serve", "--port", "0"]])
def test_an_unreachable_redis_at_start_is_one_line_and_exit_2(command):
    url = f"redis://127.0.0.1:{unused_port()}/0"
    env = {**os.environ, "TOKCHECK_REDIS_URL": url}
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "tokcheck.cli", *command], env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip() == (f"tokcheck {command[0]}: cannot reach Redis at {url}; is it running, and is the "
                                     "URL right?")
    assert time.monotonic() - started < 20           # START_PATIENCE (5 s), then one line


@pytest.mark.parametrize("redis_url", ["machine"], indirect=True)    # the test runs a Redis of its own
def test_a_worker_that_loses_redis_says_so_once_and_works_on_when_it_is_back(tmp_path, service_env, upstream,
                                                                             monkeypatch):
    with RedisProcess(tmp_path) as server:
        env = {**os.environ, **service_env, "TOKCHECK_REDIS_URL": server.url}
        worker = subprocess.Popen([sys.executable, "-m", "tokcheck.cli", "worker"], env=env, stderr=subprocess.PIPE,
                                  text=True)
        try:
            wait_for_worker(server.url)
            server.restart(down_for=4)
            from api import create_app
            from workers.service.settings import Settings

            monkeypatch.setenv("TOKCHECK_REDIS_URL", server.url)
            client = create_app(Settings.from_env()).test_client()
            claim = client.post("/v1/lookup", json={"url": ARTICLE_LINK}).json
            assert final_view(client, claim["id"])["status"] == "done"
        finally:
            worker.terminate()
            _, stderr = worker.communicate(timeout=20)
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert sum("lost Redis" in line for line in lines) == 1, stderr
    assert "Traceback" not in stderr, stderr
    assert len(lines) <= 6, stderr
