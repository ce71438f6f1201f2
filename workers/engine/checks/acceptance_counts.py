"""Accepted vs proposed draft tokens: 383/383 is a numerator fed its denominator (article section 2).

The identity accepted + verify steps = output tokens is checked too, but passing it proves only
arithmetic: a community submitter derives the counters from an AL to pass exactly this.
"""
from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say

ID = "acceptance_counts"


def run(ctx: Context) -> Check:
    rec = ctx.record
    if rec.draft_tokens is None or rec.accepted_tokens is None:
        return Check(ID, "skip", None, say("acceptance_counts.skip"))
    drafted, accepted = rec.draft_tokens, rec.accepted_tokens
    inputs = {"draft_tokens": Input(drafted, "record"), "accepted_tokens": Input(accepted, "record")}
    ratio = accepted / drafted if drafted else 0.0
    steps = [say("acceptance_counts.ratio", accepted=accepted, drafted=drafted, ratio=round(ratio, 3))]
    if drafted and accepted >= drafted:
        return Check(ID, "fail", round(ratio, 3), say("acceptance_counts.equal", accepted=accepted, drafted=drafted),
                     steps + [say("acceptance_counts.equal_why")], inputs,
                     headline=say("headline.counts_equal", accepted=accepted, drafted=drafted))
    per_step = (rec.spec_window - 1) if rec.spec_window and rec.spec_window > 1 else None
    caveats = [say("acceptance_counts.identity_caveat")]
    if (rec.verify_steps or per_step) and rec.output_tokens:
        inputs["output_tokens"] = Input(rec.output_tokens, "record")
        if rec.verify_steps:   # counted by the engine: drafts of varying length (llama.cpp) need no window
            steps_n = rec.verify_steps
            inputs["verify_steps"] = Input(steps_n, "record")
            steps.append(say("acceptance_counts.identity_counted", accepted=accepted, steps=steps_n,
                             total=accepted + steps_n, output=rec.output_tokens))
        else:
            steps_n = drafted / per_step
            steps.append(say("acceptance_counts.identity", accepted=accepted, drafted=drafted, per_step=per_step,
                             steps=round(steps_n, 1), total=round(accepted + steps_n, 1), output=rec.output_tokens))
        total = accepted + steps_n
        if abs(total - rec.output_tokens) > 1:
            return Check(ID, "warn", round(ratio, 3), say("acceptance_counts.identity_off", total=round(total, 1),
                                                          output=rec.output_tokens), steps, inputs, caveats)
    return Check(
        ID, "pass", round(ratio, 3), say("acceptance_counts.ok", ratio=round(ratio, 3)), steps, inputs, caveats
    )
