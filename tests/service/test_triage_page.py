"""The moderators' page at /triage: sign in with a token, see the queue, decide with a form; no other site can
make a signed-in moderator decide, and nothing a post says runs as markup."""
import re

import pytest

from tests.service.conftest import CONTROL_LINK, TOKEN, page, post_claim


@pytest.fixture
def signed_in(moderated):
    response = moderated.post("/triage/sign-in", data={"token": TOKEN, "lang": "en"})
    assert response.status_code == 303
    return moderated


def ids_on(html: str) -> list[str]:
    return re.findall(r'id="claim-([0-9a-f]+)"', html)


def test_signing_in_sets_a_strict_http_only_cookie_for_triage_only(moderated):
    assert 'name="token"' in moderated.get("/triage").get_data(as_text=True)
    response = moderated.post("/triage/sign-in", data={"token": TOKEN})
    cookie = response.headers["Set-Cookie"]
    assert response.status_code == 303 and response.headers["Location"].startswith("/triage")
    for part in ("HttpOnly", "Path=/triage", "SameSite=Strict"):
        assert part in cookie
    wrong = moderated.post("/triage/sign-in", data={"token": "not-the-token-at-all"})
    assert wrong.status_code == 401 and "not a moderator" in wrong.get_data(as_text=True)
    assert "Set-Cookie" not in wrong.headers


def test_the_page_lists_the_queue_worst_first_and_decides_with_a_form(judged, signed_in, client):
    html = signed_in.get("/triage").get_data(as_text=True)
    assert ids_on(html) == [judged["article"], judged["lookup"], judged["bare"], judged["control"]]
    assert "Open (4)" in html and "3 pages" in html
    response = signed_in.post(f"/triage/{judged['control']}/review?state=open",
                              data={"decision": "suspicious", "note": "Other quantization.", "lang": "en"})
    assert response.status_code == 303
    after = signed_in.get(response.headers["Location"]).get_data(as_text=True)
    assert judged["control"] not in ids_on(after) and "Reviewed (1)" in after
    reviewed = signed_in.get("/triage?state=reviewed").get_data(as_text=True)
    assert ids_on(reviewed) == [judged["control"]]
    assert "Moderator: <strong>suspicious</strong> (alice" in reviewed
    assert client.get(f"/v1/claims/{judged['control']}").json["annotation"]["review"]["decision"] == "suspicious"


def test_the_chinese_page_speaks_chinese(judged, signed_in):
    html = signed_in.get("/triage?lang=zh").get_data(as_text=True)
    assert "审核队列" in html and "待审 (4)" in html and "不可信" in html


@pytest.mark.parametrize("headers", [{"Origin": "https://evil.example"}, {"Sec-Fetch-Site": "cross-site"}])
def test_another_site_cannot_make_a_moderator_decide(judged, signed_in, client, headers):
    response = signed_in.post(f"/triage/{judged['article']}/review", data={"decision": "plausible"}, headers=headers)
    assert response.status_code == 403
    assert client.get(f"/v1/claims/{judged['article']}").json["annotation"]["review"] is None


def test_deciding_without_signing_in_asks_for_the_token_and_writes_nothing(judged, moderated, client):
    response = moderated.post(f"/triage/{judged['article']}/review", data={"decision": "plausible"})
    assert response.status_code == 401 and 'name="token"' in response.get_data(as_text=True)
    assert client.get(f"/v1/claims/{judged['article']}").json["annotation"]["review"] is None


def test_a_bad_decision_is_a_422_that_names_the_field_and_writes_nothing(judged, signed_in, client):
    response = signed_in.post(f"/triage/{judged['article']}/review", data={"decision": "juiced"})
    assert response.status_code == 422 and "decision: Must be one of" in response.get_data(as_text=True)
    assert client.get(f"/v1/claims/{judged['article']}").json["annotation"]["review"] is None


def test_markup_in_a_claim_is_shown_as_text(signed_in, work):
    post_claim(signed_in, "<script>alert(1)</script> control at 79 tok/s", 79, [CONTROL_LINK], page(7))
    work()
    html = signed_in.get("/triage").get_data(as_text=True)
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_signing_out_forgets_the_moderator(signed_in):
    response = signed_in.post("/triage/sign-out")
    assert response.status_code == 303 and "tokcheck_moderator=;" in response.headers["Set-Cookie"]
    assert 'name="token"' in signed_in.get("/triage").get_data(as_text=True)


@pytest.mark.parametrize("headers", [{"Origin": "https://evil.example"}, {"Sec-Fetch-Site": "cross-site"}])
def test_another_site_cannot_sign_a_moderator_out(signed_in, headers):
    response = signed_in.post("/triage/sign-out", headers=headers)
    assert response.status_code == 403 and "Set-Cookie" not in response.headers
    assert 'name="token"' not in signed_in.get("/triage").get_data(as_text=True)


def test_over_https_the_cookie_is_secure(moderated):
    response = moderated.post("/triage/sign-in", data={"token": TOKEN}, base_url="https://tokcheck.example")
    assert "Secure" in response.headers["Set-Cookie"]
    plain = moderated.post("/triage/sign-in", data={"token": TOKEN})
    assert "Secure" not in plain.headers["Set-Cookie"]
