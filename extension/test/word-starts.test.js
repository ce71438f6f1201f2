// The start tables let detect.js skip positions; they must never skip one where a grammar pattern matches.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { GRAMMAR } from "../lib/grammar.js";
import { alternativesByStart, mayStartAt, nextStart, startTable } from "../lib/word-starts.js";

const corpus = new URL("../../tests/fixtures/detector_corpus/", import.meta.url);
const TEXT = readdirSync(corpus).filter((name) => name.endsWith(".txt"))
  .map((name) => readFileSync(new URL(name, corpus), "utf8")).join("\n") +
  "\n45 tok/s/user, 12 t/s / stream, 每个用户 30 tokens/s, 单路 20 t/s, Prompt_Eval 12, S_TG 30, DB, TX, 提示词处理, 交易";

const PATTERNS = {
  prefill: GRAMMAR.phase.prefill,
  decode: GRAMMAR.phase.decode,
  negative: GRAMMAR.negative_context,
  per_user: GRAMMAR.per_user,
  negative_after: GRAMMAR.negative_after,
};

for (const [name, pattern] of Object.entries(PATTERNS)) {
  test(`every match of ${name} starts where its table lets it`, () => {
    const table = startTable(pattern);
    const matches = new RegExp(`(?:(?<![A-Za-z])|(?![A-Za-z]))(?:${pattern})`, "gi");
    let seen = 0;
    for (const match of TEXT.matchAll(matches)) {
      const at = match.index;
      assert.ok(mayStartAt(table, TEXT, at, TEXT.charCodeAt(at), TEXT.charCodeAt(at - 1)), `${name}: ${match[0]}`);
      seen++;
    }
    assert.ok(seen > 0, `${name} matched nothing in the sample`);
  });
}

test("nextStart stops exactly where mayStartAt lets a match start", () => {
  for (const pattern of Object.values(PATTERNS)) {
    const table = startTable(pattern);
    const expected = [], found = [];
    for (let at = 0; at < TEXT.length; at++) {
      if (mayStartAt(table, TEXT, at, TEXT.charCodeAt(at), TEXT.charCodeAt(at - 1))) expected.push(at);
    }
    for (let at = nextStart(table, TEXT, 0, TEXT.length); at < TEXT.length; at = nextStart(table, TEXT, at + 1, TEXT.length)) {
      found.push(at);
    }
    assert.deepEqual(found, expected);
  }
});

test("the table turns most positions away", () => {
  const table = startTable(GRAMMAR.negative_context);
  let passed = 0;
  for (let at = 0; at < TEXT.length; at++) {
    if (mayStartAt(table, TEXT, at, TEXT.charCodeAt(at), TEXT.charCodeAt(at - 1))) passed++;
  }
  assert.ok(passed < TEXT.length / 50, `${passed} of ${TEXT.length}`);
});

test("a pattern with no literal start is refused", () => {
  assert.throws(() => startTable("tok|[0-9]+"), /no literal start/);
});

test("a cue's regex split by its first character finds at each position what the whole finds", () => {
  const cue = GRAMMAR.carry.cue;
  const whole = new RegExp(`(?:${cue})`, "iy");
  const byStart = new Map(Array.from(alternativesByStart(cue), ([start, cues]) => [start, new RegExp(`(?:${cues.join("|")})`, "iy")]));
  let matched = 0;
  for (let at = 0; at < TEXT.length; at++) {
    whole.lastIndex = at;
    const expected = whole.exec(TEXT)?.[0] ?? null;
    const part = byStart.get(TEXT[at].toLowerCase());
    if (part) part.lastIndex = at;
    const found = part ? part.exec(TEXT)?.[0] ?? null : null;
    assert.equal(found, expected, `at ${at}: ${JSON.stringify(TEXT.slice(at, at + 20))}`);
    if (expected !== null) matched++;
  }
  assert.ok(matched > 100, `${matched} cue matches in the sample`);
  assert.ok(byStart.size > 20 && Math.max(...Array.from(byStart.values(), (r) => r.source.length)) < cue.length / 2);
});

test("an alternative with several possible first characters is in each of their groups, in order", () => {
  const groups = alternativesByStart("(?:just |well )?under|(?<![A-Za-z])at|(?:,|，)x|\\(y");
  assert.deepEqual(Object.fromEntries(groups), {
    j: ["(?:just |well )?under"], w: ["(?:just |well )?under"], u: ["(?:just |well )?under"],
    a: ["(?<![A-Za-z])at"], ",": ["(?:,|，)x"], "，": ["(?:,|，)x"], "(": ["\\(y"],
  });
  assert.throws(() => alternativesByStart("tok|[0-9]+"), /no literal start/);
});

