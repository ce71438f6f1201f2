"""Accelerators as people write them: "RTX 3090 24GB", "2× RTX 5090", "M2 Ultra 76-Core GPU 192GB",
"nvidia-geforce-rtx-3050-ti-laptop-gpu", "Mac Studio (M3 Ultra 512GB)", "8块H200 NVL", "双卡 4090".

One reader for a record's hardware field and a post's words alike: the catalogue's names and aliases are
looked for in the text (longest first, separators optional), after the count, memory sizes, core counts and
product words around them are set aside. Where the text names alternatives ("RTX 3090 / 3090 Ti") the most
generous (fastest memory) is taken, since the ceiling is an upper bound; a laptop part never borrows its
desktop namesake's bandwidth.
"""
import difflib
import itertools
import re
from dataclasses import dataclass
from functools import lru_cache

from workers.engine.reference import Reference, name_key
from workers.engine.reference.gpu_database import gpu_entries

WORD_EDGE_L, WORD_EDGE_R = r"(?<![A-Za-z0-9.])", r"(?![A-Za-z0-9])"
_CN_COUNT = {"单": 1, "一": 1, "两": 2, "双": 2, "二": 2, "三": 3, "四": 4, "八": 8}
_EN_COUNT = {"single": 1, "one": 1, "a": 1, "dual": 2, "two": 2, "double": 2, "three": 3, "quad": 4, "four": 4,
             "eight": 8}
# 路 and 颗 count sockets and chips: "双路 E5-2696 v3", "两颗 EPYC"
_COUNT_BEFORE = re.compile(r"(\d+)\s*(?:[x×*]|块|张|卡|片|路|颗)?\s*$|"
                           r"(?<![A-Za-z])(single|one|a|dual|two|double|three|quad|four|eight)\s*$|"
                           r"([单一两双二三四八])\s*[张块卡片路颗]?\s*$", re.I)
_COUNT_AFTER = re.compile(r"^\s*(?:[x×*]\s*(\d+)|(?:GPUs?)?\s*[x×*]\s*(\d+))", re.I)
# "laptop" right after the name, or opening a bracket after it and its memory ("RTX 3050, 6GB VRAM (Laptop HP …)")
_LAPTOP = re.compile(r"\s*(?:,?\s*(?:\d+\s*GB\s*)?(?:VRAM|显存)?\s*)?[(（]?\s*(laptop|mobile|max-q|移动版|笔记本)",
                     re.I)
_NOISE = re.compile(r"\b\d+(?:\.\d+)?\s*(?:GB|GiB|G|TB)\b|\b\d+[-‑\s]?core(?:s)?(?:\s*GPU)?\b|\b\d+\+\d+\s*CPU\b"
                    r"|\b\d+\s*GPU\b|\bGDDR\w*|\bHBM\w*|\bLPDDR\w*|[\d.,~]+\s*[GT]B/s", re.I)
# the computer around an Apple chip with its screen size ("Mac mini M4 Pro" is an M4 Pro; "MacBook Pro 16 M4 Max" is
# one M4 Max, not sixteen), and an Arc number without its series letter
_APPLE_PRODUCT = re.compile(r"\b(?:MacBook\s*(?:Pro|Air)?|MBP|Mac(?:\s*(?:mini|Studio|Pro))?|iMac)\b"
                            r"(?:\s*\(?\d{2}(?:\.\d)?\s*(?:\"|”|″|-?\s*inch(?:es)?\b|in\b)?(?=[\s,)]))?", re.I)
# words that make a Mac an Intel one: its CPU, its Intel or Radeon Pro graphics
_INTEL_MAC = re.compile(r"\b(?:Intel|Core\s*i[3579]|i[3579](?:-\d{4,5}\w*)?|Iris|UHD|Radeon\s*Pro)\b", re.I)
_GLUED_SIZE = re.compile(r"(?<=[A-Za-z])(\d+(?:\.\d+)?\s*(?:GB|GiB|G(?![A-Za-z])))(?=[x×*]?\d|[^A-Za-z0-9]|$)", re.I)
# "Arc770", "ARC 770", "ARC770m": an A-series (Alchemist) card, its laptop part with the "M"
_ARC_NUMBER = re.compile(r"\bArc(?:\(TM\))?\s*(\d{3})(M?)\b", re.I)
MAX_COUNT = 64


@dataclass(frozen=True)
class FoundAccelerator:
    entry: dict | None      # the catalogue entry, None when nothing in the text names one
    written: str            # the words that named it (or the whole text)
    count: int | None       # devices the text says, when it says
    by_memory: float | None = None   # no card named, only its memory ("单张 24GB 显存的显卡"): that size, in GB


class Names:
    """An IGNORECASE regex of many names, as `alias_pattern` writes it, searched fast: `finditer` gives exactly its
    matches. Anything else is the regex's own (`search`, `pattern`).

    `re` cannot skip ahead to a likely first letter in an IGNORECASE alternation, so it enters each of a thousand
    branches at every position (106 us over a 40-character post, 221 us for the GPU database's names). ASCII text is
    instead scanned lower-cased by a case-sensitive twin (16 us and 4 us); the twin matches wherever the regex does
    (and takes an upper-case plural "S" too), so each place it finds is read by the regex itself, and skipped when
    the regex finds nothing there. Other text, where lower-casing can move positions, is left to the regex.
    """
    __slots__ = ("_regex", "_twin")

    def __init__(self, regex: re.Pattern, twin: re.Pattern | None):
        self._regex, self._twin = regex, twin

    def __getattr__(self, name: str):
        return getattr(self._regex, name)

    def finditer(self, words: str, *bounds):
        if bounds or self._twin is None or not words.isascii():   # a search from a position is left to re too
            yield from self._regex.finditer(words, *bounds)
            return
        lowered, at = words.lower(), 0
        while (hit := self._twin.search(lowered, at)) is not None:
            match = self._regex.match(words, hit.start())
            if match is None:   # an upper-case "S" the twin took for a plural
                at = hit.start() + 1
                continue
            yield match
            at = max(match.end(), hit.start() + 1)


