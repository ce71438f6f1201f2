"""What a claim's own words name (English or Chinese): card and count, model, quantization, cell, method.

Pure text work: the extension sends the claim sentence with a few words around it, and these are the
facts the physics can run on when there is no record.
"""
import math
import re
from dataclasses import dataclass, field, fields
from operator import attrgetter

from workers.engine import speculation
from workers.engine.claim_grammar import find_claims
from workers.engine.hardware import WORD_EDGE_L, WORD_EDGE_R, find_accelerator
from workers.engine.model_names import DENSE_WORDS, MOE_WORDS, find_model
from workers.engine.reference import REFERENCE

_ACTIVE_COUNT = re.compile(r"\bA\d+(?:\.\d+)?B\b", re.I)
_QUANT = re.compile(
    WORD_EDGE_L + r"(NVFP4|MXFP4|UD-Q\d_K_\w+|IQ\d_\w+|Q\d_K_[SML]|Q\d_K|Q\d_\d|FP8|FP4|INT4|INT8|"
    r"W4A16|W8A8|AWQ|GPTQ(?:-INT4)?|BF16|FP16|NF4|\d(?:\.\d+)?\s*bpw|[248][- ]?bit)" + WORD_EDGE_R,
    re.I,
)
_BATCH = re.compile(r"\b(?:batch(?:[\s_-]*size)?|bs)\s*[=:]?\s*(\d+)", re.I)
_CONCURRENCY = re.compile(
    r"(?:concurrency|并发数?|parallel)\s*[=:：]?\s*(\d+)|(\d+)\s*(?:concurrent|parallel|simultaneous|streams?|users|requests|并发|路|个?用户)",
    re.I,
)
_PER_USER = re.compile(
    r"per[- ](?:user|stream|request|sequence)|each (?:user|stream)|单用户|每(?:个)?用户|每路|每个请求|单路", re.I
)
_PREFILL = re.compile(r"prefill|prompt processing|\bpp\d+\b|预填充|预处理|首字", re.I)
_PHASE_MARK = re.compile(r"(?:^|;\s*)phase:\s*(prefill|decode)\b", re.I)   # the extension's, in the context
_DECODE = re.compile(r"decod\w*|generation|\btg\d+\b|生成|解码|输出", re.I)
_SERVING = re.compile(
    r"\bserv(?:e|es|ing)\b|multi-?user|concurrent users|production|at scale|for (?:a |the |my )?team|"
    r"customers|多用户|高并发|生产环境|上线|对外服务|部署服务|(?:可以|能|足够)服务",
    re.I,
)


@dataclass
class ClaimContext:
    text: str = ""
    context: str = ""
    value: float | None = None
    unit: str | None = None
    links: list[str] = field(default_factory=list)
    gpu: str | None = None
    gpu_count: int | None = None
    model: str | None = None
    params_b: float | None = None
    active_params_b: float | None = None
    moe: bool | None = None
    quantization: str | None = None
    batch_size: int | None = None
    concurrency: int | None = None
    per_user: bool = False
    speculative: bool = False
    spec_method: str | None = None
    phase: str | None = None
    serving: bool = False

    def to_dict(self) -> dict:
        """The fields as plain values, lists copied: what asdict gives, without its recursive copy of every value
        (54 us a claim, for one list of links)."""
        return {name: list(value) if isinstance(value, list) else value
                for name, value in zip(_FIELD_NAMES, _values(self), strict=True)}


_FIELD_NAMES = tuple(f.name for f in fields(ClaimContext))
_values = attrgetter(*_FIELD_NAMES)


def _gpu(words: str) -> tuple[str | None, int | None]:
    """The accelerator the words name, as written, and the count beside it (hardware.py reads both)."""
    found = find_accelerator(words, REFERENCE)
    if found is None or found.entry is None:
        return None, None
    return found.written, found.count


def _model(words: str, claim: ClaimContext) -> None:
    """The model the words name (its catalogue id), or the size they state; "dense"/"MoE" words decide."""
    size = find_model(words, REFERENCE)
    if size and size.entry:
        claim.model = size.entry["id"]
    elif size:
        claim.params_b, claim.moe = size.total_b, size.moe or None
        if size.moe:
            claim.active_params_b = size.active_b
    if DENSE_WORDS.search(words):
        claim.moe = False
    elif MOE_WORDS.search(words) or _ACTIVE_COUNT.search(words):
        claim.moe = True


def _readings_of(value: float | None, found: list[dict]):
    """The grammar's readings of this claim's own number in its sentence, first to last."""
    return (claim for claim in found if value is not None and math.isclose(claim["value"], value, rel_tol=1e-9))


def _phase(words: str, context: str, value: float | None, found: list[dict]) -> str | None:
    """Prefill or decode: as the extension marked it ("phase: prefill", read from the number's own column or
    words), else as the grammar read it beside this number in the sentence, else from the words when they
    name one phase only. A sentence naming both ("pp 4200 t/s, generation 130 t/s") must not leave its prefill
    figure to be judged against the decode ceiling."""
    marked = _PHASE_MARK.search(context)
    if marked:
        return marked.group(1).lower()
    for claim in _readings_of(value, found):
        if claim["phase"]:
            return claim["phase"]
    prefill, decode = _PREFILL.search(words), _DECODE.search(words)
    return "prefill" if prefill and not decode else "decode" if decode and not prefill else None


def _per_user(words: str, value: float | None, found: list[dict]) -> bool:
    """Per user as the grammar read it beside this number (in "单路 40 tok/s，64 并发总吞吐 2400 tok/s" the 2400 is
    not: judged per user, an honest aggregate read as implausible), else as the words say anywhere (a table cell's
    column, the extension's "; per user")."""
    own = next(_readings_of(value, found), None)
    return own["per_user"] if own else bool(_PER_USER.search(words))


def _first_int(pattern: re.Pattern, words: str) -> int | None:
    match = pattern.search(words)
    if not match:
        return None
    return int(next(g for g in match.groups() if g))


def extract(
    text: str, context: str = "", value: float | None = None, unit: str | None = None, links=()
) -> ClaimContext:
    """The facts a claim names. `text` is the claim sentence, `context` the words around it."""
    words = f"{text}\n{context}"
    claim = ClaimContext(text=text, context=context, value=value, unit=unit, links=list(links))
    found = find_claims(text)
    if claim.value is None and found:
        claim.value = found[0]["value"]
        claim.unit = claim.unit or found[0]["unit"]
    claim.gpu, claim.gpu_count = _gpu(words)
    _model(words, claim)
    quant = _QUANT.search(words)
    claim.quantization = quant.group(1) if quant else None
    claim.batch_size = _first_int(_BATCH, words)
    claim.concurrency = _first_int(_CONCURRENCY, words)
    claim.per_user = _per_user(words, claim.value, found)
    claim.speculative, claim.spec_method = speculation.named_in(words)
    claim.phase = _phase(words, context, claim.value, found)
    claim.serving = bool(_SERVING.search(words))
    return claim
