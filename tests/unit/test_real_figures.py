"""Real published figures (tests/fixtures/real_figures.json: each with its source URL and the quoted figure, the
hardware and model names exactly as the source wrote them) judged as generic records.

A second file, tests/fixtures/real_figures_heldout.json, holds the rounds gathered after the goal below was met
(session 25 on), kept apart so their share is measured as a reader's would be, not tuned into the first file's: the
same rules hold there except the two shares, which the share test prints.

Three kinds. `honest`: never called implausible, a physical check (roofline or power) runs on at least 90% of
them, and no verdict is green without one. `dubious`: physically dubious (issue 12's sense: past a bound that
the record's own device, model and quantization set), every one caught as implausible. `measurement_bug`: figures
their authors showed wrong by a bug the record's own numbers cannot reveal (a tokenizer counting characters, a
display capped at 999, a kernel micro-benchmark, invalid batched tokens), within physics or naming no device:
never green, and the headline says what is missing.
"""
import json
import re

import pytest

from tests.conftest import FIXTURES
from workers.engine.leaderboards import normalize_document
from workers.engine.pipeline import annotate

FIGURES = json.loads((FIXTURES / "real_figures.json").read_text("utf-8"))
HELD_OUT = json.loads((FIXTURES / "real_figures_heldout.json").read_text("utf-8"))
EVERY = FIGURES + HELD_OUT
PHYSICAL = ("roofline", "power_draw")


def as_record(figure: dict) -> dict:
    """The generic record a reader would send: the phase says which key holds the figure."""
    record = dict(figure["record"])
    phase = record.pop("phase", None)
    if phase == "prefill":
        record["prefill_tps"] = record.pop("tok_s")
    if phase == "aggregate":
        record["aggregate"] = True
    return record


def judged(figure: dict) -> dict:
    return annotate(normalize_document(as_record(figure))[0])


def physics_ran(annotation: dict) -> bool:
    """A device-specific bound ran: the roofline on a named accelerator, or power over TDP."""
    checks = {c["id"]: c for c in annotation["checks"]}
    roofline = checks["roofline"]
    device_roofline = roofline["status"] != "skip" and roofline["inputs"].get("accelerator", {}).get("from") != \
        "assumed"
    compute = "tensor_tflops" in checks["prefill_cache"]["inputs"]
    return device_roofline or compute or checks["power_draw"]["status"] != "skip"


def test_the_fixture_has_enough_real_figures_with_sources():
    honest = [f for f in FIGURES if f["kind"] == "honest"]
    dubious = [f for f in FIGURES if f["kind"] == "dubious"]
    assert len(honest) >= 40 and len(dubious) >= 5
    assert {f["kind"] for f in EVERY} == {"honest", "dubious", "measurement_bug"}
    # a source as its site serves it: many Chinese sites serve http only
    assert all(f["source_url"].startswith(("https://", "http://")) and f["quote"] for f in EVERY)
    unquoted = [f["id"] for f in EVERY if not quotes_its_figure(f) and not f["id"].startswith("genai-bench")]
    assert unquoted == []
    assert len({f["id"] for f in EVERY}) == len(EVERY)


def quotes_its_figure(figure: dict) -> bool:
    """The record's figure is in the quote as the source wrote it: thousands set off by commas or spaces ("7 569"),
    a decimal comma ("132,75"), thousands as "k" ("22.3k output tokens per second"), ten thousands as "万"
    ("1.2万Tokens/秒"), millions ("1.5 million tokens per second", "1.1M tok/s") or a tool's scientific notation
    ("bench prints 8e8")."""
    written = str(figure["record"]["tok_s"]).rstrip("0").rstrip(".")
    quote = re.sub(r"(?<=\d)[ \u00a0\u202f](?=\d{3}(?!\d))", "", figure["quote"])
    plain, decimal_comma = quote.replace(",", ""), re.sub(r"(?<=\d),(?=\d{1,2}(?!\d))", ".", quote)
    thousands = f"{figure['record']['tok_s'] / 1000:g}k"
    myriads = f"{figure['record']['tok_s'] / 10000:g}万"
    millions = f"{figure['record']['tok_s'] / 1e6:g}"
    scientific = re.sub(r"e\+?0*", "e", f"{figure['record']['tok_s']:g}")
    return written in plain or written in decimal_comma or thousands in quote.lower() or myriads in quote or \
        any(f"{millions}{word}" in quote.lower() for word in (" million", "m ")) or scientific in quote


@pytest.mark.parametrize("figure", [f for f in EVERY if f["kind"] == "honest"], ids=lambda f: f["id"])
def test_an_honest_figure_is_never_implausible_and_never_green_without_physics(figure):
    annotation = judged(figure)
    assert annotation["verdict"] != "implausible", annotation["headline"]
    if annotation["verdict"] == "plausible":
        assert physics_ran(annotation)


def test_a_physical_check_runs_on_at_least_90_percent_of_honest_figures():
    honest = [f for f in FIGURES if f["kind"] == "honest"]
    ran = [f["id"] for f in honest if physics_ran(judged(f))]
    share = len(ran) / len(honest)
    print(f"physical check ran on {len(ran)} of {len(honest)} honest figures ({share:.0%})")
    held_honest = [f for f in HELD_OUT if f["kind"] == "honest"]
    held_dubious = [f for f in HELD_OUT if f["kind"] == "dubious"]
    print(f"held out: physical check ran on {sum(physics_ran(judged(f)) for f in held_honest)} of {len(held_honest)} "
          f"honest figures, {sum(judged(f)['verdict'] == 'implausible' for f in held_dubious)} of {len(held_dubious)} "
          "dubious caught")
    assert share >= 0.9, sorted(set(f["id"] for f in honest) - set(ran))


@pytest.mark.parametrize("figure", [f for f in FIGURES if f["kind"] == "dubious"], ids=lambda f: f["id"])
def test_a_physically_dubious_figure_is_caught(figure):
    annotation = judged(figure)
    assert annotation["verdict"] == "implausible", annotation["headline"]


@pytest.mark.parametrize("figure", [f for f in EVERY if f["kind"] == "measurement_bug"], ids=lambda f: f["id"])
def test_a_figure_wrong_by_a_bug_its_numbers_cannot_show_is_never_green(figure):
    annotation = judged(figure)
    assert annotation["verdict"] != "plausible" and annotation["headline"], annotation
