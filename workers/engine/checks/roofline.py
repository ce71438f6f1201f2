"""Claimed decode speed over the batch-1 ceiling (memory bandwidth / weight bytes; article section 4).

With speculative decoding the ceiling is multiplied by the method's *published* acceptance length,
never the record's own, and the honest range that implies is shown as inferred, not measured.
Aggregate figures are judged per stream; without a stream count they are skipped, never failed.
"""
from workers.engine.caseless import Caseless
from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say
from workers.engine.messages import speed as shown
from workers.engine.roofline import (
    Ceiling,
    batch1_ceiling,
    batched_ceiling,
    compute_ceiling,
    compute_unit,
    speculation_allowance,
    uncounted_cluster,
    universal_compute_ceiling,
)

ID = "roofline"
# One \b before the English alternatives, not one each: the scan tests it once per position (3x faster, same match).
# A count of one is no aggregate: "1 concurrent request" is a single stream (HF's SageMaker table, round 43); nor
# are servers side by side ("4x B70 box running 5 concurrent servers", each serving one stream: round 197).
_AGGREGATE = Caseless(r"\b(?:aggregate\b|total (?:output )?(?:token )?throughput|overall throughput|"
                        r"max(?:imum)?[ -](?:load|throughput)|under (?:full )?load|server throughput|"
                        r"across (?:[2-9]|[1-9]\d+) (?:requests|users|streams|prompts)|"
                        r"(?:[2-9]|[1-9]\d+) concurrent(?! (?:servers?|instances?|processes|models|engines|tiers)\b))|"
                        r"总吞吐|聚合")
WARN = 0.9
ASSUMED_FAIL = 2.0  # with the quantization assumed, fail only above the 2-bit ceiling


