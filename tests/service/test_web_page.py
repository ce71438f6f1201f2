"""The web page: paste a link or a sentence, get the full card as HTML, in English or Chinese, with no script."""
import re

import pytest

from tests.service.conftest import ARTICLE_LINK, CONTROL_LINK


def paste(client, text, lang="en"):
    response = client.post("/check", data={"q": text, "lang": lang})
    assert response.status_code == 303, response.data[:300]
    return response.headers["Location"]


def card_page(client, work, location):
    work()
    response = client.get(location)
    assert response.status_code == 200
    return response.get_data(as_text=True)


def test_front_page_is_a_form_that_needs_no_script(client):
    page = client.get("/?lang=en").get_data(as_text=True)
    assert '<form method="post" action="/check">' in page
    assert "<script" not in page


@pytest.mark.parametrize("path", ["/?lang=en", "/c/0123456789abcdef", "/triage"])
def test_pages_forbid_script_framing_and_sniffing(client, path):
    headers = client.get(path).headers
    policy = headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy and "unsafe-inline" not in policy
    assert "script-src" not in policy                     # none at all: default-src 'none' covers it
    assert headers["X-Content-Type-Options"] == "nosniff" and headers["Referrer-Policy"] == "no-referrer"
    assert headers["X-Frame-Options"] == "DENY"
    api = client.get("/v1/claims/0123456789abcdef").headers
    assert api["X-Content-Type-Options"] == "nosniff" and "Content-Security-Policy" not in api


def test_pasted_record_link_gives_the_full_card_with_arithmetic(client, work):
    page = card_page(client, work, paste(client, ARTICLE_LINK))
    assert "implausible" in page
    assert "56.0 / 56 = 1.000" in page
    assert "99 / 575 = 0.172" in page or "0.172" in page
    assert "Inferred, not measured" in page
    assert "<svg" in page and 'aria-label="claimed 2103.6 tok/s, batch-1 ceiling 128.9 tok/s"' in page
    assert "<script" not in page


def test_chinese_card_renders_from_the_same_keys(client, work):
    page = card_page(client, work, paste(client, ARTICLE_LINK, lang="zh"))
    assert 'lang="zh-CN"' in page
    assert "不可信" in page and "草稿是喂进去的" in page and "推断，非实测" in page
    assert "56.0 / 56 = 1.000" in page


def test_accept_language_picks_chinese_without_a_parameter(client):
    page = client.get("/", headers={"Accept-Language": "zh-CN,zh;q=0.9,en;q=0.5"}).get_data(as_text=True)
    assert "检查" in page


def test_control_link_is_plausible_with_its_fraction_of_the_ceiling(client, work):
    page = card_page(client, work, paste(client, CONTROL_LINK))
    assert "plausible" in page and "0.61" in page


def test_pasted_sentence_runs_the_physics_its_words_allow(client, work):
    page = card_page(client, work, paste(client, "single RTX 5090, Qwen3.6-27B dense NVFP4, 2103.6 tok/s at batch 1"))
    assert "implausible" in page and "128.9" in page


def test_markup_in_a_pasted_sentence_is_shown_as_text(client, work):
    hostile = '<img src=x onerror=alert(1)><script>alert(2)</script> 2103.6 tok/s on a 5090'
    page = card_page(client, work, paste(client, hostile))
    assert "<img src=x" not in page and "<script>alert" not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page


@pytest.mark.parametrize(
    "q, message",
    [
        ("", "Paste a link"),
        ("x" * 2001, "q (text): Length must be between 1 and 2000"),
        ("https://example.com/not-a-leaderboard", ""),
        (
            "2103.6 tok/s " + " ".join(f"https://a.example/{i}" for i in range(21)),
            "q (links): Longer than maximum length 20.",
        ),
    ],
)
def test_bad_input_comes_back_on_the_form_with_the_problem(client, q, message):
    response = client.post("/check", data={"q": q})
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert 'role="alert"' in page and message in page
    assert "<textarea" in page


def test_unknown_card_is_a_404_page(client):
    response = client.get("/c/doesnotexist")
    assert response.status_code == 404
    assert "No claim with this id" in response.get_data(as_text=True)


def test_pending_card_refreshes_itself(client):
    location = paste(client, ARTICLE_LINK)  # no worker has run; the app alone never holds the page
    page = client.get(location).get_data(as_text=True)
    assert re.search(r'<meta http-equiv="refresh" content="\d+">', page)
