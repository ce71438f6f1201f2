"""The difference table: the article's 65-74 vs 212.7 mistake (section 6) and the one-knob case."""
from tests.conftest import lmx_row
from workers.engine.compare import compare
from workers.engine.leaderboards import normalize_document
from workers.engine.reference import REFERENCE


def record(**overrides):
    (r,) = normalize_document(lmx_row(**overrides))
    return r


def test_four_knobs_apart_is_not_comparable_with_those_knobs_in_the_table():
    a = record(tokSOut=70.0, contextLength=8192, engineFlags__prefixCaching=False, engineFlags__kvCacheDtype="fp16")
    b = record(tokSOut=212.7, contextLength=32768, engineFlags__prefixCaching=True, engineFlags__kvCacheDtype="fp8",
               engineFlags__specMethod="eagle3", engineFlags__specNumTokens=4)
    result = compare(a, b, REFERENCE)
    assert result["verdict"] == "not_comparable"
    assert set(result["differing"]) == {"speculative", "context_length", "prefix_caching", "kv_cache_dtype"}
    rows = {r["knob"]: r for r in result["rows"]}
    assert rows["kv_cache_dtype"] == {"knob": "kv_cache_dtype", "a": "fp16", "b": "fp8", "differs": True}
    assert rows["gpu"]["differs"] is False
    assert len(result["experiment_plan"]) == 5  # the discipline line, then one step per knob


def test_one_knob_apart_names_that_knob_as_a_hypothesis():
    result = compare(record(tokSOut=45.0), record(tokSOut=80.0, engine__quantization="Q4_K_M"), REFERENCE)
    assert result["verdict"] == "one_knob"
    assert result["differing"] == ["quantization"]
    assert "hypothesis" in result["headline"]
    assert any("order-of-magnitude reference" in n for n in result["notes"])


def test_a_knob_known_on_one_side_only_is_unknown_not_equal():
    result = compare(record(), record(contextLength=None), REFERENCE)
    assert result["verdict"] == "comparable"
    assert result["unknown"] == ["context_length"]
