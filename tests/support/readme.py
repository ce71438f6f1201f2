"""The README's Quick start block, read the way a new user reads it."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def quick_start() -> list[str]:
    text = (ROOT / "README.md").read_text("utf-8")
    block = re.search(r"## Quick start.*?```\n(.*?)```", text, re.S).group(1)
    return [line for line in block.splitlines() if line.strip()]


def first_command_args() -> list[str]:
    """What the first Quick start command (`python3 dev.py serve ...`) passes on to `tokcheck`."""
    return quick_start()[0].split("dev.py ", 1)[1].split()
