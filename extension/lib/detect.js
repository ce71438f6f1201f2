/**
 * The claim detector: finds speeds in tokens per second in English and Chinese prose.
 *
 * One forward pass of a regex whose every alternative starts with a literal ("tok", "t/s", "tps", "_tps",
 * "每秒"), then bounded looks around each hit: the number (or range) before the unit and any numbers listed
 * with it ("12 / 15 / 18 tok/s", "from 20 to 35 tok/s"), the number after 每秒, the numbers after a unit
 * used as a label ("tok/s: 45, 68"; "Output token throughput (tok/s): 1034.42"; "prompt_tps=2893.1").
 * Every look is bounded, so the cost is linear in the text whatever it holds.
 * The words and spellings live in grammar.json, shared with workers/engine/claim_grammar.py, which
 * mirrors this file function for function. Pure: no DOM, no extension APIs, so Node runs it as is.
 */
import { GRAMMAR } from "./grammar.js";

const D = GRAMMAR.digit;
const CN_NUMERAL = `[${Object.keys(GRAMMAR.chinese_digits).join("")}${Object.keys(GRAMMAR.chinese_units).join("")}` +
  `${GRAMMAR.chinese_myriad}]`;
const INTEGER = `${D}{1,3}(?:[${GRAMMAR.thousands_separators}]${D}{3})+(?!${D})` +
  `|${D}{1,3}(?:[${GRAMMAR.space_thousands_separators}]${D}{3})+(?!${D})|${D}+`;
const DIGITS_NUMBER = `(?:${D}+,${D}{1,2}(?!${D})|(?:${INTEGER})(?:[${GRAMMAR.decimal_points}]${D}+)?)` +
  `(?:[ \\t]?[${Object.keys(GRAMMAR.multipliers).join("")}](?![A-Za-z]))?`;
const NUMBER = `${DIGITS_NUMBER}|${CN_NUMERAL}{1,12}`;
const RANGE = `(${NUMBER})(?:${GRAMMAR.range_join}(${NUMBER}))?`;
const END = "(?![\\s\\S])";
const PHASE_WORD = `(?<![A-Za-z])(${GRAMMAR.phase.prefill})|(?<![A-Za-z])(${GRAMMAR.phase.decode})`;

const HIT = new RegExp(GRAMMAR.unit_hit, "gi");
/** A number phrase: "55+ ", "2-3", "20 to 30 ", "15个": sticky, it must end where the unit (or a between word) starts. */
const NUMBER_PHRASE = new RegExp(`${RANGE}${GRAMMAR.after_number}[ \\t]*(?:${GRAMMAR.count_word}[ \\t]*)?`, "iy");
/** Words that may sit between a number and its unit: "30 decode tokens/sec", "20 to 30 output tokens per second". */
const BETWEEN_WORD = new RegExp(`^(?:${GRAMMAR.between_words})$`, "i");
/** One more number of a list ending where the next begins: "12 / ", "41, ", "38 -> ", "pp 1850 / tg ". */
const LIST_ITEM = new RegExp(`(${DIGITS_NUMBER})${GRAMMAR.after_number}(${GRAMMAR.list_join})` +
  `(?:(?<![A-Za-z])(?:pp|tg|prompt|gen|prefill|decode)[ \\t]*)?${END}`, "i");
/** What must sit right before a number for it to continue a list (checked before LIST_ITEM runs). */
const LIST_MARKS = new Set(Array.from("/,，、;；>→和与及或", (ch) => ch.charCodeAt(0)));
const LIST_WORDS = new Set(["vs", "versus", "and", "then", "or", "pp", "tg", "prompt", "gen", "prefill", "decode"]);
const COMMA_JOIN = new RegExp(`^${GRAMMAR.comma_join}$`);
const PAIR_OPENING = new RegExp(`(?<![A-Za-z])${GRAMMAR.pair_opening}`, "i");
const AFTER_MEI = new RegExp(`(?:[ \\t]{0,2}${GRAMMAR.number_after_lead}){0,4}[ \\t]{0,2}${RANGE}${GRAMMAR.after_number}` +
  `[ \\t]{0,2}${GRAMMAR.count_word}?[ \\t]{0,2}${GRAMMAR.number_after_unit}`, "iy");
