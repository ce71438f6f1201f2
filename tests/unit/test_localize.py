"""A Chinese card is Chinese: the sentences the engine makes are rendered from the catalogue, only quotes stay."""
import json
import re

from tests.conftest import lmx_row, load_fixture
from tests.unit.test_article import annotate_row, check
from workers.engine.leaderboards import normalize_document
from workers.engine.messages.localize import localize
from workers.engine.pipeline import annotate_all

ENGLISH_PHRASE = re.compile(r"[A-Za-z]+[ ,;]+[A-Za-z]+[ ,;]+[A-Za-z]+")


def in_chinese(annotation: dict) -> dict:
    """As the API serves it: the stored JSON, localized."""
    return localize(json.loads(json.dumps(annotation)), "zh")


def sentences(annotation: dict) -> list[str]:
    found = [annotation["headline"], *annotation["caveats"], *annotation["experiment_plan"]]
    if annotation["inferred_range"]:
        found.append(annotation["inferred_range"]["basis"])
    for c in annotation["checks"]:
        found += [c["summary"], *c["reasoning"], *c["caveats"]]
    return found


def test_the_article_card_in_chinese_reads_the_window_weights_and_mechanism_in_chinese(article_row):
    zh = in_chinese(annotate_row(article_row))
    assert "窗口 56：命令：--speculative-dflash-block-size 56（一个 DFlash 块最多提交 56 个 token）" in \
        check(zh, "acceptance_window")["reasoning"]
    roofline = check(zh, "roofline")
    assert "27.8e9 参数（全部）× 0.5 B = 每个 token 读取 13.9 GB" in roofline["reasoning"]
    assert (
        "机制是真的：DFlash（块扩散草拟）是无损的，公开加速比为 2.7x-4.6x。这与这个倍数是否注水是两回事。"
        in roofline["caveats"]
    )


def test_the_english_card_keeps_its_sentences(article_row):
    en = annotate_row(article_row)
    assert (
        en["record"]["spec_window_source"]
        == "command: --speculative-dflash-block-size 56 (a DFlash block commits at most 56)"
    )
    assert (
        "The mechanism is real: DFlash (block-diffusion drafting) is lossless and published at 2.7x-4.6x speedups. "
        "That is kept apart from whether this multiplier is." in check(en, "roofline")["caveats"]
    )


def test_a_suspicious_headline_is_its_reason_in_the_readers_language():
    row = lmx_row(tokSOut=40.0, gpuPowerWatts=[200])   # over half a 4090's ceiling at 0.44 of its TDP
    annotation = annotate_row(row)
    assert annotation["verdict"] == "suspicious"
    assert annotation["headline"] == check(annotation, "power_draw")["summary"]
    zh = in_chinese(annotation)
    assert zh["headline"] == check(zh, "power_draw")["summary"]
    assert not ENGLISH_PHRASE.search(zh["headline"])


def test_no_engine_made_english_in_the_chinese_cards_of_the_article_series_and_control():
    leaks = []
    for name in ("article_record.json", "control_record.json", "article_series.json"):
        for annotation in annotate_all(normalize_document(load_fixture(name))):
            quoted = [annotation["record"]["notes"] or "", annotation["record"]["command"] or ""]
            for sentence in sentences(in_chinese(annotation)):
                leaks += [
                    (name, sentence)
                    for phrase in ENGLISH_PHRASE.findall(sentence)
                    if not any(phrase in q for q in quoted)
                ]
    assert leaks == []