def run(ctx: Context) -> Check:
    rec = ctx.record
    claimed = ctx.claimed
    if claimed is None and rec.prefill_tok_s and ctx.has_record:   # a prefill-only record: its prefill is judged
        return _prefill(ctx, Input(rec.prefill_tok_s, "record"))
    if claimed is None:
        return Check(ID, "skip", None, say("roofline.skip_no_speed"))
    if ctx.claim and ctx.claim.phase == "prefill" and not ctx.has_record:
        return _prefill(ctx, claimed)
    ceiling = batch1_ceiling(ctx)
    if not isinstance(ceiling, Ceiling):
        return Check(ID, "skip", None, ceiling)
    aggregate = _aggregate_words(ctx)
    if aggregate and rec.streams == 1 and not rec.per_stream and not (ctx.claim and ctx.claim.per_user):
        return _aggregate(ctx, claimed.value, aggregate)
    # prompt tokens counted in ("total = input+output tokens", vLLM's "Total Token throughput"): no stream's decode
    # bound applies, whatever the concurrency, only compute over everything
    with_prompt = _with_prompt_words(ctx)
    if with_prompt:
        return _aggregate(ctx, claimed.value, with_prompt)
    streams = rec.streams
    if streams == 1 and ctx.claim and (ctx.claim.concurrency or 1) > 1 and not ctx.claim.per_user:
        streams = ctx.claim.concurrency
    per_stream = streams > 1 and not rec.per_stream and not (ctx.claim and ctx.claim.per_user)
    if per_stream:
        ceiling = batched_ceiling(ctx, ceiling, streams) or ceiling
    inputs = dict(ceiling.inputs, claimed_tok_s=claimed)
    steps = list(ceiling.steps)
    speed = claimed.value
    if per_stream:
        speed = claimed.value / streams
        inputs["streams"] = Input(streams, "record" if rec.streams > 1 else "claim")
        steps.append(say("roofline.per_stream", claimed=claimed.value, streams=streams, per_stream=_said(speed)))
    ratio = speed / ceiling.tok_s
    figure = round(ratio, 2)
    # the ceiling to a tenth (the web card's bar reads it), to a hundredth under 1 tok/s
    decimals = 1 if ceiling.tok_s >= 1 else 2
    steps.append(say("roofline.ratio", claimed=_said(speed), ceiling=round(ceiling.tok_s, decimals), ratio=figure))
    caveats = list(ceiling.caveats)
    allowance = speculation_allowance(ctx)
    if allowance:
        factor, best, _, scope = allowance
        inputs["published_al"] = Input(factor, "reference", f"{best['method']} {best['benchmark']} "
                                                             f"({scope}; {ctx.reference.cite(best['source'])})")
        steps.append(say("roofline.spec_allowance", factor=factor, ceiling=shown(ceiling.tok_s * factor)))
        method = ctx.reference.spec_method(best["method"])
        caveats.append(say("roofline.mechanism_real", mechanism=_mechanism(method)))
        limit, warn_at = factor, factor * WARN
    else:
        limit, warn_at = 1.0, WARN
    if ceiling.quantization_assumed:
        limit *= ASSUMED_FAIL
        steps.append(say("roofline.assumed_limit", times=ASSUMED_FAIL))
    if ratio > limit and speed < claimed.value and uncounted_cluster(ctx):
        # streams of a node or of a figure per device ("457 tok/s/GPU" at 10 concurrent): the devices they ran on
        # are not counted, so one device's bound per stream says nothing
        return Check(ID, "skip", figure, say("roofline.skip_streams_count", streams=streams, ratio=figure), steps,
                     inputs, caveats)
    if ratio > limit:
        return _against(True, figure, _said(speed), shown(ceiling.tok_s), steps, inputs, caveats,
                        over_headline="headline.roofline_batched" if "experts_touched" in inputs else
                        "headline.roofline")
    if ceiling.unknown_architecture:
        return Check(ID, "skip", figure, say("roofline.within_sparsest", model=ceiling.unknown_architecture,
                                              ratio=figure), steps, inputs, caveats)
    if ceiling.unknown_accelerator:
        return Check(ID, "skip", figure, say("roofline.within_universal", gpu=ceiling.unknown_accelerator,
                                              ratio=figure), steps, inputs, caveats)
    if ceiling.desktop_tok_s and speed > ceiling.desktop_tok_s * limit:
        # within what a server's memory feeds, past a desktop's: a consumer card's unnamed host
        desktop = ceiling.desktop_tok_s * limit / (ASSUMED_FAIL if ceiling.quantization_assumed else 1)
        return Check(ID, "warn", figure, say("roofline.beyond_desktop", claimed=_said(speed), desktop=shown(desktop),
                                             ratio=round(speed / desktop, 2)), steps, inputs, caveats)
    if ratio > warn_at:
        return Check(ID, "warn", figure, say("roofline.near", ratio=figure), steps, inputs, caveats)
    # (a speculative run is said against the ceiling its allowance sets, as it was weighed: "1.21 of the 29 tok/s
    # ceiling: within physical limits" read as a contradiction)
    allowed = ceiling.tok_s * (allowance[0] if allowance else 1)
    return _against(False, figure, _said(speed), shown(allowed), steps, inputs, caveats,
                    said_ratio=round(speed / allowed, 2))


def _said(speed: float) -> float:
    """A claimed speed to a tenth, and to two significant digits under 1 tok/s (a FlexGen run's 1.12 tok/s over 144
    sequences is 0.0078 per stream, which a tenth showed as "0 tok/s")."""
    return round(speed, 1) if speed >= 1 else shown(speed)


def _against(over: bool, ratio: float, claimed: float, ceiling: float, steps, inputs, caveats=(),
             over_headline: str = "headline.roofline", over_summary: str = "roofline.over",
             said_ratio: float | None = None) -> Check:
    """A claim judged against a ceiling: fail over it, pass within; each says the ratio and the ceiling (the
    ratio said may differ from the check's figure where a speculation allowance raised the ceiling said)."""
    said = ratio if said_ratio is None else said_ratio
    if over:
        return Check(ID, "fail", ratio, say(over_summary, ratio=said, ceiling=ceiling), steps, inputs,
                     list(caveats), headline=say(over_headline, claimed=claimed, ceiling=ceiling, ratio=said))
    return Check(ID, "pass", ratio, say("roofline.within", ratio=said, ceiling=ceiling), steps, inputs,
                 list(caveats), headline=say("headline.plausible", claimed=claimed, ceiling=ceiling, ratio=said))