def _alternation(names: list[str], patterns, plural: str) -> str:
    flexible = [r"[\s_-]?".join(re.escape(tok) for tok in re.split(r"[\s_-]+", a)) for a in names]
    return WORD_EDGE_L + "(" + "|".join([*flexible, *patterns]) + ")" + plural + WORD_EDGE_R


def alias_pattern(aliases, patterns=(), plural: bool = False) -> Names:
    """One regex for many names: longest first, any separator (space, _, -) optional between their words; then
    the families named by a model-number pattern (non-capturing regexes). With plural, a name may take a lower-case
    plural "s" ("dual RTX 3090s"); an upper-case suffix stays part of a name ("RX 6800S" is another card)."""
    parts = sorted({a for a in aliases if len(a) >= 2}, key=len, reverse=True)
    regex = re.compile(_alternation(parts, patterns, "(?-i:s)?" if plural else ""), re.I)
    # a family pattern with a case-sensitive part ("(?-i:...)") has no lower-case twin: the regex alone reads it
    return Names(regex, None if any("(?-" in p for p in patterns) else _twin(parts, patterns, plural))


def _twin(names: list[str], patterns, plural: bool) -> re.Pattern:
    """Names' twin: the names in lower case, grouped by their first character (re tests a branch's first letter
    before entering it, so it scans forty groups at each position where it scanned a thousand names), the families
    case-insensitive in their own group, and a plural "s" of either case."""
    groups: dict[str, list[str]] = {}
    for name in names:
        tokens = [re.escape(tok) for tok in re.split(r"[\s_-]+", name.lower())]
        first = tokens[0][:2] if tokens[0].startswith("\\") else tokens[0][:1]   # one character, escaped or not
        groups.setdefault(first, []).append(r"[\s_-]?".join([tokens[0][len(first):], *tokens[1:]]))
    branches = [f"{first}(?:{'|'.join(rest)})" for first, rest in groups.items()]
    return re.compile(WORD_EDGE_L + "(" + "|".join([*branches, *(f"(?i:{p})" for p in patterns)]) + ")"
                      + ("s?" if plural else "") + WORD_EDGE_R)


@lru_cache(maxsize=16)
def _pattern(reference: Reference, plural: bool = False) -> Names:
    return alias_pattern((a for acc in reference.accelerators for a in [acc["name"], *acc["aliases"]]),
                         [p for acc in reference.accelerators for p in acc.get("name_patterns", [])], plural=plural)


def count_near(words: str, start: int, end: int) -> int | None:
    """A device count written just before ("2x", "8块", "dual") or just after ("x2", "* 4") a name."""
    before = _COUNT_BEFORE.search(words[max(0, start - 12):start])
    if before:
        return _count_word(next(group for group in before.groups() if group))
    after = _COUNT_AFTER.match(words[end:end + 10])
    if after:
        number = int(after.group(1) or after.group(2))
        return number if 0 < number <= MAX_COUNT else None
    return None


def _readable(text: str) -> str:
    """A slug ("nvidia-geforce-rtx-3050-ti-laptop-gpu") read as words; sizes and core counts set aside."""
    if " " not in text.strip() and text.count("-") >= 2:
        text = text.replace("-", " ")
    text = re.sub(r"\s*(?:max-q|mobile)\b", " Laptop", text, flags=re.I)   # the laptop part's other names
    text = _ARC_NUMBER.sub(lambda m: f"Arc A{m.group(1)}{m.group(2).upper()}", text)
    text = _GLUED_SIZE.sub(r" \1 ", text)   # "RTX4000Ada20GBx4", "2080ti22G": the size glued to the name
    return _NOISE.sub(" ", re.sub(r"^\s*\d+\s*[x×*]\s*", "", text))


_APPLE_TIER_WORD = re.compile(r"(?<![A-Za-z0-9])(M[1-9])([\s_-]*)([A-Za-z]{3,6})(?![A-Za-z])")
_APPLE_TIERS = ("Pro", "Max", "Ultra")


# a Mac mini named between its chip and the chip's tier ("M2 Mini Pro" is a Mac mini with an M2 Pro)
_MINI_BETWEEN = re.compile(r"(?<![A-Za-z0-9])(M[1-9])\s*mini\s*(Pro|Max)(?![A-Za-z])", re.I)


def _apple_tier(text: str) -> str:
    """A misspelt tier after an Apple chip ("M2 Utra", "M3 Maxx") read as the tier, and a tier after the Mac mini it
    sits in ("M2 Mini Pro"): left as written, "M2" alone would match the base chip, a fraction of the bandwidth (the
    source of a false implausible)."""
    text = _MINI_BETWEEN.sub(r"\1 \2", text)
    def spelled(match: re.Match) -> str:
        word = match.group(3)
        if word.title() in _APPLE_TIERS:
            return match.group(0)
        close = difflib.get_close_matches(word.title(), _APPLE_TIERS, n=1, cutoff=0.75)
        return f"{match.group(1)}{match.group(2)}{close[0]}" if close else match.group(0)
    return _APPLE_TIER_WORD.sub(spelled, text)


