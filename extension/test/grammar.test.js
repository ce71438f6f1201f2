// grammar.js is generated from workers/engine/grammar.json (bin/build-grammar.mjs): the two must hold the same bytes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { GRAMMAR_JSON, PREFIX, SUFFIX } from "../bin/build-grammar.mjs";

test("grammar.js carries grammar.json as is", () => {
  const json = readFileSync(GRAMMAR_JSON, "utf8").trimEnd();
  const module = readFileSync(new URL("../lib/grammar.js", import.meta.url), "utf8");
  assert.equal(module, PREFIX + json + SUFFIX, "run `node extension/bin/build-grammar.mjs`");
});
