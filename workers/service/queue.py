"""Putting claims on the RQ queue: one job per claim at a time, ids that say which claim and which attempt.

Made on demand from a connection (nothing connects at import). Job ids are `claim-<id>-<n>`: the claim store
records the current one, so a late report from an abandoned attempt is recognised and ignored.
"""
import redis
from rq import Callback, Queue, Retry

from workers.service.claim_store import ClaimStore
from workers.service.jobs import check_claim, mark_failed
from workers.service.settings import Settings

QUEUE_NAME = "tokcheck"


def get_queue(connection: redis.Redis) -> Queue:
    return Queue(QUEUE_NAME, connection=connection)


def enqueue_claim(connection: redis.Redis, claim_id: str, settings: Settings):
    attempt = connection.incr(f"tokcheck:attempts:{claim_id}")
    job_id = f"claim-{claim_id}-{attempt}"
    ClaimStore(connection).set_job(claim_id, job_id)
    intervals = list(settings.retry_intervals)
    retry = Retry(max=len(intervals), interval=intervals) if intervals else None
    return get_queue(connection).enqueue(check_claim, claim_id, job_id=job_id, retry=retry,
                                         job_timeout=settings.job_timeout, result_ttl=600, failure_ttl=7 * 86400,
                                         on_failure=Callback(mark_failed))


def submit(connection: redis.Redis, claim_id: str, claim_input: dict, settings: Settings) -> bool:
    """Accept a claim and queue it; False (and nothing queued) when the same claim is already known."""
    if not ClaimStore(connection, settings.lease_seconds).accept(claim_id, claim_input):
        return False
    enqueue_claim(connection, claim_id, settings)
    return True
