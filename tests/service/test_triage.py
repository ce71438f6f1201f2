"""The moderators' queue over real Redis and RQ: claims readers met, worst and most-seen first, and reviews that
every reader then sees beside the computed verdict."""
import pytest

from tests.service.conftest import ARTICLE_LINK, CONTROL_LINK, MODERATOR, TOKEN, page, post_claim


def queue(client, **params):
    response = client.get("/v1/triage", query_string=params, headers=MODERATOR)
    assert response.status_code == 200, response.json
    return response.json


def review(client, claim_id, headers=MODERATOR, **body):
    return client.post(f"/v1/claims/{claim_id}/review", json=body, headers=headers)


def test_the_queue_is_worst_verdict_first_then_most_pages(judged, moderated):
    body = queue(moderated)
    rows = [(c["id"], c["verdict"], c["pages"]) for c in body["claims"]]
    assert rows == [(judged["article"], "implausible", 3), (judged["lookup"], "implausible", 0),
                    (judged["bare"], "unverified", 5), (judged["control"], "plausible", 1)]
    assert body["counts"] == {"open": 4, "reviewed": 0}
    assert body["claims"][0]["headline"].startswith("AL/window = 56.0 / 56")
    assert body["claims"][0]["claim"]["value"] == 2103.6
    assert [c["id"] for c in queue(moderated, limit=2, offset=1)["claims"]] == [judged["lookup"], judged["bare"]]


def test_more_pages_move_a_claim_up_within_its_verdict(judged, moderated, work):
    other = post_claim(moderated, "2103.6 tok/s on one 5090, unreal", 2103.6, [ARTICLE_LINK], page(30))
    work()
    assert [c["id"] for c in queue(moderated)["claims"]][:3] == [judged["article"], other, judged["lookup"]]
    for n in (31, 32, 33, 31):
        post_claim(moderated, "2103.6 tok/s on one 5090, unreal", 2103.6, [ARTICLE_LINK], page(n))
    moderated.post("/v1/lookup", json={"url": ARTICLE_LINK})      # no page: counts nothing
    assert [(c["id"], c["pages"]) for c in queue(moderated)["claims"]][:3] == \
        [(other, 4), (judged["article"], 3), (judged["lookup"], 0)]


def test_a_review_stands_beside_the_verdict_for_every_reader_and_leaves_the_queue(judged, moderated, client):
    response = review(moderated, judged["article"], decision="implausible", note="Fed draft; the author confirmed.")
    assert response.status_code == 200, response.json
    served = client.get(f"/v1/claims/{judged['article']}").json["annotation"]
    assert served["verdict"] == "implausible"
    assert served["review"]["decision"] == "implausible" and served["review"]["by"] == "alice"
    assert served["review"]["note"] == "Fed draft; the author confirmed." and served["review"]["at"].endswith("Z")
    zh = client.get(f"/v1/claims/{judged['article']}?lang=zh").json["annotation"]
    assert zh["review"] == served["review"]
    assert judged["article"] not in [c["id"] for c in queue(moderated)["claims"]]
    decided = queue(moderated, state="reviewed")
    assert [(c["id"], c["pages"], c["review"]["by"]) for c in decided["claims"]] == [(judged["article"], 3, "alice")]
    assert decided["counts"] == {"open": 3, "reviewed": 1}
    post_claim(moderated, "single 5090, 27B dense, 2103.6 tok/s", 2103.6, [ARTICLE_LINK], page(99))
    assert judged["article"] not in [c["id"] for c in queue(moderated)["claims"]]   # seen again, still decided


def test_a_moderator_may_overrule_the_computed_verdict_without_erasing_it(judged, moderated, client):
    assert (
        review(moderated, judged["control"], decision="suspicious", note="Different quantization.").status_code == 200
    )
    annotation = client.get(f"/v1/claims/{judged['control']}").json["annotation"]
    assert (annotation["verdict"], annotation["review"]["decision"]) == ("plausible", "suspicious")


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"Authorization": "Bearer wrong-token-wrong-token"},
        {"Authorization": TOKEN},
        {"Authorization": f"Basic {TOKEN}"},
    ],
)
def test_without_a_moderator_token_nothing_is_read_or_written(judged, moderated, client, headers):
    for response in (
        moderated.get("/v1/triage", headers=headers),
        review(moderated, judged["article"], headers=headers, decision="plausible"),
    ):
        assert response.status_code == 401
        assert response.json["error"]["code"] == "unauthorized"
        assert response.json["error"]["field"] == "Authorization"
        assert response.headers["WWW-Authenticate"].startswith("Bearer")
        assert TOKEN not in response.get_data(as_text=True)
    assert client.get(f"/v1/claims/{judged['article']}").json["annotation"]["review"] is None
    assert queue(moderated)["counts"] == {"open": 4, "reviewed": 0}


def test_with_no_moderators_configured_triage_says_so(client):
    response = client.get("/v1/triage", headers=MODERATOR)
    assert response.status_code == 401
    assert "TOKCHECK_MODERATORS" in response.json["error"]["message"]


@pytest.mark.parametrize(
    "body, field",
    [({"decision": "juiced"}, "decision"), ({}, "decision"), ({"decision": "plausible", "note": "x" * 1001}, "note")],
)
def test_a_bad_review_is_a_422_naming_the_field_and_writes_nothing(judged, moderated, client, body, field):
    response = review(moderated, judged["article"], **body)
    assert response.status_code == 422 and response.json["error"]["field"] == field
    assert client.get(f"/v1/claims/{judged['article']}").json["annotation"]["review"] is None
    assert queue(moderated)["counts"] == {"open": 4, "reviewed": 0}


def test_only_a_judged_claim_can_be_reviewed(moderated):
    queued = post_claim(moderated, "single 5090, 27B dense, 2103.6 tok/s", 2103.6, [ARTICLE_LINK], page(1))
    response = review(moderated, queued, decision="implausible")
    assert response.status_code == 409 and response.json["error"]["code"] == "not_judged"
    assert moderated.get(f"/v1/claims/{queued}").json["status"] == "queued"
    unknown = review(moderated, "0" * 32, decision="implausible")
    assert unknown.status_code == 404 and unknown.json["error"]["field"] == "id"


def test_pages_seen_before_the_claim_is_judged_are_counted(moderated, work):
    for n in (1, 2):
        claim_id = post_claim(moderated, "Q4_K_M control at 79 tok/s", 79, [CONTROL_LINK], page(n))
    work()
    assert [(c["id"], c["pages"]) for c in queue(moderated)["claims"]] == [(claim_id, 2)]


def test_the_web_card_shows_the_review_under_the_verdict(judged, moderated):
    review(moderated, judged["control"], decision="suspicious", note="Different <b>quantization</b>.")
    page = moderated.get(f"/c/{judged['control']}?lang=en").get_data(as_text=True)
    assert "Moderator: <strong>suspicious</strong> (alice · 20" in page
    assert "Different &lt;b&gt;quantization&lt;/b&gt;." in page
    assert page.index("plausible</strong>") < page.index("Moderator:")
    assert "审核员: <strong>可疑</strong> (alice · 20" in moderated.get(f"/c/{judged['control']}?lang=zh").get_data(
        as_text=True
    )
