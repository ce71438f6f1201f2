"""An infinite timeline: 1,100 posts appended while the reader scrolls get badges with their verdicts, past the
cap on live badges (MAX_BADGES, 200): the oldest badges far above give their places to the new ones, and come
back when the reader scrolls up to them.

In its own module, so it gets a browser of its own. Only the functional half is tested here: how long the
page's main thread is blocked (long tasks) is a timing, which fails whenever the test machine is loaded, so it
belongs in the benchmarks (issue 15), not in the suite.
"""
from tests.e2e.test_extension import open_posts, verdict_of

APPENDED = 1100


def test_a_long_timeline_keeps_badging_what_the_reader_sees(browser, site, out_dir):
    page = open_posts(browser, site)
    verdict_of(page, "post-article", "implausible")
    page.evaluate(f"window.__wantMore = {APPENDED}")
    for _ in range(400):
        if page.evaluate("window.__appended") >= APPENDED:
            break
        page.mouse.wheel(0, 4000)
        page.wait_for_timeout(60)
    assert page.evaluate("window.__appended") == APPENDED
    page.wait_for_function("[...document.querySelectorAll('article.more')].slice(-50)"
                           ".every((post) => post.querySelector('tokcheck-badge'))", timeout=60000)
    page.wait_for_function("[...document.querySelectorAll('article.more')].slice(-50).every((post) =>"
                           " post.querySelector('tokcheck-badge').dataset.verdict !== 'pending')", timeout=120000)
    verdicts = page.evaluate("[...new Set([...document.querySelectorAll('article.more')].slice(-50)"
                             ".map((post) => post.querySelector('tokcheck-badge').dataset.verdict))]")
    assert "pending" not in verdicts and "unreachable" not in verdicts
    assert page.evaluate("document.querySelectorAll('tokcheck-badge').length") <= 1000
    page.screenshot(path=str(out_dir / "timeline-after-1100.png"))
    assert page.evaluate("document.querySelector('#post-article tokcheck-badge')") is None   # gave its place
    page.evaluate("window.scrollTo(0, 0)")
    verdict_of(page, "post-article", "implausible")                                          # and got it back
    page.close()
