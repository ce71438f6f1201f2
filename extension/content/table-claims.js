/**
 * Claims the page states in tables: an HTML <table> whose header cell or caption names a speed ("t/s",
 * "tok/s", "tg128") makes its column's numbers claims, and a <pre> holding tool output the grammar knows
 * (llama-bench, ollama, vLLM...) is read as a text table. An HTML table is read by writing it out as the
 * markdown table it renders, so text-tables.js decides for both (one set of rules for what a speed column is).
 */
import { GRAMMAR } from "../lib/grammar.js";
import { findClaims } from "../lib/find-claims.js";
import { textTableClaims } from "../lib/text-tables.js";

const TOOL_SIGNATURE = new RegExp(GRAMMAR.tool_signature, "i");
const HAS_DIGIT = /[0-9\uFF10-\uFF19]/;
const MAX_TOOL_TEXT = 20000;
/** Characters that would break the markdown form, each swapped for one of the same length. */
const UNSAFE = /[|\n\r]/g;

/** Whether a <pre> holds tool output tokcheck reads; any other code stays skipped. */
export function isToolOutput(pre) {
  return TOOL_SIGNATURE.test(pre.textContent.slice(0, MAX_TOOL_TEXT));
}

const cache = new WeakMap();   // table -> {source, claims: Map(cell -> [claim relative to the cell's text])}

/** The rows of a table, the header row first (thead, else a first row of th). */
function rowsOf(table) {
  const rows = [...table.rows];
  const header = table.tHead?.rows[0] ?? (rows[0] && [...rows[0].cells].every((cell) => cell.tagName === "TH") ? rows[0] : null);
  if (!header) return null;
  return [header, ...rows.filter((row) => row !== header && row.parentElement !== table.tHead)];
}

/** The claims of a table's cells, read from its markdown form; cached until the table's text changes. */
function tableClaims(table) {
  const source = table.textContent;
  const known = cache.get(table);
  if (known?.source === source) return known.claims;
  const claims = new Map();
  const rows = rowsOf(table);
  if (rows) {
    const caption = table.caption?.textContent.replace(UNSAFE, " ").trim();
    let text = caption ? `${caption}\n` : "";
    const spans = [];
    rows.forEach((row, index) => {
      text += "|";
      for (const cell of row.cells) {
        const cellText = cell.textContent.replace(UNSAFE, " ");
        text += " ";
        spans.push({ cell, start: text.length, end: text.length + cellText.length });
        text += `${cellText} |`;
      }
      text += "\n";
      if (index === 0) text += `|${"---|".repeat(row.cells.length)}\n`;
    });
    for (const claim of textTableClaims(text)) {
      const span = spans.find((s) => s.start <= claim.start && claim.start < s.end);
      if (!span) continue;
      if (!claims.has(span.cell)) claims.set(span.cell, []);
      claims.get(span.cell).push({ ...claim, start: claim.start - span.start, end: Math.min(claim.end, span.end) - span.start });
    }
  }
  cache.set(table, { source, claims });
  return claims;
}

/** Where textNode's text starts inside element's text. */
function offsetIn(element, textNode) {
  let offset = 0;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && node !== textNode; node = walker.nextNode()) offset += node.data.length;
  return offset;
}

/**
 * The table claims textNode holds, with offsets into its own text, or null when it sits in no speed table
 * cell and no tool output (then it is prose). Cheap for the common text node: digits first, then one closest().
 */
export function tableClaimsIn(textNode) {
  if (!HAS_DIGIT.test(textNode.data)) return null;
  const holder = textNode.parentElement?.closest("td, th, pre");
  if (!holder) return null;
  if (holder.tagName === "PRE") return isToolOutput(holder) ? findClaims(textNode.data) : null;
  const table = holder.closest("table");
  const claims = table && tableClaims(table).get(holder);
  if (!claims) return null;
  const offset = offsetIn(holder, textNode);
  return claims
    .filter((claim) => claim.start >= offset && claim.end <= offset + textNode.data.length)
    .map((claim) => ({ ...claim, start: claim.start - offset, end: claim.end - offset }));
}
