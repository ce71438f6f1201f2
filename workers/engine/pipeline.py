"""The pipeline: a claim, a link or a record document in, the annotations of DESIGN section 4 out.

`judge` is the one path from what a user gave to a card: the RQ job, `tokcheck check`, and through the job the
web page and the extension all call it; `/v1/compare` reads its two sides with the same `read`. Fetching is
passed in (the service caches it in Redis, the CLI fetches directly), so nothing here opens a socket. Plain
dicts come out so every surface renders the same JSON.
"""
from datetime import UTC, datetime

from workers.engine.checks import CHECKS
from workers.engine.checks.base import Context
from workers.engine.checks.window_series import series_index
from workers.engine.claim_context import ClaimContext
from workers.engine.inferred import experiment_plan, inferred_range
from workers.engine.leaderboards import Resolved, Unresolvable, plan_for, read_document, resolve
from workers.engine.messages import Message, say
from workers.engine.record import Record
from workers.engine.reference import REFERENCE, Reference
from workers.engine.verdict import decide


def _annotation(ctx: Context, *, source: dict | None, unresolved: Message | None = None) -> dict:
    checks = [check.run(ctx) for check in CHECKS]
    verdict, headline = decide(checks, has_record=ctx.has_record, unresolved=unresolved is not None)
    plan = experiment_plan(checks) if verdict != "plausible" else []
    caveats = [say("verdict.not_reproduction")] if verdict == "plausible" else []
    if unresolved is not None:
        caveats.insert(0, unresolved)
    return {
        "verdict": verdict,
        "headline": headline.text(), "headline_message": headline.to_dict(),
        "claim": ctx.claim.to_dict() if ctx.claim else None,
        "record": ctx.record.to_dict() if ctx.has_record else None,
        "source": source,
        "checks": [c.to_dict() for c in checks],
        "inferred_range": inferred_range(ctx, checks),
        "experiment_plan": [m.text() for m in plan], "experiment_plan_messages": [m.to_dict() for m in plan],
        "caveats": [m.text() for m in caveats], "caveat_messages": [m.to_dict() for m in caveats],
        "review": None,
        "reference_version": ctx.reference.version,
    }


def annotate(record: Record, *, claim: ClaimContext | None = None, series: list[Record] = (),
             source: dict | None = None, reference: Reference = REFERENCE) -> dict:
    """Annotate a fetched or supplied record; `series` is the submitter's other records for the series check."""
    if source is None:
        source = {"url": record.url, "leaderboard": record.leaderboard, "fetched_at": None}
    ctx = Context(record=record, reference=reference, claim=claim, series=list(series))
    return _annotation(ctx, source=source)


def record_from_claim(claim: ClaimContext) -> Record:
    return Record(leaderboard="claim", gpu=claim.gpu, gpu_count=claim.gpu_count, model_id=claim.model,
                  params_total_b=claim.params_b, params_active_b=claim.active_params_b, moe=claim.moe,
                  quantization=claim.quantization, tok_s_out=claim.value, batch_size=claim.batch_size,
                  concurrency=None if claim.serving else claim.concurrency, per_stream=claim.per_user or None,
                  spec_method=claim.spec_method)


def annotate_claim(claim: ClaimContext, *, unresolved_reason: str | None = None, retry_at: float | None = None,
                   reference: Reference = REFERENCE) -> dict:
    """A claim with no record: the physics its own words allow (unverified at best).

    With `unresolved_reason`, a link was there but its record could not be fetched or parsed; with `retry_at`
    (epoch seconds) the failure was transient, and the card says from when the record is tried again.
    """
    ctx = Context(record=record_from_claim(claim), reference=reference, claim=claim, has_record=False)
    reason = say("verdict.unresolved_reason", reason=unresolved_reason) if unresolved_reason else None
    source = {"url": claim.links[0], "leaderboard": None, "fetched_at": None} if claim.links else None
    annotation = _annotation(ctx, source=source, unresolved=reason)
    if retry_at is not None:
        at = datetime.fromtimestamp(retry_at, UTC).isoformat(timespec="seconds")
        again = say("verdict.retry_at", at=at)
        annotation.update(retry_at=at, caveats=[*annotation["caveats"], again.text()],
                          caveat_messages=[*annotation["caveat_messages"], again.to_dict()])
    return annotation


def annotate_all(records: list[Record], reference: Reference = REFERENCE, progress=None) -> list[dict]:
    """Every record of a list, each with the rest of the list as its series; `progress(done, total)` after each."""
    annotations, series_of = [], series_index(records)
    for record in records:
        annotations.append(annotate(record, series=series_of(record), reference=reference))
        if progress:
            progress(len(annotations), len(records))
    return annotations


def first_record_link(links, upstreams: dict) -> str | None:
    """The first link that names a record of a supported leaderboard (a post links many things)."""
    for link in links:
        try:
            plan_for(link, upstreams)
        except Unresolvable:
            continue
        return link
    return None


def read(subject, fetch=None, upstreams: dict | None = None, claimed: float | None = None) -> Resolved:
    """The record a subject names, with its series and source: a link (str) is fetched and resolved, anything
    else is a record document. Raises Unresolvable (a link) or InputError (a document)."""
    if isinstance(subject, str):
        return resolve(subject, upstreams or {}, fetch, claimed=claimed)
    return read_document(subject, claimed)


def judge(subject=None, *, claim: ClaimContext | None = None, fetch=None, upstreams: dict | None = None,
          last_try: bool = True, annotate_unresolved: bool = True, reference: Reference = REFERENCE,
          progress=None) -> list[dict]:
    """The annotations of a subject: a record link, a record document (one record or a list), or None for a
    claim whose post links no record.

    `claim` is the post's words (or the CLI's --claim); its number applies to the one record the claim is about
    (the link's record, or the list's record nearest the claimed speed), never to the rest of a series. A
    document without a claim gives one annotation per record, each with the list as its series. A link that
    cannot be resolved gives the claim an `unresolved` annotation; Unresolvable is raised instead when the
    failure is transient and tries are left (`last_try=False`), or when the caller wants to say it itself
    (`annotate_unresolved=False`, the CLI's exit 3). `progress(done, total)`, when given, is called after each
    record of a document is judged (the CLI's progress bar on a long list).
    """
    if subject is None:
        return [annotate_claim(claim or ClaimContext(), reference=reference)]
    claimed = claim.value if claim else None
    try:
        resolved = read(subject, fetch, upstreams, claimed)
    except Unresolvable as error:
        if not annotate_unresolved or (error.transient and not last_try):
            raise
        return [
            annotate_claim(claim or ClaimContext(links=[subject]), unresolved_reason=error.reason, reference=reference)
        ]
    if isinstance(subject, str) or claimed:
        return [
            annotate(
                resolved.record,
                claim=claim if claimed else None,
                series=resolved.series,
                source=resolved.source,
                reference=reference,
            )
        ]
    return annotate_all(resolved.series or [resolved.record], reference, progress)
