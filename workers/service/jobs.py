"""The RQ jobs, thin on purpose: load the claim, fetch -> normalize -> check, store the annotation.

A transient upstream failure is raised while retries are left (RQ `Retry` re-runs the job after the next
interval); on the last try, and for any final failure, the claim gets an `unresolved` annotation saying why.
"""
from functools import lru_cache

from rq import get_current_job

from workers.engine.claim_context import extract
from workers.engine.leaderboards import Unresolvable
from workers.engine.pipeline import first_record_link, judge
from workers.service.claim_store import ClaimStore
from workers.service.fetch_cache import CachedFetch
from workers.service.fetcher import Fetcher
from workers.service.settings import Settings
from workers.service.triage import Triage


@lru_cache(maxsize=1)
def process_settings() -> tuple[Settings, Fetcher]:
    """Settings and the fetcher, made once per process. A worker makes them before it forks work horses, so
    each job inherits them instead of paying for an httpx client and its TLS context (tens of ms) per job."""
    settings = Settings.from_env()
    return settings, settings.fetcher()


def annotation_for(claim_input: dict, fetch, upstreams: dict, *, last_try: bool = True) -> dict:
    """The annotation of one submitted claim; raises Unresolvable only for a transient failure with tries left."""
    claim = extract(claim_input.get("text", ""), claim_input.get("context", ""), claim_input.get("value"),
                    claim_input.get("unit"), claim_input.get("links", []))
    link = first_record_link(claim.links, upstreams)
    return judge(link, claim=claim, fetch=fetch, upstreams=upstreams, last_try=last_try)[0]


def check_claim(claim_id: str) -> str:
    """RQ job: judge one accepted claim and store its annotation. Returns the verdict."""
    job = get_current_job()
    settings, fetcher = process_settings()
    store = ClaimStore(job.connection, settings.lease_seconds)
    claim_input = store.input(claim_id)
    if claim_input is None or store.status(claim_id) == "done":
        store.forget_pending(claim_id)
        return "gone"
    with store.lease(claim_id):
        store.mark(claim_id, "running")
        fetch = CachedFetch(job.connection, fetcher, ttl=settings.cache_seconds)
        try:
            annotation = annotation_for(claim_input, fetch, settings.upstreams, last_try=not job.retries_left)
        except Unresolvable:
            store.mark(claim_id, "queued")
            raise
        with job.connection.pipeline(transaction=True) as pipe:
            store.finish(claim_id, annotation, pipe=pipe)
            Triage(pipe).judged(claim_id, annotation["verdict"])
            pipe.execute()
    return annotation["verdict"]


def mark_failed(job, connection, exc_type, exc_value, traceback) -> None:
    """RQ failure callback: a job that raised with no retries left (a bug, not an upstream) is `failed`."""
    if job.retries_left:
        return
    claim_id = job.args[0]
    store = ClaimStore(connection)
    if store.job_id(claim_id) == job.id and store.status(claim_id) != "done":
        store.finish(claim_id, None, status="failed")
