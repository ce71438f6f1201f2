"""`tokcheck check URL` resolves a link synchronously through the same resolvers and guard (no Redis):
exit 0 with the card, 3 with the reason when the record can't be had, 2 for bad configuration."""
import json
import os
import subprocess
import sys

import pytest

from tests.service.conftest import ARTICLE_LINK, CONTROL_LINK


def tokcheck(*args, upstream=None, **env):
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("TOKCHECK_", "REDIS_URL"))}
    if upstream:
        environ["TOKCHECK_UPSTREAM_LOCALMAXXING"] = upstream.origin
    environ.update(env)
    return subprocess.run([sys.executable, "-m", "tokcheck.cli", *args], env=environ, capture_output=True,
                          text=True, timeout=60)


def test_check_a_link_prints_the_card(upstream):
    result = tokcheck("check", ARTICLE_LINK, upstream=upstream)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("IMPLAUSIBLE: AL/window = 56.0 / 56 = 1.000")
    annotation = json.loads(tokcheck("check", ARTICLE_LINK, "--json", upstream=upstream).stdout)
    assert annotation["verdict"] == "implausible"
    assert {c["id"]: c["status"] for c in annotation["checks"]}["window_series"] == "fail"
    assert annotation["source"]["url"] == ARTICLE_LINK
    assert annotation["source"]["leaderboard"] == "localmaxxing" and annotation["source"]["fetched_at"]
    assert json.loads(tokcheck("check", CONTROL_LINK, "--json", upstream=upstream).stdout)["verdict"] == "plausible"


@pytest.mark.parametrize("link, reason", [
    ("https://localmaxxing.com/runs/cmmissing0000000000000001", "the upstream answered HTTP 404"),
    ("https://example.com/blog/post", "not a record link of a supported leaderboard"),
    ("http://127.0.0.2/record.json", "refused, 127.0.0.2 is a loopback address"),
])
def test_an_unresolvable_link_exits_3_with_the_reason(upstream, link, reason):
    result = tokcheck("check", link, upstream=upstream)
    assert result.returncode == 3
    assert result.stdout == ""
    assert reason in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_bad_upstream_configuration_exits_2():
    result = tokcheck("check", ARTICLE_LINK, TOKCHECK_UPSTREAM_LOCALMAXXING="localhost:8001")
    assert result.returncode == 2
    assert "TOKCHECK_UPSTREAM_LOCALMAXXING: expected an origin" in result.stderr
