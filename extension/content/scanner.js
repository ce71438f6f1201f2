/**
 * Finds the page's text nodes without stalling it: a TreeWalker over queued roots in slices of at most
 * 64 nodes or 4 ms, each in an idle period (requestIdleCallback), and a MutationObserver that only queues what
 * was added (infinite-scroll timelines get scanned as posts arrive, once the reader's scrolling pauses: read under a
 * fling, the posts flung past filled the page's frames with the reading's garbage for nothing). Reading text changes
 * nothing on the page, so a slice needs no frame; the badges it finds are placed in the next animation frame (main.js placeFound),
 * before its style and layout: placed in an idle period they left the layout dirty, and a page reading its
 * geometry (an infinite scroll's scroll handler) paid a second layout of its whole timeline. Slices ran in
 * animation frames until session 16: a frame that inserts badges on a long page costs its whole lifecycle
 * (layout, style, compositing inputs, paint: about 20 ms on the 10,000-post bench), and the slice's 4 ms in
 * the same frame tipped many over 50 ms. Three interleaved pairs on the bench: 7, 4 and 14 long tasks against
 * 11, 22 and 25, the scroll 17-18 s against 21-23 s.
 * Skips scripts, styles, form fields, editable areas, code (but a <pre> of tool output the grammar knows,
 * read as a text table), hidden subtrees, tokcheck's own elements and anything marked `data-tokcheck-skip`
 * (a page's opt-out; tokcheck's web page marks its cards, whose arithmetic is not a claim); descends into
 * open shadow roots.
 */
import { isToolOutput } from "./table-claims.js";

const SKIP_TAGS = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEXTAREA", "INPUT", "SELECT", "OPTION",
  "KBD", "SAMP", "SVG", "MATH", "TEMPLATE", "IFRAME", "CANVAS", "HEAD", "TITLE", "TOKCHECK-BADGE", "TOKCHECK-CARD"]);
const SKIP_INSIDE = "script, style, noscript, textarea, [contenteditable], [hidden], [aria-hidden='true'], "
  + "[data-tokcheck-skip], tokcheck-badge, tokcheck-card";
/** A short text node is read only when it holds a digit: a table cell's "45", a highlighted block's "7.5". */
const HAS_DIGIT = /[0-9\uFF10-\uFF19]/;
const SLICE_NODES = 64;
const SLICE_MS = 4;
const IDLE_TIMEOUT_MS = 300;
const MUTATIONS = { childList: true, subtree: true, characterData: true };

export const idle = globalThis.requestIdleCallback
  ? (run) => requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  : (run) => setTimeout(run, 16);
/** The next frame, for work that changes the page; a hidden tab draws no frames, so there idle time. */
export const nextFrame = (run) => (document.visibilityState === "hidden" ? idle(run) : requestAnimationFrame(run));
/**
 * Runs run in a period schedule(run) gives (idle, nextFrame) once wait() says no ms are left to wait (the reader's
 * scrolling has paused), waiting those ms first as often as it must.
 */
export function whenStill(wait, schedule, run) {
  schedule(() => {
    const left = wait();
    if (left > 0) setTimeout(() => whenStill(wait, schedule, run), left);
    else run();
  });
}

/** Code is skipped unless it sits in a <pre> holding tool output. */
function skipCode(element) {
  const pre = element.closest("pre");
  return pre === null || !isToolOutput(pre);
}

function skipElement(element) {
  if (element.tagName === "PRE" || element.tagName === "CODE") return skipCode(element);
  return SKIP_TAGS.has(element.tagName) || element.isContentEditable || element.hidden
    || element.getAttribute("aria-hidden") === "true" || element.hasAttribute("data-tokcheck-skip");
}

export class Scanner {
  /**
   * visit(textNode) is called once per text node, and again when its text changes; reading waits while wait() says
   * how many ms the reader's scrolling has still to pause (what a reader flings past is read once they stop).
   */
  constructor(visit, { wait = () => 0 } = {}) {
    this.visit = visit;
    this.wait = wait;
    this.queue = [];
    this.walker = null;
    this.scheduled = false;
    this.stopped = false;
    this.seen = new WeakMap();
    this.observer = new MutationObserver((records) => this.queueMutations(records));
    this.filter = { acceptNode: (node) => this.accept(node) };
  }

  start(root) {
    this.watch(root);
    this.enqueue(root);
  }

  stop() {
    this.stopped = true;
    this.observer.disconnect();
    this.queue = [];
    this.walker = null;
  }

  /** Reads textNode again the next time it is walked (its badge was evicted: see Badges.roomForOne). */
  forget(textNode) {
    this.seen.delete(textNode);
  }

  watch(root) {
    this.observer.observe(root, MUTATIONS);
  }

  enqueue(node) {
    this.queue.push(node);
    this.schedule();
  }

  queueMutations(records) {
    for (const record of records) {
      if (record.type === "characterData") this.queue.push(record.target);
      else for (const node of record.addedNodes) this.queue.push(node);
    }
    this.schedule();
  }

  /** The next slice, in the next idle period (at most IDLE_TIMEOUT_MS away on a busy page) once scrolling pauses. */
  schedule() {
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    whenStill(this.wait, idle, () => {
      this.scheduled = false;
      this.slice();
    });
  }

  accept(node) {
    if (node.nodeType === Node.TEXT_NODE) {
      return node.data.length > 3 || HAS_DIGIT.test(node.data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    }
    if (skipElement(node)) return NodeFilter.FILTER_REJECT;
    if (node.shadowRoot) {
      this.watch(node.shadowRoot);
      this.queue.push(node.shadowRoot);
    }
    return NodeFilter.FILTER_SKIP;
  }

  /** Everything queued has been read. */
  get done() {
    return !this.walker && !this.queue.length;
  }

  /** The next text node to look at, or null when everything queued has been walked. */
  next() {
    while (true) {
      const node = this.walker?.nextNode();
      if (node) return node;
      this.walker = null;
      const root = this.queue.pop();   // the latest queued first: what a timeline just added is where its reader is
      if (!root) return null;
      if (!root.isConnected) continue;
      const parent = root.parentElement;
      if (parent && (skipElement(parent) || parent.closest(SKIP_INSIDE))) continue;
      const code = parent?.closest("code, pre");
      if (code && skipCode(code)) continue;
      if (root.nodeType === Node.TEXT_NODE) return root;
      if (root.nodeType === Node.ELEMENT_NODE && skipElement(root)) continue;
      if (root.nodeType === Node.ELEMENT_NODE && root.shadowRoot) this.accept(root);
      this.walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, this.filter);
    }
  }

  slice() {
    const deadline = performance.now() + SLICE_MS;
    for (let budget = SLICE_NODES; budget > 0 && performance.now() < deadline; budget--) {
      const node = this.next();
      if (!node) break;
      if (this.seen.get(node) === node.data) continue;
      this.seen.set(node, node.data);
      this.visit(node);
    }
    if (this.walker || this.queue.length) this.schedule();
    this.onSliceEnd?.();
  }
}
