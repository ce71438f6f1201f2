// Scores the claim detector on the labelled corpus (tests/fixtures/detector_corpus/README.md): precision and
// recall over all claims, per language and per layout, and how often the phase is right where the label says it.
// Run: node bench/detector_corpus.mjs [--misses] [FOLDER]   (FOLDER defaults to the project corpus)
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findClaims } from "../extension/lib/find-claims.js";

const DEFAULT_FOLDER = fileURLToPath(new URL("../tests/fixtures/detector_corpus/", import.meta.url));
const GOAL = { precision: 0.97, recall: 0.9 };

/** The excerpts of one corpus file: [{id, lang, layout, text, expected: [{value, phase}]}]. */
export function parseCorpus(source) {
  const excerpts = [];
  for (const block of source.split(/^## /m).slice(1)) {
    const lines = block.split("\n");
    const [id, lang, layout] = lines[0].trim().split(/\s+/);
    const labelAt = lines.findIndex((line) => line.startsWith("=>"));
    if (labelAt < 0) throw new Error(`${id}: no "=>" label line`);
    const label = lines[labelAt].slice(2).trim();
    const expected = label === "none" ? [] : label.split(/\s+/).map((token) => {
      const [value, phase] = token.split("/");
      return { value: Number(value), phase: phase ?? null };
    });
    excerpts.push({ id, lang, layout, text: lines.slice(1, labelAt).join("\n"), expected });
  }
  return excerpts;
}

const sameValue = (a, b) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

/** Pairs found claims with expected ones by value (each used once). */
function match(found, expected) {
  const left = [...expected];
  const pairs = [];
  let falsePositives = 0;
  for (const claim of found) {
    const at = left.findIndex((want) => sameValue(claim.value, want.value));
    if (at < 0) falsePositives++;
    else pairs.push([claim, left.splice(at, 1)[0]]);
  }
  return { pairs, falsePositives, missed: left };
}

function tally() {
  return { truePositives: 0, falsePositives: 0, falseNegatives: 0, excerpts: 0 };
}

function add(into, result) {
  into.truePositives += result.pairs.length;
  into.falsePositives += result.falsePositives;
  into.falseNegatives += result.missed.length;
  into.excerpts++;
}

function line(name, t) {
  const precision = t.truePositives / Math.max(1, t.truePositives + t.falsePositives);
  const recall = t.truePositives / Math.max(1, t.truePositives + t.falseNegatives);
  return `${name.padEnd(12)} excerpts ${String(t.excerpts).padStart(3)}  claims ${String(t.truePositives + t.falseNegatives).padStart(4)}` +
    `  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}`;
}

function score(showMisses, folder = DEFAULT_FOLDER) {
  const FOLDER = folder.endsWith("/") ? folder : folder + "/";
  const files = readdirSync(FOLDER).filter((name) => name.endsWith(".txt")).sort();
  const excerpts = files.flatMap((name) => parseCorpus(readFileSync(FOLDER + name, "utf8")));
  const all = tally(), groups = new Map();
  let phased = 0, phaseRight = 0, negatives = 0;
  for (const excerpt of excerpts) {
    const result = match(findClaims(excerpt.text), excerpt.expected);
    add(all, result);
    for (const key of [`lang ${excerpt.lang}`, `layout ${excerpt.layout}`]) {
      if (!groups.has(key)) groups.set(key, tally());
      add(groups.get(key), result);
    }
    if (!excerpt.expected.length) negatives++;
    for (const [claim, want] of result.pairs) {
      if (!want.phase) continue;
      phased++;
      if (claim.phase === want.phase) phaseRight++;
    }
    if (showMisses && (result.falsePositives || result.missed.length)) {
      const found = findClaims(excerpt.text).map((c) => `${c.value}${c.phase ? "/" + c.phase : ""}`).join(" ");
      console.log(`${excerpt.id}: found [${found}] missed [${result.missed.map((m) => m.value).join(" ")}]` +
        ` false positives ${result.falsePositives}`);
    }
  }
  console.log(`${excerpts.length} excerpts (${negatives} without a claim) from ${files.length} files`);
  console.log(line("all", all));
  for (const [name, t] of [...groups].sort()) console.log(line(name, t));
  console.log(`phase right on ${phaseRight} of ${phased} labelled claims found`);
  const precision = all.truePositives / Math.max(1, all.truePositives + all.falsePositives);
  const recall = all.truePositives / Math.max(1, all.truePositives + all.falseNegatives);
  const pass = precision >= GOAL.precision && recall >= GOAL.recall;
  console.log(`goal precision >= ${GOAL.precision} and recall >= ${GOAL.recall}: ${pass ? "met" : "NOT met"}`);
  return pass;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const folder = args.find((arg) => !arg.startsWith("--"));
  process.exitCode = score(args.includes("--misses"), folder ? resolve(folder) : undefined) ? 0 : 1;
}
