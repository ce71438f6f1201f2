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

/** Units after the number; 每秒 puts the number after it. Letters may not touch either end. */
const HIT = new RegExp(
  "(?<![a-z])(?:" +
    "tok(?:en)?s?[ \\t]{0,2}\\/[ \\t]{0,2}(?:s(?:ec(?:ond)?)?|秒)" +
    "|tokens?[ \\t]{1,2}(?:per|a|an|every)[ \\t]{1,2}sec(?:ond)?" +
    "|tokens?[ \\t]{0,2}每秒" +
    "|t\\/s|tps" +
  ")(?![a-z])|每秒",
  "giu",
);
const LOOK_BEHIND = 48;
const LOOK_AHEAD = 40;
const NUMBER_BEFORE = new RegExp(`(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?[ \\t]{0,2}(?:个[ \\t]{0,2})?$`, "u");
const NUMBER_AFTER = new RegExp(
  `^钟?[ \\t]{0,2}(?:能|可以|可|大约|大概|约|近|超过|将近|生成|输出|解码|跑|产生|推理|吐出?|出){0,4}[ \\t]{0,2}` +
  `(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?[ \\t]{0,2}个?[ \\t]{0,2}(?:tokens?|tok|词元)(?![a-z])`,
  "iu",
);
const PER_USER =
  /per[ -]?(?:user|stream|request|sequence)|each (?:user|stream)|\/ ?(?:user|stream)|单(?:用户|路|请求)|每(?:个|位)?(?:用户|路|请求)/i;
const PER_USER_SPAN = 40;
/** Characters that may not come right before a number (they would make it part of a longer token). */
const GLUED_BEFORE = /[0-9\uFF10-\uFF19.,，．a-zA-Z_]/;

const CN_DIGITS = { 〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNITS = { 十: 10, 百: 100, 千: 1000 };

/** Chinese numerals (两千一百, 十五, 1.2万 is handled by parseNumber) to a number; NaN when malformed. */
export function parseChineseNumber(text) {
  let total = 0, section = 0, digit = null;
  for (const ch of text) {
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

/** "2,103.6" 2103.6, "２１００" 2100, "2.1k" 2100, "1.2万" 12000, "两千" 2000. */
export function parseNumber(text) {
  const ascii = text.replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xFF10 + 48))
    .replace(/[,，\s]/g, "").replace("．", ".");
  if (/^[〇零一二两三四五六七八九十百千万]+$/u.test(ascii)) return parseChineseNumber(ascii);
  const scale = { k: 1e3, K: 1e3, 千: 1e3, 万: 1e4 }[ascii.at(-1)] ?? 1;
  const digits = scale === 1 ? ascii : ascii.slice(0, -1);
  return Math.round(Number(digits) * scale * 1e6) / 1e6;
}

/** Whether text may hold a claim at all: the cheap gate the content script runs before detect(). */
export function mayHoldClaim(text) {
  return /[0-9\uFF10-\uFF19〇一二两三四五六七八九十百千万]/u.test(text) && /tok|t\/s|tps|每秒/i.test(text);
}

function isPerUser(text, start, end) {
  return PER_USER.test(text.slice(Math.max(0, start - PER_USER_SPAN), end + PER_USER_SPAN));
}

function claim(text, start, end, low, high) {
  const value = parseNumber(high ?? low);
  if (!(value > 0) || !Number.isFinite(value)) return null;
  return { start, end, text: text.slice(start, end), value, unit: "tok/s", per_user: isPerUser(text, start, end) };
}

function numberBefore(text, unitStart, unitEnd) {
  const from = Math.max(0, unitStart - LOOK_BEHIND);
  const match = NUMBER_BEFORE.exec(text.slice(from, unitStart));
  if (!match) return null;
  const start = from + match.index;
  if (start > 0 && GLUED_BEFORE.test(text[start - 1])) return null;
  return claim(text, start, unitEnd, match[1], match[2]);
}

function numberAfter(text, meiStart, meiEnd) {
  const match = NUMBER_AFTER.exec(text.slice(meiEnd, meiEnd + LOOK_AHEAD));
  if (!match) return null;
  return claim(text, meiStart, meiEnd + match[0].length, match[1], match[2]);
}

/** Every speed claim in text: [{start, end, text, value, unit, per_user}], offsets as JavaScript indices. */
export function detect(text) {
  const found = [];
  HIT.lastIndex = 0;
  let hit;
  while ((hit = HIT.exec(text)) !== null) {
    const start = hit.index, end = start + hit[0].length;
    const result = hit[0] === "每秒" ? numberAfter(text, start, end) : numberBefore(text, start, end);
    if (result) {
      found.push(result);
      HIT.lastIndex = Math.max(HIT.lastIndex, result.end);
    }
  }
  return found;
}
