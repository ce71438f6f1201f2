/**
 * The only code that talks to the tokcheck API. Claims from every tab are batched (a flush about every
 * 300 ms or at 20 claims), a claim already on its way is shared by everyone who asks for it, finished
 * views are cached with a TTL, failures back off, and replies nobody waits for any more are dropped.
 */
const FLUSH_MS = 300;
const BATCH_SIZE = 20;
const DONE_TTL_MS = 10 * 60 * 1000;
const FAILED_TTL_MS = 60 * 1000;
const CACHE_LIMIT = 2000;
const WAIT_SECONDS = 10;
const IDS_PER_WAIT = 50;           // GET /v1/claims?ids= takes at most 50
const MIN_ROUND_MS = 1000;         // a round that came back early with nothing finished waits out the rest
const BACKOFF_MS = [1000, 2000, 5000, 10000, 30000, 60000];

class HttpError extends Error {
  constructor(status, body, retryAfter) {
    super(`HTTP ${status}`);
    Object.assign(this, { status, body, retryAfter });
  }
  get permanent() {
    return this.status >= 400 && this.status < 500 && this.status !== 429 && this.status !== 408;
  }
}

/** A view the API answered in its final form for lang (POST answers in English; other languages are fetched). */
function finishedIn(view, lang) {
  return (view.status === "done" || view.status === "failed") && lang === "en";
}

export class ClaimsClient {
  /** config() returns {apiBase}; sleep(ms) waits (tests make it instant). */
  constructor({ config, fetchImpl = (...args) => fetch(...args), now = Date.now, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }) {
    Object.assign(this, { config, fetchImpl, now, sleep });
    this.cache = new Map();          // key -> {view, expires}
    this.subscribers = new Map();    // key -> Set(deliver)
    this.inFlight = new Set();       // keys sent or about to be
    this.pending = [];               // [{key, claim, page, lang}] waiting for the next flush
    this.timer = null;
    this.polling = new Map();        // lang -> Map(id -> key): claims waited for with one request per round
  }

  /** Ask for a claim's view; deliver(view) is called on progress and once finished. Returns unsubscribe. */
  request(claim, page, lang, deliver) {
    const key = `${lang}:${claim.key}`;
    const cached = this.cache.get(key);
    if (cached && cached.expires > this.now()) {
      deliver(cached.view);
      return () => {};
    }
    if (!this.subscribers.has(key)) this.subscribers.set(key, new Set());
    this.subscribers.get(key).add(deliver);
    if (!this.inFlight.has(key)) {
      this.inFlight.add(key);
      this.pending.push({ key, claim, page, lang });
      this.schedule();
    }
    return () => this.subscribers.get(key)?.delete(deliver);
  }

  /** One benchmark link: POST /v1/lookup, then wait for the annotation. */
  async lookup(url, lang) {
    const view = await this.call("POST", "/v1/lookup", { url });
    return finishedIn(view, lang) ? view : this.awaitDone(view.id, lang);
  }

  forgetAll() {
    this.cache.clear();
  }

