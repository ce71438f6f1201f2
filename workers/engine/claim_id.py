"""A claim's id is a hash of what identifies it, so the same claim seen by a thousand readers is one job.

What identifies it: the number and unit, the links (as a set) and the sentence with its context,
normalized (NFKC, whitespace collapsed, case folded) so that rendering differences between pages don't split it.
"""
import hashlib
import json
import re
import unicodedata

_SPACE = re.compile(r"\s+")


def normalized_text(text: str) -> str:
    return _SPACE.sub(" ", unicodedata.normalize("NFKC", text or "")).strip().casefold()


def claim_id(text: str, context: str, value: float | None, unit: str | None, links) -> str:
    identity = {"value": value, "unit": normalized_text(unit or ""), "links": sorted({link.strip() for link in links}),
                "text": normalized_text(text), "context": normalized_text(context)}
    canonical = json.dumps(identity, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]
