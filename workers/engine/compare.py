"""Two numbers side by side: a difference table over the knobs that move tok/s (article section 6).

Two or more known differences: not comparable. One: the gap is attributed to that knob, as a hypothesis.
A knob unknown on one side is listed as unknown, never as equal.
"""
from workers.engine.hardware import find_accelerator
from workers.engine.messages import say
from workers.engine.model_names import find_model
from workers.engine.record import Record
from workers.engine.reference import Reference


def _gpu(r: Record, ref: Reference):
    found = find_accelerator(r.gpu, ref)
    if found is None:
        return None
    name = found.entry["name"] if found.entry else r.gpu
    return f"{r.gpu_count or found.count or 1}x {name}"


def _model(r: Record, ref: Reference):
    size = find_model(r.model_id, ref)
    return size.entry["id"] if size and size.entry else r.model_id


def _quant(r: Record, ref: Reference):
    fmt = ref.quantization(r.quantization)
    return f"{r.quantization} ({fmt['nominal_bits'] / 8:g} B/weight)" if fmt else r.quantization


def _engine(r: Record, ref: Reference):
    return " ".join(filter(None, [r.engine, r.engine_version])) or None


def _spec(r: Record, ref: Reference):
    if not r.speculative:
        return "off" if r.engine or r.command else None
    return f"{r.spec_method or 'on'}" + (f", window {r.spec_window}" if r.spec_window else "")


def _cell(r: Record, ref: Reference):
    if r.batch_size is None and r.concurrency is None:
        return None
    return f"{r.streams} stream" + ("s" if r.streams > 1 else "")


KNOBS = (
    ("gpu", _gpu), ("model", _model), ("quantization", _quant), ("engine", _engine), ("speculative", _spec),
    ("context_length", lambda r, ref: r.context_length), ("prefix_caching", lambda r, ref: r.prefix_caching),
    ("kv_cache_dtype", lambda r, ref: r.kv_cache_dtype), ("cell", _cell),
    ("power_limit", lambda r, ref: r.power_limit_watts),
)


def compare(a: Record, b: Record, reference: Reference) -> dict:
    rows, differing, unknown = [], [], []
    for knob, read in KNOBS:
        va, vb = read(a, reference), read(b, reference)
        if va is None and vb is None:
            continue
        differs = None if va is None or vb is None else str(va).lower() != str(vb).lower()
        rows.append({"knob": knob, "a": va, "b": vb, "differs": differs})
        (differing if differs else unknown if differs is None else []).append(knob)
    ratio = round(b.tok_s_out / a.tok_s_out, 2) if a.tok_s_out and b.tok_s_out else None
    if len(differing) >= 2:
        verdict, headline = (
            "not_comparable",
            say("compare.not_comparable", count=len(differing), knobs=", ".join(differing)),
        )
    elif len(differing) == 1:
        verdict, headline = "one_knob", say("compare.one_knob", knob=differing[0], ratio=ratio or "?")
    else:
        verdict, headline = "comparable", say("compare.comparable")
    notes = []
    if "quantization" in differing:
        notes.append(say("compare.other_quantization"))
    if unknown:
        notes.append(say("compare.unknown", knobs=", ".join(unknown)))
    plan = [say("plan.one_variable")] + [say("compare.plan_step", knob=k) for k in differing] if differing else []
    return {
        "verdict": verdict,
        "headline": headline.text(),
        "headline_message": headline.to_dict(),
        "a": {"tok_s": a.tok_s_out, "record_id": a.record_id, "url": a.url},
        "b": {"tok_s": b.tok_s_out, "record_id": b.record_id, "url": b.url},
        "ratio_b_over_a": ratio,
        "rows": rows,
        "differing": differing,
        "unknown": unknown,
        "notes": [n.text() for n in notes],
        "notes_messages": [n.to_dict() for n in notes],
        "experiment_plan": [p.text() for p in plan],
        "experiment_plan_messages": [p.to_dict() for p in plan],
        "reference_version": reference.version,
    }
