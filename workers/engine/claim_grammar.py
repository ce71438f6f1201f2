"""Speed claims in prose, read with the grammar the extension uses, so a claim means the same number in both.

grammar.json beside this module holds the spellings (package data, so an installed service has it too); the
extension carries it as extension/lib/grammar.js, generated from it and held byte-equal by a node test, and its
detect.js is what this module mirrors function for function (tests/fixtures/detector/conformance.json runs the
same cases through both).
Offsets are Python string indices; they equal the JavaScript ones unless the text holds characters outside the
Basic Multilingual Plane (emoji), which JavaScript counts twice.
"""
import itertools
import json
import math
import re
from importlib import resources

GRAMMAR_PATH = resources.files(__package__) / "grammar.json"
G = json.loads(GRAMMAR_PATH.read_text(encoding="utf-8"))

_D = G["digit"]
_CN_NUMERAL = "[" + "".join(G["chinese_digits"]) + "".join(G["chinese_units"]) + G["chinese_myriad"] + "]"
_INTEGER = (f"{_D}{{1,3}}(?:[{G['thousands_separators']}]{_D}{{3}})+(?!{_D})"
            f"|(?<![A-Za-z0-9]-){_D}{{1,3}}(?:[{G['space_thousands_separators']}]{_D}{{3}})+(?!{_D})|{_D}+")
_DIGITS_NUMBER = (f"(?:{_D}+,{_D}{{1,2}}(?!{_D})|(?:{_INTEGER})(?:[{G['decimal_points']}]{_D}+)?)"
                  f"(?:[ \\t]?[{''.join(G['multipliers'])}](?![A-Za-z])"
                  f"|[ \\t]?[{''.join(G['unit_multipliers'])}]{G['unit_multiplier_before']}"
                  f"|[ \\t]+(?:{'|'.join(G['multiplier_words'])})(?![A-Za-z]))?")
_CN_DECIMALS = f"(?:{G['chinese_point']}[{''.join(G['chinese_digits'])}]{{1,3}})?"   # "十二点五" 12.5
_NUMBER = f"{_DIGITS_NUMBER}|{_CN_NUMERAL}{{1,12}}{_CN_DECIMALS}"
_RANGE = f"({_NUMBER})(?:{G['range_join']}({_NUMBER}))?"
_END = r"(?![\s\S])"
# a number read whole: never stopped inside a thousands group or before its decimals (detect.js WHOLE)
_WHOLE = r"(?![.．]?[0-9]|,[0-9]{3}(?![0-9]))"
_PHASE_WORD = f"(?<![A-Za-z])({G['phase']['prefill']})|(?<![A-Za-z])({G['phase']['decode']})"
_I = re.IGNORECASE

_HIT = re.compile(f"{G['unit_hit']}|{G['speed_word']['word']}"
                  f"|(?<![A-Za-z])(?:{G['speed_word']['eval_rate']})(?![A-Za-z])|{G['speed_word']['phase_word']}", _I)
_NUMBER_PHRASE = re.compile(f"{_RANGE}{G['after_number']}[ \\t]*(?:{G['count_word']}[ \\t]*)?", _I)
_BETWEEN_WORD = re.compile(f"(?:{G['between_words']})", _I)
_LIST_ITEM = re.compile(f"(?<![A-Za-z0-9_])({_DIGITS_NUMBER}){G['after_number']}({G['list_join']})"
                        f"(?:(?:(?<![A-Za-z])(?:{G['list_labels']})|{G['list_labels_cjk']})[ \\t]*[:=]?[ \\t]*)?"
                        f"{_END}", _I)
_LIST_MARKS = set("/,，、;；>→和与及或对")
_LIST_WORDS = {"vs", "versus", "against", "and", "then", "or", *G["list_labels"].split("|")}
_LIST_LABEL_CJK = re.compile(f"(?:{G['list_labels_cjk']})$")   # "预填充 2,150 / 生成 58 t/s" (detect.js LIST_LABEL_CJK)
_COMMA_JOIN = re.compile(G["comma_join"])
_LIST_NOT_AFTER = re.compile(G["list_not_after"], _I)
_LABEL_LENGTH_BEFORE = re.compile(G["label_length_before"], _I)
_BETWEEN = re.compile(r"(?:between|在)[ \t]*$", re.I)
_BETWEEN_AND = re.compile(r"[ \t]*(?:and|和|与)[ \t]*", re.I)
_PAIR_OPENING = re.compile(f"(?<![A-Za-z]){G['pair_opening']}", _I)
_AFTER_MEI = re.compile(f"(?:[ \\t]{{0,2}}{G['number_after_lead']}){{0,4}}[ \\t]{{0,2}}{_RANGE}{G['after_number']}"
                        f"[ \\t]{{0,2}}{G['count_word']}?[ \\t]{{0,2}}{G['number_after_unit']}", _I)
_COUNT_AFTER_MEI = re.compile(f"{G['count_after_mei']}{_RANGE}", _I)
_PAIR_AFTER_UNIT = re.compile(f"{G['pair_after_unit']}({_DIGITS_NUMBER}){G['pair_after_join']}"
                              f"({_DIGITS_NUMBER})(?!{G['pair_not_before']})", _I)
_RATE_WORD = re.compile(r"token[ \t-]?(?:rate|speed|throughput)", _I)
_RATE = re.compile(f"{G['rate_lead']}({_DIGITS_NUMBER}){G['rate_unit']}", _I)
_KEY_PREFIX = re.compile(G["key_prefix"], _I)
_NUMBER_WORD = "|".join(sorted(G["number_words"], key=len, reverse=True))
# hundreds counted in words: "twelve hundred", "twenty-eight hundred"
_A_COUPLE_OF = "a[ \\t]+couple(?:[ \\t]+of)?"   # "a couple hundred", "a couple of thousand": two
_HUNDREDS = (f"({_A_COUPLE_OF}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
             "fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[ -]"
             "(?:one|two|three|four|five|six|seven|eight|nine))[ \\t-]+hundred")
# words for a number below a thousand right before the end: "two hundred and forty-five", "sixty-one" (detect.js)
_WORD_NUMBER = re.compile(f"(?<![A-Za-z])(?:{_HUNDREDS}"
                          f"(?:(?:[ \\t]+and)?[ \\t-]+({_NUMBER_WORD})(?:[ -]({_NUMBER_WORD}))?)?|"
                          f"({_NUMBER_WORD})(?:[ -]({_NUMBER_WORD}))?)(?:{G['spelled_approximation']})?[ \\t]+$", _I)
# thousands in words, alone at the end ("nine thousand ") or before the rest ("three thousand two hundred")
_THOUSANDS = f"(?<![A-Za-z])({_A_COUPLE_OF}|a|(?:{_NUMBER_WORD})(?:[ -](?:{_NUMBER_WORD}))?)[ \\t-]+thousand"
_THOUSANDS_ONLY = re.compile(f"{_THOUSANDS}(?:{G['spelled_approximation']})?[ \\t]+$", _I)
_THOUSANDS_HEAD = re.compile(f"{_THOUSANDS}(?:[ \\t]+and)?[ \\t]+$", _I)
_THOUSANDS_TAIL = re.compile(r"thousand[ \t]+(?:and[ \t]+)?$", _I)
_HALF_A = re.compile(r"(?<![A-Za-z])half[ \t]+a[ \t]+$", _I)
_KEY_VALUE = re.compile(f"{G['key_tail']}(?:[ \\t]*(?:=>|=3D|[=:|])[ \\t]*|"
                        f"[ \\t]+{G['key_value_cue']}|{G['key_value_cue_zh']}|"
                        f"(?:{G['key_qualifier']}|[ \\t]+){G['key_verb_cue']})[\"']?"
                        f"({_DIGITS_NUMBER}(?:[eE][+-]?[0-9]{{1,3}})?)(?:[ \\t]?[–~～-][ \\t]?({_DIGITS_NUMBER}))?")
# a key, maybe words of setting, then a change (detect.js KEY_PAIR)
_KEY_PAIR = re.compile(f"{G['key_tail']}(?:{G['key_qualifier']})?(?:{G['pair_after_unit']}|{G['key_change_lead']})"
                       f"({_DIGITS_NUMBER})(?:[ \\t]*(?:左右|上下))?(?:[ \\t]*\\([^()\\n]{{1,24}}\\))?"
                       f"{G['pair_after_join']}({_DIGITS_NUMBER})(?!{G['pair_not_before']})", _I)
_KEY_WORDS = re.compile(r"[A-Za-z0-9_:.]{1,48}$")
_KEY_LIST = re.compile(f"{G['key_tail']}[ \\t]*[=:][ \\t]*\\[")   # a key's list of figures (detect.js KEY_LIST)
_LIST_NUMBER = re.compile(f"[ \\t\\r\\n]*({_DIGITS_NUMBER})[ \\t\\r\\n]*(?:,|(?=\\]))")
_MAX_LISTED = 64
_UNIT_SUFFIX = re.compile(G["unit_suffix"], _I)
_LABEL = re.compile(G["label_delimiter"])
_LABEL_NOTE = re.compile(G["label_note"])
_LABEL_STOP = re.compile(G["label_stop"])
_LABEL_SEGMENT_END = re.compile(G["label_segment_end"])
_LABEL_CODE_AFTER = re.compile(G["label_code_after"]["pattern"])
_LABEL_KEY_BEFORE = re.compile(G["label_key_before"], re.I)
_LABEL_KEY_REACH = 16
_LABEL_NUMBER = re.compile(_DIGITS_NUMBER)
# a label's figure in its list: digits, or two Chinese numerals at least ("生成速度：llama.cpp 一百三左右")
# (detect.js LABEL_FIGURE)
_CN_DIGIT = "[" + "".join(G["chinese_digits"]) + "]"
_LABEL_FIGURE = re.compile(f"{_DIGITS_NUMBER}|(?={_CN_NUMERAL}{{0,7}}{_CN_DIGIT}){_CN_NUMERAL}{{2,8}}"
                           f"(?![ \\t]*(?:{G['label_counter']}))")
_PHASE = re.compile(_PHASE_WORD, _I)
_CONTEXT = re.compile(
    f"(?:(?<![A-Za-z])|(?![A-Za-z]))(?:{_PHASE_WORD}|({G['negative_context']})|({G['per_user']}))", _I
)
_NEGATIVE_AFTER = re.compile(G["negative_after"], _I)
_NEGATIVE_SUFFIX = re.compile(G["negative_suffix"], _I)   # "0.41 tok/s/W": an efficiency, no speed
_DELTA = re.compile(f"(?:{G['delta_before']}){_END}", _I)   # a gain or a loss: a difference of speeds
_DELTA_BEFORE = 24
_CLAUSE_MARKS = set("\n;；。!?！？|")
_CHINESE_VALUES = {**G["chinese_digits"], **G["chinese_units"], G["chinese_myriad"]: 10000}
_MULTIPLIERS = {c for ch in G["multipliers"] for c in (ch, ch.upper())}
_NUMBER_LIKE = set("0123456789０１２３４５６７８９.,，．kK \t\u00a0\u202f\u2009-–—~～toTO至到个+多来几ish")
_NUMBER_LIKE |= {c for ch in G["unit_multipliers"] for c in (ch, ch.upper())}   # "1.2w tokens/s"
_NUMBER_LIKE |= set("余左右上下出头提升高增加长降低涨掉了")
_NUMBER_LIKE |= set("abdeglmnruy约大概")   # "from 800 to about 1300 t/s": the words a range's upper end may take
_NUMBER_LIKE |= set(_CHINESE_VALUES) | {G["chinese_point"]}   # "三十五点六 tokens/s"
_CHINESE_ONLY = re.compile(f"{_CN_NUMERAL}+{_CN_DECIMALS}")
_MULTIPLIER_WORD = re.compile(f"[ \\t]+({'|'.join(G['multiplier_words'])})$", re.I)
_PLAIN_DECIMAL = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_DECIMAL_COMMA = re.compile(r"[0-9]+,[0-9]{1,2}")
_EXPONENT = re.compile(r"[0-9]+(?:\.[0-9]+)?e[+-]?[0-9]+", re.I)

_LOOK_BEHIND = 48
_LIST_LOOK_BEHIND = 40
_LIST_MAX = 8
_LABEL_LOOK_AHEAD = 160
_CONTEXT_BEFORE = 120
_INFERENCE = re.compile(G["inference_words"], _I)
_SENTENCE_END = re.compile(G["sentence_end"])
_CONTEXT_AFTER = 40
_CONTEXT_LONGEST = 64
_PHASES = (None, "prefill", "decode")


def _at(text: str, i: int) -> str:
    return text[i] if 0 <= i < len(text) else ""


def _end_of_line(text: str, at: int) -> int:
    """Where the line holding `at` ends: its newline, or the text's end (detect.js endOfLine)."""
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def _blanks_before(text: str, at: int, floor: int = 0) -> int:
    """Where the blanks (spaces, tabs) that end at `at` start, going back no further than `floor` (detect.js)."""
    while at > floor and text[at - 1] in (" ", "\t"):
        at -= 1
    return at


def _is_letter(ch: str) -> bool:
    return ch != "" and ("A" <= ch <= "Z" or "a" <= ch <= "z")


def _is_digit(ch: str) -> bool:
    return ch != "" and ("0" <= ch <= "9" or "０" <= ch <= "９")


def _blanks_after(text: str, at: int) -> int:
    """Where the blanks (spaces, tabs) that start at `at` end (detect.js blanksAfter)."""
    while at < len(text) and text[at] in (" ", "\t"):
        at += 1
    return at


