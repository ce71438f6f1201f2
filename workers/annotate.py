"""The pipeline: a record (or a claim's own words) in, the annotation of DESIGN section 4 out.

Plain dicts come out so every surface (CLI, API, extension) renders the same JSON.
"""
from workers.checks import CHECKS
from workers.checks.base import Context
from workers.claim_context import ClaimContext
from workers.inferred import experiment_plan, inferred_range
from workers.messages import Message, say
from workers.record import Record
from workers.reference import REFERENCE, Reference
from workers.verdict import decide


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


def annotate_claim(claim: ClaimContext, *, unresolved_reason: str | None = None,
                   reference: Reference = REFERENCE) -> dict:
    """A claim with no record: the physics its own words allow (unverified at best).

    With `unresolved_reason`, a link was there but its record could not be fetched or parsed.
    """
    ctx = Context(record=record_from_claim(claim), reference=reference, claim=claim, has_record=False)
    reason = say("verdict.unresolved_reason", reason=unresolved_reason) if unresolved_reason else None
    source = {"url": claim.links[0], "leaderboard": None, "fetched_at": None} if claim.links else None
    return _annotation(ctx, source=source, unresolved=reason)


def annotate_all(records: list[Record], reference: Reference = REFERENCE) -> list[dict]:
    """Every record of a list, each with the rest of the list as its series."""
    return [annotate(r, series=records, reference=reference) for r in records]
