/**
 * Figures in data pasted as code: a Python or JSON literal of named figures ("{'M4': 20.4, 'M4 Pro': 47.9}", "[('Q8_0',
 * 18.42), ('Q6_K', 22.97)]"), whose unit is each key's own ("[('pp512', 14820.3), ('tg128', 231.7)]") or a line's beside it
 * ("gen tok/s, Llama 3.1 8B 4-bit" under it, "单位 tokens/s：" over its code fence), and the statistics a speed key holds
 * ("'decode_tok_s': {'mean': 22.4, 'p50': 22.6}"); lists of bare figures printed as code under their unit; a PromQL rate of a
 * token counter with its result; the rows llama-bench's `-o sql` inserts ("… avg_ts …) VALUES (… '8843.27' …)"). Pure, like
 * detect.js.
 */
import { isSize, overlaps, parseNumber, phaseNamed } from "./detect.js";
import { figureClaim, keyPhase } from "./answers.js";
import { GRAMMAR } from "./grammar.js";
import { BARE_TEST, linesOf, namesModelSpeed, NOT_SPEED_COLUMN } from "./text-tables.js";

/** One named figure of a literal: "'M4 Pro': 47.9", '"Qwen3-8B-4bit": 46.2', "('Q8_0', 18.42)". */
const ENTRY = /(['"])([^'"\n]{1,40})\1[ \t]*(?::[ \t]*|,[ \t]*)(\d+(?:\.\d+)?)(?=[ \t]*(?:[,}\])]|$))/g;
/** A literal's brackets around its entries: a dict or a list of pairs. */
const LITERAL = /[{[][ \t]*\(?[ \t]*['"]/;
/** A speed key's statistics on one line: "'decode_tok_s': {'mean': 22.4, 'p50': 22.6}". */
const STATS_OF_KEY = /(['"])([\w./-]{1,40})\1[ \t]*:[ \t]*\{([^{}\n]{1,240})\}/g;
/** The statistics a speed key holds that are speeds (not its spread nor its count). */
const STATISTIC = /^(?:mean|median|avg|average|min|max|p\d{1,3}|q\d|last|best|worst)$/i;
const NOT_SPEED_KEY = new RegExp(GRAMMAR.table.not_speed_row, "i");
const SETTING_KEY = new RegExp(GRAMMAR.setting_key.words, "i");
const NEGATIVE = new RegExp(GRAMMAR.negative_context, "i");
/** Lines passed over on the way to the line that gives a literal its unit: blank ones, code fences; and the interpreter's,
 * whose code may name the phase (">>> 各量化生成速度"). */
const BLANK_OR_FENCE = /^[ \t]*(?:(?:```+|~~~+)[\w-]*)?[ \t]*$/;
const INTERPRETER = /^[ \t]*(?:>>>|In[ \t]*\[\d*\]:|Out[ \t]*\[\d*\]:)/;
/** How many lines with words above and below a literal may give it its unit, and how many others it may stand past. */
const UNIT_LINES = 2;
const PASSED_MOST = 4;
/** A line holding a figure with its key or its unit: a reading of its own, no caption. */
const HOLDS_FIGURE = /[:=][ \t]*\d|\d[ \t]*(?:t\/s|tok|tps)/i;

/** Code that printed changes, ratios or spreads of the figures, not the figures: "{k: new[k] - old[k] for k in new}". */
const OF_CHANGES = /[\w\])][ \t]*[-/][ \t]*[\w(]|diff|delta|change|gain|speed-?up|ratio|std|pct/i;
/** A key naming a change or a ratio of a speed, not the speed: "pp512_delta_tps", "tg128_ratio". */
const CHANGE_KEY = /delta|diff|change|gain|speed-?up|ratio|pct|percent/i;
/** Whether the interpreter's line just above lines[at] printed changes of the figures. */
const printedChanges = (lines, at) => lines.slice(Math.max(0, at - 2), at).some((line) => INTERPRETER.test(line.text) &&
  OF_CHANGES.test(line.text.replace(INTERPRETER, "")));

/** A list of bare figures: "[88.4, 89.1, 87.9]", R's "c(41.2, 43.0)". */
const FIGURE_LIST = /(?:\[|(?<![A-Za-z])c\()[ \t]*(\d+(?:\.\d+)?(?:[ \t]*,[ \t]*\d+(?:\.\d+)?){1,63})[ \t]*[\])]/g;
/** What before a list makes it a key's value or a call's argument: '"samples_ns": ', "quantile(". */
const ARGUMENT_OR_VALUE = /[:=(,][ \t]*$/;
/** How far before a list of bare figures the words naming their unit may start on its line. */
const LIST_WORDS_REACH = 80;

/** A PromQL rate of a token counter ("sum(rate(vllm:generation_tokens_total[5m]))"): its result is tokens per second. */
const TOKEN_RATE_QUERY = /(?<![A-Za-z])i?rate\([ \t]*([\w:]*tokens?_total)(?:\{[^}\n]*\})?[ \t]*\[[^\]\n]+\][ \t]*\)/;
const SCALED = /^[ \t)]*[*/+-]/;
/** The query's result after it on its line, or on the next line with its labels: "{model_name="Qwen3-30B-A3B"}    1843.27". */
const RESULT_AFTER = /\)[ \t]{2,}(\d+(?:\.\d+)?)[ \t]*$/;
const RESULT_LINE = /^[ \t]*(?:[\w:]*\{[^}\n]*\})?[ \t]*(\d+(?:\.\d+)?)[ \t]*$/;

/** A row inserted with its columns named, as llama-bench's `-o sql` prints it: "INSERT INTO test (…, avg_ts, …) VALUES (…)". */
const SQL_INSERT = /INSERT[ \t]+INTO[ \t]+\w+[ \t]*\(([^()\n]{1,2000})\)[ \t]*VALUES[ \t]*\(([^()\n]{1,4000})\)/gi;
/** A value of such a row, quoted or not, and where it starts. */
const SQL_VALUE = /[ \t]*(?:'([^'\n]*)'|([^,'\n]*))[ \t]*(?:,|$)/gy;
/** Its speed columns: llama-bench's "avg_ts", a rate key ("tg_tps", "tok_s"); not a spread ("stddev_ts"). */
const SQL_RATE_COLUMN = /^(?:avg_ts|(?:pp|tg|prompt|gen|decode|prefill|eval|output)_?tps|tok(?:en)?s?_(?:s|per_s(?:ec(?:ond)?)?))$/i;

/** The speeds of the rows a SQL shell was given, each of its row's phase (llama-bench's n_prompt, n_gen). */
function insertedRows(line, add) {
  for (const row of line.text.matchAll(SQL_INSERT)) {
    const columns = row[1].split(",").map((name) => name.trim().replace(/[`"]/g, ""));
    const valuesAt = row.index + row[0].lastIndexOf(row[2], row[0].length - 1);
    const values = [];
    SQL_VALUE.lastIndex = 0;
    for (let match = SQL_VALUE.exec(row[2]); match !== null && values.length < columns.length; match = SQL_VALUE.exec(row[2])) {
      const value = match[1] ?? match[2].trim();
      values.push({ value, at: valuesAt + match.index + match[0].indexOf(value) });
      if (SQL_VALUE.lastIndex >= row[2].length) break;
    }
    if (values.length !== columns.length) continue;
    const of = (name) => values[columns.indexOf(name)]?.value;
    const prompted = Number(of("n_prompt")) > 0, generated = Number(of("n_gen")) > 0;
    const phase = prompted === generated ? null : prompted ? "prefill" : "decode";
    columns.forEach((name, k) => {
      if (SQL_RATE_COLUMN.test(name) && /^\d+(?:\.\d+)?$/.test(values[k].value)) {
        add(line.start + values[k].at, values[k].value, phaseNamed(name) ?? phase, name);
      }
    });
  }
}

/** A cheap test for a literal of named figures, or a list of bare ones, at all. */
export const MAY_HOLD_LITERAL = /INSERT[ \t]+INTO|["']?unit["']?[ \t]*[:=][ \t]*["']|[{[][ \t]*\(?[ \t]*['"][^'"\n]{1,40}['"][ \t]*[:,][ \t]*\d|(?:\[|c\()[ \t]*\d[\d.]*[ \t]*,[ \t]*\d|rate\(/;

/** Whether a key names a token rate: a speed header, or llama-bench's test ("pp512", "tg"). */
const namesRate = (key) => BARE_TEST.test(key) || namesModelSpeed(key);

/** What the lines beside lines[at] say of a literal there: the nearest naming a speed (its unit) and the phase it or the
 * interpreter's code names; null when none names a speed. */
function unitBeside(lines, at) {
  const words = [], code = [];
  for (const step of [-1, 1]) {
    for (let i = at + step, passed = 0, counted = 0; i >= 0 && i < lines.length && counted < UNIT_LINES && passed <= PASSED_MOST; i += step) {
      const line = lines[i].text;
      if (BLANK_OR_FENCE.test(line) || INTERPRETER.test(line)) {
        passed++;
        if (INTERPRETER.test(line)) code.push(line);
        continue;
      }
      if (LITERAL.test(line)) break;   // another literal: the line is its own
      counted++;
      if (!HOLDS_FIGURE.test(line)) words.push(line);
    }
  }
  const unit = words.find(namesModelSpeed);
  if (unit === undefined) return null;
  return { unit: unit.trim(), phase: phaseNamed(unit) ?? code.map(phaseNamed).find((phase) => phase) ?? null };
}

/** A token counter's rate and its result on lines[at] or the line after, the counter's phase ("generation_tokens_total"
 * is decode); not a rate turned into another unit ("sum(rate(…[5m])) * 60" is tokens per minute). */
function queryResult(lines, at, add) {
  const line = lines[at];
  const query = line.text.includes("rate(") ? TOKEN_RATE_QUERY.exec(line.text) : null;
  if (!query || SCALED.test(line.text.slice(query.index + query[0].length))) return;
  const next = lines.slice(at + 1).find((other) => other.text.trim());
  const [where, result] = RESULT_AFTER.test(line.text) ? [line, RESULT_AFTER.exec(line.text)] : [next, next && RESULT_LINE.exec(next.text)];
  if (result) add(where.start + result.index + result[0].lastIndexOf(result[1]), result[1], keyPhase(query[1]), query[1]);
}

/** A speed key's statistics on the line: each a speed of the key's phase. */
function keyStatistics(line, add) {
  for (const stats of line.text.matchAll(STATS_OF_KEY)) {
    const key = stats[2];
    if (!namesRate(key) || SETTING_KEY.test(key)) continue;
    const inner = line.start + stats.index + stats[0].indexOf("{") + 1;
    for (const entry of stats[3].matchAll(ENTRY)) {
      if (STATISTIC.test(entry[2])) add(inner + entry.index + entry[0].lastIndexOf(entry[3]), entry[3], phaseNamed(key), key, entry[2]);
    }
  }
}

/** The lists of bare figures on lines[at] whose line names their unit before them ("the generation tok/s came back as
 * `[88.4, 89.1]`"): code printed as it is, in backticks or on a line of its own, not a paper's citation ("[12, 31]"), a
 * key's value (detect()'s to read), a call's argument ("quantile([0.5, 0.9])") or sizes ("contexts [4096, 8192]"). */
function figureLists(lines, at, add) {
  const line = lines[at];
  for (const list of line.text.matchAll(FIGURE_LIST)) {
    const words = line.text.slice(Math.max(0, list.index - LIST_WORDS_REACH), list.index);
    const code = (words.split("`").length % 2 === 0) || !line.text.slice(0, list.index).replace(INTERPRETER, "").trim();
    if (!code || ARGUMENT_OR_VALUE.test(words)) continue;
    const unit = namesModelSpeed(words) ? words : unitBeside(lines, at)?.unit;
    const figures = [...list[1].matchAll(/\d+(?:\.\d+)?/g)];
    if (unit === undefined || NEGATIVE.test(words) || printedChanges(lines, at) || figures.every((f) => isSize(f[0], Number(f[0])))) continue;
    const inner = line.start + list.index + list[0].indexOf(list[1]);
    for (const figure of figures) add(inner + figure.index, figure[0], phaseNamed(unit), unit.trim());
  }
}

/**
 * The named figures of a literal on lines[at]. The unit: every key's own; else the words around it on its line or a line
 * beside it naming a speed, where no key names one (a record, "{'n_ctx': 4096, 'tok_s': 34.2}", is detect()'s to read key
 * by key; its keys that are llama-bench's tests are its speeds: "{'pp': 286.4, 'tg': 21.9, 'threads': 96}") nor a
 * trainer's or a database's figure ("{'train_runtime': 1250.6, 'train_samples_per_second': 3.198}").
 */
function namedFigures(lines, at, add) {
  const line = lines[at];
  const entries = [...line.text.matchAll(ENTRY)];
  if (entries.length < 2 || printedChanges(lines, at)) return;
  const keyed = entries.every((entry) => namesRate(entry[2]));
  const record = entries.some((entry) => namesRate(entry[2]) || NEGATIVE.test(entry[2]));
  const testKeys = record && !keyed && !entries.some((entry) => NEGATIVE.test(entry[2]));
  const open = line.text.search(LITERAL), close = Math.max(line.text.lastIndexOf("]"), line.text.lastIndexOf("}"));
  const around = `${line.text.slice(0, open)} ${line.text.slice(close + 1)}`;
  const beside = keyed || record ? null : namesModelSpeed(around) && !HOLDS_FIGURE.test(around) ?
    { unit: around.trim(), phase: phaseNamed(around) } : unitBeside(lines, at);
  if (!keyed && !testKeys && beside === null) return;
  for (const entry of entries) {
    if ((testKeys && !BARE_TEST.test(entry[2])) || NOT_SPEED_KEY.test(entry[2]) || CHANGE_KEY.test(entry[2]) ||
      ((keyed || testKeys) && SETTING_KEY.test(entry[2]))) continue;
    const start = line.start + entry.index + entry[0].lastIndexOf(entry[3]);
    if (keyed || testKeys) add(start, entry[3], phaseNamed(entry[2]), entry[2]);
    // (where the unit is the lines' beside, a key naming another measure is none: "'输入tokens': 2048", "'显存GB': 21.6")
    else if (!NOT_SPEED_COLUMN.test(entry[2])) add(start, entry[3], beside.phase, beside.unit, entry[2]);
  }
}

/** A record's key giving the unit of its siblings ('"unit": "tok/s"', "unit: 't/s'"), and a sibling naming a phase with its
 * figure or list of figures ('"prefill": 461.3', '"decode_single_stream": 37.6', '"tg": [41.8, 41.5, 42.0]'). */
const UNIT_KEY = /(["']?)unit\1[ \t]*[:=][ \t]*(["'])([^"'\n]{1,24})\2/gi;
const PHASE_KEY_VALUE = /(["'])((?:prefill|decode|decoding|generation|gen|tg|pp|prompt[_ -]?(?:processing|eval)|eval)[\w.-]{0,30})\1[ \t]*:[ \t]*(\[[\d.,\s]*\]|\d+(?:\.\d+)?)/gi;
/** How far from its unit key a record's siblings may be. */
const UNIT_KEY_REACH = 600;

/** The figures of the keys naming a phase beside a unit key naming a speed (a benchmark script's JSON: '{"unit": "tok/s",
 * "runs": [{"prompt": 512, "prefill": 461.3, "decode": 26.9}]}'), each its key's phase; not a key of another measure
 * ('"ttft_ms_p50": 412', '"vram_gb": 74.1', '"prompt": 512'). */
function unitKeyed(text, add) {
  for (const unit of text.matchAll(UNIT_KEY)) {
    if (!namesModelSpeed(unit[3])) continue;
    const from = Math.max(0, unit.index - UNIT_KEY_REACH);
    for (const entry of text.slice(from, unit.index + unit[0].length + UNIT_KEY_REACH).matchAll(PHASE_KEY_VALUE)) {
      const key = entry[2];
      if (NOT_SPEED_KEY.test(key) || CHANGE_KEY.test(key) || SETTING_KEY.test(key)) continue;
      const at = from + entry.index + entry[0].lastIndexOf(entry[3]);
      for (const figure of entry[3].matchAll(/\d+(?:\.\d+)?/g)) {
        add(at + figure.index, figure[0], keyPhase(key), unit[3], key);
      }
    }
  }
}

/** Claims in the data pasted as code in text, none where `claims` (read already) stand. */
export function dataLiteralClaims(text, claims) {
  const found = [];
  const add = (start, figure, phase, column, row = "") => {
    const value = parseNumber(figure), end = start + figure.length;
    if (value > 0 && ![...claims, ...found].some((claim) => overlaps(claim, { start, end }))) {
      found.push(figureClaim(start, figure, value, phase, column, row));
    }
  };
  if (/unit/i.test(text)) unitKeyed(text, add);
  const lines = linesOf(text);
  lines.forEach((line, at) => {
    if (line.text.includes("VALUES")) insertedRows(line, add);
    if (!line.text.includes("{") && !line.text.includes("[")) return;
    queryResult(lines, at, add);
    keyStatistics(line, add);
    figureLists(lines, at, add);
    if (LITERAL.test(line.text)) namedFigures(lines, at, add);
  });
  return found;
}
