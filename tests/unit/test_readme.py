"""The README's quick start stays true: two commands, CI runs the second, and the first starts the service
(tests/service/test_serve.py starts it with exactly those arguments and checks /healthz answers)."""
from tests.support.readme import ROOT, first_command_args, quick_start


def test_quick_start_is_two_commands_and_ci_runs_the_second():
    first, second = quick_start()
    assert first.startswith("python3 -m pip install")
    assert second in (ROOT / ".ci" / "run").read_text("utf-8")


def test_the_first_command_starts_the_service():
    assert first_command_args()[0] == "serve"