const RATE_WORD = /^token[ \t-]?(?:rate|speed|throughput)$/i;
const RATE = new RegExp(`${GRAMMAR.rate_lead}(${DIGITS_NUMBER})${GRAMMAR.rate_unit}`, "iy");
const KEY_PREFIX = new RegExp(GRAMMAR.key_prefix, "i");
const KEY_VALUE = new RegExp(`[ \\t]*[=:][ \\t]*(${DIGITS_NUMBER})`, "y");
const UNIT_SUFFIX = new RegExp(GRAMMAR.unit_suffix, "iy");
const LABEL = new RegExp(GRAMMAR.label_delimiter, "y");
const LABEL_STOP = new RegExp(GRAMMAR.label_stop);
const LABEL_SEGMENT_END = new RegExp(GRAMMAR.label_segment_end);
const LABEL_NUMBER = new RegExp(DIGITS_NUMBER, "g");
const PHASE = new RegExp(PHASE_WORD, "i");
/** Everything contextOf() asks of a claim's line, one regex: phase words, negative contexts, per-user markers. */
const CONTEXT = new RegExp(`${PHASE_WORD}|(${GRAMMAR.negative_context})|(${GRAMMAR.per_user})`, "gi");
/** Cheap and broader than CONTEXT: a window it does not match holds none of CONTEXT's words, so CONTEXT is skipped. */
const CONTEXT_GATE = new RegExp(GRAMMAR.context_gate, "i");
const GATE_DIGIT = new RegExp(`${D}|${CN_NUMERAL}`);
const GATE_WORD = new RegExp(GRAMMAR.gate_words, "i");
const CLAUSE_MARKS = new Set(Array.from("\n;；。!?！？|", (ch) => ch.charCodeAt(0)));

const LOOK_BEHIND = 48;
const LIST_LOOK_BEHIND = 40;
const LIST_MAX = 8;
const LABEL_LOOK_AHEAD = 160;
const CONTEXT_BEFORE = 80;
const CONTEXT_AFTER = 40;

const isLetter = (code) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code) => (code >= 48 && code <= 57) || (code >= 0xFF10 && code <= 0xFF19);
const isSeparator = (code) => code === 46 || code === 44 || code === 0xFF0C || code === 0xFF0E;

/**
 * Whether the number starting at `from` is the tail of a longer token ("v0.5.6", "x2103", "12,3456").
 * A comma or point glues only after a digit: "出完，2103.6 tok/s" and "fast,79 t/s" are sentence punctuation.
 */
function gluedBefore(text, from) {
  const code = text.charCodeAt(from - 1);
  if (isSeparator(code)) return isDigit(text.charCodeAt(from - 2));
  return isDigit(code) || isLetter(code) || code === 95;
}

/** Whether the number ending at `to` runs on into a word or another number ("14B", "3.5%", "2x"). */
function gluedAfter(text, to) {
  const code = text.charCodeAt(to);
  if (isSeparator(code)) return isDigit(text.charCodeAt(to + 1));
  return isDigit(code) || isLetter(code) || code === 37 || code === 95;
}

