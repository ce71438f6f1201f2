"""`tokcheck serve` started the way the README's first command starts it, on a free port and its own data dir."""
import os
import re
import signal
import subprocess
import sys
import time

import httpx

from tests.support.readme import first_command_args


def _idle_priority():
    """Run only when no other process wants the CPU (SCHED_IDLE; its workers inherit it)."""
    os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def _confined(background: bool, cpus: set[int] | None):
    """What the service's process does before it starts: idle priority, and/or only these cores."""
    if not background and cpus is None:
        return None

    def confine():
        if background:
            _idle_priority()
        if cpus is not None:
            os.sched_setaffinity(0, cpus)
    return confine


def start_serve(data_dir, upstream_origin, extra_env: dict | None = None, background: bool = False,
                cpus: set[int] | None = None):
    """The README's first command (after its install), on a free port and a fresh data dir. `background` runs it
    at idle CPU priority: on a reader's machine the service is elsewhere, so in a test that measures the
    browser's main thread it must not take the cores the browser needs. `cpus` keeps it (and the worker
    processes it starts, which inherit the mask) on those cores only."""
    env = {k: v for k, v in os.environ.items() if k != "TOKCHECK_REDIS_URL"}
    env.update({"TOKCHECK_UPSTREAM_LOCALMAXXING": upstream_origin, "TOKCHECK_RETRY_INTERVALS": "0"})
    env.update(extra_env or {})
    args = first_command_args() + ["--port", "0", "--data-dir", str(data_dir)]
    process = subprocess.Popen([sys.executable, "-m", "tokcheck.cli", *args], env=env, stdout=subprocess.PIPE,
                               text=True, preexec_fn=_confined(background, cpus))
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
