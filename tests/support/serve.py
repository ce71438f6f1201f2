"""`tokcheck serve` started the way the README's first command starts it, on a free port and its own data dir."""
import os
import re
import signal
import subprocess
import sys
import time

import httpx

from tests.support.readme import first_command_args


def start_serve(data_dir, upstream_origin, extra_env: dict | None = None, niceness: int = 0):
    """The README's first command (after its install), on a free port and a fresh data dir."""
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env.update({"TOKCHECK_UPSTREAM_LOCALMAXXING": upstream_origin, "TOKCHECK_RETRY_INTERVALS": "0"})
    env.update(extra_env or {})
    args = first_command_args() + ["--port", "0", "--data-dir", str(data_dir)]
    process = subprocess.Popen([sys.executable, "-m", "tokcheck.cli", *args], env=env, stdout=subprocess.PIPE,
                               text=True, preexec_fn=(lambda: os.nice(niceness)) if niceness else None)
    banner = process.stdout.readline()
    match = re.search(r"serving on (http://127\.0\.0\.1:\d+) \(Redis: embedded", banner)
    assert match, banner
    base = match.group(1)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if httpx.get(f"{base}/healthz").status_code == 200:
            return process, base
        time.sleep(0.1)
    raise AssertionError("tokcheck serve never became healthy")


def stop(process):
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=30) == 0
    process.stdout.close()
