#!/usr/bin/env node
// Writes extension/lib/grammar.js from workers/engine/grammar.json (the one grammar, which the service reads too):
// content scripts can't import JSON portably, so the module carries the JSON text as is
// (extension/test/grammar.test.js holds the two equal). Run after editing the JSON.
import { readFileSync, writeFileSync } from "node:fs";

const lib = new URL("../lib/", import.meta.url);
export const GRAMMAR_JSON = new URL("../../workers/engine/grammar.json", import.meta.url);
export const PREFIX = "// Generated from workers/engine/grammar.json by extension/bin/build-grammar.mjs: edit the JSON, then run it.\nexport const GRAMMAR = ";
export const SUFFIX = ";\n";

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const json = readFileSync(GRAMMAR_JSON, "utf8").trimEnd();
  writeFileSync(new URL("grammar.js", lib), PREFIX + json + SUFFIX);
}
