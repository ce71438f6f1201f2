"""English and Chinese catalogues hold the same keys with the same placeholders, and every sentence the engine needs."""
import string

import pytest

from workers.engine.leaderboards import normalize_document
from workers.engine.messages import CATALOGUES, speed
from workers.engine.messages.localize import localize
from workers.engine.pipeline import annotate
from workers.engine.reference import REFERENCE


def placeholders(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_catalogues_match_key_for_key_and_placeholder_for_placeholder():
    en, zh = CATALOGUES["en"], CATALOGUES["zh"]
    assert set(en) == set(zh)
    for key in en:
        assert placeholders(en[key]) == placeholders(zh[key]), key


def test_every_speculative_method_says_what_is_established_about_it_in_both_languages():
    for method in REFERENCE.spec_methods:
        assert f"mechanism.{method['id']}" in CATALOGUES["en"], method["id"]


@pytest.mark.parametrize("value, shown", [(129.37, 129), (2103.6, 2104), (12518.0, 12518), (9.96, 10), (6.24, 6.2),
                                          (0.4712, 0.47), (1.0, 1)])
def test_a_speed_is_shown_whole_from_10_up_and_to_two_significant_digits_below(value, shown):
    assert speed(value) == shown and str(speed(value)) == str(shown)


def test_a_ceiling_under_one_token_a_second_is_not_printed_as_zero():
    """A dense model that spills to storage on a unified-memory machine (round 10): the card once read '4.0x the 0
    tok/s batch-1 ceiling'."""
    record = normalize_document({"gpu": "Apple M2 Pro", "gpu_count": 1, "model": "QwQ-32B", "quantization": "fp16",
                                 "engine": "llama.cpp", "tok_s": 1.9})[0]
    annotation = annotate(record)
    assert annotation["headline"] == "1.9 tok/s is 4.0x the 0.47 tok/s batch-1 ceiling"
    assert "0.47 tok/s" in localize(annotation, "zh")["headline"]
