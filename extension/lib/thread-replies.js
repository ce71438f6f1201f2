/**
 * Replies in a thread as copied from a page (GitHub, Hacker News, Reddit, Slack, Discord): each comment under a header
 * line of its own. A reply's bare figure takes the unit of the claims in the comments above it ("**rosa-lm** commented"
 * then "4090 on the same build: 141 on tg and ~3,900 pp"), its phase only from its own words.
 */
import { bareSpeedFigures } from "./bare-figures.js";
import { overlaps } from "./detect.js";
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
  // GitHub's mail and mobile views: "hyun-park commented", "@tkoval replied"
  String.raw`^[ \t]*@?[\w.-]{1,39}[ \t]+(?:commented|replied)(?![A-Za-z])[^\n]{0,40}$`,
  // Mastodon and Bluesky: "Mara Lind @mara@hachyderm.io", "@teo@fosstodon.org", "Ana @ana.bsky.social · 2h"
  String.raw`^[ \t]*(?:[^\n@]{1,30}[ \t]+)?@[\w-]{1,30}(?:@[\w-]+)?(?:\.[\w-]+)+[ \t]*(?:[·•][^\n]{0,20})?$`,
  // a Telegram export's "Leo, [28.11.2025 14:22]"; a QQ export's "2025-11-27 21:10:05 小林(934521780)"
  String.raw`^[ \t]*[^\n,[\]]{1,30},[ \t]*\[\d{1,2}\.\d{1,2}\.\d{2,4}[ \t]+\d{1,2}:\d{2}(?::\d{2})?\][ \t]*$`,
  String.raw`^[ \t]*\d{4}-\d{1,2}-\d{1,2}[ \t]+\d{1,2}:\d{2}(?::\d{2})?[ \t]+[^\n]{1,30}$`,
  // a video site's or a forum's comment: "老猫不吃鱼 · IP 属地浙江 · 11-18", "路人甲 回复 老猫 · 11-18", "3楼 楼主 · 14:15"
  String.raw`^[ \t]*[^\n·•]{1,30}(?:[ \t]+回复[ \t]+[^\n·•]{1,30})?[ \t]*[·•][ \t]*(?:IP[ \t]*属地[^\n·•]{1,8}[ \t]*[·•][ \t]*)?(?:\d{1,4}-\d{1,2}(?:-\d{1,2})?|\d{1,2}:\d{2}|\d{1,2}[ \t]*(?:分钟|小时|天)前|昨天[^\n]{0,8})[ \t]*$`,
].join("|"), "i");
/** A comment written on one line after its speaker: PTT's "推 lanlan: …" (its time at the end), "#2 楼主：…", "3楼：…",
 * "回复 @x：…", "作者：…", a 弹幕's "02:13 …". */
const SPEAKER_LINE = /^[ \t]*(?:(?:推|噓|→)[ \t]+[\w]{1,20}[ \t]*:|#\d{1,4}[ \t]*[^\n:：#]{0,12}[：:]|\d{1,4}[ \t]*[楼樓](?:[ \t]*[^\n:：]{1,12})?[：:](?![0-9])|(?:回复|回覆)[^\n:：]{0,24}[：:]|(?:└[ \t]*)?(?:作者|楼主|UP主?)(?:回复)?[：:]|\d{2}:\d{2}(?=[ \t]+\S))[ \t]*/i;
/** A reply's time at the end of its line: PTT's "11/29 22:20", 贴吧's "11-20 23:01 回复". */
const PUSH_TIME = /[ \t]+\d{1,2}[/-]\d{1,2}[ \t]+\d{1,2}:\d{2}(?:[ \t]*回复)?[ \t]*$/;
/** A line of the page's own chrome between comments: "reply", "3 replies", "👍 4", "edited". */
const CHROME = /^[ \t]*(?:reply|\d+[ \t]+repl(?:y|ies)|edited|(?:[^\w\s]{1,4}|:[a-z_+-]{1,30}:)[ \t]*\d{1,4})[ \t]*$/iu;
/** A question in the comment above about something other than a speed: its answer's figure is that ("what driver?"). */
const OTHER_QUESTION = /(?:driver|version|build|cuda|rocm|kernel|price|cost|paid|context|ctx|quant|vram|ram|power|watts?)[^?？\n]{0,20}[?？]|多少钱|几块钱|显存多少|功耗多少/i;
/** A line asking about another measure: "whats TTFT at 64". */
const ASKS_OTHER = /^[ \t]*(?:what|whats|what's|how)(?![A-Za-z])[^\n]*(?:ttft|latency|context|ctx|vram|ram|power|driver|version)/i;
/** How much of a reply is read for its figures, and how many comments above it may hold the claims it answers. */
const REPLY_READ = 300, COMMENTS_ABOVE = 3;
/** How far a reply's figure may lie from a claim above it (the carry's ratio for a sentence's neighbour). */
const RATIO = GRAMMAR.carry.next_ratio;

/** The comments of a thread: [{start, end, bodyStart}], the post above the first header its first (none unless two stand
 * in the text). */
function commentsOf(text) {
  const lines = linesOf(text), comments = [{ start: 0, end: text.length, bodyStart: 0 }];
  for (const line of lines) {
    const header = COMMENT_HEADER.test(line.text), speaker = header ? null : SPEAKER_LINE.exec(line.text);
    if (!header && speaker === null) continue;
    // (a speaker's mark opening a comment under its header is the same comment's: "6楼 · 路人 · 11-20" over "回复 4楼：…")
    if (!header && comments.length > 1 && line.start === comments.at(-1).bodyStart) {
      comments.at(-1).bodyStart = line.start + speaker[0].length;
      continue;
    }
    if (line.start === 0) comments.pop();   // (no post above the first header)
    else comments.at(-1).end = line.start;
    comments.push({ start: line.start, end: text.length,
      bodyStart: speaker ? line.start + speaker[0].length : line.start + line.text.length + 1 });
  }
  return comments.length >= 2 ? comments : [];
}

/** The bare figures of each reply in `original` that the claims in the comments above it give a unit, read in `text`, its
 * simplified() form (offsets alike: "個" is "个"). */
export function threadReplyClaims(original, text, claims) {
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
    const read = body.split("\n").map((line) => (CHROME.test(line) || ASKS_OTHER.test(line) ? " ".repeat(line.length)
      : line.replace(PUSH_TIME, (time) => " ".repeat(time.length)))).join("\n");
    for (const figure of bareSpeedFigures(read, comment.bodyStart)) {
      if (claims.some((claim) => overlaps(claim, figure))) continue;   // read already
      if (above.some((claim) => figure.value * RATIO >= claim.value && figure.value <= claim.value * RATIO)) {
        replies.push({ ...figure, text: original.slice(figure.start, figure.end), column: "", row: "" });
      }
    }
  });
  return replies;
}