/** Chinese numerals (两千一百, 十五) to a number; NaN when malformed. */
export function parseChineseNumber(text) {
  let total = 0, section = 0, digit = null;
  for (const ch of text) {
    if (ch in GRAMMAR.chinese_digits) {
      digit = GRAMMAR.chinese_digits[ch];
    } else if (ch in GRAMMAR.chinese_units) {
      section += (digit ?? 1) * GRAMMAR.chinese_units[ch];
      digit = null;
    } else if (ch === GRAMMAR.chinese_myriad) {
      total += (section + (digit ?? 0)) * 10000;
      section = 0;
      digit = null;
    } else {
      return NaN;
    }
  }
  return total + section + (digit ?? 0);
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

const CHINESE_ONLY = new RegExp(`^${CN_NUMERAL}+$`);
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const round6 = (value) => Math.round(value * 1e6) / 1e6;

/** "2,103.6" 2103.6, "２１００" 2100, "2.1k" 2100, "1.2万" 12000, "1 000" 1000, "0,03" 0.03, "两千" 2000. */
export function parseNumber(text) {
  const plain = parsePlainDecimal(text);
  if (plain !== null) return plain;
  if (CHINESE_ONLY.test(text)) return parseChineseNumber(text);
  let ascii = text.replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xFF10 + 48))
    .replace("．", ".");
  const last = ascii[ascii.length - 1];
  const scale = GRAMMAR.multipliers[last.toLowerCase()] ?? GRAMMAR.multipliers[last];
  if (scale) ascii = ascii.slice(0, -1).trimEnd();
  ascii = DECIMAL_COMMA.test(ascii) ? ascii.replace(",", ".") : ascii.replace(/[,，\s]/g, "");
  return /^\d+(?:\.\d+)?$/.test(ascii) ? round6(Number(ascii) * (scale ?? 1)) : NaN;
}

/** Whether text may hold a claim at all: the cheap gate the content script runs before detect(). */
export function mayHoldClaim(text) {
  return GATE_DIGIT.test(text) && GATE_WORD.test(text);
}

/** Whether a clause ends between from and to: a marker or a phase word past it belongs to another figure. */
function crossesClause(text, from, to) {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (CLAUSE_MARKS.has(code)) return true;
    if (code === 46 && (text.charCodeAt(i + 1) === 32 || text.charCodeAt(i + 1) === 9)) return true;
  }
  return false;
}

const phaseOf = (match) => (match[1] !== undefined ? "prefill" : match[2] !== undefined ? "decode" : null);

/** The phase a word names, "prefill" or "decode", or null. */
export function phaseNamed(words) {
  const match = PHASE.exec(words);
  return match ? phaseOf(match) : null;
}

/**
 * What the claim's line says around it, in one pass of one regex (a pass per question would cost a timeline
 * its speed): a negative context ("transactions", "codec", "sample time"), a per-user marker in the same
 * clause, the closest phase word before it in its clause (not before `floor`, the previous claim's end), and
 * a phase word right after it ("26 tok/s generation").
 */
function contextOf(text, start, end, floor) {
  let from = start, to = end;
  const low = Math.max(0, start - CONTEXT_BEFORE), high = Math.min(text.length, end + CONTEXT_AFTER);
  while (from > low && text.charCodeAt(from - 1) !== 10) from--;
  while (to < high && text.charCodeAt(to) !== 10) to++;
  const window = text.slice(from, to);
  const context = { negative: false, perUser: false, before: null, after: null };
  if (!CONTEXT_GATE.test(window)) return context;
  CONTEXT.lastIndex = 0;
  let match;
  while ((match = CONTEXT.exec(window)) !== null) {
    const at = from + match.index, stop = at + match[0].length;
    if (match[3] !== undefined) {
      context.negative = true;
      break;
    }
    const ahead = stop <= start;
    if (match[4] !== undefined) {
      if (ahead ? !crossesClause(text, stop, start) : at >= end && !crossesClause(text, end, at)) context.perUser = true;
    } else if (ahead) {
      if (at >= floor && !crossesClause(text, stop, start)) context.before = phaseOf(match);
    } else if (context.after === null && at > end && at - end <= 2 && text.slice(end, at).trim() === "") {
      context.after = phaseOf(match);
    }
  }
  return context;
}

/** A claim from its number, or null when it is no speed (zero, malformed, or in a negative context). */
function claim(text, start, end, number, phase, floor) {
  const value = parseNumber(number);
  if (!(value > 0) || !Number.isFinite(value)) return null;
  const context = contextOf(text, start, end, floor);
  if (context.negative) return null;
  return { start, end, text: text.slice(start, end), value, unit: "tok/s", per_user: context.perUser,
    phase: phase ?? context.after ?? context.before };
}

