"""Models as people write them: "llama 8B Q4_K_M" (llama-bench), "qwen3:32b" (ollama), HF ids with -Instruct,
-FP8, -AWQ, -GGUF or -int4 suffixes, "Meta-" prefixes, "Mixtral 8x7B", "Qwen3-30B-A3B", "235b-a22b".

The catalogue first (by name, then by a catalogue name found inside the text whose size agrees with the size the
text states); otherwise the parameter count read from the name itself, labelled as assumed from the name:
"AxB" is MoE with B active per token (the generous reading: one expert), "30B-A3B" is 30B total and 3B active,
"17B-16E" is MoE with 17B active (its total read as 17B too: the generous side), so is "A3B" with no total, a bare
"8B" is dense; a line named with no size at all ("LLaMA-2") is its smallest released size, the generous reading.
"""
import re
from dataclasses import dataclass, replace
from functools import lru_cache

from workers.engine.hardware import alias_pattern, in_latin
from workers.engine.reference import Reference

_SUFFIXES = re.compile(r"(?:[-_.:](?:instruct|chat|it|hf|base|gguf|mlx|awq|gptq(?:-int[48])?|fp8|fp16|bf16|int[48]"
                       r"|autoround(?:-int[48])?|[248]bit|q\d\w*|iq\d\w*|\d{4}))+$", re.I)
# "30B-A3B", "3B(A570M)": the active count may be in millions
_MOE_ACTIVE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*b[\s._(-]*a(\d+(?:\.\d+)?)\s*([bm])(?![a-z])", re.I)
_EXPERTS = re.compile(r"(?<![\d.])(\d+)\s*[x×]\s*(\d+(?:\.\d+)?)\s*b(?![a-z])|(?<![\d.])(\d+(?:\.\d+)?)\s*b\s*[x×]\s*"
                      r"(\d+)(?![\d.])", re.I)
_ACTIVE_EXPERTS = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*b[\s._-]+(\d+)\s*e(?![a-z])", re.I)  # "17B-16E"
# two sizes in a row, the second smaller ("Qwen3.5 122b-10b"): total and active with the "A" left out; read so, the
# generous side (an MoE reads its active weights only), where read as a dense 122B an honest figure failed at 3.9x
_TOTAL_THEN_ACTIVE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*b[-_](\d+(?:\.\d+)?)\s*b(?![a-z0-9])", re.I)
_ACTIVE_ONLY = re.compile(r"(?<![a-z0-9.])a(\d+(?:\.\d+)?)\s*b(?![a-z0-9])", re.I)  # "Qwen A3B": 3B active, no total
_SIZE = re.compile(r"(?<![\d.a-z])e?(\d+(?:\.\d+)?)\s*b(?![a-z])", re.I)  # "e4b": 4B effective
# a small model named in millions ("SmolLM2-135M", "Gemma 3 270M"): never a GPU word ("M4"), nor a context ("128k")
_SIZE_MILLIONS = re.compile(r"(?<![\d.a-z])(\d{2,3}(?:\.\d+)?)\s*m(?![a-z0-9])", re.I)
# a size glued to a name without a separator ("DeepSeek70B", "Baichuan13B"): two or three digits after a word of
# three letters or more, read only when no separated size is written (a version digit, "Qwen2", stays a version)
_GLUED_SIZE = re.compile(r"(?<=[a-z]{3})(\d{2,3}(?:\.\d+)?)\s*b(?![a-z])", re.I)
_SIZE_IN_WORDS = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)[\s-]*billion[\s-]*param", re.I)  # "1-billion-parameter"
# a count in 亿 (10^8): "70亿参数" 7B, "6710亿参数" 671B (only with 参数 or a model word after it: no price, no count)
_SIZE_YI = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*亿\s*(?=个?参数|规模|级|模型|大模型)")
# a family word and its version, not a size ("Qwen3.5", "Llama-v3", "Ling 3.0"; not the "70" of "DeepSeek70B")
_FAMILY = re.compile(r"([a-z]+)[\s_-]*v?(\d+(?:\.\d+)?(?![\d.]*\s*[bm](?![a-z])))?", re.I)
# words saying a model is dense, not a mixture of experts ("70B dense", "27B 稠密模型")
DENSE_WORDS = re.compile(r"\bdense\b|稠密|密集", re.I)
# words saying a model is a mixture of experts ("30B (MoE, Q4_K_XL)", "混合专家")
MOE_WORDS = re.compile(r"\bMoE\b|mixture[- ]of[- ]experts|混合专家", re.I)
_POINT_RELEASE = re.compile(r"([a-z][-_ ]?v?)(\d+)\.\d+(?=[-_ ]|$)", re.I)   # "V4.1" in "DeepSeek-V4.1-Flash"
_TERNARY = re.compile(r"(?<![\d.])b1[._]58(?![\d])", re.I)
SIZE_AGREES = 0.15
MOE_SHARED = 0.6
SAME_TOTAL = 0.01
# an ollama library tag, "qwen3:14b", "deepseek-r1:latest", "gemma3:12b-it-qat": its weights are the library's
# default quantization unless the tag names one ("qwen2.5:7b-instruct-q8_0"); "hf.co/...:Q2_K" is a file's own
_OLLAMA_TAG = re.compile(r"^(?!hf\.co/)(?:[\w.-]+/)?[a-z0-9][\w.-]*:(?:latest|e?\d+(?:\.\d+)?[bm](?:-[a-z0-9.]+)*)$",
                         re.I)
