/**
 * The bare figures of free text that may be speeds once words around them give the unit (a thread's reply, a sentence
 * about a key): figuresIn's, less operands, differences, prices, versions, settings, lengths, counts of things and
 * figures of another unit.
 */
import { countedAt, figuresIn } from "./answers.js";
import { SETTING_WORD_BEFORE } from "./detect.js";
import { GRAMMAR } from "./grammar.js";

/** What makes a figure no speed: an operand ("1000 / 26.93 is about 37"), one of a pair in another unit ("360
 * vs 288 GB/s"), a figure after a bandwidth in its clause ("273 GB/s against the M5's 153"), a length. */
const OPERAND = /^[ \t]*(?:[/÷×*]|除以|乘以)[ \t]*[0-9]/;
/** A figure of frames, characters, watts, money or things that figuresIn lets by (it drops "4 users", "2 张", "8 GPUs"):
 * "32 active streams", "3 steps", "160 帧", "七八個字", "750 一张", "2 台", "十来个人", "on 4 H100s". */
const OTHER_THING_AFTER = /^[ \t]*(?:(?:active|concurrent|parallel)[ \t]+(?:streams?|users?|requests?|reqs|sessions?|clients?|prompts?)(?![A-Za-z])|(?:sessions?|prompts?|steps?|iterations?|epochs?)(?![A-Za-z])|帧|個字|瓦|一张|(?:来|多)?台|(?:来|多)(?:个人|人|次|条)|买|卖|(?:x[ \t]*)?[A-Z]{1,3}\d{2,4}s(?![A-Za-z]))/;
/** What before a figure makes it an operand, a difference, a price, a version or a setting: "546 除以 40", "只快 6.3",
 * "便宜三千多", "PCIe 4.0", "改 99", "调到 128", a chart's axis ("0 --> 120"). */
const NOT_SPEED_BEFORE = new RegExp(`(?:[/÷×*]|-->|实时率|除以|乘以|快|慢|高|低|差|便宜|贵|价格?|售价|花了?|预算|改(?:成|到|为)?|设(?:成|到|为)了?|调(?:整|高|低|大|小)?(?:成|到|为)了?)[ \\t]*$|` +
  `(?:${GRAMMAR.version_before})`, "i");
const PAIRED_UNIT = new RegExp(`^[ \\t]*(?:vs\\.?|versus|/|and|or|to|-|–)[ \\t]*[0-9][0-9.,]*(?:${GRAMMAR.other_unit}|[ \\t]*[GMT]i?B/s)`, "i");
const BANDWIDTH_BEFORE = /(?:[GMT]i?B\/s|带宽|频宽|頻寬)[^\n.;!?。；！？，,]{0,40}$/i;
/** A gain or a comparison ("about 30 more than baseline"), a setting ("draft max 16, min 4"). */
const CHANGE_AFTER = new RegExp(`^[ \\t]*(?:${GRAMMAR.negative_after})`, "i");
const SETTING_BEFORE = /(?<![A-Za-z])(?:max|min|draft|ngl|threads?|layers?|top[-_ ]?[kp]|temp(?:erature)?|seed)[ \t]*[:=]?[ \t]*$/i;
/** Whether the words before a figure name a setting it is the value of: "draft max 16", the grammar's "并发拉到 64". */
const settingBefore = (words) => SETTING_BEFORE.test(words) || SETTING_WORD_BEFORE.test(words);
/** A range's low end: "between 880 and 940". */
const RANGE_LOW = /^[ \t]*(?:and|to|-|–)[ \t]*[0-9]/i, BETWEEN = /(?<![A-Za-z])between[ \t]+$/i;
/** A length in thousands before the side it measures: "1k input / 1k output". */
const LENGTH_AFTER = /^[ \t]*(?:input|output|in|out|prompt|context|ctx)(?![A-Za-z])/i;

/** The figures of `read` (at `offset` in its text) that may be speeds. */
export function bareSpeedFigures(read, offset) {
  return figuresIn(read, offset, read.trim().slice(0, 120)).filter((figure) => {
    const at = figure.start - offset, after = read.slice(at + figure.text.length);
    return !(countedAt(read, at, figure.text) || OPERAND.test(after) || PAIRED_UNIT.test(after) ||
      (/[kK]$/.test(figure.text) && LENGTH_AFTER.test(after)) || CHANGE_AFTER.test(after) || OTHER_THING_AFTER.test(after) ||
      settingBefore(read.slice(Math.max(0, at - 16), at)) || NOT_SPEED_BEFORE.test(read.slice(Math.max(0, at - 12), at)) ||
      BANDWIDTH_BEFORE.test(read.slice(0, at)) || (RANGE_LOW.test(after) && BETWEEN.test(read.slice(Math.max(0, at - 10), at))));
  });
}
