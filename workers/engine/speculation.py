"""Speculative decoding conventions (DESIGN section 7): which method a record ran and its window.

The window is the most tokens one verify step can commit. Engines count it differently, so the
command, the engine and the method decide how a stored number turns into a window.
"""
import json
import re
from functools import cache, lru_cache

from workers.engine.messages import Message, say
from workers.engine.reference import REFERENCE

_FLAG = r"(?:^|\s)--?{name}(?:=|\s+)['\"]?(\d+)"
_SPEC_CONFIG = re.compile(r"--speculative[-_]config(?:=|\s+)(['\"]?)(\{.*?\})\1", re.S)
_ALGORITHM = re.compile(r"--speculative[-_]algorithm(?:=|\s+)['\"]?([\w-]+)", re.I)
_SPEC_TYPE = re.compile(r"--spec[-_]type(?:=|\s+)['\"]?([\w-]+)", re.I)
_NOTES_AL = re.compile(r"\bAL\s*[=:]\s*(\d+(?:\.\d+)?)")


@cache   # a handful of flag names
def _flag_pattern(name: str) -> re.Pattern:
    return re.compile(_FLAG.format(name=re.escape(name)))


def _flag(command: str, *names: str) -> int | None:
    for name in names:
        match = _flag_pattern(name).search(command)
        if match:
            return int(match.group(1))
    return None


def speculative_config(command: str | None) -> dict:
    """vLLM's --speculative-config JSON, or {} when absent or unreadable."""
    match = _SPEC_CONFIG.search(command or "")
    if not match:
        return {}
    try:
        parsed = json.loads(match.group(2))
    except ValueError:
        return {}
    return parsed if isinstance(parsed, dict) else {}


@lru_cache(maxsize=4096)   # records repeat the same few method names
def method_id(name: str | None) -> str | None:
    """The reference method id for a method name as engines and leaderboards write it."""
    if not name:
        return None
    key = name.strip().lower().replace("_", "").replace("-", "").replace(" ", "")
    for method in REFERENCE.spec_methods:
        for alias in method["aliases"]:
            if key == alias.lower().replace("_", "").replace("-", "").replace(" ", ""):
                return method["id"]
    if "mtp" in key:
        return "mtp"
    return None


def method_from_command(command: str | None) -> str | None:
    if not command:
        return None
    for pattern in (_ALGORITHM, _SPEC_TYPE):
        match = pattern.search(command)
        if match:
            return match.group(1)
    return speculative_config(command).get("method")


def window(engine: str | None, method: str | None, stored: int | None, command: str | None,
           draft_window: int | None = None) -> tuple[int | None, Message | None]:
    """(window, where it came from), following DESIGN section 7."""
    command = command or ""
    engine = (engine or "").lower()
    block = _flag(command, "speculative-dflash-block-size")
    if block:
        return block, say("window_source.dflash_block", block=block)
    draft_tokens = _flag(command, "speculative-num-draft-tokens")
    if draft_tokens and method == "dflash":
        return draft_tokens, say("window_source.dflash_draft_tokens", tokens=draft_tokens)
    steps = _flag(command, "speculative-num-steps")
    if steps:
        return steps + 1, say("window_source.num_steps", steps=steps)
    k = speculative_config(command).get("num_speculative_tokens")
    if isinstance(k, int) and not isinstance(k, bool) and k > 0:
        return k + 1, say("window_source.num_speculative_tokens", k=k)
    k = _flag(command, "draft-max", "spec-draft-n-max", "draft")
    if k:
        return k + 1, say("window_source.draft_max", k=k)
    if stored:
        if engine == "sglang" and method in ("dflash", "eagle", "eagle3", "mtp", None):
            return stored, say("window_source.sglang_stored", stored=stored)
        return stored + 1, say("window_source.stored", stored=stored)
    if draft_window and method == "dflash":
        return draft_window, say("window_source.draft_window", window=draft_window)
    return None, None


# a draft length written in a record's notes, not as a command's flag ("MTP drafter (spec-draft-n-max 3)",
# "num_speculative_tokens=4"): each names the tokens drafted, one more is committed per verify step
_NOTES_DRAFT = re.compile(r"(?<![\w-])-{0,2}((?:spec[-_])?draft[-_](?:n[-_])?max|n[-_]max|num[-_]speculative[-_]tokens"
                          r"|speculative[-_]num[-_]steps)[ \t]*[=:]?[ \t]*(\d{1,2})\b", re.I)


def window_in_notes(notes: str | None) -> tuple[int | None, Message | None]:
    """(window, where it came from) from a draft length the notes name, for a record with no command."""
    match = _NOTES_DRAFT.search(notes or "")
    if not match or int(match.group(2)) == 0:
        return None, None
    k = int(match.group(2))
    return k + 1, say("window_source.notes", words=match.group(0).strip(), k=k)


_NAMED = re.compile(
    r"speculative|spec(?:ulative)?[- ]decod\w*|draft(?:ing)?\b|EAGLE[- ]?\d?|DFlash\d?|\bMTP(?:LX)?\b|n-?gram|"
    r"medusa|prompt lookup|投机解码|推测解码|投机采样|草稿模型",
    re.I,
)
_NEGATED_BEFORE = re.compile(r"(?:\b(?:no|without|w/o|disabled?|off|before(?:[ \t]+the)?|pre-?)"
                             r"|不开|未开启?|没开|关闭|关掉|无)[ \t]*\(?[ \t]*$", re.I)
_NEGATED_AFTER = re.compile(r"[ \t]*(?:[:=][ \t]*)?(?:off|disabled|none|false|关闭|关|未开)\b", re.I)
# "no MTP collapse observed": what is denied is a trouble of the method, which was on
_TROUBLE_AFTER = re.compile(r"[ \t-]*(?:collapse|regressions?|issues?|problems?|errors?|crash(?:es)?|failures?|bugs?|"
                            r"degradation|slowdowns?)\b", re.I)


def named_in(words: str | None) -> tuple[bool, str | None]:
    """(whether words say the run was speculative, the method's id when they name a known one). Words that say it
    was off or not yet there ("no MTP", "without speculative decoding", "spec decode: off", "before the MTP changes",
    "关闭投机解码") say it was not; the first mention is the run's own, a later one a run it is compared with
    ("baseline without speculative decoding; with EAGLE-3, 424 tok/s" is no speculative run)."""
    match = _NAMED.search(words or "")
    if match is None or (_NEGATED_BEFORE.search(words, max(0, match.start() - 16), match.start()) and
                         not _TROUBLE_AFTER.match(words, match.end())) or _NEGATED_AFTER.match(words, match.end()):
        return False, None
    # a generic first mention ("speculative decoding with a 1B draft model") takes the method the words name next
    for mention in (match, *_NAMED.finditer(words, match.end())):
        method = _method_written(mention.group(0))
        if method:
            return True, method
    return True, None


def _method_written(written: str) -> str | None:
    if written.lower().replace("-", "").replace(" ", "").startswith("eagle3"):
        return "eagle3"
    return method_id(re.sub(r"\d+$", "", written))


def acceptance_length_from_notes(notes: str | None) -> float | None:
    match = _NOTES_AL.search(notes or "")
    return float(match.group(1)) if match else None
