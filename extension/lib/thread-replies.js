/**
 * Replies in a thread as copied from a page (GitHub, Hacker News, Reddit, Slack, Discord): each comment under a header
 * line of its own. A reply's bare figure takes the unit of the claims in the comments above it ("**rosa-lm** commented"
 * then "4090 on the same build: 141 on tg and ~3,900 pp"), its phase only from its own words.
 */
import { countedAt, figuresIn } from "./answers.js";
import { simplified } from "./detect.js";
import { GRAMMAR } from "./grammar.js";
import { linesOf } from "./text-tables.js";

/** A comment's header line: "**name** commented 3 days ago", "name 2 hours ago | parent | next [–]", "level 2",
 * "u/name", "name · 37 points · 8h", "Tom Becker  10:21 AM", "quillon — Today at 19:51". */
const COMMENT_HEADER = new RegExp([
  String.raw`^[ \t]*\*\*[\w.-]{1,39}\*\*[ \t]+commented(?![A-Za-z])[^\n]{0,40}$`,
  String.raw`^[ \t]*[\w.-]{1,30}[ \t]+\d{1,3}[ \t]+(?:minutes?|hours?|days?|weeks?|months?|years?)[ \t]+ago(?![A-Za-z])[^\n]{0,40}$`,
  String.raw`^[ \t]*(?:level[ \t]+\d{1,2}|u\/[\w-]{2,30}(?:[ \t]*[·•][^\n]{0,40})?|[\w.-]{2,30}(?:[ \t]+OP)?[ \t]*[·•][ \t]*\d+[ \t]+points?(?![A-Za-z])[^\n]{0,30})[ \t]*$`,
  String.raw`^[ \t]*[A-Za-z][\w .'-]{1,38}?(?:[ \t]{2,}\d{1,2}:\d{2}(?:[ \t]*[AaPp][Mm])?|[ \t]+—[ \t]+(?:Today|Yesterday)[ \t]+at[ \t]+\d{1,2}:\d{2}(?:[ \t]*[AaPp][Mm])?)[ \t]*$`,
  String.raw`^[ \t]*(?:#\d{1,4}(?:[ \t]*[·•])?[ \t]*[^\n:：#]{0,20}|\d{1,4}[ \t]*[楼樓F](?:[ \t]+[^\n:：]{1,20})?|楼主[ \t]*#\d{1,4})[ \t]*$`,
  String.raw`^[ \t]*(?:\d{1,4}[ \t]*[楼樓F]|楼主)[ \t]*[·•|][^\n]{0,60}$`,
].join("|"), "i");
/** A comment written on one line after its speaker: PTT's "推 lanlan: …" (its time at the end), "#2 楼主：…", "3楼：…",
 * "回复 @x：…", "作者：…", a 弹幕's "02:13 …". */