OLLAMA_DEFAULT_QUANTIZATION = "Q4_K_M"


# a model family by its Chinese name ("通义千问 2.5-7B-Instruct" is Qwen2.5-7B-Instruct) or its short name
# ("DS-V4-Flash", "DS V3"): read as its full Latin name, so the catalogue's entry (and its exact size) applies, not
# only the size the name states
# ("满血 DeepSeek", "DeepSeek满血版", the full model, is the 671B R1 or V3, not a distill)
_FAMILY_NAMES = ((re.compile(r"满血版?\s*(?:的\s*)?(?:(?:DeepSeek|深度求索|DS)[-_\s]?(R1|V3(?:\.\d)?)?"
                             r"|(R1|V3(?:\.\d)?))", re.I),
                  lambda match: f"DeepSeek-{match.group(1) or match.group(2) or 'R1'}"),
                 # the same after the name ("DeepSeek满血版", "DeepSeek-R1 满血版")
                 (re.compile(r"(?:DeepSeek|深度求索|(?<![A-Za-z])DS)[-_\s]?(R1|V3(?:\.\d)?)?\s*(?:的\s*)?满血版?",
                             re.I),
                  lambda match: f"DeepSeek-{match.group(1) or 'R1'}"),
                 (re.compile(r"通义千问|千问"), "Qwen"), (re.compile(r"深度求索"), "DeepSeek"),
                 (re.compile(r"百川"), "Baichuan"), (re.compile(r"书生[·・\s]?浦语|浦语"), "InternLM"),
                 (re.compile(r"(?<![A-Za-z0-9])DS(?=[-_ ]?[VR]\d)"), "DeepSeek"))


@dataclass(frozen=True)
class ModelSize:
    total_b: float
    active_b: float
    moe: bool
    entry: dict | None      # the catalogue entry, or None when read from the name
    written: str
    line_sizes: str | None = None   # a line named without a size: the sizes it was released in ("7B, 13B, 70B")


def clean(name: str) -> str:
    """The name without its host, organisation, "Meta-" prefix, file ending and format suffixes."""
    name = re.sub(r"^(?:hf\.co/|https?://huggingface\.co/)", "", name.strip(), flags=re.I).split("/")[-1]
    name = re.sub(r"\.gguf$", "", name, flags=re.I)
    name = re.sub(r"^meta-", "", name, flags=re.I)
    return _SUFFIXES.sub("", name)


@lru_cache(maxsize=8)
def _pattern(reference: Reference) -> re.Pattern:
    return alias_pattern(a for m in reference.models for a in [m["id"].split("/")[-1], *m["aliases"]])


# a decimal point written as an underscore or a "p" ("stablelm-2-1_6b", "internlm2-chat-1_8b", Qualcomm AI Hub's
# "JAIS-6p7b-Chat"): 1.6B, not 6B
_UNDERSCORE_DECIMAL = re.compile(r"(?<![\d.])(\d+)[_p](\d)(?=\s*[bm](?![a-z]))", re.I)


