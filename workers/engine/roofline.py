"""The batch-1 decode ceiling: memory bandwidth / bytes of weights read per token (DESIGN section 7).

Every input is the one most generous to the claim (nominal bits, spec-sheet bandwidth, no KV cache),
so a claim above it cannot be blamed on an assumption against the claimant.
"""
import math
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import NamedTuple

from workers.engine.checks.base import Context, Input
from workers.engine.gguf_bits import block_bits
from workers.engine.hardware import (
    MAX_COUNT,
    FoundAccelerator,
    fastest_compute,
    fastest_memory,
    find_accelerator,
    names_memory,
    read_with_notes,
    stated_bandwidth,
    stated_host_ram,
    stated_memory,
)
from workers.engine.messages import Message, say, speed
from workers.engine.model_names import (
    DENSE_WORDS,
    MOE_WORDS,
    OLLAMA_DEFAULT_QUANTIZATION,
    SIZE_AGREES,
    ModelSize,
    family_all_moe,
    family_moe,
    find_model,
    quantization_in_name,
)
from workers.engine.reference import Reference

ASSUMED_BITS = 4.0
_LABEL_FROM = {"name": "; as the model's name states it",
               "ollama_default": "; ollama's default for a library tag that names no quantization",
               "ollama_engine": "; ollama's default: it ran the model, and nothing names another quantization",
               "native": "; the model's own released format, which a file labelled with more bits keeps"}
_SERVING = re.compile(r"vllm|sglang|tensorrt|trt-?llm|text-generation-inference|\btgi\b|lmdeploy|mindie", re.I)
# engines that run the experts or layers the cards cannot hold on the CPU, from host memory, even beside a serving
# engine ("kt-kernel (KTransformers) + SGLang")
_HYBRID = re.compile(r"ktransformers|kt-kernel|ik_llama|llama\.?cpp", re.I)
# a record's notes naming a serving deployment's parallelism, whatever its engine ("prefill/decode-disaggregated",
# "TP=8", "expert parallel"): its weights are held on cards, as a serving engine's are
_SERVING_NOTES = re.compile(r"disaggregat|\b(?:tp|ep)[ \t=-]?\d|(?:tensor|expert|pipeline)[ \t_-]?parallel", re.I)
# a record's notes naming the host memory as a tier of its own (an expert cache on the card, the rest on the CPU; a
# CPU-GPU hybrid, "MoE experts split between GPU VRAM and NUMA CPU RAM"):
# whatever the engine, the layers that do not fit are read from host memory, not copied over the link each step
_HOST_TIER = re.compile(r"offload|cpu[ _-]?(?:tier|experts?|moe)|expert[ _-]?cache"
                        r"|experts?[ \t]+on[ \t]+(?:the[ \t]+)?cpu|\d+[ \t-]?channels?\b|\bDDR[45]"
                        r"|cpu[ _/+-]*gpu[ _-]*hybrid|hybrid[ _-]+cpu|\bnuma\b|cpu[ _-]?ram|混合推理|异构推理", re.I)
# layers split across the devices, one stream crossing them in turn ("pipeline parallel", "--split-mode layer", Ollama's
# "layer split", exo's "pipeline sharding"), with no tensor split beside it: one device's memory bounds each token
_PIPELINE = re.compile(r"pipeline[ \t_-]?(?:parallel\w*|shard\w*|split\w*)|layer[ \t_-]?split\w*"
                       r"|split[ \t_-]?mode[ \t:=]+layer|流水线并行|按层切分", re.I)
_TENSOR_SPLIT = re.compile(r"tensor[ \t_-]?parallel|\btp[ \t=-]?[2-9]|tensor[ \t_-]?split|split[ \t_-]?mode[ \t:=]+row"
                           r"|张量并行", re.I)
_GGUF_ENGINE = re.compile(r"llama\.?cpp|ollama|lm ?studio|koboldcpp|llamafile|\bjan\b", re.I)   # engines that read GGUF
_OLLAMA_ENGINE = re.compile(r"\s*ollama\b(?!.*ipex)", re.I)   # ollama itself, not ollama-ipex-llm's build
HOST_MEMORY_GBS = 576.0  # 12 channels x DDR5-6000 x 8 B: no host memory in common servers is faster
# A consumer card's host, when nothing names it, is most likely a desktop: two channels of DDR5-8000 x 8 B [M], the
# fastest memory a desktop board runs. A claim only a server's memory could feed is then `suspicious` (the post may
# leave its server unnamed), never failed: the bound that fails stays HOST_MEMORY_GBS.
DESKTOP_MEMORY_GBS = 128.0
DESKTOP_RAM_MAX_GB = 256   # four 64 GB sticks, the most a desktop board holds [M]: more is a server's or workstation's
DESKTOP_MAX_CARDS = 4      # the most cards a desktop board takes, risers and all [M]
# a run on code: a coding model ("Qwen2.5-Coder-32B", "CodeLlama-34b", "Codestral") or words saying the prompts were
# code ("15 coding tasks", "代码补全"): its drafts accept as code's do
_CODE = re.compile(r"cod(?:er|ellama|estral|egemma)|\bcoding\b|"
                   r"\bcode (?:tasks?|generation|completion|prompts?|edits?)\b|代码|编程", re.I)
_CONSUMER_CARD = re.compile(r"GeForce|Radeon RX|Radeon VII|\bArc [AB]\d|TITAN", re.I)
# words naming a host past a desktop: a server or workstation CPU, its sockets or memory channels, a server itself
_BIGGER_HOST = re.compile(r"EPYC|Xeon|Threadripper|\bTR[ -]?PRO\b|server|workstation|dual[ -]?socket|"
                          r"\d[ -]?(?:channels?|ch)\b|(?:quad|hexa|octa|eight|twelve)[ -]channel|"
                          r"服务器|工作站|双路|\d+ ?路|[四六八十二]+通道|\d+ ?通道", re.I)
