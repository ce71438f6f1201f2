/**
 * Claims the page states in tables: an HTML <table> whose header cell or caption names a speed ("t/s",
 * "tok/s", "tg128") makes its column's numbers claims, a <ul>/<ol> under a line that names the unit makes its
 * items' bare figures claims ("Speeds (tok/s):" over "<li>official: 24</li>"), and a <pre> holding tool output
 * the grammar knows (llama-bench, ollama, vLLM...) is read as a text table. An HTML table is read by writing it out as the
 * markdown table it renders, and a list as the text list it renders, so text-tables.js decides for all (one set of
 * rules for what a speed column or a list of speeds is).
 * Either is read whole, once per change of its text, and each text node gets the claims inside its own span:
 * a highlighted <pre> splits its lines over many spans, and a header in one node labels numbers in others.
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

/** table -> Map(cell -> {text, claims}): the claims each cell held when the table was last read, and its text then. */
const cache = new WeakMap();
/** pre -> {text, claims}: the claims of a tool-output block, with offsets into its whole text. */
const preCache = new WeakMap();

/** The rows of a table, the header row first (thead, else a first row of th). */
function rowsOf(table) {
  const rows = [...table.rows];
  const header = table.tHead?.rows[0] ?? (rows[0] && [...rows[0].cells].every((cell) => cell.tagName === "TH") ? rows[0] : null);
  if (!header) return null;
  return [header, ...rows.filter((row) => row !== header && row.parentElement !== table.tHead)];
}

/**
 * The claims textTableClaims finds in text, each given to the holder (a cell, an item) whose span it starts in,
 * with offsets from that span's start.
 */
function spread(text, spans, holders) {
  for (const claim of textTableClaims(text)) {
    const span = spans.find((s) => s.start <= claim.start && claim.start < s.end);
    if (span) holders.get(span.holder).claims.push({ ...claim, start: claim.start - span.start, end: Math.min(claim.end, span.end) - span.start });
  }
}

/**
 * The claims of a table's cells, read from its markdown form. Read once per table, again only when a cell
 * is new or its text changed: a cell's lookup costs its own text, not the table's.
 */
function cellClaims(table, holder) {
  const known = cache.get(table)?.get(holder);
  if (known && known.text === holder.textContent) return known.claims;
  const cells = new Map();
  for (const row of table.rows) for (const cell of row.cells) cells.set(cell, { text: cell.textContent, claims: [] });
  const rows = rowsOf(table);
  if (rows) {
    const caption = table.caption?.textContent.replace(UNSAFE, " ").trim();
    let text = caption ? `${caption}\n` : "";
    const spans = [];
    rows.forEach((row, index) => {
      text += "|";
      for (const cell of row.cells) {
        const cellText = cells.get(cell).text.replace(UNSAFE, " ");
        text += " ";
        spans.push({ holder: cell, start: text.length, end: text.length + cellText.length });
        text += `${cellText} |`;
      }
      text += "\n";
      if (index === 0) text += `|${"---|".repeat(row.cells.length)}\n`;
    });
    spread(text, spans, cells);
  }
  cache.set(table, cells);
  return cells.get(holder)?.claims ?? [];
}

/** list -> Map(item -> {text, claims}), as `cache` for tables. */
const listCache = new WeakMap();

/**
 * The claims of a list's items, read as the text list it renders under the line before it: "Speeds (tok/s):"
 * then "- official: 24". text-tables.js asks two items at least, each a label and a bare figure, and a line that
 * names the unit. Read once per list, again only when an item is new or its text changed.
 */
function itemClaims(list, item) {
  const known = listCache.get(list)?.get(item);
  if (known && known.text === item.textContent) return known.claims;
  const items = new Map();
  for (const child of list.children) if (child.tagName === "LI") items.set(child, { text: child.textContent, claims: [] });
  const caption = list.previousElementSibling?.textContent.replace(UNSAFE, " ").trim();
  if (caption && items.size >= 2) {
    let text = `${caption}\n`;
    const spans = [];
    for (const [child, { text: itemText }] of items) {
      text += "- ";
      spans.push({ holder: child, start: text.length, end: text.length + itemText.length });
      text += `${itemText.replace(UNSAFE, " ")}\n`;
    }
    spread(text, spans, items);
  }
  listCache.set(list, items);
  return items.get(item)?.claims ?? [];
}

/** The claims of a <pre> of tool output, offsets into its whole text; [] for other code. */
function preClaims(pre) {
  const text = pre.textContent;
  const known = preCache.get(pre);
  if (known?.text === text) return known.claims;
  const claims = isToolOutput(pre) ? findClaims(text).map((claim) => ({ ...claim, inPre: true })) : [];
  preCache.set(pre, { text, claims });
  return claims;
}

/** Where textNode's text starts inside element's text. */
export function offsetIn(element, textNode) {
  let offset = 0;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && node !== textNode; node = walker.nextNode()) offset += node.data.length;
  return offset;
}

/**
 * The table claims that start in textNode, with offsets from its own text's start (a claim may run on into the
 * next nodes: a highlighter split its number), or null when it sits in no speed table cell, no list of speeds and no
 * tool output (then it is prose). Cheap for the common text node: digits first, then one closest().
 */
export function tableClaimsIn(textNode) {
  if (!HAS_DIGIT.test(textNode.data)) return null;
  const holder = textNode.parentElement?.closest("td, th, pre") ?? textNode.parentElement?.closest("li");
  if (!holder) return null;
  let claims;
  if (holder.tagName === "PRE") claims = preClaims(holder);
  else if (holder.tagName === "LI") claims = /^[UO]L$/.test(holder.parentElement?.tagName) ? itemClaims(holder.parentElement, holder) : [];
  else claims = holder.closest("table") ? cellClaims(holder.closest("table"), holder) : [];
  if (!claims.length) return null;
  const offset = offsetIn(holder, textNode);
  const end = offset + textNode.data.length;
  return claims
    .filter((claim) => claim.start >= offset && claim.start < end)
    .map((claim) => ({ ...claim, start: claim.start - offset, end: claim.end - offset }));
}
