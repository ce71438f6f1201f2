"""The README's quick start stays true: two commands, CI runs the second, and the first starts the service
(tests/service/test_serve.py starts it with exactly those arguments and checks /healthz answers)."""
from tests.support.readme import ROOT, first_command_args, quick_start


def test_quick_start_is_two_commands_and_ci_runs_the_second():
    first, second = quick_start()
    assert first.startswith("python3 dev.py ") and second.startswith("python3 dev.py ")
    assert second in (ROOT / ".ci" / "run").read_text("utf-8")


def test_the_first_command_starts_the_service():
    assert first_command_args()[0] == "serve"


def test_dev_script_refuses_an_unknown_command_with_its_usage():
    import subprocess
    import sys

    result = subprocess.run([sys.executable, str(ROOT / "dev.py"), "deploy"], capture_output=True, text=True)
    assert result.returncode == 2 and result.stderr.startswith("usage: python3 dev.py serve|test")


def test_the_generic_record_section_names_every_key_the_reader_reads():
    from workers.engine.leaderboards import generic

    text = (ROOT / "README.md").read_text("utf-8")
    section = text[text.index("### The generic record"):text.index("Verdicts, worst first:")]
    keys = set(generic.SPEED_KEYS).union(*generic._KEYS.values())
    assert {k for k in keys if f"`{k}`" not in section} == set()
