"""Which cell is reported, and does the claim's conclusion fit it? (article section 8, question three)

A batch-1 single-stream number cannot carry a conclusion about serving many users: the same draft
model can flip from speedup to net loss under high concurrency.
"""
from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say

ID = "serving_cell"


def run(ctx: Context) -> Check:
    rec, claim = ctx.record, ctx.claim
    batch = rec.batch_size or (claim.batch_size if claim else None)
    concurrency = rec.concurrency or (claim.concurrency if claim and not claim.serving else None)
    if batch is None and concurrency is None:
        return Check(ID, "skip", None, say("serving_cell.skip"))
    streams = max(batch or 1, concurrency or 1)
    inputs = {"batch_size": Input(batch, "record" if rec.batch_size else "claim"),
              "concurrency": Input(concurrency, "record" if rec.concurrency else "claim")}
    cell = say("serving_cell.single" if streams == 1 else "serving_cell.aggregate", streams=streams)
    if streams == 1 and claim and claim.serving:
        inputs["claim"] = Input(claim.text, "claim")
        return Check(ID, "warn", streams, say("serving_cell.batch1_for_serving"), [cell, say("serving_cell.why")],
                     inputs)
    caveats = [say("serving_cell.aggregate_caveat")] if streams > 1 and not rec.per_stream else []
    return Check(ID, "pass", streams, say("serving_cell.fits"), [cell], inputs, caveats)