# a product the catalogue names in Latin letters, as it is written in other scripts ("라즈베리 파이 5" is a Raspberry
# Pi 5): read as its Latin name, since the catalogue's lookup key keeps Latin letters and digits only
_OTHER_SCRIPTS = (
    (re.compile(r"(?:라즈베리\s*파이|树莓派|樹莓派|ラズベリー\s*パイ|ラズパイ)\s*"), "Raspberry Pi "),
    (re.compile(r"스냅드래곤\s*"), "Snapdragon "),
)


# the hyphens of typesetting ("E5\u20112697 v2" with a non-breaking hyphen, as a page pasted it) and the minus sign: a
# name's hyphen, so "E5-2697 v2" and "Qwen3\u201032B" match as written with one
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2212": "-"})


def in_latin(text: str, names=_OTHER_SCRIPTS) -> str:
    """The text with each name of `names` ((pattern, Latin name) pairs) written as its Latin name, its hyphens as
    ASCII ones."""
    text = text.translate(_HYPHENS)
    for pattern, latin in names:
        text = pattern.sub(latin, text)
    return text


# a maker's mark glued to a word ("AMD Ryzen™ AI 9 HX 370", "Intel® Core™ Ultra 7 155H"): read without it, since a
# catalogue name's words ("Ryzen AI") would not match across it
_TRADEMARK = re.compile(r"[™®©]|\((?:TM|R|C)\)", re.I)   # "Intel(R) Core(TM) Ultra 5 125H"
# a count glued to the name's last digit ("p300x2", "RTX 4090x2"): spaced, so the name matches and count_near reads it
_GLUED_COUNT = re.compile(r"(?<=\d)(?=[x×]\d{1,2}(?![0-9A-Za-z]))", re.I)
# a count glued to the name's first digit ("魔改4x2080ti", "8×4090"): spaced, for the same reason
_GLUED_LEADING_COUNT = re.compile(r"(?<![0-9A-Za-z.])(\d{1,2}[x×])(?=\d{3,5})", re.I)
# a card's memory glued before its name ("48GL40", "24GP40"): spaced, so the name matches and the size is read
_GLUED_LEADING_MEMORY = re.compile(r"(?<![0-9A-Za-z.])(\d{1,3}GB?)(?=[A-Z]{1,3}\d{2,4}(?![0-9]))")
# a Founders Edition glued to its number ("5090FE"): spaced, so the card's name matches
_GLUED_EDITION = re.compile(r"(?<=\d)(?=FE(?![A-Za-z0-9]))", re.I)
# AMD's PRO parts are the same silicon as the plain ones ("Ryzen AI 9 HX PRO 370", "Ryzen 7 PRO 8840U"): read without it
_AMD_PRO = re.compile(r"(?<=\bRyzen)((?:\s+(?:AI|Max\+?|HX|\d))*)\s+PRO(?=\s+\d{3})", re.I)


@lru_cache(maxsize=4096)  # posts and records repeat the same few names
def find_accelerator(text: str | None, reference: Reference) -> FoundAccelerator | None:
    """The accelerator a text names, with the count it states; None for no text at all."""
    if not text or not text.strip():
        return None
    text = _GLUED_LEADING_MEMORY.sub(r"\1 ", _GLUED_LEADING_COUNT.sub(r"\1 ", _TRADEMARK.sub("", in_latin(text))))
    text = _AMD_PRO.sub(r"\1", _GLUED_EDITION.sub(" ", _GLUED_COUNT.sub(" ", text)))
    candidates = []
    chip = _apple_tier(_APPLE_PRODUCT.sub(" ", text))   # "Mac mini M4 Pro": the chip is the M4 Pro, not the
                                                         # Mac mini M4
    # the computer alone ("Mac Studio", "2x Mac Studio 512GB"), no chip named: its catalogue alias, the fastest chip
    # it shipped with (a binned product takes its most generous bin)
    # (an Intel Mac, "MacbookPro Intel UHD 630", "MacBook Pro 2019 i9", shipped no Apple chip: its own parts or nothing)
    product_only = (_readable(text),) if chip != text and not _INTEL_MAC.search(text) else ()
    # names as written first; only where none is found, a name in the plural ("dual RTX 3090s"): read first, "4080s"
    # would be a plural 4080 where it is as likely the 4080 S(uper), the faster card
    readings = (chip, _readable(chip), *product_only)
    for plural, words in [(plural, words) for plural in (False, True) for words in readings]:
        for match in _pattern(reference, plural).finditer(words):
            laptop = _LAPTOP.match(words, match.end())
            entry = reference.accelerator(match.group(1), words)
            if entry is None:
                continue   # a name the pattern reads that no key resolves (a glued spelling): never a crash
            # (a name already read as the laptop part, "RTX 5090M" before "Laptop", is that part)
            if laptop and not re.search(r"laptop|mobile", f"{match.group(1)} {entry['name']}", re.I) and \
                    not entry.get("unified_memory"):
                # a desktop card's name followed by "laptop": not that card but its laptop part, where one is on file
                # (an APU's is the same chip)
                mobile = _laptop_part(match.group(1), reference)
                if mobile:
                    candidates.append((mobile, match.group(1), count_near(words, match.start(), match.end()),
                                       match.start(), match.end()))
                continue
            count = count_near(words, match.start(), match.end()) or _slice_chips(entry, words, match.end())
            candidates.append((entry, match.group(1), count, match.start(), match.end()))
        if candidates:
            break
    if not candidates:   # a spelling only the catalogue's loose key knows ("RTX-5090-FE" style), else the database
        # (read past a count before it: "2x H-100" is two of what "H-100" names)
        loose = reference.accelerator(text) or reference.accelerator(_LEADING_COUNT.sub("", text))
        return FoundAccelerator(loose, text, _leading_count(text)) if loose else _in_gpu_database(chip, text, reference)
    # (a family's name, "Gaudi", "XDNA 2", is its most generous member only where no member is named: "Intel Gaudi
    # (first generation, gaudi1)" is the Gaudi 1, "NPU Krackan (XDNA2) on Ryzen AI 5 340" the Ryzen AI 300)
    candidates = [c for c in candidates if not _family_name(c)] or candidates
    joined = _device_set(candidates, words)
    if joined:
        return joined
    entry, written, count, _, _ = max(candidates, key=lambda c: (c[0]["bandwidth_gbs"] or {}).get("value", 0))
    entry = _apple_tier_on_file(_apple_tier_for_memory(entry, text, reference), text, reference)
    if _APPLE_PRODUCT.fullmatch(written.strip()):
        entry = _apple_product_for_memory(entry, text, reference)
    return FoundAccelerator(entry, written, count or _leading_count(text))


