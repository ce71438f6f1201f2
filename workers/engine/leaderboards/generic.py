"""Any other JSON record (a gist, a repo file, a PPB row, an AccelMark-like dump), read by its keys.

Each record field lists the key spellings seen in the wild; the first present wins.

Links: A link straight to a JSON file (a gist, a raw repository file): fetched as is, its shape found by its keys.
"""
import difflib
import re
from urllib.parse import SplitResult

from workers.engine import speculation
from workers.engine.errors import InputError
from workers.engine.leaderboards.fields import boolean, first, integer, number, numbers, text
from workers.engine.record import Record

NAME = "generic"

HOSTS = frozenset()
DEFAULT_ORIGIN = None
RAW_HOSTS = frozenset({"raw.githubusercontent.com", "gist.githubusercontent.com"})


def record_id(link: SplitResult) -> str | None:
    if link.hostname in RAW_HOSTS or link.path.lower().endswith(".json"):
        return link.path
    return None


def record_path(path: str) -> str:
    return path


def series_path(record: Record) -> str | None:
    return None


SPEED_KEYS = ("tok_s", "tok_s_out", "tokens_per_second", "tokens_per_sec", "tok_per_s", "tps", "decode_tps",
              "decode_tok_s", "throughput_tok_s", "output_tok_s", "generation_tps", "speed_tok_s")
_KEYS = {
    "gpu": ("gpu", "gpu_name", "gpuName", "accelerator", "hardware", "device"),
    "gpu_count": ("gpu_count", "gpuCount", "num_gpus", "n_gpus"),
    "model_id": ("model", "model_id", "hfId", "hf_id", "model_name"),
    "params_total_b": ("params_b", "params", "parameter_count_b"),
    "params_active_b": ("active_params_b", "activeParams", "active_params"),
    "quantization": ("quantization", "quant", "precision", "dtype"),
    "engine": ("engine", "backend", "framework", "runner_type", "engineName"),
    "engine_version": ("engine_version", "backend_version", "framework_version", "version", "engineVersion"),
    "command": ("command", "cmd", "launch_command", "commandSnippet"),
    "spec_method": ("spec_method", "speculative_method", "specMethod", "draft_method"),
    "draft_model": ("draft_model", "draft", "draftModel", "assistant_model"),
    "spec_num_tokens": ("num_speculative_tokens", "spec_num_tokens", "specNumTokens", "draft_tokens_per_step"),
    "acceptance_length": ("acceptance_length", "mean_acceptance_length", "accept_len", "specMeanAcceptedLength"),
    "draft_tokens": ("draft_tokens", "drafted_tokens", "specDraftTokens"),
    "accepted_tokens": ("accepted_tokens", "specAcceptedTokens"),
    "verify_steps": ("verify_steps", "n_verify", "draft_steps", "specVerifySteps"),
    "prefill_tok_s": ("prefill_tps", "prefill_tok_s", "pp_tok_s", "tokSPrefill"),
    "ttft_ms": ("ttft_ms", "avg_ttft_ms", "ttftMs"),
    "batch_size": ("batch_size", "batch", "batchSize"),
    "aggregate": ("aggregate", "is_aggregate"),
    "moe": ("moe", "is_moe", "isMoE"),
    "concurrency": ("concurrency", "concurrent_users", "streams", "num_streams"),
    "context_length": ("context_length", "n_ctx", "ctx", "contextLength", "context"),
    "output_tokens": ("output_tokens", "outputTokens", "n_gen"),
    "prompt_tokens": ("prompt_tokens", "promptTokens", "n_prompt"),
    "power_watts": ("power_watts", "gpu_power_watts", "gpuPowerWatts", "power_watts_avg"),
    "power_limit_watts": ("gpu_power_limit_w", "power_limit_w", "power_limit"),
    "kv_cache_dtype": ("kv_cache_dtype", "kvCacheDtype", "cache_type_k"),
    "prefix_caching": ("prefix_caching", "prefixCaching", "enable_prefix_caching"),
    "submitter": ("submitter", "username", "user", "author"),
    "record_id": ("id", "run_id", "record_id"),
    "notes": ("notes", "note", "comment", "description"),
}


# A draft model's field that says there was none.
_NO_DRAFT = re.compile(r"(?:none|no|off|false|null|n/?a|-|无|没有|关闭?)?", re.I)


def draft_field(value, path: str) -> str | bool | None:
    """The draft model's name, or whether there was one ("draft": true); a number would be a draft length, said
    under its own key."""
    if value is None or isinstance(value, (bool, str)):
        return value
    raise InputError("expected the draft model's name, or true / false (a draft length goes under "
                     "num_speculative_tokens)", path)