/** Characters a number phrase is made of ("40 - 45 ", "65 to 74", "2,103.6k", "两千", "55+", "15个"). */
const NUMBER_LIKE = new Set(Array.from("0123456789０１２３４５６７８９.,，．kK \t\u00A0\u202F\u2009-–—~～toTO至到个+多" +
  Object.keys(GRAMMAR.chinese_digits).join("") + Object.keys(GRAMMAR.chinese_units).join("") + GRAMMAR.chinese_myriad,
(ch) => ch.charCodeAt(0)));

/** Where the ASCII word ending at `end` (spaces before `end` skipped) starts, and the word; null if none. */
function wordBefore(text, end) {
  let to = end;
  while (to > 0 && (text.charCodeAt(to - 1) === 32 || text.charCodeAt(to - 1) === 9)) to--;
  let from = to;
  while (from > 0 && to - from < 12 && isLetter(text.charCodeAt(from - 1))) from--;
  return from < to ? { from, word: text.slice(from, to) } : null;
}

/** The number (or range) ending where the unit starts, past at most two between words; null when glued. */
function numberBefore(text, unitStart) {
  let numberEnd = unitStart, between = null;
  for (let words = 0; words < 2; words++) {
    const word = wordBefore(text, numberEnd);
    if (!word || !BETWEEN_WORD.test(word.word) || (word.from === numberEnd)) break;
    between ??= word.word;
    numberEnd = word.from;
  }
  const floor = Math.max(0, numberEnd - LOOK_BEHIND);
  let from = numberEnd;
  while (from > floor && NUMBER_LIKE.has(text.charCodeAt(from - 1))) from--;
  for (; from < numberEnd; from++) {
    NUMBER_PHRASE.lastIndex = from;
    const match = NUMBER_PHRASE.exec(text);
    if (!match || NUMBER_PHRASE.lastIndex !== numberEnd || gluedBefore(text, from)) continue;
    return { start: from, match, between };
  }
  return null;
}

/** Whether what sits right before `start` could join a list ("/", ",", "and", "vs", "tg"): a cheap test first. */
function mayContinueList(text, start) {
  let at = start;
  while (at > 0 && (text.charCodeAt(at - 1) === 32 || text.charCodeAt(at - 1) === 9)) at--;
  if (LIST_MARKS.has(text.charCodeAt(at - 1))) return true;
  const word = wordBefore(text, at);
  return word !== null && LIST_WORDS.has(word.word.toLowerCase());
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
    if (gluedBefore(text, itemStart)) break;
    items.push({ start: itemStart, number: match[1], prefix: match[3] });
    if (COMMA_JOIN.test(match[2])) joinedByComma++;
    at = itemStart;
  }
  if (items.length === 1 && joinedByComma === 1) return [];
  return items.reverse();
}

/** Claims of a unit that follows its number: the number, any list before it, a "from X to Y" pair. */
function unitAfterNumbers(text, hitStart, hitEnd, floor) {
  const found = numberBefore(text, hitStart);
  if (!found) return [];
  const { start, match, between } = found;
  const [, low, high] = match;
  const betweenPhase = between ? phaseNamed(between) : null;
  const claims = [];
  let at = floor, phase = null;
  const add = (from, to, number, named) => {
    const next = claim(text, from, to, number, named, at);
    if (!next) return;
    next.phase ??= phase;
    phase = next.phase;
    at = to;
    claims.push(next);
  };
  for (const item of listedBefore(text, start)) add(item.start, item.start + item.number.length, item.number, null);
  if (high !== undefined && PAIR_OPENING.test(text.slice(Math.max(0, start - 8), start))) {
    add(start, start + low.length, low, betweenPhase);
    add(start + match[0].indexOf(high, low.length), hitEnd, high, betweenPhase);
  } else {
    add(start, hitEnd, high ?? low, betweenPhase);
  }
  return claims;
}

