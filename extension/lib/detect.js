/**
 * The claim detector: finds speeds in tokens per second in English and Chinese prose.
 *
 * One forward pass of a regex whose every alternative starts with a literal ("tok", "t/s", "tps", "_tps",
 * "每秒"), then bounded looks around each hit: the number (or range) before the unit and any numbers listed
 * with it ("12 / 15 / 18 tok/s", "from 20 to 35 tok/s"), the number after 每秒, the numbers after a unit
 * used as a label ("tok/s: 45, 68"; "Output token throughput (tok/s): 1034.42"; "prompt_tps=2893.1").
 * Every look is bounded, so the cost is linear in the text whatever it holds.
 * The words and spellings live in workers/engine/grammar.json (as lib/grammar.js), shared with workers/engine/claim_grammar.py, which
 * mirrors this file function for function. Pure: no DOM, no extension APIs, so Node runs it as is.
 */
import { GRAMMAR } from "./grammar.js";
import { alternativesByStart, mayStartAt, nextStart, startTable } from "./word-starts.js";

const D = GRAMMAR.digit;
/** One character of a number written in Chinese: "六十", "一万" (text-tables.js and answers.js read them too). */
export const CN_NUMERAL = `[${Object.keys(GRAMMAR.chinese_digits).join("")}${Object.keys(GRAMMAR.chinese_units).join("")}` +
  `${GRAMMAR.chinese_myriad}]`;
const INTEGER = `${D}{1,3}(?:[${GRAMMAR.thousands_separators}]${D}{3})+(?!${D})` +
  `|(?<![A-Za-z0-9]-)${D}{1,3}(?:[${GRAMMAR.space_thousands_separators}]${D}{3})+(?!${D})|${D}+`;   // not "EAGLE-2 148.3"
const DIGITS_NUMBER = `(?:${D}+,${D}{1,2}(?!${D})|(?:${INTEGER})(?:[${GRAMMAR.decimal_points}]${D}+)?)` +
  `(?:[ \\t]?[${Object.keys(GRAMMAR.multipliers).join("")}](?![A-Za-z])` +
  `|[ \\t]?[${Object.keys(GRAMMAR.unit_multipliers).join("")}]${GRAMMAR.unit_multiplier_before}` +
  `|[ \\t]+(?:${Object.keys(GRAMMAR.multiplier_words).join("|")})(?![A-Za-z]))?`;
/** A number in Chinese, maybe with its decimals after 点: "十二点五" 12.5. */
const CN_DECIMALS = `(?:${GRAMMAR.chinese_point}[${Object.keys(GRAMMAR.chinese_digits).join("")}]{1,3})?`;
const NUMBER = `${DIGITS_NUMBER}|${CN_NUMERAL}{1,12}${CN_DECIMALS}`;
const RANGE = `(${NUMBER})(?:${GRAMMAR.range_join}(${NUMBER}))?`;
const END = "(?![\\s\\S])";
/** A number read whole: never stopped inside a thousands group or before a decimal ("至 1,430 tokens/s" is no "1"). */
const WHOLE = "(?![.．]?[0-9]|,[0-9]{3}(?![0-9]))";
const PHASE_WORD = `(?<![A-Za-z])(${GRAMMAR.phase.prefill})|(?<![A-Za-z])(${GRAMMAR.phase.decode})`;

/** A set of characters read in the per-claim loops: `has` is one array read, where a Set hashes each time. */
class CharSet {
  constructor(codes) {
    this.table = new Uint8Array(65536);
    for (const code of codes) this.table[code] = 1;
  }

  has(code) {
    return this.table[code] === 1;
  }
}
const charSet = (chars) => new CharSet(Array.from(chars, (ch) => ch.charCodeAt(0)));

const HIT = new RegExp(`${GRAMMAR.unit_hit}|${GRAMMAR.speed_word.word}|(?<![A-Za-z])(?:${GRAMMAR.speed_word.eval_rate})(?![A-Za-z])` +
  `|${GRAMMAR.speed_word.phase_word}`, "gi");
/** A number phrase: "55+ ", "2-3", "20 to 30 ", "15个": sticky, it must end where the unit (or a between word) starts. */
const NUMBER_PHRASE = new RegExp(`${RANGE}${GRAMMAR.after_number}[ \\t]*(?:${GRAMMAR.count_word}[ \\t]*)?`, "iy");
/** Words that may sit between a number and its unit: "30 decode tokens/sec", "20 to 30 output tokens per second". */
const BETWEEN_WORD = new RegExp(`^(?:${GRAMMAR.between_words})$`, "i");
/** One more number of a list ending where the next begins: "12 / ", "41, ", "38 -> ", "pp 1850 / tg ", "74.2, max ". */
const LIST_ITEM = new RegExp(`(?<![A-Za-z0-9_])(${DIGITS_NUMBER})${GRAMMAR.after_number}(${GRAMMAR.list_join})` +
  `(?:(?:(?<![A-Za-z])(?:${GRAMMAR.list_labels})|${GRAMMAR.list_labels_cjk})[ \\t]*[:=]?[ \\t]*)?${END}`, "i");
/** What must sit right before a number for it to continue a list (checked before LIST_ITEM runs). */
const LIST_MARKS = charSet("/,，、;；>→和与及或对");
const LIST_WORDS = new Set(["vs", "versus", "against", "and", "then", "or", ...GRAMMAR.list_labels.split("|")]);
/** A Chinese phase label right before a listed number: "预填充 2,150 / 生成 58 t/s". */
const LIST_LABEL_CJK = new RegExp(`(?:${GRAMMAR.list_labels_cjk})$`);
const COMMA_JOIN = new RegExp(`^${GRAMMAR.comma_join}$`);
/** A count right before a listed number makes it no speed: "Batch 1 → 72 tok/s", "concurrency 8, 410 tok/s". */
const LIST_NOT_AFTER = new RegExp(GRAMMAR.list_not_after, "i");
const BETWEEN = /(?:between|在)[ \t]*$/i;
const BETWEEN_AND = /^[ \t]*(?:and|和|与)[ \t]*$/i;
const PAIR_OPENING = new RegExp(`(?<![A-Za-z])${GRAMMAR.pair_opening}`, "i");
const AFTER_MEI = new RegExp(`(?:[ \\t]{0,2}${GRAMMAR.number_after_lead}){0,4}[ \\t]{0,2}${RANGE}${GRAMMAR.after_number}` +
  `[ \\t]{0,2}${GRAMMAR.count_word}?[ \\t]{0,2}${GRAMMAR.number_after_unit}`, "iy");
/** 每秒 then a count of tokens and its number: "每秒生成 token 数为 27.3", "每秒 token 数：41". */
const COUNT_AFTER_MEI = new RegExp(`${GRAMMAR.count_after_mei}${RANGE}`, "iy");
/** A unit then a from/to pair: "TPS 从 38 提升到 52", "tok/s went from 31 to 52" (not "from 4k to 32k context"). */
const PAIR_AFTER_UNIT = new RegExp(`${GRAMMAR.pair_after_unit}(${DIGITS_NUMBER})${GRAMMAR.pair_after_join}` +
  `(${DIGITS_NUMBER})(?!${GRAMMAR.pair_not_before})`, "iy");
/** "token rate" and its kin as a hit of its own (sticky: the hit is read in place, not sliced out). */
const RATE_WORD = /token[ \t-]?(?:rate|speed|throughput)/iy;
const RATE = new RegExp(`${GRAMMAR.rate_lead}(${DIGITS_NUMBER})${GRAMMAR.rate_unit}`, "iy");
const KEY_PREFIX = new RegExp(GRAMMAR.key_prefix, "i");
/** A number in words right before a unit: "six tokens per second", "twenty-ish tok/s", "forty-five t/s". */
const NUMBER_WORDS = new Map(Object.entries(GRAMMAR.number_words));
const NUMBER_WORD = [...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join("|");
const wordsOf = (test) => [...NUMBER_WORDS].filter(([, value]) => test(value)).map(([word]) => word)
  .sort((a, b) => b.length - a.length).join("|");
/** A figure in words a carried number may be, ten and up ("still does sixty-one", "were at sixteen"), never a longer
 * one's tail ("a hundred and twenty"). */
const CARRIED_WORD = `(?<![A-Za-z])(?<!hundred )(?<!hundred and )(?<!thousand )(?<!thousand and )(?:(?:${wordsOf((v) => v >= 20)})(?:[ -](?:${wordsOf((v) => v < 10)}))?|` +
  `(?:${wordsOf((v) => v >= 10 && v < 20)}))(?![A-Za-z])`;
const WORDS_ONLY = /^([A-Za-z]+)(?:[ -]([A-Za-z]+))?$/;

/** "sixty-one" 61, "sixteen" 16; NaN for words that are no number or not in order ("one-sixty"). */
function wordsValue(text) {
  const [, first, second] = WORDS_ONLY.exec(text) ?? [];
  const tens = NUMBER_WORDS.get(first?.toLowerCase()), ones = second ? NUMBER_WORDS.get(second.toLowerCase()) : 0;
  if (tens === undefined || ones === undefined || (second && (tens < 20 || ones >= 10))) return NaN;
  return tens + ones;
}
/** "a couple hundred", "a couple of thousand": two. */
const A_COUPLE_OF = "a[ \\t]+couple(?:[ \\t]+of)?";
const HUNDREDS = `(${A_COUPLE_OF}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|` +
  "(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[ -](?:one|two|three|four|five|six|seven|eight|nine))[ \\t-]+hundred";   // "twelve hundred", "twenty-eight hundred"
/** Words for a number below a thousand right before the end: "two hundred and forty-five", "sixty-one", "twelve hundred". */
const WORD_NUMBER = new RegExp(`(?<![A-Za-z])(?:${HUNDREDS}(?:(?:[ \\t]+and)?[ \\t-]+(${NUMBER_WORD})(?:[ -](${NUMBER_WORD}))?)?|` +
  `(${NUMBER_WORD})(?:[ -](${NUMBER_WORD}))?)(?:${GRAMMAR.spelled_approximation})?[ \\t]+$`, "i");
/** Thousands in words, alone at the end ("nine thousand ") or before the rest ("three thousand two hundred"). */
const THOUSANDS = `(?<![A-Za-z])(${A_COUPLE_OF}|a|(?:${NUMBER_WORD})(?:[ -](?:${NUMBER_WORD}))?)[ \\t-]+thousand`;
const THOUSANDS_ONLY = new RegExp(`${THOUSANDS}(?:${GRAMMAR.spelled_approximation})?[ \\t]+$`, "i");
const THOUSANDS_HEAD = new RegExp(`${THOUSANDS}(?:[ \\t]+and)?[ \\t]+$`, "i");
/** A key's value, past any statistic and closing quote ("..._token_per_s_mean": 41.77), maybe quoted itself (TGI's "tokens_per_sec":"89.3"),
 * after "=>" (Prometheus's "gen_throughput{…} => 1617.42") or an email's quoted-printable "=3D". */
const KEY_VALUE = new RegExp(`${GRAMMAR.key_tail}(?:[ \\t]*(?:=>|=3D|[=:|])[ \\t]*|[ \\t]+${GRAMMAR.key_value_cue}|${GRAMMAR.key_value_cue_zh}|` +
  `(?:${GRAMMAR.key_qualifier}|[ \\t]+)${GRAMMAR.key_verb_cue})["']?(${DIGITS_NUMBER}(?:[eE][+-]?[0-9]{1,3})?)` +
  `(?:[ \\t]?[–~～-][ \\t]?(${DIGITS_NUMBER}))?`, "yd");
/** A key, maybe words of setting, then a change: "decode_tok_s went from 61.2 to 57.9", "output_tok_s at concurrency 32 went
 * from 1,480 to 1,655", "gen_tps in our logfmt lines goes 44 → 31", "gen_throughput 从 1,420 左右掉到了 960",
 * "decode_tok_s goes from 58.3 (BF16) to 121.7". */
const KEY_PAIR = new RegExp(`${GRAMMAR.key_tail}(?:${GRAMMAR.key_qualifier})?(?:${GRAMMAR.pair_after_unit}|${GRAMMAR.key_change_lead})` +
  `(${DIGITS_NUMBER})(?:[ \\t]*(?:左右|上下))?(?:[ \\t]*\\([^()\\n]{1,24}\\))?` +
  `${GRAMMAR.pair_after_join}(${DIGITS_NUMBER})(?!${GRAMMAR.pair_not_before})`, "iy");
/** The whole key before a unit's underscore ("vllm:avg_generation_throughput"), whose words may name the phase. */
const KEY_WORDS = /[A-Za-z0-9_:.]{1,48}$/;
const UNIT_SUFFIX = new RegExp(GRAMMAR.unit_suffix, "iy");
const LABEL = new RegExp(GRAMMAR.label_delimiter, "y");
/** A note after a unit inside its parentheses: "(tokens per second, median across providers): 86.4". */
const LABEL_NOTE = new RegExp(GRAMMAR.label_note, "y");
const LABEL_STOP = new RegExp(GRAMMAR.label_stop);
const LABEL_SEGMENT_END = new RegExp(GRAMMAR.label_segment_end);
const LABEL_CODE_AFTER = new RegExp(`^${GRAMMAR.label_code_after.pattern}`);
const LABEL_KEY_BEFORE = new RegExp(GRAMMAR.label_key_before, "i");
const LABEL_KEY_REACH = 16;
const LABEL_NUMBER = new RegExp(DIGITS_NUMBER, "g");
/** A label's figure in its list: digits, or two Chinese numerals at least, a digit among them, that count no people or
 * things ("生成速度：llama.cpp 一百三左右，SGLang 一百三十五六"; not "元/百万", "三四个人"). */
const CN_DIGIT = `[${Object.keys(GRAMMAR.chinese_digits).join("")}]`;
const LABEL_FIGURE = new RegExp(`${DIGITS_NUMBER}|(?=${CN_NUMERAL}{0,7}${CN_DIGIT})${CN_NUMERAL}{2,8}(?![ \\t]*(?:${GRAMMAR.label_counter}))`, "g");
/** A unit or a count after a labelled figure: "(24.17 ms/tok)", "2048 output tokens". */
const OTHER_UNIT_REACH = 24;
const OTHER_UNIT = new RegExp(`^${GRAMMAR.other_unit}`, "i");
const PHASE = new RegExp(PHASE_WORD, "i");
/**
 * Everything contextOf() asks of a claim's line, one sticky regex: phase words, negative contexts, per-user
 * markers. A match that starts with a letter starts a word, so words are only tried where a word starts.
 */
const CONTEXT_WORDS = `${PHASE_WORD}|(${GRAMMAR.negative_context})|(${GRAMMAR.per_user})`;
const CONTEXT = new RegExp(`(?:(?<![A-Za-z])|(?![A-Za-z]))(?:${CONTEXT_WORDS})`, "iy");
const INFERENCE = new RegExp(GRAMMAR.inference_words, "i");
/** A sentence's end; a line ending in a clause mark ("预填充大概 95 token/s，生成 12.8 token/s；") runs on into the next. */
const SENTENCE_END = new RegExp(GRAMMAR.sentence_end);
/** "12.5 tokens per second of audio": what right after a claim's unit makes it no speed. */
const NEGATIVE_AFTER = new RegExp(GRAMMAR.negative_after, "iy");
/** "0.41 tok/s/W", "tokens/s per dollar": a rate per watt or per dollar right after the unit is an efficiency. */
const NEGATIVE_SUFFIX = new RegExp(GRAMMAR.negative_suffix, "iy");
const GATE_DIGIT = new RegExp(`${D}|${CN_NUMERAL}`);
const GATE_WORD = new RegExp(GRAMMAR.gate_words, "i");
const CLAUSE_MARKS = charSet("\n;；。!?！？|");

const LOOK_BEHIND = 48;
const LIST_LOOK_BEHIND = 40;
const LIST_MAX = 8;
const LABEL_LOOK_AHEAD = 160;
const CONTEXT_BEFORE = 120;
const CONTEXT_AFTER = 40;

const isLetter = (code) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code) => (code >= 48 && code <= 57) || (code >= 0xFF10 && code <= 0xFF19);
const CHINESE_VALUES = new Map([...Object.entries(GRAMMAR.chinese_digits), ...Object.entries(GRAMMAR.chinese_units),
  [GRAMMAR.chinese_myriad, 10000]].map(([ch, value]) => [ch.charCodeAt(0), value]));
const CHINESE_NUMERALS = new CharSet(CHINESE_VALUES.keys());
/** Where a number can start: a digit or a Chinese numeral. */
const startsNumber = (code) => isDigit(code) || CHINESE_NUMERALS.has(code);
const MULTIPLIERS = charSet(Object.keys(GRAMMAR.multipliers).map((ch) => ch + ch.toUpperCase()).join(""));
const isSeparator = (code) => code === 46 || code === 44 || code === 0xFF0C || code === 0xFF0E;

/** Where the blanks (spaces, tabs) that end at `at` start, going back no further than `floor`. */
function blanksBefore(text, at, floor = 0) {
  while (at > floor && (text.charCodeAt(at - 1) === 32 || text.charCodeAt(at - 1) === 9)) at--;
  return at;
}

