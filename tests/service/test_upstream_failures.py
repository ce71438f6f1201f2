"""Upstream 404, 500, timeout, non-JSON and 50 MB bodies end as `unresolved` annotations saying why; the
worker survives them and goes on to the next claim. A transient one says when it is tried again, and a post
after that time fetches again; a bug in a job fails its claim at once, not retried."""
import time

import pytest

from tests.service.conftest import CONTROL_ID, CONTROL_LINK, forget_process_settings
from tests.support.upstream import Route
from workers.service import jobs
from workers.service.queue import get_queue

BAD_ID = "cmbadrecord00000000000001"
BAD_LINK = f"https://localmaxxing.com/runs/{BAD_ID}"


@pytest.mark.parametrize("route, reason, tries", [
    (Route(404, b'{"error":"not found"}'), "HTTP 404", 1),
    (Route(500, b"oops", content_type="text/plain"), "HTTP 500", 3),       # retried twice (RQ Retry), then given up
    (Route(200, b"{}", delay=2.0), "did not answer in time", 3),
    (Route(200, b"<html>rate limited</html>", content_type="text/html"), "not JSON", 1),
    (Route(200, b"{not json", content_type="application/json"), "not JSON", 1),
    (Route(200, b"", stream_bytes=50 * 1024 * 1024), "byte cap", 1),
    (Route(200, b'{"hello": "world"}'), "does not read as a benchmark", 1),
])
def test_upstream_failure_is_unresolved_with_the_reason(client, work, upstream, route, reason, tries):
    upstream.routes[f"/api/speed-tests/{BAD_ID}"] = route
    bad = client.post("/v1/lookup", json={"url": BAD_LINK}).json
    good = client.post("/v1/lookup", json={"url": CONTROL_LINK}).json
    work()
    failed = client.get(f"/v1/claims/{bad['id']}").json
    assert failed["status"] == "done"
    annotation = failed["annotation"]
    assert annotation["verdict"] == "unresolved"
    assert any(reason in caveat for caveat in annotation["caveats"]), annotation["caveats"]
    assert upstream.hits[f"/api/speed-tests/{BAD_ID}"] == tries
    assert client.get(f"/v1/claims/{good['id']}").json["annotation"]["verdict"] == "plausible"


RETRY_SECONDS = 3.0


def test_a_transient_unresolved_says_when_and_a_post_after_that_fetches_again(client, work, upstream, monkeypatch):
    # read by the worker's jobs; long enough that a loaded machine still asks again before it is due
    monkeypatch.setenv("TOKCHECK_UNRESOLVED_RETRY_SECONDS", str(RETRY_SECONDS))
    forget_process_settings()
    upstream.routes[f"/api/speed-tests/{BAD_ID}"] = Route(503, b"{}")
    claim = client.post("/v1/lookup", json={"url": BAD_LINK}).json["id"]
    work()
    annotation = client.get(f"/v1/claims/{claim}").json["annotation"]
    assert annotation["verdict"] == "unresolved" and annotation["retry_at"]
    assert any("tried again for the next reader after" in c for c in annotation["caveats"])
    assert client.post("/v1/lookup", json={"url": BAD_LINK}).json["status"] == "done"   # not yet: stays as it is
    time.sleep(RETRY_SECONDS + 0.1)
    upstream.routes[f"/api/speed-tests/{BAD_ID}"] = upstream.routes[f"/api/speed-tests/{CONTROL_ID}"]
    assert client.post("/v1/lookup", json={"url": BAD_LINK}).json["status"] == "queued"
    work()
    assert client.get(f"/v1/claims/{claim}").json["annotation"]["verdict"] == "plausible"


def test_a_bug_in_a_job_fails_the_claim_at_once_with_the_reason_and_is_not_retried(client, work, monkeypatch):
    calls = []

    def broken(*args, **kwargs):
        calls.append(1)
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(jobs, "annotation_for", broken)       # the worker runs in this process: it sees it
    claim = client.post("/v1/lookup", json={"url": CONTROL_LINK}).json["id"]
    work()
    view = client.get(f"/v1/claims/{claim}").json
    assert view["status"] == "failed" and view["reason"] == "ZeroDivisionError: a bug"
    assert get_queue(client.application.extensions["tokcheck"].redis).count == 0
