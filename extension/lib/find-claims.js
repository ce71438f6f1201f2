/**
 * Every claim in a piece of text, prose and text tables together: what the corpus scorer measures and what
 * the content script runs on a <pre> block of tool output. A table cell's claim (which knows its column and
 * row) wins over the prose reading of the same characters; figures that the lines under a block restate follow.
 */
import { detect, GPU_NUMBER, overlaps, simplified } from "./detect.js";
import { linesOf, placedOnly, restatedClaims, textTableClaims } from "./text-tables.js";
import { blockClaims, carriedClaims, closingNoteClaims, footnotedClaims, gainPairClaims, labelledRunClaims, MAY_CLOSE, MAY_FOOTNOTE, MAY_GAIN,
  MAY_LABELLED_RUN, MAY_PHASE_PAIR, MAY_RANGE_PAIR, MAY_SAY_AFTER, MAY_SUBJECT_UNIT, MAY_UNIT_NOTE, phasePairClaims, rangePairClaims, saidAfterClaims,
  subjectUnitClaims, unitNoteClaims } from "./answers.js";
import { MAY_QUOTE_KEY, quotedKeyClaims } from "./quoted-keys.js";
import { threadReplyClaims } from "./thread-replies.js";
import { dataLiteralClaims, MAY_HOLD_LITERAL } from "./data-literals.js";
import { MAY_EXPOSE, metricsTextClaims } from "./metrics-text.js";
import { iniResultClaims, MAY_HOLD_INI } from "./ini-results.js";

/** A post about a database's or a chain's throughput ("sysbench", "pgbench", "MySQL", "Solana") that names no model and
 * no token rate (a chain's "主网", "testnet"): its TPS and its dumps' figures are transactions, not tokens. */
const DATABASE_POST = /sysbench|pgbench|tpc-?[bch](?![a-z])|mysql|postgres|sqlite|mongodb|clickhouse|oceanbase|tidb|solana|ethereum|blockchain|mainnet|testnet|区块链|公链|主网|测试网|数据库/i;
const MODEL_POST = /tok|t\/s|llm|gguf|llama|qwen|gemma|deepseek|mistral|gpt|glm|kimi|模型|推理|生成|预填充|词元/i;

/** A markdown table's rule, under its header row. */
const RULE_UNDER = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*(?:\n|$)/;

/** A card's number heading a table's column with its unit ("| 3090 t/s | 5090 t/s |" over "|---|---|", "3090 pp" over a
 * row whose cells the table reader took): a name. */
function namesColumn(text, claim, cells) {
  if (!GPU_NUMBER.test(claim.text.trim().split(/[ \t]/)[0])) return false;
  const end = text.indexOf("\n", claim.end);
  if (end < 0) return false;
  if (RULE_UNDER.test(text.slice(end + 1))) return true;
  // (a header of cards, two at least, over a row of cells: "model  3090 pp  3090 tg  4090 pp")
  const next = text.indexOf("\n", end + 1);
  const line = text.slice(text.lastIndexOf("\n", claim.start) + 1, end);
  return GPU_NUMBER.test(String(claim.value)) && line.split(/[ \t]+/).filter((word) => GPU_NUMBER.test(word)).length >= 2 &&
    cells.some((cell) => cell.start > end && (next < 0 || cell.start < next));
}

/** Whether a bare figure the prose reading took stands in a delimited row whose cells a table reader read: that row's
 * other columns were left out on purpose ("| pp512 (t/s) | 3,412.5 | 3,980.1 | 567.6 | 16.6% |" under a "Δ" header). */
function inReadRow(text, claim, cells) {
  if (/[^\d.,]/.test(claim.text)) return false;
  const from = text.lastIndexOf("\n", claim.start) + 1, to = text.indexOf("\n", claim.end);
  const line = text.slice(from, to < 0 ? text.length : to);
  return (line.includes("\t") || line.includes("|")) && cells.some((cell) => cell.start >= from && (to < 0 || cell.end <= to));
}

