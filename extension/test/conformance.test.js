// The cases workers/engine/claim_grammar.py also runs (tests/unit/test_claim_grammar.py): one grammar, one reading.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { detect } from "../lib/detect.js";

const { cases } = JSON.parse(readFileSync(new URL("../../tests/fixtures/detector/conformance.json", import.meta.url), "utf8"));

test("at least 40 conformance cases", () => assert.ok(cases.length >= 40));

for (const { text, claims } of cases) {
  test(`conformance: ${JSON.stringify(text.slice(0, 60))}`, () => {
    const found = detect(text).map(({ value, unit, phase, per_user, start, end }) => ({ value, unit, phase, per_user, start, end }));
    assert.deepEqual(found, claims);
  });
}
