"""POST /v1/lookup against a fixture localmaxxing on 127.0.0.1: the article's record, end to end through RQ."""
import pytest

from tests.service.conftest import ARTICLE_ID, ARTICLE_LINK, CONTROL_LINK


def lookup(client, url):
    response = client.post("/v1/lookup", json={"url": url})
    assert response.status_code == 202, response.json
    return response.json


def annotation_after_work(client, work, claim):
    work()
    response = client.get(f"/v1/claims/{claim['id']}")
    assert response.status_code == 200
    assert response.json["status"] == "done"
    return response.json["annotation"]


@pytest.mark.parametrize("link", [ARTICLE_LINK, f"https://www.localmaxxing.com/en/models/Qwen/Qwen3.6-27B?run={ARTICLE_ID}",
                                  f"https://localmaxxing.com/api/og?run={ARTICLE_ID}"])
def test_article_link_comes_back_implausible_with_the_engine_figures(client, work, link, upstream):
    claim = lookup(client, link)
    assert claim["status"] == "queued"
    annotation = annotation_after_work(client, work, claim)
    assert annotation["verdict"] == "implausible"
    checks = {c["id"]: c for c in annotation["checks"]}
    assert checks["acceptance_window"]["status"] == "fail" and checks["acceptance_window"]["figure"] == 1.0
    assert "56.0 / 56 = 1.000" in " ".join(checks["acceptance_window"]["reasoning"])
    assert checks["power_draw"]["figure"] == pytest.approx(0.172, abs=0.001)
    assert checks["roofline"]["figure"] == pytest.approx(16.3, abs=0.1)
    assert checks["window_series"]["status"] == "fail"      # the submitter's series came from the upstream too
    assert annotation["source"]["leaderboard"] == "localmaxxing"
    assert annotation["source"]["url"] == link and annotation["source"]["fetched_at"]
    assert upstream.hits[f"/api/speed-tests/{ARTICLE_ID}"] == 1


def test_control_link_is_plausible(client, work):
    annotation = annotation_after_work(client, work, lookup(client, CONTROL_LINK))
    assert annotation["verdict"] == "plausible"


def test_a_claim_with_the_link_in_its_post_is_judged_against_the_record(client, work):
    body = {"page_url": "https://x.com", "claims": [{
        "text": "single 5090, 27B dense, 2103.6 tok/s at batch 1", "value": 2103.6, "unit": "tok/s",
        "context": "DFlash is insane", "links": ["https://github.com/z-lab/dflash", ARTICLE_LINK]}]}
    response = client.post("/v1/claims", json=body)
    assert response.status_code == 202
    [claim] = response.json["claims"]
    annotation = annotation_after_work(client, work, claim)
    assert annotation["verdict"] == "implausible"
    assert annotation["record"]["record_id"] == ARTICLE_ID


def test_lookup_of_a_non_record_link_is_refused_at_once_and_nothing_is_stored(client, redis_url):
    import redis

    response = client.post("/v1/lookup", json={"url": "https://example.com/blog/post"})
    assert response.status_code == 422
    assert response.json["error"]["field"] == "url"
    assert "supported leaderboard" in response.json["error"]["message"]
    assert redis.Redis.from_url(redis_url).keys("tokcheck:*") == []


def test_lang_zh_renders_the_same_annotation_in_chinese(client, work):
    claim = lookup(client, ARTICLE_LINK)
    english = annotation_after_work(client, work, claim)
    chinese = client.get(f"/v1/claims/{claim['id']}?lang=zh").json["annotation"]
    assert chinese["headline"] == "AL/窗口 = 56.0 / 56 = 1.000：草稿是喂进去的，不是测出来的"
    assert chinese["verdict"] == english["verdict"] and chinese["checks"][1]["figure"] == english["checks"][1]["figure"]
    assert chinese["inferred_range"]["label"] == "inferred, not measured"       # the contract's label stays
    assert chinese["inferred_range"]["basis"].startswith("129 tok/s 上限")
    assert client.get(f"/v1/claims/{claim['id']}").json["annotation"]["headline"] == english["headline"]
    bad = client.get(f"/v1/claims/{claim['id']}?lang=fr")
    assert bad.status_code == 422 and bad.json["error"]["field"] == "lang"
