"""What a reader sees with the extension: badges after claims on a timeline in English and Chinese, the card by
hover and by keyboard, nothing from a post or a record run as markup, only the listed fields sent, long
timelines badged without stalling the page, a React list still working, the popup's lookup."""
import hashlib
import json
import re
import socket

import pytest

from tests.e2e.conftest import HOSTILE_NOTES, ROOT, set_options
from tests.service.conftest import ARTICLE_LINK

VERDICT_WAIT_MS = 30000


def verdict_of(page, post: str, verdict: str):
    page.wait_for_function(
        "([post, verdict]) => document.querySelector(`#${post} tokcheck-badge`)?.dataset.verdict === verdict",
        arg=[post, verdict], timeout=VERDICT_WAIT_MS)
    return page.locator(f"#{post} tokcheck-badge")


def open_posts(browser, site):
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", lambda dialog: (errors.append(f"dialog: {dialog.message}"), dialog.dismiss()))
    page.goto(f"{site.origin}/posts.html")
    page.errors = errors
    return page


def card_text(page) -> str:
    return page.evaluate("document.querySelector('tokcheck-card')?.shadowRoot.querySelector('.card').textContent ?? ''")


def card_visible(page) -> bool:
    return page.evaluate("(() => { const c = document.querySelector('tokcheck-card');"
                         " return !!c && getComputedStyle(c).display !== 'none'; })()")


@pytest.fixture(scope="module")
def posts(browser, site):
    page = open_posts(browser, site)
    for post, verdict in [("post-article", "implausible"), ("post-control", "plausible"),
                          ("post-zh", "implausible"), ("post-zh-control", "plausible")]:
        verdict_of(page, post, verdict)
    yield page
    page.close()


def test_red_and_green_badges_sit_right_after_their_claims(posts, out_dir):
    placement = posts.evaluate("""() => {
        const article = document.querySelector('#post-article tokcheck-badge');
        const control = document.querySelector('#post-control tokcheck-badge');
        return {
          articleParent: article.parentElement.id,
          articlePrevText: article.previousSibling.nodeType === Node.TEXT_NODE ? article.previousSibling.data : null,
          controlAfter: control.previousElementSibling.id,
          sameNode: document.getElementById('claim-article').firstChild === window.__claimNode,
          sameText: window.__claimNode.data === window.__claimText,
          label: article.shadowRoot.querySelector('button').getAttribute('aria-label'),
          mark: article.shadowRoot.querySelector('button').textContent,
          greenMark: control.shadowRoot.querySelector('button').textContent,
          underlined: CSS.highlights.get('tokcheck-implausible')?.size ?? 0,
        };
    }""")
    assert placement["articleParent"] == "claim-article"
    assert placement["articlePrevText"] and "2103.6 tok/s" in placement["articlePrevText"]
    assert placement["controlAfter"] == "claim-control"
    assert placement["sameNode"] and placement["sameText"], "the page's text node was split or replaced"
    assert placement["label"] == "tokcheck: implausible, 2103.6 tok/s"
    assert (placement["mark"], placement["greenMark"]) == ("✕", "✓")      # reads without colour
    assert placement["underlined"] >= 2
    for post in ("post-price", "post-question", "post-code", "post-editable"):
        assert posts.locator(f"#{post} tokcheck-badge").count() == 0, post
    in_shadow = "document.getElementById('shadow-host').shadowRoot.querySelector('#claim-shadow tokcheck-badge')"
    posts.wait_for_function(f"{in_shadow}?.dataset.verdict === 'unverified'")    # a component's post, badged

    for post in ("post-article", "post-control", "post-zh"):
        badge = posts.locator(f"#{post} tokcheck-badge").bounding_box()
        line = posts.locator(f"#{post} p:not(.who)").bounding_box()
        assert badge["height"] < 24 and badge["x"] + badge["width"] <= line["x"] + line["width"] + 1, post
        assert line["y"] <= badge["y"] <= line["y"] + line["height"], post
    posts.screenshot(path=str(out_dir / "badged-page.png"), full_page=True)


def test_a_claim_whose_words_sit_in_several_elements_is_badged(posts):
    """The post is read as one text: "<b>44</b> t/s", and "now it's <em>31</em>" after a link, are its claims."""
    posts.wait_for_function("document.querySelectorAll('#post-split tokcheck-badge[data-verdict]').length === 2",
                            timeout=VERDICT_WAIT_MS)
    after = posts.evaluate(
        "[...document.querySelectorAll('#post-split tokcheck-badge')].map((b) => b.previousSibling.id)")
    assert after == ["split-first", "split-carried"]     # each right after the element holding its number


