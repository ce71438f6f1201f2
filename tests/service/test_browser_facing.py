"""CORS only for the extensions and configured web origins; per-client rate limits with 429 and Retry-After;
/healthz; the OpenAPI document generated from the schemas."""
import dataclasses

import pytest

from api import create_app
from tests.service.conftest import ARTICLE_LINK, start_worker_process


@pytest.mark.parametrize("origin, allowed", [
    ("chrome-extension://abcdefghijklmnopabcdefghijklmnop", True),
    ("moz-extension://0f1e2d3c-aaaa-bbbb-cccc-123456789abc", True),
    ("https://tokcheck.example", True),
    ("https://evil.example", False),
    ("http://127.0.0.1:9999", False),
    ("null", False),
])
def test_cors_answers_extensions_and_configured_origins_only(settings, origin, allowed):
    app = create_app(dataclasses.replace(settings, web_origins=("https://tokcheck.example",)))
    client = app.test_client()
    preflight = client.options("/v1/claims", headers={"Origin": origin, "Access-Control-Request-Method": "POST",
                                                      "Access-Control-Request-Headers": "content-type"})
    response = client.post("/v1/lookup", json={"url": ARTICLE_LINK}, headers={"Origin": origin})
    assert response.status_code == 202
    for answer in (preflight, response):
        assert (answer.headers.get("Access-Control-Allow-Origin") == origin) is allowed
        assert "Origin" in answer.headers.get("Vary", "")
    if allowed:
        assert "POST" in preflight.headers["Access-Control-Allow-Methods"]


def test_a_client_over_its_rate_limit_gets_429_with_retry_after(settings):
    client = create_app(dataclasses.replace(settings, rate_limit="3/minute")).test_client()
    answers = [client.post("/v1/lookup", json={"url": ARTICLE_LINK}) for _ in range(4)]
    assert [a.status_code for a in answers] == [202, 202, 202, 429]
    limited = answers[-1]
    assert limited.json["error"]["code"] == "rate_limited"
    assert 0 < int(limited.headers["Retry-After"]) <= 60
    other = client.post("/v1/lookup", json={"url": ARTICLE_LINK}, environ_base={"REMOTE_ADDR": "127.0.0.9"})
    assert other.status_code == 202                                      # per client, not global
    claim_id = answers[0].json["id"]
    assert all(client.get(f"/v1/claims/{claim_id}").status_code == 200 for _ in range(10))  # reads aren't limited


def test_healthz_says_whether_a_worker_is_up(client, service_env):
    down = client.get("/healthz")
    assert down.status_code == 503 and down.json == {"ok": False, "redis": True, "workers": 0, "queued": 0}
    worker = start_worker_process(service_env)
    try:
        import time
        deadline = time.monotonic() + 20
        while client.get("/healthz").status_code != 200 and time.monotonic() < deadline:
            time.sleep(0.05)
        up = client.get("/healthz")
        assert up.status_code == 200 and up.json["ok"] and up.json["workers"] == 1
    finally:
        worker.terminate()
        worker.wait(timeout=15)


def test_healthz_when_redis_is_down(settings):
    import dataclasses

    app = create_app(dataclasses.replace(settings, redis_url="redis://127.0.0.1:1/0"))
    response = app.test_client().get("/healthz")
    assert response.status_code == 503 and response.json["redis"] is False


def test_openapi_document_is_generated_from_the_schemas(client):
    doc = client.get("/v1/openapi.json").json
    assert set(doc["paths"]) >= {"/v1/claims", "/v1/claims/{claim_id}", "/v1/lookup", "/v1/compare", "/healthz"}
    schemas = doc["components"]["schemas"]
    assert {"ClaimIn", "ClaimsIn", "ClaimView", "Annotation", "Check", "LookupIn", "CompareIn"} <= set(schemas)
    assert schemas["ClaimIn"]["required"] == ["text"]
    assert schemas["Annotation"]["properties"]["verdict"]["enum"][0] == "implausible"
    post = doc["paths"]["/v1/claims"]["post"]
    assert "202" in post["responses"] and "422" in post["responses"]
    assert doc["paths"]["/v1/triage"]["get"]["security"] == [{"moderatorToken": []}]
    assert doc["paths"]["/v1/claims/{claim_id}/review"]["post"]["security"] == [{"moderatorToken": []}]
    assert doc["components"]["securitySchemes"]["moderatorToken"]["scheme"] == "bearer"


def test_compare_takes_links_and_records(client):
    from tests.conftest import load_fixture

    by_links = client.post("/v1/compare", json={"a": ARTICLE_LINK, "b": load_fixture("control_record.json")})
    assert by_links.status_code == 200
    table = by_links.json
    assert table["verdict"] == "not_comparable"
    assert set(table["differing"]) == {"quantization", "engine", "speculative"}


def test_a_claim_view_revalidates_with_its_etag(client, work):
    claim = client.post("/v1/lookup", json={"url": ARTICLE_LINK}).json["id"]
    queued = client.get(f"/v1/claims/{claim}")
    assert queued.headers["Cache-Control"] == "no-cache" and queued.headers["ETag"]
    assert client.get(f"/v1/claims/{claim}", headers={"If-None-Match": queued.headers["ETag"]}).status_code == 304
    work()
    done = client.get(f"/v1/claims/{claim}", headers={"If-None-Match": queued.headers["ETag"]})
    assert done.status_code == 200 and done.json["status"] == "done" and done.headers["ETag"] != queued.headers["ETag"]
    chinese = client.get(f"/v1/claims/{claim}?lang=zh", headers={"If-None-Match": done.headers["ETag"]})
    assert chinese.status_code == 200                                   # another language is another body


def test_many_claims_in_one_request_woken_when_one_finishes(client, live_api, service_env):
    import threading
    import time

    import httpx

    first = client.post("/v1/lookup", json={"url": ARTICLE_LINK}).json["id"]
    bare = client.post("/v1/claims", json={"claims": [{"text": "9000 tok/s on my 4090", "value": 9000}]}).json
    ids = f"{first},{bare['claims'][0]['id']},0123456789abcdef"
    answer = {}

    def wait():
        started = time.monotonic()
        answer["response"] = httpx.get(f"{live_api}/v1/claims?ids={ids}&wait=10", timeout=20)
        answer["took"] = time.monotonic() - started

    waiter = threading.Thread(target=wait)
    waiter.start()
    worker = start_worker_process(service_env, burst=True)
    worker.wait(timeout=60)
    waiter.join()
    body = answer["response"].json()
    assert body["unknown"] == ["0123456789abcdef"] and answer["took"] < 9          # woken, not timed out
    assert any(view["status"] == "done" for view in body["claims"])
    assert client.get("/v1/claims?ids=x,y").json["error"]["field"] == "ids"
