"""`tokcheck serve` as a user runs it (README Quick start): embedded Redis, a worker process, the API; a
lookup comes back judged; SIGTERM stops it cleanly; started again on the same data dir, the claim is there."""
import os
import subprocess
import sys

import httpx

from tests.service.conftest import ARTICLE_LINK
from tests.support.serve import start_serve, stop

MODERATOR_TOKEN = "m0derat0r-token-for-tests"
MODERATOR = {"Authorization": f"Bearer {MODERATOR_TOKEN}"}


def test_serve_judges_a_link_and_keeps_it_and_its_review_across_a_restart(tmp_path, upstream):
    env = {"TOKCHECK_MODERATORS": f"alice:{MODERATOR_TOKEN}"}
    process, base = start_serve(tmp_path / "data", upstream.origin, env)
    try:
        health = httpx.get(f"{base}/healthz").json()
        assert health == {"ok": True, "redis": True, "workers": 1, "queued": 0}
        claim = httpx.post(f"{base}/v1/lookup", json={"url": ARTICLE_LINK}).json()
        view = httpx.get(f"{base}/v1/claims/{claim['id']}?wait=10", timeout=15).json()
        assert view["status"] == "done" and view["annotation"]["verdict"] == "implausible"
        reviewed = httpx.post(f"{base}/v1/claims/{claim['id']}/review", headers=MODERATOR,
                              json={"decision": "implausible", "note": "confirmed"})
        assert reviewed.status_code == 200, reviewed.text
    finally:
        stop(process)
    assert (tmp_path / "data" / "appendonly.aof").exists()
    process, base = start_serve(tmp_path / "data", upstream.origin, env)
    try:
        again = httpx.get(f"{base}/v1/claims/{claim['id']}").json()
        assert again["annotation"]["verdict"] == "implausible"
        assert again["annotation"]["review"]["by"] == "alice"
        decided = httpx.get(f"{base}/v1/triage?state=reviewed", headers=MODERATOR).json()
        assert [c["id"] for c in decided["claims"]] == [claim["id"]]
    finally:
        stop(process)


def test_serve_refuses_a_short_moderator_token_with_one_line(tmp_path):
    env = {**{k: v for k, v in os.environ.items() if k != "TOKCHECK_REDIS_URL"}, "TOKCHECK_MODERATORS": "alice:short"}
    result = subprocess.run([sys.executable, "-m", "tokcheck.cli", "serve", "--port", "0", "--data-dir",
                             str(tmp_path / "d")], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip() == ("tokcheck serve: TOKCHECK_MODERATORS: expected name:token with a token of at "
                                     "least 16 characters, got an entry starting 'alice:'")


def test_serve_refuses_a_port_in_use_with_one_line(tmp_path, upstream):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {k: v for k, v in os.environ.items() if k != "TOKCHECK_REDIS_URL"}
        result = subprocess.run([sys.executable, "-m", "tokcheck.cli", "serve", "--port", str(port), "--data-dir",
                                 str(tmp_path / "d")], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip() == f"tokcheck serve: cannot listen on 127.0.0.1:{port}: Address already in use"


def test_a_second_serve_on_the_same_data_dir_refuses_and_leaves_the_first_running(tmp_path, upstream):
    """A second `tokcheck serve` on a data dir in use says so in one line and touches nothing of the first:
    it never starts (or stops) an embedded Redis on the first one's files, whatever port it was given."""
    process, base = start_serve(tmp_path / "data", upstream.origin)
    try:
        claim = httpx.post(f"{base}/v1/lookup", json={"url": ARTICLE_LINK}).json()
        port = base.rsplit(":", 1)[1]
        env = {k: v for k, v in os.environ.items() if k != "TOKCHECK_REDIS_URL"}
        for second_port in ("0", port):
            result = subprocess.run([sys.executable, "-m", "tokcheck.cli", "serve", "--port", second_port,
                                     "--data-dir", str(tmp_path / "data")],
                                    env=env, capture_output=True, text=True, timeout=60)
            assert result.returncode == 2, result.stderr
            if second_port == "0":
                assert result.stderr.strip() == (f"tokcheck serve: {tmp_path / 'data'} is in use by another tokcheck "
                                                 f"serve (pid {process.pid}); stop it or give another --data-dir")
            assert httpx.get(f"{base}/healthz").json()["redis"] is True
        view = httpx.get(f"{base}/v1/claims/{claim['id']}?wait=10", timeout=15).json()
        assert view["status"] == "done"
    finally:
        stop(process)
