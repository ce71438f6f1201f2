import assert from "node:assert/strict";
import { test } from "node:test";
import { SAMPLES, warmUp } from "../content/warm-up.js";
import { findClaims } from "../lib/find-claims.js";

test("each warm-up sample takes the detector down a claim's path, one idle period each", async () => {
  for (const sample of SAMPLES) assert.ok(findClaims(sample).length > 0, sample);
  const periods = [];
  await warmUp((run) => periods.push(run()));
  assert.equal(periods.length, SAMPLES.length);
});
