/**
 * Badges: one `<tokcheck-badge data-verdict>` per claim, inserted as a sibling right after the claim's
 * inline container (never wrapping the page's text nodes, and splitting one only in a <pre> of tool output, at
 * the end of the claim's line), with an open shadow root holding a real <button>. The claim text is underlined
 * with the CSS Custom Highlight API. In a table cell (data-cell) the badge is smaller and absolutely positioned in
 * the cell's end padding (the cell made its containing block): it takes no room, so the table keeps its layout,
 * and it stays inside the cell. The host's box is set by the `:host(tokcheck-badge)` rules of ui.css.
 */
import { h } from "../lib/dom.js";
import { MARKS, verdictOf } from "../lib/verdicts.js";

const INLINE = new Set(["A", "ABBR", "B", "BDI", "BDO", "CITE", "DATA", "DFN", "EM", "FONT", "I", "MARK", "Q", "S",
  "SMALL", "SPAN", "STRONG", "SUB", "SUP", "TIME", "U", "VAR", "LABEL"]);
/**
 * Cap on live badges: past it, the oldest far from the viewport gives its place to the new one (roomForOne).
 * Each live badge costs the renderer about 9 KB: on a 10,000-post scroll 1,000 of them grew its heap by 22 MB,
 * 400 by 16.5 MB, 200 by 14.8 MB. Each is also observed for its underline and restyled with the page's frames:
 * 200 against 400 took the bench's long tasks from 68 and 65 to 47 and 45 (two interleaved pairs; 100 gave 47).
 * 200 still covers a screen and 400 px on either side of a dense table; past that, a screen badges its first 200.
 */
export const MAX_BADGES = 200;
/** Where the badge goes: after the link holding the claim, else after its inline parent, else after the text. */
function anchorFor(textNode) {
  const parent = textNode.parentElement;
  const link = parent.closest("a");
  if (link) return link;
  return INLINE.has(parent.tagName) && parent.parentElement ? parent : textNode;
}

/** The claim's characters, for its underline (null where StaticRange is missing). */
function rangeOf(startNode, start, endNode, end) {
  return typeof StaticRange === "function"
    ? new StaticRange({ startContainer: startNode, startOffset: start, endContainer: endNode, endOffset: end })
    : null;
}

/**
 * The text node and offset `offset` characters on from node's start, counting over the text nodes that follow
 * it under the walker's root; an end offset (atEnd) may close its node. [null, 0] past the root's text.
 */
function advance(walker, node, offset, atEnd = false) {
  walker.currentNode = node;
  while (node && (atEnd ? offset > node.data.length : offset >= node.data.length)) {
    offset -= node.data.length;
    node = walker.nextNode();
  }
  return [node, offset];
}

export class Badges {
  /** handlers: {open(host, {focusCard}), close(host), hovering(host, inside)}; styles(shadowRoot) styles a badge. */
  constructor({ t, handlers, styles }) {
    this.t = t;
    this.handlers = handlers;
    this.styles = styles;
    this.byKey = new Map();                      // key -> Set(host)
    this.live = new Set();
    this.highlights = new Map();                 // verdict -> Highlight
    // Only claims near the viewport are underlined: every change to a highlight repaints all of its ranges,
    // and a timeline with hundreds of them would stall scrolling.
    this.nearby = new IntersectionObserver((entries) => {
      for (const entry of entries) this.underline(entry.target, entry.isIntersecting);
    }, { rootMargin: "400px 0px" });
  }

  underline(host, on) {
    host.near = on;
    if (host.range) this.highlightFor(host.verdict)?.[on ? "add" : "delete"](host.range);
  }

  /**
   * Whether one more badge may go in: while fewer than MAX_BADGES are live, or once the oldest badge that left
   * the page or sits far from the viewport gave up its place, so a timeline read to its 10,000th post still
   * badges what the reader sees (the evicted badge's text is read again when it comes back: onEvicted). False
   * only when every live badge is near the viewport, or not measured yet.
   */
  roomForOne() {
    if (this.live.size < MAX_BADGES) return true;
    for (const host of this.live) {              // a Set iterates in insertion order: the oldest first
      if (host.isConnected && host.near !== false) continue;
      this.forget(host);
      if (host.isConnected) {
        host.remove();
        this.onEvicted?.(host.source);
      }
      return true;
    }
    return false;
  }

  /** Removes the badges textNode had for claims its text no longer holds (a page edited the text in place). */
  prune(textNode, keys) {
    for (let next = anchorFor(textNode).nextSibling; next?.nodeName === "TOKCHECK-BADGE";) {
      const host = next;
      next = next.nextSibling;
      if (host.source === textNode && !keys.includes(host.key)) {
        this.forget(host);
        host.remove();
      }
    }
  }

  /** Puts the badge for claim after its container (once per container and key). Returns the host or null. */
  place(textNode, claim, view) {
    if (claim.inPre) return this.placeInPre(textNode, claim, view);
    const anchor = anchorFor(textNode);
    for (let next = anchor.nextSibling; next?.nodeName === "TOKCHECK-BADGE"; next = next.nextSibling) {
      if (next.key === claim.key) return null;
    }
    let last = anchor;
    while (last.nextSibling?.nodeName === "TOKCHECK-BADGE") last = last.nextSibling;
    const cell = claim.column === undefined ? null : textNode.parentElement.closest("td, th");
    const host = this.build(claim, cell !== null);
    if (cell && getComputedStyle(cell).position === "static") cell.style.setProperty("position", "relative");
    host.source = textNode;
    last.after(host);
    const end = Math.min(claim.end, textNode.data.length);
    return this.register(host, rangeOf(textNode, claim.start, textNode, end), view);
  }

