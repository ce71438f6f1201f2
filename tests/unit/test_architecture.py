"""The engine boundary (pyproject.toml's import-linter contracts): the engine imports nothing that talks to the
world, and the CLI and API sit on the service, the service on the engine."""
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("workers", "api", "tokcheck")


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; "
                           "lint_imports_command()"], cwd=root, env={"PYTHONPATH": str(root)},
                          capture_output=True, text=True, timeout=120)


def test_the_contracts_hold_on_this_tree():
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 kept, 0 broken" in result.stdout


def test_an_engine_module_that_imports_redis_breaks_the_contract(tmp_path):
    for name in PACKAGES:
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    (tmp_path / "workers" / "engine" / "cache_in_redis.py").write_text("import redis\n")
    result = lint_imports(tmp_path)
    assert result.returncode == 1
    assert "The engine imports nothing that talks to the world BROKEN" in result.stdout
    assert "workers.engine.cache_in_redis -> redis" in result.stdout
