"""The extension in Chromium on a 10,000-post timeline (issue 15): long tasks over 50 ms while a reader scrolls
to the end (goal 0) and the content script's heap growth (goal <= 20 MB), each beside the same page, the same
scroll, in the same run, in the same Chromium without the extension.

The page is the e2e suite's timeline (tests/e2e/pages/posts.html: its script appends 50 posts each time the
reader reaches the bottom), grown to 10,000 posts by wheel steps; each appended post holds one claim. The
service is `tokcheck serve` (embedded Redis, its workers) against the suite's stand-in leaderboard, all on
127.0.0.1. On a reader's machine the service runs elsewhere, so its CPU is kept off the page's core: with two
or more cores, Chromium (every thread of every process it starts) runs on core 0, and the service, its workers,
this process and the Playwright driver on core 1.

Long tasks: a PerformanceObserver for 'longtask' registered by an init script, before the page's own script
and before the content script (document_idle) starts; every task of the tab's main thread counts, the page's,
the content script's and Chromium's alike (hence the floor without the extension). They are wall-clock: the
main thread shares core 0 with Chromium's compositor and raster threads and the extension's service worker,
and whatever else the machine runs moves the count (on a shared 2-core machine it swings with others' load).

Heap: the content script runs in an isolated world inside the page's renderer, sharing its V8 isolate, so its
heap cannot be read apart from the page's. The figure is the renderer's heap growth (V8's plus Blink's, the
DOM, styles and layout, after a forced GC: CDP Runtime.getHeapUsage) over the scroll, with the extension minus
without: the extension's share of it; the floor is the page's own growth. With the extension, growth counts
from when the content script has started and judged the page's first posts (its start-up, about 1 MB, is not
growth). V8 and Blink are printed apart on stderr.

Every badge should get its verdict: the count is printed on stderr (not asserted), so a broken run shows, with
how many of the appended posts were badged: the scroll is one fling to the end, and the extension reads and badges
only where the reader stops (a screen's posts and 600 px around them; past MAX_BADGES live badges the oldest far
from the viewport give their places to new ones).
Bounded: wheel steps until 10,000 posts (at most MAX_STEPS), verdicts awaited at most VERDICT_WAIT_S.
Run: python -m bench --only browser
"""
import os
import sys
import tempfile
import time
from pathlib import Path

import psutil

from bench.figure import Figure
from tests.e2e.conftest import PAGES, launch_reader, serve_page_records
from tests.support.serve import start_serve, stop
from tests.support.static_site import StaticSite
from tests.support.upstream import Upstream

POSTS = 10_000
STEP_PX, STEP_MS, MAX_STEPS = 4000, 30, 1500
VERDICT_WAIT_S, SETTLED_S = 30, 1.5
BROWSER_CORES, SERVICE_CORES = {0}, {1}
MB = 1024 * 1024

LONG_TASKS = """
window.__benchLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration);
}).observe({ type: "longtask", buffered: true });
"""
BADGES = """(() => {
  const badges = [...document.querySelectorAll("tokcheck-badge")];
  return [badges.length, badges.filter((b) => b.dataset.verdict && b.dataset.verdict !== "pending").length];
})()"""
BADGED_POSTS = "document.querySelectorAll('article.more:has(tokcheck-badge)').length"


def pin_chromium(cores: set[int]) -> int:
    """Every thread of every Chromium process this process started onto `cores`; renderers forked later by
    its zygote inherit the mask. Returns how many threads were pinned."""
    pinned = 0
    for child in psutil.Process().children(recursive=True):
        try:
            if "chrom" not in child.name():
                continue
            for thread in child.threads():
                os.sched_setaffinity(thread.id, cores)
                pinned += 1
        except (psutil.NoSuchProcess, ProcessLookupError, PermissionError):
            continue
    return pinned


def heap_bytes(cdp) -> tuple[int, int]:
    """The renderer's live heap after a full GC: V8's, and Blink's (DOM, styles, layout) where Chromium
    reports it (Oilpan, `embedderHeapUsedSize`)."""
    cdp.send("HeapProfiler.collectGarbage")
    usage = cdp.send("Runtime.getHeapUsage")
    return usage["usedSize"], usage.get("embedderHeapUsedSize", 0)


def settle(page) -> None:
    """Waits (at most VERDICT_WAIT_S) until no badge is pending and none was added for SETTLED_S: the content
    script may still be scanning posts behind the reader when the scroll ends."""
    deadline, last, since = time.monotonic() + VERDICT_WAIT_S, None, time.monotonic()
    while time.monotonic() < deadline:
        badges, verdicts = page.evaluate(BADGES)
        if (badges, verdicts) != last:
            last, since = (badges, verdicts), time.monotonic()
        elif badges and badges == verdicts and time.monotonic() - since >= SETTLED_S:
            return
        page.wait_for_timeout(250)


