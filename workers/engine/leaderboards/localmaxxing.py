"""localmaxxing.com records: the nested GET row and the flat submission body (leaderboards.md 1.5).

Links: localmaxxing.com: run links in every shape posts use (DESIGN section 8, leaderboards.md 1.4).

`/runs/{id}`, `/{locale}/runs/{id}`, `?run={id}` on any page, `/api/og?run={id}`, `/api/speed-tests/{id}`.
A submitter's series comes from `/api/benchmarks?username=...`.
"""
import re
from urllib.parse import SplitResult, parse_qs, quote

from workers.engine import speculation
from workers.engine.leaderboards.fields import boolean, first, integer, join_text, number, numbers, obj, text
from workers.engine.record import Record

NAME = "localmaxxing"

HOSTS = frozenset({"localmaxxing.com", "www.localmaxxing.com"})
DEFAULT_ORIGIN = "https://www.localmaxxing.com"
ID = re.compile(r"^[a-z0-9]{8,64}$")
_RUN_PATH = re.compile(r"^(?:/[a-z]{2}(?:-[A-Za-z]{2})?)?/runs/([^/]+)/?$|^/api/speed-tests/([^/]+)/?$")
SERIES_LIMIT = 200


def record_id(link: SplitResult) -> str | None:
    match = _RUN_PATH.match(link.path)
    candidate = (match.group(1) or match.group(2)) if match else (parse_qs(link.query).get("run") or [None])[0]
    return candidate if candidate and ID.match(candidate) else None


def record_path(run_id: str) -> str:
    return f"/api/speed-tests/{run_id}"


def series_path(record: Record) -> str | None:
    if not record.submitter:
        return None
    return f"/api/benchmarks?username={quote(record.submitter, safe='')}&limit={SERIES_LIMIT}"


def matches(doc: dict) -> bool:
    return "tokSOut" in doc or ("hfId" in doc and "hardware" in doc)


def _split_mode(flags: dict, path: str) -> str | None:
    if (integer(flags.get("tensorParallel"), f"{path}.tensorParallel") or 1) > 1:
        return "tensor"
    if (integer(flags.get("pipelineParallel"), f"{path}.pipelineParallel") or 1) > 1:
        return "pipeline"
    mode = text(flags.get("splitMode"), f"{path}.splitMode")
    return {"layer": "layer", "row": "tensor"}.get((mode or "").lower())


def _gpu(hardware: dict, path: str) -> tuple[str | None, int | None]:
    gpus = hardware.get("gpus")
    if isinstance(gpus, list) and gpus:
        names, count = set(), 0
        for i, entry in enumerate(gpus):
            entry = obj(entry, f"{path}.gpus[{i}]")
            names.add(text(entry.get("gpuName"), f"{path}.gpus[{i}].gpuName"))
            count += integer(entry.get("count"), f"{path}.gpus[{i}].count", positive=True) or 1
        return " + ".join(sorted(n for n in names if n)) or None, count
    name = text(hardware.get("gpuName"), f"{path}.gpuName") or text(hardware.get("chipFamily"), f"{path}.chipFamily")
    count = integer(hardware.get("gpuCount"), f"{path}.gpuCount", positive=True)
    return name, count or (1 if name else None)


