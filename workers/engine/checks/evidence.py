"""Does the post carry a record, a config or a log, or only a number? (article section 8, question one)

A record whose notes say its output was broken ("both fast and incoherent", "输出乱码", "output is only '?'
characters") measured no working model, and one whose tokens were guessed from its words ("words × 1.3 ÷
wall-clock"), counted unverified ("draft decode without verification") or counted by the stream's chunks counted
none, one its words say was projected or extrapolated was never measured, one whose decode timer ran through the
prefill divides by the prompt's time too, one its source corrected is not the source's figure, one read from a column
its words call mislabelled is not the quantity its header names, and one whose engine ignored a setting it names was
not the run it reports: each speed is suspect whatever the physics says.
"""
import re

from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say

ID = "evidence"
_BAD = r"(?:garbled|garbage|nonsense|broken|corrupt(?:ed)?|degenerate|gibberish|incoherent)"
_BROKEN_OUTPUT = re.compile(
    r"(?<!\bnot )(?<!\bno )\b(?:incoherent|gibberish)\b|"   # words said of a model's output only
    rf"\b(?:output|text|response|generation)\b[^.;\n]{{0,20}}?(?<!\bnot )(?<!\bno )\b{_BAD}\b|"
    rf"\b{_BAD}[\s-]+(?:output|text|response)\b|"
    r"\b(?:output|text|response|generation|tokens?)\b[^.;\n]{0,20}?\b(?:only|all)\s+['\"`]?[?\ufffd]+['\"`]?(?:\s|$)|"
    r"\b(?:every|each)\s+(?:decode\s+)?step\s+(?:returns?|returned|emits?|emitted)\s+(?:the\s+same\s+)?token\b|"
    r"\bargmax (?:is |was )?always\b|"   # a model stuck on one token ("every decode step returns token id 0")
    r"乱码|胡言乱语|输出(?:错误|异常|全是)", re.I)
# a figure its own words say nobody measured ("Projected values based on published specs", "extrapolated from
# 288 GB/s", "expected, not a logged run", "理论值"): a projection, not a speed anyone saw
_NOT_MEASURED = re.compile(
    r"\bprojected\b|\bextrapolat(?:ed|es|ion)\b|\bnot (?:a )?measured\b|\bnot a logged run\b|"
    r"\btheoretical estimate\b|\bexpected (?:figure|value|speed)\b|预估值|理论值|推算值", re.I)
# another quantity nobody measured ("power not measured", "memory bandwidth was not measured"): nothing of the speed
_OTHER_NOT_MEASURED = re.compile(
    r"\b(?:power|energy|watts?|wattage|temperatures?|temps?|memory|vram|bandwidth|latency|ttft|accuracy|quality|"
    r"perplexity|ppl)(?:\s+draw)?\s+(?:(?:was|were|is|are)\s+)?not (?:a )?measured\b", re.I)
# the figure said to be the measuring tool's doing, not the engine's ("a bench-tool artifact, not a serving
# regression", "an artifact of the timer"): what it shows is no speed of the run
_ARTIFACT = re.compile(r"\b(?:bench(?:mark)?|tool|bench-tool|measurement|timing|timer|harness)[\s-]*artifact\b|"
                       r"\bartifact of (?:the )?(?:bench(?:mark)?|tool|measurement|timer|harness)\b|"
                       r"测量误差|工具的?问题", re.I)
# a decode rate whose timer ran through the prefill ("the timer started before prefill_chunked", "decode_tps
# contaminated by prefill"): the figure divides the generated tokens by the prompt's time too
_PREFILL_IN_DECODE = re.compile(
    r"\btimer\b[^.;\n]{0,30}?\bstart(?:ed|s)?\s+before\b[^.;\n]{0,20}?\bprefill|"
    r"\b(?:decode|generation)[_ ]?(?:tps|rate|speed|time)\b[^.;\n]{0,30}?\b(?:contaminated|polluted)\s+by\s+"
    r"(?:the\s+)?prefill|"
    r"\bprefill (?:time )?(?:was )?(?:counted|included) in (?:the )?(?:decode|generation)", re.I)
# a figure its own source corrected or withdrew ("corrected value 160.0", "the corrected kernel gives 293 t/s", "a
# superseded figure", "never valid", "作者已更正"): the record holds a number its authors no longer stand by
_CORRECTED = re.compile(r"\bcorrected (?:value|figure|number)s?\s*(?:is|was|of|to|[:=])?\s*~?\d(?:[\d.,]*\d)?|"
                        r"\bcorrected (?:kernel|version|build|code|implementation|run) "
                        r"(?:gives|gave|measured|runs|ran|reaches|reached) ~?\d(?:[\d.,]*\d)?|"
                        r"\bsuperseded\b|\bretracted (?:value|figure|number|result)s?\b|\bnever valid\b|"
                        r"已(?:被)?(?:更正|撤回)", re.I)