def test_card_opens_on_hover_with_the_arithmetic(posts, out_dir):
    posts.mouse.move(0, 0)
    posts.locator("#post-article tokcheck-badge").hover()
    posts.wait_for_function("document.querySelector('tokcheck-card')?.shadowRoot.querySelector('.headline')")
    text = card_text(posts)
    assert "56.0 / 56 = 1.000" in text
    assert "implausible" in text and "Inferred, not measured" in text and "Experiment plan" in text
    card = posts.evaluate("(() => { const r = document.querySelector('tokcheck-card').getBoundingClientRect();"
                          " return {left: r.left, right: r.right, top: r.top, bottom: r.bottom,"
                          " w: innerWidth, h: innerHeight}; })()")
    assert 0 <= card["left"] and card["right"] <= card["w"] and 0 <= card["top"] and card["bottom"] <= card["h"]
    links = posts.evaluate(
        "[...document.querySelector('tokcheck-card').shadowRoot.querySelectorAll('a')].map(a => a.href)"
    )
    assert any("/c/" in link for link in links) and all(link.startswith("http") for link in links)
    assert posts.evaluate(
        "document.querySelector('tokcheck-card').shadowRoot.querySelector('svg rect.claimed') !== null"
    )
    posts.screenshot(path=str(out_dir / "card-open.png"))
    posts.mouse.move(5, 5)
    posts.wait_for_function("getComputedStyle(document.querySelector('tokcheck-card')).display === 'none'")


def test_card_by_keyboard_opens_on_focus_and_enter_and_escape_returns_focus(posts):
    posts.evaluate("document.activeElement?.blur(); window.scrollTo(0, 0)")
    for _ in range(30):
        posts.keyboard.press("Tab")
        if posts.evaluate(
            "document.activeElement?.tagName === 'TOKCHECK-BADGE' && !!document.activeElement.closest('#post-article')"
        ):
            break
    else:
        pytest.fail("Tab never reached the article's badge")
    posts.wait_for_function("getComputedStyle(document.querySelector('tokcheck-card')).display !== 'none'")
    # (the card asks for the claim's full view when it first opens on it: "Checking this claim…" until it comes)
    posts.wait_for_function("document.querySelector('tokcheck-card').shadowRoot.querySelector('.card')"
                            ".textContent.includes('56.0 / 56 = 1.000')", timeout=VERDICT_WAIT_MS)
    posts.keyboard.press("Escape")
    assert not card_visible(posts)
    posts.keyboard.press("Enter")
    posts.wait_for_function("document.activeElement?.tagName === 'TOKCHECK-CARD'")
    assert card_visible(posts)
    assert (
        posts.evaluate(
            "document.querySelector('#post-article tokcheck-badge').shadowRoot"
            ".querySelector('button').getAttribute('aria-expanded')"
        )
        == "true"
    )
    posts.keyboard.press("Escape")
    assert not card_visible(posts)
    assert posts.evaluate(
        "document.activeElement.closest('#post-article') !== null"
        " && document.activeElement.shadowRoot.activeElement.tagName === 'BUTTON'"
    )


def test_markup_in_a_post_and_in_record_notes_runs_nothing(posts, out_dir):
    posts.wait_for_function(
        "['implausible','suspicious','plausible','unverified','unresolved'].includes("
        "document.querySelector('#post-hostile tokcheck-badge')?.dataset.verdict)",
        timeout=VERDICT_WAIT_MS,
    )
    posts.mouse.move(0, 0)
    posts.locator("#post-hostile tokcheck-badge").hover()
    posts.wait_for_function(
        "document.querySelector('tokcheck-card').shadowRoot.querySelector('.notes p')"
        "?.textContent.startsWith('prefix cache warm')"
    )
    shown = posts.evaluate("document.querySelector('tokcheck-card').shadowRoot.querySelector('.notes p').textContent")
    assert shown == HOSTILE_NOTES
    assert (
        posts.evaluate("document.querySelector('tokcheck-card').shadowRoot.querySelectorAll('img, script').length") == 0
    )
    assert posts.evaluate("typeof window.__pwned") == "undefined"
    assert posts.errors == []
    posts.screenshot(path=str(out_dir / "card-hostile.png"))
    posts.mouse.move(5, 5)