def scroll_timeline(playwright, profile: Path, site: str, api: str | None, pinning: bool) -> dict:
    """One reader, with the extension when `api` is given: opens the timeline, scrolls until POSTS posts are
    appended and the end is reached, waits for verdicts; long tasks, heap growth, badges."""
    context = launch_reader(playwright, profile, api, extension=api is not None)
    try:
        if pinning:
            pin_chromium(BROWSER_CORES)
        page = context.new_page()
        page.add_init_script(LONG_TASKS)
        cdp = context.new_cdp_session(page)
        cdp.send("HeapProfiler.enable")
        page.goto(f"{site}/posts.html")
        if pinning:
            pin_chromium(BROWSER_CORES)                   # the tab's renderer is new: pin it too
        if api is not None:
            settle(page)                                  # the content script is running, its first posts judged
        before = heap_bytes(cdp)
        began = time.monotonic()
        page.evaluate(f"window.__wantMore = {POSTS}")
        for _ in range(MAX_STEPS):
            page.mouse.wheel(0, STEP_PX)
            page.wait_for_timeout(STEP_MS)
            if page.evaluate("window.__appended >= window.__wantMore && window.innerHeight + window.scrollY"
                             " >= document.body.scrollHeight - 2"):
                break
        scrolled = time.monotonic() - began
        appended = page.evaluate("window.__appended")
        if api is not None:
            settle(page)
        page.wait_for_timeout(500)                        # the last frames' tasks are reported
        badges, verdicts = page.evaluate(BADGES)
        badged = page.evaluate(BADGED_POSTS)
        long_tasks = page.evaluate("window.__benchLongTasks")
        after = heap_bytes(cdp)
        return {"long_tasks": long_tasks, "growth": sum(after) - sum(before), "before": before, "after": after,
                "appended": appended, "badged": badged, "badges": badges, "verdicts": verdicts, "scrolled": scrolled}
    finally:
        context.close()


def describe(label: str, run: dict) -> str:
    tasks, (v8_0, blink_0), (v8_1, blink_1) = run["long_tasks"], run["before"], run["after"]
    return (f"  {label}: {run['appended']:,} posts scrolled in {run['scrolled']:.1f} s; {len(tasks)} long tasks,"
            f" longest {max(tasks, default=0):.0f} ms; heap V8 {v8_0 / MB:.1f} -> {v8_1 / MB:.1f} MB, Blink"
            f" {blink_0 / MB:.1f} -> {blink_1 / MB:.1f} MB; {run['verdicts']:,} of {run['badges']:,} badges with a"
            f" verdict, {run['badged']:,} of the {run['appended']:,} posts badged")


def figures() -> list[Figure]:
    from playwright.sync_api import sync_playwright

    pinning = len(os.sched_getaffinity(0)) >= 2 and (BROWSER_CORES | SERVICE_CORES) <= os.sched_getaffinity(0)
    own_cores = os.sched_getaffinity(0)
    if pinning:
        os.sched_setaffinity(0, SERVICE_CORES)            # this thread, and the threads and driver it starts
        print(f"  Chromium on core(s) {sorted(BROWSER_CORES)}; the service, its workers and this process on"
              f" {sorted(SERVICE_CORES)}", file=sys.stderr)
    else:
        print("  fewer than two cores: Chromium and the service share them", file=sys.stderr)
    try:
        with (Upstream() as leaderboard, StaticSite(PAGES) as site, sync_playwright() as playwright,
              tempfile.TemporaryDirectory(prefix="tokcheck-bench-browser-") as temp):
            serve_page_records(leaderboard)
            work = Path(temp)
            process, base = start_serve(work / "data", leaderboard.origin,
                                        cpus=SERVICE_CORES if pinning else None)
            try:
                without = scroll_timeline(playwright, work / "bare", site.origin, None, pinning)
                print(describe("without the extension", without), file=sys.stderr)
                with_ext = scroll_timeline(playwright, work / "reader", site.origin, base, pinning)
                print(describe("with the extension", with_ext), file=sys.stderr)
            finally:
                stop(process)
    finally:
        os.sched_setaffinity(0, own_cores)
    return [
        Figure("long tasks > 50 ms scrolling a 10,000-post page, with the extension vs without",
               len(with_ext["long_tasks"]), len(without["long_tasks"]), "value == 0"),
        Figure("renderer heap growth from the extension (with minus without) vs the page's own",
               (with_ext["growth"] - without["growth"]) / MB, without["growth"] / MB, "value <= 20", "MB"),
    ]
