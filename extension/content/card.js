/**
 * The one shared card: a `<tokcheck-card>` host on the document element with an open shadow root. Opens
 * beside a badge on hover, focus or Enter, stays open while hovered, closes on Escape (focus goes back to
 * the badge) or when the pointer and focus have left both.
 */
import { cardBody } from "../lib/card-body.js";
import { h } from "../lib/dom.js";

const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 250;
const WIDTH = 400;
const MARGIN = 8;
const HOST_STYLE = [["all", "initial"], ["position", "fixed"], ["z-index", "2147483647"], ["display", "none"],
  ["top", "0"], ["left", "0"]];

export class Card {
  /** viewOf(badge) is the view to show for a badge; styles(shadowRoot) styles the card (the badges' stylesheet). */
  constructor({ t, apiBase, lang, viewOf, styles }) {
    Object.assign(this, { t, apiBase, lang, viewOf, styles });
    this.host = null;
    this.badge = null;
    this.timer = null;
    this.hovered = false;
  }

  /** Made once, hidden, before the first badge; made again if the page removed it. */
  ensureHost() {
    if (this.host?.isConnected) return;
    this.host = document.createElement("tokcheck-card");
    for (const [name, value] of HOST_STYLE) this.host.style.setProperty(name, value, "important");
    const root = this.host.attachShadow({ mode: "open" });
    this.panel = h("div", { class: "card", role: "dialog", tabindex: "-1", "aria-label": "tokcheck" });
    this.closeButton = h("button", { type: "button", class: "close", "aria-label": this.t("cardClose") }, "×");
    this.closeButton.addEventListener("click", () => this.close({ refocus: true }));
    this.content = h("div");
    this.panel.append(this.closeButton, this.content);
    root.append(this.panel);
    this.styles(root);
    this.panel.addEventListener("mouseenter", () => this.hover(true));
    this.panel.addEventListener("mouseleave", () => this.hover(false));
    this.panel.addEventListener("keydown", (event) => {
      if (event.key === "Escape") this.close({ refocus: true });
    });
    this.followBadge();
    this.panel.addEventListener("focusout", (event) => {
      if (!this.host.shadowRoot.contains(event.relatedTarget) && event.relatedTarget !== this.badge?.button) {
        this.later(() => this.close());
      }
    });
    document.documentElement.append(this.host);
  }

  /** Keeps the open card beside its badge while the page scrolls or resizes (once per frame, set up once). */
  followBadge() {
    if (this.follow) return;
    this.follow = () => {
      if (!this.isOpen || this.following) return;
      this.following = true;
      requestAnimationFrame(() => {
        this.following = false;
        if (this.isOpen && this.badge.isConnected) this.place();
      });
    };
    window.addEventListener("scroll", this.follow, { passive: true, capture: true });
    window.addEventListener("resize", this.follow, { passive: true });
  }

  later(action, delay = CLOSE_DELAY_MS) {
    clearTimeout(this.timer);
    this.timer = setTimeout(action, delay);
  }

  /** Pointer entered or left a badge. */
  hovering(badge, inside) {
    if (inside) this.later(() => this.open(badge), OPEN_DELAY_MS);
    else this.hover(false);
  }

  hover(inside) {
    this.hovered = inside;
    if (inside) clearTimeout(this.timer);
    else this.later(() => {
      if (!this.hovered && !this.focusInside()) this.close();
    });
  }

  focusInside() {
    return Boolean(this.host?.shadowRoot.activeElement) || this.badge?.shadowRoot.activeElement === this.badge?.button;
  }

  /** Badge lost focus: close unless focus went into the card. */
  blurred(badge, to) {
    if (this.badge === badge && to !== this.host) this.later(() => {
      if (!this.focusInside() && !this.hovered) this.close();
    });
  }

  open(badge, { focusCard = false } = {}) {
    if (this.refocusing) return;              // focus coming back from Escape must not reopen the card
    clearTimeout(this.timer);
    this.ensureHost();
    if (this.badge && this.badge !== badge) this.badge.button.setAttribute("aria-expanded", "false");
    this.badge = badge;
    this.render();
    badge.button.setAttribute("aria-expanded", "true");
    this.host.style.setProperty("display", "block", "important");
    this.place();
    if (focusCard) this.panel.focus();
  }

  /** Re-renders if the open card shows key (its verdict just arrived). */
  refresh(key) {
    if (this.badge?.key === key && this.isOpen) {
      this.render();
      this.place();
    }
  }

  get isOpen() {
    return this.host?.style.getPropertyValue("display") === "block";
  }

  render() {
    const view = this.viewOf(this.badge);
    this.content.replaceChildren(cardBody(view, { t: this.t, apiBase: this.apiBase, lang: this.lang }));
  }

  place() {
    const rect = this.badge.getBoundingClientRect();
    const width = Math.min(WIDTH, window.innerWidth - 2 * MARGIN);
    this.host.style.setProperty("width", `${width}px`, "important");
    const height = this.panel.offsetHeight;
    const left = Math.max(MARGIN, Math.min(rect.left, window.innerWidth - width - MARGIN));
    const below = rect.bottom + 4;
    const top = below + height <= window.innerHeight - MARGIN || rect.top < height + MARGIN
      ? Math.min(below, Math.max(MARGIN, window.innerHeight - height - MARGIN))
      : rect.top - height - 4;
    this.host.style.setProperty("left", `${left}px`, "important");
    this.host.style.setProperty("top", `${top}px`, "important");
  }

  close({ refocus = false } = {}) {
    clearTimeout(this.timer);
    if (!this.host || !this.badge) return;
    this.host.style.setProperty("display", "none", "important");
    this.badge.button.setAttribute("aria-expanded", "false");
    if (refocus) {
      this.refocusing = true;
      this.badge.button.focus({ preventScroll: true });
      this.refocusing = false;
    }
    this.hovered = false;
  }

  remove() {
    clearTimeout(this.timer);
    window.removeEventListener("scroll", this.follow, { capture: true });
    window.removeEventListener("resize", this.follow);
    this.follow = null;
    this.host?.remove();
    this.host = null;
    this.badge = null;
  }
}