/** Where the blanks (spaces, tabs) that start at `at` end. */
function blanksAfter(text, at) {
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++;
  return at;
}

/** Where the line holding `at` ends: its newline, or the text's end. */
export function endOfLine(text, at) {
  const end = text.indexOf("\n", at);
  return end < 0 ? text.length : end;
}

/**
 * Whether the number starting at `from` is the tail of a longer token ("v0.5.6", "x2103", "12,3456").
 * A comma or point glues only after a digit: "出完，2103.6 tok/s" and "fast,79 t/s" are sentence punctuation, and
 * a full-width comma never does ("batch 1，2103.6 tok/s"): a thousands group after it is read from the left.
 */
function gluedBefore(text, from) {
  const code = text.charCodeAt(from - 1);
  if (code === 0xFF0C) return false;
  // "一" closing a word ("统一", "唯一", "第一"): no number
  if (text[from] === "一" && GRAMMAR.one_in_word_before.includes(text[from - 1])) return true;
  if (isSeparator(code)) return isDigit(text.charCodeAt(from - 2));
  // a fraction's denominator ("1/3 左右"), not a figure after a slash ("pp/tg: 1200/45", "118.6/90.2 t/s")
  if (code === 47) {
    return isDigit(text.charCodeAt(from - 2)) && !isDigit(text.charCodeAt(from - 3)) &&
      !(text.charCodeAt(from - 3) === 46 && isDigit(text.charCodeAt(from - 4)));
  }
  // "_" glues in a name ("tg_128"), not as emphasis ("_310 tok/s_")
  if (code === 95) return isDigit(text.charCodeAt(from - 2)) || isLetter(text.charCodeAt(from - 2));
  // "-" after a letter ends a name's part: "EAGLE-3 tokens/s" is no 3 tok/s
  if (code === 45) return isLetter(text.charCodeAt(from - 2));
  // "10^4 tokens·s⁻¹": an exponent, not a figure; "t/s per $100": a price
  return isDigit(code) || isLetter(code) || code === 94 || CURRENCY.has(code);
}
const CURRENCY = new Set([...GRAMMAR.currency_signs].map((sign) => sign.charCodeAt(0)));

/** Whether the number ending at `to` runs on into a word or another number ("14B", "3.5%", "2x"). */
function gluedAfter(text, to) {
  const code = text.charCodeAt(to);
  // (a full-width comma ends a clause: "差不多 22，128 并发…")
  if (isSeparator(code) && code !== 0xFF0C) return isDigit(text.charCodeAt(to + 1));
  return isDigit(code) || isLetter(code) || code === 37 || code === 95;
}

/**
 * Chinese numerals (两千一百, 十五) to a number; NaN when malformed. A digit left after a unit of a hundred or more
 * is spoken short for the next unit down (一万四 14000, 两千五 2500, 三百五 350), unless a 零 stands before it.
 */
export function parseChineseNumber(text) {
  const point = text.indexOf(GRAMMAR.chinese_point);
  if (point > 0) {   // "十二点五": the digits after 点 one by one
    const decimals = Array.from(text.slice(point + 1), (ch) => CHINESE_VALUES.get(ch.charCodeAt(0)));
    return decimals.some((value) => !(value < 10)) ? NaN
      : round6(parseChineseNumber(text.slice(0, point)) + Number(`0.${decimals.join("")}`));
  }
  let total = 0, section = 0, digit = null, unit = 0;
  for (let i = 0; i < text.length; i++) {
    const value = CHINESE_VALUES.get(text.charCodeAt(i));
    if (value === undefined) return NaN;
    if (value < 10) {
      digit = value;
      if (value === 0) unit = 0;
    } else if (value < 10000) {
      section += (digit ?? 1) * value;
      digit = null;
      unit = value;
    } else {
      total += (section + (digit ?? 0)) * value;
      section = 0;
      digit = null;
      unit = value;
    }
  }
  return total + section + (digit ?? 0) * (unit >= 100 ? unit / 10 : 1);
}

/** "2103.6" without allocating: the common case; null for anything else (separators, k, other scripts). */
function parsePlainDecimal(text) {
  let whole = 0, fraction = 0, scale = 1, seenPoint = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      if (seenPoint) {
        scale /= 10;
        fraction += (code - 48) * scale;
      } else {
        whole = whole * 10 + (code - 48);
      }
    } else if (code === 46 && !seenPoint && i > 0) {
      seenPoint = true;
    } else {
      return null;
    }
  }
  return round6(whole + fraction);
}

const CHINESE_ONLY = new RegExp(`^${CN_NUMERAL}+${CN_DECIMALS}$`);
const MULTIPLIER_WORD = new RegExp(`[ \\t]+(${Object.keys(GRAMMAR.multiplier_words).join("|")})$`, "i");
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const round6 = (value) => Math.round(value * 1e6) / 1e6;

/** "2,103.6" 2103.6, "２１００" 2100, "2.1k" 2100, "1.2万" 12000, "1 000" 1000, "0,03" 0.03, "两千" 2000, "1.1 million", "sixty-one". */
export function parseNumber(text) {
  const plain = parsePlainDecimal(text);
  if (plain !== null) return plain;
  if (CHINESE_ONLY.test(text)) return parseChineseNumber(text);
  if (isLetter(text.charCodeAt(0))) return wordsValue(text);
  let ascii = text.replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xFF10 + 48))
    .replace("．", ".");
  const word = MULTIPLIER_WORD.exec(ascii);
  if (word) return parseNumber(ascii.slice(0, word.index)) * GRAMMAR.multiplier_words[word[1].toLowerCase()];
  const last = ascii[ascii.length - 1];
  const scale = GRAMMAR.multipliers[last.toLowerCase()] ?? GRAMMAR.multipliers[last] ??
    GRAMMAR.unit_multipliers[last.toLowerCase()];
  if (scale) ascii = ascii.slice(0, -1).trimEnd();
  ascii = DECIMAL_COMMA.test(ascii) ? ascii.replace(",", ".") : ascii.replace(/[,，\s]/g, "");
  if (/^\d+(?:\.\d+)?e[+-]?\d+$/i.test(ascii)) return round6(Number(ascii));
  return /^\d+(?:\.\d+)?$/.test(ascii) ? round6(Number(ascii) * (scale ?? 1)) : NaN;
}

/** Whether text may hold a claim at all: the cheap gate the content script runs before detect(). */
export function mayHoldClaim(text) {
  return GATE_DIGIT.test(text) && GATE_WORD.test(text);
}

/** Dot leaders end at i ("Output tokens per second ........ 117.0"): four dots or more join a label to its figure. */
const isLeader = (text, i) => i >= 3 && text.charCodeAt(i - 1) === 46 && text.charCodeAt(i - 2) === 46 && text.charCodeAt(i - 3) === 46;

/** Whether a clause ends between from and to: a marker or a phase word past it belongs to another figure. */
function crossesClause(text, from, to) {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (CLAUSE_MARKS.has(code)) return true;
    if (code === 46 && (text.charCodeAt(i + 1) === 32 || text.charCodeAt(i + 1) === 9) && !isLeader(text, i)) return true;
  }
  return false;
}

const PHASES = [null, "prefill", "decode"];
const phaseCode = (match) => (match[1] !== undefined ? 1 : match[2] !== undefined ? 2 : 0);

/** The phase a word names, "prefill" or "decode", or null. */
export function phaseNamed(words) {
  const match = PHASE.exec(words);
  return match ? PHASES[phaseCode(match)] : null;
}

const COMMA_CLAUSE = /[,，;；。]/;
/** The phase the words before a figure name: its own clause's first ("生成 38 左右，预填充一千七" is prefill), else the last one
 * named before it ("预填充 5090 是 4,120；生成 5090 62.3，4090 40.8": 40.8 is decode). */
export const nearestPhase = (words) => phaseNamed(words.split(COMMA_CLAUSE).at(-1)) ?? lastPhaseNamed(words);
const PHASE_ALL = new RegExp(PHASE.source, `${PHASE.flags}g`);
/** Every phase the words name, in their order ("Prefill first, then decode": prefill, decode). */
export const phasesNamed = (words) => [...words.matchAll(PHASE_ALL)].map((match) => PHASES[phaseCode(match)]);
function lastPhaseNamed(words) {
  let phase = null;
  for (const match of words.matchAll(PHASE_ALL)) phase = PHASES[phaseCode(match)];
  return phase;
}

const NEGATIVE = -1;

/** A phase word labelling the next figure ("prompt 388.1 t/s  gen 19.6 t/s", "pp=118.7 tok/s  tg=6.92", a test's name with its
 * size, "pp512=2874.55 t/s  tg128=70.91 t/s"): not this one's;
 * or the lines under it ("GLM-4.6 (output tok/s, median of 5):" over "- z.ai: 52"). */
const LABELS_NEXT = new RegExp(`(?:[ \\t]*[=:：][ \\t]*${D}|[ \\t]+${D}|${D}+(?:[ \\t]*[=:：][ \\t]*|[ \\t]+)${D}|` +
  "[ \\t]*[:：][ \\t]*(?:\\r?\\n|$))", "y");
/** Words between a figure and a phase word after it that still name its phase: "190 tok/s on prompts". */
const PHASE_AFTER_WORDS = new RegExp(`^(?:${GRAMMAR.phase_after.words})$`, "i");
const PHASE_AFTER_REACH = 12;

const labelsNext = (text, at) => {
  LABELS_NEXT.lastIndex = at;
  return LABELS_NEXT.test(text);
};

/**
 * What the claim's line says around it (its own characters aside), packed in bits so a claim allocates
 * nothing for it: NEGATIVE for a negative context ("transactions", "codec", "of audio" right after it);
 * else bit 0 a per-user marker in the same clause, bits 1-2 the closest phase word before it in its clause
 * (not before `floor`, the previous claim's end), bits 3-4 a phase word right after it ("26 tok/s generation").
 * The sticky regex runs only where nextStart finds a context word may start.
 */
function contextOf(found, text, start, end, floor) {
  const next = blanksAfter(text, end);
  const after = text.charCodeAt(next);
  if (after === 0xB0 || after === 0x2103) return NEGATIVE;   // a temperature: "62°C", "70 ℃"
  if (after === 47 || ((after === 112 || after === 80) && next > end)) {
    NEGATIVE_SUFFIX.lastIndex = end;
    if (NEGATIVE_SUFFIX.test(text)) return NEGATIVE;
  }
  if (next > end && next < text.length && mayStartAt(negativeAfterStarts(), text, next, text.charCodeAt(next), 32)) {
    NEGATIVE_AFTER.lastIndex = next;
    if (NEGATIVE_AFTER.test(text)) return NEGATIVE;
  }
  found.seekLine(start);
  const from = Math.max(found.lineStart, start - CONTEXT_BEFORE), to = Math.min(found.lineEnd, end + CONTEXT_AFTER);
  let context = 0;
  // Two stretches, [from, start) then [end, to): the claim's own characters are not its context.
  for (let at = from, limit = start; ;) {
    at = nextStart(contextStarts(), text, at, limit);
    if (at >= limit) {
      if (limit === to) break;
      at = Math.max(at, end);
      limit = to;
      continue;
    }
    CONTEXT.lastIndex = at;
    const match = CONTEXT.exec(text);
    if (match === null) {
      at++;
      continue;
    }
    // a negative word before the claim, unless inference is named between them ("训练吞吐 3500 tokens/s，…推理，单路生成速度 58")
    // or it ends an earlier sentence and a phase is named right after the claim ("The first line is the sampler, ignore it.
    // 30 t/s eval is your real generation speed"); after it, only in its own sentence ("… 1,180 令牌/秒。下游的 Elasticsearch
    // 检索 QPS 约为 850" is another system's)
    if (match[3] !== undefined && !(CONTEXT.lastIndex <= start ? INFERENCE.test(text.slice(CONTEXT.lastIndex, start)) ||
      (SENTENCE_END.test(text.slice(CONTEXT.lastIndex, start)) && PHASE.test(text.slice(end, to)))
      : SENTENCE_END.test(text.slice(end, at)))) {
      return NEGATIVE;
    }
    const stop = CONTEXT.lastIndex;
    const ahead = stop <= start;
    if (match[4] !== undefined) {
      if (ahead ? !crossesClause(text, stop, start) : at >= end && !crossesClause(text, end, at)) context |= 1;
    } else if (ahead) {
      if (at >= floor && !crossesClause(text, stop, start)) context = (context & ~6) | (phaseCode(match) << 1);
    } else if ((context & 24) === 0 && ((at === next && next > end && next - end <= 2) ||
      (at > end && at - end <= PHASE_AFTER_REACH && PHASE_AFTER_WORDS.test(text.slice(end, at)))) && !labelsNext(text, stop)) {
      context |= phaseCode(match) << 3;
    }
    at = stop;
  }
  // a per-user marker names its own figure, not an aggregate one beside it: "单路 40 tok/s，64 并发总吞吐 2400 tok/s"
  if ((context & 1) && aggregateBeside(text, start, end)) context &= ~1;
  return context;
}

const AGGREGATE_WORDS = new RegExp(GRAMMAR.aggregate_words, "i");
const SEGMENT_MARKS = charSet(",，;；、。\n");
const SEGMENT_REACH = 60;

/**
 * Whether the claim's own piece of its sentence (up to a comma or another figure) says it is an aggregate:
 * "…, 2400 tok/s total", "64 并发总吞吐 2400 tok/s" (not "40 tok/s per user at 64 concurrent (2560 total)").
 */
function aggregateBeside(text, start, end) {
  const ends = (code) => SEGMENT_MARKS.has(code) || isDigit(code);
  let from = start, to = end;
  while (from > 0 && start - from < SEGMENT_REACH && !ends(text.charCodeAt(from - 1))) from--;
  while (to < text.length && to - end < SEGMENT_REACH && !ends(text.charCodeAt(to))) to++;
  return AGGREGATE_WORDS.test(text.slice(from, start)) || AGGREGATE_WORDS.test(text.slice(end, to));
}

/** A gain or a loss before a number ("+6 t/s", "lost only 3 tok/s"): a difference of speeds, no speed. */
const DELTA = new RegExp(`(?:${GRAMMAR.delta_before})${END}`, "i");
const DELTA_BEFORE = 24;
/** The characters other than a letter that a delta_before match ends with, blanks aside: a sign ("by ~3", "（-4.2 t/s）"), 了, 约. */
const DELTA_ENDS = charSet("+＋−~≈±了约多出距差在快-");
/** (sliced and tested only after a letter or a sign, past blanks: most numbers follow neither) */
function isDelta(text, start) {
  const code = text.charCodeAt(blanksBefore(text, start) - 1);
  if (!isLetter(code) && !DELTA_ENDS.has(code)) return false;
  return DELTA.test(text.slice(Math.max(0, start - DELTA_BEFORE), start));
}

/** Adds the claim of a number to found, unless it is no speed (zero, malformed, a delta, in a negative context). */
function claim(found, text, start, end, number, phase, floor) {
  const value = parseNumber(number);
  if (!(value > 0) || !Number.isFinite(value) || start < floor) return false;
  if (isDelta(text, start)) return false;
  // "decode, bs=1 (tok/s)": a setting's value (not a range's high end after one: "at B=1 to about 390 t/s"), tried only
  // after an "="
  const own = text.lastIndexOf(number, end - number.length);
  if (text.charCodeAt(blanksBefore(text, own) - 1) === 61 &&
    SETTING_BEFORE.test(text.slice(Math.max(0, own - SETTING_BEFORE_REACH), own))) return false;
  OPERAND_AFTER.lastIndex = end;
  if (OPERAND_AFTER.test(text)) return false;   // "1000 / 46.4 ≈ 21.5 tokens/s": the result is the figure
  if (perPrice(text, start, end)) return false;
  const context = contextOf(found, text, start, end, floor);
  if (context === NEGATIVE) return false;
  found.claims.push({ start, end, text: text.slice(start, end), value, unit: "tok/s", per_user: (context & 1) === 1,
    phase: phase ?? PHASES[(context >> 3) & 3] ?? PHASES[(context >> 1) & 3] ?? linePhase(found, text) });
  return true;
}

const OPERAND_AFTER = new RegExp(GRAMMAR.operand_after.pattern, "iy");
/** A speed per price, not a speed: "24.0 per $100", "每千元 37 t/s" (GRAMMAR.per_price). */
const PER_PRICE_AFTER = new RegExp(GRAMMAR.per_price.after, "iy");
const PER_PRICE_BEFORE = new RegExp(GRAMMAR.per_price.before, "i");
const PER_PRICE_REACH = 16;
export function perPrice(text, start, end) {
  PER_PRICE_AFTER.lastIndex = end;
  return PER_PRICE_AFTER.test(text) || PER_PRICE_BEFORE.test(text.slice(Math.max(0, start - PER_PRICE_REACH), start));
}

/** The phase a log line's label at its start names ("Prefill. latency: …", "Decode 0. Batch size: 1, …"). */
const LINE_PHASE = new RegExp(GRAMMAR.line_phase.label, "iy");
const linePhase = (found, text) => {
  LINE_PHASE.lastIndex = found.lineStart;
  const label = LINE_PHASE.exec(text);
  return label && label.index + label[0].length <= found.lineEnd ? phaseNamed(label[0]) : null;
};

