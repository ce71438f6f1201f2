"""Acceptance length over the draft window: 1.00 means the draft was fed, not measured (article section 2).

Real prompts leave AL/window well below 1 (InferenceX golden ALs: 0.89-0.97 at k=1, 0.29-0.58 at k=8);
an AL above the method's published real-prompt AL is a warning even under the ceiling.
"""
from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say

ID = "acceptance_window"
FED = 0.98
ABOVE_PUBLISHED = 1.25


def run(ctx: Context) -> Check:
    rec = ctx.record
    if rec.acceptance_length is None or not rec.spec_window:
        missing = "no_al" if rec.acceptance_length is None else "no_window"
        return Check(ID, "skip", None, say(f"acceptance_window.skip_{missing}"))
    al, window = rec.acceptance_length, rec.spec_window
    ratio = al / window
    source = rec.spec_window_source or say("window_source.record")
    inputs = {"acceptance_length": Input(al, "record", rec.acceptance_length_source),
              "window": Input(window, "record", source.text())}
    steps = [say("acceptance_window.window", window=window, source=source),
             say("acceptance_window.ratio", al=al, window=window, ratio=round(ratio, 3))]
    if window >= 3 and ratio >= FED:
        return Check(ID, "fail", round(ratio, 3), say("acceptance_window.fed", ratio=round(ratio, 3)),
                     steps + [say("acceptance_window.fed_why")], inputs,
                     headline=say("headline.fed", al=al, window=window, ratio=round(ratio, 3)))
    published = _published(ctx, window)
    if published:
        ref_al, entry = published
        inputs["published_al"] = Input(
            ref_al, "reference", f"{entry['benchmark']}, {ctx.reference.cite(entry['source'])}"
        )
        steps.append(say("acceptance_window.published", ref_al=ref_al, method=entry["method"]))
        if al > ref_al * ABOVE_PUBLISHED:
            return Check(
                ID,
                "warn",
                round(ratio, 3),
                say("acceptance_window.above_published", al=al, ref_al=ref_al),
                steps,
                inputs,
                [say("acceptance_window.workload_caveat")],
                headline=say("headline.al_high", al=al, ref_al=ref_al),
            )
    return Check(ID, "pass", round(ratio, 3), say("acceptance_window.ok", ratio=round(ratio, 3)), steps, inputs)


def _published(ctx: Context, window: int):
    """The highest published AL for this method and model scope, capped at the window, with its entry."""
    method = ctx.reference.spec_method(ctx.record.spec_method)
    if not method:
        return None
    found = ctx.reference.highest_published_al(method["id"], ctx.record.model_id, window)
    return found[:2] if found else None
