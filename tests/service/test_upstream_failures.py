"""Upstream 404, 500, timeout, non-JSON and 50 MB bodies end as `unresolved` annotations saying why; the
worker survives them and goes on to the next claim."""
import pytest

from tests.service.conftest import CONTROL_LINK
from tests.support.upstream import Route

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