/** Characters a number phrase is made of ("40 - 45 ", "65 to 74", "2,103.6k", "两千", "55+", "15个", "110-ish", "20来"). */
const NUMBER_LIKE = charSet("0123456789０１２３４５６７８９.,，．kK \t\u00A0\u202F\u2009-–—~～toTO至到个+多来几ish" +
  Object.keys(GRAMMAR.unit_multipliers).map((ch) => ch + ch.toUpperCase()).join("") +   // "1.2w tokens/s"
  "abdeglmnruy约大概" +   // "from 800 to about 1300 t/s": the words a range's upper end may take
  "余左右上下出头提升高增加长降低涨掉了" +
  Object.keys(GRAMMAR.chinese_digits).join("") + Object.keys(GRAMMAR.chinese_units).join("") + GRAMMAR.chinese_myriad +
  GRAMMAR.chinese_point);   // "三十五点六 tokens/s"

/** Where the ASCII word ending at `end` (spaces before `end` skipped) starts; -1 if none. */
function wordStartBefore(text, end) {
  const to = blanksBefore(text, end);
  let from = to;
  while (from > 0 && to - from < 12 && isLetter(text.charCodeAt(from - 1))) from--;
  return from < to ? from : -1;
}

/** The ASCII word starting at `from` (see wordStartBefore). */
function wordAt(text, from) {
  let to = from;
  while (isLetter(text.charCodeAt(to))) to++;
  return text.slice(from, to);
}

const isEmphasis = (code) => code === 42 || code === 95;

/**
 * Where the number phrase before the unit must end: before at most two between words ("30 decode tok/s") or
 * the marks that close its emphasis ("**21.8** tok/s").
 */
function numberEndBefore(text, unitStart) {
  let numberEnd = somethingBefore(text, unitStart);
  // (a between word joined to the unit by a hyphen: "118.4 out-tok/s", Go's benchmark metrics)
  if (text.charCodeAt(numberEnd - 1) === 45) {
    const from = wordStartBefore(text, numberEnd - 1);
    if (from >= 0 && BETWEEN_WORD.test(wordAt(text, from))) numberEnd = from;
  }
  for (let words = 0; words < 2; words++) {
    const from = wordStartBefore(text, numberEnd);
    if (from < 0 || from === numberEnd || !BETWEEN_WORD.test(wordAt(text, from))) break;
    numberEnd = from;
  }
  const marked = blanksBefore(text, numberEnd);
  let mark = marked;
  while (mark > marked - 3 && isEmphasis(text.charCodeAt(mark - 1))) mark--;
  return mark < marked && isDigit(text.charCodeAt(mark - 1)) ? mark : numberEnd;
}

/** Where "-something" ends its figure, the unit after it ("20-something tok/s" reads 20), or `at` itself. */
function somethingBefore(text, at) {
  const end = blanksBefore(text, at), start = end - GRAMMAR.something.word.length;
  return end < at && start > 0 && isDigit(text.charCodeAt(start - 1)) &&
    text.slice(start, end).toLowerCase() === GRAMMAR.something.word ? start : at;
}

/** The number (or range) phrase ending at numberEnd, as a sticky match (its index is its start); null if none. */
function numberBefore(text, numberEnd) {
  const floor = Math.max(0, numberEnd - LOOK_BEHIND);
  // a multiplier word ends the number: "1.1 million tokens per second"
  const word = wordStartBefore(text, numberEnd);
  let from = word >= 0 && Object.hasOwn(GRAMMAR.multiplier_words, wordAt(text, word).toLowerCase()) ? word : numberEnd;
  while (from > floor && NUMBER_LIKE.has(text.charCodeAt(from - 1))) from--;
  for (; from < numberEnd; from++) {
    if (!startsNumber(text.charCodeAt(from)) || gluedBefore(text, from)) continue;
    NUMBER_PHRASE.lastIndex = from;
    const match = NUMBER_PHRASE.exec(text);
    if (match && NUMBER_PHRASE.lastIndex === numberEnd) return match;
  }
  return null;
}

/** Whether what sits right before `start` could join a list ("/", ",", "and", "vs", "tg"): a cheap test first. */
function mayContinueList(text, start) {
  const at = blanksBefore(text, start);
  if (LIST_MARKS.has(text.charCodeAt(at - 1))) return isDigitBefore(text, at - 1);
  if (text.charCodeAt(at - 1) === 46) {   // "(6,912 vs. 5,276 tokens/s)": "vs" alone may take a point
    const from = wordStartBefore(text, at - 1);
    return from >= 0 && wordAt(text, from).toLowerCase() === "vs";
  }
  if (text.charCodeAt(at - 1) > 0x2E80) return LIST_LABEL_CJK.test(text.slice(Math.max(0, at - 3), at));
  const from = wordStartBefore(text, at);
  return from >= 0 && LIST_WORDS.has(wordAt(text, from).toLowerCase());
}

/** Whether a number can end right before `at` (past blanks; "->" counts as one mark): "12 / " can join a list, "dense, " not. */
function isDigitBefore(text, at) {
  const mark = text.charCodeAt(at - 1) === 45 || text.charCodeAt(at - 1) === 61 ? 1 : 0;
  const i = blanksBefore(text, at - mark);
  const code = text.charCodeAt(i - 1);
  return isDigit(code) || CHINESE_NUMERALS.has(code) || MULTIPLIERS.has(code) || code === 43 || code === 0x591A;
}

/** Whether a count word ends right before `at` ("Batch 1 → 72 tok/s"): a letter or a CJK character first, cheaply. */
function countBefore(text, at) {
  const code = text.charCodeAt(blanksBefore(text, at) - 1);
  return (isLetter(code) || code > 0x2E80) && LIST_NOT_AFTER.test(text.slice(Math.max(0, at - 16), at));
}

/** The numbers listed before `start` that share its unit: "12 / 15 / " before "18 tok/s". */
function listedBefore(text, start) {
  const items = [];
  let joinedByComma = 0;
  for (let at = start; items.length < LIST_MAX && mayContinueList(text, at);) {
    const floor = Math.max(0, at - LIST_LOOK_BEHIND);
    const match = LIST_ITEM.exec(text.slice(floor, at));
    if (!match) break;
    const itemStart = floor + match.index;
    if (gluedBefore(text, itemStart) || countBefore(text, itemStart)) break;
    items.push({ start: itemStart, number: match[1], join: match[2] });
    if (COMMA_JOIN.test(match[2])) joinedByComma++;
    at = itemStart;
  }
  if (items.length === 1 && joinedByComma === 1) return [];
  // "between 30 and 35 tok/s" is a range, counted at its upper end, not a list of two
  const [only] = items;
  const before = only ? text.slice(Math.max(0, only.start - 10), only.start) : "";
  if (items.length === 1 && BETWEEN_AND.test(only.join) && BETWEEN.test(before)) return [];
  // "6、7 token/s": two whole numbers a step apart joined by "、" are a guess between them (六七个), at its upper end
  if (items.length === 1 && only.join.includes("、") && guessStep(only.number, WHOLE_AT.exec(text.slice(start, start + 6))?.[0])) return [];
  return items.reverse();
}

/** Whether two whole numbers below a hundred are a step apart as a guess names them: ones ("6、7", "12、13"), or tens ("20、30"). */
const guessStep = (low, high) => high !== undefined && ((Number(high) === Number(low) + 1 && Number(low) < 100) ||
  (Number(high) === Number(low) + 10 && Number(low) % 10 === 0 && Number(low) < 100));
const WHOLE_AT = /^[0-9]+(?![0-9.])/;
/** A name written before a figure, a digit, a capital or an underscore in it ("32B: ", "Q8_0 ", "LMDeploy "), or a card's
 * number ("4090 "). */
const ITEM_NAME = "(?<![A-Za-z0-9_.+-])((?=[A-Za-z0-9_.+-]*[0-9A-Z_])(?:[A-Za-z][A-Za-z0-9_.+-]{0,15}|[0-9][0-9.]*[A-Za-z][A-Za-z0-9_.+-]{0,12})|[1-9][0-9]{3})([ \\t]*[:：])?[ \\t]+";
const NAME_BEFORE_FIGURE = new RegExp(`${ITEM_NAME}$`);
/** One more named figure of such a list, before the next name: "8B: 118, " before "14B: 71". */
const NAMED_ITEM = new RegExp(`${ITEM_NAME}(${DIGITS_NUMBER})[ \\t]*(?:[,，;；]|[ \\t]and)[ \\t]*$`, "d");
const NAMED_REACH = 48, NAMED_MAX = 8, NAMED_RATIO = 10;

/** Whether a name may end right before `start`, cheaply, before NAME_BEFORE_FIGURE runs (it would fail where this does):
 * blanks, maybe a colon, and a name's characters holding a digit, a capital or an underscore among its last 17. */
function mayBeNamed(text, start) {
  let at = blanksBefore(text, start);
  if (at === start) return false;
  if (text.charCodeAt(at - 1) === 58 || text.charCodeAt(at - 1) === 0xFF1A) at = blanksBefore(text, at - 1);
  for (let i = at - 1; i >= 0 && i >= at - 17; i--) {
    const code = text.charCodeAt(i);
    if (isDigit(code) || (code >= 65 && code <= 90) || code === 95) return true;
    if (!isLetter(code) && code !== 46 && code !== 43 && code !== 45) return false;
  }
  return false;
}

/** A name of a list's item: words, or a number only when it is a card's ("4090", not "2048"). */
const namesItem = (name) => !/^[0-9]+$/.test(name) || GPU_NUMBER.test(name);

/**
 * The figures of a list whose items each name what they are, the unit written once after the last: "8B: 118, 14B: 71,
 * 32B: 31 (t/s)", "Q4_K_M 42, Q6_K 31, Q8_0 24 t/s". Each name written alike (a colon after all or none), each figure
 * within NAMED_RATIO of the one the unit follows, no card, year, size, count or version.
 */
function labelledBefore(text, start, value) {
  if (!mayBeNamed(text, start)) return [];
  const name = NAME_BEFORE_FIGURE.exec(text.slice(Math.max(0, start - NAMED_REACH), start));
  if (!name || !namesItem(name[1])) return [];
  const items = [];
  for (let at = start - name[0].length; items.length < NAMED_MAX;) {
    const from = Math.max(0, at - NAMED_REACH);
    const item = NAMED_ITEM.exec(text.slice(from, at));
    if (!item || !namesItem(item[1]) || (item[2] === undefined) !== (name[2] === undefined)) break;
    const [numberStart] = item.indices[3];
    const number = item[3], itemValue = parseNumber(number);
    if (GPU_NUMBER.test(number) || YEAR.test(number) || isSize(number, itemValue) || !within(itemValue, { value }, NAMED_RATIO) ||
      LIST_NOT_AFTER.test(text.slice(Math.max(0, from + numberStart - 24), from + numberStart)) ||
      VERSION_BEFORE.test(text.slice(Math.max(0, from + numberStart - 12), from + numberStart))) break;
    items.push({ start: from + numberStart, number });
    at = from + item.index;
  }
  return items.reverse();
}

/** Whether the number right before a unit is a gain or a loss ("+6 t/s"). */
function deltaBefore(text, unitStart) {
  const match = numberBefore(text, numberEndBefore(text, unitStart));
  return match !== null && isDelta(text, match.index);
}

/** Claims of a unit that follows its number: the number, any list before it, a "from X to Y" pair. */
function unitAfterNumbers(found, text, hitStart, hitEnd, floor) {
  // a rate per watt or per dollar names no speed, nor do the figures listed before it ("4.6 and 3.0 tok/s per $100")
  NEGATIVE_SUFFIX.lastIndex = hitEnd;
  if (NEGATIVE_SUFFIX.test(text)) return;
  let numberEnd = numberEndBefore(text, hitStart);
  let match = numberBefore(text, numberEnd);
  if (!match) {
    const wrapped = Math.max(wrappedNumberEnd(text, numberEnd, hitEnd), bracketedNumberEnd(text, numberEnd, hitEnd));
    if (wrapped >= 0) match = numberBefore(text, wrapped);
    // "RTX 4090 (tok/s)", "H100, batch 1 (tok/s)": a card or a count heading a table, no figure
    if (match && (GPU_NUMBER.test(match[2] ?? match[1]) || countBefore(text, match.index))) match = null;
    if (!match) return wordNumberBefore(found, text, numberEnd, hitStart, hitEnd, floor);
    numberEnd = wrapped;
  }
  let start = match.index, low = match[1];
  const high = match[2];
  // "37.84 ± 0.27 tokens/s": the figure is the mean before the ±, not its deviation
  const spread = high === undefined && spreadBefore(text, start) ? SPREAD.exec(text.slice(Math.max(0, start - 40), start)) : null;
  if (spread && !gluedBefore(text, start - spread[0].length)) {
    start -= spread[0].length;
    low = spread[1];
  }
  // ".8 tok/s": a point with no digit before it starts the number
  if (high === undefined && text.charCodeAt(start - 1) === 46 && LEADING_POINT.test(text.slice(Math.max(0, start - 2), start)) &&
    /^[0-9]+$/.test(low)) {
    claim(found, text, start - 1, hitEnd, `0.${low}`, null, floor);
    return;
  }
  const betweenPhase = numberEnd < hitStart ? phaseNamed(wordAt(text, wordStartBefore(text, hitStart))) : null;
  const first = found.claims.length;
  if (high === undefined && !mayContinueList(text, start)) {
    for (const item of labelledBefore(text, start, parseNumber(low))) {
      claim(found, text, item.start, item.start + item.number.length, item.number, null, lastEnd(found, first, floor));
    }
  } else if (mayContinueList(text, start)) {
    const items = listedBefore(text, start);
    // a list of gains: "added another 4 and 11 tok/s" (not two speeds compared: "the gap narrowed to 16.4 versus 8.3")
    if (items.length && isDelta(text, items[0].start) && !VERSUS.test(text.slice(items[0].start, start))) return;
    for (const item of items) {
      // (a card's number is none: "on an RTX 4090 versus 52 tokens/s")
      // (nor one its owner names: "61 tok/s on the 5090 and 27 tok/s on the Mac")
      if (namedCard(text, item.start, item.number)) continue;
      // (nor a setting's value: "at B=1 and 668.71 t/s at B=8")
      if (SETTING_BEFORE.test(text.slice(Math.max(0, item.start - SETTING_BEFORE_REACH), item.start))) continue;
      claim(found, text, item.start, item.start + item.number.length, item.number, null, lastEnd(found, first, floor));
    }
  }
  // "from 38 to 52 t/s", and a range that falls ("58.3 to 57.6 tok/s", not "45-40"): a before and an after, two figures
  // (a card's number is no before: "31 tok/s generation on the 3060 to 68 tok/s on the 3090")
  if (high !== undefined && (PAIR_OPENING.test(text.slice(Math.max(0, start - 20), start)) || fallsTo(match[0], low, high))) {
    if (!namedCard(text, start, low)) claim(found, text, start, start + low.length, low, betweenPhase, lastEnd(found, first, floor));
    claim(found, text, start + match[0].indexOf(high, low.length), hitEnd, high, betweenPhase, lastEnd(found, first, floor));
  } else if (!claim(found, text, start, hitEnd, high ?? low, betweenPhase, lastEnd(found, first, floor))) {
    found.claims.length = first;   // the figure with the unit is none, nor its list: "12.5 and 75 tokens per second of audio"
  }
  const { claims } = found;
  for (let i = first + 1; i < claims.length; i++) claims[i].phase ??= claims[i - 1].phase;
  if (claims.length - first >= 2) phasesInOrder(text, claims.slice(first));
  struckBefore(found, text, first, floor);
}

/** Two figures compared, not listed: "16.4 versus 8.3". */
const VERSUS = /(?<![A-Za-z])(?:vs\.?|versus|against)(?![A-Za-z])/i;
const SETTING_BEFORE = new RegExp(GRAMMAR.carry.setting_before);
const SETTING_BEFORE_REACH = 16;

/** A figure struck out right before a claim that corrects it ("~~28~~ 18 t/s", "[del]33[/del] 29 t/s"): a figure too. */
const STRUCK_BEFORE = new RegExp(`(?:${GRAMMAR.struck.open})[ \\t]*(${DIGITS_NUMBER})[ \\t]*(?:${GRAMMAR.struck.close})[ \\t]*$`, "d");
const STRUCK_REACH = 40;
function struckBefore(found, text, first, floor) {
  const corrected = found.claims[first];
  if (corrected === undefined) return;
  const from = Math.max(0, corrected.start - STRUCK_REACH);
  const struck = STRUCK_BEFORE.exec(text.slice(from, corrected.start));
  if (!struck) return;
  const [start, end] = struck.indices[1];
  if (claim(found, text, from + start, from + end, struck[1], corrected.phase, floor)) {
    found.claims.splice(first, 0, found.claims.pop());   // in the order written
  }
}

