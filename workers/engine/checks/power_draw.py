"""Reported board power over the card's TDP: a saturated run far below TDP was waiting, not computing.

Power is the number a submitter has no motive to fake and the leaderboard records passively (article
section 3). It judges only a run that claims to be saturated (at least half the card's batch-1 ceiling, as
DESIGN's table has it): below that a low draw says nothing either way, since small or CPU-bound runs idle
honestly (an honest 4B decoding on a 4090 at 246 W of 450 read as suspicious before).
"""
from statistics import fmean

from workers.engine.checks.base import Check, Context, Input
from workers.engine.hardware import find_accelerator, read_with_notes
from workers.engine.messages import say, speed
from workers.engine.roofline import Ceiling, batch1_ceiling

ID = "power_draw"
FAIL, WARN = 0.35, 0.6
SATURATED = 0.5


def run(ctx: Context) -> Check:
    rec = ctx.record
    if not rec.power_watts:
        return Check(ID, "skip", None, say("power_draw.skip_no_power"))
    found = find_accelerator(rec.gpu, ctx.reference)
    found = read_with_notes(found, rec.notes, ctx.reference) if found else None
    # a card named only by its memory is bounded by the fastest such card; its power is no other card's TDP
    accelerator = found.entry if found and not found.by_memory else None
    if not accelerator or not accelerator.get("tdp_w"):
        return Check(ID, "skip", None, say("power_draw.skip_no_tdp", gpu=rec.gpu or "?"))
    tdp_fig = accelerator["tdp_w"]
    tdp = tdp_fig["value"]
    denominator_note = f"{accelerator['name']} board power ({ctx.reference.cite(tdp_fig['source'])})"
    if rec.power_limit_watts and rec.power_limit_watts < tdp:
        tdp, denominator_note = rec.power_limit_watts, "the power limit the record states"
    one_at_a_time = (rec.gpu_count or 1) > 1 and rec.split_mode in ("layer", "pipeline")
    watts = sum(rec.power_watts) if one_at_a_time else fmean(rec.power_watts)
    ratio = watts / tdp
    inputs = {"power_watts": Input(rec.power_watts, "record", "measured, one entry per GPU"),
              "tdp_w": Input(tdp, "reference" if denominator_note.startswith(accelerator["name"]) else "record",
                             denominator_note)}
    steps = [say("power_draw.ratio_split" if one_at_a_time else "power_draw.ratio",
                 watts=round(watts, 1), tdp=tdp, ratio=round(ratio, 3))]
    caveats = [say("power_draw.limit_caveat")]
    if ctx.reference.unverified(tdp_fig):
        caveats.append(say("reference.unverified", what=f"{accelerator['name']} TDP"))
    saturated = _saturated(ctx)
    if saturated is not None:
        steps.append(saturated)
    if ratio < WARN and accelerator.get("tdp_configurable") and not rec.power_limit_watts:
        # a laptop part runs at whatever power its maker set (35-175 W): far below the most it may draw is no idling
        return Check(ID, "skip", round(ratio, 3), say("power_draw.configurable", gpu=accelerator["name"], tdp=tdp),
                     steps, inputs, caveats)
    if ratio < FAIL and saturated is not None:
        return Check(ID, "fail", round(ratio, 3), say("power_draw.idle", ratio=round(ratio, 3)),
                     steps + [say("power_draw.idle_why")], inputs, caveats,
                     headline=say("headline.power", watts=round(watts), tdp=tdp, ratio=round(ratio, 3)))
    if ratio < WARN and saturated is None:
        return Check(ID, "skip", round(ratio, 3), say("power_draw.low_unsaturated", ratio=round(ratio, 3)), steps,
                     inputs, caveats)
    if ratio < WARN:
        return Check(ID, "warn", round(ratio, 3), say("power_draw.low", ratio=round(ratio, 3)), steps, inputs, caveats)
    return Check(ID, "pass", round(ratio, 3), say("power_draw.ok", ratio=round(ratio, 3)), steps, inputs, caveats)


def _saturated(ctx: Context):
    """A message saying why the run claims saturation, or None when it does not."""
    ceiling = batch1_ceiling(ctx)
    claimed = ctx.claimed
    if not isinstance(ceiling, Ceiling) or not claimed:
        return None
    per_stream = claimed.value / ctx.record.streams
    share = per_stream / ceiling.tok_s
    if share >= SATURATED:
        return say(
            "power_draw.saturated", claimed=round(per_stream, 1), ceiling=speed(ceiling.tok_s), share=round(share, 2)
        )
    return None