def test_the_api_gets_only_claim_context_links_origin_and_url_hash(posts, api, site, browser):
    posts.wait_for_timeout(500)
    sent = [r for r in api.requests if r.method == "POST" and r.path == "/v1/claims"]
    assert sent, "the background never posted claims"
    url_hash = hashlib.sha256(f"{site.origin}/posts.html".encode()).hexdigest()
    texts = []
    for request in sent:
        body = json.loads(request.body)
        assert set(body) == {"page_url", "page_url_hash", "claims"}
        assert body["page_url"] == site.origin and body["page_url_hash"] == url_hash
        for claim in body["claims"]:
            assert set(claim) == {"text", "value", "unit", "context", "links"}
            assert all(link.startswith("https://") for link in claim["links"])
            texts.append(claim["text"])
        assert "SECRET-SIDEBAR-TEXT" not in request.body.decode()
        headers = {k.lower(): v for k, v in request.headers.items()}
        assert "cookie" not in headers and "/posts.html" not in headers.get("referer", "")
        assert headers["origin"] == f"chrome-extension://{browser.extension_id}"
    assert any("2103.6 tok/s" in text for text in texts) and any("每秒生成约2100个token" in text for text in texts)
    assert not any("per million tokens" in text or "9999" in text or "5000 tok/s" in text for text in texts)


def test_a_react_list_keeps_working_after_badging(browser, site):
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(f"{site.origin}/react.html")
    page.wait_for_function(
        "document.querySelectorAll('#list tokcheck-badge:not([data-verdict=pending])').length === 2",
        timeout=VERDICT_WAIT_MS,
    )
    for button in ("#reverse", "#edit", "#add"):
        page.click(button)
    items = page.evaluate("[...document.querySelectorAll('#list li > span')].map(s => s.textContent)")
    assert items == [
        "No numbers here",
        "My 3090 gets 81 t/s on Q4_K_M",
        "Single 5090, 27B dense, 2103.6 tok/s at batch 1",
        "New post 4: 42 tok/s",
    ]
    assert page.text_content("#clicks") == "clicks: 3"
    page.wait_for_function("document.querySelectorAll('#list li[data-id=\"4\"] tokcheck-badge').length === 1")
    page.wait_for_function(
        "(() => { const badges = document.querySelectorAll('#list li[data-id=\"2\"] tokcheck-badge');"
        " return badges.length === 1 && badges[0].shadowRoot.querySelector('button')"
        ".getAttribute('aria-label').includes('81'); })()"
    )
    assert errors == []
    page.close()


def test_popup_checks_a_pasted_link(browser, out_dir):
    page = browser.new_page()
    page.set_viewport_size({"width": 444, "height": 640})
    page.goto(f"chrome-extension://{browser.extension_id}/popup/popup.html")
    page.fill("#url", ARTICLE_LINK)
    page.click("button[type=submit]")
    page.wait_for_selector("#result .headline", timeout=VERDICT_WAIT_MS)
    text = page.text_content("#result")
    assert "implausible" in text and "56.0 / 56 = 1.000" in text
    page.screenshot(path=str(out_dir / "popup.png"))
    page.fill("#url", "ftp://localmaxxing.com/runs/x")
    page.click("button[type=submit]")
    page.wait_for_selector("#problem:not([hidden])")
    assert page.text_content("#problem") == "Paste an http(s) link to a leaderboard record."
    page.fill("#url", "https://example.com/not-a-record")
    page.click("button[type=submit]")
    page.wait_for_selector("#problem:has-text('localmaxxing')", timeout=VERDICT_WAIT_MS)
    page.close()


def test_turning_a_site_off_removes_every_badge_there(browser, site):
    page = open_posts(browser, site)
    verdict_of(page, "post-article", "implausible")
    set_options(browser, disabledSites="127.0.0.1")
    try:
        page.wait_for_function("document.querySelectorAll('tokcheck-badge').length === 0")
        assert page.evaluate("CSS.highlights.size") == 0
    finally:
        set_options(browser, disabledSites="")
    page.close()


def test_options_page_lists_the_fields_the_readme_lists(browser):
    readme = (ROOT / "README.md").read_text("utf-8")
    table = readme.split("**What leaves the page.**", 1)[1].split("\n\n", 2)[1]
    fields = re.findall(r"^\| `([a-z_]+)`(?:, `([a-z_]+)`)? \|", table, re.M)
    names = {name for pair in fields for name in pair if name}
    assert names == {"text", "value", "unit", "context", "links", "page_url", "page_url_hash"}
    page = browser.new_page()
    page.goto(f"chrome-extension://{browser.extension_id}/options/options.html")
    page.wait_for_selector("form[data-ready]")
    listed = page.text_content("#privacy")
    assert all(re.search(rf"\b{name}\b", listed) for name in names), listed
    page.close()


