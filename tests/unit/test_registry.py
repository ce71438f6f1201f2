"""Each check module has the same small face, and every file in the folder is registered (STYLE 2)."""
from pathlib import Path

import workers.engine.checks
from workers.engine.checks import CHECKS, HARD


def test_every_check_file_is_in_the_registry():
    folder = Path(workers.engine.checks.__file__).parent
    files = {p.stem for p in folder.glob("*.py")} - {"__init__", "base"}
    assert files == {m.__name__.rsplit(".", 1)[1] for m in CHECKS}


def test_each_check_has_an_id_matching_its_file_and_a_docstring():
    for module in CHECKS:
        assert module.ID == module.__name__.rsplit(".", 1)[1]
        assert callable(module.run) and len(module.__doc__.strip()) > 40


def test_the_verdict_classes_name_registered_checks():
    assert set(HARD) <= {m.ID for m in CHECKS}
