/**
 * Evicted badges that come back: an evicted badge's element is read again once it comes back near the viewport
 * (badges.js gives the places of badges far from the reader to new ones). The latest `remembered` are kept, but
 * few are observed at once, since every element observed costs each frame an intersection test (with all 1,000
 * observed, a trace of the 10,000-post bench spent 3.1 s in them; with none, 0.7 s): the latest `watched`, which
 * a reader scrolling back up meets first, and one in every `stride` of the older ones. A reader who jumps far
 * back meets one of those; its neighbours in the list, its neighbours on the page, are observed from then on.
 */
export class Returning {
  /** back(element) is called once for each element that comes back near the viewport. */
  constructor(back, { remembered = 1000, watched = 64, stride = 16, rootMargin = "400px 0px" } = {}) {
    Object.assign(this, { back, remembered, watched, stride });
    this.elements = [];                          // oldest first
    this.order = new Map();                      // element -> the order it came in (one in every stride is sampled)
    this.observing = new Set();
    this.added = 0;
    this.observer = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) this.came(entry.target);
    }, { rootMargin });
  }

  add(element) {
    if (this.order.has(element)) return;
    this.order.set(element, this.added++);
    this.elements.push(element);
    this.watch(element);
    const left = this.elements.at(-1 - this.watched);       // the one the new element pushed out of the latest
    if (left && this.order.get(left) % this.stride !== 0) this.unwatch(left);
    if (this.elements.length > this.remembered) this.forget(this.elements.shift());
  }

  came(element) {
    const at = this.elements.lastIndexOf(element);
    this.forget(element);
    if (at < 0) return;
    this.elements.splice(at, 1);
    const from = Math.max(0, at - this.stride), to = Math.min(this.elements.length, at + this.stride);
    for (let i = from; i < to; i++) this.watch(this.elements[i]);
    this.back(element);
  }

  watch(element) {
    if (this.observing.has(element)) return;
    this.observing.add(element);
    this.observer.observe(element);
  }

  unwatch(element) {
    if (this.observing.delete(element)) this.observer.unobserve(element);
  }

  forget(element) {
    this.order.delete(element);
    this.unwatch(element);
  }

  disconnect() {
    this.observer.disconnect();
    this.elements.length = 0;
    this.order.clear();
    this.observing.clear();
  }
}
