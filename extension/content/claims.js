/**
 * A text node's claims with what is sent about each: the sentence, a few words around it, and the links
 * of the same post. Nothing else about the page is read. Claims are keyed by a hash of the normalized
 * sentence, the number and the links, never by DOM flags (timelines recycle their rows). A table cell's
 * claim is sent as its row and column ("llama 8B Q4_K_M | CUDA | tg128 | t/s: 132.96"), since its cell alone
 * says only a number; a reply's bare figure is sent with the question it answers ("what tg128 are you getting? |
 * 141"); the phase the detector read (prefill or decode) is named in the context.
 */
import { detect, mayHoldClaim } from "../lib/detect.js";
import { safeHref } from "../lib/dom.js";
import { hash53 } from "../lib/hash.js";
import { offsetIn, tableClaimsIn } from "./table-claims.js";
import { threadClaimsIn } from "./thread-claims.js";
import { LINE_BREAKS, renderText } from "./rendered-text.js";

const POST = "article, [role='article'], [data-testid='tweet'], li, blockquote, td, dd";
const BLOCK = "p, li, blockquote, td, dd, h1, h2, h3, h4, h5, h6, figcaption, article, [role='article']";
const AROUND = 150;            // characters of context on each side of the sentence
const MAX_SENTENCE = 600;
const MAX_LINKS = 20;
const MAX_BLOCK_TEXT = 20000;
const SENTENCE_END = /[!?。！？\n]/;
/** A character a claim's number can start with: a node without one holds no claim's start. */
const NUMBER_CHAR = /[0-9\uFF10-\uFF19〇零一二两三四五六七八九十百千万]/;

/** Whether text[i] ends a sentence: a full stop only when a space or the end follows (not "3.6" or "x.com"). */
function endsSentence(text, i) {
  return SENTENCE_END.test(text[i]) || (text[i] === "." && (i + 1 === text.length || /\s/.test(text[i + 1])));
}

function sentenceBounds(text, start, end) {
  let from = start;
  while (from > 0 && start - from < MAX_SENTENCE / 2 && !endsSentence(text, from - 1)) from--;
  let to = end;
  while (to < text.length && to - end < MAX_SENTENCE / 2 && !endsSentence(text, to)) to++;
  if (to < text.length) to++;
  return [from, to];
}

function linksOf(post, textNode) {
  const anchors = [...post.querySelectorAll("a[href]")];
  const own = textNode.parentElement.closest("a[href]");
  if (own && !anchors.includes(own)) anchors.unshift(own);
  const links = [];
  for (const anchor of anchors) {
    const href = safeHref(anchor.href);
    if (href && !links.includes(href)) links.push(href);
    if (links.length === MAX_LINKS) break;
  }
  return links;
}

/**
 * Where textNode's text starts in its block's text: found by its text when that occurs once (cheap), counted
 * node by node when it occurs more often (a highlighted block's "2" or a repeated line).
 */
function offsetOf(blockText, block, textNode) {
  const first = blockText.indexOf(textNode.data);
  if (first >= 0 && blockText.indexOf(textNode.data, first + 1) < 0) return first;
  return Math.min(offsetIn(block, textNode), blockText.length);
}

/**
 * A block's text and where textNode starts in it: its textContent, or where a <br> or a block inside breaks its lines,
 * the text it renders ("45 t/s<br>3090: 38" is two lines, not "45 t/s3090: 38").
 */
function blockReading(block, textNode) {
  if (block.querySelector(LINE_BREAKS) === null) {
    const text = block.textContent.slice(0, MAX_BLOCK_TEXT);
    return { text, offset: offsetOf(text, block, textNode) };
  }
  const out = { text: "" }, nodes = new Map();
  renderText(block, out, MAX_BLOCK_TEXT, nodes);
  const text = out.text.slice(0, MAX_BLOCK_TEXT);
  return { text, offset: Math.min(nodes.get(textNode) ?? text.length, text.length) };
}

/**
 * The last block read, {block, text, claims}: the scanner walks a block's text nodes one after another, so one
 * entry serves them all, and no block's text outlives its reading (a WeakMap of every block held a copy of each).
 */
let lastRead = null;

/**
 * The claims that start in the text node at `offset` of its block, read over the block's whole text: a claim's
 * words may sit in several nodes ("<b>42</b> tok/s", "44 t/s on <a>llama3.1:8b</a> and now it's 31"). Offsets
 * are the node's own, a claim's end cut at the node's end (its badge goes in the node where its number starts).
 */
