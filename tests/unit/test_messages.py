"""English and Chinese catalogues hold the same keys with the same placeholders."""
import string

from workers.messages import CATALOGUES


def placeholders(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_catalogues_match_key_for_key_and_placeholder_for_placeholder():
    en, zh = CATALOGUES["en"], CATALOGUES["zh"]
    assert set(en) == set(zh)
    for key in en:
        assert placeholders(en[key]) == placeholders(zh[key]), key
