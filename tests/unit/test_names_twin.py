"""hardware.Names: the lower-case twin finds exactly what its IGNORECASE regex finds (it only makes it faster)."""
import random

from workers.engine.hardware import _database_names, _pattern, alias_pattern
from workers.engine.reference import REFERENCE


def _spans(matches) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group(1)) for m in matches]


def test_the_twin_finds_the_regexes_own_matches_in_any_case():
    rnd = random.Random(15)
    names = [a for acc in REFERENCE.accelerators for a in [acc["name"], *acc["aliases"]]]
    texts = []
    for name in names:
        flipped = "".join(c.upper() if rnd.random() < 0.5 else c.lower() for c in name)
        texts += [flipped, f"2x {flipped}s and x{flipped}", f"({flipped.replace(' ', '-')}S)", f"on {name.lower()}, ok"]
    for pattern in (_pattern(REFERENCE), _pattern(REFERENCE, True), _database_names(REFERENCE)[0]):
        for text in texts:
            assert _spans(pattern.finditer(text)) == _spans(pattern._regex.finditer(text)), text


def test_a_case_sensitive_family_pattern_is_left_to_the_regex():
    names = alias_pattern(["RTX 3090"], [r"(?-i:X)\d{3}"])
    assert _spans(names.finditer("x100 X100 rtx3090")) == [(5, 9, "X100"), (10, 17, "rtx3090")]