function blockClaims(block, blockText, offset, length) {
  if (lastRead?.block !== block || lastRead.text !== blockText) {
    lastRead = { block, text: blockText, claims: mayHoldClaim(blockText) ? detect(blockText) : [] };
  }
  const end = offset + length;
  return lastRead.claims.filter((claim) => claim.start >= offset && claim.start < end)
    .map((claim) => ({ ...claim, start: claim.start - offset, end: Math.min(claim.end, end) - offset }));
}

/** A table's, list's or tool output's lead-in: the words of its post before it ("on my RTX 3090: ..."), read once. */
const leadIns = new WeakMap();
const TABLE_POST = "article, [role='article'], [data-testid='tweet'], li, blockquote, dd";
const LEAD_IN = 300;

/**
 * The words before a table or <pre> in its post, up to LEAD_IN characters: the sibling blocks before it and
 * before each of its ancestors inside the post, other tables and code skipped (their numbers are no lead-in).
 */
function leadInOf(block) {
  if (leadIns.has(block)) return leadIns.get(block);
  const post = block.parentElement?.closest(TABLE_POST);
  let text = "";
  for (let node = block; node && node !== post && text.length < LEAD_IN; node = node.parentElement) {
    for (let before = node.previousElementSibling; before && text.length < LEAD_IN;) {
      if (!before.matches("table, pre") && !before.querySelector("table, pre")) text = `${before.textContent} ${text}`;
      before = before.previousElementSibling;
    }
  }
  const leadIn = text.replace(/\s+/g, " ").trim().slice(-LEAD_IN);
  leadIns.set(block, leadIn);
  return leadIn;
}

/**
 * What is sent about a table or list claim: the words that label the number, and its post's lead-in, so the physics
 * can use them (the card the table ran on is named before it, seldom in it).
 */
function tableWords(claim, element) {
  const labels = [claim.row, claim.column].filter(Boolean).join(" | ").replace(/\s+/g, " ");
  const leadIn = leadInOf(element.closest("table, pre") ?? element.closest("li")?.parentElement ?? element);
  return { text: `${labels}: ${claim.text}`,
    context: `column: ${claim.column}; row: ${claim.row}${leadIn ? `; post: ${leadIn}` : ""}` };
}

/**
 * The claims in textNode, each {key, text, value, unit, per_user, phase, context, links, start, end, column?,
 * inPre?}.
 */
export function claimsIn(textNode) {
  const data = textNode.data;
  const tabled = tableClaimsIn(textNode);
  if (tabled === null && !NUMBER_CHAR.test(data)) return [];   // no claim starts here
  const element = textNode.parentElement;
  const post = element.closest(POST) ?? element.closest(BLOCK) ?? element;
  const block = element.closest(BLOCK) ?? post;
  const { text: blockText, offset } = blockReading(block, textNode);
  let found = tabled ?? (offset + data.length <= blockText.length ? blockClaims(block, blockText, offset, data.length)
    : mayHoldClaim(data) ? detect(data) : []);
  if (!found.length && tabled === null) found = threadClaimsIn(textNode);
  if (!found.length) return [];
  const links = linksOf(post, textNode);
  return found.map((claim) => {
    let text, context;
    if (claim.reply !== undefined) {
      text = `${claim.column} | ${claim.text}`;
      context = `question: ${claim.column}; reply: ${claim.reply.slice(0, AROUND * 2)}`;
    } else if (claim.column !== undefined) {
      ({ text, context } = tableWords(claim, element));
    } else {
      const [from, to] = sentenceBounds(blockText, offset + claim.start, offset + claim.end);
      text = blockText.slice(from, to).replace(/\s+/g, " ").trim() || claim.text;
      context = blockText.slice(Math.max(0, from - AROUND), to + AROUND).replace(/\s+/g, " ").trim();
    }
    if (claim.phase) context += `; phase: ${claim.phase}`;
    if (claim.per_user) context += "; per user";
    const key = hash53(`${text.toLowerCase()}|${claim.value}|${links.join(" ")}`);
    return { key, text, value: claim.value, unit: claim.unit, per_user: claim.per_user, phase: claim.phase, context,
      links, start: claim.start, end: claim.end, column: claim.column, inPre: claim.inPre };
  });
}
