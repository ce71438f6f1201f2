"""The article's own figures, reproduced by the engine (docs/article-en.txt sections 2-6)."""
import copy
import json

from tests.conftest import lmx_row, load_fixture
from workers.engine.leaderboards import normalize_document
from workers.engine.pipeline import annotate, annotate_all


def annotate_row(row):
    (record,) = normalize_document(row)
    return annotate(record)


def check(annotation, check_id):
    return next(c for c in annotation["checks"] if c["id"] == check_id)


def test_article_record_is_implausible_with_the_articles_arithmetic(article_row):
    a = annotate_row(article_row)
    assert a["verdict"] == "implausible"
    assert a["headline"] == "AL/window = 56.0 / 56 = 1.000: the draft was fed, not measured"
    window = check(a, "acceptance_window")
    assert (window["status"], window["figure"]) == ("fail", 1.0)
    assert "56.0 / 56 = 1.000" in window["reasoning"]
    power = check(a, "power_draw")
    assert (power["status"], power["figure"]) == ("fail", 0.172)
    assert "99 W / 575 W = 0.172" in power["reasoning"]
    roof = check(a, "roofline")
    assert roof["status"] == "fail" and round(roof["figure"], 1) == 16.3
    assert "27.8e9 params (all) x 0.5 B = 13.9 GB read per token" in roof["reasoning"]
    assert "1792 GB/s / 13.9 GB = 129 tok/s batch-1 ceiling" in roof["reasoning"]
    assert roof["inputs"]["bandwidth_gbs"] == {
        "value": 1792,
        "from": "reference",
        "detail": roof["inputs"]["bandwidth_gbs"]["detail"],
    }
    assert "spec sheet" in roof["inputs"]["bandwidth_gbs"]["detail"]
    assert any("optimistic" in c for c in roof["caveats"])
    assert any("mechanism is real" in c for c in roof["caveats"])


def test_article_record_shows_the_honest_range_as_inferred(article_row):
    found = annotate_row(article_row)["inferred_range"]
    assert found["label"] == "inferred, not measured"
    assert 300 <= found["low"] < found["high"] <= 710
    assert "5.46" in found["basis"]


def test_article_record_warns_on_cached_prefill_and_fork(article_row):
    a = annotate_row(article_row)
    prefill = check(a, "prefill_cache")
    assert prefill["status"] == "warn"
    assert any("Time to first token is empty" in r for r in prefill["reasoning"])
    assert any("cache" in r for r in prefill["reasoning"][1:])
    fork = check(a, "engine_fork")
    assert (fork["status"], fork["figure"]) == ("warn", "+dflash")


def test_flat_submission_shape_gives_the_same_verdict(article_row):
    flat = load_fixture("article_record_flat.json")
    nested, submitted = annotate_row(article_row), annotate_row(flat)
    assert submitted["verdict"] == nested["verdict"] == "implausible"
    assert [(c["id"], c["status"], c["figure"]) for c in submitted["checks"] if c["id"] != "evidence"] == [
        (c["id"], c["status"], c["figure"]) for c in nested["checks"] if c["id"] != "evidence"
    ]


def test_the_authors_four_records_fail_the_series_check():
    records = normalize_document(load_fixture("article_series.json"))
    annotations = annotate_all(records)
    series = [check(a, "window_series") for a in annotations]
    assert {s["status"] for s in series} == {"fail"}
    assert [row["window"] for row in series[0]["inputs"]["series"]["value"]] == [24, 56, 256, 512]
    assert series[0]["figure"] == 1.0


def test_the_79_toks_control_is_plausible_at_about_061_of_the_ceiling(control_row):
    a = annotate_row(control_row)
    assert a["verdict"] == "plausible"
    roof = check(a, "roofline")
    assert roof["status"] == "pass" and round(roof["figure"], 2) == 0.61
    assert "not a reproduction" in a["headline"]
    assert a["inferred_range"] is None and a["experiment_plan"] == []


def test_eagle3_at_al_2_6_with_four_draft_tokens_is_not_accused():
    row = lmx_row(
        tokSOut=105.0,
        engineFlags__commandSnippet=(
            "vllm serve meta-llama/Llama-3.1-8B-Instruct --speculative-config "
            '\'{"method":"eagle3","model":"yuhuili/EAGLE3-LLaMA3.1-Instruct-8B","num_speculative_tokens":4}\''
        ),
        engineFlags__specMethod="eagle3",
        engineFlags__specNumTokens=4,
        engineFlags__specMeanAcceptedLength=2.6,
        engineFlags__specDraftTokens=1576,
        engineFlags__specAcceptedTokens=630,
    )
    a = annotate_row(row)
    assert a["verdict"] != "implausible"
    window = check(a, "acceptance_window")
    assert window["status"] == "pass" and window["figure"] == 0.52  # 2.6 / (4 + 1)
    assert check(a, "roofline")["status"] == "pass"