def _glued_before(text: str, start: int) -> bool:
    """The number at start is the tail of a longer token ("v0.5.6", "x2103"); "出完，2103.6" is punctuation."""
    ch = _at(text, start - 1)
    if ch == "，":
        return False
    if _at(text, start) == "一" and ch and ch in G["one_in_word_before"]:   # "统一", "唯一", "第一": no number
        return True
    if ch in ".,，．" and ch:
        return _is_digit(_at(text, start - 2))
    if ch == "/":   # a fraction's denominator ("1/3 左右"), not a figure after a slash ("pp/tg: 1200/45", "118.6/90.2")
        return (_is_digit(_at(text, start - 2)) and not _is_digit(_at(text, start - 3))
                and not (_at(text, start - 3) == "." and _is_digit(_at(text, start - 4))))
    if ch == "_":   # in a name ("tg_128"), not as emphasis ("_310 tok/s_")
        return _is_digit(_at(text, start - 2)) or _is_letter(_at(text, start - 2))
    if ch == "-":   # after a letter, a name's part: "EAGLE-3 tokens/s" is no 3 tok/s
        return _is_letter(_at(text, start - 2))
    # "10^4 tokens·s⁻¹": an exponent, not a figure; "t/s per $100": a price
    return _is_digit(ch) or _is_letter(ch) or ch == "^" or (ch != "" and ch in G["currency_signs"])


def _glued_after(text: str, end: int) -> bool:
    ch = _at(text, end)
    if ch in ".,．" and ch:   # (a full-width comma ends a clause: "差不多 22，128 并发…")
        return _is_digit(_at(text, end + 1))
    return _is_digit(ch) or _is_letter(ch) or ch in ("%", "_")