def size_from_name(name: str) -> tuple[float, float, bool] | None:
    """(total, active, moe) in billions as the name states them, or None."""
    name = _UNDERSCORE_DECIMAL.sub(r"\1.\2", name)
    moe = _MOE_ACTIVE.search(name)
    if moe:
        return float(moe.group(1)), float(moe.group(2)) / (1000 if moe.group(3).lower() == "m" else 1), True
    pair = _TOTAL_THEN_ACTIVE.search(name)
    if pair and 0 < float(pair.group(2)) < float(pair.group(1)):
        return float(pair.group(1)), float(pair.group(2)), True
    active_experts = _ACTIVE_EXPERTS.search(name)   # N active over E experts: the total is not in the name, and
    if active_experts:                               # reading it as N is the generous side (everything fits)
        return float(active_experts.group(1)), float(active_experts.group(1)), True
    active_only = _ACTIVE_ONLY.search(name)   # the active count alone: its total read as that count, the generous
    if active_only and float(active_only.group(1)) > 0:   # side, as for "17B-16E"
        return float(active_only.group(1)), float(active_only.group(1)), True
    experts = _EXPERTS.search(name)
    if experts:
        count, size = (experts.group(1), experts.group(2)) if experts.group(1) else (experts.group(4), experts.group(3))
        return int(count) * float(size), float(size), True
    size = _SIZE.search(name) or _SIZE_IN_WORDS.search(name) or _GLUED_SIZE.search(name)
    if size and float(size.group(1)) > 0:
        return float(size.group(1)), float(size.group(1)), False
    yi = _SIZE_YI.search(name)
    if yi and float(yi.group(1)) > 0:
        return float(yi.group(1)) / 10, float(yi.group(1)) / 10, False
    millions = _SIZE_MILLIONS.search(name)
    if millions and float(millions.group(1)) >= 10:
        return float(millions.group(1)) / 1000, float(millions.group(1)) / 1000, False
    return None


def _from_entry(entry: dict, written: str) -> ModelSize:
    return ModelSize(entry["params_total_b"]["value"], entry["params_active_b"]["value"], bool(entry["moe"]), entry,
                     written)


# a version right after a name ("Phi-3", "phi 3"): with a bare family word before it, another model than the word's;
# a size is no version ("command-r-plus-103B" is Command R+ named with its size)
_VERSION_AFTER = re.compile(r"[\s_-]?v?\d(?![\d.]*[bm](?![a-z]))", re.I)

# a name covering several models ("various LLMs (including OPT-175B)", "多个模型"): a figure over them is no one
# model's, least of all the one named as an example
_SEVERAL = re.compile(r"(?:various|several|multiple|many|different|other)[ \t]+(?:[\w.-]+[ \t]+)?(?:models|LLMs)"
                      r"|(?:models|LLMs)[ \t]*\(?[ \t]*(?:including|incl\.|e\.g\.|such as)"
                      r"|多个模型|多种模型|各种模型", re.I)


@lru_cache(maxsize=4096)  # posts and records repeat the same few names
def find_model(name: str | None, reference: Reference) -> ModelSize | None:
    """The model a name (or a post's words) means, with its size; None when neither the catalogue nor the name
    says how big it is. A name written with underscores ("llama_v3_8b_chat_quantized", Qualcomm AI Hub's) is read
    with hyphens when it is not read as written."""
    found = _find_model(name, reference)
    if found or not name or "_" not in name:
        return found
    return _find_model(name.replace("_", "-"), reference)


def _find_model(name: str | None, reference: Reference) -> ModelSize | None:
    if not name or not name.strip() or _SEVERAL.search(name):
        return None
    name = in_latin(name, _FAMILY_NAMES)
    for candidate in (name, clean(name)):
        entry = reference.model(candidate)
        if entry:
            return _from_entry(entry, candidate)
    stated = size_from_name(name)
    variant = _VARIANT.search(name)
    for match in _pattern(reference).finditer(name):
        if not any(ch.isdigit() for ch in match.group(1)) and _VERSION_AFTER.match(name, match.end(1)):
            continue   # "Phi-3" is no "phi" (Phi-2's tag): a version after a bare family word names another model
        entry = reference.model(match.group(1))
        if entry and _agrees(entry, stated) and (not variant or _names_variant(entry, variant.group(1))):
            return _from_entry(entry, match.group(1))
    if stated:
        return (_family_member(stated, reference, name) or _moe_of_that_total(stated, reference, name)
                or ModelSize(*stated, None, name))
    line = reference.model_line(clean(name))
    if line and line[1]:   # a line named without a size ("LLaMA-2"): its smallest size, the reading most generous to
        sizes = ", ".join(f"{size:g}B" for size in line[0]["sizes_b"])   # the claim (a binned chip's fastest bin)
        return replace(_from_entry(line[1], name), line_sizes=sizes)
    # a point release not on file, named with no size, is read as its major version's model on file
    # ("DeepSeek-V4.1-Flash" as DeepSeek-V4-Flash): the same architecture, the same weight bytes
    major = _POINT_RELEASE.sub(r"\1\2", clean(name), count=1)
    entry = reference.model(major) if major != clean(name) else None
    # ("GLM-5.3-Flash" is no GLM-5: the roofline reads it as its family's MoE of that variant, an assumption it names)
    return _from_entry(entry, name) if entry and (not variant or _names_variant(entry, variant.group(1))) else None