  /**
   * In a <pre> of tool output the badge goes at the end of the claim's line, the text node split before its
   * newline: after the node it would sit at the end of the whole block, and mid-line it would push the columns
   * right of it. (Elsewhere page text is never split; a static block of tool output is safe to.) The claim's
   * offsets count from textNode's start over the text nodes that follow it in the block, which a claim placed
   * before it in the same visit may already have split.
   */
  placeInPre(textNode, claim, view) {
    const pre = textNode.parentElement.closest("pre");
    for (const host of this.byKey.get(claim.key) ?? []) if (host.holder === pre && host.isConnected) return null;
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    const [node, start] = advance(walker, textNode, claim.start);
    if (!node) return null;
    const [endNode, end] = advance(walker, node, start + claim.end - claim.start, true);
    if (!endNode) return null;
    let lineEnd = endNode;
    let newline = endNode.data.indexOf("\n", end);
    walker.currentNode = endNode;
    while (newline < 0 && walker.nextNode()) {
      lineEnd = walker.currentNode;
      newline = lineEnd.data.indexOf("\n");
    }
    const host = this.build(claim, false);
    host.dataset.line = "";
    host.source = node;
    host.holder = pre;
    if (newline < 0) lineEnd.after(host);
    else if (newline === 0) lineEnd.before(host);
    else lineEnd.splitText(newline).before(host);
    return this.register(host, rangeOf(node, start, endNode, end), view);
  }

  register(host, range, view) {
    host.range = range;
    if (!this.byKey.has(host.key)) this.byKey.set(host.key, new Set());
    this.byKey.get(host.key).add(host);
    this.live.add(host);
    this.show(host, view);
    this.nearby.observe(host);
    return host;
  }

  build(claim, inCell) {
    const host = document.createElement("tokcheck-badge");
    if (inCell) host.dataset.cell = "";
    host.key = claim.key;
    host.dataset.key = claim.key;
    host.claim = claim;
    const root = host.attachShadow({ mode: "open" });
    const button = h("button", { type: "button", class: "badge", "aria-expanded": "false", "aria-haspopup": "dialog" },
      h("span", { "aria-hidden": "true" }), h("span", { class: "review", "aria-hidden": "true" }));
    button.addEventListener("mouseenter", () => this.handlers.hovering(host, true));
    button.addEventListener("mouseleave", () => this.handlers.hovering(host, false));
    button.addEventListener("focus", () => this.handlers.open(host, { focusCard: false }));
    button.addEventListener("blur", (event) => this.handlers.blurred(host, event.relatedTarget));
    button.addEventListener("click", () => this.handlers.open(host, { focusCard: true }));
    button.addEventListener("keydown", (event) => {
      if (event.key === "Escape") this.handlers.close(host, { refocus: true });
    });
    root.append(button);
    this.styles(root);
    host.button = button;
    return host;
  }

  /** Shows view on every badge of key. */
  update(key, view) {
    for (const host of this.byKey.get(key) ?? []) {
      if (host.isConnected) this.show(host, view);
      else this.forget(host);
    }
  }

  /**
   * The computed verdict's mark, and beside it the moderator's decision when there is one (it never replaces it).
   * The host's key, verdict and review are read from its own properties, never from its `data-` attributes (read
   * back, an attribute costs a lookup the property does not). The attributes are written for the stylesheet (a
   * verdict's colour, a reviewed badge's width), the page's CSS and the tests.
   */
  show(host, view) {
    const verdict = verdictOf(view);
    const review = view?.annotation?.review?.decision ?? "";
    if (host.verdict === verdict && (host.review ?? "") === review) return;
    if (host.verdict !== verdict) {
      const near = host.near;
      if (near) this.underline(host, false);
      host.verdict = verdict;
      host.dataset.verdict = verdict;
      if (near) this.underline(host, true);
    }
    const [mark, reviewMark] = host.button.children;
    mark.textContent = MARKS[verdict];
    reviewMark.textContent = review ? MARKS[review] : "";
    let label = this.t("badgeLabel", this.t(`verdict_${verdict}`), `${host.claim.value} tok/s`);
    host.review = review;
    if (review) {
      host.dataset.review = review;
      label += this.t("badgeReview", this.t(`verdict_${review}`));
    } else {
      delete host.dataset.review;
    }
    host.button.setAttribute("aria-label", label);
  }

  highlightFor(verdict) {
    if (!verdict || !globalThis.CSS?.highlights || typeof Highlight !== "function") return null;
    if (!this.highlights.has(verdict)) {
      const highlight = new Highlight();
      this.highlights.set(verdict, highlight);
      CSS.highlights.set(`tokcheck-${verdict}`, highlight);
    }
    return this.highlights.get(verdict);
  }

  forget(host) {
    this.live.delete(host);
    this.byKey.get(host.key)?.delete(host);
    this.nearby.unobserve(host);
    if (host.near) this.underline(host, false);
  }

  removeAll() {
    this.nearby.disconnect();
    for (const host of this.live) host.remove();
    this.live.clear();
    this.byKey.clear();
    for (const verdict of this.highlights.keys()) CSS.highlights.delete(`tokcheck-${verdict}`);
    this.highlights.clear();
  }
}