def _family_name(candidate: tuple) -> bool:
    entry, written = candidate[0], candidate[1].strip().casefold()
    return any(written == name.casefold() for name in entry.get("family_aliases", ()))


# what stands between two devices named as one machine's: a join, then maybe a count and a maker's words ("RTX 3060
# 12GB + Tesla P100 16GB", "PRO 6000 Blackwell + 2x NVIDIA GeForce RTX 4090", "RTX 5080(16GB)与 RTX 3090"); never a
# slash ("RTX 3090/4090" is either card)
_JOIN = re.compile(r"^(?:\s*[x×*]\s*\d{1,2}\b)?[\s,(（]*(?:\d+(?:\.\d+)?\s*(?:GB|GiB|G)\b)?[\s)）]*"
                   r"(?:\+|&|\band\b|与|和|及|加)\s*(?:(?P<count>\d{1,2}|two|dual|双|两)\s*(?:[x×*]|块|张)?\s*)?"
                   r"(?:(?:NVIDIA|GeForce|AMD|Radeon|Intel|Tesla|Quadro)\s*)*$", re.I)


def _device_set(candidates: list[tuple], words: str) -> FoundAccelerator | None:
    """Accelerators of different kinds named together as one machine's ("RTX 3060 12GB + Tesla P100 16GB",
    "5090+4090x2+3090+A6000", "RTX 5080与 RTX 3090"): one set, each figure the sum of its devices' (a split in
    proportion to each device's bandwidth is the generous reading), its device count the sum of theirs; None unless
    every neighbour is joined."""
    ordered = sorted(candidates, key=lambda c: c[3])
    # (a CPU named beside a card is its host, whose memory serves what does not fit: "RTX 3090 + Ryzen 9 5950X")
    if len({c[0]["id"] for c in ordered}) < 2 or any("cpu" in (c[0].get("architecture") or "") for c in ordered):
        return None
    joins = [_JOIN.match(words[a[4]:b[3]]) for a, b in itertools.pairwise(ordered)]
    if not all(joins):
        return None
    # (a count between the join and the name is the next device's: "… + 2x NVIDIA GeForce RTX 4090")
    before = [None, *(join["count"] for join in joins)]
    parts = [(entry, count or _count_word(written_count) or 1)
             for (entry, _, count, _, _), written_count in zip(ordered, before, strict=True)]
    summed = {key: total for key in ("bandwidth_gbs", "memory_gb", "tdp_w") if (total := _summed(parts, key))}
    formats = set.intersection(*(set(entry.get("dense_tflops") or {}) for entry, _ in parts))
    tflops = {name: _summed(parts, name, within="dense_tflops") for name in sorted(formats)}
    name = " + ".join(f"{n} x {entry['name']}" if n > 1 else entry["name"] for entry, n in parts)
    entry = {"id": "set:" + "+".join(entry["id"] for entry, _ in parts), "name": name, "aliases": [],
             "devices": sum(n for _, n in parts), "unified_memory": False, "set": True, **summed,
             **({"dense_tflops": tflops} if tflops else {})}
    return FoundAccelerator(entry, words[ordered[0][3]:ordered[-1][4]], 1)


# a Cloud TPU slice's accelerator type, the size after the version ("v2-8", "v5litepod-16")
_SLICE = re.compile(r"-(\d{1,4})(?![\d.])")


def _slice_chips(entry: dict, words: str, end: int) -> int | None:
    """The chips of a Cloud TPU slice named by its accelerator type: the number counts TensorCores on chips that
    hold two ("v2-8" is four chips) and chips on those that hold one (R27-TPU-SLICES)."""
    per_chip = entry.get("slice_cores_per_chip")
    slice_size = per_chip and _SLICE.match(words, end)
    chips = int(slice_size.group(1)) // per_chip if slice_size else 0
    return chips if 0 < chips <= MAX_COUNT else None