# A serving engine computes on its cards only: weights that do not fit are copied in over the host link at every
# step (vLLM's --cpu-offload-gb, vllm#3563). PCIe 5.0 x16, 64 GB/s each way, is the fastest a PCIe card has
# (NVIDIA Transformer Engine's offloading notes); a superchip's own link is on file as host_link_gbs.
HOST_LINK_GBS = 64.0
# the fastest host link a card family has, x16 each way [M]: PCIe 3.0 16 GB/s (Pascal, Volta, Turing, Radeon VII),
# 4.0 32 GB/s (Ampere, Ada, RDNA 1-3, MI50-MI250, Arc Alchemist), 5.0 x8 32 GB/s (Arc Battlemage); PCIe 5.0 x16
# (Hopper, Blackwell, MI300, RDNA 4) and any family not named here take HOST_LINK_GBS
PCIE_BY_ARCHITECTURE = {
    "maxwell": ("PCIe 3.0 x16", 16.0), "pascal": ("PCIe 3.0 x16", 16.0), "volta": ("PCIe 3.0 x16", 16.0),
    "turing": ("PCIe 3.0 x16", 16.0), "gcn4": ("PCIe 3.0 x16", 16.0),
    "ampere": ("PCIe 4.0 x16", 32.0), "ada": ("PCIe 4.0 x16", 32.0), "rdna1": ("PCIe 4.0 x16", 32.0),
    "rdna2": ("PCIe 4.0 x16", 32.0), "rdna3": ("PCIe 4.0 x16", 32.0), "gcn5": ("PCIe 4.0 x16", 32.0),
    "cdna1": ("PCIe 4.0 x16", 32.0), "cdna2": ("PCIe 4.0 x16", 32.0), "xe-hpg": ("PCIe 4.0 x16", 32.0),
    "xe2": ("PCIe 5.0 x8", 32.0),
}
# A machine whose accelerator shares one memory with its CPU (Apple silicon, GB10, Strix Halo, a phone) has no host
# memory beyond it: weights that do not fit page in from storage at every token (llama.cpp's mmap, macOS swap, an
# engine streaming experts from the SSD). PCIe 5.0 x4 (32 GT/s x 4 lanes, 128b/130b: 15.75 GB/s) is the fastest link
# an NVMe drive has; no laptop or desktop SSD reads faster.
STORAGE_GBS = 15.75
# the share of an MoE token's reads that are the same every token (attention, shared experts, dense layers):
# DeepSeek-V3 reads about 17B of its 37B active so (MLA attention, one shared expert, three dense layers); half is
# taken as the generous figure for any MoE, since a card holding those serves them at its own speed
MOE_EVERY_TOKEN = 0.5
GIB = 2 ** 30 / 1e9  # GB in a GiB: a card's or a machine's "32 GB" of memory holds 34.4 GB of weights
# a model of this many parameters or more that is not on file and not said to be dense is of unknown architecture:
# nearly every open model this large since 2024 is MoE (the dense ones, Llama 3.1 405B, Mistral Large, Falcon 180B,
# Qwen1.5-110B, are on file), and judged as dense an honest MoE figure fails (round 13: "Qwen3.5 122B", "Ling 3.0
# Flash 124B" at 3-4x their dense ceilings before either was on file). It is read at the sparsest share of active
# parameters of any MoE on file, a bound that can rule a claim out, never in.
LIKELY_MOE_B = 100
SRAM_MAX_CHIPS = 4096  # SRAM chips hold a model across hundreds of them: a GroqRack is 576 LPUs (R5-GROQ-LPU)


@dataclass
class Ceiling:
    tok_s: float
    bandwidth_gbs: float  # summed over the cards
    weight_gb: float
    inputs: dict[str, Input]
    steps: list[Message]
    caveats: list[Message] = field(default_factory=list)
    quantization_assumed: bool = False
    unknown_accelerator: str | None = None  # as written, when the bound is the fastest memory made, not this device
    unknown_architecture: str | None = None  # the model as written, when read at the sparsest MoE share (LIKELY_MOE_B)
    desktop_tok_s: float | None = None  # a consumer card's ceiling with a desktop's memory for what it cannot hold


def _accelerator(ctx: Context) -> tuple[FoundAccelerator | None, str, str | None]:
    """What the record's hardware field names, else what the post's words name: where it came from, and those
    words as written."""
    for name, origin in ((ctx.record.gpu, "record" if ctx.has_record else "claim"),
                         (ctx.claim.gpu if ctx.claim else None, "claim")):
        found = find_accelerator(name, ctx.reference)
        if found:
            return read_with_notes(found, ctx.record.notes, ctx.reference), origin, name
    return None, "record", None


# a size the name says is effective: "gemma-4-E2B", "gemma3n:e4b"
EFFECTIVE_SIZE = re.compile(r"(?<![a-z0-9])e\d+(?:\.\d+)?b(?![a-z])", re.I)


def _size_input(size: ModelSize, active: bool, ref) -> Input:
    value = size.active_b if active else size.total_b
    what = "active" if active else "total"
    if size.entry:
        fig = size.entry["params_active_b" if active else "params_total_b"]
        line = (f"; '{size.written}' names no size: the smallest it was released in ({size.line_sizes})"
                if size.line_sizes else "")
        return Input(value, "reference", f"{size.entry['id']} {what} params ({ref.cite(fig['source'])}){line}")
    return Input(value, "assumed", f"{what} params read from the name '{size.written}'")


def _model_size(ctx: Context) -> ModelSize | None:
    """The model the record's name (or else the post's words) means, looked up once per context."""
    if "model_size" not in ctx.memo:
        claim = ctx.claim
        ctx.memo["model_size"] = find_model(ctx.record.model_id, ctx.reference) or (
            find_model(claim.model, ctx.reference) if claim else None)
    return ctx.memo["model_size"]


