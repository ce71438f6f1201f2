"""Upstream fetches shared across workers: fetched bytes saved in Redis before parsing, reused for a TTL, and
concurrent fetches of one URL coalesced into one request (the first takes a lock, the others wait for it).

Keys (prefix `tokcheck:`): `raw:<sha>` {url, body, fetched_at, at} as fetched, kept 30 days as evidence;
`fetching:<sha>` the lock; `fetch-failed:<sha>` why the last fetch failed, kept a minute so those waiting on it
don't refetch (a final failure answers everyone in that minute; a transient one only its waiters, so a retry
does fetch again).
"""
import hashlib
import json
import time
import uuid

import redis

from workers.engine.leaderboards import Unresolvable
from workers.service.fetcher import Fetcher, FetchError

PREFIX = "tokcheck:"
KEEP_RAW_SECONDS = 30 * 24 * 3600
FAILURE_SECONDS = 60


class CachedFetch:
    """`fetch(url) -> (body, fetched_at)` for resolvers.resolve, raising Unresolvable."""

    def __init__(self, connection: redis.Redis, fetcher: Fetcher, ttl: float = 600, wait: float = 30):
        self.redis, self.fetcher, self.ttl, self.wait = connection, fetcher, ttl, wait

    def __call__(self, url: str) -> tuple[bytes, str]:
        digest = hashlib.sha256(url.encode("utf-8")).hexdigest()
        raw, lock, failed = (f"{PREFIX}{kind}:{digest}" for kind in ("raw", "fetching", "fetch-failed"))
        deadline = time.monotonic() + self.wait
        waited_on = None
        while True:
            hit, failure = self._fresh_or_failure(raw, failed)
            if hit:
                return hit
            if failure:
                failure = json.loads(failure)
                # A final failure stands for everyone; a transient one only for those who waited on that fetch.
                if not failure["transient"] or failure["token"] == waited_on:
                    raise Unresolvable(failure["reason"], transient=failure["transient"])
            token = uuid.uuid4().hex
            if self.redis.set(lock, token, nx=True, px=int((self.fetcher.limits.total_timeout + 2) * 1000)):
                try:
                    # Checked again under the lock: the last holder may have stored it since we looked.
                    return self._fresh(raw) or self._fetch(url, raw, failed, token)
                finally:
                    self.redis.eval(_RELEASE, 1, lock, token)
            holder = self.redis.get(lock)
            waited_on = holder.decode() if holder else waited_on
            if time.monotonic() > deadline:
                raise Unresolvable(f"{url}: another fetch of this record did not finish in time", transient=True)
            time.sleep(0.02)

    def _fresh(self, raw: str) -> tuple[bytes, str] | None:
        return self._fresh_of(self.redis.hmget(raw, "body", "fetched_at", "at"))

    def _fresh_or_failure(self, raw: str, failed: str) -> tuple[tuple[bytes, str] | None, bytes | None]:
        """The stored body if fresh, and why the last fetch failed, in one round trip: a record whose series the
        leaderboard does not have (a 404 remembered for a minute) was two reads a job."""
        with self.redis.pipeline(transaction=False) as pipe:
            pipe.hmget(raw, "body", "fetched_at", "at")
            pipe.get(failed)
            stored, failure = pipe.execute()
        return self._fresh_of(stored), failure

    def _fresh_of(self, stored: list) -> tuple[bytes, str] | None:
        body, fetched_at, at = stored
        if body is None or time.time() - float(at) > self.ttl:
            return None
        return body, fetched_at.decode()

    def _fetch(self, url: str, raw: str, failed: str, token: str) -> tuple[bytes, str]:
        try:
            fetched = self.fetcher.get_json(url)
        except FetchError as error:
            failure = {"reason": error.reason, "transient": error.transient, "token": token}
            self.redis.set(failed, json.dumps(failure), ex=FAILURE_SECONDS)
            raise
        with self.redis.pipeline(transaction=True) as pipe:
            pipe.hset(raw, mapping={"url": url, "body": fetched.body, "fetched_at": fetched.fetched_at,
                                    "at": time.time()})
            pipe.expire(raw, KEEP_RAW_SECONDS)
            pipe.execute()
        return fetched.body, fetched.fetched_at


_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""
