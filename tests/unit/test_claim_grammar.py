"""The claim grammar read in Python gives what detect.js gives on the same texts (the shared conformance cases)."""
import json
from pathlib import Path

import pytest

from workers.engine.claim_grammar import GRAMMAR_PATH, find_claims, parse_number

CONFORMANCE = Path(__file__).parents[1] / "fixtures/detector/conformance.json"
CASES = json.loads(CONFORMANCE.read_text(encoding="utf-8"))["cases"]
FIELDS = ("value", "unit", "phase", "per_user", "start", "end")


def test_the_grammar_ships_with_the_engine_package():
    assert GRAMMAR_PATH.name == "grammar.json" and GRAMMAR_PATH.is_file()


def test_there_are_enough_cases():
    assert len(CASES) >= 40


@pytest.mark.parametrize("case", CASES, ids=[c["text"][:40] for c in CASES])
def test_conformance(case):
    found = [{k: c[k] for k in FIELDS} for c in find_claims(case["text"])]
    assert found == case["claims"]


@pytest.mark.parametrize("text,value", [("２,１００", 2100), ("两千零五", 2005), ("三万五千", 35000), ("2.5K", 2500),
                                        ("1 000", 1000), ("0,03", 0.03), ("1.2万", 12000)])
def test_numbers_parse_across_scripts(text, value):
    assert parse_number(text) == value


def test_traditional_characters_are_read_as_simplified_and_a_claim_keeps_them_as_written():
    claims = find_claims("每秒大約 14 個 token，長上下文會掉到 9 個左右。")
    assert [(c["value"], c["text"]) for c in claims] == [(14, "每秒大約 14 個 token"), (9, "9")]
