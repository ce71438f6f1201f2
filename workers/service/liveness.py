"""Which workers are alive now: each beats every few seconds into one sorted set, and a worker counts while its
last beat is recent. RQ's own worker registry keeps a worker killed with SIGKILL for its key's TTL (minutes),
so /healthz, counting from it, called a dead service healthy.

Key: `tokcheck:alive`, worker name -> time of its last beat.
"""
import time

import redis

ALIVE = "tokcheck:alive"
MISSED_BEATS = 3          # a worker that missed this many beats is dead


def beat(connection: redis.Redis, name: str) -> None:
    connection.zadd(ALIVE, {name: time.time()})


def gone(connection: redis.Redis, name: str) -> None:
    connection.zrem(ALIVE, name)


def live_workers(connection: redis.Redis, beat_seconds: float) -> int:
    """How many workers beat within the last MISSED_BEATS intervals (the dead ones are dropped on the way)."""
    since = time.time() - MISSED_BEATS * max(beat_seconds, 1.0)
    with connection.pipeline(transaction=False) as pipe:
        pipe.zremrangebyscore(ALIVE, "-inf", since)
        pipe.zcard(ALIVE)
        return pipe.execute()[1]
