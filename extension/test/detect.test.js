// The detector on the phrasings people post, the numbers that are not speeds, and input built to be slow.
import { test } from "node:test";
import assert from "node:assert/strict";
import { detect, mayHoldClaim, parseNumber } from "../lib/detect.js";

function only(text) {
  const found = detect(text);
  assert.equal(found.length, 1, `expected one claim in ${JSON.stringify(text)}, got ${JSON.stringify(found)}`);
  const [claim] = found;
  assert.equal(text.slice(claim.start, claim.end), claim.text, "offsets point at the claim text");
  return claim;
}

const SPEEDS = [
  ["single 5090, 27B dense, 2103.6 tok/s at batch 1", "2103.6 tok/s", 2103.6],
  ["the control ran at 79 t/s on Q4_K_M", "79 t/s", 79],
  ["getting 45 tps on my 3090", "45 tps", 45],
  ["about 120 tokens/s with EAGLE-3", "120 tokens/s", 120],
  ["it does 30 tokens per second", "30 tokens per second", 30],
  ["only 12 tok/sec on CPU", "12 tok/sec", 12],
  ["roughly 8 tokens a second", "8 tokens a second", 8],
  ["Decode: 95 T/s", "95 T/s", 95],
  ["throughput 2,103.6 tok/s", "2,103.6 tok/s", 2103.6],
  ["peaks at 4.7k tok/s aggregate", "4.7k tok/s", 4700],
  ["40-45 tok/s on a 4090", "40-45 tok/s", 45],
  ["40–45 tok/s with an en dash", "40–45 tok/s", 45],
  ["65 to 74 tok/s depending on prompt", "65 to 74 tok/s", 74],
  ["单卡 5090 跑到 2103.6 token/秒", "2103.6 token/秒", 2103.6],
  ["每秒2100个token，太快了", "每秒2100个token", 2100],
  ["实测每秒生成约2100个token", "每秒生成约2100个token", 2100],
  ["大概 79 tokens/s左右", "79 tokens/s", 79],
  ["全角数字 ２１０３.６ tok/s", "２１０３.６ tok/s", 2103.6],
  ["每秒两千一百个token", "每秒两千一百个token", 2100],
  ["能到 1.2万 tokens/s", "1.2万 tokens/s", 12000],
  ["每秒 十五 个 token", "每秒 十五 个 token", 15],
  ["2048 个 token 在 0.969 秒里出完，2103.6 tok/s。", "2103.6 tok/s", 2103.6],
  ["blazing fast,79 t/s on Q4", "79 t/s", 79],
];

for (const [text, claimText, value] of SPEEDS) {
  test(`speed: ${text}`, () => {
    const claim = only(text);
    assert.equal(claim.text, claimText);
    assert.equal(claim.value, value);
    assert.equal(claim.unit, "tok/s");
  });
}

test("per-user and per-stream figures are marked, aggregates are not", () => {
  assert.equal(only("38 tok/s per user at 64 concurrent").per_user, true);
  assert.equal(only("each stream gets 20 t/s").per_user, true);
  assert.equal(only("单用户 45 tokens/s").per_user, true);
  assert.equal(only("每路每秒40个token").per_user, true);
  assert.equal(only("2400 tok/s aggregate over 64 streams").per_user, false);
  assert.deepEqual(detect("单卡每秒2100个token; 40-45 tok/s per user").map((c) => c.per_user), [false, true]);
});

test("two claims in one sentence, each with its own offsets", () => {
  const text = "79 t/s on the control vs 2103.6 tok/s claimed";
  const found = detect(text);
  assert.deepEqual(found.map((c) => c.value), [79, 2103.6]);
  assert.deepEqual(found.map((c) => text.slice(c.start, c.end)), ["79 t/s", "2103.6 tok/s"]);
});

const NOT_SPEEDS = [
  "$0.50 per million tokens input, $1.50 per 1M tokens output",
  "¥2 每百万 tokens",
  "128k tokens context window",
  "支持 32K token 上下文",
  "about 1.3 tokens per word in English",
  "we serve 2B tokens per day, 40M tokens/day per node",
  "how many tok/s do you get on a 4090?",
  "每秒多少个token？",
  "the RTX5090 tok/s numbers",
  "see https://example.com/tps for details",
  "saved 30 tokens/session",
  "sglang v0.5.6 tok/s table",
  "a mistyped 12,3456 tok/s",
];

for (const text of NOT_SPEEDS) {
  test(`not a speed: ${text}`, () => assert.deepEqual(detect(text), []));
}

test("numbers parse across the scripts people type", () => {
  assert.equal(parseNumber("２,１００"), 2100);
  assert.equal(parseNumber("两千零五"), 2005);
  assert.equal(parseNumber("三万五千"), 35000);
  assert.equal(parseNumber("2.5K"), 2500);
});

test("the gate passes claims and drops text with no speed words", () => {
  assert.ok(mayHoldClaim("2103.6 tok/s"));
  assert.ok(mayHoldClaim("每秒两千个token"));
  assert.ok(!mayHoldClaim("a long paragraph about tokens with no figures"));
  assert.ok(!mayHoldClaim("42 is the answer"));
});

const MEGABYTE = 1 << 20;
const ADVERSARIAL = {
  "digits then a unit": "9".repeat(MEGABYTE) + " tok/s",
  "separators with no end": "1,".repeat(MEGABYTE / 2) + " tok/s",
  "units with no numbers": "tok/s ".repeat(MEGABYTE / 6),
  "near-units": "tokens per secon ".repeat(MEGABYTE / 17),
  "每秒 with no number": "每秒".repeat(MEGABYTE / 2),
  "ranges that never end": "1-".repeat(MEGABYTE / 2) + "tok/s",
  "spaces after tok": "tok" + " ".repeat(MEGABYTE),
  "claims everywhere": "45 tok/s ".repeat(MEGABYTE / 9),
};

// A guard against catastrophic backtracking, not a speed goal (that is bench/detector.mjs): a regex that
// backtracks on 1 MB takes minutes; a linear scan takes 0.1-0.3 s on most of these and 1.7 s on "claims everywhere"
// (116,000 claims) on a quiet 2-core machine, its first run twice that while helpers load the cores, so the bound
// leaves room for load but none for backtracking.
const LINEAR_BOUND_MS = 10000;

for (const [name, text] of Object.entries(ADVERSARIAL)) {
  test(`1 MB adversarial input, ${name}, in linear time`, () => {
    const began = performance.now();
    detect(text);
    const took = performance.now() - began;
    assert.ok(took < LINEAR_BOUND_MS, `${name}: ${took.toFixed(0)} ms for 1 MB`);
  });
}

test("traditional characters are read as simplified ones, and a claim keeps the characters as written", () => {
  const text = "每秒大約 14 個 token，長上下文會掉到 9 個左右。";
  assert.deepEqual(detect(text).map((c) => [c.value, c.text]), [[14, "每秒大約 14 個 token"], [9, "9"]]);
});
