"""The moderators' queue: claims seen across readers, worst verdict first, then most-seen, and their reviews.

Keys (prefix `tokcheck:`): `seen:<id>` a HyperLogLog of the page-URL hashes a claim was seen on (distinct
pages in 12 KB at most, never the URLs; exact for small counts, within about 1% for large ones); `triage` the
open queue, a sorted set scored severity x 2^40 + pages seen; `reviewed` the decided claims, scored by review
time. A review is written into the claim's stored view, so every reader's badge shows it beside the verdict.
"""

import json
import time

import redis

from workers.service.claim_store import FINISHED, PREFIX, Step, claim_key, encode_view

TRIAGE = PREFIX + "triage"
REVIEWED = PREFIX + "reviewed"
SEVERITY = {"implausible": 5, "not_comparable": 4, "suspicious": 3, "unresolved": 2, "unverified": 1, "plausible": 0}
DECISIONS = ("implausible", "not_comparable", "suspicious", "plausible", "unverified")
_SPAN = 2**40  # pages seen stay below this, so severity orders first and the count second

# KEYS: seen:<id>, triage, reviewed. ARGV: claim id, page hash or "", severity or "" (keep the queued one).
_RANK = f"""
if ARGV[2] ~= '' then redis.call('PFADD', KEYS[1], ARGV[2]) end
if redis.call('ZSCORE', KEYS[3], ARGV[1]) then return 0 end
local severity = tonumber(ARGV[3])
if not severity then
  local score = redis.call('ZSCORE', KEYS[2], ARGV[1])
  if not score then return 0 end
  severity = math.floor(tonumber(score) / {_SPAN})
end
redis.call('ZADD', KEYS[2], severity * {_SPAN} + redis.call('PFCOUNT', KEYS[1]), ARGV[1])
return 1
"""


class NotReviewable(Exception):
    """The claim is unknown (404) or not judged yet (409)."""

    def __init__(self, reason: str, status: int):
        super().__init__(reason)
        self.reason, self.status = reason, status


def _seen_key(claim_id: str) -> str:
    return f"{PREFIX}seen:{claim_id}"


def _rank_keys(claim_id: str) -> tuple[str, str, str]:
    """The three keys _RANK reads and writes, in its KEYS order."""
    return _seen_key(claim_id), TRIAGE, REVIEWED


class Triage:
    def __init__(self, connection: redis.Redis):
        """`connection` may be a pipeline: seen() then joins the caller's transaction."""
        self.redis = connection

    def seen(self, claim_id: str, page_hash: str | None) -> None:
        """Count one more page for a claim (the same page twice counts once); re-ranks it if it is queued."""
        if page_hash:
            self.redis.eval(_RANK, 3, *_rank_keys(claim_id), claim_id, page_hash, "")

    @staticmethod
    def judged(claim_id: str, verdict: str) -> Step:
        """A worker finished the claim: it enters the queue at its verdict's severity (unless already reviewed), in
        the same step as the claim's outcome is stored (ClaimStore.finish)."""
        return Step(_RANK, _rank_keys(claim_id), (claim_id, "", SEVERITY.get(verdict, 0)))

    def open(self, limit: int, offset: int = 0) -> list[tuple[str, int]]:
        """(claim id, pages seen) of the undecided claims, worst and most-seen first."""
        rows = self.redis.zrevrange(TRIAGE, offset, offset + limit - 1, withscores=True)
        return [(member.decode(), int(score) % _SPAN) for member, score in rows]

    def reviewed(self, limit: int, offset: int = 0) -> list[tuple[str, int]]:
        """(claim id, pages seen) of the decided claims, latest decision first."""
        ids = [m.decode() for m in self.redis.zrevrange(REVIEWED, offset, offset + limit - 1)]
        with self.redis.pipeline(transaction=False) as pipe:
            for claim_id in ids:
                pipe.pfcount(_seen_key(claim_id))
            return list(zip(ids, pipe.execute(), strict=False))

    def counts(self) -> dict:
        return {"open": self.redis.zcard(TRIAGE), "reviewed": self.redis.zcard(REVIEWED)}

    def review(self, claim_id: str, decision: str, note: str, by: str) -> dict:
        """Write a moderator's decision into the claim's view (the computed verdict stays) and take it off the
        queue, in one transaction; a second review replaces the first. Returns the new view."""
        key, at = claim_key(claim_id), time.time()
        review = {
            "decision": decision,
            "by": by,
            "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(at)),
            "note": note,
        }

        def write(pipe: redis.client.Pipeline):
            raw = pipe.get(key)
            if raw is None:
                raise NotReviewable(f"no claim with id {claim_id}", 404)
            view = json.loads(raw)
            if not view.get("annotation"):
                raise NotReviewable(f"the claim is {view['status']}: it can be reviewed once it is judged", 409)
            view["annotation"]["review"] = review
            pipe.multi()
            pipe.set(key, encode_view(claim_id, view["status"], view["annotation"]))
            pipe.zrem(TRIAGE, claim_id)
            pipe.zadd(REVIEWED, {claim_id: at})
            pipe.publish(FINISHED, claim_id)           # readers waiting on it see the decision now
            return view

        return self.redis.transaction(write, key, value_from_callable=True)
