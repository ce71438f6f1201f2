"""Claims stated in tables and lists (issue 13): a GitHub-issue-shaped page with a rendered markdown table, a
llama-bench <pre> and an ollama --verbose <pre> highlighted span by span, a forum reply with a before/after list,
a hand-written table and a list of figures under a line that names the unit. Every claim gets a badge, the table
keeps its layout to the pixel, and what is sent names each cell's column, row and phase."""
import json

import pytest

from tests.e2e.conftest import CHROMIUM, open_badged

EXPECTED = {"#results": 4, "#bench": 2, "#verbose": 2, "#before-after": 4, "#providers": 3, "#hand": 2, "#csv": 4,
            "#latex": 3}
MEASURE = """() => [...document.querySelectorAll('#results th, #results td, #bench')].map((e) => {
    const r = e.getBoundingClientRect();
    return [e.textContent.trim().slice(0, 24), r.x, r.y, r.width, r.height];
})"""


@pytest.fixture(scope="module")
def bare_boxes(playwright, site):
    """The boxes of the table cells in a Chromium without the extension, same viewport."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=["--no-sandbox", "--disable-gpu",
                                               "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"])
    try:
        page = browser.new_page(viewport={"width": 900, "height": 800})
        page.goto(f"{site.origin}/tables.html")
        yield page.evaluate(MEASURE)
    finally:
        browser.close()


@pytest.fixture(scope="module")
def tables(browser, site):
    page = open_badged(browser, f"{site.origin}/tables.html", EXPECTED)
    yield page
    page.close()


def test_every_claim_in_the_table_the_tool_output_and_the_list_is_badged(tables):
    where = tables.evaluate("""() => [...document.querySelectorAll('#results tokcheck-badge')].map((b) => {
        const cell = b.closest('td');
        return [cell.cellIndex, cell.parentElement.cells[3].textContent];
    })""")
    assert where == [[4, "pp512"], [4, "tg128"], [4, "pp512"], [4, "tg128"]]
    # a list under a line naming the unit: each item's figure, in its own item; a list under no such line: none
    items = tables.evaluate("() => [...document.querySelectorAll('#providers tokcheck-badge')]"
                            ".map((b) => b.closest('li').textContent.split(':')[0])")
    assert items == ["official", "Volcano Engine", "SiliconFlow"]
    assert tables.evaluate("document.querySelectorAll('#chores tokcheck-badge').length") == 0


def test_a_badge_in_tool_output_ends_its_claims_line(tables):
    """Each badge sits on its claim's own line, right before the line break: not at the end of the block, and
    not mid-line where it would push the columns right of it."""
    lines = tables.evaluate("""() => [...document.querySelectorAll('#bench tokcheck-badge, #verbose tokcheck-badge')]
      .map((badge) => {
        const pre = badge.closest('pre');
        const before = document.createRange();
        before.setStart(pre, 0);
        before.setEndBefore(badge);
        const after = document.createRange();
        after.setStartAfter(badge);
        after.setEnd(pre, pre.childNodes.length);
        return [pre.id, before.toString().split('\\n').pop(), after.toString().split('\\n')[0]];
    })""")
    assert [(where, line.split("|")[-2].strip() if "|" in line else line.split()[-2], rest)
            for where, line, rest in lines] == [
        ("bench", "4391.27 ± 20.43", ""), ("bench", "141.62 ± 0.21", ""),
        ("verbose", "282.61", ""), ("verbose", "95.95", "")]


def test_a_spreadsheets_csv_and_a_papers_latex_table_in_code_blocks_are_read_as_tables(tables):
    """A CSV export (its thousands quoted, its header naming the unit) and a LaTeX tabular under its caption, each in
    a code block as GitHub renders a fence: every figure badged at the end of its line; other code stays unread."""
    ends = tables.evaluate("""() => [...document.querySelectorAll('#csv tokcheck-badge, #latex tokcheck-badge')]
      .map((badge) => {
        const after = document.createRange();
        after.setStartAfter(badge);
        after.setEnd(badge.closest('pre'), badge.closest('pre').childNodes.length);
        return [badge.closest('pre').id, after.toString().split('\\n')[0]];
    })""")
    # each badge right before its line's break (two figures on a line, two badges there), none mid-line
    assert [where for where, _ in ends] == ["csv"] * 4 + ["latex"] * 3 and {rest for _, rest in ends} == {""}, ends
    assert tables.evaluate("document.querySelectorAll('#plain-code tokcheck-badge').length") == 0


def test_an_exporters_gauges_and_a_table_of_speeds_per_benchmark_are_read_once_scrolled_to(tables, api, out_dir):
    """Below the fold, read once the reader scrolls there: a Prometheus exporter's samples whose help names tokens/s
    (not its busy-slots gauge), and a speculative decoding paper's table whose columns are benchmarks under a caption
    naming the unit (not its speedup column)."""
    tables.locator("#spec-latex").scroll_into_view_if_needed()
    tables.wait_for_function("() => document.querySelectorAll('#metrics tokcheck-badge').length === 2 &&"
                             " document.querySelectorAll('#spec-latex tokcheck-badge').length === 4", timeout=30000)
    ends = tables.evaluate("""() => [...document.querySelectorAll('#more-exports tokcheck-badge')].map((badge) => {
        const range = document.createRange();
        range.setStart(badge.closest('pre'), 0);
        range.setEndBefore(badge);
        return range.toString().split('\\n').at(-1);
      })""")
    assert [end.split()[-1] for end in ends[:2]] == ["812.4", "41.8"]
    assert [end.split("&")[0].strip() for end in ends[2:]] == ["Autoregressive"] * 2 + ["EAGLE-2"] * 2
    tables.wait_for_function("() => [...document.querySelectorAll('#more-exports tokcheck-badge')]"
                             ".every((b) => b.dataset.verdict && b.dataset.verdict !== 'pending')", timeout=30000)
    sent = {claim["value"] for request in api.requests if request.method == "POST" and request.path == "/v1/claims"
            for claim in json.loads(request.body)["claims"]}
    assert {812.4, 41.8, 41.2, 41.9, 100.1, 109.8} <= sent and not {1, 2.53} & sent
    tables.evaluate("window.scrollTo(0, 0)")   # (the layout test below measures the boxes from the top)
    tables.screenshot(path=str(out_dir / "tables-page.png"), full_page=True)   # (every block badged by now)


def test_the_table_keeps_its_layout_to_the_pixel(tables, bare_boxes):
    badged = tables.evaluate(MEASURE)
    assert [box[0] for box in badged] == [box[0] for box in bare_boxes]
    for with_badge, without in zip(badged, bare_boxes, strict=True):
        assert all(abs(a - b) <= 1 for a, b in zip(with_badge[1:], without[1:], strict=True)), (with_badge, without)


def test_a_badge_in_a_cell_stays_inside_its_cell(tables):
    overflow = tables.evaluate("""() => [...document.querySelectorAll('#results tokcheck-badge')].map((b) => {
        const badge = b.getBoundingClientRect(), cell = b.closest('td').getBoundingClientRect();
        return [badge.left - cell.left, cell.right - badge.right, badge.top - cell.top, cell.bottom - badge.bottom];
    })""")
    assert all(min(edges) >= 0 for edges in overflow), overflow


def test_what_is_sent_names_the_column_the_row_and_the_phase(tables, api):
    tables.wait_for_timeout(300)
    sent = [claim for request in api.requests if request.method == "POST" and request.path == "/v1/claims"
            for claim in json.loads(request.body)["claims"]]
    contexts = {claim["value"]: claim["context"] for claim in sent}
    lead_in = "After updating to b4521 the text generation on my RTX 3090 got slower. Numbers from llama-bench:"
    assert contexts[132.96] == ("column: t/s; row: llama 8B Q4_K_M | 4.58 GiB | CUDA | tg128; post: ggml-user opened "
                                f"this issue {lead_in}; phase: decode")
    assert lead_in in contexts[141.62]                  # the <pre>'s lead-in skips the table between them
    assert "pp512; post: " in contexts[4218.48] and contexts[4218.48].endswith("; phase: prefill")
    assert "tg128; post: " in contexts[141.62] and contexts[141.62].endswith("previous build:; phase: decode")
    assert {12, 15, 18, 35} <= set(contexts)
    texts = {claim["value"]: claim["text"] for claim in sent}
    assert texts[282.61] == "prompt eval rate: 282.61 tokens/s"  # a number a highlighter split, read whole
    assert contexts[282.61].endswith("phase: prefill") and contexts[95.95].endswith("phase: decode")
    assert contexts[45].startswith("column: tok/s; row: 3090; post: forum-regular commented Same here on a 4090")
    assert contexts[45].endswith("My own notes, 8B Q4_K_M, tg only:")
    assert contexts[38].startswith("column: API speeds for DeepSeek-V3.1 (output tokens/s, weekday afternoon):; "
                                   "row: Volcano Engine; post: ") and contexts[38].endswith("; phase: decode")
