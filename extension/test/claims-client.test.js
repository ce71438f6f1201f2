// The background's API client against a scripted fetch: batching, shared in-flight claims, the TTL cache,
// back-off on failure, permanent errors, dropped replies after navigation, and the card language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ClaimsClient } from "../background/claims-client.js";

const PAGE = { origin: "https://x.com", urlHash: "ab".repeat(32) };
const done = (id) => ({ id, status: "done", annotation: { verdict: "implausible", headline: `about ${id}` } });

/** A fake API: answers POST /v1/claims with `reply(body)`, and GET /v1/claims?ids= and /v1/claims/<id> with
 * `view(id, url)` for each id. */
function fakeApi({ reply = (body) => ({ claims: body.claims.map((c) => done(c.text)) }), view = (id) => done(id),
  failures = [] } = {}) {
  const calls = [];
  const fetchImpl = async (url, init) => {
    calls.push({ url, method: init.method, body: init.body ? JSON.parse(init.body) : null });
    const failure = failures.shift();
    if (failure) return new Response(JSON.stringify({ error: { message: "no" } }), failure);
    const { pathname, searchParams } = new URL(url);
    const ids = searchParams.get("ids");
    const body = init.method === "POST" ? reply(JSON.parse(init.body))
      : ids ? { claims: ids.split(",").map((id) => view(decodeURIComponent(id), url)), unknown: [] }
        : view(decodeURIComponent(pathname.split("/").pop()), url);
    return new Response(JSON.stringify(body), { status: init.method === "POST" ? 202 : 200 });
  };
  return { calls, fetchImpl };
}

function client(api, extra = {}) {
  const slept = [];
  const made = new ClaimsClient({ config: async () => ({ apiBase: "http://127.0.0.1:8000" }), fetchImpl: api.fetchImpl,
    sleep: async (ms) => { slept.push(ms); }, ...extra });
  made.slept = slept;
  return made;
}

const claim = (text) => ({ key: `k-${text}`, text, value: 100, unit: "tok/s", context: text, links: [] });

function ask(made, text, lang = "en") {
  const views = [];
  let resolve;
  const finished = new Promise((r) => { resolve = r; });
  const stop = made.request(claim(text), PAGE, lang, (view) => {
    views.push(view);
    if (view.status !== "unreachable") resolve(view);
  });
  return { views, finished, stop };
}

test("25 claims go out as one batch of 20 at once and one of 5 after the flush delay", async () => {
  const api = fakeApi();
  const made = client(api);
  const asks = Array.from({ length: 25 }, (_, i) => ask(made, `c${i}`));
  await Promise.all(asks.map((a) => a.finished));
  const posts = api.calls.filter((c) => c.method === "POST");
  assert.deepEqual(posts.map((p) => p.body.claims.length), [20, 5]);
  assert.deepEqual(Object.keys(posts[0].body).sort(), ["claims", "page_url", "page_url_hash"]);
  assert.deepEqual(Object.keys(posts[0].body.claims[0]).sort(), ["context", "links", "text", "unit", "value"]);
});

test("a claim asked for twice is sent once and both askers get the verdict; then it is cached", async () => {
  const api = fakeApi();
  const made = client(api);
  const first = ask(made, "same");
  const second = ask(made, "same");
  assert.equal((await first.finished).annotation.verdict, "implausible");
  assert.equal((await second.finished).id, "same");
  assert.equal(api.calls.length, 1);
  const third = ask(made, "same");
  assert.equal(third.views.length, 1, "served from the cache at once");
  assert.equal(api.calls.length, 1);
});

test("queued claims are waited for together: one GET ?ids=...&wait= a round, until done", async () => {
  let polls = 0;
  const api = fakeApi({
    reply: (body) => ({ claims: body.claims.map((c) => ({ id: c.text, status: "queued" })) }),
    view: (id) => (++polls < 3 ? { id, status: "running" } : done(id)),
  });
  const made = client(api);
  const view = await ask(made, "slow").finished;
  assert.equal(view.status, "done");
  assert.ok(api.calls.filter((c) => c.method === "GET").every((c) => c.url.includes("wait=10")));
  assert.equal(polls, 3);
});

test("a failing API backs off, honours Retry-After, shows unreachable meanwhile, then delivers", async () => {
  const api = fakeApi({ failures: [{ status: 503 }, { status: 429, headers: { "Retry-After": "7" } }] });
  const made = client(api);
  const asked = ask(made, "retry");
  const view = await asked.finished;
  assert.equal(view.status, "done");
  assert.equal(asked.views[0].status, "unreachable");
  assert.deepEqual(made.slept, [1000, 7000]);
});

test("a 4xx the API means is not retried: the claim is shown as failed", async () => {
  const api = fakeApi({ failures: [{ status: 422 }] });
  const made = client(api);
  const view = await ask(made, "bad").finished;
  assert.equal(view.status, "failed");
  assert.equal(api.calls.length, 1);
});

test("after navigation (nobody waiting) a queued claim is no longer polled", async () => {
  const api = fakeApi({ reply: (body) => ({ claims: body.claims.map((c) => ({ id: c.text, status: "queued" })) }) });
  const made = client(api);
  const asked = ask(made, "gone");
  asked.stop();
  await new Promise((r) => setTimeout(r, 400));
  assert.equal(api.calls.filter((c) => c.method === "GET").length, 0);
  assert.equal(asked.views.length, 0);
});

test("Chinese cards are fetched with lang=zh", async () => {
  const api = fakeApi({ view: (id, url) => ({ ...done(id), lang: new URL(url).searchParams.get("lang") }) });
  const made = client(api);
  const view = await ask(made, "zh", "zh").finished;
  assert.equal(view.lang, "zh");
});


test("many queued claims share each waiting request, and a round the server did not hold waits a second", async () => {
  let rounds = 0;
  const api = fakeApi({
    reply: (body) => ({ claims: body.claims.map((c) => ({ id: c.text, status: "queued" })) }),
    view: (id, url) => (new URL(url).searchParams.get("ids").split(",").length === 3 && rounds++ < 3
      ? { id, status: "queued" } : done(id)),
  });
  const made = client(api);
  const views = await Promise.all(["a", "b", "c"].map((text) => ask(made, text).finished));
  assert.deepEqual(views.map((v) => v.status), ["done", "done", "done"]);
  const gets = api.calls.filter((c) => c.method === "GET");
  assert.ok(gets.every((c) => new URL(c.url).pathname === "/v1/claims"), "no request per claim");
  assert.equal(gets.length, 2, "one round left them queued, the next finished all three");
  assert.ok(made.slept.includes(1000), "an early empty round is not repeated at once");
});

test("an id the API no longer knows ends as failed", async () => {
  const api = fakeApi({ reply: (body) => ({ claims: body.claims.map((c) => ({ id: c.text, status: "queued" })) }) });
  api.fetchImpl = ((inner) => async (url, init) => (init.method === "GET"
    ? new Response(JSON.stringify({ claims: [], unknown: ["lost"] }), { status: 200 }) : inner(url, init)))(api.fetchImpl);
  const view = await ask(client(api), "lost").finished;
  assert.equal(view.status, "failed");
});
