"""The error contract: every failure answers {"error": {"code", "message", "field"?}} with a 4xx status,
and a rejected request writes nothing."""
import pytest
import redis

from tests.service.conftest import ARTICLE_LINK

CLAIM = {"text": "2103.6 tok/s on a 5090", "value": 2103.6, "links": [ARTICLE_LINK]}


@pytest.mark.parametrize("method, path, kwargs, status, code, field", [
    ("post", "/v1/claims", {"data": "{not json", "content_type": "application/json"}, 400, "invalid_json", None),
    ("post", "/v1/claims", {"data": "claims=1", "content_type": "application/x-www-form-urlencoded"}, 415,
     "not_json", None),
    ("post", "/v1/claims", {"json": {}}, 422, "invalid", "claims"),
    ("post", "/v1/claims", {"json": {"claims": "many"}}, 422, "invalid", "claims"),
    ("post", "/v1/claims", {"json": {"claims": []}}, 422, "invalid", "claims"),
    ("post", "/v1/claims", {"json": {"claims": [CLAIM] * 51}}, 422, "too_many_claims", "claims"),
    ("post", "/v1/claims", {"json": {"claims": [{**CLAIM, "value": "fast"}]}}, 422, "invalid", "claims[0].value"),
    ("post", "/v1/claims", {"json": {"claims": [{**CLAIM, "value": -5}]}}, 422, "invalid", "claims[0].value"),
    ("post", "/v1/claims", {"json": {"claims": [CLAIM, {**CLAIM, "text": 7}]}}, 422, "invalid", "claims[1].text"),
    ("post", "/v1/claims", {"json": {"claims": [{**CLAIM, "links": ["javascript:alert(1)"]}]}}, 422, "invalid",
     "claims[0].links[0]"),
    ("post", "/v1/claims", {"json": {"claims": [{**CLAIM, "links": [ARTICLE_LINK, "file:///etc/passwd"]}]}}, 422,
     "invalid", "claims[0].links[1]"),
    ("post", "/v1/claims", {"json": {"claims": [{**CLAIM, "colour": "red"}]}}, 422, "invalid", "claims[0].colour"),
    ("post", "/v1/claims", {"json": {"claims": [{**CLAIM, "text": "x" * 300_000}]}}, 413, "too_large", None),
    ("post", "/v1/lookup", {"json": {"url": "ftp://localmaxxing.com/runs/x"}}, 422, "invalid", "url"),
    ("post", "/v1/lookup", {"json": {"url": 12}}, 422, "invalid", "url"),
    ("post", "/v1/lookup", {"json": {"url": "https://example.com/blog"}}, 422, "unsupported_link", "url"),
    ("post", "/v1/compare", {"json": {"a": 1, "b": {}}}, 422, "invalid", "a"),
    ("post", "/v1/compare", {"json": {"a": {"tokSOut": "fast"}, "b": {"tokSOut": 1}}}, 422, "invalid", "a.tokSOut"),
    ("get", "/v1/claims/0123456789abcdef0123456789abcdef", {}, 404, "not_found", "id"),
    ("get", "/v1/claims/x?wait=soon", {}, 422, "invalid", "wait"),
    ("get", "/v1/nowhere", {}, 404, "not_found", None),
    ("delete", "/v1/claims", {}, 405, "method_not_allowed", None),
])
def test_each_bad_request_gets_its_status_and_error_body(client, redis_url, method, path, kwargs, status, code, field):
    response = getattr(client, method)(path, **kwargs)
    assert response.status_code == status
    assert response.is_json
    error = response.json["error"]
    assert error["code"] == code
    assert error["message"] and "Traceback" not in error["message"]
    assert error.get("field") == field
    assert redis.Redis.from_url(redis_url).keys("tokcheck:claim:*") == []     # nothing written


def test_a_good_claim_beside_a_bad_one_is_not_accepted_either(client, redis_url):
    response = client.post("/v1/claims", json={"claims": [CLAIM, {**CLAIM, "value": "x"}]})
    assert response.status_code == 422
    assert redis.Redis.from_url(redis_url).keys("tokcheck:*") == []