const SPEAKER_LINE = /^[ \t]*(?:(?:推|噓|→)[ \t]+[\w]{1,20}[ \t]*:|#\d{1,4}[ \t]*[^\n:：#]{0,12}[：:]|\d{1,4}[ \t]*[楼樓](?:[ \t]*[^\n:：]{1,12})?[：:](?![0-9])|(?:回复|回覆)[^\n:：]{0,24}[：:]|(?:└[ \t]*)?(?:作者|楼主|UP主?)(?:回复)?[：:]|\d{2}:\d{2}(?=[ \t]+\S))[ \t]*/i;
/** A reply's time at the end of its line: PTT's "11/29 22:20", 贴吧's "11-20 23:01 回复". */
const PUSH_TIME = /[ \t]+\d{1,2}[/-]\d{1,2}[ \t]+\d{1,2}:\d{2}(?:[ \t]*回复)?[ \t]*$/;
/** A line of the page's own chrome between comments: "reply", "3 replies", "👍 4", "edited". */
const CHROME = /^[ \t]*(?:reply|\d+[ \t]+repl(?:y|ies)|edited|(?:[^\w\s]{1,4}|:[a-z_+-]{1,30}:)[ \t]*\d{1,4})[ \t]*$/iu;
/** What makes a reply's figure no speed: an operand ("1000 / 26.93 is about 37"), one of a pair in another unit ("360
 * vs 288 GB/s"), a figure after a bandwidth in its clause ("273 GB/s against the M5's 153"), a length. */
const OPERAND = /^[ \t]*(?:[/÷×*]|除以|乘以)[ \t]*[0-9]/;
/** A figure of frames, characters, watts, money or things: "160 帧", "七八个字", "750 一张", "2 台", "on 4 H100s". */
const OTHER_THING_AFTER = /^[ \t]*(?:帧|[个個]?字|瓦|元|块|一?张|度|℃|(?:来|多)?(?:台|个人|人|次|条)|买|卖|(?:x[ \t]*)?(?:[A-Z]{1,3}\d{2,4}s|GPUs?|cards?|nodes?)(?![A-Za-z]))/;
/** What before a figure makes it an operand, a difference, a price, a version or a setting: "546 除以 40", "只快 6.3",
 * "便宜三千多", "PCIe 4.0", "改 99". */
const NOT_SPEED_BEFORE = new RegExp(`(?:[/÷×*]|除以|乘以|快|慢|高|低|差|便宜|贵|价格?|售价|花了?|预算|改(?:成|到)?|设(?:成|到|为)了?)[ \\t]*$|` +
  `(?:${GRAMMAR.version_before})`, "i");
const PAIRED_UNIT = new RegExp(`^[ \\t]*(?:vs\\.?|versus|/|and|or|to|-|–)[ \\t]*[0-9][0-9.,]*(?:${GRAMMAR.other_unit}|[ \\t]*[GMT]i?B/s)`, "i");
const BANDWIDTH_BEFORE = /(?:[GMT]i?B\/s|带宽|频宽|頻寬)[^\n.;!?。；！？，,]{0,40}$/i;
/** A gain or a comparison ("about 30 more than baseline"), a setting ("draft max 16, min 4"). */
const CHANGE_AFTER = new RegExp(`^[ \\t]*(?:${GRAMMAR.negative_after})`, "i");
const SETTING_BEFORE = /(?<![A-Za-z])(?:max|min|draft|ngl|threads?|layers?|top[-_ ]?[kp]|temp(?:erature)?|seed)[ \t]*[:=]?[ \t]*$/i;
/** A length in thousands before the side it measures: "1k input / 1k output". */
const LENGTH_AFTER = /^[ \t]*(?:input|output|in|out|prompt|context|ctx)(?![A-Za-z])/i;
/** A question in the comment above about something other than a speed: its answer's figure is that ("what driver?"). */
const OTHER_QUESTION = /(?:driver|version|build|cuda|rocm|kernel|price|cost|paid|context|ctx|quant|vram|ram|power|watts?)[^?？\n]{0,20}[?？]/i;
/** A line asking about another measure: "whats TTFT at 64". */
const ASKS_OTHER = /^[ \t]*(?:what|whats|what's|how)(?![A-Za-z])[^\n]*(?:ttft|latency|context|ctx|vram|ram|power|driver|version)/i;
/** How much of a reply is read for its figures, and how many comments above it may hold the claims it answers. */
const REPLY_READ = 300, COMMENTS_ABOVE = 3;
/** How far a reply's figure may lie from a claim above it (the carry's ratio for a sentence's neighbour). */
const RATIO = 10;

/** The comments of a thread: [{start, end, bodyStart}], the post above the first header its first (none unless two stand
 * in the text). */
function commentsOf(text) {
  const lines = linesOf(text), comments = [{ start: 0, end: text.length, bodyStart: 0 }];
  for (const line of lines) {
    const speaker = COMMENT_HEADER.test(line.text) ? null : SPEAKER_LINE.exec(line.text);
    if (speaker === null && !COMMENT_HEADER.test(line.text)) continue;
    if (line.start === 0) comments.pop();   // (no post above the first header)
    else comments.at(-1).end = line.start;
    comments.push({ start: line.start, end: text.length,
      bodyStart: speaker ? line.start + speaker[0].length : line.start + line.text.length + 1 });
  }
  return comments.length >= 2 ? comments : [];
}

/** The bare figures of each reply that the claims in the comments above it give a unit. */
export function threadReplyClaims(original, claims) {
  if (!claims.length) return [];
  const text = simplified(original);   // (traditional characters as simplified ones, one for one: "頻寬" is "带宽")
  const comments = commentsOf(text);
  const replies = [];
  comments.forEach((comment, i) => {
    if (i === 0) return;
    const above = claims.filter((claim) => claim.start >= comments[Math.max(0, i - COMMENTS_ABOVE)].start &&
      claim.start < comment.start);
    if (!above.length) return;
    if (OTHER_QUESTION.test(text.slice(comments[i - 1].bodyStart, comment.start))) return;
    const body = text.slice(comment.bodyStart, Math.min(comment.end, comment.bodyStart + REPLY_READ));
    const read = body.split("\n").map((line) => (CHROME.test(line) || ASKS_OTHER.test(line) ? " ".repeat(line.length)
      : line.replace(PUSH_TIME, (time) => " ".repeat(time.length)))).join("\n");
    for (const figure of figuresIn(read, comment.bodyStart, read.trim().slice(0, 120))) {
      const at = figure.start - comment.bodyStart, after = read.slice(at + figure.text.length);
      if (countedAt(read, at, figure.text) || OPERAND.test(after) || PAIRED_UNIT.test(after) ||
        (/[kK]$/.test(figure.text) && LENGTH_AFTER.test(after)) || CHANGE_AFTER.test(after) || OTHER_THING_AFTER.test(after) ||
        SETTING_BEFORE.test(read.slice(Math.max(0, at - 16), at)) || NOT_SPEED_BEFORE.test(read.slice(Math.max(0, at - 12), at)) ||
        BANDWIDTH_BEFORE.test(read.slice(0, at))) continue;
      if (claims.some((claim) => figure.start < claim.end && claim.start < figure.end)) continue;   // read already
      if (above.some((claim) => figure.value * RATIO >= claim.value && figure.value <= claim.value * RATIO)) {
        replies.push({ ...figure, text: original.slice(figure.start, figure.end), column: "", row: "" });
      }
    }
  });
  return replies;
}
