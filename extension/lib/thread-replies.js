/**
 * Replies in a thread as copied from a page (GitHub, Hacker News, Reddit, Slack, Discord): each comment under a header
 * line of its own. A reply's bare figure takes the unit of the claims in the comments above it ("**rosa-lm** commented"
 * then "4090 on the same build: 141 on tg and ~3,900 pp"), its phase only from its own words.
 */
import { countedAt, figuresIn } from "./answers.js";
import { GRAMMAR } from "./grammar.js";
import { linesOf } from "./text-tables.js";

/** A comment's header line: "**name** commented 3 days ago", "name 2 hours ago | parent | next [–]", "level 2",
 * "u/name", "name · 37 points · 8h", "Tom Becker  10:21 AM", "quillon — Today at 19:51". */
const COMMENT_HEADER = new RegExp([
  String.raw`^[ \t]*\*\*[\w.-]{1,39}\*\*[ \t]+commented(?![A-Za-z])[^\n]{0,40}$`,
  String.raw`^[ \t]*[\w.-]{1,30}[ \t]+\d{1,3}[ \t]+(?:minutes?|hours?|days?|weeks?|months?|years?)[ \t]+ago(?![A-Za-z])[^\n]{0,40}$`,
  String.raw`^[ \t]*(?:level[ \t]+\d{1,2}|u\/[\w-]{2,30}(?:[ \t]*[·•][^\n]{0,40})?|[\w.-]{2,30}(?:[ \t]+OP)?[ \t]*[·•][ \t]*\d+[ \t]+points?(?![A-Za-z])[^\n]{0,30})[ \t]*$`,
  String.raw`^[ \t]*[A-Za-z][\w .'-]{1,38}?(?:[ \t]{2,}\d{1,2}:\d{2}(?:[ \t]*[AaPp][Mm])?|[ \t]+—[ \t]+(?:Today|Yesterday)[ \t]+at[ \t]+\d{1,2}:\d{2}(?:[ \t]*[AaPp][Mm])?)[ \t]*$`,
].join("|"), "i");
/** A line of the page's own chrome between comments: "reply", "3 replies", "👍 4", "edited". */
const CHROME = /^[ \t]*(?:reply|\d+[ \t]+repl(?:y|ies)|edited|(?:[^\w\s]{1,4}|:[a-z_+-]{1,30}:)[ \t]*\d{1,4})[ \t]*$/iu;
/** What makes a reply's figure no speed: an operand ("1000 / 26.93 is about 37"), one of a pair in another unit ("360
 * vs 288 GB/s"), a figure after a bandwidth in its clause ("273 GB/s against the M5's 153"), a length. */
const OPERAND = /^[ \t]*[/÷×*][ \t]*[0-9]/;
const PAIRED_UNIT = new RegExp(`^[ \\t]*(?:vs\\.?|versus|/|and|or|to|-|–)[ \\t]*[0-9][0-9.,]*(?:${GRAMMAR.other_unit}|[ \\t]*[GMT]i?B/s)`, "i");
const BANDWIDTH_BEFORE = /[GMT]i?B\/s[^\n.;!?。；！？]{0,40}$/i;
/** A gain or a comparison ("about 30 more than baseline"), a setting ("draft max 16, min 4"). */
const CHANGE_AFTER = new RegExp(`^[ \\t]*(?:${GRAMMAR.negative_after})`, "i");
const SETTING_BEFORE = /(?<![A-Za-z])(?:max|min|draft|ngl|threads?|layers?|top[-_ ]?[kp]|temp(?:erature)?|seed)[ \t]*[:=]?[ \t]*$/i;
/** A length in thousands before the side it measures: "1k input / 1k output". */
const LENGTH_AFTER = /^[ \t]*(?:input|output|in|out|prompt|context|ctx)(?![A-Za-z])/i;
/** A question in the comment above about something other than a speed: its answer's figure is that ("what driver?"). */
const OTHER_QUESTION = /(?:driver|version|build|cuda|rocm|kernel|price|cost|paid|context|ctx|quant|vram|ram|power|watts?)[^?？\n]{0,20}[?？]/i;
/** How much of a reply is read for its figures, and how many comments above it may hold the claims it answers. */
const REPLY_READ = 300, COMMENTS_ABOVE = 3;
/** How far a reply's figure may lie from a claim above it (the carry's ratio for a sentence's neighbour). */
const RATIO = 10;

/** The comments of a thread: [{start, end, bodyStart}] (none unless two headers at least stand in the text). */
function commentsOf(text) {
  const lines = linesOf(text), comments = [];
  for (const line of lines) {
    if (!COMMENT_HEADER.test(line.text)) continue;
    if (comments.length) comments.at(-1).end = line.start;
    comments.push({ start: line.start, end: text.length, bodyStart: line.start + line.text.length + 1 });
  }
  return comments.length >= 2 ? comments : [];
}

/** The bare figures of each reply that the claims in the comments above it give a unit. */
export function threadReplyClaims(text, claims) {
  if (!claims.length) return [];
  const comments = commentsOf(text);
  const replies = [];
  comments.forEach((comment, i) => {
    if (i === 0) return;
    const above = claims.filter((claim) => claim.start >= comments[Math.max(0, i - COMMENTS_ABOVE)].start &&
      claim.start < comment.start);
    if (!above.length) return;
    if (OTHER_QUESTION.test(text.slice(comments[i - 1].bodyStart, comment.start))) return;
    const body = text.slice(comment.bodyStart, Math.min(comment.end, comment.bodyStart + REPLY_READ));
    const read = body.split("\n").map((line) => (CHROME.test(line) ? " ".repeat(line.length) : line)).join("\n");
    for (const figure of figuresIn(read, comment.bodyStart, read.trim().slice(0, 120))) {
      const at = figure.start - comment.bodyStart, after = read.slice(at + figure.text.length);
      if (countedAt(read, at, figure.text) || OPERAND.test(after) || PAIRED_UNIT.test(after) ||
        (/[kK]$/.test(figure.text) && LENGTH_AFTER.test(after)) || CHANGE_AFTER.test(after) ||
        SETTING_BEFORE.test(read.slice(Math.max(0, at - 16), at)) ||
        BANDWIDTH_BEFORE.test(read.slice(0, at))) continue;
      if (claims.some((claim) => figure.start < claim.end && claim.start < figure.end)) continue;   // read already
      if (above.some((claim) => figure.value * RATIO >= claim.value && figure.value <= claim.value * RATIO)) {
        replies.push({ ...figure, column: "", row: "" });
      }
    }
  });
  return replies;
}
