"""What can be said after a number is killed: an inferred range (labelled inferred) and an experiment plan.

Killing a number is not knowing the true one. The range comes from the roofline and published
acceptance lengths, never from a measurement; the plan changes one variable at a time.
"""
from workers.engine.checks.base import Check, Context
from workers.engine.messages import Message, say, speed
from workers.engine.roofline import Ceiling, batch1_ceiling, speculation_allowance

_PLAN = {
    "acceptance_window": "plan.real_prompts",
    "acceptance_counts": "plan.engine_counters",
    "synthetic_acceptance": "plan.synthetic_off",
    "exact_ceiling": "plan.real_prompts",
    "power_draw": "plan.log_power",
    "roofline": "plan.baseline",
    "window_series": "plan.window_sweep",
    "prefill_cache": "plan.cold_prefill",
    "engine_fork": "plan.upstream",
    "serving_cell": "plan.concurrency",
}


def inferred_range(ctx: Context, checks: list[Check]) -> dict | None:
    """Only when the roofline failed: the range an honest run could land in, with its basis."""
    roofline = next((c for c in checks if c.id == "roofline"), None)
    if roofline is None or roofline.status != "fail":
        return None
    ceiling = batch1_ceiling(ctx)
    if not isinstance(ceiling, Ceiling):
        return None
    low_share = ctx.reference.attainment["typical_low"]
    allowance = speculation_allowance(ctx)
    if allowance:
        factor, _, entries, _ = allowance
        low_al = min(e["acceptance_length"] for e in entries)
        low, high = ceiling.tok_s * low_share * min(low_al, factor), ceiling.tok_s * factor
        basis = say(
            "inferred.spec_basis", ceiling=speed(ceiling.tok_s), share=low_share, low_al=low_al, high_al=factor
        )
    else:
        low, high = ceiling.tok_s * low_share, ceiling.tok_s
        basis = say("inferred.plain_basis", ceiling=speed(ceiling.tok_s), share=low_share)
    return {
        "low": round(low),
        "high": round(high),
        "basis": basis.text(),
        "basis_message": basis.to_dict(),
        "label": "inferred, not measured",
    }


def experiment_plan(checks: list[Check]) -> list[Message]:
    keys = []
    for check in checks:
        key = _PLAN.get(check.id)
        if check.status in ("fail", "warn") and key and key not in keys:
            keys.append(key)
    return [say("plan.one_variable")] + [say(k) for k in keys] if keys else []