def test_moe_model_is_judged_on_active_params():
    row = lmx_row(
        model={"hfId": "Qwen/Qwen3-30B-A3B", "params": 30.5, "activeParams": 3.3, "isMoE": True},
        engine__quantization="Q4_K_M",
        engine__engineName="llama.cpp",
        engine__engineVersion="b6201",
        hardware__gpuName="RTX 3090",
        tokSOut=160.0,
        gpuPowerWatts=[300],
    )
    a = annotate_row(row)
    assert a["verdict"] != "implausible"
    roof = check(a, "roofline")
    assert roof["status"] == "pass"
    assert roof["inputs"]["params_b"]["value"] == 3.3


def test_a_64_stream_aggregate_is_judged_per_stream():
    row = lmx_row(tokSOut=2400.0, batchSize=64, engineFlags__concurrency=64)
    a = annotate_row(row)
    assert a["verdict"] != "implausible"
    roof = check(a, "roofline")
    assert roof["status"] == "pass"
    assert any("over 64 streams" in r for r in roof["reasoning"])


def test_an_unknown_accelerator_skips_the_roofline_with_its_reason():
    row = lmx_row(hardware__gpuName="Quasar QX-9 NPU", tokSOut=204.6)
    a = annotate_row(row)
    roof = check(a, "roofline")
    assert roof["status"] == "skip"
    assert "Quasar QX-9 NPU" in roof["summary"]
    assert a["verdict"] != "implausible"


def test_accepted_equal_to_proposed_fails_acceptance_counts():
    row = lmx_row(
        engineFlags__specMethod="eagle3",
        engineFlags__specNumTokens=4,
        engineFlags__specDraftTokens=383,
        engineFlags__specAcceptedTokens=383,
    )
    a = annotate_row(row)
    counts = check(a, "acceptance_counts")
    assert counts["status"] == "fail"
    assert counts["summary"] == "383/383: every drafted token accepted"
    assert a["verdict"] == "implausible"


def test_a_synthetic_acceptance_switch_in_the_command_is_a_simulation():
    row = lmx_row(
        engineFlags__commandSnippet=(
            'vllm serve m --speculative-config \'{"method":"eagle3","num_speculative_tokens":3,'
            '"rejection_sample_method":"synthetic","synthetic_acceptance_length":3.2}\''
        )
    )
    a = annotate_row(row)
    assert check(a, "synthetic_acceptance")["status"] == "fail"
    assert a["verdict"] == "implausible"


def test_low_power_on_a_run_far_below_the_ceiling_says_nothing_either_way():
    """DESIGN's power check judges a run claimed to be saturated: one at 0.19 of a 4090's ceiling drawing 0.27 of its
    TDP is neither suspicious nor a physical pass (a small model decoding idles the card honestly)."""
    row = lmx_row(tokSOut=12.0, gpuPowerWatts=[120])  # 0.19 of a 4090's ceiling, 0.27 of its TDP
    annotation = annotate_row(row)
    power = check(annotation, "power_draw")
    assert (power["status"], power["figure"]) == ("skip", 0.267)
    assert annotation["verdict"] != "suspicious"


def test_changing_the_record_changes_the_verdict(article_row):
    honest = copy.deepcopy(article_row)
    honest["engineFlags"].update(
        specMeanAcceptedLength=5.1,
        commandSnippet=honest["engineFlags"]["commandSnippet"].replace("56", "8"),
        specNumTokens=8,
    )
    honest.update(tokSOut=450.0, gpuPowerWatts=[560], ttftMs=380, notes="real prompt", tokSPrefill=3100.0)
    honest["engine"]["engineVersion"] = "0.5.6"
    a = annotate_row(honest)
    assert a["verdict"] == "plausible", [(c["id"], c["status"]) for c in a["checks"]]


def test_a_long_series_lists_its_ends_so_each_annotation_stays_the_same_size():
    """Every record of a list carries the series check: listing every row would make a 5,000-record list's output
    grow with the square of its length."""
    from workers.engine.pipeline import judge

    rows = load_fixture("article_series.json")["benchmarks"]
    sizes = []
    for count in (40, 400):
        annotation = judge({"benchmarks": [dict(rows[i % len(rows)], id=f"r{i}") for i in range(count)]})[0]
        series = next(c for c in annotation["checks"] if c["id"] == "window_series")
        assert any("more records in between" in step for step in series["reasoning"])
        sizes.append(len(json.dumps(annotation)))
    assert sizes[1] < sizes[0] * 1.05