def _aggregate(ctx: Context, claimed: float, words: str) -> Check:
    """An aggregate with no stream count: memory is shared across streams, so the bound is compute."""
    compute = compute_ceiling(ctx)
    if compute is None:
        return Check(ID, "skip", None, say("roofline.skip_aggregate", words=words))
    limit, tflops, fmt, params, tflops_input = compute
    ratio = round(claimed / limit, 2)
    if ratio > 1 and uncounted_cluster(ctx):
        return Check(ID, "skip", None, say("roofline.skip_aggregate_count", words=words, ratio=ratio))
    inputs = {"claimed_tok_s": Input(claimed, "record" if ctx.has_record else "claim"),
              "tensor_tflops": tflops_input,
              "params_b": Input(params, "reference")}
    steps = [say("roofline.aggregate_compute", words=words, tflops=tflops, unit=compute_unit(fmt), params=params,
                 limit=round(limit), claimed=claimed, ratio=ratio)]
    return _against(ratio > 1, ratio, claimed, round(limit), steps, inputs, over_headline="headline.compute",
                    over_summary="roofline.over_compute")


def _prefill(ctx: Context, prefill: Input) -> Check:
    """A prefill (prompt processing) figure: every prompt token passes through every active weight in parallel,
    so compute bounds it, not memory; a figure above it was never computed (a cache, or no prefill at all)."""
    compute = compute_ceiling(ctx)
    universal = None if compute else universal_compute_ceiling(ctx)
    if compute is None and universal is None:
        return Check(ID, "skip", None, say("roofline.skip_prefill"))
    limit, tflops, fmt, params, tflops_input = compute or universal[0]
    ratio = round(prefill.value / limit, 2)
    if ratio > 1 and uncounted_cluster(ctx):
        return Check(ID, "skip", None, say("roofline.skip_prefill_count", ratio=ratio))
    inputs = {"prefill_tok_s": prefill, "tensor_tflops": tflops_input, "params_b": Input(params, "reference")}
    steps = [say("roofline.universal_compute", gpu=universal[1])] if universal else []
    steps.append(say("roofline.prefill_compute", tflops=tflops, unit=compute_unit(fmt), params=params,
                     limit=round(limit), claimed=prefill.value, ratio=ratio))
    if universal and ratio <= 1:   # within what the fastest device made computes: no approval of an unknown one
        return Check(ID, "skip", ratio, say("roofline.within_universal_compute", gpu=universal[1], ratio=ratio),
                     steps, inputs)
    return _against(ratio > 1, ratio, prefill.value, round(limit), steps, inputs,
                    over_headline="headline.prefill_compute", over_summary="roofline.over_compute")


# Words that say a throughput counts the prompt's tokens with the generated ones.
_WITH_PROMPT = Caseless(r"\binput ?\+ ?output\b|\b(?:input|prompt) and (?:output|generated) tokens\b|"
                        r"total token throughput|输入 ?\+ ?输出")


def _with_prompt_words(ctx: Context) -> str | None:
    return _first_words(_WITH_PROMPT, ctx.record.notes, ctx.claim.text if ctx.claim else None)


def _aggregate_words(ctx: Context) -> str | None:
    """The words that say a figure is an aggregate over many requests (never judged as one stream)."""
    if ctx.record.aggregate:
        return "aggregate"
    if ctx.record.concurrency == 1:   # one request at a time, as the record states: its words describe other rows
        return None
    return _first_words(_AGGREGATE, ctx.record.notes, ctx.record.command, ctx.claim.text if ctx.claim else None)


def _first_words(pattern: Caseless, *texts: str | None) -> str | None:
    """The first of texts' matches of pattern, as written."""
    return next((words for text in texts if (words := pattern.search(text))), None)


def _mechanism(method: dict):
    """What is established about the method itself, with its published speedups where there are some."""
    speedups = method.get("speedup_range") or {}
    return say(f"mechanism.{method['id']}", **{k: speedups[k] for k in ("low", "high") if k in speedups})
