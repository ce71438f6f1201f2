"""A moderator's decision reaches readers: after a review on the triage page, a reader's badge shows the
moderator's mark beside the computed one (which stays), and the card says who decided, when and why.

In its own module: the reader who sees the review is a fresh browser, since a reader who already saw the claim
keeps its view for the extension's cache period."""
import httpx

from tests.e2e.conftest import MODERATOR_TOKEN, launch_reader
from tests.e2e.test_extension import card_text, verdict_of

MODERATOR = {"Authorization": f"Bearer {MODERATOR_TOKEN}"}
NOTE = "Q4_K_M, and a serving conclusion from a batch-1 cell: not evidence for a team server."


def test_a_review_shows_beside_the_verdict_for_the_next_reader(browser, playwright, api, site, tmp_path, out_dir):
    first = browser.new_page()
    first.goto(f"{site.origin}/reviewed.html")
    verdict_of(first, "post-reviewed", "suspicious")
    first.close()

    moderator = browser.new_page()                    # the moderator decides on the triage page
    moderator.goto(f"{api.origin}/triage?lang=en")
    moderator.fill("#token", MODERATOR_TOKEN)
    moderator.click("button[type=submit]")
    item = moderator.locator("li.item", has_text="team chat server")
    assert "1 page" in item.locator(".verdict").text_content()
    moderator.wait_for_timeout(500)                   # past the extension's batching, had it taken quotes for posts
    assert moderator.locator("tokcheck-badge").count() == 0
    item.locator("select[name=decision]").select_option("implausible")
    item.locator("textarea[name=note]").fill(NOTE)
    moderator.screenshot(path=str(out_dir / "triage-page.png"), full_page=True)
    item.locator("button[type=submit]").click()
    moderator.wait_for_selector("nav.tabs >> text=Reviewed (1)")
    moderator.close()
    queue = httpx.get(f"{api.origin}/v1/triage?state=reviewed", headers=MODERATOR).json()
    assert [(c["review"]["decision"], c["review"]["note"], c["pages"]) for c in queue["claims"]] == \
        [("implausible", NOTE, 1)]
    assert queue["counts"]["open"] == 0               # the queue's own quotes were not taken for new claims

    reader = launch_reader(playwright, tmp_path / "reader", api.origin)
    try:
        page = reader.new_page()
        page.goto(f"{site.origin}/reviewed.html")
        badge = verdict_of(page, "post-reviewed", "suspicious")
        page.wait_for_function(
            "document.querySelector('#post-reviewed tokcheck-badge').dataset.review === 'implausible'"
        )
        button = page.evaluate(
            "(() => { const b = document.querySelector('#post-reviewed tokcheck-badge')"
            ".shadowRoot.querySelector('button');"
            " return {text: b.textContent, label: b.getAttribute('aria-label')}; })()"
        )
        assert button["text"] == "!✕"  # the computed mark first, the moderator's beside it
        assert button["label"] == "tokcheck: suspicious, 79 tok/s; moderator: implausible"
        box = badge.bounding_box()
        line = page.locator("#claim-reviewed").bounding_box()
        assert box["height"] < 24 and line["y"] <= box["y"] <= line["y"] + line["height"]
        page.locator("#post-reviewed").screenshot(path=str(out_dir / "badge-reviewed.png"))
        badge.hover()
        page.wait_for_function("document.querySelector('tokcheck-card')?.shadowRoot.querySelector('.review-box')")
        text = card_text(page)
        assert "Moderator: implausible (moderator · 20" in text and NOTE in text
        assert text.index("suspicious") < text.index("Moderator:")  # the computed verdict still leads
        page.screenshot(path=str(out_dir / "card-reviewed.png"))
    finally:
        reader.close()