def _count_word(word: str | None) -> int | None:
    """A count written before a device, in digits or words ("2", "two", "dual", "双"); None past MAX_COUNT."""
    if not word:
        return None
    if word.isdigit():
        return int(word) if 0 < int(word) <= MAX_COUNT else None
    return _EN_COUNT.get(word.lower()) or _CN_COUNT.get(word)


def _summed(parts: list[tuple[dict, int]], key: str, within: str | None = None) -> dict | None:
    """One figure of a set of devices: each device's figure times its count, summed, with the sources of each."""
    figures = [((entry.get(within) or {}) if within else entry).get(key) for entry, _ in parts]
    if any(not figure for figure in figures):
        return None
    sources = sorted({source for figure in figures for source in figure["source"]} | {"D"})
    derived = " + ".join(f"{n} x {figure['value']:g}" if n > 1 else f"{figure['value']:g}"
                         for figure, (_, n) in zip(figures, parts, strict=True))
    return {"value": round(sum(figure["value"] * n for figure, (_, n) in zip(figures, parts, strict=True)), 2),
            "kind": "spec", "source": sources, "derived": derived}


_APPLE_BASE = re.compile(r"^(m[1-9])(?:-(pro|max))?$")


# a machine's memory as notes state it: "64GB Unified Memory", "32GB统一内存", "128 GB RAM" (not a model's size)
_MACHINE_MEMORY = re.compile(r"(?<![\d.])\d+(?:\.\d+)?\s*(?:GB|GiB|G)\s*(?:of\s+)?(?:unified(?:\s+memory)?|RAM|memory|"
                             r"统一内存|内存)", re.I)


# A device named only by its kind ("Intel Integrated Graphics", "Apple Silicon", "the iGPU", "NPU"): the chip is in
# other words of the record
_GENERIC_DEVICE = re.compile(r"^\s*(?:(?:intel|amd|apple|qualcomm|the|an?)\s+)*(?:integrated\s+(?:graphics|gpu)|"
                             r"i?gpu|npu|xpu|apple\s+silicon|核显|集显)\s*$", re.I)


def with_chip_in(found: FoundAccelerator, words: str | None, reference: Reference) -> FoundAccelerator:
    """A device named only by its kind, read as the system-on-chip other words of the record name ("Intel Integrated
    Graphics" with "host CPU Intel Core Ultra 9 288V" in its notes is Lunar Lake's GPU). Only a chip whose memory the
    device shares: a discrete card in the notes is some other machine's."""
    if found.entry or not words or not _GENERIC_DEVICE.match(found.written):
        return found
    chip = find_accelerator(words, reference)
    if not chip or not chip.entry or not chip.entry.get("unified_memory"):
        return found
    return FoundAccelerator(chip.entry, found.written, found.count, found.by_memory)


def read_with_notes(found: FoundAccelerator, words: str | None, reference: Reference) -> FoundAccelerator:
    """The device as the rest of the record pins it down: its chip, then an Apple chip's tier by the memory stated."""
    return with_memory_in(with_chip_in(found, words, reference), words, reference)


def with_memory_in(found: FoundAccelerator, words: str | None, reference: Reference) -> FoundAccelerator:
    """An Apple chip named without its tier, read with the machine's memory other words of the record state ("Apple
    M2" with "Mac Studio, 64GB Unified Memory" in its notes: no M2 holds 64 GB, so an M2 Max at least)."""
    if not found.entry or not words or not _APPLE_BASE.match(found.entry["id"]):
        return found
    memory = " ".join(_MACHINE_MEMORY.findall(words))
    entry = _apple_tier_for_memory(found.entry, memory, reference) if memory else found.entry
    return found if entry is found.entry else FoundAccelerator(entry, found.written, found.count, found.by_memory)


def _apple_tier_for_memory(entry: dict, text: str, reference: Reference) -> dict:
    """An Apple chip named without the tier its memory needs ("Mac studio/M1/64core gpu/128gb ram" is an M1 Ultra:
    no M1 holds 128 GB) is read as the lowest tier of that chip that holds the memory the words state."""
    base = _APPLE_BASE.match(entry["id"])
    sizes = _memory_sizes(text)
    if not base or not sizes or max(sizes) <= (entry.get("memory_gb") or {}).get("value", 0):
        return entry
    for tier in ("pro", "max", "ultra"):
        bigger = reference.accelerator(f"{base.group(1)} {tier}")
        if bigger and bigger["id"].endswith(tier) and max(sizes) <= bigger["memory_gb"]["value"]:
            return bigger
    return entry


_TIER_NAMED = re.compile(r"(?<![A-Za-z0-9])M[1-9][\s_-]*(?:(?:Mac[\s_-]*)?Studio[\s_-]*)?(Pro|Max|Ultra)(?![A-Za-z])",
                         re.I)
_STUDIO = re.compile(r"(?<![A-Za-z])(?<!LM[ _-])Studio(?![A-Za-z])", re.I)   # a Mac Studio, not LM Studio


