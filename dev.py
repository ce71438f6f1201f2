"""The quick start's two commands: `python3 dev.py serve` and `python3 dev.py test`.

Standard library only, so it runs on a bare system Python, including one that refuses pip (PEP 668, Debian and
Ubuntu's own python3). It makes the project's virtual environment (`.venv`, or TOKCHECK_VENV), bootstraps pip
into it from PyPI when the system Python ships without ensurepip (Debian without python3-venv), installs the
project (with its test extra for `test`) when pyproject.toml changed since the last install, then runs
`tokcheck serve` or the whole test suite inside it. Arguments after the command are passed on:
`python3 dev.py serve --port 9000`, `python3 dev.py test -k roofline`.

For `test`, the browser tests need Node with npm and Debian's Chromium with a CJK font: when they are missing
and this runs as root on a Debian-like system, they are installed with apt-get; otherwise it says what to
install and stops (exit 2).
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = Path(os.environ.get("TOKCHECK_VENV", ROOT / ".venv"))
PIP_INDEX = "https://pypi.org/pypi/pip/json"
APT_PACKAGES = {"node": "nodejs", "npm": "npm", "/usr/bin/chromium": "chromium"}
CJK_FONT = "fonts-wqy-zenhei"
USAGE = "usage: python3 dev.py serve|test [arguments for tokcheck serve or pytest]"


def say(line: str) -> None:
    print(f"dev.py: {line}", file=sys.stderr, flush=True)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def has_ensurepip() -> bool:
    try:
        import ensurepip  # noqa: F401  (Debian splits it into python3-venv)
    except ImportError:
        return False
    return True


def bootstrap_pip(python: Path) -> None:
    """pip from its wheel on PyPI (checked against PyPI's sha256), installing itself into the environment."""
    release = json.load(urllib.request.urlopen(PIP_INDEX, timeout=60))
    wheel = next(f for f in release["urls"] if f["packagetype"] == "bdist_wheel")
    data = urllib.request.urlopen(urllib.parse.urljoin(PIP_INDEX, wheel["url"]), timeout=120).read()
    if hashlib.sha256(data).hexdigest() != wheel["digests"]["sha256"]:
        raise SystemExit("dev.py: the pip wheel from PyPI does not match its published sha256")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / wheel["filename"]
        path.write_bytes(data)
        subprocess.run([str(python), str(path / "pip"), "install", "-q", str(path)], check=True)


def ensure_venv() -> Path:
    python = venv_python()
    if not python.exists():
        say(f"making the virtual environment {VENV}")
        venv.EnvBuilder(with_pip=has_ensurepip(), clear=True).create(VENV)
    if subprocess.run([str(python), "-m", "pip", "--version"], capture_output=True).returncode != 0:
        say("this environment has no pip (no ensurepip here, or an earlier fetch failed): fetching it from PyPI")
        bootstrap_pip(python)
    return python


def ensure_installed(python: Path, extra: str) -> None:
    """pip install -e .[extra] when pyproject.toml (or the extra) changed since the last install here."""
    stamp = VENV / f".tokcheck-installed-{extra or 'base'}"
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == wanted:
        return
    target = f"{ROOT}[{extra}]" if extra else str(ROOT)
    say(f"installing {'tokcheck with its ' + extra + ' extra' if extra else 'tokcheck'} into {VENV}")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", target],
                   check=True)
    stamp.write_text(wanted)


def missing_test_tools() -> list[str]:
    missing = [pkg for tool, pkg in APT_PACKAGES.items()
               if not (Path(tool).exists() if tool.startswith("/") else shutil.which(tool))]
    fonts = subprocess.run(["fc-list"], capture_output=True, text=True).stdout if shutil.which("fc-list") else ""
    if not any(name in fonts.lower() for name in ("wqy", "noto sans cjk")):
        missing.append(CJK_FONT)
    return missing


def ensure_test_tools() -> None:
    missing = missing_test_tools()
    if not missing:
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        raise SystemExit(f"dev.py: the browser tests need {', '.join(missing)}: install them "
                         f"(apt-get install {' '.join(missing)}) and run again")
    say(f"installing {', '.join(missing)} with apt-get")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = ["apt-get", "install", "-y", "-qq", *missing]
    if subprocess.run(install, env=env, stdout=subprocess.DEVNULL).returncode != 0:
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=True)
        subprocess.run(install, env=env, stdout=subprocess.DEVNULL, check=True)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("serve", "test"):
        print(USAGE, file=sys.stderr)
        return 2
    command, rest = argv[0], argv[1:]
    python = ensure_venv()
    if command == "serve":
        ensure_installed(python, "")
        tokcheck = VENV / "bin" / "tokcheck"
        os.execv(tokcheck, [str(tokcheck), "serve", *rest])
    ensure_installed(python, "test")
    ensure_test_tools()
    return subprocess.run([str(python), "-m", "pytest", *rest], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
