"""The README's quick start stays true: its test command is the one CI runs, and its first command's check works."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def quick_start() -> list[str]:
    text = (ROOT / "README.md").read_text("utf-8")
    block = re.search(r"## Quick start.*?```\n(.*?)```", text, re.S).group(1)
    return [line for line in block.splitlines() if line.strip()]


def test_quick_start_is_two_commands_and_ci_runs_the_second():
    first, second = quick_start()
    assert second in (ROOT / ".ci" / "run").read_text("utf-8")


def test_the_first_commands_check_prints_the_verdict():
    first, _ = quick_start()
    args = first.split("&& tokcheck ", 1)[1].split()
    result = subprocess.run([sys.executable, "-m", "tokcheck.cli", *args], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("IMPLAUSIBLE")
