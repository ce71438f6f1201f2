/**
 * Claims in a thread's replies that give bare figures: a post asks for speeds ("roll call: what tg128 are you
 * getting?", "大家多少速度？") and the posts under it answer "3090, 141", "4090 here, 168ish", "六十多吧". On a page
 * each post is a block of its own, so prose reading (detect, one block at a time) sees only a bare number. The
 * thread is read as the lines it renders (each post's blocks on lines of their own, up to POSTS_BEFORE posts before
 * the reply), by the rules the corpus scorer measures (find-claims.js), and the reply gets the claims inside its own
 * lines. Read only where prose reading found nothing and a post before may ask for speeds, once per post and
 * text.
 */
import { findClaims } from "../lib/find-claims.js";
import { mayAskForSpeed } from "../lib/answers.js";
import { renderText } from "./rendered-text.js";

/** How many ancestors of a text node are tried as its post: a message's body, the message, its wrapper. */
const CLIMB = 6;
/** The posts before the reply that are read with it: a question further up is another conversation. */
const POSTS_BEFORE = 8;
const SIBLINGS_SEEN = 32;
const MAX_THREAD_TEXT = 8000;
/** post -> {text, claims}: the claims starting in the post's text nodes, each with its node and node offsets. */
const cache = new WeakMap();

/** Whether two elements are posts of one run: the same tag and the same first class (a chat's "message"). */
const sameKind = (a, b) => a.tagName === b.tagName && a.classList[0] === b.classList[0];

/**
 * The posts of the run `post` ends, at most POSTS_BEFORE before it (among SIBLINGS_SEEN siblings), when one of them
 * may ask for speeds; else null. A paragraph among paragraphs is a run too: a post's own question, then its figures.
 */
function postsBefore(post) {
  const before = [];
  let p = post.previousElementSibling;
  for (let seen = 0; p && before.length < POSTS_BEFORE && seen < SIBLINGS_SEEN; p = p.previousElementSibling, seen++) {
    if (sameKind(p, post)) before.unshift(p);
  }
  return before.some((p) => mayAskForSpeed(p.textContent.slice(0, MAX_THREAD_TEXT))) ? before : null;
}

/** The nearest ancestor of textNode that ends a run of posts one of which may ask, with those posts; or null. */
function threadOf(textNode) {
  let post = textNode.parentElement;
  for (let up = 0; post && post !== document.body && up < CLIMB; up++, post = post.parentElement) {
    const before = post.previousElementSibling && postsBefore(post);
    if (before) return { post, before };
  }
  return null;
}

/** The claims of the reply `post` read under the posts before it, each with the text node it starts in. */
function replyClaims(post, before) {
  const out = { text: "" };
  for (const p of before) {
    renderText(p, out, MAX_THREAD_TEXT);
    if (!out.text.endsWith("\n")) out.text += "\n";
  }
  const from = out.text.length, nodes = new Map();
  renderText(post, out, MAX_THREAD_TEXT, nodes);
  const claims = [];
  for (const claim of findClaims(out.text)) {
    if (claim.start < from) continue;
    for (const [node, at] of nodes) {
      if (claim.start >= at && claim.start < at + node.data.length) {
        claims.push({ node, claim: { ...claim, start: claim.start - at, end: Math.min(claim.end - at, node.data.length),
          reply: out.text.slice(from).replace(/\s+/g, " ").trim() } });
        break;
      }
    }
  }
  return claims;
}

/** The claims a thread's question makes of the bare figures starting in textNode, with offsets in its text. */
export function threadClaimsIn(textNode) {
  const thread = threadOf(textNode);
  if (!thread) return [];
  const text = thread.post.textContent;
  let known = cache.get(thread.post);
  if (known?.text !== text || known.claims.some(({ node }) => !node.isConnected)) {
    known = { text, claims: replyClaims(thread.post, thread.before) };
    cache.set(thread.post, known);
  }
  return known.claims.filter(({ node }) => node === textNode).map(({ claim }) => claim);
}
