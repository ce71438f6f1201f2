"""peakstone.ai runs: `tok_per_s` beside a `run` object (leaderboards.md 3; the by-hash body is inferred).

Links: peakstone.ai: `/runs/{bundle_hash}` pages; the record is `/api/runs/{hash}` (leaderboards.md 3).
"""
import re
from urllib.parse import SplitResult

from workers.engine.leaderboards.fields import integer, number, obj, text
from workers.engine.record import Record

NAME = "peakstone"

HOSTS = frozenset({"peakstone.ai", "www.peakstone.ai"})
DEFAULT_ORIGIN = "https://peakstone.ai"
_PATH = re.compile(r"^(?:/api)?/runs/([A-Za-z0-9_:-]{6,128})/?$")


def record_id(link: SplitResult) -> str | None:
    match = _PATH.match(link.path)
    return match.group(1) if match else None


def record_path(run_id: str) -> str:
    return f"/api/runs/{run_id}"


def series_path(record: Record) -> str | None:
    return None


def matches(doc: dict) -> bool:
    return (
        "tok_per_s" in doc or "bundle_hash" in doc or isinstance(doc.get("run"), dict) and "bundle_hash" in doc["run"]
    )


def normalize(doc: dict, path: str = "") -> Record:
    p = f"{path}." if path else ""
    run = obj(doc.get("run"), f"{p}run") or doc
    rp = f"{p}run" if doc.get("run") is not None else path
    rp = f"{rp}." if rp else ""
    engine = obj(run.get("engine"), f"{rp}engine")
    model = doc.get("model") if doc.get("model") is not None else run.get("model")
    model_id = (
        text(obj(model, f"{p}model").get("id"), f"{p}model.id") if isinstance(model, dict) else text(model, f"{p}model")
    )
    return Record(
        leaderboard=NAME,
        record_id=text(run.get("bundle_hash"), f"{rp}bundle_hash"),
        submitter=text(run.get("submitter"), f"{rp}submitter"),
        gpu=text(run.get("gpu"), f"{rp}gpu"),
        gpu_count=integer(run.get("gpu_count"), f"{rp}gpu_count", positive=True),
        model_id=model_id,
        quantization=text(doc.get("quant") or run.get("quant"), f"{p}quant"),
        engine=text(engine.get("name"), f"{rp}engine.name"),
        engine_version=text(engine.get("version"), f"{rp}engine.version"),
        tok_s_out=number(
            doc.get("tok_per_s") if doc.get("tok_per_s") is not None else run.get("tok_per_s"),
            f"{p}tok_per_s",
            positive=True,
        ),
        notes=text(run.get("notes"), f"{rp}notes"),
    )