def _apple_tier_on_file(entry: dict, text: str, reference: Reference) -> dict:
    """A tier no chip of its generation has ("M4 Ultra", "M4 Studio Ultra": no M4 Ultra was made) and a chip of no tier
    or a Pro in a Mac Studio (which ships with Max and Ultra chips only) read as the generation's fastest chip on
    file: the generous reading, where the tier read from the name alone would be the base chip's."""
    base = _APPLE_BASE.match(entry["id"])
    tier = _TIER_NAMED.search(text)
    unmade = tier and not entry["id"].endswith(tier.group(1).lower())
    if not base or not (unmade or (_STUDIO.search(text) and base.group(2) != "max")):
        return entry
    for bigger in (f"{base.group(1)} ultra", f"{base.group(1)} max"):
        found = reference.accelerator(bigger)
        if found and found["id"] == bigger.replace(" ", "-"):
            return found
    return entry


def _apple_product_for_memory(entry: dict, text: str, reference: Reference) -> dict:
    """A Mac named without its chip reads as the fastest chip the product ships with, a Max or an Ultra. Stated with
    less memory than any Max or Ultra ships with ("24 GB MacBook Pro"), it holds a Pro or base chip: the fastest Pro
    chip on file, still the generous reading."""
    smallest = [a["memory_min_gb"]["value"] for a in reference.accelerators if a.get("memory_min_gb")]
    sizes = _memory_sizes(text)
    if not smallest or not sizes or max(sizes) >= min(smallest) or not entry.get("memory_min_gb"):
        return entry
    pros = [a for a in reference.accelerators if a.get("unified_memory") and re.fullmatch(r"m[1-9]-pro", a["id"])]
    return max(pros, key=lambda a: a["bandwidth_gbs"]["value"], default=entry)


_BRAND = re.compile(r"\b(?:NVIDIA|AMD|ATI|Intel|GeForce|Radeon)\b", re.I)
_LETTER_AND_DIGIT = re.compile(r"(?=.*[A-Za-z])(?=.*\d)")
_MEMORY_VARIANT = re.compile(r"\s+\d+\s*GB\b.*$", re.I)
_RTX_A = re.compile(r"^RTX (?=A\d{3,4}\b)")   # NVIDIA's workstation A-series, its brand word dropped


@lru_cache(maxsize=8)
def _database_names(reference: Reference) -> tuple[Names, dict[str, dict]]:
    """A pattern for the database's GPUs by their names less vendor and brand words ("Quadro P6000", "RX 5700 XT"),
    where a name holds a letter and a digit (a bare "210" would match any number), and their entries by name_key;
    a name two GPUs share takes the faster. A bandwidth past the fastest memory on file is an error of the database
    (every datacenter part is curated), never a bound."""
    fastest = fastest_memory(reference)["bandwidth_gbs"]["value"]
    spellings: set[str] = set()
    names: dict[str, dict] = {}
    for name, entry in gpu_entries().items():
        if entry["bandwidth_gbs"]["value"] > fastest:
            continue
        short = " ".join(_BRAND.sub(" ", name).split())
        # "GTX 1060 6 GB" is also a "GTX 1060": the bare name takes its fastest variant, the generous bound; AMD's
        # "RX 9060 XT" is written "Radeon 9060 XT" too (the brand word goes, then nothing says RX), and NVIDIA's
        # "RTX A400" is written "Nvidia A400", and AMD's "FirePro W8100" "W8100"
        bare = _MEMORY_VARIANT.sub("", short)
        for spelling in {short, bare, bare.removeprefix("RX "), bare.removeprefix("FirePro "), _RTX_A.sub("", bare)}:
            if len(spelling) < 3 or not _LETTER_AND_DIGIT.match(spelling):
                continue
            spellings.add(spelling)
            known = names.get(name_key(spelling))
            if not known or known["bandwidth_gbs"]["value"] < entry["bandwidth_gbs"]["value"]:
                names[name_key(spelling)] = entry
    # a laptop part with no desktop namesake is found by its bare name, NVIDIA's own since it dropped the Quadro brand
    # ("NVIDIA T1200 Laptop GPU": the database's "Quadro T1200 Mobile"); the laptop words then pick the Mobile entry
    for spelling in [s for s in spellings if s.endswith(" Mobile")]:
        mobile, laptop = names[name_key(spelling)], spelling.removesuffix(" Mobile")
        for bare in {laptop, laptop.removeprefix("Quadro ")}:
            if _LETTER_AND_DIGIT.match(bare) and name_key(bare) not in names:
                spellings.add(bare)
                names[name_key(bare)] = mobile
                names.setdefault(name_key(bare + " Mobile"), mobile)
    return alias_pattern(spellings), names


# a maker the words name, and the database entry's own: "Radeon 840M/860M" is no GeForce 840M
_MAKERS = (("nvidia", re.compile(r"nvidia|geforce|quadro|tesla|\b[gr]tx\b", re.I)),
           ("amd", re.compile(r"\bamd\b|radeon|instinct|firepro|ryzen", re.I)),
           ("intel", re.compile(r"intel|\barc\b|iris|\buhd\b", re.I)))


def _maker(words: str) -> str | None:
    return next((maker for maker, pattern in _MAKERS if pattern.search(words)), None)


def _laptop_part(name: str, reference: Reference) -> dict | None:
    """A desktop card's laptop namesake ("RTX 3050" in "RTX 3050, 6GB VRAM (Laptop …)"): the curated table's laptop
    entry, else the database's "Mobile" part, else None."""
    curated = reference.accelerator(f"{name} Laptop")
    if curated and re.search(r"laptop|mobile", curated["name"], re.I):
        return curated
    return _database_names(reference)[1].get(name_key(_BRAND.sub("", name)) + "mobile")


