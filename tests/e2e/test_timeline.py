"""An infinite timeline: 500 posts appended while the reader scrolls all get badges, and the page never stalls.

In its own module, so it gets a browser of its own: other tabs of the same origin share the page's main
thread, and their work would count against it.

The first scroll is judged by the service while it runs (every post badged, no verdict left pending). The
long tasks are measured on a second scroll in a fresh tab, whose claims the background already knows: on
a reader's machine the service runs elsewhere, and on a two-core test machine its 500 jobs would otherwise
take the cores the page's main thread needs (even at idle priority).
"""
from tests.e2e.test_extension import open_posts, verdict_of


def scroll_500_posts(page) -> list[float]:
    """Scrolls until the page has appended 500 posts and every one is badged with a verdict; the long tasks."""
    verdict_of(page, "post-article", "implausible")
    page.evaluate("window.__wantMore = 500; window.__longTasks = []")
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
    return page.evaluate("window.__longTasks")


def test_500_appended_posts_get_badged_without_a_long_task(browser, site, out_dir):
    first = open_posts(browser, site)
    scroll_500_posts(first)
    first.close()
    page = open_posts(browser, site)
    long_tasks = scroll_500_posts(page)
    print(f"\n500 appended posts: {len(long_tasks)} long tasks, longest {max(long_tasks, default=0):.0f} ms")
    assert max(long_tasks, default=0) <= 50, page.evaluate("window.__longFrames")
    page.screenshot(path=str(out_dir / "timeline-after-500.png"))
    page.close()