# a figure read from a column its own words say is mislabelled or shifted ("the throughput column is probably
# mislabeled", "columns look rotated", "列错位"): the number is not the quantity its header names
_MISLABELLED = re.compile(r"\b(?:columns?|headers?|labels?)\b[^.;\n]{0,30}?\b(?:mislabell?ed|shifted|rotated|swapped|"
                          r"misaligned|transposed|wrong|incorrect)\b|\bmislabell?ed\s+(?:columns?|headers?)\b|"
                          r"列(?:错位|标错|错了)|表头标错", re.I)
# draft or batched tokens counted without being checked ("batched top-K 'draft' decode without verification"): tokens
# nobody verified are no tokens of the model's output
_UNVERIFIED_TOKENS = re.compile(
    r"\b(?:draft|drafted|batched|speculat\w*|tokens?)\b[^.;\n]{0,60}?\b(?:without|no|never)\s+(?:any\s+)?verif\w*|"
    r"\b(?:never|not)\s+verified\b[^.;\n]{0,30}?\btokens?\b", re.I)
# a setting the engine ignored ("engine <1.30.1 ignored the number-of-experts setting"): the run was not the
# configuration it is reported as
_SETTING_IGNORED = re.compile(r"\bignor(?:ed|es)\s+(?:the\s+|its\s+)?(?:[\w<>.-]+\s+){0,3}(?:setting|flag|option)s?\b|"
                              r"(?:设置|参数)(?:没有|未)生效", re.I)
# tokens counted by what carried them ("the streaming client counted each multi-token chunk as one token", "the bench
# counts streamed chunks, not tokens", "a chunk-counted baseline", "每个 chunk 算一个 token"): with speculation a chunk
# holds several, so the count is the stream's events, not the model's tokens
_CHUNKS_COUNTED = re.compile(r"\bcount(?:ed|s|ing)?\s+(?:each|every)\s+(?:[\w-]+\s+){0,2}(?:chunks?|events?|deltas?|"
                             r"messages?|packets?)\s+as\s+(?:one|a single|1)\s+tokens?\b|"
                             r"\bcount(?:ed|s|ing)?\s+(?:the\s+)?(?:streamed|streaming|stream|SSE)\s+"
                             r"(?:chunks|events|deltas)\b|"
                             r"\bchunk[\s-]counted\b|\b(?:stream(?:ed|ing)?\s+)?chunks\s+counted\s+as\s+tokens\b|"
                             r"每个\s*(?:chunk|事件|数据块)\s*(?:算|记)(?:作|为|成)?一个\s*token", re.I)
# tokens guessed from words or characters ("words × 1.3 ÷ wall-clock", "TPS computed from word count", "按字数估算"): no
# token was counted
_GUESSED_TOKENS = re.compile(
    r"\b(?:words?|characters?|chars)\s*(?:[×x*]|times)\s*\d+(?:\.\d+)?|"
    r"\b(?:estimated|approximated|guessed|computed|calculated|derived)\s+from\s+(?:the\s+)?(?:words?|characters?|chars)"
    r"(?:\s+counts?)?\b|\b(?:words?|characters?)\s+counts?\s+instead\s+of\s+tokens?\b|"
    r"(?:按|用)?字数(?:估算|换算|乘以)", re.I)


def run(ctx: Context) -> Check:
    rec = ctx.record
    if ctx.has_record:
        where = rec.url or rec.record_id
        named = say("evidence.record", where=where) if where else say("evidence.supplied_file")
        inputs = {"record": Input(where or "supplied file", "record", rec.leaderboard)}
        hints = [say("evidence.unread_key", given=given, meant=meant) for given, meant in rec.unread_keys]
        for pattern, key in ((_BROKEN_OUTPUT, "evidence.broken_output"), (_GUESSED_TOKENS, "evidence.guessed_tokens"),
                             (_NOT_MEASURED, "evidence.not_measured"), (_ARTIFACT, "evidence.artifact"),
                             (_PREFILL_IN_DECODE, "evidence.prefill_in_decode"),
                             (_CORRECTED, "evidence.corrected"), (_MISLABELLED, "evidence.mislabelled"),
                             (_CHUNKS_COUNTED, "evidence.chunks_counted"),
                             (_UNVERIFIED_TOKENS, "evidence.unverified_tokens"),
                             (_SETTING_IGNORED, "evidence.setting_ignored")):
            notes = _OTHER_NOT_MEASURED.sub(" ", rec.notes or "") if pattern is _NOT_MEASURED else rec.notes or ""
            said = pattern.search(notes)
            if said:
                inputs["notes"] = Input(said.group(0), "record")
                return Check(ID, "warn", said.group(0), say(key, words=said.group(0)), [named], inputs, hints)
        if rec.has_config:
            return Check(ID, "pass", where, say("evidence.record_with_config", leaderboard=rec.leaderboard),
                         [named], inputs, hints)
        return Check(ID, "pass", where, say("evidence.record_no_config", leaderboard=rec.leaderboard),
                     [named], inputs, hints + [say("evidence.no_config_caveat")])
    links = ctx.claim.links if ctx.claim else []
    return Check(ID, "fail", None, say("evidence.number_only"),
                 [say("evidence.no_record", links=len(links))], {"links": Input(len(links), "claim")},
                 headline=say("headline.unverified"))
