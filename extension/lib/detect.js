/**
 * The claim detector: finds speeds in tokens per second in English and Chinese text.
 *
 * One forward pass of a regex whose every alternative starts with a literal ("tok", "t/s", "tps", "每秒"),
 * then a bounded look at the few characters before (or after, for 每秒) each hit for its number. Every
 * step is bounded, so the cost is linear in the text whatever it holds (no backtracking blow-ups).
 * Pure: no DOM, no extension APIs, so Node runs it as is (bin/detect.mjs, test/).
 */

const DIGIT = "[0-9\uFF10-\uFF19]";
const CN_NUMERAL = "[〇零一二两三四五六七八九十百千万]";
const NUMBER =
  `(?:${DIGIT}{1,3}(?:[,，]${DIGIT}{3})+|${DIGIT}+)(?:[.．]${DIGIT}+)?(?:[ \\t]?[kK千万](?![a-zA-Z]))?` +
  `|${CN_NUMERAL}{1,12}`;
const RANGE_JOIN = "[ \\t]*(?:-|–|—|~|～|to|至|到)[ \\t]*";

/** Units after the number; 每秒 puts the number after it. Letters may not touch a unit (checked in detect). */
const HIT = /tok(?:en)?s?[ \t]{0,2}\/[ \t]{0,2}(?:s(?:ec(?:ond)?)?|秒)|tokens?[ \t]{1,2}(?:per|a|an|every)[ \t]{1,2}sec(?:ond)?|tokens?[ \t]{0,2}每秒|t\/s|tps|每秒/gi;
const isLetter = (code) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code) => (code >= 48 && code <= 57) || (code >= 0xFF10 && code <= 0xFF19);
const LOOK_BEHIND = 48;
const LOOK_AHEAD = 40;
const NUMBER_BEFORE = new RegExp(`(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?[ \\t]{0,2}(?:个[ \\t]{0,2})?`, "y");
const NUMBER_AFTER = new RegExp(
  `钟?[ \\t]{0,2}(?:能|可以|可|大约|大概|约|近|超过|将近|生成|输出|解码|跑|产生|推理|吐出?|出){0,4}[ \\t]{0,2}` +
  `(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?[ \\t]{0,2}个?[ \\t]{0,2}(?:tokens?|tok|词元)(?![a-z])`,
  "iy",
);
const PER_USER =
  /[pP]er[ -]?(?:user|stream|request|sequence)|[eE]ach (?:user|stream)|\/ ?(?:user|stream)|单(?:用户|路|请求)|每(?:个|位)?(?:用户|路|请求)/;
const PER_USER_SPAN = 40;
/** Characters a number, its range and its spacing are made of ("40 - 45 ", "65 to 74", "2,103.6k", "两千"). */
const NUMBER_LIKE = new Set(Array.from("0123456789０１２３４５６７８９.,，．kK \t-–—~～toTO至到个〇零一二两三四五六七八九十百千万",
  (ch) => ch.charCodeAt(0)));
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

const CN_DIGITS = { 〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNITS = { 十: 10, 百: 100, 千: 1000 };

/** Chinese numerals (两千一百, 十五, 1.2万 is handled by parseNumber) to a number; NaN when malformed. */
export function parseChineseNumber(text) {
  let total = 0, section = 0, digit = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch in CN_DIGITS) {
      digit = CN_DIGITS[ch];
    } else if (ch in CN_UNITS) {
      section += (digit ?? 1) * CN_UNITS[ch];
      digit = null;
    } else if (ch === "万") {
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

const SCALES = { k: 1e3, K: 1e3, 千: 1e3, 万: 1e4 };
const CHINESE_ONLY = /^[〇零一二两三四五六七八九十百千万]+$/;
const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const SEPARATORS = /[,，\s]/g;
const round6 = (value) => Math.round(value * 1e6) / 1e6;

/** "2,103.6" 2103.6, "２１００" 2100, "2.1k" 2100, "1.2万" 12000, "两千" 2000. */
export function parseNumber(text) {
  const plain = parsePlainDecimal(text);
  if (plain !== null) return plain;
  if (CHINESE_ONLY.test(text)) return parseChineseNumber(text);
  const ascii = text.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xFF10 + 48))
    .replace(SEPARATORS, "").replace("．", ".");
  const scale = SCALES[ascii[ascii.length - 1]];
  const digits = scale ? ascii.slice(0, -1) : ascii;
  return round6((parsePlainDecimal(digits) ?? NaN) * (scale ?? 1));
}

/** Whether text may hold a claim at all: the cheap gate the content script runs before detect(). */
export function mayHoldClaim(text) {
  return /[0-9\uFF10-\uFF19〇一二两三四五六七八九十百千万]/u.test(text) && /tok|t\/s|tps|每秒/i.test(text);
}

/** Where a clause ends: a per-user marker past it belongs to another figure. */
const CLAUSE_END = /[;；。!?！？\n]|\.(?=\s)/;

function isPerUser(text, start, end) {
  const from = Math.max(0, start - PER_USER_SPAN);
  const window = text.slice(from, end + PER_USER_SPAN);
  const marker = PER_USER.exec(window);
  if (!marker) return false;
  const markerStart = from + marker.index, markerEnd = markerStart + marker[0].length;
  const between = markerEnd <= start ? text.slice(markerEnd, start) : text.slice(end, markerStart);
  return !CLAUSE_END.test(between);
}

function claim(text, start, end, low, high) {
  const value = parseNumber(high ?? low);
  if (!(value > 0) || !Number.isFinite(value)) return null;
  return { start, end, text: text.slice(start, end), value, unit: "tok/s", per_user: isPerUser(text, start, end) };
}

/** Where the run of number-like characters before position ends, at most LOOK_BEHIND back. */
function runStart(text, position) {
  const floor = Math.max(0, position - LOOK_BEHIND);
  let i = position;
  while (i > floor && NUMBER_LIKE.has(text.charCodeAt(i - 1))) i--;
  return i;
}

/** The number (or range) that ends right where the unit starts; sticky matches, so nothing is copied. */
function numberBefore(text, unitStart, unitEnd) {
  for (let from = runStart(text, unitStart); from < unitStart; from++) {
    NUMBER_BEFORE.lastIndex = from;
    const match = NUMBER_BEFORE.exec(text);
    if (!match || from + match[0].length !== unitStart) continue;
    if (gluedBefore(text, from)) return null;
    return claim(text, from, unitEnd, match[1], match[2]);
  }
  return null;
}

function numberAfter(text, meiStart, meiEnd) {
  NUMBER_AFTER.lastIndex = meiEnd;
  const match = NUMBER_AFTER.exec(text);
  if (!match || match[0].length > LOOK_AHEAD) return null;
  return claim(text, meiStart, meiEnd + match[0].length, match[1], match[2]);
}

/** Every speed claim in text: [{start, end, text, value, unit, per_user}], offsets as JavaScript indices. */
export function detect(text) {
  const found = [];
  HIT.lastIndex = 0;
  let hit;
  while ((hit = HIT.exec(text)) !== null) {
    const start = hit.index, end = start + hit[0].length;
    const isMei = hit[0] === "每秒";
    if (!isMei && (isLetter(text.charCodeAt(start - 1)) || isLetter(text.charCodeAt(end)))) {
      HIT.lastIndex = start + 1;
      continue;
    }
    const result = isMei ? numberAfter(text, start, end) : numberBefore(text, start, end);
    if (result) {
      found.push(result);
      HIT.lastIndex = Math.max(HIT.lastIndex, result.end);
    }
  }
  return found;
}