/** 每秒 / 一秒 put the number after them: "每秒只能吐出15个token", "一秒钟能出 40 个 token". */
function numberAfterMei(text, hitStart, hitEnd, floor) {
  AFTER_MEI.lastIndex = hitEnd;
  const match = AFTER_MEI.exec(text);
  if (!match) return [];
  const end = hitEnd + match[0].length;
  return [claim(text, hitStart, end, match[2] ?? match[1], phaseNamed(match[0]), floor)];
}

/** "token rate of 969 per second". */
function rateNumber(text, hitStart, hitEnd, floor) {
  RATE.lastIndex = hitEnd;
  const match = RATE.exec(text);
  if (!match) return [];
  return [claim(text, hitStart, hitEnd + match[0].length, match[1], null, floor)];
}

/** "prompt_tps=2893.1", "predicted_per_second=71.5": the key's first word names the phase. */
function keyValue(text, hitStart, hitEnd, floor) {
  const key = KEY_PREFIX.exec(text.slice(Math.max(0, hitStart - 12), hitStart));
  if (!key) return [];
  KEY_VALUE.lastIndex = hitEnd;
  const match = KEY_VALUE.exec(text);
  if (!match) return [];
  const end = hitEnd + match[0].length;
  return [claim(text, end - match[1].length, end, match[1], phaseNamed(key[0]), floor)];
}

/** A unit used as a label: "tok/s: 3090 45, 4090 68", "Output token throughput (tok/s):   1034.42". */
function labelled(text, hitStart, hitEnd, floor) {
  UNIT_SUFFIX.lastIndex = hitEnd;
  const suffix = UNIT_SUFFIX.exec(text);
  LABEL.lastIndex = hitEnd + (suffix ? suffix[0].length : 0);
  if (!LABEL.exec(text)) return [];
  const from = LABEL.lastIndex;
  let rest = text.slice(from, from + LABEL_LOOK_AHEAD);
  const stop = rest.search(LABEL_STOP);
  if (stop >= 0) rest = rest.slice(0, stop);
  const claims = [];
  let segmentStart = 0;
  for (const segment of rest.split(LABEL_SEGMENT_END)) {
    let last = null, match;
    LABEL_NUMBER.lastIndex = 0;
    while ((match = LABEL_NUMBER.exec(segment)) !== null) {
      const start = from + segmentStart + match.index, end = start + match[0].length;
      if (!gluedBefore(text, start) && !gluedAfter(text, end)) last = { start, end, number: match[0] };
    }
    if (last) claims.push(claim(text, last.start, last.end, last.number, null, floor));
    segmentStart += segment.length + 1;
  }
  return claims;
}

function claimsAt(text, hit, floor) {
  const start = hit.index, end = start + hit[0].length;
  const word = hit[0];
  if (word === "每秒" || word === "一秒") return numberAfterMei(text, start, end, floor);
  if (word[0] === "_") return keyValue(text, start, end, floor);
  if (isLetter(text.charCodeAt(start - 1)) || isLetter(text.charCodeAt(end))) return [];
  if (RATE_WORD.test(word)) return rateNumber(text, start, end, floor);
  const claims = unitAfterNumbers(text, start, end, floor);
  return claims.length ? claims : labelled(text, start, end, floor);
}

/** Every speed claim in text: [{start, end, text, value, unit, per_user, phase}], offsets as JavaScript indices. */
export function detect(text) {
  const found = [];
  let floor = 0;
  HIT.lastIndex = 0;
  let hit;
  while ((hit = HIT.exec(text)) !== null) {
    let end = -1;
    for (const c of claimsAt(text, hit, floor)) {
      if (!c || c.start < floor) continue;
      found.push(c);
      end = Math.max(end, c.end);
    }
    if (end < 0) {
      HIT.lastIndex = hit.index + 1;
      continue;
    }
    floor = end;
    HIT.lastIndex = Math.max(HIT.lastIndex, floor);
  }
  return found;
}