def _params(ctx: Context) -> tuple[float | None, bool | None, Input | None]:
    """(parameters read per token in billions, moe, input): the record's own counts, then the model its name (or
    the post's words) means, from the catalogue or read from the name."""
    rec, claim, ref = ctx.record, ctx.claim, ctx.reference
    size = _model_size(ctx)
    if _likely_moe(ctx):
        share, sparsest = sparsest_share(ref)
        active = size.total_b * share
        return active, True, Input(round(active, 2), "assumed", (
            f"active params: {size.total_b:g}B x {share:.3f}, the sparsest MoE on file ({sparsest['id']}): "
            f"'{size.written}' is not on file, and "
            + ("its name says MoE" if MOE_WORDS.search(rec.model_id or "") else
               f"a model of {size.total_b:g}B is most likely MoE")))
    moe = rec.moe
    if moe is None and rec.params_active_b and rec.params_active_b < (rec.params_total_b or float("inf")):
        moe = True
    if moe is None:
        moe = size.moe if size else claim.moe if claim else None
        if moe is None and not size:   # "Qwen-3.5 MoE" says so; "Llama 4": every model of its family on file is one
            name = rec.model_id or (claim.model if claim else None)
            moe = bool(name and MOE_WORDS.search(name)) or family_all_moe(name, ref) or None
        # the record's own count under the catalogue MoE's active parameters: the name ("DeepSeek R1") covers a smaller
        # dense model the record means (its 7B distill), read as the record counts it, as for any record's total
        if moe and size and size.moe and rec.params_total_b and ctx.has_record and \
                rec.params_total_b < size.active_b * (1 - SIZE_AGREES):
            moe = None
    if moe:
        if rec.params_active_b:
            return rec.params_active_b, True, Input(rec.params_active_b, "record", "active parameters (MoE)")
        if size and size.moe:
            return size.active_b, True, _size_input(size, True, ref)
        if claim and claim.active_params_b:
            return claim.active_params_b, True, Input(claim.active_params_b, "claim", "active parameters")
        family = family_moe(rec.model_id or (claim.model if claim else None), ref)
        if family:   # "Qwen3 MoE": its family's sparsest MoE, an assumption the card names
            return family.active_b, True, Input(family.active_b, "assumed", (
                f"active params: '{family.written}' names an MoE of a family on file but not its size: the fewest "
                f"active parameters of that family's MoE models ({family.entry['id']})"))
        return None, True, None
    if rec.params_total_b and ctx.has_record:
        # (Gemma's E-models: a file's count, 5.05B for E2B, holds the per-layer embeddings it looks up a row of per
        # token; the catalogue's effective count is what each token reads)
        if size and size.entry and size.entry.get("effective") and EFFECTIVE_SIZE.search(size.written) and \
                rec.params_total_b > size.total_b:
            effective = _size_input(size, False, ref)
            return size.total_b, moe, Input(effective.value, effective.source, (
                f"{effective.detail}; effective parameters: the record's {rec.params_total_b:g}B counts per-layer "
                "embedding tables looked up one row per token, not streamed"))
        return rec.params_total_b, moe, Input(rec.params_total_b, "record", "total parameters (dense reads all)")
    if size:
        return size.total_b, moe, _size_input(size, False, ref)
    if claim and claim.params_b:
        return claim.params_b, moe, Input(claim.params_b, "claim", "parameters as the post names them")
    return None, moe, None


@lru_cache(maxsize=8)
def sparsest_share(reference: Reference) -> tuple[float, dict]:
    """(active / total, that model) for the MoE on file that reads the smallest share of its weights per token."""
    sparsest = min((m for m in reference.models if m["moe"]),
                   key=lambda m: m["params_active_b"]["value"] / m["params_total_b"]["value"])
    return sparsest["params_active_b"]["value"] / sparsest["params_total_b"]["value"], sparsest


def _likely_moe(ctx: Context) -> ModelSize | None:
    """The size read from a name not on file, LIKELY_MOE_B or more or named MoE, when nothing says dense or gives the
    active count: of unknown architecture (judged as dense it could fail an honest MoE figure). Read once per
    context."""
    if "likely_moe" not in ctx.memo:
        ctx.memo["likely_moe"] = _unknown_large_model(ctx)
    return ctx.memo["likely_moe"]


def _unknown_large_model(ctx: Context) -> ModelSize | None:
    rec, claim = ctx.record, ctx.claim
    if rec.moe is not None or rec.params_active_b or (rec.params_total_b and ctx.has_record):
        return None
    size = _model_size(ctx)
    if size is None or size.entry is not None or size.moe:
        return None
    words = f"{rec.model_id or ''} {rec.notes or ''}"
    if (claim and claim.moe is False) or DENSE_WORDS.search(words):
        return None
    # a name that says MoE and not its active count ("30B (MoE, Q4_K_XL)"), read as dense, failed an honest figure
    return size if size.total_b >= LIKELY_MOE_B or MOE_WORDS.search(rec.model_id or "") else None


def _model_gb(ctx: Context, bytes_per_weight: float, params_b: float) -> float | None:
    """GB of all the weights (every expert of an MoE model) at these bits."""
    size = _model_size(ctx)
    total_b = ctx.record.params_total_b or (size.total_b if size else params_b)
    return total_b * bytes_per_weight if total_b else None


def _cards_to_hold(ctx: Context, accelerator: dict, bytes_per_weight: float, params_b: float) -> int:
    """The fewest cards whose memory holds the weights (1 for unified memory or a figure missing)."""
    memory = (accelerator.get("memory_gb") or {}).get("value")
    model_gb = _model_gb(ctx, bytes_per_weight, params_b)
    if not memory or not model_gb or accelerator.get("unified_memory"):
        return 1
    cap = SRAM_MAX_CHIPS if accelerator.get("sram_resident") else MAX_COUNT
    return min(cap, max(1, math.ceil(model_gb / memory)))


