"""Leaderboard JSON in, normalized records out; the shape is detected by its keys.

`normalize_document` takes one record, a list (`{"benchmarks": [...]}`, `{"rows": [...]}` or a bare array)
or an llm-speed run, and returns a list of records. Anything it cannot read raises InputError naming the
field, and nothing else.
"""
from workers.engine.errors import InputError
from workers.engine.leaderboards import generic, llm_speed, localmaxxing, peakstone
from workers.engine.record import Record

_SINGLE = (localmaxxing, peakstone, generic)
_LIST_KEYS = ("benchmarks", "rows", "records", "runs", "leaderboard")
MAX_RECORDS = 5000


def normalize_one(doc, path: str = "") -> list[Record]:
    if not isinstance(doc, dict):
        raise InputError(f"expected a record object, got {type(doc).__name__}", path or None)
    if llm_speed.matches(doc):
        return llm_speed.normalize_all(doc, path)
    for shape in _SINGLE:
        if shape.matches(doc):
            return [shape.normalize(doc, path)]
    raise InputError("no tok/s field found: expected tokSOut (localmaxxing), results[].decode_tps (llm-speed), "
                     "tok_per_s (peakstone) or one of " + ", ".join(generic.SPEED_KEYS), path or None)


def normalize_document(doc) -> list[Record]:
    items, prefix = None, ""
    if isinstance(doc, list):
        items = doc
    elif isinstance(doc, dict):
        for key in _LIST_KEYS:
            if isinstance(doc.get(key), list):
                items, prefix = doc[key], key
                break
    if items is None:
        return normalize_one(doc)
    if not items:
        raise InputError("the list holds no records", prefix or None)
    if len(items) > MAX_RECORDS:
        raise InputError(f"at most {MAX_RECORDS} records at once, got {len(items)}", prefix or None)
    records = []
    for i, item in enumerate(items):
        records.extend(normalize_one(item, f"{prefix}[{i}]"))
    return records
