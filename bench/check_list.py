"""A 5,000-record list through `tokcheck check --json` against the single-record pipeline: lists should be
linear, so a record in the list should cost about what one record alone costs (goal: within 1.5x).

Value: the list's seconds per record, its process start taken off (the time of the same command on one record).
Floor: one record's seconds through judge() + the JSON the CLI prints, in-process, repeated. Run: python -m bench
--only check_list
"""
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from api.annotation_schema import AnnotationSchema
from bench.checks import rate
from bench.figure import Figure
from workers.engine.pipeline import judge

RECORDS = 5000
GPUS = [("RTX 3090 24GB", 112.5), ("RTX 4090 24GB", 127.4), ("M2 Ultra 76-Core GPU", 76.3), ("RTX 5090", 186.0)]


def record(n: int) -> dict:
    gpu, speed = GPUS[n % len(GPUS)]
    return {"id": f"run{n}", "gpu": gpu, "gpu_count": 1, "model": "Meta-Llama-3-8B-Instruct",
            "quantization": "Q4_K_M", "engine": "llama.cpp", "engine_version": "b4400",
            "tok_s": round(speed * (0.9 + (n % 20) / 100), 1), "batch_size": 1}


def seconds_of_check(path: Path) -> float:
    began = time.perf_counter()
    subprocess.run([sys.executable, "-m", "tokcheck", "check", "--json", str(path)], check=True,
                   stdout=subprocess.DEVNULL, timeout=180)
    return time.perf_counter() - began


def one_record_through_the_cli_path(doc: dict) -> str:
    return json.dumps(AnnotationSchema(many=True).dump(judge(doc)), ensure_ascii=False, indent=2)


def figures() -> list[Figure]:
    folder = Path(tempfile.mkdtemp(prefix="tokcheck-bench-list-"))
    one, many = folder / "one.json", folder / "list.json"
    one.write_text(json.dumps(record(0)), "utf-8")
    many.write_text(json.dumps({"benchmarks": [record(n) for n in range(RECORDS)]}), "utf-8")
    start = seconds_of_check(one)
    per_record = (seconds_of_check(many) - start) / RECORDS
    floor = 1 / rate(one_record_through_the_cli_path, [record(0)])
    return [Figure(f"tokcheck check --json, {RECORDS:,}-record list vs one record, per record", per_record * 1000,
                   floor * 1000, "ratio <= 1.5", "ms")]