def parse_chinese_number(text: str) -> float:
    """两千一百 2100, 十五 15; NaN when malformed. A digit left after a unit of a hundred or more is spoken
    short for the next unit down (一万四 14000, 两千五 2500, 三百五 350), unless a 零 stands before it. Digits after
    点 are decimals (十二点五 12.5)."""
    whole, point, decimals = text.partition(G["chinese_point"])
    if point and whole:
        values = [_CHINESE_VALUES.get(ch) for ch in decimals]
        if any(value is None or value >= 10 for value in values):
            return math.nan
        return _round6(parse_chinese_number(whole) + float("0." + "".join(str(v) for v in values)))
    total = section = unit = 0
    digit = None
    for ch in text:
        value = _CHINESE_VALUES.get(ch)
        if value is None:
            return math.nan
        if value < 10:
            digit = value
            if value == 0:
                unit = 0
        elif value < 10000:
            section += (1 if digit is None else digit) * value
            digit = None
            unit = value
        else:
            total += (section + (digit or 0)) * value
            section, digit = 0, None
            unit = value
    return float(total + section + (digit or 0) * (unit // 10 if unit >= 100 else 1))


def _round6(value: float) -> float:
    return math.floor(value * 1e6 + 0.5) / 1e6


def _words_of(test) -> str:
    return "|".join(sorted((w for w, v in G["number_words"].items() if test(v)), key=len, reverse=True))


# a figure in words a carried number may be, ten and up ("still does sixty-one", "were at sixteen"), never a longer
# one's tail ("a hundred and twenty") (detect.js)
_CARRIED_WORD = ("(?<![A-Za-z])(?<!hundred )(?<!hundred and )(?<!thousand )(?<!thousand and )"
                 f"(?:(?:{_words_of(lambda v: v >= 20)})(?:[ -](?:{_words_of(lambda v: v < 10)}))?|"
                 f"(?:{_words_of(lambda v: 10 <= v < 20)}))(?![A-Za-z])")
_WORDS_ONLY = re.compile(r"([A-Za-z]+)(?:[ -]([A-Za-z]+))?")


def _words_value(text: str) -> float:
    """"sixty-one" 61, "sixteen" 16; NaN for words that are no number or not in order (detect.js wordsValue)."""
    match = _WORDS_ONLY.fullmatch(text)
    if not match:
        return math.nan
    words = G["number_words"]
    tens = words.get(match.group(1).lower())
    ones = words.get(match.group(2).lower()) if match.group(2) else 0
    if tens is None or ones is None or (match.group(2) and (tens < 20 or ones >= 10)):
        return math.nan
    return tens + ones


def parse_number(text: str) -> float:
    """"2,103.6" 2103.6, "２１００" 2100, "2.1k" 2100, "1.2万" 12000, "1 000" 1000, "0,03" 0.03, "两千" 2000,
    "1.1 million" 1100000, "sixty-one" 61."""
    if _PLAIN_DECIMAL.fullmatch(text):
        return _round6(float(text))
    if _CHINESE_ONLY.fullmatch(text):
        return parse_chinese_number(text)
    if _is_letter(text[0]):
        return _words_value(text)
    ascii_ = "".join(chr(ord(c) - 0xFF10 + 48) if "０" <= c <= "９" else c for c in text).replace("．", ".", 1)
    word = _MULTIPLIER_WORD.search(ascii_)
    if word:
        return parse_number(ascii_[:word.start()]) * G["multiplier_words"][word.group(1).lower()]
    last = ascii_[-1]
    scale = G["multipliers"].get(last.lower()) or G["multipliers"].get(last) or G["unit_multipliers"].get(last.lower())
    if scale:
        ascii_ = ascii_[:-1].rstrip()
    ascii_ = ascii_.replace(",", ".", 1) if _DECIMAL_COMMA.fullmatch(ascii_) else re.sub(r"[,，\s]", "", ascii_)
    if _EXPONENT.fullmatch(ascii_):
        return _round6(float(ascii_))
    return _round6(float(ascii_) * (scale or 1)) if _PLAIN_DECIMAL.fullmatch(ascii_) else math.nan


def _crosses_clause(text: str, start: int, end: int) -> bool:
    """Whether a clause ends between start and end; four dots or more are leaders joining a label to its figure
    (detect.js crossesClause, isLeader)."""
    for i in range(start, end):
        if text[i] in _CLAUSE_MARKS or (text[i] == "." and _at(text, i + 1) in (" ", "\t") and text[i - 3:i] != "..."):
            return True
    return False


_COMMA_CLAUSE = re.compile(r"[,，;；。]")


def _nearest_phase(words: str) -> str | None:
    """The phase the words before a figure name, its own clause's first ("生成 38 左右，预填充一千七" is prefill;
    detect.js nearestPhase)."""
    own = phase_named(_COMMA_CLAUSE.split(words)[-1])
    if own:
        return own
    last = None   # else the last phase named before it ("预填充 5090 是 4,120；生成 5090 62.3，4090 40.8": decode)
    for match in _PHASE.finditer(words):
        last = match
    return _PHASES[_phase_code(last)] if last else None


def _phase_code(match: re.Match) -> int:
    return 1 if match.group(1) is not None else 2 if match.group(2) is not None else 0


def phase_named(words: str) -> str | None:
    """The phase a word names, "prefill" or "decode", or None."""
    match = _PHASE.search(words)
    return _PHASES[_phase_code(match)] if match else None


# (or the lines under it: "GLM-4.6 (output tok/s, median of 5):" then "- z.ai: 52") (detect.js LABELS_NEXT)
_LABELS_NEXT = re.compile(f"(?:[ \\t]*[=:：][ \\t]*{_D}|[ \\t]+{_D}|{_D}+(?:[ \\t]*[=:：][ \\t]*|[ \\t]+){_D}|"
                          f"[ \\t]*[:：][ \\t]*(?:\\r?\\n|$))")
_PHASE_AFTER_WORDS = re.compile(f"(?:{G['phase_after']['words']})", re.I)   # "190 tok/s on prompts" (detect.js)
_PHASE_AFTER_REACH = 12


def _context(text: str, start: int, end: int, floor: int) -> dict | None:
    """What the claim's line says around it, its own characters aside; None when it is no speed."""
    if _at(text, end) in ("/", " ", "\t") and _NEGATIVE_SUFFIX.match(text, end):
        return None
    following = _blanks_after(text, end)
    if _at(text, following) in ("°", "℃"):   # a temperature: "62°C", "70 ℃" (detect.js contextOf)
        return None
    if following > end and _NEGATIVE_AFTER.match(text, following):
        return None
    low = max(text.rfind("\n", 0, start) + 1, start - _CONTEXT_BEFORE)
    high = min(_end_of_line(text, start), end + _CONTEXT_AFTER)
    found = {"per_user": False, "before": None, "after": None}
    at = low
    while at < high:
        match = _CONTEXT.search(text, at, min(len(text), high + _CONTEXT_LONGEST))
        if match is None or match.start() >= high:
            break
        at, stop = match.start(), match.end()
        if start <= at < end:
            at = end
            continue
        ahead = stop <= start
        # a negative word before the claim, unless inference is named between them or it ends an earlier sentence and a
        # phase is named right after the claim; after it, only in its own sentence (detect.js contextOf)
        if match.group(3) is not None and not ((_INFERENCE.search(text, stop, start) or (
                _SENTENCE_END.search(text[stop:start]) and _PHASE.search(text[end:high]))) if ahead
                                               else _SENTENCE_END.search(text, end, at)):
            return None
        if match.group(4) is not None:
            same_clause = not _crosses_clause(text, stop, start) if ahead else not _crosses_clause(text, end, at)
            if same_clause and (ahead or at >= end):
                found["per_user"] = True
        elif ahead:
            if at >= floor and not _crosses_clause(text, stop, start):
                found["before"] = _PHASES[_phase_code(match)]
        elif (found["after"] is None and ((at == following and end < following <= end + 2)
                                          or (end < at <= end + _PHASE_AFTER_REACH
                                              and _PHASE_AFTER_WORDS.fullmatch(text, end, at)))
              and not _LABELS_NEXT.match(text, stop)):   # "prompt 388.1 t/s  gen 19.6 t/s": gen is the next one's
            found["after"] = _PHASES[_phase_code(match)]
        at = stop
    if found["per_user"] and _aggregate_beside(text, start, end):   # "单路 40 tok/s，64 并发总吞吐 2400 tok/s"
        found["per_user"] = False
    return found


_AGGREGATE_WORDS = re.compile(G["aggregate_words"], _I)
_SEGMENT_MARKS = ",，;；、。\n"
_SEGMENT_REACH = 60


def _aggregate_beside(text: str, start: int, end: int) -> bool:
    """Whether the claim's own piece of its sentence (up to a comma or another figure) says it is an aggregate
    (detect.js aggregateBeside)."""
    def ends(ch: str) -> bool:
        return ch in _SEGMENT_MARKS or _is_digit(ch)
    low, high = start, end
    while low > 0 and start - low < _SEGMENT_REACH and not ends(text[low - 1]):
        low -= 1
    while high < len(text) and high - end < _SEGMENT_REACH and not ends(text[high]):
        high += 1
    return bool(_AGGREGATE_WORDS.search(text, low, start) or _AGGREGATE_WORDS.search(text, end, high))


_OPERAND_AFTER = re.compile(G["operand_after"]["pattern"], _I)   # "1000 / 46.4 ≈ 21.5": an operand, not the figure
_PER_PRICE_AFTER = re.compile(G["per_price"]["after"], _I)
_PER_PRICE_BEFORE = re.compile(G["per_price"]["before"], _I)
_PER_PRICE_REACH = 16


def _is_delta(text: str, start: int) -> bool:
    """Whether a gain or a loss stands before the number at start ("+6 t/s", "lost only 3 tok/s")."""
    return _DELTA.search(text, max(0, start - _DELTA_BEFORE), start) is not None


class _Found:
    """The claims found so far in a text."""

    def __init__(self, text: str):
        self.text = text
        self.claims: list[dict] = []

    def claim(self, start: int, end: int, number: str, phase: str | None, floor: int) -> None:
        """Adds the claim of a number, unless it is no speed (zero, malformed, a delta, in a negative context)."""
        value = parse_number(number)
        if not (value > 0) or not math.isfinite(value) or start < floor:
            return
        if _is_delta(self.text, start) or _OPERAND_AFTER.match(self.text, end):   # "1000 / 46.4 ≈ 21.5 tokens/s"
            return
        own = self.text.rfind(number, start, end)
        if _SETTING_BEFORE.search(self.text[max(0, own - _SETTING_BEFORE_REACH):own]):
            return   # "decode, bs=1 (tok/s)": a setting's value (not a range's high end: "at B=1 to about 390")
        if _PER_PRICE_AFTER.match(self.text, end) or \
                _PER_PRICE_BEFORE.search(self.text[max(0, start - _PER_PRICE_REACH):start]):
            return   # "24.0 per $100", "每千元 37 t/s": a speed per price
        context = _context(self.text, start, end, floor)
        if context is None:
            return
        self.claims.append({"start": start, "end": end, "text": self.text[start:end], "value": value, "unit": "tok/s",
                            "per_user": context["per_user"],
                            "phase": phase or context["after"] or context["before"] or _line_phase(self.text, start)})

    def last_end(self, first: int, floor: int) -> int:
        return self.claims[-1]["end"] if len(self.claims) > first else floor


_LINE_PHASE = re.compile(G["line_phase"]["label"], re.I)


def _line_phase(text: str, at: int) -> str | None:
    """The phase a log line's label at its start names ("Prefill. latency: …", "Decode 0. Batch size: 1, …")
    (detect.js linePhase)."""
    label = _LINE_PHASE.match(text, text.rfind("\n", 0, at) + 1)
    return phase_named(label.group(0)) if label else None


def _word_start_before(text: str, end: int) -> int:
    to = _blanks_before(text, end)
    start = to
    while start > 0 and to - start < 12 and _is_letter(text[start - 1]):
        start -= 1
    return start if start < to else -1


def _word_at(text: str, start: int) -> str:
    end = start
    while _is_letter(_at(text, end)):
        end += 1
    return text[start:end]


def _something_before(text: str, at: int) -> int:
    """Where "-something" ends its figure, the unit after it ("20-something tok/s" reads 20), or `at` itself."""
    end = _blanks_before(text, at)
    start = end - len(G["something"]["word"])
    return start if end < at and start > 0 and _is_digit(text[start - 1]) and \
        text[start:end].lower() == G["something"]["word"] else at


def _number_end_before(text: str, unit_start: int) -> int:
    """Where the number before the unit must end: past at most two between words ("30 decode tok/s") or the
    marks that close its emphasis ("**21.8** tok/s")."""
    number_end = _something_before(text, unit_start)
    if _at(text, number_end - 1) == "-":   # "118.4 out-tok/s": a between word hyphened to the unit (Go's metrics)
        start = _word_start_before(text, number_end - 1)
        if start >= 0 and _BETWEEN_WORD.fullmatch(_word_at(text, start)):
            number_end = start
    for _ in range(2):
        start = _word_start_before(text, number_end)
        if start < 0 or start == number_end or not _BETWEEN_WORD.fullmatch(_word_at(text, start)):
            break
        number_end = start
    marked = _blanks_before(text, number_end)
    mark = marked
    while mark > marked - 3 and _at(text, mark - 1) in ("*", "_"):
        mark -= 1
    return mark if mark < marked and _is_digit(_at(text, mark - 1)) else number_end


def _number_before(text: str, number_end: int) -> re.Match | None:
    floor = max(0, number_end - _LOOK_BEHIND)
    word = _word_start_before(text, number_end)   # a multiplier word ends the number: "1.1 million tokens per second"
    start = word if word >= 0 and _word_at(text, word).lower() in G["multiplier_words"] else number_end
    while start > floor and text[start - 1] in _NUMBER_LIKE:
        start -= 1
    for at in range(start, number_end):
        ch = text[at]
        if not (_is_digit(ch) or ch in _CHINESE_VALUES) or _glued_before(text, at):
            continue
        match = _NUMBER_PHRASE.match(text, at)
        if match and match.end() == number_end:
            return match
    return None


def _number_can_end_before(text: str, at: int) -> bool:
    mark = 1 if _at(text, at - 1) in ("-", "=") else 0   # "->" and "=" count as one mark
    ch = _at(text, _blanks_before(text, at - mark) - 1)
    return _is_digit(ch) or ch in _CHINESE_VALUES or ch in _MULTIPLIERS or ch in ("+", "多")


def _may_continue_list(text: str, start: int) -> bool:
    at = _blanks_before(text, start)
    if _at(text, at - 1) in _LIST_MARKS:
        return _number_can_end_before(text, at - 1)
    if _at(text, at - 1) == ".":   # "(6,912 vs. 5,276 tokens/s)": "vs" alone may take a point
        word_start = _word_start_before(text, at - 1)
        return word_start >= 0 and _word_at(text, word_start).lower() == "vs"
    if _at(text, at - 1) > "\u2e80":
        return bool(_LIST_LABEL_CJK.search(text[max(0, at - 3):at]))
    word_start = _word_start_before(text, at)
    return word_start >= 0 and _word_at(text, word_start).lower() in _LIST_WORDS


_VERSUS = re.compile(r"(?<![A-Za-z])(?:vs\.?|versus|against)(?![A-Za-z])", re.I)   # "16.4 versus 8.3" (detect.js)
_SETTING_BEFORE = re.compile(G["carry"]["setting_before"])
_SETTING_BEFORE_REACH = 16


def _listed_before(text: str, start: int) -> list[tuple[int, str]]:
    items: list[tuple[int, str]] = []
    joined_by_comma = 0
    joined = ""
    at = start
    while len(items) < _LIST_MAX and _may_continue_list(text, at):
        floor = max(0, at - _LIST_LOOK_BEHIND)
        match = _LIST_ITEM.search(text[floor:at])
        if not match:
            break
        item_start = floor + match.start()
        if _glued_before(text, item_start) or _LIST_NOT_AFTER.search(text[max(0, item_start - 16):item_start]):
            break
        items.append((item_start, match.group(1)))
        joined_by_comma += bool(_COMMA_JOIN.fullmatch(match.group(2)))
        joined_by_and = bool(_BETWEEN_AND.fullmatch(match.group(2)))
        joined = match.group(2)
        at = item_start
    if len(items) == 1 and joined_by_comma == 1:
        return []
    if len(items) == 1 and joined_by_and and _BETWEEN.search(text[max(0, items[0][0] - 10):items[0][0]]):
        return []   # "between 30 and 35 tok/s" is a range, counted at its upper end, not a list of two
    if len(items) == 1 and "、" in joined and _guess_step(items[0][1], _WHOLE_AT.match(text, start)):
        return []   # "6、7 token/s": whole numbers a step apart joined by "、" are a guess (六七个), at its upper end
    return items[::-1]


_WHOLE_AT = re.compile(r"[0-9]+(?![0-9.])")


def _guess_step(low: str, high: re.Match | None) -> bool:
    """Whether two whole numbers below a hundred are a step apart as a guess names them: ones ("6、7", "12、13"), or
    tens ("20、30")."""
    if high is None or not low.isdigit():
        return False
    a, b = int(low), int(high.group())
    return (b == a + 1 and a < 100) or (b == a + 10 and a % 10 == 0 and a < 100)


_SPREAD = re.compile(f"(?<![0-9A-Za-z_.,])({_DIGITS_NUMBER})[ \\t]*(?:±|\\+/?-)[ \\t]*$")
_LEADING_POINT = re.compile(G["leading_point"])
_WRAPPED_AFTER = re.compile(r"[ \t]*(?:[;,.)]|[ \t](?:[A-Za-z]|$)|$)")
_WRAP_MIN = 40
_LONE_NUMBER = re.compile(f"[ \\t]*[~≈≥>]?[ \\t]*{_DIGITS_NUMBER}\\+?[ \\t]*$")
_UNIT_LINE_ENDS = re.compile(r"[ \t]*(?:\r?\n|$)")


def _wrapped_number_end(text: str, number_end: int, hit_end: int) -> int:
    """Where the number of a unit opening a hard-wrapped line ends ("to 128.9\ntokens/s; prompt"), or of a number alone
    on its line over its unit alone ("61.3\ntokens/s"); -1 if not so (detect.js)."""
    at = _blanks_before(text, number_end)
    if _at(text, at - 1) != "\n":
        return -1
    end = at - 1
    line_start = text.rfind("\n", 0, end) + 1
    # a figure alone on its line over its unit alone on the next: a screenshot's or a slide's text ("61.3\ntokens/s")
    if _UNIT_LINE_ENDS.match(text[hit_end:hit_end + 3]) and _LONE_NUMBER.match(text[line_start:end]):
        return _blanks_before(text, end, line_start)
    if not _WRAPPED_AFTER.match(text[hit_end:hit_end + 3]):
        return -1
    if end - line_start < _WRAP_MIN or "|" in text[line_start:end]:
        return -1
    end = _blanks_before(text, end, line_start)
    return end if _is_digit(_at(text, end - 1)) else -1


_BRACKET_NOTE = re.compile(r"[,，;；][^()（）\n]{0,60}[)）]")   # "(tok/s, llama-bench tg128 defaults)"


def _bracketed_number_end(text: str, number_end: int, hit_end: int) -> int:
    """Where the number of a unit in brackets of its own ends ("from 40 to 65 (tok/s)", "92. (tok/s, defaults)");
    -1 if not so (detect.js)."""
    opening, close = _blanks_before(text, number_end), _blanks_after(text, hit_end)
    if _at(text, opening - 1) not in ("(", "（"):
        return -1
    if _at(text, close) not in (")", "）"):
        note = _BRACKET_NOTE.match(text[close:close + 64])
        if not note:
            return -1
        close += note.end() - 1
    if _LABELS_NEXT.match(text, close + 1):   # "at 4096 (tok/s): 45" labels the 45
        return -1
    before = _blanks_before(text, opening - 1)
    if _is_digit(_at(text, before - 1)):
        return opening - 1
    return before - 1 if _at(text, before - 1) == "." and _is_digit(_at(text, before - 2)) else -1


_TO_AFTER_UNIT = re.compile(f"{G['pair_setting']}{G['pair_after_join']}({_DIGITS_NUMBER}){_WHOLE}"
                            f"(?={G['carry']['after']})", _I)


def _to_after_unit(found: _Found, hit_end: int, floor: int) -> None:
    """A pair opened before its unit closes after it: "went from 24 tokens/sec to 71" (detect.js toAfterUnit)."""
    opened = found.claims[-1]
    if not _PAIR_OPENING.search(found.text[max(0, opened["start"] - 20):opened["start"]]):
        return
    match = _TO_AFTER_UNIT.match(found.text, hit_end)
    if match:
        found.claim(match.start(1), match.end(1), match.group(1), opened["phase"], floor)


def _delta_before(text: str, unit_start: int) -> bool:
    """Whether the number right before a unit is a gain or a loss ("+6 t/s"): detect.js deltaBefore."""
    match = _number_before(text, _number_end_before(text, unit_start))
    return match is not None and _is_delta(text, match.start())


_TO_JOIN = re.compile(r"to|到|至", re.I)   # a before joined to an after, not a range's ends (detect.js TO_JOIN)


def _named_card(text: str, at: int, number: str) -> bool:
    """Whether a figure at `at` is a card's number its maker's or owner's word names (detect.js namedCard)."""
    return bool(_GPU_NUMBER.match(number) and (_CARD_BEFORE.search(text[max(0, at - 10):at])
                                              or _GPU_OWNER.search(text[max(0, at - 12):at])))


def _falls_to(phrase: str, low: str, high: str) -> bool:
    """Whether a range phrase falls with a word joining its ends: "58.3 to 57.6 tok/s" is a change, two figures."""
    join_end = phrase.index(high, len(low))
    return parse_number(high) < parse_number(low) and bool(_TO_JOIN.search(phrase[len(low):join_end]))


# a name written before a figure, a digit, a capital or an underscore in it ("32B: ", "Q8_0 ", "LMDeploy "), or a card's
# number ("4090 ") (detect.js)
_ITEM_NAME = (r"(?<![A-Za-z0-9_.+-])((?=[A-Za-z0-9_.+-]*[0-9A-Z_])(?:[A-Za-z][A-Za-z0-9_.+-]{0,15}|[0-9][0-9.]*[A-Za-z]"
              r"[A-Za-z0-9_.+-]{0,12})|[1-9][0-9]{3})([ \t]*[:：])?[ \t]+")
_NAME_BEFORE_FIGURE = re.compile(_ITEM_NAME + "$")
_NAMED_ITEM = re.compile(f"{_ITEM_NAME}({_DIGITS_NUMBER})[ \\t]*(?:[,，;；]|[ \\t]and)[ \\t]*$")
_NAMED_REACH, _NAMED_MAX, _NAMED_RATIO = 48, 8, 10


def _names_item(name: str) -> bool:
    """A name of a list's item: words, or a number only when it is a card's ("4090", not "2048")."""
    return not name.isdigit() or bool(_GPU_NUMBER.match(name))


def _labelled_before(text: str, start: int, value: float) -> list[tuple[int, str]]:
    """The figures of a list whose items each name what they are, the unit written once after the last ("8B: 118,
    14B: 71, 32B: 31 (t/s)", "Q4_K_M 42, Q6_K 31, Q8_0 24 t/s"): names written alike, each figure within _NAMED_RATIO
    of the one the unit follows, no card, year, size, count or version (detect.js labelledBefore)."""
    name = _NAME_BEFORE_FIGURE.search(text[max(0, start - _NAMED_REACH):start])
    if not name or not _names_item(name.group(1)):
        return []
    items: list[tuple[int, str]] = []
    at = start - len(name.group(0))
    while len(items) < _NAMED_MAX:
        origin = max(0, at - _NAMED_REACH)
        item = _NAMED_ITEM.search(text[origin:at])
        if not item or not _names_item(item.group(1)) or (item.group(2) is None) != (name.group(2) is None):
            break
        number_start, number = origin + item.start(3), item.group(3)
        item_value = parse_number(number)
        if (_GPU_NUMBER.match(number) or _YEAR.fullmatch(number) or
                (number.isascii() and number.isdigit() and _power_of_two_from(item_value, 256)) or
                not _within(item_value, {"value": value}, _NAMED_RATIO) or
                _LIST_NOT_AFTER.search(text[max(0, number_start - 24):number_start]) or
                _VERSION_BEFORE.search(text[max(0, number_start - 12):number_start])):
            break
        items.append((number_start, number))
        at = origin + item.start()
    return items[::-1]


def _unit_after_numbers(found: _Found, hit_start: int, hit_end: int, floor: int) -> None:
    text = found.text
    if _NEGATIVE_SUFFIX.match(text, hit_end):   # "4.6 and 3.0 tok/s per $100": no figure of the list is a speed
        return
    number_end = _number_end_before(text, hit_start)
    match = _number_before(text, number_end)
    if not match:
        wrapped = max(_wrapped_number_end(text, number_end, hit_end), _bracketed_number_end(text, number_end, hit_end))
        match = _number_before(text, wrapped) if wrapped >= 0 else None
        # "RTX 4090 (tok/s)", "H100, batch 1 (tok/s)": a card or a count heading a table, no figure
        if match and (_GPU_NUMBER.match(match.group(2) or match.group(1))
                      or _LIST_NOT_AFTER.search(text[max(0, match.start() - 16):match.start()])):
            match = None
        if not match:
            _word_number_before(found, number_end, hit_start, hit_end, floor)
            return
        number_end = wrapped
    start, low, high = match.start(), match.group(1), match.group(2)
    spread = _SPREAD.search(text[max(0, start - 40):start]) if high is None else None   # "37.84 ± 0.27 tokens/s"
    if spread and not _glued_before(text, start - len(spread.group(0))):
        start, low = start - len(spread.group(0)), spread.group(1)
    if high is None and _LEADING_POINT.search(text[max(0, start - 2):start]) and re.fullmatch(r"[0-9]+", low):
        found.claim(start - 1, hit_end, "0." + low, None, floor)   # ".8 tok/s"
        return
    between = phase_named(_word_at(text, _word_start_before(text, hit_start))) if number_end < hit_start else None
    first = len(found.claims)
    if high is None and not _may_continue_list(text, start):
        for item_start, number in _labelled_before(text, start, parse_number(low)):
            found.claim(item_start, item_start + len(number), number, None, found.last_end(first, floor))
    elif _may_continue_list(text, start):
        items = _listed_before(text, start)
        if items and _is_delta(text, items[0][0]) and not _VERSUS.search(text, items[0][0], start):
            return   # a list of gains: "added another 4 and 11 tok/s" (not compared speeds: "16.4 versus 8.3")
        for item_start, number in items:
            if _named_card(text, item_start, number):
                continue   # a card's number: "on an RTX 4090 versus 52 tokens/s", "on the 5090 and 27 tok/s"
            if _SETTING_BEFORE.search(text[max(0, item_start - _SETTING_BEFORE_REACH):item_start]):
                continue   # a setting's value: "at B=1 and 668.71 t/s at B=8"
            found.claim(item_start, item_start + len(number), number, None, found.last_end(first, floor))
    # "from 38 to 52 t/s", and a range that falls ("58.3 to 57.6 tok/s", not "45-40"): a before and an after (a card's
    # number is no before: "31 tok/s generation on the 3060 to 68 tok/s")
    opened = _PAIR_OPENING.search(text[max(0, start - 20):start])
    if high is not None and (opened or _falls_to(match.group(0), low, high)):
        if not _named_card(text, start, low):
            found.claim(start, start + len(low), low, between, found.last_end(first, floor))
        found.claim(start + match.group(0).index(high, len(low)), hit_end, high, between, found.last_end(first, floor))
    else:
        listed = len(found.claims)
        found.claim(start, hit_end, high if high is not None else low, between, found.last_end(first, floor))
        if len(found.claims) == listed:
            del found.claims[first:]   # the figure with the unit is none, nor its list ("12.5 and 75 tok/s of audio")
    for i in range(first + 1, len(found.claims)):
        found.claims[i]["phase"] = found.claims[i]["phase"] or found.claims[i - 1]["phase"]
    if len(found.claims) - first >= 2:
        _phases_in_order(text, found.claims[first:])
    _struck_before(found, first, floor)


# a figure struck out right before a claim that corrects it ("~~28~~ 18 t/s", "[del]33[/del] 29 t/s") (detect.js)
_STRUCK_BEFORE = re.compile(f"(?:{G['struck']['open']})[ \\t]*({_DIGITS_NUMBER})[ \\t]*"
                            f"(?:{G['struck']['close']})[ \\t]*$")
_STRUCK_REACH = 40


def _struck_before(found: _Found, first: int, floor: int) -> None:
    if len(found.claims) <= first:
        return
    corrected = found.claims[first]
    start = max(0, corrected["start"] - _STRUCK_REACH)
    struck = _STRUCK_BEFORE.search(found.text, start, corrected["start"])
    if not struck:
        return
    before = len(found.claims)
    found.claim(struck.start(1), struck.end(1), struck.group(1), corrected["phase"], floor)
    if len(found.claims) > before:
        found.claims.insert(first, found.claims.pop())   # in the order written


_ORDER_WORDS, _ORDER_JOIN = G["phase_order"]["words"], G["phase_order"]["join"]
_PHASE_ORDER = re.compile(f"(?<![A-Za-z])(?:{_ORDER_WORDS})(?:{_ORDER_JOIN}(?:{_ORDER_WORDS})){{1,2}}(?![A-Za-z])"
                          f"{G['phase_order']['label_end']}", re.I)
_PHASE_ORDER_REACH = 40


def _phases_in_order(text: str, listed: list[dict]) -> None:
    """Phase words joined by slashes right before a slash list ("pp/tg: 1420/71 t/s"): each figure takes its place's
    phase (detect.js phasesInOrder)."""
    order = _PHASE_ORDER.search(text[max(0, listed[0]["start"] - _PHASE_ORDER_REACH):listed[0]["start"]])
    words = order.group(0).split("/") if order else []
    if len(words) == len(listed):
        for item, word in zip(listed, words, strict=True):
            item["phase"] = phase_named(word)


_POINT_BEFORE = re.compile(G["decimal_word"], _I)


def _word_number_before(found: _Found, number_end: int, hit_start: int, hit_end: int, floor: int) -> None:
    """A number written in words before the unit ("six tokens per second"), where no digits stand (detect.js)."""
    text = found.text
    if number_end < 4 or not _is_letter(text[_blanks_before(text, number_end) - 1]):
        return
    start = max(0, number_end - 64)
    words = text[start:number_end]
    spelled = _spelled_at_end(words)
    if not spelled:
        return
    point = _POINT_BEFORE.search(words, 0, spelled[0]) if spelled[1] < 10 else None   # "forty four point two": 44.2
    whole = _spelled_at_end(words[:point.start() + 1]) if point else None   # (the blank before "point" ends it)
    if whole:
        spelled = (whole[0], whole[1] + spelled[1] / 10)
    between = phase_named(_word_at(text, _word_start_before(text, hit_start))) if number_end < hit_start else None
    found.claim(start + spelled[0], hit_end, str(spelled[1]), between, floor)


def _head_value(words: str) -> float:
    """A hundreds' or thousands' head: "a" one, "a couple (of)" two, else its words' value ("twenty-one")."""
    return 1 if words.lower() == "a" else 2 if _A_COUPLE.match(words) else _words_value(words)


_A_COUPLE = re.compile(_A_COUPLE_OF, re.I)


def _spelled_at_end(words: str) -> tuple[int, int] | None:
    """(where it starts, its value) of the number spelled out at the end of words: "nine thousand", "three thousand two
    hundred", "sixty-one"; None for none, or a thousand's tail whose head is no number (detect.js spelledAtEnd)."""
    thousands = _THOUSANDS_ONLY.search(words)
    if thousands:
        head = _head_value(thousands.group(1))
        return None if math.isnan(head) else (thousands.start(), int(1000 * head))
    match = _WORD_NUMBER.search(words)
    if not match:
        return None
    number_words = G["number_words"]
    hundreds = 0 if match.group(1) is None else 100 * _head_value(match.group(1))
    tens_word, ones_word = match.group(2) or match.group(4), match.group(3) or match.group(5)
    tens = number_words[tens_word.lower()] if tens_word else 0
    ones = number_words[ones_word.lower()] if ones_word else 0
    spoken = bool(ones_word) and match.group(1) is None and tens < 10 and ones >= 10   # "one-fifty": hundreds said
    if ones_word and not spoken and (tens < 20 or tens % 10 or ones >= 10):
        return None
    before = words[:match.start()]
    if spoken:
        return None if _THOUSANDS_TAIL.search(before) else (match.start(), 100 * tens + ones)
    half = _HALF_A.search(before) if tens == 12 and not ones_word else None   # "half a dozen": six (detect.js HALF_A)
    if half:
        return half.start(), 6
    thousands = _THOUSANDS_HEAD.search(before)
    if thousands:
        head = _head_value(thousands.group(1))
        return None if math.isnan(head) else (thousands.start(), int(1000 * head) + hundreds + tens + ones)
    return None if _THOUSANDS_TAIL.search(before) else (match.start(), hundreds + tens + ones)


_TOKEN_NAMED = re.compile(r"(?:tokens?|令牌|词元)[^\n。；;]*$", re.I)
_TOKEN_NAMED_BEFORE = 24
_COUNT_AFTER_MEI_GE = re.compile(f"[ \\t]{{0,2}}(?:为|是|约|大约|大概|能|可)?[ \\t]{{0,2}}{_RANGE}{G['after_number']}"
                                 f"[ \\t]{{0,2}}{G['count_word']}(?=[ \\t]*(?:[，,。；;！!？?）)]|$|左右|上下))", _I)


_MEI_CLOSES = re.compile(r"[ \t]*(?:[，,。；;！!？?）)\n]|$)")


def _number_after_mei(found: _Found, hit_start: int, hit_end: int, floor: int) -> None:
    match = _AFTER_MEI.match(found.text, hit_end)
    if match:
        number = match.group(2) if match.group(2) is not None else match.group(1)
        found.claim(hit_start, match.end(), number, phase_named(match.group(0)), floor)
        return
    count = _COUNT_AFTER_MEI.match(found.text, hit_end)   # "每秒生成 token 数为 27.3"
    if count and not _glued_after(found.text, count.end()):
        number = count.group(2) if count.group(2) is not None else count.group(1)
        found.claim(hit_start, count.end(), number, phase_named(count.group(0)), floor)
        return
    ge = _COUNT_AFTER_MEI_GE.match(found.text, hit_end)   # "token 生成速度为每秒 33 个，"
    before = found.text[max(0, hit_start - _TOKEN_NAMED_BEFORE):hit_start]
    if ge and _TOKEN_NAMED.search(before):
        number = ge.group(2) if ge.group(2) is not None else ge.group(1)
        found.claim(hit_start, ge.end(), number, _nearest_phase(before), floor)
        return
    # 每秒 or 一秒 closing its clause after the number: "单路 130 左右每秒，", "只有四十来个每秒。", "十五六个一秒"
    if found.text.startswith(("每", "一秒"), hit_start) and _MEI_CLOSES.match(found.text, hit_end):
        _unit_after_numbers(found, hit_start, hit_end, floor)


def _pair_after_unit(found: _Found, hit_end: int, floor: int) -> None:
    """A unit before a from/to pair: both numbers are claims ("单用户 TPS 从 38 提升到 52"; detect.js pairAfterUnit)."""
    match = _PAIR_AFTER_UNIT.match(found.text, hit_end)
    if match:
        found.claim(match.start(1), match.end(1), match.group(1), None, floor)
        found.claim(match.start(2), match.end(2), match.group(2), None, floor)


_FROM_AFTER_UNIT = re.compile(f"{G['from_after_unit']}({_DIGITS_NUMBER})(?![0-9A-Za-z%]|[ \\t]*(?:to|->|→|到))", _I)


_CUE_AFTER_UNIT = re.compile(f"{G['cue_after_unit']}({_DIGITS_NUMBER}|{_CN_NUMERAL}{{1,6}})"
                             f"(?={G['carry']['after']})", _I)


_SPEED_WORD_NUMBER = re.compile(f"{G['speed_word']['lead']}({_NUMBER})(?:{G['range_join']}({_NUMBER}))?{_WHOLE}"
                                f"(?!{G['range_join']}(?:{_NUMBER}))(?={G['carry']['after']})", _I)


_SPEED_WORD_PHASE = 3


_EVAL_RATE = re.compile(G["speed_word"]["eval_rate"], _I)   # ollama's, written in prose (detect.js EVAL_RATE)
_BARE_PHASE_WORD = re.compile(G["speed_word"]["phase_word"])
_LENGTH_BEFORE = re.compile(f"(?:{G['speed_word']['length_before']})", _I)   # "输入 1k / 输出 512": a length
_THOUSANDS_PAIR = re.compile(G["speed_word"]["thousands_pair"], _I)   # "输入 1K，输出 1K": two lengths
_COUNT_AFTER = re.compile(G["speed_word"]["count_after"], _I)   # "输出 8192 个 token": a count of tokens
_ITEMS_AFTER = re.compile(G["carry"]["items_after"])   # "预填充三个都在五千上下": a count of things


def _power_of_two_from(value: float, least: float) -> bool:
    """Whether a value is a power of two from `least`: a test's or a context's size, no speed (detect.js
    powerOfTwoFrom)."""
    return value >= least and math.log2(value).is_integer()

_LENGTH_REACH = 16


# Prices named before a data key: "元/百万 tokens", "$ per million" (detect.js PRICED).
_PRICED = re.compile(r"元|价|price|cost|[$¥￥][ \t]*\d|百万|per[ \t]+million", re.I)
_PRICED_REACH = 160


def _phase_word_number(found: _Found, start: int, end: int, floor: int) -> None:
    """A phase word alone, then its figure with no unit ("生成 35 左右"), unless the figure is a length: after
    输入 or prompt, a count of tokens after it, a power of two (detect.js phaseWordNumber)."""
    if _LENGTH_BEFORE.search(found.text[max(0, start - _LENGTH_REACH):start]) or \
            (found.text[start - 1:start] == '"' == found.text[end:end + 1] and
             _PRICED.search(found.text[max(0, start - _PRICED_REACH):start])):
        return   # (nor a data's key among prices: '"输出": 12' under "（元/百万 tokens）")
    before = len(found.claims)
    _speed_word_number(found, start, end, floor)
    if len(found.claims) == before:
        return
    added = found.claims[before]
    value = added["value"]
    words_before = found.text[max(0, start - _LENGTH_REACH):start]
    if _COUNT_AFTER.match(found.text, added["end"]) or _ITEMS_AFTER.match(found.text, added["end"]) or \
            _power_of_two_from(value, 64) or value >= _COUNT_LEAST or \
            (added["text"][-1:] in ("k", "K") and (found.text.startswith("输出", start)
                                                   or _THOUSANDS_PAIR.search(words_before))):
        del found.claims[before:]   # (输出 with thousands is an output's length: "最大输出 32K", detect.js)


_COUNT_LEAST = 1_000_000   # a phase word's figure from a million on counts tokens: "输出接近三千万" (detect.js)
_COLON_NEXT = re.compile(r"[ \t]*[:：]")
_GATE_WORD = re.compile(G["gate_words"], _I)   # a unit's words, the cheap gate detect.js runs (GATE_WORD)


_CARD_OWNED_AFTER = re.compile(G["card_owned_after"]["pattern"])
_CARD_THEN_FIGURE = re.compile(G["card_then_figure"]["pattern"])   # "生成速度：4090 一百三左右": the card
_CARD_THEN_NEXT = re.compile(G["card_then_next"]["pattern"])   # "第一档 5090，200 上下": the card


_PER_SECOND_COUNTED = re.compile(G["speed_word"]["per_second_counted"])


def _speed_word_number(found: _Found, start: int, end: int, floor: int) -> None:
    """A speed word and its figure with no unit: "单并发生成速度三十出头", "速度 25 左右" (detect.js
    speedWordNumber)."""
    match = _SPEED_WORD_NUMBER.match(found.text, end)
    if not match or _glued_after(found.text, match.end()):
        # a label over a list: "生成：4090 198，3090 162，4060Ti 16G 86" (where no unit on the rest of the line
        # reads them: "生成速度：28.6 tokens/s（…降到 19.2 tokens/s）") (detect.js)
        if (_COLON_NEXT.match(found.text, end)
                and not _GATE_WORD.search(found.text, end, _end_of_line(found.text, end))):
            _labelled(found, start, end, floor)
        return
    number = match.group(2) or match.group(1)   # a range counts at its upper end
    if "每秒" in match.group(0) and _PER_SECOND_COUNTED.match(found.text, match.end()):
        return   # "速度为每秒 33 个": the unit's own reading, from 每秒 ("生成每秒二十出头" is the speed word's)
    if _GPU_NUMBER.match(number) and (_CARD_OWNED_AFTER.match(found.text, match.end())
                                      or _CARD_THEN_FIGURE.match(found.text, match.end())):
        return   # "解码速度约为 4090 的 1.5 倍": the card, not its speed
    # 生成速度, 预填充速度 (never the tail of a word cut by the reach: "llama.cpp，生成" names no "pp")
    begin = max(0, start - _SPEED_WORD_PHASE)
    while begin < start and _is_letter(_at(found.text, begin - 1)) and _is_letter(found.text[begin]):
        begin += 1
    phase = phase_named(found.text[begin:end])
    opening = found.text[match.start():match.start(1)]
    if match.group(2) is not None and ("从" in opening or "由" in opening):   # "从 60 多掉到 22", "由约 2,100 提升到"
        found.claim(match.start(1), match.end(1), match.group(1), phase, floor)
    found.claim(match.end() - len(number), match.end(), number, phase, floor)


# llama-bench's test name, then its figure: "pp512 410, tg128 38" (detect.js TEST_LABEL_NUMBER)
_TEST_LABEL = re.compile(G["test_label"]["name"], _I)
_TEST_LABEL_NUMBER = re.compile(f"{G['test_label']['lead']}({_NUMBER})"   # "tg128 五十四五" too
                                f"(?:{_WHOLE}{G['test_label']['change']}({_DIGITS_NUMBER}))?"
                                f"(?:{_WHOLE}({G['test_label']['range']})({_DIGITS_NUMBER}))?{_WHOLE}"
                                f"(?={G['carry']['after']})", _I)


def _test_label_number(found: _Found, start: int, end: int, floor: int) -> None:
    match = _TEST_LABEL_NUMBER.match(found.text, end)
    if not match or _glued_after(found.text, match.end()):
        return
    phase = "prefill" if found.text[start] in "pP" else "decode"
    # a range counts at its upper end: "tg128 121-125", "between 138 and 143" ("and" joins one only after "between")
    if match.group(4) is not None and (match.group(3).strip() != "and" or "between" in match.group(0).lower()):
        found.claim(match.start(4), match.end(4), match.group(4), phase, floor)
        return
    found.claim(match.start(1), match.end(1), match.group(1), phase, floor)
    if match.group(2) is not None:   # a change: "tg128 从 38.2 提到了 51.6"
        found.claim(match.start(2), match.end(2), match.group(2), phase, floor)


_BARE_PP = re.compile(G["test_label"]["bare_pp"], _I)
_BARE_TG = re.compile(G["test_label"]["bare_tg"], _I)
_UNIT_SOON = re.compile(G["unit_hit"], _I)
_UNIT_SOON_REACH = 24
# "tg about 148", "tg mid 90 " too
_FIGURE_NEXT = re.compile(r"[ \t]*[:=]?[ \t]*(?:(?:about|around|roughly|like|maybe|low|mid|high|upper)[ \t]+)?"
                          r"[~≈]?[ \t]*\d")


_TEST_PAIR_BEFORE = re.compile(G["test_label"]["pair_before"], _I)
_TEST_PAIR = re.compile(f"{G['test_label']['pair_lead']}({_DIGITS_NUMBER}){_WHOLE}"
                        f"[ \\t]*/[ \\t]*({_DIGITS_NUMBER}){_WHOLE}", _I)


def _bare_test_label(found: _Found, start: int, end: int, floor: int) -> None:
    """llama-bench's names written bare, "pp 212 at zero context, tg 12.8": the figure after each, where the line
    names the other one too (a "tg" may stand alone); never a test's size ("pp 512 / tg 128") (detect.js
    bareTestLabel)."""
    text = found.text
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start:_end_of_line(text, end)]
    pp = text[start] in "pP"
    if pp and not _BARE_TG.search(line):
        return
    lone = not pp and not _BARE_PP.search(line)
    before = len(found.claims)
    pair = _TEST_PAIR.match(text, end) if not pp and _TEST_PAIR_BEFORE.search(text[max(0, start - 8):start]) else None
    if pair:   # "pp/tg = 1420/71"
        found.claim(pair.start(1), pair.end(1), pair.group(1), "prefill", floor)
        found.claim(pair.start(2), pair.end(2), pair.group(2), "decode", floor)
    else:
        _test_label_number(found, start, end, floor)
    if pp:
        _gen_figures(found, line_start, line, floor)
    if any(_power_of_two_from(c["value"], 64) for c in found.claims[before:]):
        del found.claims[before:]
    elif lone and len(found.claims) > before and \
            _UNIT_SOON.search(text, found.claims[-1]["end"], found.claims[-1]["end"] + _UNIT_SOON_REACH):
        del found.claims[before:]   # a lone "tg" whose figure a unit follows: the unit's ("tg: 51.4 vs 47.8 t/s")
    elif len(found.claims) > before + 1:
        found.claims[before:] = sorted(found.claims[before:], key=lambda c: c["start"])


# generation's figure on a line a bare pp names too ("gen 34, pp 1100"); "gen" is no first-pass word (detect.js)
_GEN_FIGURE = re.compile(f"(?<![A-Za-z])gen{G['test_label']['lead']}({_DIGITS_NUMBER}){_WHOLE}"
                         f"(?={G['carry']['after']})", _I)


def _gen_figures(found: _Found, line_start: int, line: str, floor: int) -> None:
    text = found.text
    for match in _GEN_FIGURE.finditer(line):
        start, end = line_start + match.start(1), line_start + match.end(1)
        if _glued_after(text, end) or any(c["start"] < end and start < c["end"] for c in found.claims):
            continue
        found.claim(start, end, match.group(1), "decode", floor)


_VERSION_BEFORE = re.compile(G["version_before"], _I)
_STATUS_BEFORE = re.compile(G["status_before"], _I)   # an HTTP status among a label's figures: "老是 429"
_STATUS_CODE = re.compile(G["status_code"])
_OS_BEFORE = re.compile(G["os_before"], _I)   # an operating system's version ("Windows 11") among a label's figures
_OS_VERSION = re.compile(G["os_version"])   # "11", "24.04", "15.1"


def _decode_numbers(found: _Found, start: int, end: int, floor: int) -> None:
    """ "tg" after its figures, llama-bench's word for decode used as a unit, or before a cue and its figure: each a
    decode speed (detect.js)."""
    if _FIGURE_NEXT.match(found.text, end):   # "tg 12.8": its figure (never the "512" of "pp 512 tg 128")
        _bare_test_label(found, start, end, floor)
        return
    before = len(found.claims)
    _unit_after_numbers(found, start, end, floor)
    claims = found.claims
    # a version is no figure: "with ROCm 7.1 tg went up to 34"; nor a card's number: "your 3060 tg is high"
    if len(claims) > before and (_VERSION_BEFORE.search(found.text, max(0, claims[before]["start"] - 12),
                                                       claims[before]["start"])
                                 or _GPU_NUMBER.match(f"{claims[before]['value']:g}")):
        del claims[before:]
    if len(claims) == before:   # the word, a cue, then its figure: "tg 能到 160 左右", "tg is around 45"
        _cue_after_unit(found, end, floor)
    if len(claims) == before:   # the word, then a change: "my tg on the 3090 went from 131 to 118"
        change = _CHANGE_AFTER_WORD.match(found.text, end)
        if change and not (_power_of_two_from(parse_number(change.group(1)), 64) and
                           _power_of_two_from(parse_number(change.group(2)), 64)):
            found.claim(change.start(1), change.end(1), change.group(1), None, floor)
            found.claim(change.start(2), change.end(2), change.group(2), None, floor)
    for claim in claims[before:]:
        claim["phase"] = "decode"


# "tg", then a change from one figure to another (detect.js CHANGE_AFTER_WORD)
_CHANGE_AFTER_WORD = re.compile(f"{G['change_after_word']['lead']}({_DIGITS_NUMBER}){_WHOLE}{G['pair_after_join']}"
                                f"({_DIGITS_NUMBER}){_WHOLE}(?={G['carry']['after']})", _I)


# a unit ending in 每秒 needs no cue (detect.js AFTER_MEI_UNIT)
_AFTER_MEI_UNIT = re.compile(f"(?:{G['cue_after_unit']}|[ \\t]*[~≈～约]?[ \\t]*)({_DIGITS_NUMBER}|{_CN_NUMERAL}{{1,6}})"
                             f"{_WHOLE}(?={G['carry']['after']})", _I)


def _cue_after_unit(found: _Found, hit_end: int, floor: int) -> None:
    """A unit as the subject, then a cue and its number: "my tok/s is around 63", "tokens每秒 能跑到 63" (detect.js
    cueAfterUnit); after 每秒 no cue: "单请求输出 tokens 每秒 45 左右"."""
    after = _AFTER_MEI_UNIT if found.text.endswith("每秒", 0, hit_end) else _CUE_AFTER_UNIT
    match = after.match(found.text, hit_end)
    if match and not _glued_after(found.text, match.end()):
        found.claim(match.start(1), match.end(1), match.group(1), None, floor)


def _from_after_unit(found: _Found, hit_end: int, floor: int) -> None:
    """A unit, a change and where it came from: "my tokens/sec doubled from 22" (detect.js fromAfterUnit)."""
    match = _FROM_AFTER_UNIT.match(found.text, hit_end)
    if match:
        found.claim(match.start(1), match.end(1), match.group(1), None, floor)


_UNIT_DECLARED = re.compile(G["unit_declared"], _I)
_DECLARED_SENTENCE = re.compile(r"[。！？!?\n]|\.(?=\s)")
_DECLARED_REACH = 120
# "…at 240ish, … at 150 and", "预填充 2300→3100，…", "64 并发 1,020（单位 tokens/s）"
_DECLARED_ITEM_END = re.compile(r"(?:-?ish)?[ \t]*(?:[，,、;；]|and(?![A-Za-z])|(?:→|->|=>)(?=[ \t]*[0-9])"
                                r"|[(（]?[ \t]*$)")
# a declaration naming a phase first ("Generation, tok/s"): opening its sentence, it speaks for the one before
_PHASE_DECLARED = re.compile(r"[ \t]*(?:decode|decoding|prefill|generation|gen|prompt|output)", _I)
_BUILD_BEFORE = re.compile(r"(?<![A-Za-z])(?:build|version|ver|driver|release)[ \t]*$", _I)   # "build 7231（单位 t/s）"
# a declaration opening its line that points back ("以上都是生成速度，单位 tokens/s", "*单路生成速度，单位 token/s"):
# the figures are the line above's, each closing a clause or its sentence, maybe with an approximation or a mark
_DECLARED_BACK = re.compile(r"[ \t]*(?:以上|上面|上述|前面|[*※])")
_DECLARED_BACK_ITEM_END = re.compile(r"[ \t]*(?:左右|上下|出头|多)?[ \t]*[*※]?[ \t]*(?:[，,、;；。]|\.(?!\d)|$)")


_CARD_BEFORE = re.compile(G["card_before"], _I)   # detect.js CARD_BEFORE


def _sentence_start(text: str, end: int, floor: int) -> int:
    """Where the sentence ending at `end` starts: past its last mark within _DECLARED_REACH, never before `floor`
    (detect.js sentenceStart)."""
    start = max(floor, end - _DECLARED_REACH)
    for match in _DECLARED_SENTENCE.finditer(text, start, end):
        start = max(start, match.start() + 1)
    return start


def _declared_unit(found: _Found, hit_start: int, floor: int) -> None:
    """A unit declared after the figures of its sentence ("pp512 那一项是 2950，tg128 是 112，单位都是 t/s"), or of the
    line above when it opens its line pointing back ("以上都是生成速度，单位 tokens/s"): each figure closing a clause
    there is a claim (detect.js declaredUnit)."""
    text = found.text
    declaration = _UNIT_DECLARED.search(text[max(0, hit_start - 16):hit_start])
    if not declaration:
        return
    end = hit_start - len(declaration.group(0))
    start = _sentence_start(text, end, floor)
    back = _at(text, start - 1) == "\n" and bool(_DECLARED_BACK.match(text, start, end))
    if back:
        end = _blanks_before(text, start - 1)
        start = max(floor, text.rfind("\n", 0, end) + 1)
    # a declaration naming a phase first and opening its sentence speaks for the one before ("…, the 2080 Ti 79.
    # Generation, tok/s, b7220")
    opening = not back and bool(_PHASE_DECLARED.match(declaration.group(0))) and start > floor and \
        not text[start:end].strip()
    if opening:
        end = start
        start = _sentence_start(text, end - 1, floor)
    item_end = _DECLARED_BACK_ITEM_END if back or opening else _DECLARED_ITEM_END
    for match in _LABEL_NUMBER.finditer(text, start, end):
        number_start, number_end = match.start(), match.end()
        if _glued_before(text, number_start) or _glued_after(text, number_end):
            continue
        if _GPU_NUMBER.match(match.group(0)) or _CARD_BEFORE.search(text[max(0, number_start - 10):number_start]):
            continue   # "（RTX 4070，…，单位 tokens/s）", "（4090，…，单位 tokens/s）": a card's model number
        if _LIST_NOT_AFTER.search(text[max(0, number_start - 24):number_start]):
            continue   # "（…，上下文 4k，单位 tokens/s）": a length
        if _BUILD_BEFORE.search(text[max(0, number_start - 12):number_start]):
            continue   # "build 7231（单位 t/s）": a version
        if back and not text[start:number_start].strip():
            continue   # "3. RTX 4060 Ti：61": the line's ordinal
        if _YEAR.fullmatch(match.group(0)) or (match.group(0)[-1] in "kK" and
                                                phase_named(text[max(0, number_start - 12):number_start]) is None):
            continue   # "picks for 2026, … (generation, tok/s)"; a length, "at 32k" (not "Prefill 11.2k")
        if item_end.match(text[number_end:end]):
            found.claim(number_start, number_end, match.group(0), None, floor)


def _rate_number(found: _Found, hit_start: int, hit_end: int, floor: int) -> None:
    match = _RATE.match(found.text, hit_end)
    if match:
        found.claim(hit_start, match.end(), match.group(1), None, floor)


def _key_value(found: _Found, hit_start: int, hit_end: int, floor: int) -> None:
    """A unit written as a key ("prompt_tps=2893.1", "tokens_per_sec 812.35"): its value follows it, never the
    number before it; a key's first word, before the unit's underscore, names the phase (detect.js keyValue)."""
    # a unit ending a longer key takes a prefix the grammar knows ("prompt_tps", not "max_tokens_per_second", a limit)
    glued = hit_start - 1 if _at(found.text, hit_start - 1) == "_" else hit_start
    suffix = glued < hit_start or found.text[hit_start] == "_"
    key = _KEY_PREFIX.search(found.text[max(0, glued - 12):glued]) if suffix else None
    if suffix and not key:
        return
    phase = None
    if key:
        words = _KEY_WORDS.search(found.text[max(0, hit_start - 48):hit_start])
        phase = phase_named(key.group(0)) or (phase_named(words.group(0)) if words else None) \
            or _bench_phase(found.text, hit_start)
    match = _KEY_VALUE.match(found.text, hit_end)
    if match and _OTHER_UNIT.match(found.text[match.end():match.end() + 24]):
        return   # not a figure another unit follows: pandas' "prompt_tps    48 non-null"
    if match:   # (words of setting naming a phase name the figure's: "avg_ts for the tg128 row was 63.77")
        found.claim(match.start(1), match.end(), match.group(2) or match.group(1),
                    phase_named(match.group(0)) or phase, floor)   # (a range: its upper end)
        return
    pair = _KEY_PAIR.match(found.text, hit_end)   # "output_tok_s at concurrency 32 went from 1,480 to 1,655"
    if pair:
        named = phase_named(found.text[hit_end:pair.start(1)]) or phase
        found.claim(pair.start(1), pair.end(1), pair.group(1), named, floor)
        found.claim(pair.start(2), pair.end(2), pair.group(2), named, floor)
        return
    listed = _KEY_LIST.match(found.text, hit_end) if key else None   # llama-bench's "samples_ts": [ 477.95, 480.55 ]
    at = listed.end() if listed else -1
    for _ in range(_MAX_LISTED if listed else 0):
        item = _LIST_NUMBER.match(found.text, at)
        if item is None:
            break
        found.claim(item.start(1), item.end(1), item.group(1), phase, floor)
        at = item.end()


_BENCH_PROMPT, _BENCH_GEN = re.compile(G["bench_counts"]["prompt"]), re.compile(G["bench_counts"]["gen"])


def _bench_phase(text: str, at: int) -> str | None:
    """llama-bench's counts in the figure's own JSON record: prompt tokens only is prefill, generated ones only
    decode (detect.js benchPhase)."""
    start = text.rfind("{", 0, at)
    if start < 0 or at - start > G["bench_counts"]["reach"]:
        return None
    record = text[start:at]
    prompt, gen = _BENCH_PROMPT.search(record), _BENCH_GEN.search(record)
    if not prompt or not gen:
        return None
    prompted, generated = int(prompt.group(1)) > 0, int(gen.group(1)) > 0
    return None if prompted == generated else "prefill" if prompted else "decode"


def _spread_before(text: str, at: int) -> bool:
    """Whether a "±", "+-" or "+/-" ends right before `at`, past blanks (detect.js spreadBefore)."""
    i = _blanks_before(text, at)
    return _at(text, i - 1) == "±" or (_at(text, i - 1) == "-" and _at(text, i - 2) in ("+", "/"))


# a unit or a count after a labelled figure: "(24.17 ms/tok)", "2048 output tokens" (detect.js OTHER_UNIT)
_OTHER_UNIT = re.compile(G["other_unit"], _I)


_ANOTHER_KEY = re.compile(G["another_key"])   # "tps: 7,412  tflops: 362.55": a log line's next key
_LABEL_NEXT_KEY = re.compile(G["label_next_key"])   # a log or JSON key opening a later segment (detect.js)


_SETTING_KEY = re.compile(G["setting_key"]["words"], re.I)
_SETTING_REACH = 32


def _setting_key(text: str, hit_start: int, hit_end: int) -> bool:
    """A key naming a setting, the unit its end: "stream_throttle_tps: 50", "max_tokens_per_second: 80"; or a call's
    first argument before its others: "round(output_tps, 1)", not "avg(decode_tps) 出来是 41.8" (detect.js
    settingKey)."""
    start = hit_start
    while start > 0 and hit_start - start < _SETTING_REACH and re.match(r"[A-Za-z0-9_]", text[start - 1]):
        start -= 1
    if start == hit_start:
        return False
    return bool(_SETTING_KEY.search(text[start:hit_start])) or (_at(text, start - 1) == "(" and
                                                                _is_letter(_at(text, start - 2)) and
                                                                _at(text, _blanks_after(text, hit_end)) == ",")


_SPREAD_LABEL = re.compile(G["spread_label"], _I)
_SPREAD_REACH = 48


def _spread_label(text: str, hit_start: int) -> bool:
    """Whether the line's words before a label's unit name a spread: "Std Dev Token Generation Tokens Per Second:
    0.07" (detect.js spreadLabel)."""
    origin = max(0, hit_start - _SPREAD_REACH)
    return bool(_SPREAD_LABEL.search(text, max(origin, text.rfind("\n", origin, hit_start) + 1), hit_start))


def _labelled(found: _Found, hit_start: int, hit_end: int, floor: int) -> None:
    text = found.text
    if _setting_key(text, hit_start, hit_end) or _NEGATIVE_SUFFIX.match(text, hit_end):
        return   # (nor a label of a rate per watt or dollar: "tokens/s per watt: 0.36")
    suffix = _UNIT_SUFFIX.match(text, hit_end)
    at = suffix.end() if suffix else hit_end
    note = _LABEL_NOTE.match(text, at) if text[at:at + 1] in (",", "，", ";") else None
    label = _LABEL.match(text, note.end() if note else at)
    if label:
        start = label.end()
    elif text[at:at + 1] == " " and _is_digit(text[at + 1:at + 2]) and \
            _LABEL_KEY_BEFORE.search(text, max(0, hit_start - _LABEL_KEY_REACH), hit_start):
        start = at + 1   # "prompt tps 1,012 → 1,386": a phase's unit is a key, its figure one blank after it
    else:
        return
    if _LABEL_CODE_AFTER.match(text, start) or _spread_label(text, hit_start):
        return   # "round(avg(decode_tps)::numeric, 1)", 'print("gen t/s:", …)'; a spread's label
    # "tok/s=71.9 out=512", "tokens/s 是 45": a key's value is the number right after its "=" (是, 为), not the
    # last of the clause ("tokens/s 是衡量指标，有 3 种方法" names no speed)
    # (and a log line's key, another key after its number: "tps: 7,412  tflops: 362.55" is 7,412's)
    if any(mark in text[hit_end:start] for mark in "=是为") or _ANOTHER_KEY.match(text, start):
        match = _LABEL_NUMBER.match(text, start)
        if match and not _glued_after(text, match.end()):
            found.claim(start, match.end(), match.group(0), None, floor)
        return
    rest = text[start:start + _LABEL_LOOK_AHEAD]
    stop = _LABEL_STOP.search(rest)
    if stop:
        rest = rest[:stop.start()]
    segment_start = 0
    for index, segment in enumerate(_LABEL_SEGMENT_END.split(rest)):
        if index and _LABEL_NEXT_KEY.match(segment):   # "…: 4182.55, #queue-req: 3" labels 4182.55 only
            break
        last = None
        for match in _LABEL_FIGURE.finditer(segment):
            if last and not match.group(0)[0].isascii():   # numerals replace no figure in digits ("1203.55` …一千二")
                continue
            number_start = start + segment_start + match.start()
            number_end = number_start + len(match.group(0))
            if match.group(0)[-1] in "kK" and _LABEL_LENGTH_BEFORE.search(text, max(0, number_start - 4), number_start):
                continue   # "34 at 2k context": the length is the figure's setting, the figure before it the label's
            labels_next = _CARD_THEN_NEXT.match(text, number_end)   # "第一档 5090，200 上下"
            if (_GPU_NUMBER.match(match.group(0))   # a card's number ends what came before it: "…, on a 4090:"
                    and (_GPU_OWNER.search(text[max(0, number_start - 12):number_start])
                         or _GPU_SUFFIX.match(text, number_end)   # "都是 4080 SUPER 上测的"
                         or _CARD_RUNS.match(text, number_end)   # "…，3090 跑 qwen3:32b"
                         or _CARD_THEN_FIGURE.match(text, number_end)   # "4090 一百三左右"
                         or labels_next)) \
                    or (labels_next   # "AI Max+ 395，七八十": a card a series names
                        and _CARD_BEFORE.search(text[max(0, number_start - 10):number_start])):
                last = None
            elif (not _glued_before(text, number_start) and not _glued_after(text, number_end)
                    and not _spread_before(text, number_start)   # "tps: 45.17 ± 0.39": the mean
                    and not _OTHER_UNIT.match(text[number_end:number_end + 24])   # "tokens/s: 41.37 (24.17 ms/tok)"
                    and not _LIST_NOT_AFTER.search(text[max(0, number_start - 24):number_start])   # "at batch size 1"
                    and not _OS_BEFORE.search(text, max(0, number_start - 12), number_start)   # "Windows 11"
                    and not (_STATUS_CODE.match(match.group(0))   # "老是 429": an HTTP status
                             and _STATUS_BEFORE.search(text, max(0, number_start - 12), number_start))):
                last = (number_start, number_end, match.group(0))
        if last:
            found.claim(last[0], last[1], last[2], None, floor)
        segment_start += len(segment) + 1


# "显存带宽 1.8T/s": a capital T glued to its figure after a bandwidth is terabytes (detect.js isTerabytes)
_BANDWIDTH_BEFORE = re.compile(G["bandwidth_before"], _I)
_BANDWIDTH_REACH = 48


def _is_terabytes(text: str, start: int, end: int) -> bool:
    return (end - start == 3 and text[start] == "T" and start > 0 and _is_digit(text[start - 1])
            and _BANDWIDTH_BEFORE.search(text[max(0, start - _BANDWIDTH_REACH):start]) is not None)


_CAMEL_KEY = re.compile(G["camel_key"], _I)   # a key in camel case: TensorRT-LLM's "tokensPerSec 103.17"


def _keyed(found: _Found, start: int, end: int, floor: int) -> bool:
    """Whether the unit at start, read as its key's tail, gave a figure."""
    count = len(found.claims)
    _key_value(found, start, end, floor)
    return len(found.claims) > count


# A key's "=" right after a unit, its figure next: "tps=142.7" (detect.js KEY_EQUALS).
_KEY_EQUALS = re.compile(r"=[~≈]?[0-9]")


def _claims_at(found: _Found, start: int, end: int, floor: int) -> None:
    text = found.text
    if _is_terabytes(text, start, end):
        return
    if text[end - 1] in "度吐量" or _EVAL_RATE.fullmatch(text, start, end):   # a speed word ("生成速度", "eval rate")
        _speed_word_number(found, start, end, floor)
    elif text[end - 1] > "\u2e80" and _BARE_PHASE_WORD.fullmatch(text, start, end):   # "生成 35 左右"
        _phase_word_number(found, start, end, floor)
    elif text[start] in ("每", "一"):
        _number_after_mei(found, start, end, floor)
    elif text[start] == "个":   # "token 生成速度 40 个/秒": a count a second, where tokens were just named
        if _TOKEN_NAMED.search(text[max(0, start - _TOKEN_NAMED_BEFORE):start]):
            _unit_after_numbers(found, start + 1, end, floor)
    elif text[start] == "_" or "_" in text[start:end] or _CAMEL_KEY.match(text, start, end):
        _key_value(found, start, end, floor)
    elif text[start - 1:start] == "_" and _keyed(found, start, end, floor):
        return   # a unit glued to its key, read as one where the key is ("response_token/s 41.68"), else as a unit
    elif _is_letter(_at(text, start - 1)) or _is_letter(_at(text, end)):
        return
    elif end - start == 2 and text[start] in "pP":   # "pp 212, tg 12.8"
        _bare_test_label(found, start, end, floor)
    elif end - start == 2:   # "31 tg", "88 tg, 2100 pp"
        _decode_numbers(found, start, end, floor)
    elif _TEST_LABEL.fullmatch(text, start, end):   # "pp512 410"
        _test_label_number(found, start, end, floor)
    elif _RATE_WORD.fullmatch(text, start, end):
        _rate_number(found, start, end, floor)
    else:
        before = len(found.claims)
        if not _KEY_EQUALS.match(text, end):   # a unit glued to "=" and a figure is a key: "ttft_ms=188 tps=142.7"
            _unit_after_numbers(found, start, end, floor)
        if len(found.claims) > before:
            _to_after_unit(found, end, floor)
            return
        if _delta_before(text, start):
            return   # the unit is the delta's ("lost only 3 tok/s: 127 tok/s at 450 W"), not a label's
        if _setting_key(text, start, end):
            return   # a setting's key, the unit its tail, gives no figure however its value is written
        _labelled(found, start, end, floor)
        if len(found.claims) == before:
            _pair_after_unit(found, end, floor)
        if len(found.claims) == before:
            _from_after_unit(found, end, floor)
        if len(found.claims) == before:
            _cue_after_unit(found, end, floor)
        if len(found.claims) == before:
            _declared_unit(found, start, floor)


_CARRIED = re.compile(f"(?:{G['carry']['cue']})[ \\t]*(?:(?:like|the)[ \\t]+)?[~≈～]?[ \\t]*"
                      f"(({_DIGITS_NUMBER}|{_CN_NUMERAL}{{1,6}}|{_CARRIED_WORD})"
                      f"(?:[ \\t]*(?:[-–~～]|{G['carry']['list_not_range']}|到|至|(?:or|to)(?=[ \\t]))[ \\t]*"
                      f"({_DIGITS_NUMBER}))?){_WHOLE}"
                      f"(?={G['carry']['after']}|{G['carry']['list_opens_after']})", _I)
# "from" right before two figures opens a change ("from about 480 to 710"), unless it spans one ("anywhere from 90 to
# 140") (detect.js FROM_BEFORE, SPAN_FROM)
_FROM_BEFORE = re.compile(r"(?<![A-Za-z])from[ \t]+(?:(?:about|around|roughly|like)[ \t]+)?[~≈～]?[ \t]*$", _I)
_FROM_REACH = 32
_SPAN_FROM = re.compile(r"(?<![A-Za-z])(?:anywhere|somewhere|rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying))[ \t]+from[ \t]",
                        _I)
_CARD_RUNS = re.compile(G["card_runs"], _I)
_AND_CUE = re.compile(r"(?:and|instead[ \t]+of)(?![A-Za-z])", _I)   # after a count they join counts
# a count right before the joining cue: "with 2 users and 4", "-ngl 20 instead of 99" (detect.js COUNTED)
_COUNTED_WORDS = r"(?:batch|bs|concurrency|users?|threads?|ctx|context|layers|ngl|requests?|reqs)"
_COUNTED = re.compile(f"(?:[0-9][ \\t]*{_COUNTED_WORDS}|(?<![A-Za-z]){_COUNTED_WORDS}[ \\t:=]*[0-9][0-9.]*"
                      r"|(?<![A-Za-z0-9])--[A-Za-z][A-Za-z-]*[ \t=]+[0-9][0-9.]*)(?![A-Za-z])[^0-9\n]{0,8}$", _I)
_QUOTED = re.compile(r"[ \t]*>")
_QUOTE_CLOSES = re.compile(r"[!?。！？.]?[ \t]*\n(?:[ \t]*\n)*")
_VERSUS_CUE = re.compile(r"(?:vs\.?|versus)(?![A-Za-z])", _I)
_COMPARED = re.compile(f"(?:^|[,;:(，；：（][ \\t]*)({_DIGITS_NUMBER})[ \\t]*$")
_STAT_LINE = re.compile(f"\\n(?:[ \\t]*\\n)*[ \\t]*(?:median|mean|average|avg)[ \\t]*[=:][ \\t]*"
                        f"({_DIGITS_NUMBER})(?=[ \\t]*(?:\\n|$))", _I)
_YEAR = re.compile(r"(?:19[89]\d|20[0-4]\d)")
_QUANTITY_CUE = re.compile(r"(?:(?:just|well)[ \t]+)?(?:over|under|above|below|north of|upwards of|more than|less than|"
                           r"nearly|almost|about|around|roughly)(?![A-Za-z])", _I)
_GPU_NUMBER = re.compile(G["gpu_number"])
_GPU_SUFFIX = re.compile(G["gpu_suffix"], re.I)   # "4080 SUPER", "4070 Ti"
_GPU_OWNER = re.compile(G["carry"]["gpu_owner"], _I)
_MEASURE_BEFORE = re.compile(G["carry"]["measure_before"], _I)
_RATIO_AFTER = re.compile(G["carry"]["ratio_after"])   # "3.1 and 1.6× the efficiency": a ratio
_MEASURE_REACH = 16
_CONTEXT_CUE = re.compile(G["carry"]["context_before"], _I)
_CONTEXT_SIZE = re.compile(G["carry"]["context_size"])
_CONTEXT_WORD_AFTER = re.compile(G["carry"]["context_after"], _I)
_REPLY_LINE = re.compile(G["carry"]["reply_line"])
_REPLY_LINES = 3
_LINE_CLOSED = re.compile(r"[\s。！？!?.…)）]*")


_BLANK_LINE = re.compile(r"[ \t]*\n")   # a blank line before a reply or an edit ("…45 t/s.\n\nEDIT: now 52")


_FIGURELESS_QUESTION = re.compile(G["carry"]["figureless_question"])   # "Is that good?": no figure of its own


# a line of prose, not a list item, a key's line or a table's row ("- 长文本：…", "total duration: about 3")
_PROSE_LINE = re.compile(G["carry"]["prose_line"])


def _continues_paragraph(window: str, start: int) -> bool:
    """The line at `start` goes on with the paragraph: not blank, not a reply (detect.js continuesParagraph)."""
    return start < len(window) and window[start] != "\n" and not _REPLY_LINE.match(window, start)


def _sentence_end_from(window: str, start: int) -> int:
    """Where the sentence starting at `start` ends (its mark's index), or the window's end."""
    end = _SENTENCE_END.search(window, start)
    return end.start() if end else len(window)


_HEADER_ONLY = re.compile(r"[ \t]*\n")   # a reply line holding only its speaker or a header ("弹幕：")
_HEADED_LINES = 6


def _reply_lines_end(window: str, start: int) -> int:
    """Where the reply lines starting at `start` end (at most _REPLY_LINES, the first maybe after one blank line);
    `start` when none starts there. Under a line holding only a header ("弹幕：") the lines are replies without a
    speaker (detect.js replyLinesEnd)."""
    blank = _BLANK_LINE.match(window, start)
    end, at = start, blank.end() if blank else start
    for _ in range(_REPLY_LINES):
        reply = _REPLY_LINE.match(window, at) if at < len(window) else None
        if not reply:
            break
        header = _HEADER_ONLY.match(window, reply.end())
        if header:
            return _headed_lines_end(window, header.end())
        end = _end_of_line(window, at)
        at = end + 1
    return end


def _headed_lines_end(window: str, at: int) -> int:
    """Where the lines from `at`, under a header, end: at most _HEADED_LINES, up to a blank line."""
    end = at - 1
    for _ in range(_HEADED_LINES):
        if at >= len(window) or window[at] == "\n":
            break
        end = _end_of_line(window, at)
        at = end + 1
    return end


_HAS_NUMBER = re.compile(f"{_D}|{_CN_NUMERAL}")
_HAS_WORD_NUMBER = re.compile(_CARRIED_WORD, _I)   # "wants at least fifty": a number in words, where no digit stands
# a figure closed by a Chinese approximation, its number not glued to a word or a number (detect.js APPROXIMATE)
_APPROXIMATE = re.compile(f"(?<![0-9A-Za-z.,_])({_DIGITS_NUMBER}|{_CN_NUMERAL}{{1,6}})"
                          f"[ \\t]*(?:个[ \\t]*)?(?:{G['carry']['approximations']})(?!{G['carry']['price_after']})")
_APPROXIMATED = re.compile(G["carry"]["approximations"])
# a price after a carried figure, maybe past its approximation: "两千出头的价格" (detect.js PRICED_AFTER)
_PRICED_AFTER = re.compile(f"(?:{G['carry']['approximations']})?{G['carry']['price_after']}")
_PHASE_NEAR = 60
_PHASE_AFTER = 12
_CLAUSE_MARK_AFTER = re.compile(r"[,，;；。.!?！？\n]")
_OWN_SENTENCE = re.compile(r"(?:(?<=[!?。！？\n])|(?<=\.[ \t]))[ \t]*(?:[^!?。！？\n.]|\.(?![ \t]))*$")
_SCOPE = re.compile(f"(?<![A-Za-z])(?:{G['carry']['scope_words']})(?![A-Za-z])", _I)


def _phase_apart(anchor: dict, window: str, start: int, end: int) -> float:
    """carry.phase_ratio when a carried figure's words name a phase its anchor does not, or a scope
    (aggregate, per user), else 1 (detect.js phaseApart)."""
    # a phase word right after the figure, in its clause, names it too: "and around 9k pp"
    after = _CLAUSE_MARK_AFTER.split(window[end:end + _PHASE_AFTER], maxsplit=1)[0]
    near = window[max(0, start - _PHASE_NEAR):end] + after
    own_sentence = _OWN_SENTENCE.search(near)   # its own sentence's words: "…on the prompt. Acceptance rate was 0.7"
    words = near[own_sentence.start():] if own_sentence else near
    if _SCOPE.search(words):
        return G["carry"]["phase_ratio"]
    found = [_PHASES[_phase_code(match)] for match in _PHASE.finditer(words)]
    own = found[-1] if found else None   # the phase word nearest the figure ("…tg at 49, slower on pp at 560")
    return G["carry"]["phase_ratio"] if own is not None and own != anchor["phase"] else 1


def _within(value: float, other: dict | None, bound: float) -> bool:
    """Whether value is within bound times of the other claim's value, either way (detect.js within)."""
    return other is not None and value <= other["value"] * bound and value * bound >= other["value"]


_SHARE_BEFORE = re.compile(G["share"]["before"], _I)


def _is_share(text: str, start: int, value: float, anchor: dict) -> bool:
    """A per-user share of the aggregate before it: "整机吞吐大概 900 tokens/s，平均到每个人也就 18 左右" (detect.js
    isShare)."""
    share = G["share"]
    return value < anchor["value"] and value * share["most"] >= anchor["value"] and \
        bool(_SHARE_BEFORE.search(text[max(0, start - share["reach"]):start]))


_KEY_BEFORE_FIGURE = re.compile(r"([A-Za-z][A-Za-z0-9_]*)[\"']?[ \t]*[:=][ \t]*$")   # "max_tg_tps = 50" (detect.js)
_KEY_BEFORE_REACH = 40
_SETTING_AT = re.compile(G["carry"]["setting_at"])
_AT_AFTER = re.compile(G["carry"]["at_after"])
_SETTING_AT_REACH = 40
_NUMBER_BEFORE = re.compile(G["carry"]["number_before"])
_SETTING_WORD_BEFORE = re.compile(G["carry"]["setting_word_before"], _I)


def _setting_at(found: _Found, start: int, end: int, number: str, value: float) -> bool:
    """Whether a number is the setting of the claim before it (grammar carry.setting_at): "142 tok/s at 1, 1,010
    at 8" (detect.js settingAt)."""
    before = found.text[max(0, start - _SETTING_AT_REACH):start]
    match = _SETTING_AT.search(before)
    if match is None:
        return False
    if match.group(1) is not None and not (number.isascii() and number.isdigit() and _power_of_two_from(value, 2)
                                           and value > int(match.group(1))):
        return False   # joined to a setting only as a larger power of two: "at 32 and 64"
    if _AT_AFTER.match(found.text, end):
        return False   # "1,010 at 8": a figure with a setting of its own
    at = start - len(before) + match.start()
    if any(other["end"] == at for other in found.claims):
        return True
    number = _NUMBER_BEFORE.search(before, 0, match.start())
    return number is not None and not _GPU_NUMBER.match(number.group(0))   # "to 12,400 at 128", not "the 4090 at 52"


def _carry(found: _Found, anchor: dict, peer: dict | None, start: int, end: int, number: str, bound: float) -> None:
    """Claims a carried number within bound of its anchor's value or of the claim before it in the paragraph (its
    peer), of that claim's phase when it names none ("1,650 prefill tok/s … manages 240")."""
    value = parse_number(number)
    if number.isascii() and number.isdigit() and _power_of_two_from(value, 256):
        return   # a bare power of two from 256 is a size ("改成 8192"), never a carried speed (detect.js isSize)
    if _setting_at(found, start, end, number, value) or \
            _SETTING_WORD_BEFORE.search(found.text, max(0, start - _SETTING_AT_REACH), start):
        return   # "并发开的 128": a setting's value
    if _ITEMS_AFTER.match(found.text, end):
        return   # "预填充三个都在五千上下": a count of things
    key = _KEY_BEFORE_FIGURE.search(found.text[max(0, start - _KEY_BEFORE_REACH):start])
    if key and _SETTING_KEY.search(key.group(1)):
        return   # "max_tg_tps = 50": a setting's value, a limit
    reference = anchor if _is_share(found.text, start, value, anchor) else \
        next((other for other in (anchor, peer) if _within(value, other, bound)), None)
    if reference is None or _glued_before(found.text, start) or any(c["start"] == start for c in found.claims):
        return
    count = len(found.claims)
    found.claim(start, end, number, None, anchor["end"])
    if len(found.claims) > count:
        if found.claims[-1]["phase"] is None:
            found.claims[-1]["phase"] = reference["phase"]
        # its list going on: "I measured 71, 74 and 72", "分别是 71、74、72" (detect.js)
        following = _LIST_GOES_ON.match(found.text, end)
        if following and not _GPU_NUMBER.match(following.group(1)):
            _carry(found, anchor, peer, following.start(1), following.end(1), following.group(1), bound)


_LIST_GOES_ON = re.compile(f"{G['carry']['list_goes_on']}({_DIGITS_NUMBER}){_WHOLE}"
                           f"(?={G['carry']['after']}|{G['carry']['list_item_after']})", _I)


def _carry_units(found: _Found, only: set[int] | None = None) -> None:
    """Numbers a sentence compares with a claim before it take its unit ("70 tok/s in MLX, but Ollama tops out
    near 58"): within the sentence, before the next claim, within grammar carry.ratio (detect.js carryUnits)."""
    text, anchors = found.text, list(found.claims)
    ratio, next_ratio, reach = G["carry"]["ratio"], G["carry"]["next_ratio"], G["carry"]["reach"]
    for i, anchor in enumerate(anchors):
        if only is not None and id(anchor) not in only:
            continue   # the hop: only the figures the first pass carried
        start = anchor["end"]
        # the claim before it in the paragraph may be the one compared: "(41.2 tok/s gen, 1,650 tok/s pp), ollama (38.9"
        peer = anchors[i - 1] if i > 0 and "\n\n" not in text[anchors[i - 1]["end"]:anchor["start"]] else None
        window = text[start:min(anchors[i + 1]["start"] if i + 1 < len(anchors) else len(text), start + reach)]
        sentence_end = _SENTENCE_END.search(window)
        # "median= 26.32" on a line of its own after a tool's line of speeds
        stat = _STAT_LINE.match(window, sentence_end.start()) if sentence_end else None
        if stat:
            value = parse_number(stat.group(1))
            if _within(value, anchor, ratio):
                found.claim(start + stat.start(1), start + stat.end(1), stat.group(1), None, start)
        next_sentence = len(window)
        if sentence_end:
            # a quoted claim ("> I get 74 t/s?") is answered on the line under it, past blank lines: "stuck at 52"
            line_start = text.rfind("\n", 0, anchor["start"]) + 1
            cut = sentence_end.start()
            line_ends = window[cut] == "\n"
            replied = _QUOTE_CLOSES.match(window, cut) if _QUOTED.match(text[line_start:anchor["start"]]) else None
            if replied:
                cut = _end_of_line(window, replied.end())
            # (a reply that runs on as its paragraph's next line is a next sentence too, held to next_ratio)
            end = sentence_end.start()
            runs_on = (line_ends and _PROSE_LINE.match(window, end + 1, end + 121)
                       and _continues_paragraph(window, end + 1))
            if (not line_ends and not replied) or runs_on:   # "…快😂\n再大一点的 14B 就只有 11 左右了": a line runs on
                # the next sentence of the same line, held to next_ratio: "27 tok/s generation. The 8B manages 11."
                next_sentence = end + 1
                # (a line the sentence's mark closes runs on into the next line of its paragraph, unless a reply)
                if _at(window, next_sentence) == "\n" and _continues_paragraph(window, next_sentence + 1):
                    next_sentence += 1
                cut = _sentence_end_from(window, next_sentence)
                # past a question with no figure: "48 tok/sec. Is that good?? My friend's Mac gets like 30."
                if _FIGURELESS_QUESTION.fullmatch(window, next_sentence, cut + 1):
                    after = cut + 1
                    while _at(window, after) in ("?", "？", "!", "！"):
                        after += 1
                    if _at(window, after) != "\n":
                        cut = _sentence_end_from(window, after)
            # replies on the lines under a claim that closes its line, each its speaker first, held to next_ratio
            # as a next sentence is: "1 楼：…3 到 4 t/s 就是这个水平。\n2 楼：换 14b，能到 35 左右"
            line_end = -1 if replied else window.find("\n", sentence_end.start())
            if line_end >= cut and _LINE_CLOSED.fullmatch(window, cut, line_end):
                replies_end = _reply_lines_end(window, line_end + 1)
                if replies_end > line_end + 1:
                    next_sentence = min(next_sentence, line_end + 1)
                    cut = replies_end
            window = window[:cut]
        if not _HAS_NUMBER.search(window) and not _HAS_WORD_NUMBER.search(window):
            continue
        for match in _CARRIED.finditer(window):
            if _AND_CUE.match(match.group(0)) and _COUNTED.search(window, max(0, match.start() - 32), match.start()):
                continue   # "with 2 users and 4 in the queue": after a count, "and" joins counts, not speeds
            if _YEAR.fullmatch(match.group(2)) and not _QUANTITY_CUE.match(match.group(0)):   # not "over 2000"
                continue
            # "same card, same prompt, same 3090": a card's number after a word that owns it
            if _GPU_NUMBER.match(match.group(2)) and _GPU_OWNER.search(window, match.start(), match.start(1)):
                continue
            if _GPU_NUMBER.match(match.group(2)) and _CARD_RUNS.match(window, match.end()):
                continue   # "…，3090 跑 qwen3:32b": a card's number doing the running
            # "接受长度平均 2.4", "acceptance length ~3.1": a measure's figure, not a speed
            if _MEASURE_BEFORE.search(window, max(0, match.start(1) - _MEASURE_REACH), match.start(1)):
                continue
            if _OS_VERSION.match(match.group(2)) and _OS_BEFORE.search(window, max(0, match.start(1) - 12),
                                                                            match.start(1)):
                continue   # "windows 11, ollama …": an operating system's version (not "Linux 9,600", a figure)
            if _PRICED_AFTER.match(window, match.end()):
                continue   # "一张卡才两千出头的价格", "两万多的机器": a price
            if _RATIO_AFTER.match(text, start + match.end()):
                continue   # "i.e. 3.1 and 1.6× the efficiency": a ratio (past the window's cut: "3.1 and" ends a line)
            # "1,900 tok/s pp on the 120b at 4k", "塞得下 16k 上下文": a context's length after "at" or "past", or
            # before the word context ("flat at 9.8k" is a speed)
            if _CONTEXT_SIZE.fullmatch(match.group(2)) and (
                    _CONTEXT_CUE.search(window, max(0, match.start(1) - _MEASURE_REACH), match.start(1))
                    or _CONTEXT_WORD_AFTER.match(window, match.end(), match.end() + _MEASURE_REACH)):
                continue
            bound = (next_ratio if match.start() >= next_sentence else ratio) * \
                _phase_apart(anchor, window, match.start(), match.end())
            # "the gap is wider, 13.0 vs 19.8": the number a "vs" compares is a figure too
            compared = _COMPARED.search(window, 0, match.start()) \
                if _VERSUS_CUE.match(match.group(0)) else None
            if compared:
                if _MEASURE_BEFORE.search(window, max(0, compared.start(1) - _MEASURE_REACH), compared.start(1)):
                    continue   # the pair a measure's name heads: "on MMLU (56.1 vs 56.3)"
                low = compared.group(1)
                _carry(found, anchor, peer, start + compared.start(1), start + compared.end(1), low, bound)
            number_start = start + match.end() - len(match.group(1))
            before = text[max(0, number_start - _FROM_REACH):number_start] if match.group(3) is not None else ""
            if _FROM_BEFORE.search(before) and not _SPAN_FROM.search(before):
                _carry(found, anchor, peer, number_start, number_start + len(match.group(2)), match.group(2), bound)
                high_start = start + match.end() - len(match.group(3))
                _carry(found, anchor, peer, high_start, start + match.end(), match.group(3), bound)
                continue   # "from 38 to 52": a change, its two figures
            number = match.group(3) if match.group(3) is not None else match.group(2)   # "也就 3～4": the upper end
            _carry(found, anchor, peer, number_start, start + match.end(), number, bound)
        if not _APPROXIMATED.search(window):
            continue
        for match in _APPROXIMATE.finditer(window):   # no cue: "MLX 每秒 70 个 token 左右，GGUF 版本 58 左右"
            if _MEASURE_BEFORE.search(window, max(0, match.start() - _MEASURE_REACH), match.start()):
                continue   # "平均接受长度 3.2 左右"
            bound = (next_ratio if match.start() >= next_sentence else ratio) * \
                _phase_apart(anchor, window, match.start(), match.end())
            _carry(found, anchor, peer, start + match.start(1), start + match.end(1), match.group(1), bound)
    if len(found.claims) > len(anchors):
        found.claims.sort(key=lambda claim: claim["start"])


_TRADITIONAL = str.maketrans({G["traditional"]["pairs"][i]: G["traditional"]["pairs"][i + 1]
                              for i in range(0, len(G["traditional"]["pairs"]), 2)})
_DECADE = re.compile(G["decade"]["pattern"], re.I)   # "the low 50s": a decade named by its part


def _decade_number(m: re.Match) -> str:
    """A decade or the teens as their number, one character for one: "mid-40s" "mid 40 ", "low teens" "low 10   "."""
    gap = " " if m[2] else ""
    return f"{m[1]}{gap}{m[3]} " if m[3] else f"{m[1]}{gap}{G['decade']['teens'][m[1].lower()]}   "


_FULL_WIDTH = re.compile(G["full_width"]["pattern"])   # "ｔ／ｓ": read as ASCII, one character for one
_FULL_WIDTH_SIGN = re.compile(G["full_width"]["sign"])   # one class: a quick test for any at all


_ECHO_REACH = 400   # how far past a claim its figure is looked for again, on later lines (detect.js ECHO_REACH)
# what follows a figure written again: what follows a compared one, or a judgement of it ("37 正常", "63 looks right")
_ECHO_AFTER = re.compile(f"(?={G['carry']['after']}|{G['carry']['echo_after']})", _I)
_NUMBER_OR_WORD = re.compile(r"[0-9A-Za-z_.,:/#@$¥￥+\-−=]")
_NUMBER_AFTER = re.compile(r"[0-9A-Za-z_:/#@$¥￥+\-−=]|[.,][0-9]")   # "24,5", not "24, swapped" (detect.js)
_RANGE_ON = re.compile(r"[ \t]*(?:-|–|~|～|到|至|to(?![A-Za-z]))[ \t]*[0-9]")   # a range's lower end: "35 到 40"


def _echoes(found: _Found) -> None:
    """A claim's figure written again on a later line of the thread, standing alone: a reply restating it
    ("17 挺正常的", "48？？比我想的快"), never glued, a card's number or a year, followed as a compared figure is
    (detect.js echoes)."""
    text, anchors = found.text, len(found.claims)
    for anchor in list(found.claims):
        start_from = _end_of_line(text, anchor["end"])
        stop = min(len(text), anchor["end"] + _ECHO_REACH)
        for digits in _echoed_as(float(anchor["value"])):
            if not re.fullmatch(r"[0-9]+(?:\.[0-9]+)?", digits) or _GPU_NUMBER.match(digits) or \
                    _YEAR.fullmatch(digits):
                continue
            _echoes_of(found, digits, start_from, stop)
    if len(found.claims) > anchors:
        found.claims.sort(key=lambda c: c["start"])


def _echoed_as(value: float) -> list[str]:
    """A figure as a reply writes it again: its own digits and, past 10 with a fraction, its whole part cut or
    rounded ("eval rate: 36.99 tokens/s" then "37 正常") (detect.js echoedAs)."""
    digits = str(int(value)) if value.is_integer() else repr(value)
    if value < 10 or value.is_integer():
        return [digits]
    return list(dict.fromkeys([digits, str(math.floor(value)), str(math.floor(value + 0.5))]))


def _echoes_of(found: _Found, digits: str, start_from: int, stop: int) -> None:
    """Each standing-alone copy of digits between start_from and stop becomes a claim."""
    text = found.text
    at = text.find(digits, start_from, stop)
    while at >= 0 and at + len(digits) <= stop:
        start, end = at, at + len(digits)
        at = text.find(digits, at + 1, stop)
        if _glued_before(text, start) or _NUMBER_OR_WORD.match(_at(text, start - 1)) or \
                _NUMBER_AFTER.match(text, end) or _RANGE_ON.match(text, end):
            continue
        if not _ECHO_AFTER.match(text, end) or any(o["start"] <= start < o["end"] for o in found.claims):
            continue
        found.claim(start, end, digits, None, start_from)


_CHANGE_BETWEEN = re.compile(G["change_between"]["pattern"], re.I)


def _share_phases_of_changes(claims: list[dict], text: str) -> None:
    """Two figures of one change ("dropped from 96 tokens/s to 61 tokens/s"): a phase one names is the other's."""
    ordered = sorted(claims, key=lambda c: c["start"])
    for a, b in itertools.pairwise(ordered):
        if (a["phase"] is None) == (b["phase"] is None) or not _CHANGE_BETWEEN.search(text[a["end"]:b["start"]]):
            continue
        a["phase"] = a["phase"] or b["phase"]
        b["phase"] = b["phase"] or a["phase"]


def find_claims(original: str) -> list[dict]:
    """Every speed claim in text: [{start, end, text, value, unit, per_user, phase}], as detect.js finds them.
    Traditional characters are read as their simplified forms, full-width letters as ASCII ("ｔ／ｓ") and a decade named
    by its part as its number ("mid-40s" as "mid 40 "), one character for one, so every offset stays."""
    text = original.translate(_TRADITIONAL) if any(s in original for s in G["traditional"]["signs"]) else original
    if _FULL_WIDTH_SIGN.search(text):
        text = _FULL_WIDTH.sub(lambda m: chr(ord(m[0]) - 0xFEE0), text)
    if "0s" in text or "teens" in text:   # "mid-40s" as "mid 40 ", "low teens" as "low 10   " (detect.js simplified)
        text = _DECADE.sub(_decade_number, text)
    found = _Found(text)
    floor = position = 0
    while (hit := _HIT.search(text, position)) is not None:
        before = len(found.claims)
        _claims_at(found, hit.start(), hit.end(), floor)
        if len(found.claims) == before:
            position = hit.start() + 1
            continue
        floor = max([floor, *(c["end"] for c in found.claims[before:])])
        position = max(hit.end(), floor)
    if found.claims:
        anchors = {id(c) for c in found.claims}
        _carry_units(found)
        if len(found.claims) > len(anchors):   # one hop more, a carried figure carrying in turn (detect.js)
            _carry_units(found, {id(c) for c in found.claims} - anchors)
        _echoes(found)
        _share_phases_of_changes(found.claims, text)
    if text != original:
        for claim in found.claims:
            claim["text"] = original[claim["start"]:claim["end"]]
    return found.claims
