/**
 * Figures a sentence gives a key it names in quotes or backticks: "the `tg` field dropped from 61.3 to 44.8", "`decode_tps`
 * p50 is 47.2 and p99 is 31.8", 'the panel "Generation tokens/s" sits at about 2.4k'. The key names a token rate (a speed
 * header, llama-bench's bare pp or tg, or a phase's rate) and no setting; the figures are its sentence's after it, up to the next quoted
 * word, each of the key's phase where its own words name none. Code in backticks naming such a key among its words speaks for
 * its sentence too ("`summary(runs$tg)` … Median 47.35", "`SELECT gpu, max(tg128) FROM runs` returns 131.46").
 */
import { bareSpeedFigures } from "./bare-figures.js";
import { overlaps, phaseNamed } from "./detect.js";
import { DATABASE_WORD } from "./text-tables.js";
import { GRAMMAR } from "./grammar.js";

/** A key in quotes or backticks: a name ("decode_tps", "tg") or a short label ("Generation tokens/s"), not inside code's
 * brackets or a call (after "[", "(" or "="). */
const QUOTED_KEY = /(?<![[(=][ \t]*)[`"“]([\w./:-]{1,40}|(?:[^`"”\s]{1,16}[ \t]){1,2}[^`"”\s]{1,16})[`"”](?![ \t]*[\])(])/g;
const SPEED_KEY = new RegExp(GRAMMAR.table.speed_header, "i");
/** A key no speed header names: llama-bench's bare test ("tg", "pp512") or a phase's rate ("decode_rate"). */
const RATE_KEY = /^(?:pp|tg)\d{0,5}$|(?:^|_)(?:gen|generation|decode|decoding|prefill|prompt|eval)_rate$/i;
const SETTING_KEY = new RegExp(GRAMMAR.setting_key.words, "i");
const NEGATIVE = new RegExp(GRAMMAR.negative_context, "i");
/** Where a key's sentence ends: its mark, a line's end, or the next quoted word. */
const SENTENCE_ENDS = /[。！？!?\n`"“]|\.(?=\s+(?!\d)|$)/;
const SENTENCE_REACH = 160;
/** Code in backticks (a call, a query, a formula) and the breaks between its words; a key alone in them is QUOTED_KEY's. */
const CODE_SPAN = /`([^`\n]{3,160})`/g;
const QUOTED_KEY_ALONE = /^`[\w./:-]{1,40}`$/;
const CODE_WORD_BREAK = /[^\w]+/;
const HOLDS_VALUE = /[:=][ \t]*[~≈]?\d/;
/** A word of code naming tokens and their rate ("tok_s", "decode_tps", "gen_tok_per_s"), not a bare "tps" nor "ts". */
const TOKEN_RATE_KEY = /^(?:[a-z]+_)*(?:tok(?:en)?s?_(?:s|per_s(?:ec(?:ond)?)?)|(?:decode|decoding|prefill|gen|generation|prompt|output|completion|eval|pp|tg)_?(?:tps|ts))$/i;
/** A key written with its value inside the marks: "baseline_tok_s: 52.1", "tg = 19.6". */
const KEY_WITH_VALUE = /^[\w./-]+["']?[ \t]*[:=][ \t]*(\d[\d.,]*)$/;
/** How far a figure may lie from a claim of its sentence (the carry's ratio for a sentence's neighbour). */
const RATIO = GRAMMAR.carry.next_ratio;

/** A cheap test for a quoted key at all. */
export const MAY_QUOTE_KEY = /[`"“][^`"”\n]{0,40}(?:tok|tps|t\/s|tg|pp|throughput|_rate|每秒)/i;

/** The claims quoted keys give their sentences in `original`, read in `text`, its simplified() form (offsets alike). */
export function quotedKeyClaims(original, text, claims) {
  const found = [];
  /** The figures a key gives its unit, each once (none a claim already read). */
  const read = (figures, name) => {
    for (const figure of figures) {
      if ([...claims, ...found].some((claim) => overlaps(claim, figure))) continue;
      found.push({ ...figure, text: original.slice(figure.start, figure.end), phase: figure.phase ?? phaseNamed(name),
        column: name, row: "" });
    }
  };
  /** The figures of the sentence from `from` on, as the key `name` says they are. */
  const readSentence = (from, name) => {
    const rest = text.slice(from, from + SENTENCE_REACH);
    const sentence = rest.slice(0, Math.max(0, rest.search(SENTENCE_ENDS)) || rest.length);
    const line = text.slice(text.lastIndexOf("\n", from - 1) + 1, from + sentence.length);
    // (a database that stores a token rate is no database's figure: "logging bench runs to sqlite? `SELECT avg(tg) …`")
    if (NEGATIVE.test(line.replace(DATABASE_WORD, " "))) return;
    // (where the sentence holds claims, its figures are near them: "is 151.9 t/s on 6790" is a build's number)
    const beside = claims.filter((claim) => claim.start >= from && claim.start < from + sentence.length);
    read(bareSpeedFigures(sentence, from).filter((figure) => !beside.length ||
      beside.some((claim) => figure.value * RATIO >= claim.value && figure.value <= claim.value * RATIO)), name);
  };
  for (const key of text.matchAll(QUOTED_KEY)) {
    const name = key[1].trim();
    if (!(RATE_KEY.test(name) || SPEED_KEY.test(name)) || SETTING_KEY.test(name.toLowerCase().replace(/[^a-z0-9]+/g, "_"))) continue;
    // (its value inside the marks too: "`baseline_tok_s: 52.1`")
    const inside = KEY_WITH_VALUE.exec(name);
    if (inside) {
      const start = key.index + 1 + key[1].indexOf(inside[1], inside.index + inside[0].length - inside[1].length);
      read(bareSpeedFigures(inside[1], start), name);
      continue;
    }
    readSentence(key.index + key[0].length, name);
  }
  // code naming a rate key among its words: "`summary(runs$tg)`", "`SELECT gpu, max(tg128) FROM runs`"
  if (text.includes("`")) {
    for (const span of text.matchAll(CODE_SPAN)) {
      // (a key alone is read above; code holding its own figure is a reading, not a name: "`eval_tps=13.8` give or take 0.3")
      if (QUOTED_KEY_ALONE.test(span[0]) || HOLDS_VALUE.test(span[1])) continue;
      const name = span[1].split(CODE_WORD_BREAK).find((word) => RATE_KEY.test(word) || TOKEN_RATE_KEY.test(word));
      if (name && !SETTING_KEY.test(name.toLowerCase())) readSentence(span.index + span[0].length, name);
    }
  }
  return found;
}
