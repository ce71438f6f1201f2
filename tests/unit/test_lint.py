"""ruff over the whole tree (rules and line length in pyproject.toml): the suite fails on a lint finding."""
import subprocess
import sys

from tests.support.readme import ROOT


def test_ruff_finds_nothing():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--output-format", "concise", "."], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-1000:]