/** Phase words joined by slashes right before a slash list ("pp/tg: 1420/71 t/s"): each figure takes its place's phase. */
const { words: ORDER_WORDS, join: ORDER_JOIN, label_end: ORDER_END } = GRAMMAR.phase_order;
const PHASE_ORDER = new RegExp(`(?<![A-Za-z])(?:${ORDER_WORDS})(?:${ORDER_JOIN}(?:${ORDER_WORDS})){1,2}(?![A-Za-z])${ORDER_END}`, "i");
const PHASE_ORDER_REACH = 40;
function phasesInOrder(text, listed) {
  const order = PHASE_ORDER.exec(text.slice(Math.max(0, listed[0].start - PHASE_ORDER_REACH), listed[0].start));
  const words = order ? order[0].split("/") : [];
  if (words.length !== listed.length) return;
  listed.forEach((item, k) => { item.phase = phaseNamed(words[k]); });
}

/** Whether a figure at `at` is a card's number its maker's or owner's word names: "on an RTX 4090", "on the 3060". */
function namedCard(text, at, number) {
  return GPU_NUMBER.test(number) && (CARD_BEFORE.test(text.slice(Math.max(0, at - 10), at)) ||
    GPU_OWNER.test(text.slice(Math.max(0, at - 12), at)));
}

/** Words that join a before to an after ("58.3 to 57.6"), not the ends of a range ("45-40"). */
const TO_JOIN = /to|到|至/i;

/** Whether a range phrase falls with a word joining its ends: "58.3 to 57.6 tok/s" is a change, two figures. */
function fallsTo(phrase, low, high) {
  const joinEnd = phrase.indexOf(high, low.length);
  return parseNumber(high) < parseNumber(low) && TO_JOIN.test(phrase.slice(low.length, joinEnd));
}

const SPREAD = new RegExp(`(?<![0-9A-Za-z_.,])(${DIGITS_NUMBER})[ \\t]*(?:±|\\+\\/?-)[ \\t]*$`);
const LEADING_POINT = new RegExp(GRAMMAR.leading_point);

/** Whether a "±", "+-" or "+/-" ends right before `at` (past blanks): the cheap test before SPREAD runs. */
function spreadBefore(text, at) {
  const i = blanksBefore(text, at);
  const code = text.charCodeAt(i - 1);
  return code === 0xB1 || (code === 45 && (text.charCodeAt(i - 2) === 43 || text.charCodeAt(i - 2) === 47));
}
/** What may follow a unit that opens a hard-wrapped line ("to 128.9\ntokens/s; prompt ..."): prose, not a label. */
const WRAPPED_AFTER = /^[ \t]*(?:[;,.)]|[ \t](?:[A-Za-z]|$)|$)/;
const WRAP_MIN = 40;
const LONE_NUMBER = new RegExp(`^[ \\t]*[~≈≥>]?[ \\t]*${DIGITS_NUMBER}\\+?[ \\t]*$`);
const UNIT_LINE_ENDS = /^[ \t]*(?:\r?\n|$)/;

/**
 * Where the number of a unit that opens a line ends, when the line before is hard-wrapped prose ending in it
 * ("lifts text generation from 121.4 to 128.9\ntokens/s; prompt ..."): the line is long and the unit is read on
 * as prose, not as a label ("tokens/s: 45") or a column ("tokens/s 45"); or when the line before holds the number
 * alone and the unit's line the unit alone. -1 when not so.
 */
function wrappedNumberEnd(text, numberEnd, hitEnd) {
  const at = blanksBefore(text, numberEnd);
  if (text.charCodeAt(at - 1) !== 10) return -1;
  let end = at - 1;
  const lineStart = text.lastIndexOf("\n", end - 1) + 1;
  // a figure alone on its line over its unit alone on the next: a screenshot's or a slide's text ("61.3\ntokens/s")
  if (UNIT_LINE_ENDS.test(text.slice(hitEnd, hitEnd + 3)) && LONE_NUMBER.test(text.slice(lineStart, end))) {
    return blanksBefore(text, end, lineStart);
  }
  if (!WRAPPED_AFTER.test(text.slice(hitEnd, hitEnd + 3))) return -1;
  if (end - lineStart < WRAP_MIN || text.slice(lineStart, end).includes("|")) return -1;
  end = blanksBefore(text, end, lineStart);
  return isDigit(text.charCodeAt(end - 1)) ? end : -1;
}

const OPEN_BRACKETS = charSet("(（"), CLOSE_BRACKETS = charSet(")）");

/** A note after a bracketed unit, before its bracket closes: "(tok/s, llama-bench tg128 defaults)". */
const BRACKET_NOTE = /^[,，;；][^()（）\n]{0,60}[)）]/;

/**
 * Where the number of a unit in brackets of its own ends: "from 40 to 65 (tok/s)", "~40 (tok/s) on the 3090",
 * "…, 92. (tok/s, llama-bench defaults)". -1 when the unit does not open its brackets or no digit (or a digit and
 * its sentence's point) ends right before them.
 */
function bracketedNumberEnd(text, numberEnd, hitEnd) {
  const open = blanksBefore(text, numberEnd);
  let close = blanksAfter(text, hitEnd);
  if (!OPEN_BRACKETS.has(text.charCodeAt(open - 1))) return -1;
  if (!CLOSE_BRACKETS.has(text.charCodeAt(close))) {
    const note = BRACKET_NOTE.exec(text.slice(close, close + 64));
    if (!note) return -1;
    close += note[0].length - 1;
  }
  if (labelsNext(text, close + 1)) return -1;   // "at 4096 (tok/s): 45" labels the 45
  const before = blanksBefore(text, open - 1);
  if (isDigit(text.charCodeAt(before - 1))) return open - 1;
  return text.charCodeAt(before - 1) === 46 && isDigit(text.charCodeAt(before - 2)) ? before - 1 : -1;
}

/** The number spelled out at the end of words, with where it starts: "nine thousand", "three thousand two hundred",
 * "sixty-one"; null for none, or for a thousand's tail whose head is no number ("one thousand one hundred" is no 100). */
function spelledAtEnd(words) {
  const thousands = THOUSANDS_ONLY.exec(words);
  if (thousands) return Number.isNaN(headValue(thousands[1])) ? null : { index: thousands.index, value: 1000 * headValue(thousands[1]) };
  const match = WORD_NUMBER.exec(words);
  if (!match) return null;
  const hundreds = match[1] === undefined ? 0 : 100 * headValue(match[1]);
  const tensWord = match[2] ?? match[4], onesWord = match[3] ?? match[5];
  const tens = tensWord ? NUMBER_WORDS.get(tensWord.toLowerCase()) : 0;
  const ones = onesWord ? NUMBER_WORDS.get(onesWord.toLowerCase()) : 0;
  // ("one-fifty", "two-twenty": hundreds said as two numbers, the second ten and up)
  const spoken = onesWord && match[1] === undefined && tens < 10 && ones >= 10;
  if (onesWord && !spoken && (tens < 20 || tens % 10 !== 0 || ones >= 10)) return null;
  const before = words.slice(0, match.index);
  const thousandsTail = THOUSANDS_TAIL.test(before);
  if (spoken) return thousandsTail ? null : { index: match.index, value: 100 * tens + ones };
  const half = tens === 12 && !onesWord ? HALF_A.exec(before) : null;   // "half a dozen": six
  if (half) return { index: half.index, value: 6 };
  const head = THOUSANDS_HEAD.exec(before);
  if (head) return Number.isNaN(headValue(head[1])) ? null : { index: head.index, value: 1000 * headValue(head[1]) + hundreds + tens + ones };
  return thousandsTail ? null : { index: match.index, value: hundreds + tens + ones };
}

/** A thousand's tail before the rest: "one thousand and …" (the rest is no number of its own). */
const THOUSANDS_TAIL = /thousand[ \t]+(?:and[ \t]+)?$/i;
/** "half a " before a dozen. */
const HALF_A = /(?<![A-Za-z])half[ \t]+a[ \t]+$/i;
/** A hundreds' or thousands' head: "a" one, "a couple (of)" two, else its words' value ("twenty-one"). */
const headValue = (words) => (words.toLowerCase() === "a" ? 1 : A_COUPLE.test(words) ? 2 : wordsValue(words));
const A_COUPLE = new RegExp(`^${A_COUPLE_OF}`, "i");

/** The word before a decimal said aloud: "forty four point two". */
const POINT_BEFORE = new RegExp(GRAMMAR.decimal_word, "i");
/** A number written in words before the unit ("six tokens per second"): tried only where no digits stand. */
function wordNumberBefore(found, text, numberEnd, hitStart, hitEnd, floor) {
  if (numberEnd < 4 || !isLetter(text.charCodeAt(blanksBefore(text, numberEnd) - 1))) return;
  const from = Math.max(0, numberEnd - 64);
  const words = text.slice(from, numberEnd);
  let spelled = spelledAtEnd(words);
  if (!spelled) return;
  // a decimal said aloud: "forty four point two tokens per second" is 44.2
  const point = spelled.value < 10 ? POINT_BEFORE.exec(words.slice(0, spelled.index)) : null;
  const whole = point ? spelledAtEnd(words.slice(0, point.index + 1)) : null;   // (the blank before "point" ends it)
  if (whole) spelled = { index: whole.index, value: whole.value + spelled.value / 10 };
  const betweenPhase = numberEnd < hitStart ? phaseNamed(wordAt(text, wordStartBefore(text, hitStart))) : null;
  claim(found, text, from + spelled.index, hitEnd, String(spelled.value), betweenPhase, floor);
}

/** Where the last claim added since index `first` ends, or floor: a listed number's phase word is its own. */
const lastEnd = (found, first, floor) => (found.claims.length > first ? found.claims.at(-1).end : floor);

const TOKEN_NAMED = /(?:tokens?|令牌|词元)[^\n。；;]*$/i;
const TOKEN_NAMED_BEFORE = 24;
/** A count of 个 closing its clause after 每秒: "token 生成速度为每秒 33 个，" (tokens named before 每秒). */
const COUNT_AFTER_MEI_GE = new RegExp(`[ \\t]{0,2}(?:为|是|约|大约|大概|能|可)?[ \\t]{0,2}${RANGE}${GRAMMAR.after_number}` +
  `[ \\t]{0,2}${GRAMMAR.count_word}(?=[ \\t]*(?:[，,。；;！!？?）)]|$|左右|上下))`, "iy");

/** What may follow a 每秒 that closes its clause: punctuation, the line's end. */
const MEI_CLOSES = /[ \t]*(?:[，,。；;！!？?）)\n]|$)/y;

/** 每秒 / 一秒 put the number after them: "每秒只能吐出15个token", "一秒钟能出 40 个 token". */
function numberAfterMei(found, text, hitStart, hitEnd, floor) {
  AFTER_MEI.lastIndex = hitEnd;
  const match = AFTER_MEI.exec(text);
  if (match) {
    claim(found, text, hitStart, hitEnd + match[0].length, match[2] ?? match[1], phaseNamed(match[0]), floor);
    return;
  }
  COUNT_AFTER_MEI.lastIndex = hitEnd;
  const count = COUNT_AFTER_MEI.exec(text);
  if (count && !gluedAfter(text, COUNT_AFTER_MEI.lastIndex)) {
    claim(found, text, hitStart, COUNT_AFTER_MEI.lastIndex, count[2] ?? count[1], phaseNamed(count[0]), floor);
    return;
  }
  COUNT_AFTER_MEI_GE.lastIndex = hitEnd;
  const ge = COUNT_AFTER_MEI_GE.exec(text);
  const before = ge ? text.slice(Math.max(0, hitStart - TOKEN_NAMED_BEFORE), hitStart) : "";
  if (ge && TOKEN_NAMED.test(before)) {
    claim(found, text, hitStart, COUNT_AFTER_MEI_GE.lastIndex, ge[2] ?? ge[1], nearestPhase(before), floor);
    return;
  }
  // 每秒 or 一秒 closing its clause after the number: "单路 130 左右每秒，", "只有四十来个每秒。", "十五六个一秒"
  MEI_CLOSES.lastIndex = hitEnd;
  if ((text.charCodeAt(hitStart) === 0x6BCF || text.startsWith("一秒", hitStart)) && MEI_CLOSES.test(text)) {
    unitAfterNumbers(found, text, hitStart, hitEnd, floor);
  }
}

/** A unit before a from/to pair: both numbers are claims ("单用户 TPS 从 38 提升到 52"). */
function pairAfterUnit(found, text, hitEnd, floor) {
  PAIR_AFTER_UNIT.lastIndex = hitEnd;
  const match = PAIR_AFTER_UNIT.exec(text);
  if (!match) return;
  const end = PAIR_AFTER_UNIT.lastIndex, lowStart = hitEnd + match[0].indexOf(match[1]);
  claim(found, text, lowStart, lowStart + match[1].length, match[1], null, floor);
  claim(found, text, end - match[2].length, end, match[2], null, floor);
}

const FROM_AFTER_UNIT = new RegExp(`${GRAMMAR.from_after_unit}(${DIGITS_NUMBER})(?![0-9A-Za-z%]|[ \\t]*(?:to|->|→|到))`, "iy");

/** A unit as the subject, then a cue and its number: "my tok/s is around 63", "tokens每秒 能跑到 63". */
const CUE_AFTER_UNIT = new RegExp(`${GRAMMAR.cue_after_unit}(${DIGITS_NUMBER}|${CN_NUMERAL}{1,6})(?=${GRAMMAR.carry.after})`, "iy");
/** A unit ending in 每秒 needs no cue: "单请求输出 tokens 每秒 45 左右". */
const AFTER_MEI_UNIT = new RegExp(`(?:${GRAMMAR.cue_after_unit}|[ \\t]*[~≈～约]?[ \\t]*)(${DIGITS_NUMBER}|${CN_NUMERAL}{1,6})${WHOLE}(?=${GRAMMAR.carry.after})`, "iy");

const TO_AFTER_UNIT = new RegExp(`${GRAMMAR.pair_setting}${GRAMMAR.pair_after_join}(${DIGITS_NUMBER})${WHOLE}(?=${GRAMMAR.carry.after})`, "iy");

/** A pair opened before its unit closes after it: "went from 24 tokens/sec to 71" (the 71 takes the unit). */
function toAfterUnit(found, text, hitEnd, floor) {
  const opened = found.claims.at(-1);
  if (!PAIR_OPENING.test(text.slice(Math.max(0, opened.start - 20), opened.start))) return;
  TO_AFTER_UNIT.lastIndex = hitEnd;
  const match = TO_AFTER_UNIT.exec(text);
  if (match) claim(found, text, TO_AFTER_UNIT.lastIndex - match[1].length, TO_AFTER_UNIT.lastIndex, match[1], opened.phase, floor);
}

/** A unit, a change and where it came from: "my tokens/sec doubled from 22" (the new figure stands before it). */
function fromAfterUnit(found, text, hitEnd, floor) {
  FROM_AFTER_UNIT.lastIndex = hitEnd;
  const match = FROM_AFTER_UNIT.exec(text);
  if (match) claim(found, text, FROM_AFTER_UNIT.lastIndex - match[1].length, FROM_AFTER_UNIT.lastIndex, match[1], null, floor);
}

/** A speed word and its figure with no unit: "单并发生成速度三十出头", "速度 25 左右", "整体吞吐三千出头". */
// (a range whose unit follows is the unit's: "速度在 14 到 16 t/s 之间" is no 14)
const SPEED_WORD_NUMBER = new RegExp(`${GRAMMAR.speed_word.lead}(${NUMBER})(?:${GRAMMAR.range_join}(${NUMBER}))?${WHOLE}` +
  `(?!${GRAMMAR.range_join}(?:${NUMBER}))(?=${GRAMMAR.carry.after})`, "iyd");

const SPEED_WORD_PHASE = 3;
const PER_SECOND = "每秒";
const PER_SECOND_COUNTED = new RegExp(GRAMMAR.speed_word.per_second_counted, "y");
/** ollama's "eval rate" written in prose: "eval rate 68", "prompt eval rate 大概 300". */
const EVAL_RATE = new RegExp(`^(?:${GRAMMAR.speed_word.eval_rate})$`, "i");
/** A phase word alone, then its figure: "生成 35 左右", "输出还有 50 多". */
const BARE_PHASE_WORD = new RegExp(`^(?:${GRAMMAR.speed_word.phase_word})$`);

const COLON_NEXT = /[ \t]*[:：]/y;