def _family_key(name: str) -> tuple[str, bool] | None:
    """A name's family as the catalogue writes families ("qwen3.5", "llama3", "ling3"), and whether it names a
    version: "Qwen3.5 122B" -> ("qwen3.5", True), "Llama-v3-8B-Chat" -> ("llama3", True), "DeepSeek70B" ->
    ("deepseek", False) (70 is its size, not a version)."""
    found = _FAMILY.match(clean(name))
    if not found:
        return None
    version = (found.group(2) or "").removesuffix(".0")
    return found.group(1).lower() + version, bool(version)


def _family_member(stated: tuple[float, float, bool], reference: Reference, name: str) -> ModelSize | None:
    """A bare size in a family on file ("Qwen3.5 122B", "Llama 405B", "Ling 3.0 Flash 124B"): that family's model
    closest to that size (405B is Llama 3.1's, not Llama 4's 400B), the one with the fewest active parameters when
    several are as close (the generous reading)."""
    key = _family_key(name) if not stated[2] else None
    if key is None:
        return None
    def sized(m: dict) -> bool:
        return _agrees(m, stated) and _same_tier(m, name)
    same = [m for m in reference.models if _in_family(m, *key) and sized(m)]
    if not same and "." in key[0]:   # "Llama 3.1 Instruct 405B": the catalogue files Llama 3.1 under "llama3"
        same = [m for m in reference.models if _in_family(m, key[0].rsplit(".", 1)[0], True) and sized(m)]
    if not same:
        return None
    closest = min(same, key=lambda m: (abs(m["params_total_b"]["value"] - stated[0]), m["params_active_b"]["value"]))
    return _from_entry(closest, name)


def _in_family(model: dict, word: str, versioned: bool, bare_version: bool = False) -> bool:
    """Whether a catalogue model is of the family a name's word means ("qwen3" takes Qwen3 and Qwen3-Next, not
    Qwen3.5; an unversioned "llama" takes every Llama); bare_version reads a family's "v4" as "4" ("deepseek-v4")."""
    family = (model.get("family") or "").replace("-", "")
    if bare_version:
        family = re.sub(r"v(?=\d)", "", family)
    if not family:
        return False
    if versioned:
        return family == word or (family.startswith(word) and not family[len(word)].isdigit()
                                  and family[len(word)] != ".")
    return family.rstrip("0123456789.") == word


# a variant word that names a family's smaller model ("GLM-4.7-Flash", "GLM-4.5-Air"): a name with it is never the
# family's flagship, whose parameters would hold the claim to a ceiling far below its own model's
_VARIANT = re.compile(r"(?<![A-Za-z])(flash|air|mini|lite|nano|tiny)(?![A-Za-z])", re.I)


# a family's tier named with the size ("Mistral Small 4 119B"): never another tier's model of about that size
# (Mistral Large 2, 123B dense, had held an MoE's figure to a dense ceiling 10x below it)
_TIER = re.compile(r"(?<![A-Za-z])(small|medium|large)(?![A-Za-z])", re.I)


def _same_tier(entry: dict, name: str) -> bool:
    tier = _TIER.search(name)
    return tier is None or _names_variant(entry, tier.group(1))


def _names_variant(entry: dict, variant: str) -> bool:
    return any(re.search(rf"(?<![A-Za-z]){variant}(?![A-Za-z])", written, re.I)
               for written in (entry["id"], *entry.get("aliases", ())))