# a phone's maker or model line: the database holds PC graphics cards, and "vivo X300" is no Radeon X300
_PHONE = re.compile(r"\b(?:vivo|oppo|xiaomi|redmi|oneplus|realme|poco|motorola|iphone|ipad|pixel"
                    r"|galaxy\s+(?:[sazm]\d|tab|fold|flip|note))|手机", re.I)


def _in_gpu_database(chip: str, text: str, reference: Reference) -> FoundAccelerator:
    """The GPU the text names in TechPowerUp's database (the curated table named none), else no accelerator."""
    if _PHONE.search(text):
        return FoundAccelerator(None, text, _leading_count(text))
    pattern, names = _database_names(reference)
    written_by = _maker(text)
    for words in (chip, _readable(chip)):
        for match in pattern.finditer(words):
            key = name_key(match.group(1))
            if _LAPTOP.match(words, match.end()) and "mobile" not in key:
                key += "mobile"   # the database calls a laptop part "Mobile"; never its desktop namesake
                if key not in names:
                    continue
            entry = names[key]
            if written_by and _maker(entry["name"]) not in (None, written_by):
                continue
            return FoundAccelerator(entry, match.group(1), count_near(words, match.start(), match.end())
                                    or _leading_count(text))
    return _by_memory(text, reference) or FoundAccelerator(None, text, _leading_count(text))


# a graphics card named by its memory alone: "single 24GB GPU", "a 16 GB card", "24GB VRAM的显卡",
# "a GPU with 24GB memory", "单张 24GB 显存的消费级显卡", "显存 24G", "GPUメモリ4GB"
_CARD_BY_MEMORY = re.compile(
    r"(?<![\d.])(\d{1,3})\s*(?:GB|GiB|G)(?![A-Za-z/])\s*(?:of\s+)?(?:(?:VRAM|显存)(?:\s*的)?\s*(?:[\u4e00-\u9fff]{0,4}"
    r"(?:GPU|显卡|graphics\s+card|card))?|(?:[\u4e00-\u9fff]{0,4})(?:GPU|显卡|graphics\s+card|card)s?\b)"
    r"|(?:VRAM|显存|GPUメモリ)\s*[:：]?\s*(\d{1,3})\s*(?:GB|GiB|G)(?![A-Za-z/])"
    r"|\b(?:GPU|graphics\s+card|card)\s+with\s+(\d{1,3})\s*(?:GB|GiB|G)\s+(?:of\s+)?(?:memory|VRAM)\b", re.I)
# the discrete GPUs' architectures: a card, not a CPU, an SoC, an NPU or a TPU
_GPU_ARCHITECTURES = re.compile(r"ampere|ada|blackwell|turing|hopper|pascal|volta|maxwell|kepler|rdna\d(?:\.\d)?|"
                                r"gcn\d|cdna\d|xe2|xe3|xe-hpg")


def _by_memory(text: str, reference: Reference) -> FoundAccelerator | None:
    """A card its words name only by its memory ("single 24GB GPU"): the fastest discrete GPU on file sold with that
    memory, the generous reading (a bound, never a guess at the card); None where the words name no such size."""
    match = _CARD_BY_MEMORY.search(text)
    if not match:
        return None
    size = float(next(group for group in match.groups() if group))
    cards = [a for a in reference.accelerators if (a.get("memory_gb") or {}).get("value") == size
             and not a.get("unified_memory") and a.get("devices", 1) == 1
             and _GPU_ARCHITECTURES.fullmatch(a["architecture"])]
    if not cards:
        return None
    fastest = max(cards, key=lambda a: a["bandwidth_gbs"]["value"])
    return FoundAccelerator(fastest, text, _leading_count(text), by_memory=size)


_LEADING_COUNT = re.compile(r"^\s*(\d+)\s*[x×*块张卡]")


def _leading_count(text: str) -> int | None:
    match = _LEADING_COUNT.match(text)
    return int(match.group(1)) if match and 0 < int(match.group(1)) <= MAX_COUNT else None


_BANDWIDTH = re.compile(r"(\d+(?:\.\d+)?)\s*([TG])B\s*/\s*s\b", re.I)


def stated_bandwidth(words: str | None) -> float | None:
    """The memory bandwidth the device's own words state, in GB/s ("M5 Max (128GB, ~400 GB/s)"), or None."""
    match = _BANDWIDTH.search(words or "")
    if not match:
        return None
    return float(match.group(1)) * (1000 if match.group(2).upper() == "T" else 1)


_MEMORY = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(GB|GiB|G)\b(?!\s*/\s*s)", re.I)
_SOLD_SIZES = {8, 12, 16, 20, 22, 24, 32, 36, 48, 64, 96, 128, 192, 256, 512}


def _memory_sizes(words: str | None) -> list[float]:
    """Every memory size the words state, in GB as written ("24GB", "128 GiB", and as Chinese posts write it, "512G"),
    not a bandwidth ("546 GB/s"); a bare "G" only after a size memory is sold in, standing apart ("5G" is a modem,
    "C8g.16xlarge" an instance)."""
    return [float(m.group(1)) for m in _MEMORY.finditer(words or "") if m.group(2).upper() != "G" or
            float(m.group(1)) in _SOLD_SIZES and not words[m.start() - 1:m.start()].isalpha()]


