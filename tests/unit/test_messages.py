"""English and Chinese catalogues hold the same keys with the same placeholders, and every sentence the engine needs."""
import string

from workers.engine.messages import CATALOGUES
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
