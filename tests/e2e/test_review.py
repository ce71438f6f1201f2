"""A moderator's decision reaches readers: after a review through the API, a reader's badge shows the
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

    queue = httpx.get(f"{api.origin}/v1/triage", headers=MODERATOR).json()
    [item] = [c for c in queue["claims"] if "team chat server" in (c["claim"] or {}).get("text", "")]
    assert item["pages"] == 1
    response = httpx.post(f"{api.origin}/v1/claims/{item['id']}/review", headers=MODERATOR,
                          json={"decision": "implausible", "note": NOTE})
    assert response.status_code == 200, response.text

    reader = launch_reader(playwright, tmp_path / "reader", api.origin)
    try:
        page = reader.new_page()
        page.goto(f"{site.origin}/reviewed.html")
        badge = verdict_of(page, "post-reviewed", "suspicious")
        page.wait_for_function("document.querySelector('#post-reviewed tokcheck-badge').dataset.review === 'implausible'")
        button = page.evaluate("(() => { const b = document.querySelector('#post-reviewed tokcheck-badge')"
                               ".shadowRoot.querySelector('button');"
                               " return {text: b.textContent, label: b.getAttribute('aria-label')}; })()")
        assert button["text"] == "!✕"                   # the computed mark first, the moderator's beside it
        assert button["label"] == "tokcheck: suspicious, 79 tok/s; moderator: implausible"
        box = badge.bounding_box()
        line = page.locator("#claim-reviewed").bounding_box()
        assert box["height"] < 24 and line["y"] <= box["y"] <= line["y"] + line["height"]
        page.locator("#post-reviewed").screenshot(path=str(out_dir / "badge-reviewed.png"))
        badge.hover()
        page.wait_for_function("document.querySelector('tokcheck-card')?.shadowRoot.querySelector('.review-box')")
        text = card_text(page)
        assert "Moderator: implausible (moderator · 20" in text and NOTE in text
        assert text.index("suspicious") < text.index("Moderator:")    # the computed verdict still leads
        page.screenshot(path=str(out_dir / "card-reviewed.png"))
    finally:
        reader.close()
