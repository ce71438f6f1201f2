"""The normalized record: every leaderboard shape becomes this one flat dataclass.

Checks read only these fields, so a new leaderboard is a new normalizer, never a change to a check.
Free text (notes, command) is kept exactly as given: control characters, HTML and bidi marks included.
"""
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import get_args, get_origin

from workers.engine.messages import Message


@dataclass(slots=True)
class Record:
    leaderboard: str = "generic"
    record_id: str | None = None
    url: str | None = None
    submitter: str | None = None
    status: str | None = None
    created_at: str | None = None
    # hardware
    gpu: str | None = None
    gpu_count: int | None = None
    split_mode: str | None = None  # "tensor", "layer", "pipeline" when the record says
    power_watts: list[float] = field(default_factory=list)  # measured, one entry per GPU
    power_limit_watts: float | None = None
    # model
    model_id: str | None = None
    params_total_b: float | None = None
    params_active_b: float | None = None
    moe: bool | None = None
    quantization: str | None = None
    # engine
    engine: str | None = None
    engine_version: str | None = None
    engine_repository: str | None = None
    engine_commit: str | None = None
    command: str | None = None  # launch command and extra flags, as given
    # speculative decoding
    spec_method: str | None = None
    spec_num_tokens: int | None = None  # as the leaderboard stored it
    spec_window: int | None = None  # most tokens one verify step can commit (DESIGN section 7)
    spec_window_source: Message | None = None  # how the window was read, as a sentence in every language
    acceptance_length: float | None = None
    acceptance_length_source: str | None = None
    draft_tokens: int | None = None
    accepted_tokens: int | None = None
    verify_steps: int | None = None  # target-model verify passes, when the engine counts them (llama.cpp drafts vary)
    acceptance_rate: float | None = None
    # measurement
    tok_s_out: float | None = None
    prefill_tok_s: float | None = None
    ttft_ms: float | None = None
    batch_size: int | None = None
    concurrency: float | None = None  # a measured mean may be fractional (a serving benchmark's 48.06)
    per_stream: bool | None = None  # True when tok_s_out is already per stream
    aggregate: bool | None = None  # True when tok_s_out is a total over many requests or streams
    context_length: int | None = None
    prompt_tokens: int | None = None
    output_tokens: int | None = None
    cached_prefill_tokens: int | None = None
    prefix_caching: bool | None = None
    kv_cache_dtype: str | None = None
    temperature: float | None = None
    notes: str | None = None
    unread_keys: list[tuple[str, str]] = field(default_factory=list)  # (key given, key meant) the reader skipped

    def to_dict(self) -> dict:
        out = dict(zip(_FIELD_NAMES, _values(self), strict=True))
        for name in _SHAPED_FIELDS:   # three fields, where testing all fifty-five cost half of this call
            if isinstance(out[name], _SHAPED):
                out[name] = _plain(out[name])
        return out

    @property
    def streams(self) -> float:
        """How many streams tok_s_out covers (1 unless batch or concurrency says more)."""
        return max(self.batch_size or 1, self.concurrency or 1)

    @property
    def speculative(self) -> bool:
        return bool(self.spec_method or self.spec_window or self.acceptance_length)

    @property
    def has_config(self) -> bool:
        return bool(self.command or self.engine or self.quantization)


# Looked up once (dataclasses.fields() is slow to call per record); attrgetter reads every field in one call.
_FIELD_NAMES = tuple(f.name for f in fields(Record))
_values = attrgetter(*_FIELD_NAMES)
_SHAPED = list | Message   # the values JSON holds in another shape
# the fields typed to hold them (their type is list[...] or Message | None)
_SHAPED_FIELDS = tuple(f.name for f in fields(Record)
                       if {get_origin(f.type), *get_args(f.type)} & {list, Message})


def _plain(value: list | Message):
    """A list or sentence field as JSON holds it: lists copied (tuples as lists), sentences in English."""
    if isinstance(value, list):
        return [list(v) if isinstance(v, tuple) else v for v in value]
    return value.text()