def _spill(ctx: Context, accelerator: dict, count: int, bytes_per_weight: float,
           params_b: float, moe: bool | None = None) -> tuple[float, float, float] | None:
    """(share of each token's reads served by the devices, GB they hold, GB of weights) when the weights cannot fit
    in the stated devices' memory even at these (generous) bits; None when they fit or a figure is missing. A dense
    model reads every weight each token, so the share is the bytes held. An MoE model reads some weights every
    token (attention, shared experts) and routed experts spread over the rest: the devices are taken to hold the
    every-token part (MOE_EVERY_TOKEN of the active weights) and the rest in proportion, as ktransformers places
    them; in proportion to all weights, an honest DeepSeek-R1 on one RTX 5090D and two EPYCs failed (round 14).
    A unified-memory machine's figure is its largest configuration; what does not fit there comes from storage, for
    a dense model only: an MoE model's experts in use stay in memory (engines that stream experts from the SSD cache
    them), so the share it reads from storage each token is no larger than the share not held, and may be less."""
    memory = (accelerator.get("memory_gb") or {}).get("value")
    model_gb = _model_gb(ctx, bytes_per_weight, params_b)
    if not memory or not model_gb or (accelerator.get("unified_memory") and moe is not False):
        return None
    held_gb = memory * count * GIB   # memory is sold in binary gigabytes ("24 GB" is 24 GiB), weights counted in GB
    if model_gb <= held_gb:
        return None
    if not moe:
        return held_gb / model_gb, held_gb, model_gb
    reads_gb = params_b * bytes_per_weight
    every_gb = min(held_gb, reads_gb * MOE_EVERY_TOKEN)
    routed_held = (held_gb - every_gb) / (model_gb - every_gb)
    return (every_gb + (reads_gb - every_gb) * routed_held) / reads_gb, held_gb, model_gb


class HostPath(NamedTuple):
    gbs: float        # how fast the weights that do not fit are read
    message: str      # the step that says so
    key: str          # the input it is shown as
    input: Input


def _named_host(ctx: Context, found: FoundAccelerator, words: str | None) -> FoundAccelerator | None:
    """A CPU named beside the card, in the hardware's words or the record's notes ("RTX 4090 + 13900K", "4090 with
    dual EPYC 9654"): the host whose memory the layers that do not fit are read from."""
    card = re.compile(r"(?:\b\d+\s*[x×*]\s*)?" + re.escape(found.written or ""), re.I)   # the card and its count
    for text in (words, ctx.record.notes):
        host = find_accelerator(card.sub(" ", text, count=1) if text and found.written else text, ctx.reference)
        if host and host.entry and host.entry.get("architecture", "").endswith("cpu"):
            return host
    return None


def _host_path(ref, accelerator: dict, *, serving: bool, host: FoundAccelerator | None = None) -> HostPath:
    """Where the weights that do not fit are read from: from storage on a unified-memory machine (no other memory),
    over the host link for a serving engine (it computes on its cards only), else from host memory (llama.cpp runs
    those layers on the CPU): the named host's, else the fastest common server's."""
    if accelerator.get("unified_memory"):
        return HostPath(STORAGE_GBS, "roofline.spill_storage", "storage_gbs", Input(
            STORAGE_GBS, "assumed", "PCIe 5.0 x4, the fastest link an SSD has: a machine whose memory is shared has "
            "no host memory beyond it, so the weights that do not fit are read from storage"))
    if not serving and host:
        bw, sockets = host.entry["bandwidth_gbs"], host.count or 1
        return HostPath(bw["value"] * sockets, "roofline.spill", "host_memory_gbs", Input(
            bw["value"] * sockets, "reference", f"the host named beside the card, {host.entry['name']}"
            f"{f' x {sockets} sockets' if sockets > 1 else ''} ({ref.cite(bw['source'])})"))
    if not serving:
        return HostPath(HOST_MEMORY_GBS, "roofline.spill", "host_memory_gbs", Input(
            HOST_MEMORY_GBS, "assumed", "12-channel DDR5-6000, the fastest common server memory: layers that do "
            "not fit run from host memory"))
    link = accelerator.get("host_link_gbs")
    if link:
        return HostPath(link["value"], "roofline.spill_link", "host_link_gbs",
                        Input(link["value"], "reference", f"spec sheet ({ref.cite(link['source'])})"))
    family = PCIE_BY_ARCHITECTURE.get(accelerator.get("architecture"))
    if family:
        return HostPath(family[1], "roofline.spill_link", "host_link_gbs", Input(
            family[1], "assumed", f"{family[0]}, the fastest host link of a {accelerator['architecture']} card: a "
            "serving engine copies the weights that do not fit onto its cards at every step"))
    return HostPath(HOST_LINK_GBS, "roofline.spill_link", "host_link_gbs", Input(
        HOST_LINK_GBS, "assumed", "PCIe 5.0 x16, the fastest host link of a PCIe card: a serving engine copies the "
        "weights that do not fit onto its cards at every step"))


class Compute(NamedTuple):
    tok_s: float      # over all streams
    tflops: float     # summed over the cards
    fmt: str
    params: float
    input: Input      # the TFLOPS figure with its sources, as a check shows it


def quantization_label(ctx: Context) -> tuple[str | None, str]:
    """(label, where it came from): the record's or post's quantization, else the one the model's name carries, else
    ollama's default for a library tag ("qwen3:14b" is Q4_K_M); (None, "none") when nothing says."""
    label = ctx.record.quantization or (ctx.claim.quantization if ctx.claim else None)
    if label:
        return label, "written"
    name = ctx.record.model_id or (ctx.claim.model if ctx.claim else None)
    found = quantization_in_name(name, ctx.reference)
    if found:
        return found
    # run by ollama and named without a tag or a file ("Llama 2 7B", "8B"): ollama pulls its library default
    if _OLLAMA_ENGINE.match(ctx.record.engine or "") and name and not re.search(r"hf\.co/|\.gguf\b", name, re.I):
        return OLLAMA_DEFAULT_QUANTIZATION, "ollama_engine"
    return None, "none"