def family_moe(name: str | None, reference: Reference) -> ModelSize | None:
    """An MoE named by its family alone ("Qwen3 MoE", "DeepSeek-V4.1-Flash", or "DeepSeek" in a record that says MoE):
    the family's MoE on file that reads the fewest active parameters, the generous reading; a point release not on
    file reads as its major version's. A variant word ("GLM-5.3-Flash") is read as that variant in any version of
    the family (GLM-4.7-Flash), never the flagship; with no such variant on file, the family's sparsest MoE."""
    key = _family_key(name) if name and name.strip() else None
    if key is None:
        return None
    word, versioned = key
    variant = _VARIANT.search(name)
    if variant:
        family = [m for m in _base_family(reference, word) if m["moe"]]
        same = [m for m in family if _names_variant(m, variant.group(1))] or family
        return _from_entry(min(same, key=lambda m: m["params_active_b"]["value"]), name) if same else None
    for family in _with_major(word):
        same = [m for m in reference.models if m["moe"] and _in_family(m, family, versioned, bare_version=True)]
        if same:
            return _from_entry(min(same, key=lambda m: m["params_active_b"]["value"]), name)
    return None


def family_all_moe(name: str | None, reference: Reference) -> bool:
    """Whether every model on file of the family a name means is an MoE ("Llama 4" is Scout or Maverick), so the name
    alone says MoE as plainly as a record's own flag would."""
    key = _family_key(name) if name and name.strip() else None
    if key is None:
        return False
    word, versioned = key
    variant = _VARIANT.search(name)
    if variant:   # "GLM-5.3-Flash": the family's models of that variant, any version
        members = [m for m in _base_family(reference, word) if _names_variant(m, variant.group(1))]
        return bool(members) and all(m["moe"] for m in members)
    for family in _with_major(word):
        members = [m for m in reference.models if _in_family(m, family, versioned, bare_version=True)]
        if members:
            return all(m["moe"] for m in members)
    return False


def _with_major(word: str) -> tuple[str, ...]:
    """A family word, then its major version's for a point release not on file ("glm5.3", then "glm5")."""
    return (word, word.rsplit(".", 1)[0]) if "." in word else (word,)


def _base_family(reference: Reference, word: str) -> list[dict]:
    """Every version of a family ("glm5.3" -> GLM-4.5, GLM-4.7-Flash, GLM-5...), by the word before its version."""
    base = word.rstrip("0123456789.")
    pattern = re.compile(rf"{re.escape(base)}v?(?:\d|$)")
    return [m for m in reference.models if pattern.match((m.get("family") or "").replace("-", ""))]


def _moe_of_that_total(stated: tuple[float, float, bool], reference: Reference, name: str) -> ModelSize | None:
    """A bare total only an MoE on file has ("DeepSeek-671B", "671B Q8"): read as that MoE, its fewest active
    parameters, the generous reading (read as dense, every weight would count against the claim)."""
    total, _, moe = stated
    same = [m for m in reference.models if m["moe"] and not moe
            and abs(m["params_total_b"]["value"] - total) <= SAME_TOTAL * total]
    if not same:
        return None
    return _from_entry(min(same, key=lambda m: m["params_active_b"]["value"]), name)


def _agrees(entry: dict, stated: tuple[float, float, bool] | None) -> bool:
    """Whether a catalogue entry has the size a name states. An MoE's stated total may overcount ("8x7B" is 56B, the
    experts share their attention: Mixtral 8x7B is 46.7B), so an MoE on file agrees down to MOE_SHARED of it."""
    if stated is None:
        return True
    total = entry["params_total_b"]["value"]
    if stated[2] and entry["moe"] and MOE_SHARED * stated[0] <= total <= stated[0]:
        return True
    return abs(total - stated[0]) <= SIZE_AGREES * max(total, stated[0])


def quantization_in_name(name: str | None, reference: Reference) -> tuple[str, str] | None:
    """(label, how) for the quantization a model's name carries: a word of it that names a format ("-AWQ",
    "Q8_0.gguf", ":Q2_K", "-4bit", "llama 8B Q4_K_M"), the last such word; else ollama's default for a library tag
    that names none (Q4_K_M), so a tag's figure is held to its 4-bit ceiling, not the 2-bit one of an unknown format."""
    if not name or not name.strip():
        return None
    ternary = _TERNARY.search(name)   # BitNet's "b1.58": its words split at the point
    if ternary:
        return ternary.group(0), "name"
    words = [w for w in re.split(r"[\s/:.-]+", re.sub(r"\.gguf$", "", name.strip(), flags=re.I)) if w]
    for word in reversed(words):
        if not _SIZE.fullmatch(word) and reference.quantization(word):
            return word, "name"
    if _OLLAMA_TAG.match(name.strip()):
        return OLLAMA_DEFAULT_QUANTIZATION, "ollama_default"
    return None
