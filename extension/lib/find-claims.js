/**
 * Every claim in a piece of text, prose and text tables together: what the corpus scorer measures and what
 * the content script runs on a <pre> block of tool output. A table cell's claim (which knows its column and
 * row) wins over the prose reading of the same characters.
 */
import { detect } from "./detect.js";
import { textTableClaims } from "./text-tables.js";

export function findClaims(text) {
  const cells = textTableClaims(text);
  if (!cells.length) return detect(text);
  const overlaps = (claim) => cells.some((cell) => claim.start < cell.end && cell.start < claim.end);
  return [...cells, ...detect(text).filter((claim) => !overlaps(claim))].sort((a, b) => a.start - b.start);
}
