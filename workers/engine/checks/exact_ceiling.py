"""Any metric exactly on its theoretical upper bound: suspect it was fed rather than measured.

Real workloads leave scattered values with decimals; AL equal to the window, a 100% acceptance rate or
counts of n/n are the signature of a denominator that got force-fed (article section 2).
"""
from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say

ID = "exact_ceiling"
MIN_DRAFTED = 10


def run(ctx: Context) -> Check:
    rec = ctx.record
    hits, inputs = [], {}
    if rec.acceptance_length is not None and rec.spec_window and rec.spec_window >= 3:
        inputs["acceptance_length"] = Input(rec.acceptance_length, "record", f"window {rec.spec_window}")
        if rec.acceptance_length >= rec.spec_window:
            hits.append(say("exact_ceiling.al", al=rec.acceptance_length, window=rec.spec_window))
    if rec.acceptance_rate is not None:
        inputs["acceptance_rate"] = Input(rec.acceptance_rate, "record")
        if rec.acceptance_rate >= 1.0:
            hits.append(say("exact_ceiling.rate", rate=rec.acceptance_rate))
    if rec.draft_tokens and rec.accepted_tokens is not None and rec.draft_tokens >= MIN_DRAFTED:
        inputs["counts"] = Input(f"{rec.accepted_tokens}/{rec.draft_tokens}", "record")
        if rec.accepted_tokens >= rec.draft_tokens:
            hits.append(say("exact_ceiling.counts", accepted=rec.accepted_tokens, drafted=rec.draft_tokens))
    if not inputs:
        return Check(ID, "skip", None, say("exact_ceiling.skip"))
    if hits:
        return Check(
            ID,
            "fail",
            len(hits),
            say("exact_ceiling.hit", count=len(hits)),
            hits + [say("exact_ceiling.why")],
            inputs,
            headline=say("headline.exact_ceiling"),
        )
    return Check(ID, "pass", 0, say("exact_ceiling.none"), [], inputs)