def names_memory(words: str | None) -> bool:
    """Whether the device's words name a memory size at all ("2080 Ti 11GB" names the stock card's)."""
    return bool(_memory_sizes(words))


def stated_memory(words: str | None, entry: dict | None) -> float | None:
    """The memory the device's own words give it, in GB as sold, when every size they name is smaller than its
    entry's figure ("M3 Max 64GB", "RTX 4060 Ti 8GB": the variant named; a binned part otherwise takes its most
    generous bin). Words that also name a larger size give none (it may be the machine's RAM or several cards'
    total), unless that one size sits right after the card's model number (a card modded with more memory)."""
    on_file = ((entry or {}).get("memory_gb") or {}).get("value")
    sizes = _memory_sizes(words)
    smaller = [size for size in sizes if on_file and 0 < size < on_file]
    if smaller and len(smaller) == len(sizes):
        return smaller[0]
    # a card sold or modded with more memory than its entry, the size right after its model number ("RTX 3080 20GB",
    # "2080 Ti 22GB", "2080 Ti (22GB/card)", "4090 48GB"): more memory only lets more weights stay on the card, the
    # generous reading
    modded = _MODDED_MEMORY.search(words or "")
    if modded and len(sizes) == 1 and on_file and on_file < sizes[0] <= MODDED_MAX * on_file:
        return sizes[0]
    return None


# the host's memory as written: "128GB DDR5", "4x64GB DDR5 5400", "DDR5 64GB×4=256GB", "RAM：64G 4800MHz DDR5✖️12",
# "256 GB of RAM", "内存 256G": a size in a clause that names host memory (never a card's "24GB VRAM")
_RAM_WORD = re.compile(r"DDR[345]|(?<![Vv])RAM\b|system\s+memory|host\s+memory|内存", re.I)
_CLAUSE_MARK = re.compile(r"[,;，；\n()（）]")
# a count of memory sticks in the clause: "4x64GB", "64GB×4", "DDR5✖️12", "8x DDR5-5200 64GB", "24条 48G"
_STICKS = re.compile(r"(?<![\dA-Za-z.])(\d{1,2})\s*(?:[x×✖*]\uFE0F?|条|根|sticks?\b|DIMMs?\b)"
                     r"|[x×✖*]\uFE0F?\s*(\d{1,2})(?![\d.])(?!\s*(?:GB|GiB|G)\b)", re.I)
_TOTAL_AFTER = re.compile(r"^[^,;，；\n]{0,12}?=\s*(\d+)\s*(?:GB|G)\b", re.I)


def stated_host_ram(words: str | None) -> tuple[float, str] | None:
    """(GB, the words) of the host memory a record's words state, the largest where several are named, a count of
    sticks in its clause multiplying it; None when none is ("128GB DDR5 (4x32GB, dual channel)" is 128, "DDR5
    64GB×4=256GB" 256, "RAM：64G 4800MHz DDR5✖️12" 768, "24条 48G 6400M频率内存" 1,152)."""
    best = None
    for match in _MEMORY.finditer(words or ""):
        if words[match.start() - 1:match.start()] == "=":
            continue   # "64GB×4=256GB": the total is read with the size before it
        start = max((m.end() for m in _CLAUSE_MARK.finditer(words, 0, match.start())), default=0)
        after = _CLAUSE_MARK.search(words, match.end())
        clause = words[start:after.start() if after else len(words)]
        if not _RAM_WORD.search(clause):
            continue
        total = _TOTAL_AFTER.match(words[match.end():])
        # (the most sticks the clause counts: generous where it counts several things)
        sticks = max((int(m[1] or m[2]) for m in _STICKS.finditer(clause)), default=1)
        size = float(total[1]) if total else float(match[1]) * sticks
        if best is None or size > best[0]:
            best = (size, clause.strip())
    return best


_MODDED_MEMORY = re.compile(r"\d{3,4}[ \t]*(?:Ti|SUPER|D)?[ \t]*[ (（-]?[ \t]*\d{2,3}[ \t]*(?:GB|GiB)\b"
                            r"(?![ \t]*(?:RAM|DDR|of[ \t]+RAM|system|host))", re.I)
MODDED_MAX = 2.5


def fastest_compute(reference: Reference) -> tuple[dict, str]:
    """The accelerator and number format with the fastest dense matrix throughput of any on file (the same devices as
    fastest_memory): the compute bound for a device nobody can look up, as the fastest memory is the decode bound."""
    return max(((a, name) for a in reference.accelerators if not a.get("sram_resident") and a.get("devices", 1) == 1
                for name in a.get("dense_tflops") or {}),
               key=lambda pair: pair[0]["dense_tflops"][pair[1]]["value"])


def fastest_memory(reference: Reference) -> dict:
    """The accelerator with the fastest off-chip memory (DRAM, HBM) of any on file: the bound for a device nobody can
    look up. Chips that compute from on-chip SRAM (Cerebras' wafer, Groq's LPU) are left out: named, they are judged
    on their own figures; counted here, they would lift the bound for every unknown card a thousandfold. So is a
    system on file as one device (a SambaRack's 16 sockets): its bandwidth is many chips' sum, not one memory's; and a
    chip with no memory at all (Taalas's HC1, the model in its wiring)."""
    return max((a for a in reference.accelerators if not a.get("sram_resident") and a.get("devices", 1) == 1
                and a["bandwidth_gbs"]),
               key=lambda a: a["bandwidth_gbs"]["value"])