function speedWordNumber(found, text, start, end, floor) {
  SPEED_WORD_NUMBER.lastIndex = end;
  const match = SPEED_WORD_NUMBER.exec(text);
  if (!match || gluedAfter(text, SPEED_WORD_NUMBER.lastIndex)) {
    // no single figure after it: a label over a list of them, "生成：4090 198，3090 162，4060Ti 16G 86" (where no
    // unit on the rest of the line reads them: "生成速度：28.6 tokens/s（…降到 19.2 tokens/s）")
    COLON_NEXT.lastIndex = end;
    if (COLON_NEXT.test(text) && !GATE_WORD.test(text.slice(end, endOfLine(text, end)))) labelled(found, text, start, end, floor);
    return;
  }
  const number = match[2] ?? match[1], stop = SPEED_WORD_NUMBER.lastIndex;   // a range counts at its upper end
  // "速度为每秒 33 个": the unit's own reading, from 每秒 ("生成每秒二十出头" is the speed word's)
  PER_SECOND_COUNTED.lastIndex = stop;
  if (match[0].includes(PER_SECOND) && PER_SECOND_COUNTED.test(text)) return;
  // "解码速度约为 4090 的 1.5 倍", "生成速度：4090 一百三左右": the card, not its speed
  CARD_OWNED_AFTER.lastIndex = stop;
  CARD_THEN_FIGURE.lastIndex = stop;
  if (GPU_NUMBER.test(number) && (CARD_OWNED_AFTER.test(text) || CARD_THEN_FIGURE.test(text))) return;
  // 生成速度, 预填充速度 (never the tail of a word cut by the reach: "llama.cpp，生成" names no "pp")
  let from = Math.max(0, start - SPEED_WORD_PHASE);
  while (from < start && isLetter(text.charCodeAt(from - 1)) && isLetter(text.charCodeAt(from))) from++;
  const phase = phaseNamed(text.slice(from, end));
  // "生成速度从 60 多掉到只剩 22", "由约 2,100 提升到 2,650": a change, its two figures (not a range)
  const [lowStart, lowEnd] = match.indices[1];
  const opening = text.slice(match.index, lowStart);
  if (match[2] !== undefined && (opening.includes("从") || opening.includes("由"))) {
    claim(found, text, lowStart, lowEnd, match[1], phase, floor);
  }
  claim(found, text, stop - number.length, stop, number, phase, floor);
}

const CARD_OWNED_AFTER = new RegExp(GRAMMAR.card_owned_after.pattern, "y");
const CARD_THEN_FIGURE = new RegExp(GRAMMAR.card_then_figure.pattern, "y");
const CARD_THEN_NEXT = new RegExp(GRAMMAR.card_then_next.pattern, "y");

/** Before a bare phase word, what makes its figure a length: "输入 1k / 输出 512", "prompt 512 / 生成 128". */
const LENGTH_BEFORE = new RegExp(GRAMMAR.speed_word.length_before, "i");
/** After the figure, what makes it a count of tokens: "输出 8192 个 token", "每生成一个 token". */
const COUNT_AFTER = new RegExp(GRAMMAR.speed_word.count_after, "iy");
/** After the figure, a count of things: "预填充三个都在五千上下". */
const ITEMS_AFTER = new RegExp(GRAMMAR.carry.items_after, "y");
/** Whether a value is a power of two from `least`: a test's or a context's size ("pp 512", "改成 8192"), no speed. */
const powerOfTwoFrom = (value, least) => value >= least && Number.isInteger(Math.log2(value));
/** Whether two claims (or a claim and a cell) share characters. */
export const overlaps = (a, b) => a.start < b.end && b.start < a.end;
/** A bare power of two from 256 is a size ("改成 8192", "num_ctx 4096"), never a carried figure nor an answer. */
export const isSize = (number, value, least = 256) => /^[0-9]+$/.test(number) && powerOfTwoFrom(value, least);
const LENGTH_REACH = 16;
/** Whether the words right before `at` make a phase word's figure there a length ("输入 1k / 输出 512"). */
export const lengthBefore = (text, at) => LENGTH_BEFORE.test(text.slice(Math.max(0, at - LENGTH_REACH), at));
/** A length in thousands before the phase word, then its figure in thousands: "输入 1K，输出 1K", two lengths. */
const THOUSANDS_PAIR = new RegExp(GRAMMAR.speed_word.thousands_pair, "i");
const IN_THOUSANDS = /[kK]$/;

/**
 * A phase word alone, then its figure with no unit: "生成 35 左右", "输出还有 50 多", "生成也就 50 多". Not a length
 * (after 输入 or prompt, a count of tokens after it, a power of two: "输入 1k 输出 512", "最大输出 8192 个 token").
 */
function phaseWordNumber(found, text, start, end, floor) {
  // (nor a data's key among prices: '"输出": 12' under "（元/百万 tokens）")
  if (lengthBefore(text, start) || (text.charCodeAt(start - 1) === 34 && text.charCodeAt(end) === 34 &&
    PRICED.test(text.slice(Math.max(0, start - PRICED_REACH), start)))) return;
  const before = found.claims.length;
  speedWordNumber(found, text, start, end, floor);
  const added = found.claims[before];
  if (added === undefined) return;
  COUNT_AFTER.lastIndex = added.end;
  const value = added.value;
  ITEMS_AFTER.lastIndex = added.end;
  // (输出 with thousands is an output's length, no speed: "最大输出 32K", "输出 1K 左右")
  if (COUNT_AFTER.test(text) || ITEMS_AFTER.test(text) || powerOfTwoFrom(value, 64) || value >= COUNT_LEAST ||
    (IN_THOUSANDS.test(added.text) && (text.startsWith(OUTPUT_WORD, start) ||
      THOUSANDS_PAIR.test(text.slice(Math.max(0, start - LENGTH_REACH), start))))) {
    found.claims.length = before;
  }
}
const OUTPUT_WORD = "输出";
/** A phase word's figure from a million on counts tokens, no speed: "输出接近三千万，输入一亿出头". */
const COUNT_LEAST = 1e6;
/** Prices named before a data key: "元/百万 tokens", "$ per million". */
const PRICED = /元|价|price|cost|[$¥￥][ \t]*\d|百万|per[ \t]+million/i;
const PRICED_REACH = 160;

/** llama-bench's test name, then its figure: "pp512 410, tg128 38" (a unit after it is the unit's to read). */
const TEST_LABEL = new RegExp(`^${GRAMMAR.test_label.name}$`, "i");
const TEST_LABEL_NUMBER = new RegExp(`${GRAMMAR.test_label.lead}(${NUMBER})` +   // "tg128 五十四五" too
  `(?:${WHOLE}${GRAMMAR.test_label.change}(${DIGITS_NUMBER}))?(?:${WHOLE}(${GRAMMAR.test_label.range})(${DIGITS_NUMBER}))?` +
  `${WHOLE}(?=${GRAMMAR.carry.after})`, "iyd");

const BARE_PP = new RegExp(GRAMMAR.test_label.bare_pp, "i");
const BARE_TG = new RegExp(GRAMMAR.test_label.bare_tg, "i");
const UNIT_SOON = new RegExp(GRAMMAR.unit_hit, "i");
const UNIT_SOON_REACH = 24;
/** A figure right after a bare "tg" ("tg 12.8", "tg: 45", "tg about 148"): its own, not the number before it. */
const FIGURE_NEXT = new RegExp(`[ \\t]*[:=]?[ \\t]*(?:(?:about|around|roughly|like|maybe|low|mid|high|upper)[ \\t]+)?[~≈]?[ \\t]*${D}`, "y");   // "tg about 148", "tg mid 90 " too

/** llama-bench's names written bare, "pp 212 at zero context, tg 12.8": the figure after each, where the line names
 * the other one too (a "tg" may stand alone); never a test's size ("pp 512 / tg 128"). */
function bareTestLabel(found, text, start, end, floor) {
  const lineStart = text.lastIndexOf("\n", start) + 1;
  const line = text.slice(lineStart, endOfLine(text, end));
  const pp = (text.charCodeAt(start) | 32) === 112;
  if (pp && !BARE_TG.test(line)) return;
  const lone = !pp && !BARE_PP.test(line);
  const before = found.claims.length;
  TEST_PAIR.lastIndex = end;
  const pair = !pp && TEST_PAIR_BEFORE.test(text.slice(Math.max(0, start - 8), start)) ? TEST_PAIR.exec(text) : null;
  if (pair) {   // "pp/tg = 1420/71"
    claim(found, text, ...pair.indices[1], pair[1], "prefill", floor);
    claim(found, text, ...pair.indices[2], pair[2], "decode", floor);
  } else {
    testLabelNumber(found, text, start, end, floor);
  }
  if (pp) genFigures(found, text, lineStart, line, floor);
  const { claims } = found;
  if (claims.slice(before).some((c) => powerOfTwoFrom(c.value, 64))) claims.length = before;
  // a lone "tg" ("why is tg 26 at 6k context") names its figure; one whose unit follows is the unit's to read and to
  // phase with the figures it lists ("tg: 51.4 vs 47.8 t/s")
  else if (lone && claims.length > before && UNIT_SOON.test(text.slice(claims.at(-1).end, claims.at(-1).end + UNIT_SOON_REACH))) {
    claims.length = before;
  }
  else if (claims.length > before + 1) claims.push(...claims.splice(before).sort((a, b) => a.start - b.start));
}

/** "pp/tg = 1420/71": the two names joined, then their figures. */
const TEST_PAIR_BEFORE = new RegExp(GRAMMAR.test_label.pair_before, "i");
const TEST_PAIR = new RegExp(`${GRAMMAR.test_label.pair_lead}(${DIGITS_NUMBER})${WHOLE}[ \\t]*/[ \\t]*(${DIGITS_NUMBER})${WHOLE}`, "iyd");

/** Generation's figure on a line a bare pp names too ("gen 34, pp 1100"). "gen" is no first-pass word: a common first
 * letter in the first pass slowed it twice over on English text. */
const GEN_FIGURE = new RegExp(`(?<![A-Za-z])gen${GRAMMAR.test_label.lead}(${DIGITS_NUMBER})${WHOLE}(?=${GRAMMAR.carry.after})`, "gid");
function genFigures(found, text, lineStart, line, floor) {
  for (const match of line.matchAll(GEN_FIGURE)) {
    const start = lineStart + match.indices[1][0], end = lineStart + match.indices[1][1];
    if (gluedAfter(text, end) || found.claims.some((c) => overlaps(c, { start, end }))) continue;
    claim(found, text, start, end, match[1], "decode", floor);
  }
}

/** llama-bench's test name, then its figure, or the two of a change ("tg128 从 38.2 提到了 51.6"). */
function testLabelNumber(found, text, start, end, floor) {
  TEST_LABEL_NUMBER.lastIndex = end;
  const match = TEST_LABEL_NUMBER.exec(text);
  if (!match || gluedAfter(text, TEST_LABEL_NUMBER.lastIndex)) return;
  const phase = text.charCodeAt(start) === 112 || text.charCodeAt(start) === 80 ? "prefill" : "decode";
  // a range counts at its upper end: "tg128 121-125", "between 138 and 143" ("and" joins one only after "between")
  if (match[4] !== undefined && (match[3].trim() !== "and" || /between/i.test(match[0]))) {
    claim(found, text, ...match.indices[4], match[4], phase, floor);
    return;
  }
  claim(found, text, ...match.indices[1], match[1], phase, floor);
  if (match[2] !== undefined) claim(found, text, ...match.indices[2], match[2], phase, floor);   // "从 38.2 提到了 51.6"
}

const VERSION_BEFORE = new RegExp(GRAMMAR.version_before, "i");
/** An operating system's version ("Windows 11", "iOS 18") among a label's figures. */
const OS_BEFORE = new RegExp(GRAMMAR.os_before, "i");
/** An operating system's version as a figure: "11", "24.04", "15.1". */
const OS_VERSION = new RegExp(GRAMMAR.os_version);
/** An HTTP status among a label's figures: "groq 两百多但老是 429". */
const STATUS_BEFORE = new RegExp(GRAMMAR.status_before, "i");
const STATUS_CODE = new RegExp(GRAMMAR.status_code);
/** "tg" after its figures, llama-bench's word for decode used as a unit, or before a cue and its figure: each a decode speed. */
function decodeNumbers(found, text, start, end, floor) {
  // "tg 12.8": a figure right after it is its own (where the line names pp too), never the "512" of "pp 512 tg 128"
  FIGURE_NEXT.lastIndex = end;
  if (FIGURE_NEXT.test(text)) {
    bareTestLabel(found, text, start, end, floor);
    return;
  }
  const before = found.claims.length;
  unitAfterNumbers(found, text, start, end, floor);
  const { claims } = found;
  // a version is no figure: "with ROCm 7.1 tg went up to 34"; nor a card's number: "your 3060 tg is high"
  if (claims.length > before && (VERSION_BEFORE.test(text.slice(Math.max(0, claims[before].start - 12), claims[before].start)) ||
    GPU_NUMBER.test(String(claims[before].value)))) {
    claims.length = before;
  }
  if (claims.length === before) cueAfterUnit(found, text, end, floor);   // the word, a cue, its figure: "tg 能到 160 左右"
  if (claims.length === before) {   // the word, then a change: "my tg on the 3090 went from 131 to 118"
    CHANGE_AFTER_WORD.lastIndex = end;
    const change = CHANGE_AFTER_WORD.exec(text);
    if (change && !(powerOfTwoFrom(parseNumber(change[1]), 64) && powerOfTwoFrom(parseNumber(change[2]), 64))) {
      claim(found, text, ...change.indices[1], change[1], null, floor);
      claim(found, text, ...change.indices[2], change[2], null, floor);
    }
  }
  for (let i = before; i < claims.length; i++) claims[i].phase = "decode";
}
const CHANGE_AFTER_WORD = new RegExp(`${GRAMMAR.change_after_word.lead}(${DIGITS_NUMBER})${WHOLE}${GRAMMAR.pair_after_join}` +
  `(${DIGITS_NUMBER})${WHOLE}(?=${GRAMMAR.carry.after})`, "iyd");

function cueAfterUnit(found, text, hitEnd, floor) {
  const after = text.charCodeAt(hitEnd - 2) === 0x6BCF && text.charCodeAt(hitEnd - 1) === 0x79D2 ? AFTER_MEI_UNIT : CUE_AFTER_UNIT;
  after.lastIndex = hitEnd;
  const match = after.exec(text);
  if (match && !gluedAfter(text, after.lastIndex)) {
    claim(found, text, after.lastIndex - match[1].length, after.lastIndex, match[1], null, floor);
  }
}

