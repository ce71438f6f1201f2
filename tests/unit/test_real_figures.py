"""Real published figures (tests/fixtures/real_figures.json: each with its source URL and the quoted figure, the
hardware and model names exactly as the source wrote them) judged as generic records.

Honest figures are never called implausible, a physical check (roofline or power) runs on at least 90% of them,
and no verdict is green without one. Dubious figures whose record names a device and a model are all caught;
the rest (no device or no model stated) are never green."""
import json

import pytest

from tests.conftest import FIXTURES
from workers.engine.leaderboards import normalize_document
from workers.engine.pipeline import annotate

FIGURES = json.loads((FIXTURES / "real_figures.json").read_text("utf-8"))
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
    assert all(f["source_url"].startswith("https://") and f["quote"] for f in FIGURES)
    assert all(str(f["record"]["tok_s"]).rstrip("0").rstrip(".") in f["quote"].replace(",", "")
               or f["id"].startswith("genai-bench") for f in FIGURES)


@pytest.mark.parametrize("figure", [f for f in FIGURES if f["kind"] == "honest"], ids=lambda f: f["id"])
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
    assert share >= 0.9, sorted(set(f["id"] for f in honest) - set(ran))


def judgeable(figure: dict) -> bool:
    """Names a model and a device on file or with its bandwidth in its words: a device nobody has specs for is
    bounded only by the fastest memory made, which rules out the absurd (333,336 tok/s) but not a figure 1.5x
    over its own card."""
    from workers.engine.hardware import find_accelerator, stated_bandwidth
    from workers.engine.reference import REFERENCE

    gpu = figure["record"].get("gpu")
    found = find_accelerator(gpu, REFERENCE)
    return bool(found and (found.entry or stated_bandwidth(gpu)) and figure["record"].get("model"))


@pytest.mark.parametrize("figure", [f for f in FIGURES if f["kind"] == "dubious"], ids=lambda f: f["id"])
def test_a_dubious_figure_is_caught_when_its_record_names_device_and_model(figure):
    annotation = judged(figure)
    if judgeable(figure):
        assert annotation["verdict"] == "implausible", annotation["headline"]
    else:
        assert annotation["verdict"] != "plausible", annotation["headline"]
