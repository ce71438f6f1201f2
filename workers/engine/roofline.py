"""The batch-1 decode ceiling: memory bandwidth / bytes of weights read per token (DESIGN section 7).

Every input is the one most generous to the claim (nominal bits, spec-sheet bandwidth, no KV cache),
so a claim above it cannot be blamed on an assumption against the claimant.
"""
from dataclasses import dataclass, field

from workers.engine.checks.base import Context, Input
from workers.engine.messages import Message, say

ASSUMED_BITS = 4.0


@dataclass
class Ceiling:
    tok_s: float
    bandwidth_gbs: float  # summed over the cards
    weight_gb: float
    inputs: dict[str, Input]
    steps: list[Message]
    caveats: list[Message] = field(default_factory=list)
    quantization_assumed: bool = False


def _accelerator(ctx: Context) -> tuple[dict | None, str | None, str]:
    for name, origin in ((ctx.record.gpu, "record" if ctx.has_record else "claim"),
                         (ctx.claim.gpu if ctx.claim else None, "claim")):
        if name:
            return ctx.reference.accelerator(name), name, origin
    return None, None, "record"


def _params(ctx: Context) -> tuple[float | None, bool | None, Input | None]:
    """(parameters read per token in billions, moe, input), from the record, then reference, then claim."""
    rec, claim, ref = ctx.record, ctx.claim, ctx.reference
    entry = ref.model(rec.model_id) or ref.model(claim.model if claim else None)
    moe = rec.moe if rec.moe is not None else entry["moe"] if entry else claim.moe if claim else None
    if moe:
        if rec.params_active_b:
            return rec.params_active_b, True, Input(rec.params_active_b, "record", "active parameters (MoE)")
        if entry:
            fig = entry["params_active_b"]
            return (
                fig["value"],
                True,
                Input(fig["value"], "reference", f"{entry['id']} active params ({ref.cite(fig['source'])})"),
            )
        if claim and claim.active_params_b:
            return claim.active_params_b, True, Input(claim.active_params_b, "claim", "active parameters")
        return None, True, None
    if rec.params_total_b and ctx.has_record:
        return rec.params_total_b, moe, Input(rec.params_total_b, "record", "total parameters (dense reads all)")
    if entry:
        fig = entry["params_total_b"]
        return (
            fig["value"],
            moe,
            Input(fig["value"], "reference", f"{entry['id']} total params ({ref.cite(fig['source'])})"),
        )
    if claim and claim.params_b:
        return claim.params_b, moe, Input(claim.params_b, "claim", "parameters as the post names them")
    return None, moe, None


def batch1_ceiling(ctx: Context) -> Ceiling | Message:
    """The ceiling, or the message saying which input is missing (computed once per context)."""
    if "ceiling" not in ctx.memo:
        ctx.memo["ceiling"] = _batch1_ceiling(ctx)
    return ctx.memo["ceiling"]


def _batch1_ceiling(ctx: Context) -> Ceiling | Message:
    rec, ref = ctx.record, ctx.reference
    accelerator, gpu_name, gpu_origin = _accelerator(ctx)
    if gpu_name is None:
        return say("roofline.skip_no_gpu")
    if accelerator is None:
        return say("roofline.skip_unknown_gpu", gpu=gpu_name)
    params_b, moe, params_input = _params(ctx)
    if params_b is None:
        return say("roofline.skip_moe_active" if moe else "roofline.skip_no_model", model=rec.model_id or "?")
    label = rec.quantization or (ctx.claim.quantization if ctx.claim else None)
    fmt = ref.quantization(label)
    count = rec.gpu_count or (ctx.claim.gpu_count if ctx.claim else None) or 1
    bw = accelerator["bandwidth_gbs"]
    total_bw = bw["value"] * count
    bits = fmt["nominal_bits"] if fmt else ASSUMED_BITS
    bytes_per_weight = bits / 8
    weight_gb = params_b * bytes_per_weight
    ceiling = total_bw / weight_gb
    inputs = {
        "accelerator": Input(accelerator["name"], gpu_origin, f"as written: {gpu_name}"),
        "bandwidth_gbs": Input(bw["value"], "reference", f"spec sheet ({ref.cite(bw['source'])})"),
        "gpu_count": Input(
            count,
            "record" if rec.gpu_count else "claim" if ctx.claim and ctx.claim.gpu_count else "assumed",
            None if rec.gpu_count or (ctx.claim and ctx.claim.gpu_count) else "one card unless a count is given",
        ),
        "params_b": params_input,
        "bytes_per_weight": Input(
            bytes_per_weight,
            "reference" if fmt else "assumed",
            f"{fmt['name']}: {bits:g} bits nominal, scales not counted"
            if fmt
            else f"quantization {'not recognised: ' + label if label else 'not given'}; assumed {ASSUMED_BITS:g}-bit",
        ),
    }
    steps = [
        say(
            "roofline.weights",
            params=params_b,
            kind=say("roofline.kind_active" if moe else "roofline.kind_all"),
            bytes=bytes_per_weight,
            weight_gb=round(weight_gb, 2),
        )
    ]
    if count > 1:
        steps.append(say("roofline.bandwidth_sum", count=count, bw=bw["value"], total=round(total_bw, 1)))
    steps.append(
        say("roofline.ceiling", bw=round(total_bw, 1), weight_gb=round(weight_gb, 2), ceiling=round(ceiling, 1))
    )
    caveats = [
        say("roofline.spec_sheet_optimistic", low=ref.attainment["typical_low"], high=ref.attainment["typical_high"])
    ]
    if fmt and fmt["effective_bits"]["value"] > bits:
        caveats.append(say("roofline.scales", name=fmt["name"], effective=fmt["effective_bits"]["value"], nominal=bits))
    if not moe:
        caveats.append(say("roofline.dense_all_params"))
    if rec.context_length and rec.context_length > 8192:
        caveats.append(say("roofline.kv_long_context", context=rec.context_length))
    if count > 1 and rec.split_mode in ("layer", "pipeline"):
        caveats.append(say("roofline.layer_split"))
    if accelerator.get("unified_memory"):
        caveats.append(say("roofline.unified_memory"))
    if ref.unverified(bw):
        caveats.append(say("reference.unverified", what=f"{accelerator['name']} bandwidth"))
    if not fmt:
        caveats.append(say("roofline.assumed_quantization", bits=ASSUMED_BITS))
    return Ceiling(ceiling, total_bw, weight_gb, inputs, steps, caveats, quantization_assumed=fmt is None)


def speculation_allowance(ctx: Context) -> tuple[float, dict, list[dict], str] | None:
    """The most a speculative method is published to multiply the ceiling by: (factor, best entry, entries, scope).

    Uses published ALs (never the record's own), capped at the window since no step commits more.
    Computed once per context: the roofline check and the inferred range both need it.
    """
    if "allowance" not in ctx.memo:
        rec, claim = ctx.record, ctx.claim
        allowance = None
        if rec.speculative or (claim and claim.speculative):
            known = ctx.reference.spec_method(rec.spec_method or (claim.spec_method if claim else None))
            allowance = ctx.reference.highest_published_al(
                known["id"] if known else None, rec.model_id or (claim.model if claim else None), rec.spec_window
            )
        ctx.memo["allowance"] = allowance
    return ctx.memo["allowance"]
