"""`tokcheck serve`: the API, the embedded Redis when no Redis URL is set, and worker processes kept alive.

Workers are separate processes (`tokcheck worker`), restarted when one dies; on Ctrl-C or SIGTERM the API
stops taking requests, the workers are stopped, and the embedded Redis is flushed to disk and stopped.
"""
import dataclasses
import logging
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import uvicorn

from api import create_app
from api.waiting import WaitingReads
from workers.service.redis_server import START_PATIENCE, EmbeddedRedis, connect, wait_for_redis
from workers.service.settings import Settings
from workers.service.signals import stop_on_signal

log = logging.getLogger("tokcheck.serve")
CONNECTION_LIMIT = 2000       # open connections (a waiting reader is one); past it a request gets 503 at once


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


def listen(host: str, port: int) -> socket.socket:
    """The server's socket, bound and listening: made first, so a port in use fails before anything starts,
    and port 0 is known before the server runs. OSError "Address already in use" as is, for the CLI's line."""
    family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                         proto=socket.IPPROTO_TCP)[0]
    listening = socket.socket(family, kind, proto)     # IPPROTO_TCP named: asyncio then sets TCP_NODELAY on each
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # connection (else 40 ms a keep-alive reply)
    try:
        listening.bind(address)
        listening.listen(2048)
    except OSError:
        listening.close()
        raise
    return listening


class ApiServer:
    """The HTTP server `tokcheck serve` runs (tests and benchmarks run the same): uvicorn's event loop in front,
    the Flask app on settings.server_threads threads, and waiting readers parked on the loop, holding no thread
    (api/waiting.py), on a socket from `listen`."""

    def __init__(self, app, listening: socket.socket, settings: Settings):
        self.socket = listening
        self.port = listening.getsockname()[1]
        host = listening.getsockname()[0]
        waiting = WaitingReads(app, settings.server_threads, stopping=lambda: self.server.should_exit)
        config = uvicorn.Config(waiting, host=host, port=self.port,
                                lifespan="off", log_config=None, access_log=False, server_header=False,
                                limit_concurrency=CONNECTION_LIMIT, timeout_graceful_shutdown=5)
        self.server = uvicorn.Server(config)

    def run(self) -> None:
        """Serve until `close` (or, on the main thread, SIGINT/SIGTERM)."""
        self.server.run(sockets=[self.socket])

    def close(self) -> None:
        """Stop taking requests; `run` returns once the open ones are answered (at most 5 s)."""
        self.server.should_exit = True


def serve(host: str, port: int, data_dir: Path, workers: int, settings: Settings) -> None:
    """RedisUnreachable at once when a configured Redis does not answer; DataDirInUse when another server holds
    data_dir (checked after the port, before anything starts)."""
    listening = listen(host, port)
    try:
        if settings.redis_url:
            wait_for_redis(connect(settings.redis_url), settings.redis_url, patience=START_PATIENCE)
        embedded = None if settings.redis_url else EmbeddedRedis(data_dir)
    except BaseException:
        listening.close()
        raise
    if embedded:
        settings = dataclasses.replace(settings, redis_url=embedded.url)
    pool = WorkerPool(workers, settings.redis_url, dict(os.environ))
    try:
        app = create_app(settings)
        server = ApiServer(app, listening, settings)
        pool.start()
        stop_on_signal()
        print(f"tokcheck serving on http://{host}:{server.port} "
              f"(Redis: {'embedded, data in ' + str(data_dir) if embedded else settings.redis_url}; "
              f"{workers} worker{'s' if workers != 1 else ''} here)", flush=True)
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        pool.stop()
        if embedded:
            embedded.stop()