const UNIT_DECLARED = new RegExp(GRAMMAR.unit_declared, "i");
const DECLARED_SENTENCE = /[。！？!?\n]|\.(?=\s)/g;
const DECLARED_REACH = 120;
// "5090 at 240ish, 3090 at 150 and …", "预填充 2300→3100，…", "64 并发 1,020（单位 tokens/s）"
const DECLARED_ITEM_END = /^(?:-?ish)?[ \t]*(?:[，,、;；]|and(?![A-Za-z])|(?:→|->|=>)(?=[ \t]*[0-9])|[(（]?[ \t]*$)/;
/** A declaration opening its line that points back ("以上都是生成速度，单位 tokens/s", "*单路生成速度，单位 token/s"): the
 * figures are the line above's, each closing a clause or its sentence, maybe with an approximation or a mark. */
const DECLARED_BACK = /^[ \t]*(?:以上|上面|上述|前面|[*※])/;
const DECLARED_BACK_ITEM_END = /^[ \t]*(?:左右|上下|出头|多)?[ \t]*[*※]?[ \t]*(?:[，,、;；。]|\.(?![0-9])|$)/;
/** A declaration naming a phase first ("Generation, tok/s"): opening its sentence, it speaks for the one before. */
const PHASE_DECLARED = /^[ \t]*(?:decode|decoding|prefill|generation|gen|prompt|output)/i;
/** A build or a version named right before a figure ("build 7231"; not "3b 19", a model's size before its figure). */
const BUILD_BEFORE = /(?<![A-Za-z])(?:build|version|ver|driver|release)[ \t]*$/i;
/** A card's brand right before a figure: the figure is its model number. */
const CARD_BEFORE = new RegExp(GRAMMAR.card_before, "i");

/** Where the sentence ending at `end` starts: past its last mark within DECLARED_REACH, never before `floor`. */
function sentenceStart(text, end, floor) {
  let from = Math.max(floor, end - DECLARED_REACH);
  const before = text.slice(from, end);
  DECLARED_SENTENCE.lastIndex = 0;
  for (let match = DECLARED_SENTENCE.exec(before); match; match = DECLARED_SENTENCE.exec(before)) {
    from = Math.max(from, end - before.length + match.index + 1);
  }
  return from;
}

/**
 * A unit declared after the figures of its sentence: "pp512 那一项是 2950，tg128 是 112，单位都是 t/s"; or of the line
 * above, when it opens its line pointing back ("以上都是生成速度，单位 tokens/s"). Each figure that closes a clause
 * there is a claim ("8 卡 H20" is not: no clause ends there).
 */
function declaredUnit(found, text, hitStart, floor) {
  const declaration = UNIT_DECLARED.exec(text.slice(Math.max(0, hitStart - 16), hitStart));
  if (!declaration) return;
  let end = hitStart - declaration[0].length;
  let from = sentenceStart(text, end, floor);
  const back = text.charCodeAt(from - 1) === 10 && DECLARED_BACK.test(text.slice(from, end));
  if (back) {
    end = blanksBefore(text, from - 1);
    from = Math.max(floor, text.lastIndexOf("\n", end - 1) + 1);
  }
  // (a declaration opening its sentence speaks for the one before: "…, the 2080 Ti 79. Generation, tok/s, b7220")
  const opening = !back && PHASE_DECLARED.test(declaration[0]) && from > floor && !text.slice(from, end).trim();
  if (opening) {
    end = from;
    from = sentenceStart(text, end - 1, floor);
  }
  const itemEnd = back || opening ? DECLARED_BACK_ITEM_END : DECLARED_ITEM_END;
  const figures = text.slice(from, end);
  LABEL_NUMBER.lastIndex = 0;
  for (let match = LABEL_NUMBER.exec(figures); match; match = LABEL_NUMBER.exec(figures)) {
    const start = from + match.index, stop = start + match[0].length;
    if (gluedBefore(text, start) || gluedAfter(text, stop) || !itemEnd.test(text.slice(stop, end))) continue;
    if (back && !text.slice(from, start).trim()) continue;   // "3. RTX 4060 Ti：61": an ordinal
    // "（RTX 4070，…，单位 tokens/s）", "（4090，llama.cpp，单位 tokens/s）": a card, not a figure
    if (GPU_NUMBER.test(match[0]) || CARD_BEFORE.test(text.slice(Math.max(0, start - 10), start))) continue;
    if (LIST_NOT_AFTER.test(text.slice(Math.max(0, start - 24), start))) continue;   // "（…，上下文 4k，单位 tokens/s）"
    if (BUILD_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;   // "build 7231（单位 t/s）": a version
    // "picks for 2026, … (generation, tok/s)"; a length, "at 32k" (not "Prefill 11.2k")
    if (YEAR.test(match[0]) || (IN_THOUSANDS.test(match[0]) && phaseNamed(text.slice(Math.max(0, start - 12), start)) === null)) continue;
    claim(found, text, start, stop, match[0], null, floor);
  }
}

/** "token rate of 969 per second". */
function rateNumber(found, text, hitStart, hitEnd, floor) {
  RATE.lastIndex = hitEnd;
  const match = RATE.exec(text);
  if (match) claim(found, text, hitStart, hitEnd + match[0].length, match[1], null, floor);
}

/**
 * A unit written as a key: "prompt_tps=2893.1", "predicted_per_second=71.5", "tokens_per_sec 812.35". Its value
 * follows it (never the number before it: "gpu_peak_mem(gb) 14.2 tokens_per_sec 812.35"); a key's first word,
 * before the unit's underscore, names the phase and must be one the grammar knows.
 */
function keyValue(found, text, hitStart, hitEnd, floor) {
  // a unit ending a longer key takes a prefix the grammar knows ("prompt_tps", not "max_tokens_per_second", a limit)
  const glued = text.charCodeAt(hitStart - 1) === 95 ? hitStart - 1 : hitStart;
  const suffix = glued < hitStart || text.charCodeAt(hitStart) === 95;
  const key = suffix ? KEY_PREFIX.exec(text.slice(Math.max(0, glued - 12), glued)) : null;
  if (suffix && !key) return;
  KEY_VALUE.lastIndex = hitEnd;
  const match = KEY_VALUE.exec(text);
  const phase = key ? phaseNamed(key[0]) ?? phaseNamed(KEY_WORDS.exec(text.slice(Math.max(0, hitStart - 48), hitStart))?.[0] ?? "") ??
    benchPhase(text, hitStart) : null;
  if (match) {
    // (not a figure another unit follows: pandas' "prompt_tps    48 non-null")
    if (OTHER_UNIT.test(text.slice(hitEnd + match[0].length, hitEnd + match[0].length + OTHER_UNIT_REACH))) return;
    // (words of setting naming a phase name the figure's: "avg_ts for the tg128 row was 63.77"; a range, its upper end)
    claim(found, text, match.indices[1][0], hitEnd + match[0].length, match[2] ?? match[1], phaseNamed(match[0]) ?? phase,
      floor);
    return;
  }
  KEY_PAIR.lastIndex = hitEnd;
  const pair = KEY_PAIR.exec(text);
  if (pair) {
    const end = KEY_PAIR.lastIndex, lowStart = hitEnd + pair[0].lastIndexOf(pair[1], pair[0].length - pair[2].length - 1);
    const named = phaseNamed(pair[0].slice(0, lowStart - hitEnd)) ?? phase;
    claim(found, text, lowStart, lowStart + pair[1].length, pair[1], named, floor);
    claim(found, text, end - pair[2].length, end, pair[2], named, floor);
    return;
  }
  // llama-bench's "samples_ts": [ 477.953210, 480.556195, 479.057410 ]: each run's figure
  KEY_LIST.lastIndex = hitEnd;
  if (!key || !KEY_LIST.test(text)) return;
  LIST_NUMBER.lastIndex = KEY_LIST.lastIndex;
  for (let item = LIST_NUMBER.exec(text), count = 0; item !== null && count < MAX_LISTED; item = LIST_NUMBER.exec(text), count++) {
    claim(found, text, ...item.indices[1], item[1], phase, floor);
  }
}
/** llama-bench's counts in the figure's own JSON record: prompt tokens only is prefill, generated ones only decode. */
const BENCH_PROMPT = new RegExp(GRAMMAR.bench_counts.prompt), BENCH_GEN = new RegExp(GRAMMAR.bench_counts.gen);
function benchPhase(text, at) {
  const from = text.lastIndexOf("{", at);
  if (from < 0 || at - from > GRAMMAR.bench_counts.reach) return null;
  const record = text.slice(from, at), prompt = BENCH_PROMPT.exec(record), gen = BENCH_GEN.exec(record);
  if (!prompt || !gen) return null;
  const prompted = Number(prompt[1]) > 0, generated = Number(gen[1]) > 0;
  return prompted === generated ? null : prompted ? "prefill" : "decode";
}
/** A key's list of figures, and the most read from one. */
const KEY_LIST = new RegExp(`${GRAMMAR.key_tail}[ \\t]*[=:][ \\t]*\\[`, "y");
const LIST_NUMBER = new RegExp(`[ \\t\\r\\n]*(${DIGITS_NUMBER})[ \\t\\r\\n]*(?:,|(?=\\]))`, "yd");
const MAX_LISTED = 64;

/** "at " before a length among a label's figures: "34 at 2k context" (the length is the figure's setting). */
const LABEL_LENGTH_BEFORE = new RegExp(GRAMMAR.label_length_before, "i");
/** A log line's next key right after the label's number: "tps: 7,412  tflops: 362.55" labels 7,412. */
const ANOTHER_KEY = new RegExp(GRAMMAR.another_key, "y");
/** A log or JSON key opening a later segment: "gen throughput (token/s): 4182.55, #queue-req: 3" labels 4182.55 only. */
const LABEL_NEXT_KEY = new RegExp(GRAMMAR.label_next_key);

/** Whether the label between a unit and `from` is a key's "=" ("tok/s=71.9") or a 是/为 ("tokens/s 是 45"). */
function keyedLabel(text, hitEnd, from) {
  for (let i = hitEnd; i < from; i++) {
    const code = text.charCodeAt(i);
    if (code === 61 || code === 0x662F || code === 0x4E3A) return true;   // =, 是, 为
  }
  return false;
}

/** A key naming a setting, the unit its end: "stream_throttle_tps: 50", "max_tokens_per_second: 80". */
const SETTING_KEY = new RegExp(GRAMMAR.setting_key.words, "i");
const KEY_CHAR = /[A-Za-z0-9_]/;
const SETTING_REACH = 32;

/** A key naming a setting, the unit its end ("stream_throttle_tps: 50"), or a call's first argument before its others:
 * "round(output_tps, 1)" (not "avg(decode_tps) 出来是 41.8"). */
function settingKey(text, hitStart, hitEnd) {
  let from = hitStart;
  while (from > 0 && hitStart - from < SETTING_REACH && KEY_CHAR.test(text[from - 1])) from--;
  if (from === hitStart) return false;
  return SETTING_KEY.test(text.slice(from, hitStart)) || (text.charCodeAt(from - 1) === 40 &&
    isLetter(text.charCodeAt(from - 2)) && text.charCodeAt(blanksAfter(text, hitEnd)) === 44);
}

const SPREAD_LABEL = new RegExp(GRAMMAR.spread_label, "i");
const SPREAD_REACH = 48;
/** Whether the line's words before a label's unit name a spread: "Std Dev Token Generation Tokens Per Second: 0.07". */
const spreadLabel = (text, hitStart) => {
  const before = text.slice(Math.max(0, hitStart - SPREAD_REACH), hitStart);
  return SPREAD_LABEL.test(before.slice(before.lastIndexOf("\n") + 1));
};

/** A unit used as a label: "tok/s: 3090 45, 4090 68", "Output token throughput (tok/s):   1034.42". */
function labelled(found, text, hitStart, hitEnd, floor) {
  if (settingKey(text, hitStart, hitEnd)) return;
  NEGATIVE_SUFFIX.lastIndex = hitEnd;
  if (NEGATIVE_SUFFIX.test(text)) return;   // a label of a rate per watt or dollar: "tokens/s per watt: 0.36"
  UNIT_SUFFIX.lastIndex = hitEnd;
  let at = UNIT_SUFFIX.test(text) ? UNIT_SUFFIX.lastIndex : hitEnd;
  const next = text.charCodeAt(at);
  if (next === 44 || next === 0xFF0C || next === 59) {
    LABEL_NOTE.lastIndex = at;
    if (LABEL_NOTE.test(text)) at = LABEL_NOTE.lastIndex;
  }
  LABEL.lastIndex = at;
  let from = LABEL.test(text) ? LABEL.lastIndex : -1;
  // "prompt tps 1,012 → 1,386": a phase's unit is a key, its figure one blank after it
  if (from < 0 && text.charCodeAt(at) === 32 && isDigit(text.charCodeAt(at + 1)) &&
    LABEL_KEY_BEFORE.test(text.slice(Math.max(0, hitStart - LABEL_KEY_REACH), hitStart))) from = at + 1;
  if (from < 0 || LABEL_CODE_AFTER.test(text.slice(from, from + 4)) || spreadLabel(text, hitStart)) return;
  ANOTHER_KEY.lastIndex = from;
  if (keyedLabel(text, hitEnd, from) || ANOTHER_KEY.test(text)) {
    // "tok/s=71.9 out=512", "tokens/s 是 45": the number right after its "=" (是, 为), not the last one of the clause
    LABEL_NUMBER.lastIndex = from;
    const match = LABEL_NUMBER.exec(text);
    if (match && match.index === from && !gluedAfter(text, LABEL_NUMBER.lastIndex)) {
      claim(found, text, from, LABEL_NUMBER.lastIndex, match[0], null, floor);
    }
    return;
  }
  let rest = text.slice(from, from + LABEL_LOOK_AHEAD);
  const stop = rest.search(LABEL_STOP);
  if (stop >= 0) rest = rest.slice(0, stop);
  // test() rather than exec() above, and split() only where a segment ends: most labels hold one figure.
  const segments = LABEL_SEGMENT_END.test(rest) ? rest.split(LABEL_SEGMENT_END) : [rest];
  let segmentStart = 0;
  for (const [index, segment] of segments.entries()) {
    if (index > 0 && LABEL_NEXT_KEY.test(segment)) break;
    let last = null, match;
    LABEL_FIGURE.lastIndex = 0;
    while ((match = LABEL_FIGURE.exec(segment)) !== null) {
      // (a figure in numerals replaces no figure in digits: "(token/s): 1203.55` 这一行基本稳定在一千二")
      if (last && !isDigit(match[0].charCodeAt(0))) continue;
      const start = from + segmentStart + match.index, end = start + match[0].length;
      // ("34 at 2k context": the length is the figure's setting, the figure before it the label's)
      if (/[kK]$/.test(match[0]) && LABEL_LENGTH_BEFORE.test(text.slice(Math.max(0, start - 4), start))) continue;
      // "tps: 45.17 ± 0.39": the figure is the mean, not the deviation after its "±"
      // (not a time or a size after it: "tokens/s: 41.37 (24.17 ms/tok)")
      // (nor a count: "(tokens/s) at batch size 1"); a card's number ends what came before it: "…, Llama 3.1 on a 4090:"
      // (or labels the card or the figure after a list's joint: "第一档 5090，200 上下；第二档 4090、3090，140 到 160")
      CARD_RUNS.lastIndex = end;
      CARD_THEN_FIGURE.lastIndex = end;
      CARD_THEN_NEXT.lastIndex = end;
      const labelsNext = CARD_THEN_NEXT.test(text);
      if (ownedCard(text, start, end) || (GPU_NUMBER.test(match[0]) && (CARD_RUNS.test(text) || CARD_THEN_FIGURE.test(text) ||
        labelsNext)) || (labelsNext && CARD_BEFORE.test(text.slice(Math.max(0, start - 10), start)))) {
        last = null;
      } else if (!gluedBefore(text, start) && !gluedAfter(text, end) && !spreadBefore(text, start) &&
        !OTHER_UNIT.test(text.slice(end, end + OTHER_UNIT_REACH)) && !LIST_NOT_AFTER.test(text.slice(Math.max(0, start - 24), start)) &&
        !OS_BEFORE.test(text.slice(Math.max(0, start - 12), start)) &&   // "…, RX 7800 XT, Windows 11:"
        !(STATUS_CODE.test(match[0]) && STATUS_BEFORE.test(text.slice(Math.max(0, start - 12), start)))) {   // "老是 429"
        last = { start, end, number: match[0] };
      }
    }
    if (last) claim(found, text, last.start, last.end, last.number, null, floor);
    segmentStart += segment.length + 1;
  }
}

/** "显存带宽 1.8T/s", "memory bandwidth 3.35T/s": a capital T glued to its figure after a bandwidth is terabytes. */
const BANDWIDTH_BEFORE = new RegExp(GRAMMAR.bandwidth_before, "i");
const BANDWIDTH_REACH = 48;
const isTerabytes = (text, start, end) => end - start === 3 && text.charCodeAt(start) === 84 &&
  isDigit(text.charCodeAt(start - 1)) && BANDWIDTH_BEFORE.test(text.slice(Math.max(0, start - BANDWIDTH_REACH), start));

const CAMEL_KEY = new RegExp(`^${GRAMMAR.camel_key}`, "i");
/** A card's tier after its number: "4080 SUPER", "4070 Ti", "7900 XTX". */
const GPU_SUFFIX = new RegExp(GRAMMAR.gpu_suffix, "iy");
const gpuSuffixAt = (text, at) => {
  GPU_SUFFIX.lastIndex = at;
  return GPU_SUFFIX.test(text);
};

/** A card's number by the words around it: an owner's word before it ("the 5090", "比 4090") or a suffix after ("4070 Ti"). */
export function ownedCard(text, start, end) {
  return GPU_NUMBER.test(text.slice(start, end)) &&
    (GPU_OWNER.test(text.slice(Math.max(0, start - 12), start)) || gpuSuffixAt(text, end));
}

/** Adds the claims of one unit hit to found. */
function claimsAt(found, text, start, end, floor) {
  if (isTerabytes(text, start, end)) return;
  const hit = text.slice(start, end);
  const last = text.charCodeAt(end - 1);   // 度, 吐, 量: a speed word ("生成速度", "吞吐量"), no unit
  if (last === 0x5EA6 || last === 0x5410 || last === 0x91CF) return speedWordNumber(found, text, start, end, floor);
  if ((last === 0x65 || last === 0x45) && EVAL_RATE.test(hit)) return speedWordNumber(found, text, start, end, floor);
  if (last > 0x2E80 && BARE_PHASE_WORD.test(hit)) return phaseWordNumber(found, text, start, end, floor);
  const first = text.charCodeAt(start);
  if (first === 0x6BCF || first === 0x4E00) return numberAfterMei(found, text, start, end, floor);
  // "token 生成速度 40 个/秒": a count a second is a token rate only where tokens were just named
  if (first === 0x4E2A) {
    if (TOKEN_NAMED.test(text.slice(Math.max(0, start - TOKEN_NAMED_BEFORE), start))) {
      unitAfterNumbers(found, text, start + 1, end, floor);   // the number phrase takes its 个 ("40 个")
    }
    return;
  }
  // (a key written in camel case too: TensorRT-LLM's "tokensPerSec 103.17")
  if (first === 95 || hit.includes("_") || CAMEL_KEY.test(hit)) {
    return keyValue(found, text, start, end, floor);
  }
  // a unit glued to its key, read as one where the key is ("response_token/s 41.68"), else as a unit ("S_TG 9.7")
  if (text.charCodeAt(start - 1) === 95) {
    const count = found.claims.length;
    keyValue(found, text, start, end, floor);
    if (found.claims.length > count) return;
  }
  if (isLetter(text.charCodeAt(start - 1)) || isLetter(text.charCodeAt(end))) return;
  if (end - start === 2) {
    if ((text.charCodeAt(start) | 32) === 112) return bareTestLabel(found, text, start, end, floor);   // "pp 212, tg 12.8"
    return decodeNumbers(found, text, start, end, floor);   // "31 tg", "88 tg, 2100 pp"
  }
  if (TEST_LABEL.test(hit)) return testLabelNumber(found, text, start, end, floor);   // "pp512 410"
  RATE_WORD.lastIndex = start;
  if (end - start >= 9 && RATE_WORD.test(text) && RATE_WORD.lastIndex === end) {
    return rateNumber(found, text, start, end, floor);
  }
  const before = found.claims.length;
  // (a unit glued to "=" and a figure is a key, not the unit of the number before: "ttft_ms=188 tps=142.7")
  if (!KEY_EQUALS.test(text.slice(end, end + 3))) unitAfterNumbers(found, text, start, end, floor);
  if (found.claims.length > before) return toAfterUnit(found, text, end, floor);
  // the unit is the delta's ("lost only 3 tok/s: 127 tok/s at 450 W"), not a label's
  if (deltaBefore(text, start)) return;
  // a setting's key, the unit its tail, gives no figure however its value is written: "max_tps was 50"
  if (settingKey(text, start, end)) return;
  labelled(found, text, start, end, floor);
  if (found.claims.length === before) pairAfterUnit(found, text, end, floor);
  if (found.claims.length === before) fromAfterUnit(found, text, end, floor);
  if (found.claims.length === before) cueAfterUnit(found, text, end, floor);
  if (found.claims.length === before) declaredUnit(found, text, start, floor);
}

/** A key's "=" right after a unit, its figure next: "tps=142.7" (not "tps == 50", nor "45 tok/s = 22 ms a token"). */
const KEY_EQUALS = /^=[~≈]?[0-9]/;

/** The claims found so far in a text, and the line the last one sits on. */
class Found {
  constructor(text) {
    this.text = text;
    this.claims = [];
    this.lineStart = 0;
    this.lineEnd = -1;
  }

  /** Moves to the line holding `position`: native searches from the last line on, so each newline is found once. */
  seekLine(position) {
    if (position >= this.lineStart && position <= this.lineEnd) return;
    this.lineStart = this.text.lastIndexOf("\n", position - 1) + 1;
    this.lineEnd = endOfLine(this.text, position);
  }
}

/** A bare number after a cue, where only punctuation or a joining word follows it (GRAMMAR.carry): one sticky regex
 * for each character a cue starts with, holding only the cues that start with it (a position tries a dozen cues, not
 * two hundred). */
const CARRIED_AFTER_CUE = `[ \\t]*(?:(?:like|the)[ \\t]+)?[~≈～]?[ \\t]*((${DIGITS_NUMBER}|${CN_NUMERAL}{1,6}|${CARRIED_WORD})` +
  `(?:[ \\t]*(?:[-–~～]|${GRAMMAR.carry.list_not_range}|到|至|(?:or|to)(?=[ \\t]))[ \\t]*(${DIGITS_NUMBER}))?)${WHOLE}` +
  `(?=${GRAMMAR.carry.after}|${GRAMMAR.carry.list_opens_after})`;
/** "from" right before two figures opens a change ("from 38 to 52", "from about 480 to 710"): a before and an after, not a
 * range, unless it spans one ("anywhere from 90 to 140", "ranges from 22 to 37"). */
const FROM_BEFORE = /(?<![A-Za-z])from[ \t]+(?:(?:about|around|roughly|like)[ \t]+)?[~≈～]?[ \t]*$/i;
const SPAN_FROM = /(?<![A-Za-z])(?:anywhere|somewhere|rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying))[ \t]+from[ \t]/i;
const FROM_REACH = 32;
/**
 * A value built on its first use, not when the module loads: the start tables below, read from their patterns'
 * sources, took a page's first task (the module's own evaluation) to a 68 ms long task on the bench's machine.
 */
function lazily(build) {
  let value = null;
  return () => (value ??= build());
}
/** Where context words may start. */
const contextStarts = lazily(() => startTable(CONTEXT_WORDS));
/** Where a negative suffix may start. */
const negativeAfterStarts = lazily(() => startTable(GRAMMAR.negative_after));
/** Where a cue may start, and the cues by their first character. */
const cueStarts = lazily(() => ({
  table: startTable(GRAMMAR.carry.cue),
  byStart: new Map(Array.from(alternativesByStart(GRAMMAR.carry.cue),
    ([start, cues]) => [start, new RegExp(`(?:${cues.join("|")})${CARRIED_AFTER_CUE}`, "iy")])),
}));
const CARD_RUNS = new RegExp(GRAMMAR.card_runs, "iy");
/** Cues that join or swap like for like: after a count they join counts ("-ngl 20 instead of 99"). */
const AND_CUE = /^(?:and|instead[ \t]+of)(?![A-Za-z])/i;
/**
 * A count right before the joining cue: "with 2 users and 4", "-ngl 20 instead of 99", a flag's value ("`--draft-max 8`
 * and 16") (not "tok/s/user at p50 … and 20").
 */
const COUNTED = /(?:[0-9][ \t]*(?:batch|bs|concurrency|users?|threads?|ctx|context|layers|ngl|requests?|reqs)|(?<![A-Za-z])(?:batch|bs|concurrency|users?|threads?|ctx|context|layers|ngl|requests?|reqs)[ \t:=]*[0-9][0-9.]*|(?<![A-Za-z0-9])--[A-Za-z][A-Za-z-]*[ \t=]+[0-9][0-9.]*)(?![A-Za-z])[^0-9\n]{0,8}$/i;
const QUOTED = /[ \t]*>/y;
const QUOTE_CLOSES = /[!?。！？.]?[ \t]*\n(?:[ \t]*\n)*/y;
const NEXT_SENTENCE_END = new RegExp(SENTENCE_END.source, "g");
/** A short question holding no figure, and the marks that may end it ("Is that good??"). */
const FIGURELESS_QUESTION = new RegExp(`^${GRAMMAR.carry.figureless_question}$`);
const QUESTION_MARKS = charSet("?？!！");

/** A line of prose, not a list item, a key's line or a table's row ("- 长文本：…", "peak_vram_gb = 15.2",
 * "total duration: about 3"). */
const PROSE_LINE = new RegExp(`^${GRAMMAR.carry.prose_line}`);

/** Whether the line at `from` goes on with the paragraph: not blank, not a reply (its speaker first). */
function continuesParagraph(window, from) {
  if (from >= window.length || window.charCodeAt(from) === 10) return false;
  REPLY_LINE.lastIndex = from;
  return !REPLY_LINE.test(window);
}

/** Where the sentence starting at `from` ends (its mark's index), or the window's end. */
function sentenceEndFrom(window, from) {
  NEXT_SENTENCE_END.lastIndex = from;
  return NEXT_SENTENCE_END.exec(window)?.index ?? window.length;
}
/** A reply's line, its speaker first: "2 楼：", "弹幕：", "u/name:", "priya:". */
const REPLY_LINE = new RegExp(GRAMMAR.carry.reply_line, "y");
const REPLY_LINES = 3;
/** What may close a line after its last sentence: blanks and closing marks. */
const LINE_CLOSED = /^[\s。！？!?.…)）]*$/;

