"""Claims and annotations in Redis: what the API accepted, where each claim stands, what a worker concluded.

Keys (prefix `tokcheck:`): `claim:<id>` the public view `{id, status, annotation?, reason?}` as JSON bytes,
served as is; `input:<id>` what was submitted; `job:<id>` the RQ job running it now; `lease:<id>` held while a
worker runs it; `pending` the ids not yet done, which recovery walks; `retry-at:<id>` when an `unresolved` claim
(a transient upstream failure) may be fetched again, which the first post of it after that time does;
`recovered:<id>` how often recovery re-queued it. A claim is written once, atomically with its input, before it
is queued: an accepted claim is never lost, only re-queued. A worker writes a claim only while its job is the
claim's current one, so an attempt that recovery replaced can never write over (or finish a second time) the
claim its successor owns.
"""
import json
import threading
import time
from dataclasses import dataclass

import redis

PREFIX = "tokcheck:"
PENDING = PREFIX + "pending"
FINISHED = PREFIX + "finished"          # channel: the id of each claim whose outcome (or review) was just stored
STATUSES = ("queued", "running", "done", "failed")
# KEYS: claim, input, pending, retry-at, recovered. ARGV: queued view, input, claim id, now. 1: new; 2: due for a retry.
_ACCEPT = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then
  redis.call('SET', KEYS[2], ARGV[2])
  redis.call('SADD', KEYS[3], ARGV[3])
  return 1
end
local retry_at = tonumber(redis.call('GET', KEYS[4]))
if retry_at and retry_at <= tonumber(ARGV[4]) then
  redis.call('DEL', KEYS[4], KEYS[5])
  redis.call('SET', KEYS[1], ARGV[1])
  redis.call('SADD', KEYS[3], ARGV[3])
  return 2
end
return 0
"""
# KEYS: job, claim, pending. ARGV: job id ('' for any), view, claim id. 1: written; 0: not its job, or finished.
_MARK = """
if ARGV[1] ~= '' and redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if redis.call('SISMEMBER', KEYS[3], ARGV[3]) == 0 then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
return 1
"""


# KEYS: input, claim, job, pending, lease. ARGV: job id, running view, claim id, lease ms. What a job does first, in
# one round trip: {'gone'} (no input, or finished: off `pending`), {'superseded'}, or the lease taken, the claim
# marked running (as `_MARK` would: never over an outcome) and {'running', input}.
_START = """
local input, view = redis.call('GET', KEYS[1]), redis.call('GET', KEYS[2])
local status = view and string.match(view, '"status":"(%a+)"')
if not input or not view or status == 'done' or status == 'failed' then
  redis.call('SREM', KEYS[4], ARGV[3])
  return {'gone'}
end
if redis.call('GET', KEYS[3]) ~= ARGV[1] then return {'superseded'} end
redis.call('SET', KEYS[5], '1', 'PX', ARGV[4])
if redis.call('SISMEMBER', KEYS[4], ARGV[3]) == 1 then redis.call('SET', KEYS[2], ARGV[2]) end
return {'running', input}
"""

# KEYS: job, claim, pending, retry-at, lease, then the step's own. ARGV: job id ('' for any), view, claim id, retry at
# ('' for none), '1' to give up the lease, then the step's own. 1: stored (and the step run, with its own keys and
# arguments as KEYS and ARGV); 0: not its job. One round trip where WATCH, GET, MULTI/EXEC and the lease's DEL took
# four: a finished job was half its worker's Redis time.
_FINISH = """
if ARGV[1] ~= '' and redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SREM', KEYS[3], ARGV[3])
redis.call('PUBLISH', '""" + FINISHED + """', ARGV[3])
if ARGV[4] ~= '' then redis.call('SET', KEYS[4], ARGV[4]) end
if ARGV[5] ~= '' then redis.call('DEL', KEYS[5]) end
step({unpack(KEYS, 6)}, {unpack(ARGV, 6)})
return 1
"""


def _finish_with(step: str) -> str:
    """_FINISH with the step's script as its local function `step`."""
    return f"local function step(KEYS, ARGV)\n{step}\nend\n{_FINISH}"


@dataclass(frozen=True)
class Step:
    """A Lua script of another store's, run inside `finish` when the outcome is stored, as part of the same step:
    `KEYS` and `ARGV` are its own. A worker that dies between the two writes cannot leave one without the other."""
    script: str
    keys: tuple = ()
    args: tuple = ()


def _key(kind: str, claim_id: str) -> str:
    return f"{PREFIX}{kind}:{claim_id}"


def claim_key(claim_id: str) -> str:
    return _key("claim", claim_id)


