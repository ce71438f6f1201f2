"""Claims and annotations in Redis: what the API accepted, where each claim stands, what a worker concluded.

Keys (prefix `tokcheck:`): `claim:<id>` the public view `{id, status, annotation?}` as JSON bytes, served as is;
`input:<id>` what was submitted; `job:<id>` the RQ job running it now; `lease:<id>` held while a worker runs
it; `pending` the ids not yet done, which recovery walks. A claim is written once, atomically with its input,
before it is queued: an accepted claim is never lost, only re-queued.
"""
import json
import threading
from contextlib import contextmanager

import redis

PREFIX = "tokcheck:"
PENDING = PREFIX + "pending"
STATUSES = ("queued", "running", "done", "failed")
_ACCEPT = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then
  redis.call('SET', KEYS[2], ARGV[2])
  redis.call('SADD', KEYS[3], ARGV[3])
  return 1
end
return 0
"""


def _key(kind: str, claim_id: str) -> str:
    return f"{PREFIX}{kind}:{claim_id}"


def claim_key(claim_id: str) -> str:
    return _key("claim", claim_id)


def encode_view(claim_id: str, status: str, annotation: dict | None = None) -> bytes:
    view = {"id": claim_id, "status": status}
    if annotation is not None:
        view["annotation"] = annotation
    return json.dumps(view, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class ClaimStore:
    def __init__(self, connection: redis.Redis, lease_seconds: float = 10.0):
        self.redis = connection
        self.lease_seconds = lease_seconds

    def accept(self, claim_id: str, claim_input: dict) -> bool:
        """Store a new claim as queued, with its input and in `pending`, in one step; False when it was
        already there (then nothing is written)."""
        keys = [claim_key(claim_id), _key("input", claim_id), PENDING]
        args = [encode_view(claim_id, "queued"), json.dumps(claim_input, ensure_ascii=False), claim_id]
        return bool(self.redis.eval(_ACCEPT, len(keys), *keys, *args))

    def view_bytes(self, claim_id: str) -> bytes | None:
        return self.redis.get(claim_key(claim_id))

    def views(self, claim_ids: list[str]) -> list[dict | None]:
        raw = self.redis.mget([claim_key(i) for i in claim_ids]) if claim_ids else []
        return [json.loads(r) if r else None for r in raw]

    def status(self, claim_id: str) -> str | None:
        raw = self.view_bytes(claim_id)
        return json.loads(raw)["status"] if raw else None

    def input(self, claim_id: str) -> dict | None:
        raw = self.redis.get(_key("input", claim_id))
        return json.loads(raw) if raw else None

    def set_job(self, claim_id: str, job_id: str) -> None:
        self.redis.set(_key("job", claim_id), job_id)

    def job_id(self, claim_id: str) -> str | None:
        raw = self.redis.get(_key("job", claim_id))
        return raw.decode() if raw else None

    def mark(self, claim_id: str, status: str) -> None:
        self.redis.set(claim_key(claim_id), encode_view(claim_id, status))

    def finish(self, claim_id: str, annotation: dict | None, status: str = "done", pipe=None) -> None:
        """Store the outcome and take the claim off `pending`, in one transaction; given `pipe`, the commands
        join that transaction instead and the caller executes it."""
        if pipe is None:
            with self.redis.pipeline(transaction=True) as own:
                self.finish(claim_id, annotation, status, own)
                own.execute()
            return
        pipe.set(claim_key(claim_id), encode_view(claim_id, status, annotation))
        pipe.srem(PENDING, claim_id)

    def pending(self) -> list[str]:
        return sorted(m.decode() for m in self.redis.smembers(PENDING))

    def forget_pending(self, claim_id: str) -> None:
        self.redis.srem(PENDING, claim_id)

    def leased(self, claim_id: str) -> bool:
        return bool(self.redis.exists(_key("lease", claim_id)))

    @contextmanager
    def lease(self, claim_id: str):
        """Hold `lease:<id>` while a worker runs the claim, renewed from a thread; when the worker dies the
        lease lapses and recovery re-queues the claim."""
        key, stop = _key("lease", claim_id), threading.Event()
        ttl_ms = int(self.lease_seconds * 1000)
        self.redis.set(key, "1", px=ttl_ms)

        def renew():
            while not stop.wait(self.lease_seconds / 4):
                self.redis.set(key, "1", px=ttl_ms)

        thread = threading.Thread(target=renew, name=f"lease-{claim_id}", daemon=True)
        thread.start()
        try:
            yield
        finally:
            stop.set()
            thread.join()
            self.redis.delete(key)
