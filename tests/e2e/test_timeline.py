"""An infinite timeline: 500 posts appended while the reader scrolls all get badges, each with its verdict.

In its own module, so it gets a browser of its own. Only the functional half is tested here: how long the
page's main thread is blocked (long tasks) is a timing, which fails whenever the test machine is loaded, so it
belongs in the benchmarks (issue 15), not in the suite.
"""
from tests.e2e.test_extension import open_posts, verdict_of


def test_500_appended_posts_all_get_their_verdict(browser, site, out_dir):
    page = open_posts(browser, site)
    verdict_of(page, "post-article", "implausible")
    page.evaluate("window.__wantMore = 500")
    for _ in range(200):
        if page.evaluate("window.__appended") >= 500:
            break
        page.mouse.wheel(0, 4000)
        page.wait_for_timeout(60)
    assert page.evaluate("window.__appended") == 500
    page.wait_for_function("document.querySelectorAll('article.more tokcheck-badge').length === 500", timeout=60000)
    page.wait_for_function(
        "document.querySelectorAll('article.more tokcheck-badge[data-verdict=pending]').length === 0", timeout=120000
    )
    verdicts = page.evaluate(
        "[...new Set([...document.querySelectorAll('article.more tokcheck-badge')].map(b => b.dataset.verdict))]"
    )
    assert "pending" not in verdicts and "unreachable" not in verdicts
    page.screenshot(path=str(out_dir / "timeline-after-500.png"))
    page.close()