/** A blank line before a reply or an edit ("…45 t/s.\n\nEDIT: now 52"). */
const BLANK_LINE = /[ \t]*\n/y;

/** A reply line holding only its speaker or a header ("弹幕：", "热门评论：", "Comments:"), to its line's end. */
const HEADER_ONLY = /[ \t]*\n/y;
const HEADED_LINES = 6;

/**
 * Where the reply lines starting at `from` end (at most REPLY_LINES of them, the first maybe after one blank line);
 * `from` when none starts there. Under a line holding only a header ("弹幕：") the lines are replies without a
 * speaker ("才 18？", "MNN 能到 25"): at most HEADED_LINES, up to a blank line.
 */
function replyLinesEnd(window, from) {
  let end = from;
  BLANK_LINE.lastIndex = from;
  const first = BLANK_LINE.test(window) ? BLANK_LINE.lastIndex : from;
  for (let lines = 0, at = first; lines < REPLY_LINES && at < window.length; lines++) {
    REPLY_LINE.lastIndex = at;
    if (!REPLY_LINE.test(window)) break;
    HEADER_ONLY.lastIndex = REPLY_LINE.lastIndex;
    if (HEADER_ONLY.test(window)) return headedLinesEnd(window, HEADER_ONLY.lastIndex);
    end = endOfLine(window, at);
    at = end + 1;
  }
  return end;
}

/** Where the lines from `at`, under a header, end: at most HEADED_LINES, up to a blank line. */
function headedLinesEnd(window, at) {
  let end = at - 1;
  for (let lines = 0; lines < HEADED_LINES && at < window.length && window.charCodeAt(at) !== 10; lines++) {
    end = endOfLine(window, at);
    at = end + 1;
  }
  return end;
}

/** Whether the line holding `at` is a quote ("> I get 74 t/s") up to it. */
function quotedAt(text, at) {
  QUOTED.lastIndex = text.lastIndexOf("\n", at - 1) + 1;
  return QUOTED.test(text) && QUOTED.lastIndex <= at;
}
const VERSUS_CUE = /^(?:vs\.?|versus)(?![A-Za-z])/i;
const COMPARED = new RegExp(`(?:^|[,;:(，；：（][ \\t]*)(${DIGITS_NUMBER})[ \\t]*$`, "d");

/** Whether the sentence ending at `at` ends its line and the next line may start with a statistic's name (m, a). */
function statLineMayFollow(window, at) {
  if (window.charCodeAt(at) !== 10) return false;
  while (++at < window.length) {
    const code = window.charCodeAt(at) | 32;
    if (code !== 32 && code !== 42 && code !== 41) return code === 109 || code === 97;   // blanks, tabs, newlines
  }
  return false;
}
const STAT_LINE = new RegExp(`^\\n(?:[ \\t]*\\n)*[ \\t]*(?:median|mean|average|avg)[ \\t]*[=:][ \\t]*(${DIGITS_NUMBER})(?=[ \\t]*(?:\\n|$))`, "i");
const YEAR = /^(?:19[89]\d|20[0-4]\d)$/;
const QUANTITY_CUE = /^(?:(?:just|well)[ \t]+)?(?:over|under|above|below|north of|upwards of|more than|less than|nearly|almost|about|around|roughly)(?![A-Za-z])/i;
/** A GPU named by its number alone: "4090", "3060", "7900" (answers.js and text-tables.js read it too). */
export const GPU_NUMBER = new RegExp(GRAMMAR.gpu_number);
const GPU_OWNER = new RegExp(GRAMMAR.carry.gpu_owner, "i");
const MEASURE_BEFORE = new RegExp(GRAMMAR.carry.measure_before, "i");
/** A figure joined to a multiple after it: "3.1 and 1.6× the per-watt efficiency" (a ratio, no carried speed). */
const RATIO_AFTER = new RegExp(GRAMMAR.carry.ratio_after, "y");
const MEASURE_REACH = 16;
export const CONTEXT_CUE = new RegExp(GRAMMAR.carry.context_before, "i");
const CONTEXT_WORD_AFTER = new RegExp(`^(?:${GRAMMAR.carry.context_after})`, "i");
/** The lengths contexts come in: "4k", "32k", "128k". */
const CONTEXT_SIZE = new RegExp(`^${GRAMMAR.carry.context_size}$`);

const HAS_NUMBER = new RegExp(`[${D.slice(1, -1)}${CN_NUMERAL.slice(1, -1)}]`);
/** A number in words a cue may carry ("wants at least fifty"), where no digit stands. */
const HAS_WORD_NUMBER = new RegExp(CARRIED_WORD, "i");
/** A figure closed by a Chinese approximation ("58 左右", "六十上下"), its number not glued to a word or a number. */
const APPROXIMATE = new RegExp(`(?<![0-9A-Za-z.,_])(${DIGITS_NUMBER}|${CN_NUMERAL}{1,6})[ \\t]*(?:个[ \\t]*)?(?:${GRAMMAR.carry.approximations})` +
  `(?!${GRAMMAR.carry.price_after})`, "g");
const APPROXIMATED = new RegExp(GRAMMAR.carry.approximations);
/** A price after a carried figure, maybe past its approximation: "两千出头的价格", "两万多的机器". */
const PRICED_AFTER = new RegExp(`(?:${GRAMMAR.carry.approximations})?${GRAMMAR.carry.price_after}`, "y");
/** The words of a carried figure, before it. */
const PHASE_NEAR = 60;
const PHASE_AFTER = 12;
const CLAUSE_MARK_AFTER = /[,，;；。.!?！？\n]/;

const PHASES_IN = new RegExp(PHASE_WORD, "gi");
/** Where the last sentence in a stretch of text starts (0 when none ends in it). */
const OWN_SENTENCE = /(?<=[!?。！？\n]|\.[ \t])[ \t]*(?:[^!?。！？\n.]|\.(?![ \t]))*$/;
const SCOPE = new RegExp(`(?<![A-Za-z])(?:${GRAMMAR.carry.scope_words})(?![A-Za-z])`, "i");

/**
 * GRAMMAR.carry.phase_ratio when the words of a carried figure (from `from` to `to` in the window, with the few
 * before it) name a phase its anchor does not, or a scope (aggregate, per user), else 1: prefill runs tens
 * of times faster than decode, and a node's total tens of times one stream ("35 token/s … 总吞吐大概 1800").
 */
function phaseApart(anchor, window, from, to) {
  // a phase word right after the figure, in its clause, names it too: "and around 9k pp"
  const after = window.slice(to, to + PHASE_AFTER).split(CLAUSE_MARK_AFTER, 1)[0];
  const near = window.slice(Math.max(0, from - PHASE_NEAR), to) + after;
  const sentence = near.search(OWN_SENTENCE);   // its own sentence's words: "…on the prompt. Acceptance rate was about 0.7"
  const words = sentence < 0 ? near : near.slice(sentence);
  if (SCOPE.test(words)) return GRAMMAR.carry.phase_ratio;
  let own = null;   // the phase word nearest the figure: "faster on tg at 49, slower on pp at 560" is prefill
  for (const match of words.matchAll(PHASES_IN)) own = PHASES[phaseCode(match)];
  return own !== null && own !== anchor.phase ? GRAMMAR.carry.phase_ratio : 1;
}

const within = (value, other, bound) => other !== null && value <= other.value * bound && value * bound >= other.value;

/** A per-user share of the aggregate before it: "整机吞吐大概 900 tokens/s，平均到每个人也就 18 左右". */
const SHARE_BEFORE = new RegExp(GRAMMAR.share.before, "i");
const isShare = (text, start, value, anchor) => value < anchor.value && value * GRAMMAR.share.most >= anchor.value &&
  SHARE_BEFORE.test(text.slice(Math.max(0, start - GRAMMAR.share.reach), start));

/**
 * Claims a carried number within bound of its anchor's value or of its peer's (the claim before the anchor in
 * its paragraph), of that claim's phase when it names none ("1,650 prefill tok/s … manages 240").
 */