def normalize(doc: dict, path: str = "") -> Record:
    p = f"{path}." if path else ""
    model = obj(doc.get("model"), f"{p}model")
    hardware = obj(doc.get("hardware"), f"{p}hardware")
    engine = obj(doc.get("engine"), f"{p}engine")
    flags = obj(doc.get("engineFlags"), f"{p}engineFlags")
    user = obj(doc.get("user"), f"{p}user")
    fp = f"{p}engineFlags"

    def either(key):  # nested GET rows keep engine fields under "engine", flat bodies at the top
        value, where = first(engine, key)
        return (value, f"{p}engine.{key}") if where else (doc.get(key), f"{p}{key}")

    gpu, gpu_count = _gpu(hardware, f"{p}hardware")
    engine_name = text(*either("engineName"))
    command = join_text(text(flags.get("commandSnippet"), f"{fp}.commandSnippet"),
                        text(flags.get("extraFlags"), f"{fp}.extraFlags"))
    method_name = text(flags.get("specMethod"), f"{fp}.specMethod") or speculation.method_from_command(command)
    if method_name is None and boolean(flags.get("mtpEnabled"), f"{fp}.mtpEnabled"):
        method_name = "mtp"
    method = speculation.method_id(method_name)
    stored = integer(flags.get("specNumTokens"), f"{fp}.specNumTokens", positive=True)
    spec_window, window_source = speculation.window(
        engine_name, method, stored, command,
        integer(flags.get("specDraftWindowSize"), f"{fp}.specDraftWindowSize", positive=True))
    notes = text(doc.get("notes"), f"{p}notes")
    al = number(flags.get("specMeanAcceptedLength"), f"{fp}.specMeanAcceptedLength")
    al_source = "record: engineFlags.specMeanAcceptedLength" if al is not None else None
    if al is None and (al := speculation.acceptance_length_from_notes(notes)) is not None:
        al_source = "record: notes"
    temperature, where = first(flags, "temperature")
    if where is None:
        temperature, where = doc.get("temperature"), "temperature"
    return Record(
        leaderboard=NAME,
        record_id=text(doc.get("id"), f"{p}id"),
        submitter=text(user.get("username"), f"{p}user.username") or text(doc.get("username"), f"{p}username"),
        status=text(doc.get("status"), f"{p}status"),
        created_at=text(doc.get("createdAt"), f"{p}createdAt"),
        gpu=gpu, gpu_count=gpu_count, split_mode=_split_mode(flags, fp),
        power_watts=numbers(doc.get("gpuPowerWatts"), f"{p}gpuPowerWatts"),
        power_limit_watts=number(hardware.get("powerWatts"), f"{p}hardware.powerWatts"),
        model_id=text(model.get("hfId"), f"{p}model.hfId") or text(doc.get("hfId"), f"{p}hfId"),
        params_total_b=number(model.get("params"), f"{p}model.params", positive=True),
        params_active_b=number(model.get("activeParams"), f"{p}model.activeParams", positive=True),
        moe=boolean(model.get("isMoE"), f"{p}model.isMoE"),
        quantization=text(*either("quantization")),
        engine=engine_name,
        engine_version=text(*either("engineVersion")),
        engine_repository=text(*either("engineRepository")),
        engine_commit=text(*either("engineCommit")),
        command=command,
        spec_method=method or method_name,
        spec_num_tokens=stored,
        spec_window=spec_window, spec_window_source=window_source,
        acceptance_length=al, acceptance_length_source=al_source,
        draft_tokens=integer(flags.get("specDraftTokens"), f"{fp}.specDraftTokens"),
        accepted_tokens=integer(flags.get("specAcceptedTokens"), f"{fp}.specAcceptedTokens"),
        acceptance_rate=number(flags.get("specAcceptanceRate"), f"{fp}.specAcceptanceRate"),
        tok_s_out=number(doc.get("tokSOut"), f"{p}tokSOut", positive=True),
        prefill_tok_s=number(doc.get("tokSPrefill"), f"{p}tokSPrefill"),
        ttft_ms=number(doc.get("ttftMs"), f"{p}ttftMs"),
        batch_size=integer(doc.get("batchSize"), f"{p}batchSize", positive=True),
        concurrency=integer(flags.get("concurrency"), f"{fp}.concurrency", positive=True),
        context_length=integer(doc.get("contextLength"), f"{p}contextLength"),
        prompt_tokens=integer(doc.get("promptTokens"), f"{p}promptTokens"),
        output_tokens=integer(doc.get("outputTokens"), f"{p}outputTokens"),
        cached_prefill_tokens=integer(doc.get("prefillTokens"), f"{p}prefillTokens"),
        prefix_caching=boolean(flags.get("prefixCaching"), f"{fp}.prefixCaching"),
        kv_cache_dtype=text(flags.get("kvCacheDtype"), f"{fp}.kvCacheDtype"),
        temperature=number(temperature, f"{p}{where}" if where == "temperature" else f"{fp}.temperature"),
        notes=notes,
    )