def systems(count: int | None, entry: dict | None) -> int | None:
    """A count of the devices inside a system on file as a whole ("Inf2.48xlarge" with 12 chips stated, a Galaxy's
    32 Wormholes) is that many systems' worth: one system for up to its own devices, never twelve of them."""
    devices = (entry or {}).get("devices", 1)
    if not count or devices <= 1:
        return count
    return max(1, -(-count // devices))


def compute_ceiling(ctx: Context) -> Compute | None:
    """The compute bound on tokens over all streams, dense tensor throughput / (2 x parameters read per token);
    the bound for prefill and for aggregate decode, where memory is shared."""
    found, _, _ = _accelerator(ctx)
    params, _, _ = _params(ctx)
    if not found or not found.entry or not params:
        return None
    label, _ = quantization_label(ctx)
    tflops = found.entry.get("dense_tflops") or {}
    formats = _compute_formats(ctx, ctx.reference.quantization(label), tflops)
    if not formats:
        return None
    name = max(formats, key=lambda name: tflops[name]["value"])
    figure = tflops[name]
    count = systems(_stated_count(ctx, found) or 1, found.entry)
    total = figure["value"] * count
    how = f"{figure['value']:g} x {count} cards" if count > 1 else found.entry["name"]
    detail = (f"dense {name} matrix throughput, {how} "
              f"({'derived: ' + figure['derived'] + '; ' if figure.get('derived') else ''}"
              f"{ctx.reference.cite(figure['source'])})")
    return _compute(total, name, params, detail)


def universal_compute_ceiling(ctx: Context) -> tuple[Compute, str] | None:
    """For an accelerator not on file, the compute bound set by the fastest device made (its fastest format) times the
    stated count, with the hardware as written: like the fastest memory for decode, it can rule a prefill figure out,
    never in. None where the hardware is on file or unnamed, or the model's size is unknown."""
    found, _, _ = _accelerator(ctx)
    params, _, _ = _params(ctx)
    if not found or found.entry or not params:
        return None
    fastest, name = fastest_compute(ctx.reference)
    figure = fastest["dense_tflops"][name]
    count = _stated_count(ctx, found) or 1
    total = figure["value"] * count
    detail = (f"dense {name} matrix throughput of the fastest device on file, {fastest['name']}"
              f"{f' x {count}' if count > 1 else ''} ({ctx.reference.cite(figure['source'])})")
    return _compute(total, name, params, detail), found.written


def _compute(tflops: float, fmt: str, params: float, detail: str) -> Compute:
    """The compute bound of tflops (summed over the devices) on a model of params billion read per token."""
    return Compute(tflops * 1e12 / (2 * params * 1e9), tflops, fmt, params, Input(tflops, "reference", detail))


# Words that say a figure came from many machines, or from a server of a count not given: "multinode scaling across
# 11-12 nodes", "集群", "H100 server" (eight cards, or ten, or sixteen), "per node" and "每节点" (a node of H20s is
# eight of them), not Node.js; a figure normalised per device of a deployment ("457 tok/s/GPU", "每卡") is one too
_CLUSTER = re.compile(r"multi-?node|\b(?:nodes?|cluster|clusters|supercomputer|servers?)\b(?!\.js)"
                      r"|\bper[ -]?gpu\b|/gpu\b|集群|多机|节点|多台|服务器|整机|每卡|每张卡", re.I)


def uncounted_cluster(ctx: Context) -> bool:
    """Whether the record's words say many machines (or a server) ran it but no count of devices is given ("MI355X
    exceeds 1M tokens/sec" with "multinode scaling across 11-12 nodes", "H100 server"): one device's bound says nothing
    about it."""
    if _stated_count(ctx, _accelerator(ctx)[0]):
        return False
    return bool(_CLUSTER.search(_record_words(ctx)))


def _record_words(ctx: Context) -> str:
    """The record's own words about where it ran: its hardware, notes and engine."""
    return " ".join(w for w in (ctx.record.gpu, ctx.record.notes, ctx.record.engine) if w)


def _stated_count(ctx: Context, found: FoundAccelerator | None) -> int | None:
    """How many devices the record, its hardware's words ("8x H100") or the post say ran it; for a CPU on file by
    the socket, the sockets its words name ("dual-socket system" in the notes)."""
    return ctx.record.gpu_count or (found.count if found else None) or (ctx.claim.gpu_count if ctx.claim else None) \
        or (_sockets(ctx) if found and found.entry and "one socket" in found.entry["name"] else None)


# "dual-socket", "2-socket", "two sockets", "2S", "双路"; a socket count with no CPU named before it
_SOCKETS = re.compile(r"(?<![A-Za-z0-9])(?:(dual|two|2)|(quad|four|4)|(eight|8))[- ]?(?:sockets?|CPUs|processors)"
                      r"(?![A-Za-z])|(?<![A-Za-z0-9])(2)[SP](?![A-Za-z0-9])|([双两四八])路", re.I)


def _sockets(ctx: Context) -> int | None:
    words = " ".join(w for w in (ctx.record.gpu, ctx.record.notes) if w)
    match = _SOCKETS.search(words)
    if not match:
        return None
    two, four, eight, short, chinese = match.groups()
    return 2 if two or short or chinese in ("双", "两") else 4 if four or chinese == "四" else 8


def compute_unit(fmt: str) -> str:
    """An integer rate is counted in operations, a floating-point one in FLOPs."""
    return "TOPS" if fmt == "int8" else "TFLOPS"


def _compute_formats(ctx: Context, fmt: dict | None, tflops: dict) -> list[str]:
    """The formats on file for this device that the weights can be multiplied in; the fastest bounds prefill.
    A named format's own (FP8 weights in FP8), else a checkpoint's 16 bits, else FP32 where a device has nothing
    narrower (a CPU without BF16, a Maxwell card); integer weights also in INT8, as llama.cpp's quantized matmuls run
    on CPUs (VNNI, AMX, dotprod) and on CUDA (DP4A, int8 MMA). Unnamed, the formats its makers released it in (Llama
    3.1 405B also ships in FP8, DeepSeek-V3 only in FP8), or INT8: it may be quantized. A device with none of those
    on file (a phone whose only figure is its NPU's INT8) is bounded by its fastest format on file: no device
    multiplies wider numbers faster than narrower ones."""
    formats = [fmt["compute_format"]] if fmt else _released_formats(ctx, tflops)
    if not fmt or (fmt["compute_format"] in ("bf16", "int8") and fmt["nominal_bits"] <= 8):
        formats.append("int8")
    if fmt and fmt["compute_format"] == "fp4":   # a card without FP4 units runs FP4 weights at its FP8 rate
        formats.append("fp8")
    on_file = [name for name in (*formats, "bf16", "fp16", "fp32") if name in tflops]
    return on_file or sorted(tflops, key=lambda name: tflops[name]["value"])[-1:]


def _native_format(ctx: Context, fmt: dict | None) -> dict | None:
    """The format its makers released the model's weights in, where a GGUF labelled with more bits still holds those
    (llama.cpp keeps gpt-oss's MXFP4 experts in its "F16" file). Elsewhere "FP16" may be weights widened to 16 bits
    (38 GB of gpt-oss-20b in one row of figures round 3), so only a GGUF's label gives way."""
    size = _model_size(ctx)
    native = ((size.entry or {}).get("native_format") or {}).get("value") if size else None
    rec = ctx.record
    gguf = (fmt or {}).get("name", "").startswith("GGUF") or ".gguf" in (rec.model_id or "").lower() or \
        bool(_GGUF_ENGINE.search(rec.engine or ""))
    return ctx.reference.quantization(native) if native and gguf else None


def _released_formats(ctx: Context, tflops: dict) -> list[str]:
    """The formats the model's makers released it in that the card has figures for, fastest first."""
    size = _model_size(ctx)
    released = ((size.entry or {}).get("released_formats") or {}).get("value", []) if size else []
    return sorted((name for name in released if name in tflops), key=lambda name: tflops[name]["value"], reverse=True)


def batch1_ceiling(ctx: Context) -> Ceiling | Message:
    """The ceiling, or the message saying which input is missing (computed once per context)."""
    if "ceiling" not in ctx.memo:
        ctx.memo["ceiling"] = _batch1_ceiling(ctx)
    return ctx.memo["ceiling"]


def _batch1_ceiling(ctx: Context) -> Ceiling | Message:
    rec, ref = ctx.record, ctx.reference
    found, gpu_origin, gpu_words = _accelerator(ctx)
    if found is None:
        return say("roofline.skip_no_gpu")
    params_b, moe, params_input = _params(ctx)
    if params_b is None:
        model = rec.model_id or (ctx.claim.model if ctx.claim else None) or "?"
        return say("roofline.skip_moe_active" if moe else "roofline.skip_no_model", model=model)
    accelerator, gpu_name = found.entry, found.written
    if accelerator and accelerator.get("weights_in_silicon"):   # Taalas's HC1: the chip is the model
        return say("roofline.skip_weights_in_silicon", gpu=accelerator["name"])
    label, label_from = quantization_label(ctx)
    fmt = ref.quantization(label)
    stated_count = systems(_stated_count(ctx, found), accelerator)
    unknown = accelerator is None
    stated = stated_bandwidth(gpu_name) if unknown else None
    if unknown:
        accelerator = fastest_memory(ref)
    if stated:                # a device not on file, with its bandwidth in its own words: bounded by those
        fastest = accelerator["bandwidth_gbs"]["value"]
        accelerator = {"name": gpu_name, "bandwidth_gbs": {"value": min(stated, fastest), "source": ["record"]}}
        unknown = False
    # (a set's words name each device's memory: its own figure is their sum)
    memory = None if unknown or accelerator.get("set") else stated_memory(gpu_words, accelerator)
    if memory:                # the variant its words name ("M3 Max 64GB"): what fits is judged against that
        accelerator = {**accelerator, "memory_gb": {"value": memory, "source": ["record"]}}
    elif not unknown and accelerator.get("memory_max_gb") and not names_memory(gpu_words):
        # a name with no size may be the most a card of that name is sold with ("2080 Ti": 22 GB modded)
        accelerator = {**accelerator, "memory_gb": accelerator["memory_max_gb"]}
    bw = accelerator["bandwidth_gbs"]
    bits = fmt["nominal_bits"] if fmt else ASSUMED_BITS
    native = _native_format(ctx, fmt)
    if native and native["nominal_bits"] < bits:   # "gpt-oss-20b-F16.gguf" keeps its MXFP4 experts
        fmt, bits, label, label_from = native, native["nominal_bits"], native["name"], "native"
    bytes_per_weight = bits / 8
    # no count given: a serving engine keeps every weight on cards (a 744B model in vLLM on "MI300X" is a node);
    # anything else may run the layers that do not fit from host memory (llama.cpp's offload), see _spill
    # a chip that computes from on-chip SRAM (a wafer, an LPU) holds the weights in its chips, never in host memory
    engine = rec.engine or ""
    serving = not unknown and ((bool(_SERVING.search(engine) or _SERVING_NOTES.search(rec.notes or "")) and
                                not _HYBRID.search(engine) and not _HOST_TIER.search(rec.notes or ""))
                               or bool(accelerator.get("sram_resident")))
    count = stated_count or (_cards_to_hold(ctx, accelerator, bytes_per_weight, params_b) if serving else 1)
    setup = " ".join(w for w in (engine, rec.notes, rec.command) if w)
    pipeline = _PIPELINE.search(setup) if count > 1 and not _TENSOR_SPLIT.search(setup) else None
    total_bw = bw["value"] * (1 if pipeline else count)
    weight_gb = params_b * bytes_per_weight
    ceiling = total_bw / weight_gb
    inputs = {
        "accelerator": Input(accelerator["name"], "assumed" if unknown else gpu_origin,
                             f"unknown accelerator '{gpu_name}': the fastest memory of any accelerator on file"
                             if unknown else f"as written: {gpu_name}; no card named, only its memory: the fastest card"
                             f" on file sold with {found.by_memory:g} GB" if found.by_memory else
                             f"as written: {gpu_name}"),
        "bandwidth_gbs": Input(bw["value"], gpu_origin, f"as its own words state it: {gpu_name}") if stated else
        Input(bw["value"], "reference", f"spec sheet ({'derived: ' + bw['derived'] + '; ' if bw.get('derived') else ''}"
                                        f"{ref.cite(bw['source'])})"),
        "gpu_count": Input(
            count,
            "record" if rec.gpu_count or found.count else "claim" if stated_count else "assumed",
            None if stated_count else "one card unless a count is given" if count == 1 else
            f"no count given: the {count} cards it takes to hold the weights",
        ),
        "params_b": params_input,
        "bytes_per_weight": Input(
            bytes_per_weight,
            "reference" if fmt else "assumed",
            f"{fmt['name']}: {bits:g} bits nominal, scales not counted{_LABEL_FROM.get(label_from, '')}"
            + (f" ({ref.cite(['R4-OLLAMA-DEFAULT-QUANT'])})" if label_from.startswith("ollama") else "")
            if fmt
            else f"quantization {'not recognised: ' + label if label else 'not given'}; assumed {ASSUMED_BITS:g}-bit",
        ),
    }
    steps = [say("roofline.universal", gpu=gpu_name, fastest=accelerator["name"], bw=bw["value"])] if unknown else []
    steps += [
        say(
            "roofline.weights",
            params=params_b,
            kind=say("roofline.kind_active" if moe else "roofline.kind_all"),
            bytes=bytes_per_weight,
            weight_gb=round(weight_gb, 2),
        )
    ]
    if pipeline:
        inputs["pipeline"] = Input(pipeline.group(0), "record")
        steps.append(say("roofline.pipeline", count=count, words=pipeline.group(0), bw=bw["value"]))
    elif count > 1:
        steps.append(say("roofline.bandwidth_sum", count=count, bw=bw["value"], total=round(total_bw, 1)))
    steps.append(
        say("roofline.ceiling", bw=round(total_bw, 1), weight_gb=round(weight_gb, 2), ceiling=speed(ceiling))
    )
    spill = None if unknown else _spill(ctx, accelerator, count, bytes_per_weight, params_b, moe)
    desktop = None
    if spill:
        resident, held_gb, model_gb = spill
        host = _host_path(ref, accelerator, serving=serving, host=_named_host(ctx, found, gpu_words))

        def through(host_gbs: float, stored: float = 0.0) -> float:
            """The ceiling with the reads the devices cannot serve coming from host memory at host_gbs, a share of
            them (stored) from storage."""
            return 1 / (weight_gb * (resident / total_bw + (1 - resident - stored) / host_gbs + stored / STORAGE_GBS))

        ceiling = through(host.gbs)
        inputs[host.key] = host.input
        steps.append(say(host.message, model_gb=round(model_gb, 1), held_gb=round(held_gb, 1),
                         gib=round(held_gb / GIB, 1),
                         share=round(1 - resident, 2), host=host.gbs, ceiling=speed(ceiling)))
        words = " ".join(w for w in (gpu_words, rec.notes) if w)
        ram = stated_host_ram(words) if host.key == "host_memory_gbs" else None
        stored = 0.0
        if ram and model_gb - held_gb > ram[0] * GIB:
            # the host's memory as stated holds part of what the devices do not: the rest is read from storage
            stored = (1 - resident) * (1 - ram[0] * GIB / (model_gb - held_gb))
            ceiling = through(host.gbs, stored)
            inputs["host_ram_gb"] = Input(ram[0], "record", f"as written: {ram[1]}")
            inputs["storage_gbs"] = Input(STORAGE_GBS, "assumed", "PCIe 5.0 x4, the fastest link an SSD has")
            steps.append(say("roofline.spill_ram", ram_gb=ram[0], words=ram[1], rest_gb=round(model_gb - held_gb, 1),
                             share=round(stored, 2), storage=STORAGE_GBS, ceiling=speed(ceiling)))
        if host.input.source == "assumed" and host.key == "host_memory_gbs" and \
                _in_a_desktop(accelerator, words, rec.engine, ram, count, model_gb - held_gb):
            desktop = through(DESKTOP_MEMORY_GBS, stored)
            inputs["desktop_memory_gbs"] = Input(DESKTOP_MEMORY_GBS, "assumed", "two channels of DDR5-8000, the "
                                                 "fastest desktop memory: a consumer card's host when none is named")
            steps.append(say("roofline.desktop_host", card=accelerator["name"], host=DESKTOP_MEMORY_GBS,
                             ceiling=speed(desktop)))
    caveats = [
        say("roofline.spec_sheet_optimistic", low=ref.attainment["typical_low"], high=ref.attainment["typical_high"])
    ]
    block = block_bits(label)
    if block and block[1] != bits:
        caveats.append(say("roofline.gguf_block_bits", type=block[0], bits=round(block[1], 4), nominal=bits))
    if fmt and fmt["effective_bits"]["value"] > bits:
        caveats.append(say("roofline.scales", name=fmt["name"], effective=fmt["effective_bits"]["value"], nominal=bits))
    if not moe:
        caveats.append(say("roofline.dense_all_params"))
    if rec.context_length and rec.context_length > 8192:
        caveats.append(say("roofline.kv_long_context", context=rec.context_length))
    if count > 1 and rec.split_mode in ("layer", "pipeline"):
        caveats.append(say("roofline.layer_split"))
    if accelerator.get("unified_memory"):
        caveats.append(say("roofline.unified_memory"))
    if ref.unverified(bw):
        caveats.append(say("reference.unverified", what=f"{accelerator['name']} bandwidth"))
    if not fmt:
        caveats.append(say("roofline.assumed_quantization", bits=ASSUMED_BITS))
    if params_input.source == "assumed":
        caveats.append(say("roofline.size_from_name"))
    return Ceiling(ceiling, total_bw, weight_gb, inputs, steps, caveats, quantization_assumed=fmt is None,
                   unknown_accelerator=gpu_name if unknown else None,
                   unknown_architecture=likely.written if (likely := _likely_moe(ctx)) else None,
                   desktop_tok_s=desktop)


# Tokens of one request pick alike, so a router touches fewer experts than even routing would: the batched bound
# counts the experts half the streams would touch under even routing.
SKEW_MARGIN = 0.5
_HOST_KEYS = ("host_memory_gbs", "host_link_gbs", "storage_gbs")
# words saying the devices counted are a share of a deployment whose experts are spread wider ("wide EP", "PD
# disaggregated", "专家并行"; a cluster's or a node's words are _CLUSTER's): each reads only its own experts, so the
# count's bound says nothing
_SPREAD = re.compile(r"\bper[- ](?:card|device|rank)\b|\b(?:wide|large[- ]scale)[- ]ep\b|\bep ?(?:=|size)? ?\d|"
                     r"expert[- _]?parallel|disaggregat|\b[1-9]p[1-9]d\b|每台|专家并行|PD ?分离", re.I)


def batched_ceiling(ctx: Context, ceiling: Ceiling, streams: float) -> Ceiling | None:
    """Each stream's ceiling when `streams` decode together on an MoE whose expert counts are on file: a step reads
    the shared weights once and every routed expert some stream picked, not the k a batch-1 step reads, so streams
    share less than the batch-1 ceiling allows (8 x H200 at 32 streams of DeepSeek-V3 cannot give each 387 tok/s).
    None where the count of devices is assumed (a per-device figure of a bigger node would fail), the weights spill
    to the host, or the model's experts are not on file."""
    size = _model_size(ctx)
    experts = size.entry.get("experts") if size and size.entry and size.moe else None
    inputs = ceiling.inputs
    words = _record_words(ctx)
    if not experts or streams < 2 or ceiling.unknown_accelerator or ceiling.unknown_architecture or \
            inputs["gpu_count"].source == "assumed" or inputs["params_b"].value != size.active_b or \
            any(key in inputs for key in _HOST_KEYS) or _CLUSTER.search(words) or _SPREAD.search(words):
        return None
    routed, per_token = experts["routed"], experts["per_token"]
    expert_b = (size.total_b - size.active_b) / (routed - per_token)   # one expert's params over all layers
    shared_b = size.active_b - per_token * expert_b                      # attention, dense layers, shared experts
    touched = max(per_token, routed * (1 - (1 - per_token / routed) ** (streams * SKEW_MARGIN)))
    read_b = shared_b + touched * expert_b
    tok_s = ceiling.tok_s * size.active_b / read_b
    ref = ctx.reference
    return replace(ceiling, tok_s=tok_s, inputs=dict(inputs, experts_touched=Input(
        round(touched, 1), "assumed", f"{routed} routed experts, {per_token} per token "
        f"({ref.cite(experts['source'])}): those {streams * SKEW_MARGIN:g} streams would touch under even routing, "
        f"half the {streams:g} that decode together (routers are skewed)")), steps=[*ceiling.steps, say(
        "roofline.batched_experts", streams=streams, touched=round(touched, 1), routed=routed,
        shared=round(shared_b, 1), expert=round(expert_b, 2), read=round(read_b, 1), ceiling=speed(tok_s))])


def _in_a_desktop(accelerator: dict, words: str, engine: str | None, ram: tuple[float, str] | None, count: int,
                  spilled_gb: float) -> bool:
    """A consumer card whose words name no bigger host (a server CPU, its channels, more memory than a desktop holds):
    its host is most likely a desktop, unless it takes more cards or more memory than a desktop has ("16x3090",
    "4090D + KTransformers, R1 671B")."""
    return bool(_CONSUMER_CARD.search(accelerator["name"])) and not _BIGGER_HOST.search(f"{words} {engine or ''}") \
        and not (ram and ram[0] > DESKTOP_RAM_MAX_GB) and count <= DESKTOP_MAX_CARDS \
        and spilled_gb <= DESKTOP_RAM_MAX_GB * GIB


def speculation_allowance(ctx: Context) -> tuple[float, dict, list[dict], str] | None:
    """The most a speculative method is published to multiply the ceiling by: (factor, best entry, entries, scope).

    Uses published ALs (never the record's own), capped at the window since no step commits more.
    Computed once per context: the roofline check and the inferred range both need it.
    """
    if "allowance" not in ctx.memo:
        rec, claim = ctx.record, ctx.claim
        allowance = None
        if rec.speculative or (claim and claim.speculative):
            known = ctx.reference.spec_method(rec.spec_method or (claim.spec_method if claim else None))
            model_id = rec.model_id or (claim.model if claim else None)
            code = bool(_CODE.search(f"{model_id or ''} {rec.notes or ''}"))
            allowance = ctx.reference.highest_published_al(known["id"] if known else None, model_id, rec.spec_window,
                                                           code)
        ctx.memo["allowance"] = allowance
    return ctx.memo["allowance"]
