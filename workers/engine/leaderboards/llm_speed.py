"""llm-speed.com result payloads: one signed run holds several workloads, each becomes a record.

Links: llm-speed.com: `/r/{id}` result pages; the record is `api.llm-speed.com/v1/results/{id}` (leaderboards.md 2).

A run holds one record per workload, which is its own series.
"""
import re
from urllib.parse import SplitResult

from workers.engine.errors import InputError
from workers.engine.leaderboards.fields import integer, number, obj, text
from workers.engine.record import Record

NAME = "llm-speed"

HOSTS = frozenset({"llm-speed.com", "www.llm-speed.com", "api.llm-speed.com"})
DEFAULT_ORIGIN = "https://api.llm-speed.com"
_PATH = re.compile(r"^/(?:r|v1/results)/([A-Za-z0-9_-]{3,64})/?$")


def record_id(link: SplitResult) -> str | None:
    match = _PATH.match(link.path)
    return match.group(1) if match else None


def record_path(run_id: str) -> str:
    return f"/v1/results/{run_id}"


def series_path(record: Record) -> str | None:
    return None


def matches(doc: dict) -> bool:
    return "fingerprint" in doc and "results" in doc


def normalize_all(doc: dict, path: str = "") -> list[Record]:
    p = f"{path}." if path else ""
    fingerprint = obj(doc.get("fingerprint"), f"{p}fingerprint")
    gpus = fingerprint.get("gpus") or []
    if not isinstance(gpus, list):
        gpus = []
    names = [text(obj(g, f"{p}fingerprint.gpus[{i}]").get("name"), f"{p}fingerprint.gpus[{i}].name")
             for i, g in enumerate(gpus)]
    gpu = names[0] if names else text(fingerprint.get("accelerator_summary"), f"{p}fingerprint.accelerator_summary")
    results = doc.get("results")
    if not isinstance(results, list):
        raise InputError("expected an array of results", f"{p}results")
    records = []
    for i, result in enumerate(results):
        rp = f"{p}results[{i}]"
        result = obj(result, rp)
        model = obj(result.get("model"), f"{rp}.model")
        extras = obj(result.get("extras"), f"{rp}.extras")
        streams = integer(result.get("batch_size"), f"{rp}.batch_size", positive=True)
        per_stream = number(extras.get("per_stream_tps"), f"{rp}.extras.per_stream_tps", positive=True)
        records.append(
            Record(
                leaderboard=NAME,
                record_id=text(doc.get("id"), f"{p}id"),
                submitter=text(fingerprint.get("fingerprint_hash"), f"{p}fingerprint.fingerprint_hash"),
                created_at=text(doc.get("finished_at"), f"{p}finished_at"),
                gpu=gpu,
                gpu_count=len(names) or None,
                model_id=text(model.get("identifier"), f"{rp}.model.identifier")
                or text(model.get("name"), f"{rp}.model.name"),
                quantization=text(model.get("quant"), f"{rp}.model.quant"),
                engine=text(result.get("backend"), f"{rp}.backend"),
                engine_version=text(result.get("backend_version"), f"{rp}.backend_version"),
                tok_s_out=per_stream or number(result.get("decode_tps"), f"{rp}.decode_tps", positive=True),
                per_stream=True if per_stream else None,
                prefill_tok_s=number(result.get("prefill_tps"), f"{rp}.prefill_tps"),
                ttft_ms=number(result.get("ttft_ms"), f"{rp}.ttft_ms"),
                batch_size=None if per_stream else streams,
                context_length=integer(result.get("context_tokens"), f"{rp}.context_tokens"),
                prompt_tokens=integer(result.get("prompt_tokens"), f"{rp}.prompt_tokens"),
                output_tokens=integer(result.get("output_tokens"), f"{rp}.output_tokens"),
                notes=text(result.get("workload"), f"{rp}.workload"),
            )
        )
    return records