def encode_view(claim_id: str, status: str, annotation: dict | None = None, reason: str | None = None) -> bytes:
    view = {"id": claim_id, "status": status}
    if annotation is not None:
        view["annotation"] = annotation
    if reason:
        view["reason"] = reason
    return json.dumps(view, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def status_of(view: bytes) -> str:
    """The status of a stored view without parsing its annotation (encode_view writes {"id":...,"status":...})."""
    start = view.index(b'"status":"') + len(b'"status":"')
    return view[start:view.index(b'"', start)].decode()


class ClaimStore:
    def __init__(self, connection: redis.Redis, lease_seconds: float = 10.0):
        self.redis = connection
        self.lease_ms = int(lease_seconds * 1000)

    def accept(self, claim_id: str, claim_input: dict) -> bool:
        """Store a new claim as queued, with its input and in `pending`, in one step, or queue again one that is
        `unresolved` and past its retry time; False when it was already there (then nothing is written)."""
        keys = [claim_key(claim_id), _key("input", claim_id), PENDING, _key("retry-at", claim_id),
                _key("recovered", claim_id)]
        args = [encode_view(claim_id, "queued"), json.dumps(claim_input, ensure_ascii=False), claim_id, time.time()]
        return bool(self.redis.eval(_ACCEPT, len(keys), *keys, *args))

    def view_bytes(self, claim_id: str) -> bytes | None:
        return self.redis.get(claim_key(claim_id))

    def view_bytes_of(self, claim_ids: list[str]) -> list[bytes | None]:
        return self.redis.mget([claim_key(i) for i in claim_ids]) if claim_ids else []

    def views(self, claim_ids: list[str]) -> list[dict | None]:
        return [json.loads(r) if r else None for r in self.view_bytes_of(claim_ids)]

    def set_job(self, claim_id: str, job_id: str) -> None:
        self.redis.set(_key("job", claim_id), job_id)

    def job_id(self, claim_id: str) -> str | None:
        raw = self.redis.get(_key("job", claim_id))
        return raw.decode() if raw else None

    def mark(self, claim_id: str, status: str, job_id: str | None = None) -> bool:
        """Set a claim's status; given `job_id`, only while that job is the claim's current one, and never over
        an outcome (a claim off `pending` is finished). One round trip: a job marks its claim each time."""
        keys = [_key("job", claim_id), claim_key(claim_id), PENDING]
        return bool(self.redis.eval(_MARK, len(keys), *keys, job_id or "", encode_view(claim_id, status), claim_id))

    def finish(self, claim_id: str, annotation: dict | None, status: str = "done", job_id: str | None = None,
               reason: str | None = None, retry_at: float | None = None, also: Step | None = None,
               releasing: bool = False) -> bool:
        """Store the outcome and take the claim off `pending`, in one script with the `also` step (and, `releasing`,
        the lease's key deleted: then `release(claim_id, deleted=True)`); given `job_id`, only while that job is the
        claim's current one. Whether it was stored."""
        also = also or Step("")
        keys = [_key("job", claim_id), claim_key(claim_id), PENDING, _key("retry-at", claim_id),
                _key("lease", claim_id), *also.keys]
        args = [job_id or "", encode_view(claim_id, status, annotation, reason), claim_id, retry_at or "",
                "1" if releasing else "", *also.args]
        return bool(self.redis.eval(_finish_with(also.script), len(keys), *keys, *args))

    def recovered(self, claim_id: str) -> int:
        """Count one more re-queue by recovery; how many there have been since the claim was (re)accepted."""
        return self.redis.incr(_key("recovered", claim_id))

    def pending(self) -> list[str]:
        return sorted(m.decode() for m in self.redis.smembers(PENDING))

    def forget_pending(self, claim_id: str) -> None:
        self.redis.srem(PENDING, claim_id)

    def status_and_lease(self, claim_id: str) -> tuple[str | None, bool]:
        """The claim's status and whether a worker holds its lease, read at one instant: read one after the other,
        a try that ended between the two reads looks like a running claim whose worker let the lease lapse."""
        view, lease = self.redis.mget([claim_key(claim_id), _key("lease", claim_id)])
        return (status_of(view) if view else None), lease is not None

    def start(self, claim_id: str, job_id: str) -> tuple[str, dict | None]:
        """("running", input) once the job holds the claim's lease and has marked it running; ("gone", None) when
        the claim was finished or its input is missing, ("superseded", None) when the job is no longer its
        claim's current one. One round trip where reading, leasing and marking took three; end with `release`."""
        keys = [_key("input", claim_id), claim_key(claim_id), _key("job", claim_id), PENDING, _key("lease", claim_id)]
        reply = self.redis.eval(_START, len(keys), *keys, job_id, encode_view(claim_id, "running"), claim_id,
                                self.lease_ms)
        outcome = reply[0].decode()
        if outcome != "running":
            return outcome, None
        _Renewals.of(self.redis, self.lease_ms).hold(_key("lease", claim_id))
        return outcome, json.loads(reply[1])

    def release(self, claim_id: str, deleted: bool = False) -> None:
        """Give up the lease `start` took: recovery may re-queue the claim from now on if it is not finished.
        `deleted`: a finish that was releasing already deleted its key (renewals never bring one back)."""
        key = _key("lease", claim_id)
        _Renewals.of(self.redis, self.lease_ms).release(key)
        if not deleted:
            self.redis.delete(key)


class _Renewals:
    """One thread per process and lease length renews every lease the process holds, a quarter lease apart
    (a thread per job cost more than the job's own Redis writes)."""
    _all: dict[tuple[int, int], "_Renewals"] = {}
    _made = threading.Lock()

    def __init__(self, connection: redis.Redis, ttl_ms: int):
        self.redis, self.ttl_ms, self.keys, self.lock = connection, ttl_ms, set(), threading.Lock()
        threading.Thread(target=self._renew, name="tokcheck-leases", daemon=True).start()

    @classmethod
    def of(cls, connection: redis.Redis, ttl_ms: int) -> "_Renewals":
        with cls._made:
            key = (id(connection.connection_pool), ttl_ms)
            if key not in cls._all:
                cls._all[key] = cls(connection, ttl_ms)
            return cls._all[key]

    def hold(self, key: str) -> None:
        with self.lock:
            self.keys.add(key)

    def release(self, key: str) -> None:
        with self.lock:
            self.keys.discard(key)

    def _renew(self) -> None:
        while True:
            time.sleep(self.ttl_ms / 4000)
            with self.lock:
                keys = list(self.keys)
            if not keys:
                continue
            try:
                with self.redis.pipeline(transaction=False) as pipe:
                    for key in keys:
                        pipe.set(key, "1", px=self.ttl_ms, xx=True)   # never brings back a lease just released
                    pipe.execute()
            except redis.RedisError:
                pass                       # Redis away: the lease lapses, as it would with the worker gone
