"""Is input processing in the denominator? An empty TTFT or a cached prefill leaves it out (article section 5).

Prefill tok/s above the card's compute ceiling (dense tensor throughput / 2 x active params) can only
come from a cache.
"""
import re

from workers.engine.caseless import Caseless
from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say
from workers.engine.roofline import compute_ceiling, compute_unit

ID = "prefill_cache"
_CACHE_WORDS = Caseless(
    r"(?:prefill|prompt|prefix|kv)[^.\n]{0,40}\bcach\w*|\bcach\w*[^.\n]{0,20}(?:prefill|prompt|prefix)|"
    r"from (?:the )?cache|cache hit|缓存"
)
# "FP8 KV cache", "q4_0 K/V cache", "KV cache usage: 4%": the attention cache every decoder keeps, its type or size, not
# a prompt served from a cache; read as such only with a hit or reuse after it ("KV cache hit", "KV cache reuse")
_KV_CACHE = re.compile(r"\bk/?v[\s_-]*(?:cache\b|缓存)(?![\s_-]*(?:hits?\b|reus))", re.I)
# a cache said to be off, busted, cold, missed or empty ("prefix cache off", "shared prefix; caching off", "no prompt
# caching", "--no-enable-prefix-caching", "cache-busted fresh haystack", "cached_tokens 0", "prefix not cached",
# "cache miss", "cache hit rate 0", vLLM's "Prefix cache hit rate: 0.0%", "prefill is never a prefix-cache replay"), or
# an MoE's cache of experts
# ("expert cache hit rate 38%"): no prompt served from a cache
_NO_PROMPT_CACHE = re.compile(
    r"(?:\b(?:no|without|disabled?|cold)|--no-enable)[\s_-]*(?:prefix|prompt)[\s_-]*cach\w*"
    r"|\b(?:prefix|prompt)[\s_-]*cach\w*[\s:=]*(?:off|disabled|busted|none|false|0)\b"
    r"|\bcach\w*[\s:=]*(?:off|disabled|busted)\b"
    r"|\bcache[\s_-]*bust\w*|\bcached_tokens[\s:=]*0\b|\bexperts?[\s_-]*cache\w*"
    r"|\b(?:(?:prefix|prompt)[\s_-]*)?cache[\s_-]*hit[\s_-]*(?:rate|ratio)?[\s:=]*0(?:\.0+)?\s*%?(?![\d.])"
    r"|\bnot[\s_-]+(?:been[\s_-]+)?cached\b|\bcache[\s_-]*miss\w*|\bmissed[\s_-]+the[\s_-]+cache"
    r"|\b(?:never|not)[\s_-]+(?:an?[\s_-]+)?(?:prefix|prompt)[\s_-]*cach\w*", re.I)
_TTFT_FIELD = ("localmaxxing", "llm-speed")  # leaderboards whose records carry a TTFT field


def run(ctx: Context) -> Check:
    rec = ctx.record
    steps, inputs, reasons = [], {}, []
    if rec.leaderboard in _TTFT_FIELD and ctx.has_record:
        inputs["ttft_ms"] = Input(rec.ttft_ms, "record")
        if not rec.ttft_ms:
            reasons.append(say("prefill_cache.ttft_empty"))
    if rec.cached_prefill_tokens:
        inputs["cached_prefill_tokens"] = Input(rec.cached_prefill_tokens, "record")
        reasons.append(say("prefill_cache.cached_tokens", tokens=rec.cached_prefill_tokens))
    words = _CACHE_WORDS.search(_NO_PROMPT_CACHE.sub("-", _KV_CACHE.sub("KV", rec.notes or "")))
    if words:
        inputs["notes"] = Input(words, "record")
        reasons.append(say("prefill_cache.notes", words=words))
    if rec.prefill_tok_s:
        ceiling = compute_ceiling(ctx)
        if ceiling:
            limit, tflops, fmt, params, tflops_input = ceiling
            inputs["prefill_tok_s"] = Input(rec.prefill_tok_s, "record")
            inputs["tensor_tflops"] = tflops_input
            steps.append(
                say(
                    "prefill_cache.compute", tflops=tflops, unit=compute_unit(fmt), params=params, limit=round(limit),
                    prefill=rec.prefill_tok_s
                )
            )
            if rec.prefill_tok_s > limit:
                reasons.append(say("prefill_cache.above_compute", prefill=rec.prefill_tok_s, limit=round(limit)))
    if not inputs:
        return Check(ID, "skip", None, say("prefill_cache.skip"))
    if reasons:
        return Check(
            ID, "warn", len(reasons), reasons[0], reasons + steps, inputs, [say("prefill_cache.decode_unaffected")]
        )
    return Check(ID, "pass", 0, say("prefill_cache.ok"), steps, inputs)
