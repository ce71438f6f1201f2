"""The RQ jobs, thin on purpose: load the claim, fetch -> normalize -> check, store the annotation.

Only a transient upstream failure is retried: it is raised while retries are left (RQ `Retry` re-runs the job
after the next interval); on the last try the claim gets an `unresolved` annotation saying why and when a
re-post may try again (`retry_at`). A final failure (a 404, a record past the reader's limits) is `unresolved`
at once. Anything else a job raises is a bug or a limit of this worker, not of the upstream: the claim is
`failed` with the reason, at once, never retried. A job that is no longer its claim's current one (recovery
replaced it) does nothing.
"""
import logging
import time
from functools import lru_cache

from rq import get_current_job

from workers.engine.claim_context import extract
from workers.engine.leaderboards import Unresolvable
from workers.engine.pipeline import annotate_claim, first_record_link, judge
from workers.service.claim_store import ClaimStore
from workers.service.fetch_cache import CachedFetch
from workers.service.fetcher import Fetcher
from workers.service.settings import Settings
from workers.service.triage import Triage

log = logging.getLogger("tokcheck.jobs")


@lru_cache(maxsize=1)
def process_settings() -> tuple[Settings, Fetcher]:
    """Settings and the fetcher, made once per worker process, so a job does not pay for an httpx client and
    its TLS context (tens of ms) each time."""
    settings = Settings.from_env()
    return settings, settings.fetcher()


def annotation_for(claim_input: dict, fetch, upstreams: dict, *, last_try: bool = True,
                   retry_at: float | None = None) -> dict:
    """The annotation of one submitted claim; raises Unresolvable only for a transient failure with tries left.
    A transient failure on the last try is `unresolved` with `retry_at` (epoch seconds) on it."""
    claim = extract(claim_input.get("text", ""), claim_input.get("context", ""), claim_input.get("value"),
                    claim_input.get("unit"), claim_input.get("links", []))
    link = first_record_link(claim.links, upstreams)
    try:
        return judge(link, claim=claim, fetch=fetch, upstreams=upstreams, last_try=False)[0]
    except Unresolvable as error:              # transient: judge annotates final failures itself
        if not last_try:
            raise
        return annotate_claim(claim, unresolved_reason=error.reason, retry_at=retry_at)


def check_claim(claim_id: str) -> str:
    """RQ job: judge one accepted claim and store its annotation. Returns the verdict."""
    job = get_current_job()
    settings, fetcher = process_settings()
    store = ClaimStore(job.connection, settings.lease_seconds)
    outcome, claim_input = store.start(claim_id, job.id)
    if outcome != "running":
        return outcome
    stored = False
    try:
        fetch = CachedFetch(job.connection, fetcher, ttl=settings.cache_seconds)
        retry_at = time.time() + settings.unresolved_retry_seconds
        try:
            annotation = annotation_for(claim_input, fetch, settings.upstreams, last_try=not job.retries_left,
                                        retry_at=retry_at)
        except Unresolvable:
            store.mark(claim_id, "queued", job.id)
            raise
        except Exception as error:  # noqa: BLE001 - a bug or a limit of this worker: failed now, not retried
            log.exception("claim %s failed", claim_id)
            store.finish(claim_id, None, "failed", job.id, reason=f"{type(error).__name__}: {error}"[:300])
            return "failed"
        verdict = annotation["verdict"]
        stored = store.finish(claim_id, annotation, job_id=job.id,
                              retry_at=retry_at if "retry_at" in annotation else None,
                              also=Triage.judged(claim_id, verdict), releasing=True)
    finally:
        store.release(claim_id, deleted=stored)
    return verdict if stored else "superseded"


def mark_failed(job, connection, exc_type, exc_value, traceback) -> None:
    """RQ failure callback: a job that failed outside check_claim's own handling (it ran past its timeout, its
    worker was stopped under it) with no retries left is `failed`, saying why."""
    if job.retries_left:
        return
    ClaimStore(connection).finish(job.args[0], None, "failed", job.id,
                                  reason=f"the worker stopped ({exc_type.__name__ if exc_type else 'unknown'})")
