"""`tokcheck serve`: the API, the embedded Redis when no Redis URL is set, and worker processes kept alive.

Workers are separate processes (`tokcheck worker`), restarted when one dies; on Ctrl-C or SIGTERM the API
stops taking requests, the workers are stopped, and the embedded Redis is flushed to disk and stopped.
"""
import dataclasses
import logging
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import waitress

from api import create_app
from workers.service.redis_server import START_PATIENCE, EmbeddedRedis, connect, wait_for_redis
from workers.service.settings import Settings

log = logging.getLogger("tokcheck.serve")
CONNECTION_LIMIT = 2000       # waitress's default, 100, left 103 of 200 keep-alive clients unanswered


class WorkerPool:
    """`count` worker processes against `redis_url`, each restarted if it exits while the pool runs."""

    def __init__(self, count: int, redis_url: str, environ: dict):
        self.count, self.env = count, {**environ, "TOKCHECK_REDIS_URL": redis_url}
        self.processes: list[subprocess.Popen] = []
        self._stop = threading.Event()
        self._watcher = threading.Thread(target=self._watch, name="tokcheck-workers", daemon=True)

    def _spawn(self) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, "-m", "tokcheck.cli", "worker"], env=self.env)

    def start(self) -> None:
        self.processes = [self._spawn() for _ in range(self.count)]
        self._watcher.start()

    def _watch(self) -> None:
        while not self._stop.wait(1.0):
            for i, process in enumerate(self.processes):
                if process.poll() is not None and not self._stop.is_set():
                    log.warning("worker %s exited with %s; starting another", process.pid, process.returncode)
                    self.processes[i] = self._spawn()

    def stop(self) -> None:
        self._stop.set()
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


def make_server(app, host: str, port: int, settings: Settings):
    """The HTTP server `tokcheck serve` runs (tests and benchmarks run the same): threads enough that waiting
    readers and link comparisons, each capped below them (api/slots.py), leave most for everything else, and
    connections enough for every keep-alive reader of a busy page."""
    return waitress.create_server(app, host=host, port=port, threads=settings.server_threads,
                                  connection_limit=CONNECTION_LIMIT, ident="tokcheck")


def _raise_interrupt(signum, frame):
    raise KeyboardInterrupt


def serve(host: str, port: int, data_dir: Path, workers: int, settings: Settings) -> None:
    """RedisUnreachable at once when a configured Redis does not answer."""
    if settings.redis_url:
        wait_for_redis(connect(settings.redis_url), settings.redis_url, patience=START_PATIENCE)
    embedded = None if settings.redis_url else EmbeddedRedis(data_dir)
    if embedded:
        settings = dataclasses.replace(settings, redis_url=embedded.url)
    pool = WorkerPool(workers, settings.redis_url, dict(os.environ))
    try:
        app = create_app(settings)
        server = make_server(app, host, port, settings)
        pool.start()
        signal.signal(signal.SIGTERM, _raise_interrupt)
        print(f"tokcheck serving on http://{host}:{server.effective_port} "
              f"(Redis: {'embedded, data in ' + str(data_dir) if embedded else settings.redis_url}; "
              f"{workers} worker{'s' if workers != 1 else ''} here)", flush=True)
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        pool.stop()
        if embedded:
            embedded.stop()
