/**
 * Where a regex can start matching, read from its source, so a hot loop runs it only there: trying a sticky
 * regex costs ~50 ns a position, two table lookups ~1 ns, and a claim's line has ~100 positions (issue 13's
 * speed goal leaves ~0.3 us a claim). Handles the subset grammar.json uses: alternations, groups, lookarounds
 * at the start (skipped), literals (an escaped punctuation mark too), and ? * {0,n} making the atom before them optional. Anything else ends a
 * prefix early, which only lets more positions through: the table never hides a match.
 */

const SPECIAL = new Set(Array.from("[](){}|?*+.\\^$"));
const PREFIX = 3;

/** Where the group opening at `open` closes. */
function closing(source, open) {
  for (let i = open, depth = 0, inClass = false; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") i++;
    else if (inClass) inClass = ch !== "]";
    else if (ch === "[") inClass = true;
    else if (ch === "(") depth++;
    else if (ch === ")" && --depth === 0) return i;
  }
  throw new Error(`unbalanced group in ${source}`);
}

/** The top-level alternatives of a pattern. */
function alternatives(source) {
  const parts = [];
  let from = 0;
  for (let i = 0, inClass = false; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") i++;
    else if (inClass) inClass = ch !== "]";
    else if (ch === "[") inClass = true;
    else if (ch === "(") i = closing(source, i);
    else if (ch === "|") {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

const optionalAt = (source, i) => source[i] === "?" || source[i] === "*" || source.startsWith("{0", i);

/** The first `need` characters (lower case) a match of `source` followed by `after` can start with. */
function prefixes(source, after = "", need = PREFIX) {
  return alternatives(source).flatMap((alternative) => {
    let rest = alternative;
    while (/^\(\?<?[=!]/.test(rest)) rest = rest.slice(closing(rest, 0) + 1);
    return sequencePrefixes(rest, after, need);
  });
}

function sequencePrefixes(rest, after, need) {
  if (need === 0) return [""];
  if (rest === "") return after === "" ? [""] : prefixes(after, "", need);
  if (rest[0] === "(") {
    const close = closing(rest, 0);
    const inner = rest.slice(rest.startsWith("(?:") ? 3 : 1, close);
    const tail = rest.slice(close + 1);
    const skipped = tail.replace(/^(?:\?|\*|\{0,\d*\})/, "");
    const rejoined = after === "" ? skipped : `(?:${skipped})(?:${after})`;
    const through = rest.startsWith("(?") && !rest.startsWith("(?:") ? [""] : prefixes(inner, rejoined, need);
    return skipped === tail ? through : [...through, ...sequencePrefixes(skipped, after, need)];
  }
  // an escaped punctuation mark is a literal ("\\(")
  const escaped = rest[0] === "\\" && /^[^0-9A-Za-z]$/.test(rest[1] ?? "");
  if (SPECIAL.has(rest[0]) && !escaped) return [""];
  const width = escaped ? 2 : 1;
  const ch = rest[width - 1].toLowerCase();
  const optional = optionalAt(rest, width);
  const next = rest.slice(optional ? width + 1 : width);
  const taken = sequencePrefixes(next, after, need - 1).map((p) => ch + p);
  return optional ? [...taken, ...sequencePrefixes(next, after, need)] : taken;
}

const isLetter = (code) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
/** 1 for an ASCII letter: a table, so the scan loop below reads it without branching. */
const LETTER = new Uint8Array(65536);
for (let code = 65; code <= 90; code++) LETTER[code] = LETTER[code | 32] = 1;
const fold = (code) => (code >= 65 && code <= 90 ? code | 32 : code) & 31;
/** The low five bits of three characters, and whether the first is ASCII (a CJK first character then never collides with a letter). */
const key = (a, b, c) => (a > 127 ? 1 << 15 : 0) | (fold(a) << 10) | (fold(b) << 5) | fold(c);

/**
 * The table for a pattern: which characters a match may start with (exactly), and which first three
 * (by their low five bits: collisions only let more positions through). Throws when some alternative has
 * no literal start.
 */
export function startTable(source) {
  const first = new Uint8Array(65536), three = new Uint8Array(1 << 16);
  for (const prefix of new Set(prefixes(source))) {
    if (!prefix) throw new Error(`an alternative of ${source} has no literal start`);
    const codes = Array.from(prefix, (ch) => ch.charCodeAt(0));
    first[codes[0]] = 1;
    if (isLetter(codes[0])) first[codes[0] ^ 32] = 1;
    // (a prefix shorter than three stands for every character after it: only those places are looped over)
    for (let b = 0; b < (codes.length > 1 ? 1 : 32); b++) {
      for (let c = 0; c < (codes.length > 2 ? 1 : 32); c++) three[key(codes[0], codes[1] ?? b, codes[2] ?? c)] = 1;
    }
  }
  return { first, three };
}

/**
 * A pattern's top-level alternatives grouped by the character a match of each may start with (lower case), each
 * group in the pattern's order; an alternative that may start with several characters is in each of their groups.
 * V8 tries a sticky regex's alternatives one by one at a position, so a regex of one group tries only the ones that
 * can begin there, and finds what the whole pattern finds. Throws where startTable would.
 */
export function alternativesByStart(source) {
  const groups = new Map();
  for (const alternative of alternatives(source)) {
    for (const start of new Set(prefixes(alternative).map((prefix) => prefix[0]))) {
      if (start === undefined) throw new Error(`an alternative of ${source} has no literal start`);
      if (!groups.has(start)) groups.set(start, []);
      groups.get(start).push(alternative);
    }
  }
  return groups;
}

/**
 * Whether a match may start at i, where the character is `code` and the one before it `previous` (the caller
 * walks the text, so it has both). A letter may start one only where a word starts: the pattern must say so
 * too, e.g. with (?<![A-Za-z]).
 */
export function mayStartAt(table, text, i, code, previous) {
  if (table.first[code] === 0 || (isLetter(code) && isLetter(previous))) return false;
  return table.three[key(code, text.charCodeAt(i + 1), text.charCodeAt(i + 2))] === 1;
}

/**
 * The first position in [at, limit) where mayStartAt would let a match start, or limit: the same test as a
 * tight loop (two table reads a character, a branch only where a word can start), since a claim's line is
 * read here character by character.
 */
export function nextStart(table, text, at, limit) {
  const { first, three } = table;
  let previousLetter = LETTER[text.charCodeAt(at - 1)] | 0;
  for (; at < limit; at++) {
    const code = text.charCodeAt(at), letter = LETTER[code];
    if (first[code] > (letter & previousLetter) && three[key(code, text.charCodeAt(at + 1), text.charCodeAt(at + 2))] === 1) {
      return at;
    }
    previousLetter = letter;
  }
  return limit;
}
