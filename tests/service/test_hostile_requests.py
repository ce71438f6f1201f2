"""Hostile request bodies get a 4xx in the error shape naming the field (or the position), never a 500; with
Redis out of reach every route answers 503 with Retry-After."""
import dataclasses
import socket

import pytest

from api import create_app
from tests.service.conftest import ARTICLE_LINK, MODERATOR, TOKEN

CLAIM = '{"text": "2103.6 tok/s on a 5090", "value": 2103.6, "links": ["' + ARTICLE_LINK + '"]}'
DEEP = "[" * 100_000 + "]" * 100_000
HUGE = "1" * 5001


def claims(claim: str) -> str:
    return '{"claims": [' + claim + "]}"


# (path, raw body, status, field): each sent as application/json.
HOSTILE = [
    ("/v1/claims", DEEP, 400, None),
    ("/v1/claims", '{"claims": ' + "[" * 1001 + "]" * 1001 + "}", 400, None),
    ("/v1/claims", '{"a": ' + '{"a": ' * 1000 + "1" + "}" * 1001, 400, None),
    ("/v1/lookup", '{"url": ' + "[" * 5000 + "]" * 5000 + "}", 400, None),
    ("/v1/compare", '{"a": ' + "[" * 2000 + "]" * 2000 + ', "b": {}}', 400, None),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", HUGE + ",")), 422, "claims[0].value"),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", "-" + HUGE + ",")), 422, "claims[0].value"),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", "1." + HUGE + ",")), 422, "claims[0].value"),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", "1e" + HUGE + ",")), 422, "claims[0].value"),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", "1e400,")), 422, "claims[0].value"),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", "NaN,")), 422, "claims[0].value"),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", "Infinity,")), 422, "claims[0].value"),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", "-Infinity,")), 422, "claims[0].value"),
    ("/v1/compare", '{"a": {"tokSOut": ' + HUGE + '}, "b": {"tokSOut": 1}}', 422, "a.tokSOut"),
    ("/v1/compare", '{"a": {"tokSOut": NaN}, "b": {"tokSOut": 1}}', 422, "a.tokSOut"),
    ("/v1/claims", claims(CLAIM.replace('"2103.6 tok/s', '"\\ud800 2103.6 tok/s')), 422, "claims[0].text"),
    ("/v1/claims", claims(CLAIM.replace('"2103.6 tok/s', '"\\udfff')), 422, "claims[0].text"),
    ("/v1/claims", claims(CLAIM.replace('"text"', '"\\ud800"')), 422, "claims[0]"),
    ("/v1/lookup", '{"url": "https://localmaxxing.com/runs/\\ud83d"}', 422, "url"),
    ("/v1/claims", '{"page_url": "\\udc00", "claims": [' + CLAIM + "]}", 422, "page_url"),
    ("/v1/claims", '{"claims": [' + ",".join([CLAIM] * 2000) + "]}", 422, "claims"),
    ("/v1/claims", "\xff\xfe", 400, None),
    ("/v1/claims", "", 400, None),
    ("/v1/claims", "null", 422, None),
    ("/v1/claims", "[]", 422, None),
    ("/v1/claims", '"claims"', 422, None),
    ("/v1/claims", claims(CLAIM.replace("2103.6,", "true,")), 422, "claims[0].value"),
    ("/v1/claims", claims('{"text": {"$gt": ""}, "value": 1}'), 422, "claims[0].text"),
    ("/v1/claims", claims('{"text": "x", "value": 1, "links": "http://127.0.0.1/"}'), 422, "claims[0].links"),
    ("/v1/claims", claims('{"text": "x", "value": 1, "links": ["http://' + "a" * 3000 + '.com/"]}'), 422,
     "claims[0].links[0]"),
    ("/v1/claims", claims('{"text": "x", "value": 1, "links": ["data:text/html,<script>1</script>"]}'), 422,
     "claims[0].links[0]"),
    ("/v1/lookup", '{"url": "jar:http://localmaxxing.com/x.jar!/"}', 422, "url"),
    ("/v1/lookup", '{"url": "http://[::1"}', 422, "url"),
    ("/v1/compare", '{"a": [], "b": []}', 422, "a"),
    ("/v1/compare", '{"a": {"benchmarks": [' + ",".join(['{"tokSOut": 1}'] * 6000) + ']}, "b": {}}', 422,
     "a.benchmarks"),
    ("/v1/claims/abc/review", '{"decision": "\\ud800"}', 422, "decision"),
    ("/v1/claims", '{"claims": [' + CLAIM + "]" + " " * 10, 400, None),
]


@pytest.mark.parametrize("redis_url", ["embedded"], indirect=True)
@pytest.mark.parametrize("path, body, status, field", HOSTILE, ids=[f"{i:02d}" for i in range(len(HOSTILE))])
def test_a_hostile_body_is_a_4xx_naming_the_field(client, path, body, status, field):
    response = client.post(path, data=body.encode("utf-8", "surrogatepass"), content_type="application/json")
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    error = response.json["error"]
    assert error["message"] and "Traceback" not in error["message"]
    if field is not None:
        assert error["field"] == field, error


def test_the_table_is_long_enough():
    assert len(HOSTILE) >= 30


def unused_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("redis_url", ["machine"], indirect=True)
@pytest.mark.parametrize("method, path, body", [
    ("get", "/healthz", None), ("get", "/v1/claims/abc", None), ("get", "/v1/claims/abc?wait=2", None),
    ("post", "/v1/claims", {"claims": [{"text": "2103.6 tok/s", "value": 2103.6}]}),
    ("post", "/v1/lookup", {"url": ARTICLE_LINK}), ("post", "/v1/compare", {"a": ARTICLE_LINK, "b": ARTICLE_LINK}),
    ("get", "/c/abc", None), ("get", "/v1/triage", None),
])
def test_redis_down_is_503_with_retry_after_on_every_route(settings, method, path, body):
    down = dataclasses.replace(settings, redis_url=f"redis://127.0.0.1:{unused_port()}/0",
                               moderators={TOKEN: "alice"})
    app = create_app(down)
    response = getattr(app.test_client(), method)(path, json=body, headers=MODERATOR)
    assert response.status_code == 503, response.get_data(as_text=True)[:300]
    assert response.headers["Retry-After"].isdigit()
