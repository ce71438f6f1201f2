"""Records/second of the full check pipeline against json.loads of the same records, in one run.

Goal (issue: the check engine): the checks cost no more than 5x parsing. Run: python bench/checks.py

Two floors are measured beside it, so the goal can be weighed against the output it asks for: building
the finished annotation with no checks at all (pickle.loads, in C, of the very dicts the pipeline
returned), and the same without its English text (what rendering text only on demand would leave).
"""
import json
import pickle
import time
from pathlib import Path

from workers.engine.leaderboards import normalize_document
from workers.engine.pipeline import annotate

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures"
NAMES = ["article_record.json", "article_record_flat.json", "control_record.json"]
SECONDS = 2.0
TEXT_FIELDS = ("headline", "summary", "reasoning", "caveats", "experiment_plan")


def rate(work, items) -> float:
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        for item in items:
            work(item)
        done += len(items)
    return done / (time.perf_counter() - start)


def without_text(annotation: dict) -> dict:
    """The annotation with the English sentences left out: keys and arguments only."""
    kept = {k: v for k, v in annotation.items() if k not in TEXT_FIELDS}
    kept["checks"] = [{k: v for k, v in c.items() if k not in TEXT_FIELDS} for c in annotation["checks"]]
    return kept


def pipeline(doc) -> list[dict]:
    return [annotate(r) for r in normalize_document(doc)]


def main():
    texts = [(FIXTURES / n).read_text("utf-8") for n in NAMES]
    docs = [json.loads(t) for t in texts]
    annotations = [a for doc in docs for a in pipeline(doc)]
    built = [pickle.dumps(a) for a in annotations]
    built_without_text = [pickle.dumps(without_text(a)) for a in annotations]
    parse = rate(json.loads, texts)
    rows = [
        ("normalize + checks", rate(pipeline, docs)),
        ("floor: pickle.loads of the annotation", rate(pickle.loads, built)),
        ("floor: the same without its text", rate(pickle.loads, built_without_text)),
    ]
    print(f"{'json.loads':40} {parse:12,.0f} records/s")
    for name, value in rows:
        print(f"{name:40} {value:12,.0f} records/s   {parse / value:5.1f}x parse time")
    print("goal: normalize + checks <= 5x")


if __name__ == "__main__":
    main()
