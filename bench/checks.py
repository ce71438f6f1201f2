"""Records/second of the full check pipeline (normalize + checks) against building the same annotations from
their parts: pickle.loads, in C, of the very dicts the pipeline returned. The contract asks for that output, so
no pipeline can beat that floor; the earlier goal (5x json.loads) was below it and is withdrawn (issue 15). For
context, the least Python can do to hand back those dicts: copy them, key by key, with no check run."""
import json
import pickle
import time
from pathlib import Path

from bench.figure import Figure
from workers.engine.leaderboards import normalize_document
from workers.engine.pipeline import annotate

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures"
NAMES = ["article_record.json", "article_record_flat.json", "control_record.json"]
SECONDS = 2.0


def rate(work, items) -> float:
    """Items/s of work over items, repeated for SECONDS."""
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        for item in items:
            work(item)
        done += len(items)
    return done / (time.perf_counter() - start)


def pipeline(doc) -> list[dict]:
    return [annotate(r) for r in normalize_document(doc)]


def copied(value):
    """The same dicts and lists built anew in Python: no pipeline written in Python returns its output faster."""
    if isinstance(value, dict):
        return {key: copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [copied(item) for item in value]
    return value


def figures() -> list[Figure]:
    docs = [json.loads((FIXTURES / n).read_text("utf-8")) for n in NAMES]
    annotations = [a for doc in docs for a in pipeline(doc)]
    built = [pickle.dumps(a) for a in annotations]
    floor = rate(pickle.loads, built)
    return [Figure("check pipeline, records/s vs pickle.loads of its annotations", rate(pipeline, docs), floor,
                   "ratio >= 0.33", "rec/s"),
            Figure("(context) the same annotations only copied, in Python", rate(copied, annotations), floor,
                   None, "rec/s")]
