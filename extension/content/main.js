/**
 * The content script: scan the page for claims, badge them, and trade claims for views with the
 * background over one port (the page never talks to the API, so its CSP doesn't matter). Turned off for
 * this site in the options or the popup, it removes everything and disconnects.
 */
import { Badges } from "./badges.js";
import { Card } from "./card.js";
import { claimsIn } from "./claims.js";
import { Returning } from "./returning.js";
import { Scanner, idle, nextFrame, whenStill } from "./scanner.js";
import { warmUp } from "./warm-up.js";
import { packagedStyles } from "../lib/dom.js";
import { ext } from "../lib/ext.js";
import { translator } from "../lib/i18n.js";
import { isDisabled, loadSettings } from "../lib/settings.js";

const RECONNECT_MS = 1000;
const APPLY_SLICE_MS = 4;
const APPLY_PER_FRAME = 16;          // each badge's verdict costs the frame a layout of the badge (~0.3 ms)
const FOUND_KEPT = 256;              // text nodes read and kept for placing (visit)
const PLACE_SLICE_MS = 2;            // placing them, a frame (placeFound)
const SCROLL_QUIET_MS = 150;         // badges go in once the reader's scrolling pauses this long (placeSoon)
const NEAR_PX = 600;                 // how far off the viewport a claim is badged; past it, once it comes back

/**
 * What a badge needs of a view: its status, verdict and the moderator's decision. The rest (checks, reasoning,
 * notes, a few kilobytes a claim) is kept only for the claim the card shows: a thousand full views held
 * ~6.5 MB of the page's heap. The card asks again for the one it opens on (the background has it cached).
 */
function badgeView(view) {
  const annotation = view.annotation;
  if (!annotation) return view;
  const review = annotation.review && { decision: annotation.review.decision };
  return { status: view.status, annotation: { verdict: annotation.verdict, review } };
}

class Page {
  constructor() {
    this.views = new Map();          // key -> latest view, as much as its badges need (badgeView)
    this.carded = null;              // {key, view}: the claim the card shows, its full view once here
    this.outbox = new Map();         // key -> claim, not yet sent
    this.asked = new Map();          // key -> claim, sent and not finished
    this.arrived = [];               // keys whose new view is not shown yet: a few applied per frame
    this.found = [];                 // [textNode, its text when read, its claims]: badges not placed yet
    this.placing = false;            // the rest of `found` is placed in the next frame
    this.scrolled = -Infinity;       // when the page (or a box in it) last scrolled
    this.stopped = false;
  }

  async start() {
    this.port = this.connect();
    const [config, styles] = await Promise.all([
      new Promise((resolve) => { this.configured = resolve; }),
      packagedStyles(ext.runtime.getURL("content/ui.css")),
    ]);
    const t = translator(config.catalogue);
    this.card = new Card({
      t, apiBase: config.apiBase, lang: config.lang, viewOf: (host) => this.cardView(host), styles,
    });
    this.card.ensureHost();
    this.badges = new Badges({
      t,
      styles,
      handlers: {
        open: (host, options) => this.card.open(host, options),
        close: (host, options) => this.card.close(options),
        hovering: (host, inside) => this.card.hovering(host, inside),
        blurred: (host, to) => this.card.blurred(host, to),
      },
    });
    this.scanner = new Scanner((textNode) => this.visit(textNode), { wait: () => this.scrolling() });
    // an evicted badge's text is read again once its element comes back near the viewport
    // (every post a reader flings past is remembered, so many that one in 64 of the older is observed)
    this.returning = new Returning((element) => this.scanner.enqueue(element), { remembered: 20000, stride: 64 });
    this.badges.onEvicted = (textNode) => this.later(textNode);
    // (what a slice found goes in at once: only what is near the viewport is placed, so a frame inserts badges only
    // where the reader is, and the rest of a long read inserts none)
    this.scanner.onSliceEnd = () => {
      if (this.found.length) this.placeSoon();
      this.send();
    };
    this.onScroll = () => { this.scrolled = performance.now(); };
    addEventListener("scroll", this.onScroll, { capture: true, passive: true });
    await warmUp(idle);
    if (!this.stopped) this.scanner.start(document.body ?? document.documentElement);
  }

  connect() {
    const port = ext.runtime.connect({ name: "tokcheck-page" });
    port.onMessage.addListener((message) => this.receive(message));
    port.onDisconnect.addListener(() => {
      this.port = null;
      if (!this.stopped) setTimeout(() => this.reconnect(), RECONNECT_MS);
    });
    port.postMessage({ type: "hello", url: location.href });
    return port;
  }

  /** The background restarted: ask again for every claim still waiting. */
  reconnect() {
    if (this.stopped || this.port) return;
    for (const [key, claim] of this.asked) this.outbox.set(key, claim);
    this.port = this.connect();
  }

  receive(message) {
    if (message.type === "config") {
      this.configured?.(message);
      this.configured = null;
      this.send();
    } else if (message.type === "view") {
      this.views.set(message.key, badgeView(message.view));
      if (this.carded?.key === message.key) this.carded.view = message.view;
      if (message.view.status === "done" || message.view.status === "failed") this.asked.delete(message.key);
      if (this.arrived.push(message.key) === 1) requestAnimationFrame(() => this.applyArrived());
    }
  }

