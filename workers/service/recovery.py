"""No accepted claim is lost: a sweep re-queues claims whose worker died or whose job went missing.

A running claim whose lease lapsed had its worker die under it; a queued claim whose job is gone, failed or
finished without storing a result was dropped (a Redis restart, a crash between accept and enqueue). Workers
run the sweep every few seconds, one at a time (a short Redis lock).
"""
import logging
import threading

import redis
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from workers.service.claim_store import ClaimStore
from workers.service.queue import enqueue_claim
from workers.service.settings import Settings

log = logging.getLogger("tokcheck.recovery")
SWEEP_LOCK = "tokcheck:sweep-lock"
_LIVE = (JobStatus.QUEUED, JobStatus.STARTED, JobStatus.SCHEDULED, JobStatus.DEFERRED)


def _job_alive(connection: redis.Redis, job_id: str | None) -> bool:
    if not job_id:
        return False
    try:
        status = Job.fetch(job_id, connection=connection).get_status()
    except NoSuchJobError:
        return False
    return status in _LIVE


def sweep(connection: redis.Redis, settings: Settings) -> list[str]:
    """Re-queue every pending claim that nothing is working on; returns their ids."""
    store = ClaimStore(connection, settings.lease_seconds)
    requeued = []
    for claim_id in store.pending():
        status = store.status(claim_id)
        if status in (None, "done", "failed"):
            store.forget_pending(claim_id)
            continue
        if store.leased(claim_id):
            continue
        job_id = store.job_id(claim_id)
        if status == "running" or not _job_alive(connection, job_id):
            log.warning("claim %s: %s with no live worker (job %s), queued again", claim_id, status, job_id)
            store.mark(claim_id, "queued")
            enqueue_claim(connection, claim_id, settings)
            requeued.append(claim_id)
    return requeued


def sweep_forever(connection: redis.Redis, settings: Settings, stop: threading.Event) -> None:
    while not stop.wait(settings.sweep_seconds):
        try:
            if connection.set(SWEEP_LOCK, "1", nx=True, px=int(settings.sweep_seconds * 900)):
                sweep(connection, settings)
        except redis.RedisError as error:
            log.warning("recovery sweep skipped: %s", error)
