"""Records/second of the full check pipeline against json.loads of the same records, in one run.

Goal (issue: the check engine): the checks cost no more than 5x parsing. Run: python bench/checks.py
"""
import json
import time
from pathlib import Path

from workers.annotate import annotate
from workers.normalize import normalize_document

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures"
NAMES = ["article_record.json", "article_record_flat.json", "control_record.json"]
SECONDS = 2.0


def rate(work, items) -> float:
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        for item in items:
            work(item)
        done += len(items)
    return done / (time.perf_counter() - start)


def main():
    texts = [(FIXTURES / n).read_text("utf-8") for n in NAMES]
    docs = [json.loads(t) for t in texts]
    parse = rate(json.loads, texts)
    checks = rate(lambda doc: [annotate(r) for r in normalize_document(doc)], docs)
    print(f"json.loads            {parse:12,.0f} records/s")
    print(f"normalize + checks    {checks:12,.0f} records/s")
    print(f"cost ratio (checks/parse time) {parse / checks:.1f}x  (goal <= 5x)")


if __name__ == "__main__":
    main()