  schedule() {
    if (this.pending.length >= BATCH_SIZE) {
      clearTimeout(this.timer);
      this.timer = null;
      this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush();
      }, FLUSH_MS);
    }
  }

  flush() {
    const groups = new Map();
    for (const item of this.pending.splice(0)) {
      const group = `${item.page.origin} ${item.page.urlHash}`;
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group).push(item);
    }
    for (const items of groups.values()) {
      for (let i = 0; i < items.length; i += BATCH_SIZE) this.send(items.slice(i, i + BATCH_SIZE));
    }
  }

  async send(items, attempt = 0) {
    const live = items.filter((item) => this.wanted(item.key));
    if (!live.length) return;
    const [{ page }] = live;
    const body = {
      page_url: page.origin,
      page_url_hash: page.urlHash,
      claims: live.map(({ claim }) => ({ text: claim.text, value: claim.value, unit: claim.unit,
        context: claim.context, links: claim.links })),
    };
    let reply;
    try {
      reply = await this.call("POST", "/v1/claims", body);
    } catch (error) {
      if (error.permanent) {
        live.forEach((item) => this.finish(item.key, { status: "failed", error: error.body?.error ?? null }));
        return;
      }
      live.forEach((item) => this.notify(item.key, { status: "unreachable" }));
      await this.sleep(this.backoff(error, attempt));
      return this.send(live, attempt + 1);
    }
    reply.claims.forEach((view, index) => {
      const { key, lang } = live[index];
      if (finishedIn(view, lang)) this.finish(key, view);
      else this.poll(key, view.id, lang);
    });
  }

  /** Wait for a claim with the others of its language: one GET /v1/claims?ids=...&wait= a round for them all. */
  poll(key, id, lang) {
    if (!this.polling.has(lang)) {
      this.polling.set(lang, new Map());
      this.pollRounds(lang);
    }
    this.polling.get(lang).set(id, key);
  }

  async pollRounds(lang) {
    const waiting = this.polling.get(lang);
    await Promise.resolve();                       // let the batch that started this round join it
    for (let attempt = 0; ; ) {
      for (const [id, key] of waiting) if (!this.wanted(key)) waiting.delete(id);
      if (!waiting.size) break;
      const ids = [...waiting.keys()].slice(0, IDS_PER_WAIT);
      const began = this.now();
      try {
        const reply = await this.call("GET", `/v1/claims?ids=${ids.map(encodeURIComponent).join(",")}` +
          `&wait=${WAIT_SECONDS}&lang=${lang}`);
        attempt = 0;
        const finished = reply.claims.filter((view) => view.status === "done" || view.status === "failed");
        for (const view of finished) this.settle(waiting, view.id, view);
        for (const id of reply.unknown) this.settle(waiting, id, { id, status: "failed" });
        if (!finished.length && !reply.unknown.length && this.now() - began < MIN_ROUND_MS) {
          await this.sleep(MIN_ROUND_MS);            // the server did not hold the request: don't ask at once
        }
      } catch (error) {
        if (error.permanent || attempt >= BACKOFF_MS.length) {
          for (const id of ids) this.settle(waiting, id, { id, status: "unreachable" }, FAILED_TTL_MS);
        } else {
          await this.sleep(this.backoff(error, attempt++));
        }
      }
    }
    this.polling.delete(lang);
  }

  settle(waiting, id, view, ttl) {
    const key = waiting.get(id);
    waiting.delete(id);
    if (key) this.finish(key, view, ttl);
  }

  /** GET the view with ?wait= until done or failed; stops (returns null) once stillWanted() is false. */
  async awaitDone(id, lang, stillWanted = () => true) {
    for (let attempt = 0; ; ) {
      if (!stillWanted()) return null;
      try {
        const view = await this.call("GET", `/v1/claims/${encodeURIComponent(id)}?wait=${WAIT_SECONDS}&lang=${lang}`);
        if (view.status === "done" || view.status === "failed") return view;
        attempt = 0;
      } catch (error) {
        if (error.permanent || attempt >= BACKOFF_MS.length) throw error;
        await this.sleep(this.backoff(error, attempt++));
      }
    }
  }

  backoff(error, attempt) {
    const retryAfter = Number(error.retryAfter);
    const planned = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
    return Number.isFinite(retryAfter) && retryAfter > 0 ? Math.max(planned, retryAfter * 1000) : planned;
  }

  wanted(key) {
    const wanted = (this.subscribers.get(key)?.size ?? 0) > 0;
    if (!wanted) this.inFlight.delete(key);     // nobody left on that page: a later ask starts afresh
    return wanted;
  }

  notify(key, view) {
    for (const deliver of this.subscribers.get(key) ?? []) deliver(view);
  }

  finish(key, view, ttl = view.status === "done" ? DONE_TTL_MS : FAILED_TTL_MS) {
    this.cache.delete(key);
    this.cache.set(key, { view, expires: this.now() + ttl });
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value);
    this.inFlight.delete(key);
    this.notify(key, view);
    this.subscribers.delete(key);
  }

  async call(method, path, body) {
    const { apiBase } = await this.config();
    let response;
    try {
      response = await this.fetchImpl(`${apiBase}${path}`, {
        method,
        headers: body ? { "Content-Type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
        credentials: "omit",
      });
    } catch {
      throw new HttpError(0, null, null);
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) throw new HttpError(response.status, data, response.headers.get("Retry-After"));
    return data;
  }
}