/** A key right before a figure ("max_tg_tps = 50", "rate_limit: 20"), which may name a setting (SETTING_KEY). */
const KEY_BEFORE_FIGURE = /([A-Za-z][A-Za-z0-9_]*)["']?[ \t]*[:=][ \t]*$/;
const KEY_BEFORE_REACH = 40;
const SETTING_AT = new RegExp(GRAMMAR.carry.setting_at);
const AT_AFTER = new RegExp(GRAMMAR.carry.at_after, "y");
const SETTING_AT_REACH = 40;
const NUMBER_BEFORE = new RegExp(GRAMMAR.carry.number_before);
/** A setting's word right before a figure ("并发开的 128", "batch size 32"): its value, no speed (answers.js reads it too). */
export const SETTING_WORD_BEFORE = new RegExp(GRAMMAR.carry.setting_word_before, "i");

/** Whether a number is the setting of the claim before it (GRAMMAR.carry.setting_at): "142 tok/s at 1, 1,010 at 8". */
function settingAt(found, text, start, end, number, value) {
  const before = text.slice(Math.max(0, start - SETTING_AT_REACH), start);
  const match = SETTING_AT.exec(before);
  if (match === null) return false;
  // joined to a setting: "at 32 and 64", a larger power of two
  if (match[1] !== undefined && !(/^[0-9]+$/.test(number) && powerOfTwoFrom(value, 2) && value > Number(match[1]))) return false;
  AT_AFTER.lastIndex = end;
  if (AT_AFTER.test(text)) return false;   // "1,010 at 8": a figure with a setting of its own
  const at = start - before.length + match.index;
  if (found.claims.some((other) => other.end === at)) return true;
  const owner = NUMBER_BEFORE.exec(before.slice(0, match.index));
  return owner !== null && !GPU_NUMBER.test(owner[0]);   // "to 12,400 at 128", not "the 4090 at 52"
}

function carried(found, text, anchor, peer, start, end, number, bound) {
  const value = parseNumber(number);
  if (isSize(number, value) || settingAt(found, text, start, end, number, value) ||
    SETTING_WORD_BEFORE.test(text.slice(Math.max(0, start - SETTING_AT_REACH), start))) return;   // "并发开的 128"
  ITEMS_AFTER.lastIndex = end;
  if (ITEMS_AFTER.test(text)) return;   // "预填充三个都在五千上下": a count of things
  const key = KEY_BEFORE_FIGURE.exec(text.slice(Math.max(0, start - KEY_BEFORE_REACH), start));
  if (key && SETTING_KEY.test(key[1])) return;   // "max_tg_tps = 50": a setting's value, a limit
  const reference = within(value, anchor, bound) || isShare(text, start, value, anchor) ? anchor
    : within(value, peer, bound) ? peer : null;
  if (reference === null || gluedBefore(text, start) || found.claims.some((other) => other.start === start)) return;
  if (claim(found, text, start, end, number, null, anchor.end)) {
    found.claims.at(-1).phase ??= reference.phase;
    // its list going on: "I measured 71, 74 and 72", "分别是 71、74、72"
    LIST_GOES_ON.lastIndex = end;
    const next = LIST_GOES_ON.exec(text);
    if (next && !GPU_NUMBER.test(next[1])) carried(found, text, anchor, peer, LIST_GOES_ON.lastIndex - next[1].length, LIST_GOES_ON.lastIndex, next[1], bound);
  }
}
const LIST_GOES_ON = new RegExp(`${GRAMMAR.carry.list_goes_on}(${DIGITS_NUMBER})${WHOLE}(?=${GRAMMAR.carry.after}|${GRAMMAR.carry.list_item_after})`, "iy");

/**
 * Numbers a sentence compares with a claim before it take that claim's unit: "70 tok/s in MLX, but Ollama tops
 * out near 58", "pp512: 2890 t/s (was 2410)", "5.6万 token/s，复现只有 4.1万". Only up to the sentence's end or
 * the next claim, and within GRAMMAR.carry.ratio of the claim's value (a year or a count is not a speed).
 */
function carryUnits(found, text, only = null) {
  const anchors = found.claims.slice();
  const { ratio, next_ratio, reach } = GRAMMAR.carry;
  // the blank lines before each anchor, found once in a forward pass (a peer must share the anchor's paragraph)
  let blank = -1, nextBlank = text.indexOf("\n\n");
  anchors.forEach((anchor, i) => {
    if (only !== null && !only.has(anchor)) return;   // the hop: only the figures the first pass carried
    while (nextBlank >= 0 && nextBlank < anchor.start) {
      blank = nextBlank;
      nextBlank = text.indexOf("\n\n", nextBlank + 1);
    }
    // Searched in a window only (a slice): from anchor.end, a miss would scan to the text's end for each claim.
    let window = text.slice(anchor.end, Math.min(anchors[i + 1]?.start ?? text.length, anchor.end + reach));
    const sentenceEnd = window.search(SENTENCE_END);
    // "median= 26.32" on a line of its own after a tool's line of speeds
    const stat = sentenceEnd >= 0 && statLineMayFollow(window, sentenceEnd) ? STAT_LINE.exec(window.slice(sentenceEnd)) : null;
    if (stat) {
      const end = anchor.end + sentenceEnd + stat[0].length, value = parseNumber(stat[1]);
      if (within(value, anchor, ratio)) claim(found, text, end - stat[1].length, end, stat[1], null, anchor.end);
    }
    let nextSentence = window.length;
    if (sentenceEnd >= 0) {
      // A quoted claim ("> I get 74 t/s?") is answered on the line under it, past blank lines: "stuck at 52 here".
      const lineEnds = window.charCodeAt(sentenceEnd) === 10;
      QUOTE_CLOSES.lastIndex = sentenceEnd;
      const replied = QUOTE_CLOSES.test(window) && quotedAt(text, anchor.start);
      let cut = replied ? endOfLine(window, QUOTE_CLOSES.lastIndex) : sentenceEnd;
      // a line that ends with no mark runs on into the next line of its paragraph too ("…快😂\n再大一点的 14B 就只有 11 左右了")
      if (!lineEnds && !replied || lineEnds && PROSE_LINE.test(window.slice(sentenceEnd + 1, sentenceEnd + 121)) &&
        continuesParagraph(window, sentenceEnd + 1)) {
        // the next sentence of the same line, held to next_ratio: "27 tok/s generation. The 8B manages 11."
        nextSentence = sentenceEnd + 1;
        // (a line the sentence's mark closes runs on into the next line of its paragraph, unless that is a reply)
        if (window.charCodeAt(nextSentence) === 10 && continuesParagraph(window, nextSentence + 1)) nextSentence++;
        cut = sentenceEndFrom(window, nextSentence);
        // past a question with no figure: "48 tok/sec. Is that good?? My friend's Mac gets like 30."
        if (FIGURELESS_QUESTION.test(window.slice(nextSentence, cut + 1))) {
          let after = cut + 1;
          while (QUESTION_MARKS.has(window.charCodeAt(after))) after++;
          if (window.charCodeAt(after) !== 10) cut = sentenceEndFrom(window, after);
        }
      }
      // replies on the lines under a claim that closes its line, each its speaker first, held to next_ratio as a next
      // sentence is: "1 楼：…3 到 4 t/s 就是这个水平。\n2 楼：换 14b，能到 35 左右", "u/b: same card, I get 31"
      const lineEnd = replied ? -1 : window.indexOf("\n", sentenceEnd);
      if (lineEnd >= cut && LINE_CLOSED.test(window.slice(cut, lineEnd))) {
        const repliesEnd = replyLinesEnd(window, lineEnd + 1);
        if (repliesEnd > lineEnd + 1) {
          nextSentence = Math.min(nextSentence, lineEnd + 1);
          cut = repliesEnd;
        }
      }
      window = window.slice(0, cut);
    }
    if (!HAS_NUMBER.test(window) && !HAS_WORD_NUMBER.test(window)) return;
    // the claim before it in the paragraph may be the one compared: "(41.2 tok/s gen, 1,650 tok/s pp), ollama (38.9 gen"
    const peer = i > 0 && blank < anchors[i - 1].end ? anchors[i - 1] : null;
    // (tried only where a cue can start)
    const cues = cueStarts();
    for (let at = nextStart(cues.table, window, 0, window.length); at < window.length;
      at = nextStart(cues.table, window, at + 1, window.length)) {
      const CARRIED = cues.byStart.get(window[at].toLowerCase());
      if (CARRIED === undefined) continue;
      CARRIED.lastIndex = at;
      const match = CARRIED.exec(window);
      if (match === null) continue;
      at = CARRIED.lastIndex - 1;
      const end = anchor.end + match.index + match[0].length;
      // "with 2 users and 4 in the queue": after a count, "and" (or "instead of") joins counts, not speeds
      if (AND_CUE.test(match[0]) && COUNTED.test(window.slice(Math.max(0, match.index - 32), match.index))) continue;
      if (YEAR.test(match[2]) && !QUANTITY_CUE.test(match[0])) continue;   // "in 2024", not "over 2000"
      // "same card, same prompt, same 3090": a card's number after a word that owns it
      if (GPU_NUMBER.test(match[2]) && GPU_OWNER.test(window.slice(Math.max(0, match.index), CARRIED.lastIndex - match[1].length))) continue;
      // "…，3090 跑 qwen3:32b": a card's number doing the running
      CARD_RUNS.lastIndex = CARRIED.lastIndex;
      if (GPU_NUMBER.test(match[2]) && CARD_RUNS.test(window)) continue;
      // "接受长度平均 2.4", "acceptance length ~3.1": a measure's figure, not a speed
      const figureStart = CARRIED.lastIndex - match[1].length;
      if (MEASURE_BEFORE.test(window.slice(Math.max(0, figureStart - MEASURE_REACH), figureStart))) continue;
      // "windows 11, ollama …": an operating system's version (small or dotted: "Linux 9,600" is a figure)
      if (OS_VERSION.test(match[2]) && OS_BEFORE.test(window.slice(Math.max(0, figureStart - 12), figureStart))) continue;
      // "一张卡才两千出头的价格", "两万多的机器": a price
      PRICED_AFTER.lastIndex = CARRIED.lastIndex;
      if (PRICED_AFTER.test(window)) continue;
      RATIO_AFTER.lastIndex = anchor.end + CARRIED.lastIndex;   // (past the window's cut: "3.1 and" ends a line)
      if (RATIO_AFTER.test(text)) continue;   // "i.e. 3.1 and 1.6× the efficiency": a ratio
      // "1,900 tok/s pp on the 120b at 4k", "塞得下 16k 上下文": a context's length after "at" or "past", or before the
      // word context ("flat at 9.8k" is a speed)
      if (CONTEXT_SIZE.test(match[2]) && (CONTEXT_CUE.test(window.slice(Math.max(0, figureStart - MEASURE_REACH), figureStart)) ||
        CONTEXT_WORD_AFTER.test(window.slice(CARRIED.lastIndex, CARRIED.lastIndex + MEASURE_REACH)))) continue;
      const bound = (match.index >= nextSentence ? next_ratio : ratio) * phaseApart(anchor, window, match.index, CARRIED.lastIndex);
      // "the gap is wider, 13.0 vs 19.8": the number a "vs" compares is a figure too
      const compared = VERSUS_CUE.test(match[0]) ? COMPARED.exec(window.slice(0, match.index)) : null;
      if (compared) {
        const [from, to] = compared.indices[1];
        // (the pair a measure's name heads: "on MMLU (56.1 vs 56.3)")
        if (MEASURE_BEFORE.test(window.slice(Math.max(0, from - MEASURE_REACH), from))) continue;
        carried(found, text, anchor, peer, anchor.end + from, anchor.end + to, compared[1], bound);
      }
      // a range ("也就 3～4", "report 4.5 to 5") counts at its upper end; a change ("from 38 to 52") at both
      const lowStart = end - match[1].length;
      const before = match[3] === undefined ? "" : text.slice(Math.max(0, lowStart - FROM_REACH), lowStart);
      if (FROM_BEFORE.test(before) && !SPAN_FROM.test(before)) {
        carried(found, text, anchor, peer, lowStart, lowStart + match[2].length, match[2], bound);
        carried(found, text, anchor, peer, end - match[3].length, end, match[3], bound);
        continue;
      }
      carried(found, text, anchor, peer, end - match[1].length, end, match[3] ?? match[2], bound);
    }
    // a Chinese approximation closes a figure with no cue before it: "MLX 每秒 70 个 token 左右，GGUF 版本 58 左右"
    if (!APPROXIMATED.test(window)) return;
    APPROXIMATE.lastIndex = 0;
    for (let match = APPROXIMATE.exec(window); match !== null; match = APPROXIMATE.exec(window)) {
      if (MEASURE_BEFORE.test(window.slice(Math.max(0, match.index - MEASURE_REACH), match.index))) continue;   // "接受长度 3.2 左右"
      const bound = (match.index >= nextSentence ? next_ratio : ratio) * phaseApart(anchor, window, match.index, APPROXIMATE.lastIndex);
      carried(found, text, anchor, peer, anchor.end + match.index, anchor.end + match.index + match[1].length, match[1], bound);
    }
  });
  if (found.claims.length > anchors.length) found.claims.sort((a, b) => a.start - b.start);
}

/** How far past a claim its figure is looked for again, on later lines. */
const ECHO_REACH = 400;
/** What follows a figure written again: what follows a compared one, or a judgement of it ("37 正常", "63 looks right"). */
const ECHO_AFTER = new RegExp(`(?=${GRAMMAR.carry.after}|${GRAMMAR.carry.echo_after})`, "yi");

/**
 * A claim's figure written again on a later line of the thread, standing alone: a reply restating it ("17 挺正常的",
 * "59 正常", "48？？比我想的快") or a correction landing on it. The same digits only, not glued to a word or a
 * number, followed by what a compared figure may be followed by (so "48 层", "17 GB" are not); never a card's number
 * or a year. The same line's repeats are a table's or a list's own.
 */
function echoes(found, text) {
  const anchors = found.claims.length;
  for (const anchor of found.claims.slice()) {
    const from = endOfLine(text, anchor.end);
    const window = text.slice(from, Math.min(text.length, anchor.end + ECHO_REACH));
    for (const digits of echoedAs(anchor.value)) {
      if (!/^[0-9]+(?:\.[0-9]+)?$/.test(digits) || GPU_NUMBER.test(digits) || YEAR.test(digits)) continue;
      for (let at = window.indexOf(digits); at >= 0; at = window.indexOf(digits, at + 1)) {
        const start = from + at, end = start + digits.length;
        if (gluedBefore(text, start) || NUMBER_OR_WORD.test(text[start - 1] ?? "") || NUMBER_AFTER.test(text.slice(end, end + 2)) ||
          RANGE_ON.test(text.slice(end, end + 8))) continue;
        ECHO_AFTER.lastIndex = end;
        if (!ECHO_AFTER.test(text) || found.claims.some((other) => other.start <= start && start < other.end)) continue;
        claim(found, text, start, end, digits, null, from);
      }
    }
  }
  if (found.claims.length > anchors) found.claims.sort((a, b) => a.start - b.start);
}
/** A figure as a reply writes it again: its own digits and, past 10 with a fraction, its whole part cut or rounded
 * ("eval rate: 36.99 tokens/s" then "37 正常", "35.54 tokens per second" then "35 on a 3090 is right"). */
function echoedAs(value) {
  const digits = String(value);
  if (value < 10 || Number.isInteger(value)) return [digits];
  const cut = Math.floor(value), rounded = Math.round(value);
  return cut === rounded ? [digits, String(cut)] : [digits, String(cut), String(rounded)];
}
const NUMBER_OR_WORD = /[0-9A-Za-z_.,:/#@$¥￥+\-−=]/;
/** What after a figure makes it part of a longer number or word; a comma or a full stop only before a digit ("24,5",
 * "24.5"), so "24, swapped the digits" and "17." stand alone. */
const NUMBER_AFTER = /^(?:[0-9A-Za-z_:/#@$¥￥+\-−=]|[.,][0-9])/;
/** What follows a range's lower end, no figure of its own: "35 到 40 都算正常", "38-42", "38 to 42". */
export const RANGE_ON = /^[ \t]*(?:-|–|~|～|到|至|to(?![A-Za-z]))[ \t]*[0-9]/;

const TRADITIONAL = new Map(Array.from({ length: GRAMMAR.traditional.pairs.length / 2 },
  (_, i) => [GRAMMAR.traditional.pairs[2 * i], GRAMMAR.traditional.pairs[2 * i + 1]]));
const TRADITIONAL_CHARS = new RegExp(`[${[...TRADITIONAL.keys()].join("")}]`, "g");
/** One pass for every sign: ten String.includes passes over a long page cost a third more. */
const TRADITIONAL_SIGN = new RegExp(`[${GRAMMAR.traditional.signs}]`);

const DECADE = new RegExp(GRAMMAR.decade.pattern, "gi");
const FULL_WIDTH = new RegExp(GRAMMAR.full_width.pattern, "g");
const FULL_WIDTH_SIGN = new RegExp(GRAMMAR.full_width.sign);   // (one class: a quick test, where the pattern's lookbehind is not)

/**
 * The text as the grammar reads it, one character for one, so every offset stays: traditional characters as their
 * simplified forms ("每秒大約 14 個 token"), full-width letters as ASCII ("ｔ／ｓ"), a decade named by its part as its
 * number ("mid-40s" as "mid 40 ", "low teens" as "low 10   ").
 */
export function simplified(text) {
  let plain = TRADITIONAL_SIGN.test(text) ? text.replace(TRADITIONAL_CHARS, (ch) => TRADITIONAL.get(ch)) : text;
  if (FULL_WIDTH_SIGN.test(plain)) plain = plain.replace(FULL_WIDTH, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xFEE0));
  return plain.includes("0s") || plain.includes("teens") ? plain.replace(DECADE, (_, part, gap, tens) =>
    `${part}${gap ? " " : ""}${tens ? `${tens} ` : `${GRAMMAR.decade.teens[part.toLowerCase()]}   `}`) : plain;
}

/**
 * How many places the first pass stops at (units and speed words), reading no claim: the least any run of detect()
 * does, which `node bench/detector.mjs` weighs against the bare /tok\/s/g pass its goal is set on.
 */
export function countHits(text) {
  let count = 0;
  HIT.lastIndex = 0;
  while (HIT.exec(text) !== null) count++;
  return count;
}

const CHANGE_BETWEEN = new RegExp(GRAMMAR.change_between.pattern, "i");

/** Two figures of one change ("dropped from 96 tokens/s to 61 tokens/s"): a phase one names is the other's. */
function sharePhasesOfChanges(claims, text) {
  const ordered = [...claims].sort((a, b) => a.start - b.start);
  for (let i = 1; i < ordered.length; i++) {
    const [a, b] = [ordered[i - 1], ordered[i]];
    if ((a.phase === null) === (b.phase === null) || !CHANGE_BETWEEN.test(text.slice(a.end, b.start))) continue;
    a.phase ??= b.phase;
    b.phase ??= a.phase;
  }
}

/** Every speed claim in text: [{start, end, text, value, unit, per_user, phase}], offsets as JavaScript indices. */
export function detect(original) {
  const text = simplified(original);
  const found = new Found(text);
  const { claims } = found;
  let floor = 0;
  HIT.lastIndex = 0;
  let hit;
  while ((hit = HIT.exec(text)) !== null) {
    const before = claims.length;
    claimsAt(found, text, hit.index, HIT.lastIndex, floor);
    if (claims.length === before) {
      HIT.lastIndex = hit.index + 1;
      continue;
    }
    for (let i = before; i < claims.length; i++) floor = Math.max(floor, claims[i].end);
    HIT.lastIndex = Math.max(HIT.lastIndex, floor);
  }
  if (claims.length) {
    const anchors = new Set(claims);
    carryUnits(found, text);
    // one hop more, a carried figure carrying in turn: "9 t/s. The 3B is around 3.5. The 0.5B is a blistering 21."
    if (claims.length > anchors.size) carryUnits(found, text, new Set(claims.filter((c) => !anchors.has(c))));
    echoes(found, text);
    sharePhasesOfChanges(claims, text);
  }
  if (text !== original) for (const claim of claims) claim.text = original.slice(claim.start, claim.end);
  return claims;
}