export function findClaims(text) {
  if (DATABASE_POST.test(text) && !MODEL_POST.test(text)) return [];
  const cells = textTableClaims(text);
  const prose = cells.length ? detect(text).filter((claim) => !cells.some((cell) => overlaps(claim, cell)) &&
    !namesColumn(text, claim, cells) && !inReadRow(text, claim, cells)) : detect(text);
  const found = [...cells, ...prose];
  found.push(...restatedClaims(text, found));
  // (both read as the grammar reads text, traditional characters as simplified ones, one for one: simplified once here)
  const plain = simplified(text);
  if (MAY_QUOTE_KEY.test(text)) found.push(...quotedKeyClaims(text, plain, found));
  if (MAY_HOLD_LITERAL.test(text)) found.push(...dataLiteralClaims(plain, found));
  // (bare figures a later clause of their sentence gives the unit of: "52 on the 4090 and 87 on the 5090, all tok/s")
  // (and bare figures in the lines above a note closing them with their unit: "(output tok/s, 32 concurrent)")
  const unread = (more) => more.filter((claim) => !found.some((other) => overlaps(claim, other)));
  const said = MAY_SAY_AFTER.test(plain), closed = MAY_CLOSE.test(plain), block = found.length > 0 && plain.includes("\n");
  const ranged = MAY_RANGE_PAIR.test(plain), run = MAY_LABELLED_RUN.test(plain), paired = MAY_PHASE_PAIR.test(plain);
  const marked = MAY_FOOTNOTE.test(plain);
  const lines = said || closed || block || ranged || run || paired || marked ? linesOf(plain) : [];
  // (and the samples of an exporter's gauges whose help names the unit: "# HELP … (tokens per second)")
  if (MAY_EXPOSE.test(plain)) found.push(...unread(metricsTextClaims(plain)));
  // (and the keys of INI or TOML results under a unit their "[units]" section or the words above them give)
  if (plain.includes("=") && MAY_HOLD_INI.test(plain)) found.push(...unread(iniResultClaims(plain)));
  if (said) found.push(...unread(saidAfterClaims(lines)));
  if (closed) found.push(...unread(closingNoteClaims(lines)));
  // (and those of a block's lines above the one that alone names the unit: "batch 1 → 54" over "batch 128 → 2,680 tok/s")
  if (block) found.push(...unread(blockClaims(lines, found)));
  // (and a pair a gain in the unit came between: "Vulkan wins tg by about 4 t/s (57 vs 53 on Qwen3-30B-A3B)")
  if (MAY_GAIN.test(plain)) found.push(...unread(gainPairClaims(plain)));
  // (and the bare ranges of a sentence whose last range has the unit: "prompt processing from 612 to 880 and generation from
  // 41.5 to 44.8 tok/s")
  if (ranged) found.push(...unread(rangePairClaims(lines)));
  // (and the labelled figures of a run its last figure's unit closes: "same prompt: Ollama 71, LM Studio 84, llama-server 89 tok/s")
  if (run) found.push(...unread(labelledRunClaims(lines, found)));
  // (and the bare figures of a line naming both phases by their words: "decode 38 → 47, prefill 1,100 → 1,460")
  if (paired) found.push(...unread(phasePairClaims(lines)));
  // (and figures a footnote's mark follows, its footnote naming the unit: "dual 3090 gets 17¹" over "¹ …, generation t/s")
  if (marked) found.push(...unread(footnotedClaims(lines)));
  // (and the figure a unit written as a noun is said to be: "output tokens/s at 9.2k sustained")
  if (MAY_SUBJECT_UNIT.test(plain)) found.push(...unread(subjectUnitClaims(plain)));
  found.push(...threadReplyClaims(text, plain, found));
  found.push(...unread(carriedClaims(plain, prose)));
  // (and, where nothing else was read, the bare figures of a post whose unit stands alone in a sentence)
  if (!found.length && MAY_UNIT_NOTE.test(plain)) found.push(...unitNoteClaims(linesOf(plain)));
  // (a note naming by place one speed and one other measure keeps the speed's place of each pair after it)
  return placedOnly(found, text).sort((a, b) => a.start - b.start);
}
