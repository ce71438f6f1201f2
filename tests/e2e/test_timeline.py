"""An infinite timeline: 1,100 posts appended while the reader scrolls. What the reader stops at gets badges with
their verdicts, past the cap on live badges (MAX_BADGES, 200): the oldest badges far above give their places to
the new ones, and come back when the reader scrolls up to them. What the reader scrolls past without stopping is
not read until they come back to it.

In its own module, so it gets a browser of its own. Only the functional half is tested here: how long the
page's main thread is blocked (long tasks) is a timing, which fails whenever the test machine is loaded, so it
belongs in the benchmarks (issue 15), not in the suite.
"""
from tests.e2e.test_extension import open_posts, verdict_of

APPENDED = 1100
PAUSE_MS = 400      # a reader stopping to read: past the content script's SCROLL_QUIET_MS (150)
IN_VIEW = ("[...document.querySelectorAll('article.more')].filter((post) => {"
           " const box = post.getBoundingClientRect(); return box.bottom > 0 && box.top < innerHeight; })")
BADGED_IN_VIEW = (f"(() => {{ const posts = {IN_VIEW}; return posts.length > 0 &&"
                  " posts.every((post) => post.querySelector('tokcheck-badge')); })()")
VERDICTS_IN_VIEW = f"[...new Set({IN_VIEW}.map((post) => post.querySelector('tokcheck-badge')?.dataset.verdict))]"


def scroll_until_appended(page, pause_ms: int) -> None:
    page.evaluate(f"window.__wantMore = {APPENDED}")
    for _ in range(400):
        if page.evaluate("window.__appended") >= APPENDED:
            break
        page.mouse.wheel(0, 4000)
        page.wait_for_timeout(pause_ms)
    assert page.evaluate("window.__appended") == APPENDED


def test_a_long_timeline_keeps_badging_what_the_reader_stops_at(browser, site, out_dir):
    page = open_posts(browser, site)
    verdict_of(page, "post-article", "implausible")
    scroll_until_appended(page, PAUSE_MS)
    page.wait_for_function(BADGED_IN_VIEW, timeout=60000)
    page.wait_for_function(f"!{VERDICTS_IN_VIEW}.includes('pending')", timeout=120000)
    verdicts = page.evaluate(VERDICTS_IN_VIEW)
    assert verdicts and "pending" not in verdicts and "unreachable" not in verdicts and None not in verdicts
    assert page.evaluate("document.querySelectorAll('tokcheck-badge').length") <= 200
    page.screenshot(path=str(out_dir / "timeline-after-1100.png"))
    assert page.evaluate("document.querySelector('#post-article tokcheck-badge')") is None   # gave its place
    page.evaluate("window.scrollTo(0, 0)")
    verdict_of(page, "post-article", "implausible")                                          # and got it back
    page.close()


def test_posts_scrolled_past_without_stopping_are_read_when_the_reader_comes_back(browser, site):
    page = open_posts(browser, site)
    verdict_of(page, "post-article", "implausible")
    scroll_until_appended(page, 30)                                  # a fling: no stop on the way down
    page.wait_for_function(BADGED_IN_VIEW, timeout=60000)
    passed = "document.querySelectorAll('article.more')[500]"
    assert page.evaluate(f"{passed}.querySelector('tokcheck-badge')") is None
    assert page.evaluate("document.querySelectorAll('tokcheck-badge').length") < 100
    page.evaluate(f"{passed}.scrollIntoView({{block: 'center'}})")
    verdict = f"{passed}.querySelector('tokcheck-badge')?.dataset.verdict"
    page.wait_for_function(f"!['pending', undefined].includes({verdict})", timeout=60000)
    page.close()