def test_cards_follow_the_language_chosen_in_the_options(browser, site):
    set_options(browser, language="zh")
    try:
        page = open_posts(browser, site)
        verdict_of(page, "post-article", "implausible")
        label = page.evaluate(
            "document.querySelector('#post-article tokcheck-badge').shadowRoot"
            ".querySelector('button').getAttribute('aria-label')"
        )
        assert label == "tokcheck：不可信，2103.6 tok/s"
        page.locator("#post-article tokcheck-badge").hover()
        page.wait_for_function("document.querySelector('tokcheck-card')?.shadowRoot.querySelector('.headline')")
        text = card_text(page)
        assert "草稿是喂进去的" in text and "推断，非实测" in text and "56.0 / 56 = 1.000" in text
        page.close()
    finally:
        set_options(browser, language="auto")


def test_a_page_whose_csp_allows_nothing_still_gets_styled_badges(browser, site):
    page = browser.new_page()
    page.goto(f"{site.origin}/strict-csp.html")
    verdict_of(page, "post-article", "implausible")
    colour = page.evaluate(
        "getComputedStyle(document.querySelector('#post-article tokcheck-badge').shadowRoot"
        ".querySelector('button')).backgroundColor"
    )
    assert colour == "rgb(207, 34, 46)"  # the packaged stylesheet applied: #cf222e
    page.close()


def test_a_page_stylesheet_cannot_hide_move_or_resize_a_badge(browser, site, out_dir):
    """The badge's box is set by its own shadow root's important rules, which win over the page's, important or not."""
    page = browser.new_page()
    page.goto(f"{site.origin}/hostile-css.html")
    verdict_of(page, "post-article", "implausible")
    style = page.evaluate("""() => {
        const badge = document.querySelector('#post-article tokcheck-badge');
        const s = getComputedStyle(badge);
        return [s.display, s.position, s.fontSize, s.width];
    }""")
    assert style == ["inline-block", "static", "16px", "20px"]    # 1.25em of the line's 16px
    badge = page.locator("#post-article tokcheck-badge").bounding_box()
    line = page.locator("#post-article p").bounding_box()
    assert line["y"] <= badge["y"] <= line["y"] + line["height"]
    page.screenshot(path=str(out_dir / "hostile-css.png"))
    page.close()


def test_the_open_card_follows_its_badge_when_the_page_scrolls(browser, site):
    posts = open_posts(browser, site)
    verdict_of(posts, "post-control", "plausible")
    posts.locator("#post-control tokcheck-badge").hover()
    posts.wait_for_function("getComputedStyle(document.querySelector('tokcheck-card')).display !== 'none'")
    gap = (
        "(() => document.querySelector('tokcheck-card').getBoundingClientRect().top"
        " - document.querySelector('#post-control tokcheck-badge').getBoundingClientRect().bottom)()"
    )
    before = posts.evaluate(gap)
    posts.evaluate("window.scrollBy(0, 60)")
    posts.wait_for_timeout(100)
    assert abs(posts.evaluate(gap) - before) < 2
    posts.close()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_web_page_without_javascript_shows_the_full_card(browser, api, out_dir, lang):
    page = browser.new_page()
    page.goto(f"{api.origin}/?lang={lang}")
    page.fill("#q", ARTICLE_LINK)
    page.click("button[type=submit]")
    page.wait_for_selector("article.card", timeout=VERDICT_WAIT_MS)
    text = page.text_content("article.card")
    assert "56.0 / 56 = 1.000" in text and ("implausible" in text if lang == "en" else "不可信" in text)
    assert page.evaluate("document.scripts.length") == 0
    page.wait_for_timeout(300)
    assert page.locator("article.card tokcheck-badge").count() == 0  # the card's own arithmetic is not a claim
    width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert width[0] <= width[1], "the card overflows the page sideways"
    page.screenshot(path=str(out_dir / f"web-card-{lang}.png"), full_page=True)
    page.close()


def test_an_api_that_does_not_answer_shows_dashed_badges_and_says_so(browser, site, api):
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{closed.getsockname()[1]}"  # bound, never listening: connections refused
        set_options(browser, apiBase=dead)
        try:
            page = open_posts(browser, site)
            verdict_of(page, "post-article", "unreachable")
            page.locator("#post-article tokcheck-badge").hover()
            page.wait_for_function("document.querySelector('tokcheck-card')?.shadowRoot.querySelector('.body')")
            assert "did not answer" in card_text(page)
            page.close()
        finally:
            set_options(browser, apiBase=api.origin)
