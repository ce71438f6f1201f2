/**
 * Every claim in a piece of text, prose and text tables together: what the corpus scorer measures and what
 * the content script runs on a <pre> block of tool output. A table cell's claim (which knows its column and
 * row) wins over the prose reading of the same characters; figures that the lines under a block restate follow.
 */
import { detect } from "./detect.js";
import { overlaps, restatedClaims, textTableClaims } from "./text-tables.js";

export function findClaims(text) {
  const cells = textTableClaims(text);
  const found = cells.length ? [...cells, ...detect(text).filter((claim) => !cells.some((cell) => overlaps(claim, cell)))]
    : detect(text);
  return [...found, ...restatedClaims(text, found)].sort((a, b) => a.start - b.start);
}