  /**
   * Shows arrived verdicts a few per frame: 500 at once must not stall a scrolling page. The cap is on the
   * count, not only the script's time: most of a verdict's cost is the frame's style and layout, after it.
   */
  applyArrived() {
    const deadline = performance.now() + APPLY_SLICE_MS;
    for (let n = 0; n < APPLY_PER_FRAME && this.arrived.length && performance.now() < deadline; n++) {
      const key = this.arrived.shift();
      this.badges?.update(key, this.views.get(key));
      this.card?.refresh(key);
    }
    if (this.arrived.length) requestAnimationFrame(() => this.applyArrived());
  }

  /**
   * The view the card shows for host: the full one once it is here. The first time the card shows a claim
   * whose verdict is in, its full view is asked for again; until it arrives the card says it is checking.
   */
  cardView(host) {
    const key = host.key;
    if (this.carded?.key !== key) {
      this.carded = { key, view: null };
      if (this.views.get(key)?.annotation) {
        this.outbox.set(key, host.claim);
        this.send();
      }
    }
    return this.carded.view ?? (this.views.get(key)?.annotation ? { status: "pending" } : this.views.get(key));
  }

  /**
   * Keeps what the scanner read for placing, the latest FOUND_KEPT: older ones (a timeline scrolled past while the
   * reader kept scrolling) wait for their elements to come back near the viewport, read again then, rather than
   * every post's claims held through a long scroll for nothing.
   */
  visit(textNode) {
    if (this.found.push([textNode, textNode.data, claimsIn(textNode)]) > FOUND_KEPT) this.later(this.found.shift()[0]);
  }

  /** Reads textNode again once its element comes back near the viewport. */
  later(textNode) {
    this.scanner.forget(textNode);
    if (textNode.parentElement) this.returning.add(textNode.parentElement);
  }

  /**
   * Places the badges for what the scanner read and is near the viewport (the rest waits until it comes back), the
   * latest read first, in an animation frame before its layout (placeSoon): PLACE_SLICE_MS a frame reads where
   * the found text sits, then the near ones' badges go in together, since every frame that inserts badges lays out
   * the whole page. (Sessions 10 and 13 measured slices of placing while the reader scrolled: 2 ms won over 1, 3
   * and 6; since badges wait for the scroll to pause, a pause's badges are a screen's, and go in at once.)
   * A text node changed since it was read is skipped: the scanner reads it again.
   */
  placeFound() {
    const deadline = performance.now() + PLACE_SLICE_MS;
    // every box is read before any badge goes in: one read after a badge would lay the whole page out again
    const near = [];
    while (this.found.length && performance.now() < deadline) {
      const entry = this.found.pop();              // the latest read first: a timeline's reader is there
      const [textNode, text] = entry;
      if (!textNode.isConnected || textNode.data !== text) continue;
      if (this.near(textNode)) near.push(entry);
      else this.later(textNode);
    }
    for (const [textNode, , claims] of near) {
      this.badges.prune(textNode, claims.map((claim) => claim.key));
      for (const claim of claims) {
        if (!this.badges.roomForOne()) {
          this.found.length = 0;
          return;
        }
        if (!this.badges.place(textNode, claim, this.views.get(claim.key))) continue;
        if (!this.views.has(claim.key) && !this.asked.has(claim.key)) this.outbox.set(claim.key, claim);
      }
    }
    if (this.found.length) this.placeSoon();
  }

  /**
   * Whether textNode sits within NEAR_PX of the viewport, read once the page is still (its layout done); a text
   * node right under a shadow root, with no element of its own, counts as near.
   */
  near(textNode) {
    const box = textNode.parentElement?.getBoundingClientRect();
    return !box || (box.bottom > -NEAR_PX && box.top < innerHeight + NEAR_PX);
  }

  /** How many ms the reader's scrolling has still to pause (SCROLL_QUIET_MS) before text is read or badges go in. */
  scrolling() {
    return Math.max(0, this.scrolled + SCROLL_QUIET_MS - performance.now());
  }

  /**
   * Places what was found in a frame once the reader's scrolling has paused (SCROLL_QUIET_MS), before the frame's
   * style and layout (the scanner reads in idle time). A frame that inserts badges lays out the whole page; in a
   * scroll every frame would, and what scrolls past is never read.
   */
  placeSoon() {
    if (this.placing) return;
    this.placing = true;
    whenStill(() => this.scrolling(), nextFrame, () => {
      this.placing = false;
      if (this.stopped) return;
      this.placeFound();
      this.send();
    });
  }

  send() {
    if (!this.port || this.configured || !this.outbox.size) return;
    const claims = [...this.outbox.values()].map(({ key, text, value, unit, context, links }) =>
      ({ key, text, value, unit, context, links }));
    for (const [key, claim] of this.outbox) this.asked.set(key, claim);
    this.outbox.clear();
    this.port.postMessage({ type: "claims", url: location.href, claims });
  }

  stop() {
    this.stopped = true;
    if (this.onScroll) removeEventListener("scroll", this.onScroll, { capture: true });
    this.scanner?.stop();
    this.returning?.disconnect();
    this.badges?.removeAll();
    this.card?.remove();
    this.port?.disconnect();
    this.port = null;
  }
}

const settings = await loadSettings();
if (!isDisabled(settings, location.hostname)) {
  const page = new Page();
  ext.storage.onChanged.addListener((changes) => {
    if (changes.disabledSites?.newValue?.includes(location.hostname)) page.stop();
  });
  page.start();
}
