/**
 * A text node's claims with what is sent about each: the sentence, a few words around it, and the links
 * of the same post. Nothing else about the page is read. Claims are keyed by a hash of the normalized
 * sentence, the number and the links, never by DOM flags (timelines recycle their rows).
 */
import { detect, mayHoldClaim } from "../lib/detect.js";
import { safeHref } from "../lib/dom.js";
import { hash53 } from "../lib/hash.js";

const POST = "article, [role='article'], [data-testid='tweet'], li, blockquote, td, dd";
const BLOCK = "p, li, blockquote, td, dd, h1, h2, h3, h4, h5, h6, figcaption, article, [role='article']";
const AROUND = 150;            // characters of context on each side of the sentence
const MAX_SENTENCE = 600;
const MAX_LINKS = 20;
const MAX_BLOCK_TEXT = 20000;
const SENTENCE_END = /[!?。！？\n]/;

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

/** The claims in textNode, each {key, text, value, unit, per_user, context, links, start, end}. */
export function claimsIn(textNode) {
  const data = textNode.data;
  if (!mayHoldClaim(data)) return [];
  const found = detect(data);
  if (!found.length) return [];
  const element = textNode.parentElement;
  const post = element.closest(POST) ?? element.closest(BLOCK) ?? element;
  const block = element.closest(BLOCK) ?? post;
  const blockText = block.textContent.slice(0, MAX_BLOCK_TEXT);
  const offset = Math.max(0, blockText.indexOf(data));
  const links = linksOf(post, textNode);
  return found.map((claim) => {
    const [from, to] = sentenceBounds(blockText, offset + claim.start, offset + claim.end);
    const sentence = blockText.slice(from, to).replace(/\s+/g, " ").trim() || claim.text;
    const context = blockText.slice(Math.max(0, from - AROUND), to + AROUND).replace(/\s+/g, " ").trim();
    const key = hash53(`${sentence.toLowerCase()}|${claim.value}|${links.join(" ")}`);
    return { key, text: sentence, value: claim.value, unit: claim.unit, context, links,
      start: claim.start, end: claim.end };
  });
}
