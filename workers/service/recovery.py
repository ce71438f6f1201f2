"""No accepted claim is lost, and none is stuck: a sweep re-queues claims that nothing is working on or
waiting to work on, and gives up on a claim (`failed`, with the reason) after settings.max_recoveries.

The sweep is also the scheduler: it queues the retries whose time has come (RQ `Retry` parks them in the
scheduled registry). RQ's own scheduler is a separate process that exits, with a traceback, when Redis goes
away, and leaves the retries parked until its lock expires; the sweep runs in every worker, so whichever
worker is alive queues them within a sweep period.

What counts as in hand is read from the claim store and RQ's own lists, not from RQ's job status (a job a dead
worker took off the queue still says `queued` or `started`): a claim is in hand while a worker holds its lease,
while its job is in the queue, or while its job waits in the scheduled registry for its retry time. Anything
else (a job in RQ's intermediate list whose worker died, started by a dead worker, gone with a Redis restart,
failed, finished without a result) is lost once it has stayed so for a lease period: the grace that lets a
worker between taking a job and leasing its claim finish doing so. A re-queued claim gets a new job id, so the
old job, should it run after all, does nothing (jobs.py). Workers run the sweep every few seconds, one at a
time (a short Redis lock).
"""
import logging
import time

import redis
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from workers.service.claim_store import PREFIX, ClaimStore
from workers.service.queue import enqueue_claim, get_queue
from workers.service.settings import Settings

log = logging.getLogger("tokcheck.recovery")
SWEEP_LOCK = PREFIX + "sweep-lock"


def _why_lost(connection: redis.Redis, status: str, job_id: str | None, queue, scheduled: str) -> str | None:
    """Why nothing is working on or waiting for the claim's job, or None while something is."""
    if status == "running":
        return "its worker stopped renewing the lease"
    if not job_id:
        return "it has no job"
    if connection.lpos(queue.key, job_id) is not None:
        return None
    if connection.zscore(scheduled, job_id) is not None:
        return None
    return "its job left the queue with no worker on it"


def _lost_since_key(claim_id: str) -> str:
    return f"{PREFIX}lost-since:{claim_id}"


def _lost_for_a_lease(connection: redis.Redis, claim_id: str, job_id: str | None, grace: float) -> bool:
    """True once the claim has been seen lost, with the same job, for `grace` seconds without being seen in hand
    in between (`sweep` forgets the sighting then: a retry keeps its job id, and its moment between being taken
    and being leased must not be counted from the first try's)."""
    key, now = _lost_since_key(claim_id), time.time()
    mark = f"{job_id}:{now}"
    if connection.set(key, mark, nx=True, ex=max(60, int(grace * 10))):
        return False
    seen_job, _, since = connection.get(key).decode().rpartition(":")
    if seen_job != str(job_id):
        connection.set(key, mark, ex=max(60, int(grace * 10)))
        return False
    if now - float(since) < grace:
        return False
    connection.delete(key)
    return True


def queue_due_retries(connection: redis.Redis, queue) -> int:
    """Move the jobs whose retry time has come from the scheduled registry to the queue; how many."""
    registry = ScheduledJobRegistry(queue=queue)
    due = registry.get_jobs_to_schedule(int(time.time()))
    for job in Job.fetch_many(due, connection=connection):
        if job is not None:
            queue.enqueue_job(job)
    for job_id in due:
        registry.remove(job_id)
    return len(due)


def sweep(connection: redis.Redis, settings: Settings) -> list[str]:
    """Queue the retries that are due, then re-queue every pending claim that nothing is working on or waiting
    for; returns the ids of those."""
    store = ClaimStore(connection, settings.lease_seconds)
    queue = get_queue(connection)
    queue_due_retries(connection, queue)
    scheduled = ScheduledJobRegistry(queue=queue).key
    requeued = []
    for claim_id in store.pending():
        status, leased = store.status_and_lease(claim_id)
        if status in (None, "done", "failed"):
            store.forget_pending(claim_id)
            continue
        job_id = None if leased else store.job_id(claim_id)
        why = None if leased else _why_lost(connection, status, job_id, queue, scheduled)
        if why is None:                                  # in hand: a later sighting starts its grace afresh
            connection.delete(_lost_since_key(claim_id))
            continue
        if status != "running" and not _lost_for_a_lease(connection, claim_id, job_id, settings.lease_seconds):
            continue
        if store.recovered(claim_id) > settings.max_recoveries:
            reason = f"given up after {settings.max_recoveries} recoveries: {why}"
            if store.finish(claim_id, None, "failed", job_id, reason=reason):
                log.warning("claim %s: %s", claim_id, reason)
            continue
        if store.mark(claim_id, "queued", job_id):
            log.warning("claim %s: %s (job %s); queued again", claim_id, why, job_id)
            enqueue_claim(connection, claim_id, settings)
            requeued.append(claim_id)
    return requeued


def sweep_if_our_turn(connection: redis.Redis, settings: Settings) -> list[str]:
    """Sweep unless another worker did within this sweep period (a short lock); RedisError passes through."""
    if connection.set(SWEEP_LOCK, "1", nx=True, px=int(settings.sweep_seconds * 900)):
        return sweep(connection, settings)
    return []