_READ = {"gpu_count": integer, "params_total_b": number, "params_active_b": number, "spec_num_tokens": integer,
         "acceptance_length": number, "draft_tokens": integer, "accepted_tokens": integer, "verify_steps": integer,
         "prefill_tok_s": number, "ttft_ms": number, "batch_size": integer, "concurrency": number,
         "context_length": integer, "output_tokens": integer, "prompt_tokens": integer,
         "power_watts": numbers, "power_limit_watts": number, "prefix_caching": boolean,
    "aggregate": boolean, "moe": boolean, "draft_model": draft_field}


# Keys people write for a field the reader knows under another name: said, never silently skipped.
_MEANT = {"window": "num_speculative_tokens", "draft_window": "num_speculative_tokens",
          "spec_window": "num_speculative_tokens", "draft_max": "num_speculative_tokens",
          "speculative_tokens": "num_speculative_tokens", "gpus": "gpu_count", "num_gpu": "gpu_count",
          "gpu_model": "gpu", "card": "gpu", "params_billion": "params_b", "active_params_billion": "active_params_b",
          "params_active_b": "active_params_b", "params_total_b": "params_b",
          "quantisation": "quantization", "quant_type": "quantization", "tokens_per_s": "tok_s",
          "tok_per_sec": "tok_s", "tokens_sec": "tok_s", "prefill_tokens_per_second": "prefill_tps",
          "power": "power_watts", "watts": "power_watts", "ttft": "ttft_ms", "al": "acceptance_length"}
KNOWN = frozenset(SPEED_KEYS).union(*_KEYS.values())


def unread_keys(doc: dict) -> list[tuple[str, str]]:
    """(given, meant) for each key the reader does not read but that looks like one it does."""
    hints = []
    for key in doc:
        if key in KNOWN or not isinstance(key, str):
            continue
        meant = _MEANT.get(key.lower()) or next(iter(difflib.get_close_matches(key, KNOWN, n=1, cutoff=0.8)), None)
        if meant and meant not in doc:
            hints.append((key, meant))
    return hints


def matches(doc: dict) -> bool:
    return any(key in doc for key in SPEED_KEYS + _KEYS["prefill_tok_s"])


def normalize(doc: dict, path: str = "") -> Record:
    p = f"{path}." if path else ""
    values = {}
    for name, keys in _KEYS.items():
        value, key = first(doc, *keys)
        if key is not None:
            values[name] = _READ.get(name, text)(value, f"{p}{key}")
    speed, key = first(doc, *SPEED_KEYS)
    if key is not None:   # a prefill-only record has no decode speed to judge
        values["tok_s_out"] = number(speed, f"{p}{key}", positive=True)
    stated = values.get("spec_method")
    # ("spec_method": "none" says the run had no speculation, whatever its notes go on to name: "NEXTN removed")
    declined = isinstance(stated, str) and _NO_DRAFT.fullmatch(stated.strip()) is not None
    method = None if declined else speculation.method_id(stated) or stated
    draft = None if declined else values.get("draft_model")
    values.pop("draft_model", None)
    if not method and draft is True:
        method = "speculative"
    elif not method and isinstance(draft, str) and not _NO_DRAFT.fullmatch(draft.strip()):
        # "draft": "Qwen2.5-Coder-0.5B" is a draft model's run; "draft": "EAGLE-3 head" names its method
        method = speculation.named_in(draft)[1] or "draft_model"
    if not method and not declined:   # "notes": "speculative decoding (MTP K3)", "engine": "SGLang (DFlash2 fork)"
        # (or the model's file: "Swift-1.5-Qwen3.8-27B-GSQ-RCO-IQ3_S-mtp.ninfer" carries its MTP head to be used)
        words = " ".join(v for v in (values.get("engine"), values.get("notes"), values.get("model_id")) if v)
        speculative, named = speculation.named_in(words)
        method = named or ("speculative" if speculative else None)
    values["spec_method"] = method
    values["spec_window"], values["spec_window_source"] = speculation.window(
        values.get("engine"), method, values.get("spec_num_tokens"), values.get("command"))
    if method and values["spec_window"] is None:
        values["spec_window"], values["spec_window_source"] = speculation.window_in_notes(values.get("notes"))
    if values.get("acceptance_length") is not None:
        values["acceptance_length_source"] = "record"
    return Record(leaderboard=NAME, unread_keys=unread_keys(doc), **values)
