/**
 * Claims in text tables, where the unit is stated once for a column: markdown tables and space-aligned
 * tables (llama-bench, llama-batched-bench, hand-made comparisons) whose header names a speed ("t/s",
 * "pp512", "S_TG t/s", "Decode (tok/s)"), whose row label does ("| pp512 | 2710.44 | 2198.10 |"), or whose
 * caption does ("(单位：tokens/s)", "decode speed in tok/s:"). Each claim says its column and row, so the
 * physics can use the model, test and quantization beside the number. Pure, like detect.js.
 */
import { GRAMMAR } from "./grammar.js";
import { CN_NUMERAL, endOfLine, GPU_NUMBER, lengthBefore, overlaps, ownedCard, parseNumber, phaseNamed, RANGE_ON, simplified } from "./detect.js";
import { answerClaims, CAPTION_END, declaredClaims, EDGED_ROW, figureClaim, MAY_ASK, MAY_DECLARE, MAY_NOTE, MAY_UNIT_REPLY, notedClaims,
  NOT_SPEED_LABEL, pairsIn, PICTOGRAPH, SECOND_IS_LATENCY, sentencesOf, UNIT_DISOWNED, unitReplyClaims, YEAR } from "./answers.js";

const SPEED_HEADER = new RegExp(GRAMMAR.table.speed_header, "i");
/** A database named in a table's caption or the query over it. */
export const DATABASE_WORD = /database|postgres(?:ql)?|mysql|sqlite3?|duckdb|clickhouse|(?<![A-Za-z])dbs?(?![A-Za-z])|数据库/gi;
/** A header that names tokens and a rate of them outright ("tg128_tps", "decode_tps", "eval_tok_s", "avg_eval_rate", "tokens/s"), not a bare
 * "tps" (pgbench's). */
const TOKEN_RATE_HEADER = /(?<![A-Za-z])(?:prompt_)?eval_rate(?![A-Za-z])|(?<![A-Za-z])(?:(?:pp|tg)\d*_?|(?:decode|prefill|gen|prompt|output|out|eval|avg)_|(?:预填充|生成|输出|解码)_?)(?:tps|ts)(?![A-Za-z])|(?:tok(?:en)?s?|(?<![A-Za-z])tk?)(?:_|[ \t]*\/[ \t]*)s(?:ec)?(?![A-Za-z])|tokens?[ \t_-]+per[ \t_-]+sec/i;
const NOT_SPEED_HEADER = new RegExp(GRAMMAR.table.not_speed_header, "i");
/** Whether words name a token rate as a unit ("tok/s", "输出速度（tokens/s）"), not a rate per watt or dollar. */
const namesSpeed = (text) => SPEED_HEADER.test(text) && !NOT_SPEED_HEADER.test(text);
export const NOT_SPEED_COLUMN = new RegExp(GRAMMAR.table.not_speed_column, "i");
const ROW_PHASE = new RegExp(GRAMMAR.table.row_phase, "i");
/** llama-bench's test names in a label: "pp1024+tg16". */
const TEST_NAMES = /(?<![A-Za-z])(?:pp|tg)[ \t]?\d+/gi;
const NOT_SPEED_ROW = new RegExp(GRAMMAR.table.not_speed_row, "i");
/** A tool's tag at a line's start: "[BENCHMARK] ", "[INFO] ". */
const TOOL_TAG = /^\[[A-Za-z_ ]{1,20}\][ \t]*/;
const PER_USER = new RegExp(GRAMMAR.per_user, "i");
const NEGATIVE = new RegExp(GRAMMAR.negative_context, "i");
const NEGATIVES = new RegExp(GRAMMAR.negative_context, "gi");
/** Whether words name a model's token rate: a speed unit, and nothing of a database, a trainer or a tokenizer. */
export const namesModelSpeed = (text) => namesSpeed(text) && !NEGATIVE.test(text);
/**
 * A value whose unit is a sibling key, in benchmark dumps (github-action-benchmark, optimum-benchmark):
 * '"unit": "tokens/s", "value": 93.41' or '"value": 93.41, "unit": "tokens/s"', over lines or on one.
 */
const UNIT_WORD = "(?:tok(?:en)?s?[ \\t]*/[ \\t]*s(?:ec(?:ond)?)?|t/s|tps)";
const UNIT_STRING = `"unit"[ \\t]*:[ \\t]*"${UNIT_WORD}"`;
const VALUE_NUMBER = '"value"[ \\t]*:[ \\t]*(\\d+(?:\\.\\d+)?)';
const UNIT_VALUE = new RegExp(
  `${UNIT_STRING}[ \\t]*,\\s{0,40}${VALUE_NUMBER}|${VALUE_NUMBER}[ \\t]*,\\s{0,40}${UNIT_STRING}`, "gi");
/** A JSON object's key: '"decode": {', whose words may name the phase of the values inside it. */
const OBJECT_KEY = /"([^"\n]{1,60})"[ \t]*:[ \t]*\{/g;
/**
 * A cell that is a number: "127.5", "1,210", "4218.48 ± 12.16", "35.2 t/s", "42 tok/s", "61.90 tokens/secs" (TGI's
 * benchmark), "12.1k", "55–60" (a range
 * counts at its upper end). Groups: 1 the first number, 2 its "k", 3 a range's upper end, 4 its "k", 5 a unit.
 */
/** A cell's figure: thousands set off by commas ("1,120"), by blanks ("1 105.3", as a paper sets them), or by dots
 * before a decimal comma ("1.412,5", as a German spreadsheet writes it), a decimal comma ("63,8"), or plain. */
const FIGURE = "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?:\\.\\d+)?(?![ \\u00a0\\u202f]?\\d)|\\d{1,3}(?:\\.\\d{3})+,\\d{1,2}|\\d+,\\d{1,2}(?!\\d)|\\d+(?:\\.\\d+)?)";
const CELL_VALUE = `${FIGURE}(?:[ \\t]?(k|万))?`;   // "12.1k", "1.31 K" (Grafana's legend)
/** A word and a comma before a cell's figure: "offload, 41" (how the row was run). */
const CELL_NOTE = "[A-Za-z][A-Za-z -]{1,14},[ \\t]*";
/** Marks after a cell's figure: a footnote ("19.6 [1]", "14.8*"), an emoji ("204.7 🔥", "61 ✅"); a struck figure
 * ("~~1,480~~") is a figure too, as in prose. */
const CELL_MARK = `[ \\t]*(?:\\[\\d{1,2}\\]|\\*|[\\u2600-\\u27BF]\\uFE0F?|${PICTOGRAPH})`;
/** Words that round a cell's figure, as a forum's table writes it: "将近 30", "130 左右", "60 到 65". */
const CELL_ABOUT = "大约|大概|将近|接近|差不多|(?:about|around|roughly|barely|maybe|approx\\.?)(?=[ \\t]*\\d)";
const CELL_NUMBER = new RegExp(`^(?:${CELL_NOTE})?(?:~~[ \\t]*)?(?:[~≈约]|${CELL_ABOUT})?[ \\t]*${CELL_VALUE}(?:[ \\t]*(?:[-–—~～]|to|到|至)[ \\t]*${CELL_VALUE})?` +
  "(?:(?<=\\d)\\.)?" +   // R prints a double with no decimals left as "2214."
  "(?:[ \\t]*(?:左右|上下|出头|多)|-?ish)?\\+?[¹²³†‡]?[ \\t]*(?:±[ \\t]*\\d+(?:\\.\\d+)?)?[ \\t]*((?:tok(?:en)?s?|t|tk)[ \\t]*\\/[ \\t]*s(?:ecs?)?)?" +
  `(?:[ \\t]*~~)?(?:[ \\t]*\\([^()\\n]{1,24}\\))?(?:${CELL_MARK})*$`, "i");
/** A cell of two figures, as a header's "(Before/After)" or "pp/tg" asks: "4.12 / 9.87", "1,390 / 87". */
const CELL_PAIR = new RegExp(`^${FIGURE}[ \\t]*\\/[ \\t]*${FIGURE}$`);
/** A cell of a change, "89.1 → 96.4": read only where commas part no cells ("prefill (pp4096): 3,811 → 4,260 t/s" is no
 * CSV row). */
const CELL_CHANGE = new RegExp(`^${FIGURE}[ \\t]*(?:→|->)[ \\t]*${FIGURE}$`);
/** A cell whose figure was struck out and written again beside it: "~~52.4~~ 41.3²" (both were claimed). */
const CELL_STRUCK = new RegExp(`^~~[ \\t]*${FIGURE}[ \\t]*~~[ \\t]*${FIGURE}[¹²³†‡*]?$`);
/** A line over a table that introduces it: it ends with a colon. */
const TITLE_LINE = /[:：][ \t]*$/;
/** A label column's head short enough to be only a unit, maybe with a phase word: "tok/s", "decode t/s"; or with the
 * columns' measure after an arrow or a dot: "tok/s ↓ · ctx →". */
const CORNER = /^[A-Za-z ]{0,12}[A-Za-z]+[ \t]*\/[ \t]*[A-Za-z]+(?:[ \t]*[↓↑→←·\\/][ \t]*[A-Za-z]{0,12})*$|^[A-Za-z ]{0,12}tps$|^[^|\n(（]{1,12}[(（][ \t]*(?:tok(?:en)?s?|t|tk)[ \t]*\/[ \t]*s(?:ec)?[ \t]*[)）]$/i;
/** A column of a statistic of the figures: a dashboard legend's "mean", "max", "last". */
const STATISTIC = /^(?:mean|avg|average|median|min|max|last|current|p\d{2,3}|平均|最大|最小|当前)$/i;
const SECOND_TOKEN = /(?<![A-Za-z])(?:second|2nd)[ _-]tokens?/i;
/** A cell that is only a unit ("tok/s" in a "unit" column): its row is a row of speeds. */
const UNIT_CELL = /^(?:tok(?:en)?s?|t|tk)[ \t]*\/[ \t]*s(?:ec(?:ond)?s?)?$|^tps$/i;
/** The unit alone in brackets: "(tok/s)", "[t/s]", "（tokens/s）". */
const BRACKETED_UNIT = /^[(（[][ \t]*(?:tok(?:en)?s?|t|tk)[ \t]*\/[ \t]*s(?:ec(?:ond)?s?)?[ \t]*[)）\]]$/i;
/** A cell's value: a range's upper end, "k" a thousand. */
const cellValue = (match) => figureValue(match[3] ?? match[1]) * (CELL_SCALE[match[3] ? match[4] : match[2]] ?? 1);
const CELL_SCALE = { k: 1000, K: 1000, 万: 10000 };
/** "1,120" 1120, "1 105.3" 1105.3, "1.412,5" 1412.5, "63,8" 63.8. */
const figureValue = (figure) => Number(/,\d{1,2}$/.test(figure) ? figure.replace(/\./g, "").replace(",", ".") : figure.replace(/[, \u00a0\u202f]/g, ""));
/**
 * The rule under a header: markdown ("|---|:--:|"), org-mode ("|----+----|"), a MySQL border ("+----+----+"), a
 * grid of "=" (evalscope's "+====+====+"), or em dashes as a full-width table draws it ("｜—｜—｜").
 */
const SEPARATOR_ROW = /^[ \t]*[|+]?[ \t]*:?(?:[-—]+|=+):?[ \t]*(?:[|+][ \t]*:?(?:[-—]+|=+):?[ \t]*)*[|+]?[ \t]*$/;
/** A figure's tens and "something": "twenty-something", "40-something". */
const SOMETHING = new RegExp(`(?<=[0-9]|ty)${GRAMMAR.something.word}(?![A-Za-z])`, "gi");
/**
 * Box-drawing tables (Rich, tabulate's "fancy_grid") read as markdown: each character becomes one of the same
 * width, so offsets hold. Vertical bars and junctions become "|", horizontal rules "-".
 */
const BOX_BARS = /[│┃║┡╇┩├┼┤┣╋┫╞╪╡╟╫╢｜┆┊]/g;
const BOX_RULES = /[━─═]/g;
/**
 * DataFrames.jl's frame: "Row │ backend  tok_s" over "│ String  Float64", a "─────┼─────" rule, rows "1 │ CUDA  66.2". Its
 * bars only set off the rows' numbers: read as blanks (and its rule's cross as a rule), the frame is an aligned table
 * whose header has a line of column types under it.
 */
const JULIA_HEADER = /^[ \t]*Row[ \t]*│/m;
const JULIA_BAR = /^([ \t]*(?:Row|\d+)?[ \t]*)│|┼/gm;
/** ClickHouse's pretty format names its columns in the top border: "┌─hour─┬─avg_out_tps─┐", read as "| hour | avg_out_tps |". */
const TITLED_BORDER = /^[ \t]*┌─[^\n]*[A-Za-z\u4e00-\u9fff][^\n]*┐[ \t]*$/gm;
/** The text with those two frames read as the tables they draw, one character for one. */
function framesRead(text) {
  const titled = text.includes("┌─") ? text.replace(TITLED_BORDER, (line) => line.replace(/[┌┬┐]/g, "|").replace(/─/g, " ")) : text;
  return JULIA_HEADER.test(titled) ? titled.replace(JULIA_BAR, (bar, lead) => lead === undefined ? "─" : `${lead} `) : titled;
}
/** The column types under a DataFrames.jl frame's header ("String  String  Float64"), then its rule. */
const JULIA_TYPES = /^[ \t]*(?:(?:String\d*|Float(?:16|32|64)|U?Int(?:8|16|32|64)?|Bool|Symbol|Char|Date(?:Time)?|Any|Missing|Union\{[^}\n]*\})\??[ \t]*)+$/;
const FULL_RULE = /^[ \t]*-{3,}[ \t]*$/;
/** Full-width digits, a decimal point between them and the ideographic space, as a table set in them is drawn
 * ("３０６０  Ｑｗｅｎ３－８Ｂ  ５２" with ideographic spaces, "６２．４"; its letters and slash are simplified()'s);
 * full-width commas, colons and brackets keep their own readings. */
const WIDE_ASCII = /[０-９\u3000]|．(?=[０-９])/g;
const asAscii = (wide) => wide === "\u3000" ? " " : String.fromCharCode(wide.charCodeAt(0) - 0xFEE0);
/** A reply's quote marks before a table's row: "> | RTX 3090 | 2,410 |", ">> |---|---|". */
const QUOTED_ROW = /^(?:[ \t]*>)+(?=[ \t]*\|)/gm;
/** A diff's "+"/"-" before a table row ("-| llama 8B | tg128 | 71.35 |"): read as the row it changes. */
const DIFF_MARK = /^[+-](?=[ \t]*\|)/gm;
/** A markdown cell's number may be set in code or bold: "`148.2` tokens/s", "**61.0**". */
const CELL_MARKUP = /[`*]/g;
/** Footnote marks after a list item's number: "2,310*", "23.4¹", "41†". */
const FOOTNOTE_MARKS = "[*¹²³†‡]?";
const ALIGNED_CELL = /\S+(?: \S+)*/g;
/** The dashes a space-aligned table draws under its header, one run per column. */
const DASH_RULE = /^[ \t]*(?:-{2,}(?:[ \t]+-+)+|={2,}(?:[ \t]+=+)+)[ \t]*$/;   // (a one-letter column's rule is one dash: sqlite's "n")
const CAPTION_LINES = 2;
/** A table pasted one cell per line: at most this many columns, each cell this short, and at least two rows. */
const FLAT_WIDTH = 8, FLAT_CELL = 40, FLAT_ROWS = 2;
/** How far a header of numbers alone must start from its line's start to leave a blank corner for the row labels. */
const BLANK_CORNER = 4;
/** Any list item's bullet: "- ", "* ", "• ", "· " (a Chinese list's middle dot), "▪ ", an emoji ("🖥️ 4090：~210"), "2) ", "1. ", "①", "一、", "（二）". */
const BULLET_SOURCE = `^[ \\t]*(?:(?:(?:[-*•+·・●○◦▪▫□■◆◇▸▹‣⁃►✅❌✔✓✗✘☑▶➤➜⭐]|\\d\\uFE0F?\\u20E3|${PICTOGRAPH})\\uFE0F?|\\d{1,2}[.)）])[ \\t]+|[①-⑳][ \\t]*|(?:[一二三四五六七八九十]{1,3}、|（[一二三四五六七八九十]{1,3}）)[ \\t]*)`;
/** A list item that is a label and a bare number: "- llama.cpp: 93", "2) MLC — 101", "• 单卡：135". */
/**
 * A row's figures, one or several in a caption's order or before and after ("93", "2210 / 88", "182 → 196"),
 * each maybe a range ("12-14", "4 to 5") or named by a phase word after it ("1450 pp / 96 tg").
 */
// (a figure struck out before its correction, "~~52~~ 48", and one said to be before or after a change, "118 before,
// 86 after", "95 没变", are figures too)
/** Who gave a row's figure, or on what backend, a word before it: "claimed 2,100 / measured 1,930", "Vulkan 131, ROCm 124". */
const ROW_SOURCE_WORDS = "(?:claimed|measured|quoted|advertised|official|actual|实测|官方|标称|宣称|宣传|号称|vulkan|rocm|cuda|metal|sycl|" +
  "mlx|gguf|cpu|npu)(?![A-Za-z])";
/** A figure's "each" in a list of loads ("- 8 users: 61 each, ~490 total output"): one stream's. */
const EACH = /[ \t]+(?:each|apiece|per[ \t]+(?:user|stream|request))(?![A-Za-z])/;
/** A hedge before a row's figure ("about 32", "a bit over 60") and the model it is for after it ("55 on 8B", "26 on the
 * 14B"), as people write a list of figures: the figure is the number between them. */
const ROW_HEDGE = /^(?:about|around|roughly|like|maybe|nearly|almost|(?:just|a[ \t]+bit|a[ \t]+little)[ \t]+(?:over|under))[ \t]+/i;
const ROW_MODEL = /[ \t]+(?:on|for|with)[ \t]+(?:the[ \t]+)?\d{1,3}(?:\.\d)?[bB]$/;
const ROW_FIGURE = `(?:~~\\d[\\d,.]*~~[ \\t]*)?(?:${ROW_SOURCE_WORDS}[ \\t:：]*)?(?:${ROW_HEDGE.source.slice(1)})?(?:[~≈约]?[ \\t]*\\d[\\d,.]*k?(?:[ \\t]*(?:[-–~]|to)[ \\t]*\\d[\\d,.]*k?)?|` +
  `${CN_NUMERAL}{1,6})(?:[ \\t]*(?:左右|上下|多|出头)|\\+|-?ish)?(?:[ \\t]+(?:pp|tg))?(?:[ \\t]*(?:before|after|now|没变|不变))?` +
  `(?:${EACH.source})?(?:${ROW_MODEL.source.slice(0, -1)}(?![A-Za-z]))?`;
const AFTER_CHANGE = ",(?=[ \\t]*\\d[\\d,.]*[ \\t]+(?:after|now)(?![A-Za-z]))";
const ROW_FIGURES = `(?<figures>${ROW_FIGURE}(?:[ \\t]*(?:\\/|→|->|,(?=[ \\t])|，|${AFTER_CHANGE})[ \\t]*${ROW_FIGURE}){0,3})`;
const ROW_FIGURE_JOIN = new RegExp(`\\/|→|->|~~[ \\t]*|,(?=[ \\t])|，|${AFTER_CHANGE}`);
/** A caption that gives a latency its unit besides the speed ("单位：吞吐 tokens/s，延迟 ms"), and a throughput column's header. */
const SEVERAL_UNITS = /(?:延迟|时延|latency|ttft|tpot)[^,，;；)）\n]{0,12}(?<![A-Za-z])(?:ms|毫秒|s|秒)(?![A-Za-z])|(?:latency|ttft|tpot)[^,，;；)）\n]{0,30}(?<![A-Za-z])(?:seconds|secs)(?![A-Za-z])|(?<![A-Za-z])(?:prices?|costs?)(?![A-Za-z])[^,，;；)）\n]{0,24}(?:\$|usd|(?<![A-Za-z])per[ \t]+1?M(?![A-Za-z]))|(?:价格|价钱|成本)[^,，;；)）\n]{0,12}(?:元|\$)/i;
const THROUGHPUT_HEADER = /吞吐|速度|(?<![A-Za-z])(?:throughput|speed|tok(?:en)?s?|tps|t\/s|output|decode|prefill|gen(?:eration)?)(?![A-Za-z])|输出|生成|预填充/i;
const ROW_SOURCE_WORD = new RegExp(`^[ \\t]*${ROW_SOURCE_WORDS}[ \\t:：]*`, "i");
/** A row's figure's word for when it was measured: "118 before", "95 没变". */
const ROW_WHEN = /[ \t]*(?:before|after|now|没变|不变)$/i;
/** A row's figure written in Chinese numerals: "六十五". */
const CN_VALUE = new RegExp(`^${CN_NUMERAL}{1,6}$`);
/** A cell of Chinese numerals, maybe approximate: "三十左右", "二十来个", "五六十", "约一百二". */
const CN_CELL = new RegExp(`^(?:[~≈约]|${CELL_ABOUT})?[ \\t]*(${CN_NUMERAL}{1,8})[ \\t]*(?:左右|上下|出头|多个?|来个?|个)?$`);
/** An approximation after a row's figure: "60 上下", "3000 多", "20+", "120ish". */
const APPROXIMATION = /[ \t]*(?:左右|上下|多|出头|\+|-?ish)$/i;
/** A figure's own phase word after it: "1450 pp". */
const FIGURE_PHASE = /[ \t]+(pp|tg)$/i;
/** The model a row's figure is for, between its label and its figure: "Mac mini M4 16G：qwen3 8b 19", "4060: qwen3:8b 41",
 * "M3 Max 48G：Qwen3-32B 12", "5090: gpt-oss-20b Q4_K_M 200". */
const MODEL_BEFORE = "(?<model>(?:[A-Za-z][\\w.\\-]*(?:[ \\t]+|:)){0,2}(?:[A-Za-z][\\w.\\-]*[-_])?\\d{1,3}(?:\\.\\d)?[bB]" +
  "(?:[-_][A-Za-z0-9.]+)?(?:[ \\t]+(?:q\\d\\w*|iq\\d\\w*|fp8|fp16|bf16|int[48]|awq|mxfp4))?[ \\t]+)?";
/** A remark after an item's figure, set off by a comma or a dash, or saying how it ran, starting with no digit, or a
 * bisect's mark and its note: "71, disputed, see his reply at 68", "72（楼主），#35 说他只有 58，待复测", "142 on ROCm"
 * (round 213), "117.9 ❌ ← first bad". */
const ROW_REMARK = "(?:[ \\t]*(?:[,，;；]|[—–]{1,2})[ \\t]*(?=[^\\d\\s])[^\\n]{1,120}" +
  "|[ \\t]+(?:on|with|via|using|under|through)[ \\t]+(?=[^\\d\\s])[^\\n]{1,60}" +
  `|(?:${CELL_MARK})+(?:[ \\t]*(?:←|<-{1,2})[^\\n]{0,60})?|[ \\t]*(?:←|<-{1,2})[ \\t]*(?=[^\\d\\s])[^\\n]{1,60})?`;
/** A remark in words after a labelled row's figure, a comma apart, no figure or question in it (a row with no bullet is
 * read more strictly than a list item, and only after a label's colon): "Qwen3-32B 4bit：12，日常用勉强". */
const WORDS_REMARK = "(?:(?<=[:：][^:：\\n]{1,60})[ \\t]*[,，][ \\t]*[^\\d\\s,，;；:：?？][^\\d\\n:：?？]{0,30})?";
/** A bisect's word after an item's figure: "b6795 (9f2e6c1): 121.4 — bad", "b6838（8e0f5a7）：86.9，变慢". */
const ROW_VERDICT = "(?:[ \\t]*(?:[—–]{1,2}|-|,|，)[ \\t]*(?:good|bad|ok|fine|slow|fast|regressed|正常|变慢|变快|回退|好|坏)[.。]?)?";
// (an ollama tag's colon stays in the label: "1. qwen2.5:7b —— 128 （爆显存）")
/** The device between an item's label and its figure: "- Budget, ~$430: RTX 5060 Ti 16GB — 38". */
const DEVICE_BEFORE = "(?:(?<device>[^:：\\n—–|]{1,40}?)[ \\t]+[—–]{1,2}[ \\t]*)?";
const LIST_ROW = new RegExp(`${BULLET_SOURCE}((?:[^:：\\n]|:(?=\\S)){1,60}?)[ \\t]*(?:[:：]|[—–]{1,2}|->|→|(?<=[ \\t)）])\\/(?=[ \\t]))` +
  `[ \\t]*${DEVICE_BEFORE}${MODEL_BEFORE}${ROW_FIGURES}${FOOTNOTE_MARKS}(?:[ \\t]*(?:\\([^()\\n]{1,40}\\)|（[^（）\\n]{1,40}）))?${ROW_VERDICT}` +
  `${ROW_REMARK}[ \\t]*$`, "i");
/** A list item's note naming its earlier figure: "(was 240 last week)", "（之前 36）". */
const EARLIER_NOTE = /^[ \t]*[（(][ \t]*(?:was|from|prev(?:iously)?|before|down from|up from|之前|原来|以前|旧版本?|老版本?|上一?个?版(?:本)?)[ \t]*(?:是|为)?[ \t]*[~≈]?[ \t]*(\d[\d,.]*)(?![\d.,]*[ \t]*(?:ms|s|%|gb|w)(?![A-Za-z]))/i;
/** A list item naming the phase of each figure: "- 单卡 4090：解码 58，预填充 3,100". */
const PHASE_WORDS = `(?:${GRAMMAR.phase.prefill}|${GRAMMAR.phase.decode})`;
const PHASED_ITEM = new RegExp(`(${PHASE_WORDS})[ \\t]*(\\d[\\d,.]*k?)`, "gi");
const LIST_PHASED = new RegExp(`${BULLET_SOURCE}([^:：\\n]{1,40}?)[ \\t]*[:：][ \\t]*` +
  `((?:${PHASE_WORDS})[ \\t]*\\d[\\d,.]*k?(?:[ \\t]*[，,;；/][ \\t]*(?:${PHASE_WORDS})[ \\t]*\\d[\\d,.]*k?){1,3})[ \\t]*[。.]?$`, "i");
/** A caption that declares the unit, whatever numbers it also holds: "各量化版本生成速度（单位：tokens/s，RTX 3060）",
 * "各模型生成速度（t/s，llama.cpp，5060 Ti 16G）". */
const DECLARES_UNIT = /单位|單位|units?[ \t]*[:：]|(?:^[ \t]*|[（(,，—–][ \t]*)(?:(?:都|均|全)(?:是|为)[ \t]*|(?:all|both)[ \t]+(?:in[ \t]+)?)?(?:(?:tg|pp|decode|prefill|gen|generation|output)[ \t]+)?(?:(?:tok(?:en)?s?|t)[ \t]*\/[ \t]*s(?:ec)?|tokens?[ \t]+per[ \t]+sec(?:ond)?)(?:[ \t]+per[ \t]+(?:user|request|stream))?[ \t]*(?:[,，;；)）(（—–]|$|unless[ \t]+(?:noted|stated|otherwise))|[（(,，][ \t]*(?:tg|pp)[ \t]*[)）]?[ \t]*[:：][ \t]*$/i;
/** A lead that names a speed in words and closes with a colon, no unit ("常见配置跑 Qwen3-32B Q4 的生成速度，按评论区报的
 *大致整理：", "Summary of the replies above, single-user decode on the 70B at 4-bit:"): its list's bare figures are
 * speeds, unless it also names something else people list by device (memory, power, price, latency, context, a length:
 * "测试用的 prompt 长度（单位 token）："). */
const SPEED_LEAD = new RegExp(`(?:${GRAMMAR.speed_word.word}|${PHASE_WORDS}|(?<![A-Za-z])speeds?(?![A-Za-z]))[^:：\\n]*[:：][ \\t]*$`, "i");
const NOT_SPEED_LEAD = /显存|内存|VRAM|\$[ \t]*(?:per|\/)|(?<![A-Za-z])cheapest(?![A-Za-z])|per[ \t]+1?M[ \t]+(?:input[ \t]+|output[ \t]+)?tokens|出图|生图|加速比|[（(][ \t]*倍|first[ \t]+token|(?<![A-Za-z])(?:ms|it\/s|s\/it|speed-?ups?)(?![A-Za-z])|(?<![A-Za-z])(?:memory|RAM|power|watts?|prices?|costs?|latency|TTFT|context|temps?|temperature|clocks?|size|(?<!by[ \t][^:\n]{0,16})lengths?|words|wpm|per[ \t]+minute|usd)(?![A-Za-z])|功耗|价格|价钱|元|延迟|上下文|温度|首字|首token|频率|多少钱|几块|(?<!按[^:：\n]{0,12})长度|(?:单位|單位)[ \t]*[:：]?[ \t]*(?:个[ \t]*)?tokens?(?![ \t]*[/／每])|(?<![A-Za-z])(?:mmlu|c-eval|cmmlu|gsm8k|humaneval|gpqa|scores?|accuracy|elo)(?![A-Za-z])|能力|得分|分数|准确率/i;
const speedLead = (line) => line !== undefined && SPEED_LEAD.test(line.text) && !NOT_SPEED_LEAD.test(line.text) &&
  !NEGATIVE.test(line.text);
/** Any list item's bullet, and how far a nested list is looked through for its note. */
const BULLET = new RegExp(BULLET_SOURCE);
const NEST_MAX = 8;
/** Words a caption lists in the order of a row's figures: "TG / PP" in "Numbers (TG / PP, t/s):". */
const CAPTION_ORDER = /[A-Za-z0-9\u4e00-\u9fff_]+(?:[ \t]*\/[ \t]*[A-Za-z0-9\u4e00-\u9fff_]+)+(?![ \t]*\/)/g;
/** The phases a caption lists in order, the first slash run that names one ("(tok/s, generation / prompt)": not "tok/s"). */
const captionOrder = (caption) => {
  for (const run of caption.matchAll(CAPTION_ORDER)) {
    const order = run[0].split("/").map((word) => phaseNamed(word.trim()));
    if (order.some((phase) => phase !== null)) return order;
  }
  const said = ORDINALS_SAY.exec(caption);
  const order = said ? [phaseNamed(said[1]), phaseNamed(said[2])] : [];
  return order.every((phase) => phase !== null) ? order : [];
};
/** One place of a note naming figures by place, by its ordinal word: "first number is X", "第二个是 Y" (its words captured). */
const PLACE_EN = (ordinal) => `${ordinal}(?:[ \\t]+(?:number|figure|value|one))?[ \\t]+(?:is|=)[ \\t]+([^,;.\\n]{1,40})`;
const PLACE_ZH = (ordinal) => `第${ordinal}个(?:数字?|值)?[ \\t]*(?:是|为|=)[ \\t]*([^，,；;。\\n]{1,40})`;
/** A note naming the phases in words, by place: "first number is prompt processing, second is generation". */
const ORDINALS_SAY = new RegExp(`(?<![A-Za-z])${PLACE_EN("first")}[,;][ \\t]*(?:and[ \\t]+)?(?:the[ \\t]+)?${PLACE_EN("second")}`, "i");
/** The same in Chinese: "第一个数是输出速度（tokens/s），第二个是首字延迟（秒）". */
const ORDINALS_SAY_ZH = new RegExp(`${PLACE_ZH("一")}[，,；;][ \\t]*${PLACE_ZH("二")}`);
/** The same as an order of two measures, no figure in either: "VRAM in GB first, then speed in tok/s", "MMLU-Pro score,
 * then generation speed in tok/s:". */
const FIRST_THEN_SAY = /([^,;.:\n\d]{1,40}?)(?:[ \t]+first,?|,)[ \t]+(?:and[ \t]+)?then[ \t]+([^,;.:\n\d]{1,40})(?=[.:：;]|$)/i;
/** A measure other than a speed a place note names: a price, a size, a latency, a power, a score, a count. */
const OTHER_MEASURE = new RegExp(`${GRAMMAR.table.not_speed_row}|\\$|(?<![A-Za-z])(?:prices?|costs?|usd|vram|memory|ram|gb|gib|` +
  "power|watts?|w|temps?|temperature|scores?|accuracy|ppl|perplexity|latency|ttft|tpot|ms|seconds?|concurrency|context|" +
  "size)(?![A-Za-z])|价格|价钱|元|显存|内存|功耗|温度|分数|准确率|延迟|首字|秒|并发|上下文", "i");
/** A price's words in a place note. */
const PLACE_PRICE = /\$|(?<![A-Za-z])(?:prices?|costs?|usd|per[ \t]+(?:1[ \t]*|one[ \t]+)?m(?:illion)?)(?![A-Za-z])|价格|价钱|元/i;
/** A latency before a slash and a speed after it: "Each cell is TTFT (s) / generation (tok/s)". */
const FIRST_IS_LATENCY = new RegExp(`(?<![A-Za-z])(?:TTFT|TPOT|latency)(?![A-Za-z])[^/\\n]{0,12}\\/[^/\\n]{0,20}?(?:${GRAMMAR.table.speed_header})|` +
  `(?:首字|首[ \\t]?token|延迟)[^/\\n]{0,12}\\/[^/\\n]{0,20}?(?:${GRAMMAR.table.speed_header})`, "i");
/** Whether a place's words name a speed (a price per output token names a phase and no speed: "$ per million output
 * tokens"). */
const speedyPlace = (words) => (namesSpeed(words) || (phaseNamed(words) !== null && !NOT_SPEED_ROW.test(words))) &&
  !PLACE_PRICE.test(words);
/** A caption naming a table's rows by place: "第一行是价格（元），第二行是生成速度（t/s）", "top row is prefill, bottom row is decode". */
const ROW_PLACE = /第([一二三四五1-5])行[ \t]*(?:是|为|=)[ \t]*([^，,；;。\n]{1,40})|(?<![A-Za-z])(first|second|third|top|bottom|last)[ \t]+row[ \t]+(?:is|=|shows|holds)[ \t]+([^,;.\n]{1,40})|(?<![A-Za-z])row[ \t]*([1-5]|one|two|three|four|five)(?:[ \t]+(?:is|=|shows|holds))?[ \t]+([^,;.\n]{1,40})/gi;
const ROW_ORDINALS = { 一: 0, 二: 1, 三: 2, 四: 3, 五: 4, first: 0, second: 1, third: 2, top: 0, one: 0, two: 1, three: 2, four: 3,
  five: 4 };
/** A row's label that only numbers it, as a caption naming rows by place refers to it: "row 1", "第2行". */
const ROW_NUMBER_LABEL = /^(?:row[ \t]*\d|第[一二三四五\d]行)$/i;
/** Each row a caption names by place, by its index among count rows, with the words naming it; null where it names none. */
function rowPlacesOf(caption, count) {
  const places = new Map();
  for (const match of caption.matchAll(ROW_PLACE)) {
    const ordinal = (match[1] ?? match[3] ?? match[5]).toLowerCase();
    const index = /^\d$/.test(ordinal) ? Number(ordinal) - 1 : ordinal === "bottom" || ordinal === "last" ? count - 1
      : ROW_ORDINALS[ordinal];
    if (index >= 0 && index < count) places.set(index, (match[2] ?? match[4] ?? match[6]).trim());
  }
  return places.size ? places : null;
}
/** Which of two figures a note names by place is the speed, where it names one speed and one other measure: "first
 * number = median output tok/s, second = TTFT in seconds" (0), "Each cell is TTFT (s) / generation (tok/s)" (1); null
 * where it names no places, or two speeds. */
function placeOfSpeed(note) {
  const places = ORDINALS_SAY.exec(note) ?? ORDINALS_SAY_ZH.exec(note) ?? FIRST_THEN_SAY.exec(note);
  // (the other place must name another measure: "第一个数是不开投机解码的速度，第二个是开了 EAGLE-3 之后的" names two speeds)
  if (places && speedyPlace(places[1]) !== speedyPlace(places[2]) &&
    OTHER_MEASURE.test(speedyPlace(places[1]) ? places[2] : places[1])) return speedyPlace(places[1]) ? 0 : 1;
  return SECOND_IS_LATENCY.test(note) ? 0 : FIRST_IS_LATENCY.test(note) ? 1 : null;
}
/** A caption speaking of each cell: "Each cell is TTFT (s) / generation (tok/s)", "每格：预填充 / 生成". */
const EACH_CELL = /(?<![A-Za-z])(?:each|every)[ \t]+cell|每(?:个|一)?格/i;
/** What a caption says each cell's two figures are: one speed's place ({place}), or two phases in order ({order}). */
function cellPlacesOf(caption) {
  if (!EACH_CELL.test(caption)) return null;
  const place = placeOfSpeed(caption);
  if (place !== null) return { place, order: [] };
  const order = captionOrder(caption);
  return order.length === 2 && order.every((phase) => phase !== null) ? { place: null, order } : null;
}
/** A row's figures, each in its place. */
const PLACED_FIGURE = /(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w])|(?<![\w.,])\d+(?:\.\d+)?(?![\w]|[.,]\d)/g;
/** A bar drawn after a row's figure, as OpenBenchmarking's text charts draw it: "AMD Ryzen AI Max+ 395 .... 71.84 |=====". */
const BAR = "(?:[ \\t]+\\|[=#█]+)?";
/** A bar drawn before it, as a review's text chart does: "2× RTX 3090 (NVLink)   █████████ 16.9". */
const BAR_BEFORE = "[█▇▆▅▄▃▂▁▉▊▋▌▍▎▏■▪]+[ \\t]+";
/** OpenBenchmarking's line under a result, its standard error: "   SE +/- 3.12, N = 3". */
const STANDARD_ERROR = /^[ \t]*SE[ \t]+\+\/-[ \t]*[\d.]+(?:,[ \t]*N[ \t]*=[ \t]*\d+)?[ \t]*$/;
/** OpenBenchmarking's test line: "Backend: Vulkan - Model: gpt-oss-20b-mxfp4 - Test: Text Generation 128". */
const TEST_LINE = /(?:^|[ \t])Test:[ \t]/;
/** One blank after a name ending in a letter or in a card's number after its brand ("RTX 5090 203", "Arc B580 64"), on a
 * line with no bullet, before a figure that is no card's number ("RTX 4090"). */
const ONE_BLANK = `(?<=[A-Za-z\\u4e00-\\u9fff)）]|(?<![A-Za-z])(?:RTX|GTX|RX|Arc)[ \\t]?[A-Z]?\\d{3,4})(?<!^[ \\t]*(?:[-*•+·・●○◦▪►]|\\d{1,2}[.)）])[ \\t].*)[ \\t]` +
  `(?!(?:${GRAMMAR.gpu_number.slice(1, -1)})(?![0-9]))`;
/**
 * A row of a block under a caption, without a bullet: "bs=16  : 644.0", "vLLM: 2310", "CUDA     2210 / 88", a text
 * chart's "NVIDIA GeForce RTX 5090 .. 14210.51 |====" (its dots spaced too: "AMD Ryzen 9 9950X . . . . 16.12 |===="),
 * a name and its figure one blank apart ("Cerebras 1,310", the name ending in a letter). The label is one cell (no
 * run of blanks in it): a wider row is a table's.
 */
const KEY_ROW = new RegExp(`^[ \\t]*((?:[^:：\\s]|[ \\t](?![ \\t])){1,40}?)[ \\t]*(?:[:：]|\\.{2,}|(?<=[^ \\t])(?:[ \\t]+\\.)+(?=[ \\t])|…+|->|→|(?<=[^ \\t])[ \\t]{2,}|(?<=[^ \\t])[ \\t]+[—–]{1,2}(?=[ \\t])|(?<=[^ \\t])[ \\t]+(?=${BAR_BEFORE})|${ONE_BLANK})[ \\t]*(?:${BAR_BEFORE})?${MODEL_BEFORE}${ROW_FIGURES}${BAR}${WORDS_REMARK}[ \\t]*$`, "i");
/** A list item that is a name and its figure one blank apart, no mark between: "1. 老陈 3060 12G 55", "- Tina 4060 Ti 50";
 * only under words naming the unit, and never a card's number or a model's version ("- RTX 4090", "- llama 3"). */
const BLANK_ROW = new RegExp(`${BULLET_SOURCE}((?:[^:：\\n]){1,60}?(?:[^\\s\\d.,:：]|(?<![\\w.])(?:${GRAMMAR.gpu_number.slice(1, -1)})))[ \\t]+` +
  `(?<figures>(?!(?:${GRAMMAR.gpu_number.slice(1, -1)})(?![0-9]))\\d[\\d,.]*)${FOOTNOTE_MARKS}[ \\t]*$`, "i");
/** A name before a figure that makes it the name's own number: a model's version, a chip's tier. */
const NUMBERED_NAME = /(?<![A-Za-z])(?:llama|qwen|gemma|phi|mistral|deepseek|glm|kimi|yi|granite|olmo|ryzen|core|epyc|xeon|gen|v|m|a|rtx|gtx|rx|arc|ios|android|windows|ubuntu|cuda|rocm|vulkan|python|pcie|ddr|lpddr)[ \t-]*$/i;
/** An HTML cell on one line, its words between its tags: "<td>21.4</td>". */
const HTML_CELL = /<t[hd](?:[ \t][^<>]*)?>((?:[^<>]|<(?!\/t[hd]>)[^<>]*>)*)<\/t[hd]>/gi;
/** Markup inside a cell ("Prefill<br><sub>tok/s</sub>", "<b>118</b>"), blanked to spaces so every offset stays. */
const CELL_TAG = /<[^<>]*>/g;
/** A BBCode cell on one line, a header's [th] or a row's [td], and markup inside it ("[b]118[/b]", "[color=red]"). */
const BB_CELL = /\[t([hd])(?:=[^\]]*)?\]((?:(?!\[\/t\1\]).)*)\[\/t\1\]/gi;
const BB_TAG = /\[\/?[a-z]+(?:=[^\]\n]*)?\]/gi;
/** How many separators a delimited line holds outside quotes: a header and its rows hold as many. */
const separatorsIn = (text, separator) => partsOf(text, separator).length - 1;

/** A delimited line's parts, split at each separator outside double quotes: a spreadsheet quotes a cell that holds one
 * ('"1,104.6"', '"stock clocks, 350W"'). */
function partsOf(text, separator) {
  const parts = [];
  let from = 0, quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text.startsWith(separator, i)) {
      parts.push(text.slice(from, i));
      from = i + separator.length;
      i = from - 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}
const quotesIn = (text) => text.split('"').length - 1;
/** How many line breaks a quoted CSV header cell may hold. */
const QUOTED_BREAKS = 3;

/** Whether a line is a BLANK_ROW item whose figure is no name's own number. */
function blankRow(text) {
  const row = BLANK_ROW.exec(text);
  return row !== null && !NUMBERED_NAME.test(row[1]);
}

/** The lines of text with their offsets. */
export function linesOf(text) {
  const lines = [];
  for (let start = 0; start <= text.length;) {
    const stop = endOfLine(text, start);
    lines.push({ start, text: text.slice(start, stop) });
    start = stop + 1;
  }
  return lines;
}

/** A markdown row's cells with offsets: "| a | b |" -> [{start, text}]. */
function markdownCells(line) {
  const cells = [];
  const parts = line.text.split("|");
  let offset = line.start;
  parts.forEach((part, i) => {
    const edge = (i === 0 || i === parts.length - 1) && part.trim() === "";
    if (!edge) {
      const lead = part.length - part.trimStart().length;
      cells.push({ start: offset + lead, text: part.trim().replace(CELL_MARKUP, "") });
    }
    offset += part.length + 1;
  });
  return cells;
}

/**
 * The header of a markdown table written over two lines, each of line's cells with the words under it on next
 * ("Prompt" over "tok/s"), or null: next must hold no figure, and as many pipes or the columns of line's groups.
 */
function headerUnder(line, next) {
  const parts = line.text.split("|"), under = next.text.split("|");
  if (under.some((part) => CELL_NUMBER.test(part.trim()))) return null;
  if (parts.length !== under.length) return groupedHeader(line, next);
  const skip = parts[0].trim() === "" ? 1 : 0;
  return markdownCells(line).map((cell, k) => ({ ...cell, text: `${cell.text} ${under[k + skip].trim()}`.trim() }));
}

/** A sub-header's cell: words, or a length ("4k", "32k ctx"), no figure. */
const SUB_HEADER_CELL = /^(?:[^0-9]+|[^0-9]*[0-9]+[kK][^0-9]*)$/;
/**
 * Groups spanning blank header cells over a sub-header row under the rule ("|  | Prefill (tok/s) |  | Decode (tok/s) |  |"
 * over "|  | 4k | 32k | 4k | 32k |"): each column's group (a blank cell is the span of the one before it) with its
 * sub-header's words, or null; the sub-header is then no row.
 */
function subHeaderUnder(header, rows) {
  const sub = rows[0];
  if (!sub || sub.length !== header.length || sub[0].text || !header.some((cell, k) => k > 1 && !cell.text && header[k - 1].text) ||
    !sub.slice(1).every((cell) => SUB_HEADER_CELL.test(cell.text))) return null;
  let group = "";
  return header.map((cell, k) => {
    if (cell.text || k === 0) group = cell.text;
    return { ...cell, text: `${group} ${sub[k].text}`.trim() };
  });
}

/** Where a line's pipes stand, from its start. */
const pipesOf = (text) => [...text.matchAll(/\|/g)].map((pipe) => pipe.index);

/**
 * Groups over the columns they span, an aligned table's two header rows ("      Output throughput (tok/s)      |
 * Latency (ms)" over " Concurrency  |  per user  |  total  |  per GPU  |  TTFT  |  TPOT"): each column's words under
 * those of the group whose pipes enclose it, or null. Only where every pipe of the groups' line stands where one of
 * the columns' does, and the groups are fewer.
 */
function groupedHeader(line, next) {
  const groups = pipesOf(line.text), columns = pipesOf(next.text);
  if (!groups.length || groups.length >= columns.length || !groups.every((at) => columns.includes(at))) return null;
  return markdownCells(next).map((cell) => {
    const at = cell.start - next.start;
    const from = groups.findLast((pipe) => pipe < at) ?? -1, to = groups.find((pipe) => pipe > at) ?? line.text.length;
    return { ...cell, text: `${line.text.slice(from + 1, to).trim()} ${cell.text}`.trim() };
  });
}

/**
 * Rows with a label wrapped onto a row of its own, its other cells empty (a box table's "Output Token Throughput Per
 * User" over "(tokens/sec/user)"), read as one row.
 */
function joinedContinuations(rows) {
  const joined = [];
  for (const row of rows) {
    const previous = joined.at(-1);
    if (previous?.[0] && row[0]?.text.startsWith("(") && row.length === previous.length && row.slice(1).every((cell) => !cell.text)) {
      joined[joined.length - 1] = [{ ...previous[0], text: `${previous[0].text} ${row[0].text}` }, ...previous.slice(1)];
    } else {
      joined.push(row);
    }
  }
  return joined;
}

/** How wide text stands in a fixed-width font: CJK characters and full-width forms take two columns. */
const WIDE = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/g;
const displayWidth = (text) => text.length + (text.match(WIDE)?.length ?? 0);

/** How many header rows an aligned table may stack over its figures. */
const STACK_MOST = 3;
/** A header row that is a sentence, not a table's: it ends as one ("Results:", "all figures tok/s."). */
const SENTENCE_ROW = /[.。:：][ \t]*$/;
/** A cell holding a key and its value: "runs: 5", "gpu: RTX 4070 Super". */
const KEYED_CELL = /[:：=][ \t]*\S/;

/**
 * Two or three header rows stacked over an aligned table's figures: a group's row over its columns, a unit row under
 * them ("                LLM: Qwen3-14B Q4_K_M      image: SDXL" over "card    prompt   gen    it/s" over
 * "                tok/s    tok/s"; "             ---- 4k ctx ----   ---- 32k ctx ----" over "PP   TG   PP   TG"). One
 * header cell per column of the first row of figures, holding every header word over it (or, where none lies over
 * it, the nearest), top down; null where fewer than two such rows stand over figures.
 */
function stackedHeaderAt(lines, i) {
  // (a cheap test first: a header row holds two cells at least, or is set in from the margin)
  if (!/\S[ \t]{2}/.test(lines[i].text) && !/^[ \t]{4}/.test(lines[i].text)) return null;
  const heads = [];
  let at = i;
  for (; at < lines.length && heads.length <= STACK_MOST; at++) {
    if (DASH_RULE.test(lines[at].text)) continue;
    const cells = alignedCells(lines[at]);
    if (!cells.length || lines[at].text.includes("|") || lines[at].text.includes("\t") || cells.some(isNumberCell)) break;
    // (a group's row of one cell stands over columns, set in from the labels: a sentence at the margin is a caption)
    // (nor is a line of keys and their values: "model: qwen3:8b  gpu: RTX 4070 Super  runs: 5")
    if (SENTENCE_ROW.test(lines[at].text) || (cells.length === 1 && cells[0].start - lines[at].start < BLANK_CORNER) ||
      cells.some((cell) => KEYED_CELL.test(cell.text))) break;
    heads.push({ line: lines[at], cells });
  }
  if (heads.length < 2 || heads.length > STACK_MOST || at >= lines.length) return null;
  const first = alignedCells(lines[at]);
  if (first.length < 3 || !first.slice(1).some(isNumberCell) || !heads.some((head) => head.cells.length >= 2)) return null;
  // (where each cell stands as the eye sees it: a Chinese character is two columns wide)
  const spanOf = (line, cell) => {
    const from = displayWidth(line.text.slice(0, cell.start - line.start));
    return [from, from + displayWidth(cell.text)];
  };
  const spans = first.map((cell) => spanOf(lines[at], cell));
  const words = first.map(() => []);
  const middle = ([start, end]) => (start + end) / 2;
  // (the row of the most cells names the columns; each other row stands over figures only, its label's place blank, and
  // one above holds two groups at least: a caption's "Generation tokens/s  [vLLM / 70B]" over instances, a tibble's
  // "<chr>" over models, a lone "吞吐（tokens/s）" centred over some columns, are no header rows)
  const naming = heads.reduce((best, head) => (head.cells.length >= best.cells.length ? head : best));
  for (const head of heads) {
    if (head !== naming && heads.indexOf(head) < heads.indexOf(naming) && head.cells.length < 2) return null;
    for (const cell of head.cells) {
      const span = spanOf(head.line, cell);
      const over = spans.flatMap(([start, end], column) => (Math.min(end, span[1] + 1) > Math.max(start, span[0] - 1) ? [column] : []));
      const nearest = spans.reduce((best, other, column) =>
        (Math.abs(middle(other) - middle(span)) < Math.abs(middle(spans[best]) - middle(span)) ? column : best), 0);
      const columns = over.length ? over : [nearest];
      if (head !== naming && columns.some((column) => column === 0 || !isNumberCell(first[column]))) return null;
      for (const column of columns) words[column].push(cell.text);
    }
  }
  return { header: first.map((cell, column) => ({ start: cell.start, text: words[column].join(" ") })), start: lines[at].start,
    body: at };
}

/** A space-aligned row's cells: runs of words separated by two spaces or more. */
function alignedCells(line) {
  return Array.from(line.text.matchAll(ALIGNED_CELL), (m) => ({ start: line.start + m.index, text: m[0] }));
}

const isNumberCell = (cell) => CELL_NUMBER.test(cell.text);
/** A cell of one figure or of two: "212 / 1,904" (one request / sixteen, as a caption says). */
const isFigureCell = (cell) => isNumberCell(cell) || CELL_PAIR.test(cell.text);
/** A cell that stands for a run that gave no figure: "OOM", "—", "N/A". */
const isPlaceholder = (cell) => /^(?:OOM|[-—–]|N\/A|n\/a|x|✗|❌)$/.test(cell.text);
/** A header cell may read "8k" or "32k" (a context length names its column); no other number. */
const isHeaderNumber = (cell) => isNumberCell(cell) && !/k$/i.test(cell.text);

/** A LaTeX row's end and what may follow it on its line: "\\\\", "\\\\ \\hline". */
const LATEX_ROW_END = /[ \t]*\\\\(?:[ \t]*\\(?:hline|midrule|bottomrule|cline\{[^}]*\}))?[ \t]*(?:%.*)?$/;
/** A LaTeX command's opening and the braces and dollars around a cell's value: "\\textbf{171.2}", "$52.3$". */
const LATEX_MARKUP = /\\[A-Za-z]+\{|[{}$]/g;
/** siunitx's and math mode's words for what a cell or header writes as signs, each kept at its length:
 * "\\si{tok\\per\\second}" is "tok/s", "41.2 $\\pm$ 0.3" is "41.2 ± 0.3". */
const LATEX_SIGNS = [[/\\per\b/g, "/"], [/\\second\b/g, "s"], [/\\pm\b/g, "±"], [/\\times\b/g, "×"]];
/** A thousands comma set in braces so LaTeX's math mode spaces it as one: "1{,}482". */
const LATEX_THOUSANDS = /(?<=\d)\{,\}(\d{3})(?!\d)/g;
/** A LaTeX row as plain text of the same length: its end cut, its markup blank, its signs written as signs, its
 * braced thousands commas plain ("1{,}482" is "1,482" and two blanks). */
function latexPlain(text) {
  let plain = text.replace(LATEX_ROW_END, "").replace(LATEX_THOUSANDS, ",$1  ");
  for (const [word, sign] of LATEX_SIGNS) plain = plain.replace(word, (m) => sign.padStart(m.length, " "));
  return plain.replace(LATEX_MARKUP, (m) => " ".repeat(m.length));
}
/** A LaTeX line between a tabular's rows that holds none: "\\midrule", "\\hline", "\\cmidrule(lr){2-4}". */
const LATEX_RULE = /^[ \t]*(?:\\(?:hline|toprule|midrule|bottomrule|cmidrule|cline|addlinespace)\b[^&]*)+$/;

/**
 * A delimited line's cells with offsets: "a,b" -> [{start, text}]. CSV (","), a spreadsheet's export where commas are
 * decimals (";"), a LaTeX tabular's row ("&", its "\\\\" end cut and its cells' markup read as blanks), or columns set
 * off by spaced slashes (" / ": "RTX 4090 / 9870 / 104.8", a unit's own slash left whole).
 */
function delimitedCells(line, separator = ",") {
  const cells = [];
  let offset = line.start;
  const text = separator === "&" ? latexPlain(line.text) : line.text;
  for (const part of partsOf(text, separator)) {
    // a quoted cell ('"5375.410000"', llama-bench -o csv) is read without its quotes
    const quoted = /^[ \t]*"[^"]*"[ \t]*$/.test(part);
    const lead = part.length - part.trimStart().length + (quoted ? 1 : 0);
    const trimmed = part.trim();
    cells.push({ start: offset + lead, text: quoted ? trimmed.slice(1, -1) : trimmed });
    offset += part.length + separator.length;
  }
  // a tuple or a list printed a row a line ("(4096, 3201.7, 58.3)", its header "# (n_ctx, pp_tps, tg_tps)"): its
  // brackets are no cell's
  if (separator === "," && cells.length > 1 && BRACKETED_ROW.test(line.text)) {
    const [first, last] = [cells[0], cells.at(-1)];
    const open = ROW_OPEN.exec(first.text)[0].length;
    Object.assign(first, { start: first.start + open, text: first.text.slice(open) });
    last.text = last.text.replace(ROW_CLOSE, "");
  }
  return cells;
}
/** A row printed in brackets, maybe under a comment's mark: "(4096, 3201.7, 58.3)", "[61.2, 72.8],", "# (n_ctx, …)". */
const BRACKETED_ROW = /^[ \t]*(?:#[ \t]*)?[([][^()[\]]*[)\]],?[ \t]*$/;
const ROW_OPEN = /^(?:#[ \t]*)?[([][ \t]*/, ROW_CLOSE = /[ \t]*[)\]],?$/;

/** An HTML row's cells with offsets: "<tr><td>a</td><td>b</td></tr>" -> [{start, text}]; a forum's BBCode row
 * ("[tr][td]a[/td][td]b[/td][/tr]") with `bb`. */
function htmlCells(line, bb = false) {
  return Array.from(line.text.matchAll(bb ? BB_CELL : HTML_CELL), (m) => {
    const inner = (bb ? m[2] : m[1]).replace(bb ? BB_TAG : CELL_TAG, (tag) => " ".repeat(tag.length));
    const lead = inner.length - inner.trimStart().length;
    return { start: line.start + m.index + m[0].indexOf(bb ? "]" : ">") + 1 + lead, text: inner.trim() };
  });
}

/**
 * A table written in markup, a row a line, whose header row is lines[i], or null: HTML's, its header of <th> cells
 * ("<tr><td>..</td></tr>" rows) or none under a caption; a forum's BBCode with `bb` (NGA, Discuz: "[tr][td]显卡[/td][td]生成 t/s[/td][/tr]"), its
 * first row of words the header.
 */
function markupTableAt(lines, i, bb = false) {
  const first = htmlCells(lines[i], bb);
  // (HTML rows with no <th> under a caption naming the unit: "<caption>Output speed (tokens per second)…</caption>")
  const headerless = !bb && i + 1 < lines.length && !/<th/i.test(lines[i].text) &&
    headerlessAt(lines, i, first, htmlCells(lines[i + 1]));
  const header = headerless ? blankHeader(first) : first;
  if (header.length < 2 || (!headerless && (bb ? header.some(isNumberCell) : !/<th/i.test(lines[i].text)))) return null;
  const rowCell = bb ? /\[td\]/i : /<td/i;
  const rows = headerless ? [first] : [];
  let last = i;
  // (a row's cells on its line; the lines between that only open or close a part, "</thead>", "<tbody>", are passed)
  for (let at = i + 1; at < lines.length; at++) {
    if (rowCell.test(lines[at].text)) {
      rows.push(htmlCells(lines[at], bb));
      last = at;
    } else if (!TABLE_PART.test(lines[at].text)) break;
  }
  return rows.length ? { header, rows, first: i, last } : null;
}

const ROW_OPENS = /<tr(?:[ \t>]|$)/i, ROW_CLOSES = /<\/tr>/i;
const ROW_LINES = 40;
/** An HTML table whose rows an editor ran into one line ("<tr><th>设备</th>…</tr><tr><td>骁龙 8 Elite</td>…</tr>"): each
 * row a line of its own, its offsets kept. */
function splitMarkupRows(lines) {
  for (let i = 0; i < lines.length; i++) {
    const opens = [...lines[i].text.matchAll(/<tr[\s>]/gi)].map((match) => match.index);
    if (opens.length < 2) continue;
    const cuts = [0, ...opens.filter((at) => at > 0), lines[i].text.length];
    const pieces = cuts.slice(0, -1).map((from, k) => ({ start: lines[i].start + from, text: lines[i].text.slice(from, cuts[k + 1]) }))
      .filter((piece) => piece.text.trim());
    lines.splice(i, 1, ...pieces);
    i += pieces.length - 1;
  }
}

/**
 * An HTML table printed one cell per line (pandas' to_html(), a page's source): each row's lines, "<tr>" to "</tr>",
 * made one line in place, as markupTableAt reads a row (their text joined by the line breaks between them, so every
 * offset stays).
 */
function mergeMarkupRows(lines) {
  for (let i = 0; i < lines.length; i++) {
    if (!ROW_OPENS.test(lines[i].text) || ROW_CLOSES.test(lines[i].text)) continue;
    let j = i + 1;
    while (j < lines.length && j - i < ROW_LINES && !ROW_CLOSES.test(lines[j].text) && !ROW_OPENS.test(lines[j].text)) j++;
    if (j >= lines.length || !ROW_CLOSES.test(lines[j].text)) continue;
    lines.splice(i, j - i + 1, { start: lines[i].start, text: lines.slice(i, j + 1).map((line) => line.text).join("\n") });
  }
}

/** A line that only opens or closes a table's part: "  </thead>", "<tbody>", "[/tr]". */
const TABLE_PART = /^[ \t]*(?:[<[]\/?(?:thead|tbody|tfoot|tr)(?:[ \t][^<>[\]]*)?[>\]][ \t]*)+$/i;

/** A table's numbered caption: "表 2 不同推理框架的吞吐对比", "Table 3: decode speed". */
const NUMBERED_CAPTION = /^(?:表|Table|Tab\.)[ \t\u3000]*\d/i;
/** Whether a line is a numbered caption ("Table 3: …", "表 4 …"). */
const numberedCaption = (line) => line !== undefined && NUMBERED_CAPTION.test(line.text.trim());

/** sqlite's list mode, its columns set off by bare pipes with no edge ones: "机型|模型|生成速度" over "小米 15 Pro|Qwen3-4B|18.9". */
const SQLITE_LIST = /^[^|\s][^|\n]*(?:\|[^|\s][^|\n]*){2,}$/;
/** A comment line of a script or a data file: "# rates in tok/s, …", "// llama-bench, b7230, …"; not a tuple's
 * header written as one ("# (n_ctx, pp_tps, tg_tps)"). */
const COMMENT_LINE = /^[ \t]*(?:#+|\/\/)[ \t]+(?![([])/;
/** A label and its figure in one cell ("M5: 44.6"): a line of prose, no header. */
const LABELLED_FIGURE = /[A-Za-z\u4e00-\u9fff][ \t]*[:：][ \t]+\d[\d.]*[.。]?[ \t]*$/;
/** A table's caption saying its units are those of the table above ("Same units as Table 1", "单位同上"). */
const SAME_UNITS = /(?<![A-Za-z])same[ \t]+(?:units?|columns)(?![A-Za-z])|单位同上|单位同前/i;
/** A reStructuredText directive's option line (":widths: 28, 18, 18", ":header: …"): no row of a table. */
const RST_OPTION = /^[ \t]*:[a-z-]+:(?=[ \t]|$)/;
const RST_HEADER = /^[ \t]*:header:[ \t]*/;
/** A two-column CSV's header: "Metric,Value", "name,value". */
const KEY_CSV_HEADER = /^[A-Za-z_]{2,20},[A-Za-z_]{2,20}$/;

/**
 * The delimited table whose header is lines[i], or null: CSV ("model,quant,pp512_tps,tg128_tps"), a spreadsheet's
 * export with semicolons ("Modell;Quant;Prompt t/s;Gen t/s" over "Llama-3.1-8B;Q4_K_M;2841,5;87,3"), a LaTeX tabular
 * ("Method & RTX 4090 & A6000 \\\\" over its rows, rules between them passed over), columns set off by spaced slashes
 * ("GPU / pp512 t/s / tg128 t/s" over "RTX 4090 / 9870 / 104.8") or by bare pipes, sqlite's list mode ("机型|模型|生成速度").
 */
function delimitedTableAt(lines, i, separator = ",") {
  // a quoted header cell may hold a line break ('"decode\n(tok/s)"'): its lines read as one, each break a space
  let headerEnd = i, headerText = lines[i].text;
  while (quotesIn(headerText) % 2 === 1 && headerEnd + 1 < lines.length && headerEnd - i < QUOTED_BREAKS) {
    headerText += ` ${lines[++headerEnd].text}`;
  }
  if (quotesIn(headerText) % 2 === 1) return null;
  // (a spreadsheet's tab-separated header whose cells wrap their units onto the next lines: "Provider\tOutput Speed" over
  // "(tokens/s)\tLatency" over "(TTFT, s)\tBlended Price": each line read on, its break a space)
  while (separator === "\t" && headerEnd + 1 < lines.length && headerEnd - i < QUOTED_BREAKS &&
    WRAPPED_HEAD.test(lines[headerEnd + 1].text)) headerText += ` ${lines[++headerEnd].text}`;
  // (reStructuredText's csv-table gives its header as an option: ':header: "Model", "M4 Pro 64GB", …', its rows after its
  // other options and a blank line)
  const rst = separator === "," ? RST_HEADER.exec(headerText) : null;
  const headerLine = rst ? { start: lines[i].start + rst[0].length, text: headerText.slice(rst[0].length) } :
    { start: lines[i].start, text: headerText };
  if (!rst && RST_OPTION.test(headerText)) return null;
  const latex = separator === "&";
  if (latex && !LATEX_ROW_END.test(headerText)) return null;
  const commas = separatorsIn(headerLine.text, separator);
  // (a line ending in a colon is a caption, and a list item is no row: "gpt-oss-20b, llama.cpp, defaults:" over
  // "1. RTX 3060 12GB — pp 1,850 t/s, tg 74 t/s", whose "1,850" is one figure)
  // Two columns only under a header of two bare words, as tools write it ("Metric,Value"): prose has one comma.
  const keyed = commas === 1 && separator === "," && KEY_CSV_HEADER.test(headerText);
  // (nor is a comment: "# all rates in tok/s, llama-bench defaults, Qwen3-8B Q4_K_M" over "gpu,pp,tg" is the caption)
  if ((commas < 2 && !keyed) || (separator !== "|" && headerText.includes("|")) || CAPTION_END.test(headerText) ||
    COMMENT_LINE.test(headerText)) return null;
  const header = delimitedCells(headerLine, separator);
  // (an empty cell after a named one is that one's span, as a merged header pastes: "并发数\t吞吐（tokens/s）\t\t首token延迟(ms)")
  const spans = (cell, k) => k > 0 && header[k - 1].text !== "" && header.filter((other) => other.text).length >= 2;
  // (a LaTeX table may put numbers over its columns, "批大小 & 1 & 8", and slashes cards, "3060 12G / 3090 / 4090": read
  // when a caption names the unit, as an aligned one)
  const numbersHead = latex || separator === " / ";
  // (nor a cell holding a label and its figure: "2/ Generation, M5: 44.6, M4 Pro: 71.2." is a post of a thread)
  if (header.some((cell, k) => (!cell.text && !(latex && k === 0) && !spans(cell, k)) || cell.text.length > 32 ||
    (isHeaderNumber(cell) && !(numbersHead && k > 0)) || (separator === "," && LABELLED_FIGURE.test(cell.text)))) {
    return null;
  }
  const numberHeader = header.slice(1).some(isHeaderNumber);
  const rows = [];
  let last = headerEnd + 1;
  for (; last < lines.length && !BULLET.test(lines[last].text); last++) {
    if (latex && LATEX_RULE.test(lines[last].text)) continue;
    if (rst && !rows.length && (RST_OPTION.test(lines[last].text) || !lines[last].text.trim())) continue;
    if (separatorsIn(lines[last].text, separator) !== commas) break;
    const cells = delimitedCells(lines[last], separator);
    // A second header row may give the units (",,tok/s,tok/s") or name the spanned columns ("\t总输出\t单路\t"):
    // textTableClaims() reads it as one.
    const unitRow = last === headerEnd + 1 && !cells.some(isNumberCell) &&
      cells.some((cell) => SPEED_HEADER.test(cell.text) || phaseNamed(cell.text) !== null);
    if (!cells.some(isNumberCell) && !unitRow) break;
    rows.push(cells);
  }
  return rows.length ? { header, rows, first: i, last: last - 1, numberHeader, separator } : null;
}


/**
 * A markdown table pasted without its separator row ("| Prompt tokens | Prefill tok/s |" then "| 1,024 | 3,880 |"):
 * a header of words over two rows or more, every line edged with pipes and holding as many cells, or null.
 */
function bareMarkdownTableAt(lines, i) {
  // Without edge pipes ("model | pp512 | tg128" over "gpt-oss-120b | 512.3 | 48.7") the header must name a speed.
  // (or a caption over it does: "Speed (tokens/s)" over "Model | A100 | H100")
  // (or a caption under it: "（單位：t/s，生成速度）" after its last row)
  const edged = EDGED_ROW.test(lines[i].text);
  const named = (line) => line !== undefined && SPEED_HEADER.test(line.text) && !line.text.includes("|");
  if (!edged && !lines[i].text.includes("|")) return null;
  // (past a blank line and a fence: "Table 4: Token generation speed in tokens per second", "", "```", the header)
  const namedAbove = edged || SPEED_HEADER.test(lines[i].text) || named(nearLines(lines, i - 1)[0]);
  const first = markdownCells(lines[i]);
  // (no header at all, its first line a row, under a caption naming the unit: "gen speed …, tok/s." over "```" and
  // "qwen3-30b-a3b     | 96.1")
  const headerless = i + 1 < lines.length && headerlessAt(lines, i, first, markdownCells(lines[i + 1]));
  const header = headerless ? blankHeader(first) : first;
  // (a card's number heads its column: "模型 | 4090 | 5090 | M4 Max")
  // (its first cell may be blank, a corner over the row labels: "| | 单用户速度 | 整机吞吐 |")
  if (!headerless && (header.length < 2 || header.some((cell, k) => (!cell.text && k > 0) ||
    (isNumberCell(cell) && !GPU_NUMBER.test(cell.text))))) return null;
  const rows = headerless ? [first] : [];
  let last = i + 1;
  const isRow = (line) => (edged ? EDGED_ROW.test(line.text) : line.text.includes("|"));
  let figured = headerless ? 1 : 0;
  for (; last < lines.length && isRow(lines[last]); last++) {
    const cells = markdownCells(lines[last]);
    // a second header row of words under the first ("Out Tok/sec" over "Mean") is read with it
    const subHeader = !headerless && last === i + 1 && cells.every((cell, k) => (cell.text || k === 0) && !isFigureCell(cell));
    // (a row may hold one cell more than a header that spans two: "Request Stats" over "Per Second | Concurr")
    const shaped = cells.length === header.length || cells.length === header.length + 1;
    if (!shaped || (!subHeader && !cells.some(isFigureCell))) break;
    rows.push(cells);
    if (!subHeader) figured++;
  }
  return figured >= 2 && (namedAbove || headerless || named(lines[last])) ? { header, rows, first: i, last: last - 1 } : null;
}

/** Words that head a table's label column: a first line of them over figures is a header ("显卡  576.88  581.57", driver
 * versions over their columns). */
const HEADER_WORD = /^(?:models?|gpus?|cards?|devices?|hardware|engines?|backends?|frameworks?|names?|configs?|setups?|quant(?:ization)?s?|tests?|runs?|drivers?|versions?|builds?|显卡|模型|设备|硬件|引擎|后端|框架|名称|配置|量化|测试|型号|驱动|版本)$/i;

/** A row of a table with no header: labels, one holding a digit (or, between edge pipes, a word no header uses), then
 * figures only ("qwen3-30b-a3b  96.1", "4k | 168", "| MacBook Air M4 | Qwen3-8B | 17.1 |", "| vLLM | 212 / 1,904 |");
 * never a header's words or cards ("model  3090  4090"), nor a tool's counts ("Total num output tokens:  256000"), nor a
 * list's item ("- 2x 3090 (layer split): 1,190 | 31.8"). */
function isBareRow(cells, edged = false) {
  const at = cells.findIndex((cell, k) => k > 0 && isFigureCell(cell));
  if (at < 1 || (isHeaderNumber(cells[0]) && !GPU_NUMBER.test(cells[0].text)) || cells.slice(1, at).some(isNumberCell)) return false;
  const figures = cells.slice(at), labels = cells.slice(0, at);
  return figures.every(isFigureCell) && !figures.some((cell) => GPU_NUMBER.test(cell.text)) &&
    !/[:：][ \t]*$/.test(labels.at(-1).text) && !BULLET.test(cells[0].text) && !labels.some((cell) => /[:：][ \t]*[~≈]?\d/.test(cell.text)) &&
    labels.some((cell) => /\d/.test(cell.text) || (edged && !HEADER_WORD.test(cell.text.trim())));
}

/** Whether a table with no header starts at lines[i] (cells, then next, its next line's): two rows of one shape, the
 * first not indented as a header over a blank corner, under a caption naming the unit, past a blank line or a fence;
 * not under a line naming its columns, which columnListClaims reads, nor a query ("sqlite> select …"). */
function headerlessAt(lines, i, cells, next) {
  const edged = EDGED_ROW.test(lines[i].text);
  if (!isBareRow(cells, edged) || !isBareRow(next, edged) || next.length !== cells.length ||
    /^[ \t]*/.exec(lines[i].text)[0].length >= BLANK_CORNER) {
    return false;
  }
  const above = nearLines(lines, i - 1)[0];
  return above !== undefined && SPEED_HEADER.test(above.text) && !above.text.includes("|") && !KEYED_FIGURE.test(above.text) &&
    !INTERPRETER.test(above.text) && !COLUMNS_LEAD.test(above.text);
}

/** The header a table without one reads as: a blank over each cell, so only a caption names its columns. */
const blankHeader = (cells) => cells.map((cell) => ({ start: cell.start, text: "" }));

/** Each cell's [from, to] in screen columns from its line's start ("轮次  生成token数  耗时(s)   速度": 速度 starts at 25, not
 * 21), the columns a row of ASCII figures was aligned to. */
function displayed(cells, lineStart) {
  let wide = 0;
  return cells.map((cell) => {
    const from = cell.start - lineStart + wide;
    wide += displayWidth(cell.text) - cell.text.length;
    return [from, cell.start - lineStart + cell.text.length + wide];
  });
}

/**
 * A space-aligned row with fewer cells than its header, each cell put under the header cell it overlaps most
 * (by screen column): a sparse row, or null when two cells would share a column or one overlaps none.
 */
function placedUnder(header, headerStart, cells, rowStart) {
  if (cells.length >= header.length) return null;
  const heads = displayed(header, headerStart), placed = displayed(cells, rowStart);
  const row = [];
  for (const [k, cell] of cells.entries()) {
    const [from, to] = placed[k];
    let best = -1, bestOverlap = 0;
    header.forEach((head, column) => {
      const overlap = Math.min(to, heads[column][1]) - Math.max(from, heads[column][0]);
      if (overlap > bestOverlap) {
        best = column;
        bestOverlap = overlap;
      }
    });
    if (best < 0 || row[best] !== undefined) return null;
    row[best] = cell;
  }
  return row;
}

/**
 * A space-aligned row whose cells ran together over one space ("llama.cpp 120.9" under "backend   tok/s"): each
 * cell split at a space where a header cell starts or a word ends with one, or null when that does not give
 * the header's count of cells.
 */
function splitUnder(header, headerStart, cells, rowStart) {
  const starts = new Set(header.slice(1).map((head) => head.start - headerStart));
  const ends = new Set(header.slice(1).map((head) => head.start - headerStart + head.text.length));
  const split = [];
  for (const cell of cells) {
    const column = cell.start - rowStart;
    let from = 0;
    for (let at = cell.text.indexOf(" "); at >= 0; at = cell.text.indexOf(" ", at + 1)) {
      const next = cell.text.indexOf(" ", at + 1);
      if (!starts.has(column + at + 1) && !ends.has(column + (next < 0 ? cell.text.length : next))) continue;
      split.push({ start: cell.start + from, text: cell.text.slice(from, at) });
      from = at + 1;
    }
    split.push({ start: cell.start + from, text: cell.text.slice(from) });
  }
  return split.length === header.length ? split : null;
}

/** A word of a line and where it starts; a bracketed note after a figure ("42.3 (1.00×)") goes with the figure. */
const SPACED_WORD = /[^ \t(（±]+(?:[ \t]*±[ \t]*[\d.]+)?(?:[ \t]*[(（][^)）\n]{0,12}[)）])?|[(（][^)）\n]*[)）]/g;
const SPACED_NOTE = /[ \t]*(?:±[ \t]*[\d.]+|[(（][^)）\n]{0,12}[)）])$/;
const ALIGNED_GAP = /\S(?: {2,}|\t)\S/;
const spacedWords = (line) => Array.from(line.text.matchAll(SPACED_WORD), (m) => ({ start: line.start + m.index, text: m[0] }));
/** The figures that end a line of a single-spaced table, the first of them at `k`. */
function trailingFigures(words) {
  let k = words.length;
  while (k > 0 && (isNumberCell({ text: words[k - 1].text.replace(SPACED_NOTE, "") }) || isPlaceholder(words[k - 1]))) k--;
  return k;
}

/**
 * A table a PDF's text gives with single spaces between its columns, under a numbered caption ("Table 3:
 * Throughput (tokens/s) …", "表 4"): a header of words, then rows each ending in as many figures (two or more) as
 * the header's last words, to a line of another shape. Its label cell is the row's words before its figures ("骁龙 8
 * Gen 3 Qwen2-1.5B-INT4"), its figure cells without their bracketed notes ("(2.88×)").
 */
function spacedTableAt(lines, i) {
  // (a cheap test first: a header of three words at least)
  if (!/\S[ \t]\S+[ \t]\S/.test(lines[i].text)) return null;
  // (columns set apart by runs of blanks are an aligned table's: tablesIn reads those)
  const single = (line) => !ALIGNED_GAP.test(line.text);
  const headerWords = spacedWords(lines[i]);
  if (!single(lines[i]) || headerWords.length < 3 || trailingFigures(headerWords) < headerWords.length) return null;
  const rows = [];
  let width = 0, last = i + 1;
  for (; last < lines.length; last++) {
    if (!single(lines[last])) break;
    const words = spacedWords(lines[last]);
    const k = trailingFigures(words);
    const figures = words.length - k;
    if (k === 0 || figures < 2 || figures >= headerWords.length || (width && figures !== width)) break;
    width = figures;
    const label = { start: words[0].start, text: lines[last].text.slice(words[0].start - lines[last].start, words[k - 1].start -
      lines[last].start + words[k - 1].text.length) };
    rows.push([label, ...words.slice(k).map((word) => ({ start: word.start, text: word.text.replace(SPACED_NOTE, "") }))]);
  }
  // (the caption above the header, or under the last row: PDFs put a table's caption either side)
  if (rows.length < 2 || ![lines[i - 1], lines[i - 2], lines[i - 3], lines[last], lines[last + 1]].some(numberedCaption)) return null;
  const labelWords = headerWords.slice(0, headerWords.length - width);
  const corner = { start: labelWords[0].start, text: labelWords.map((word) => word.text).join(" ") };
  return { header: [corner, ...headerWords.slice(-width)], rows, first: i, last: last - 1 };
}

/**
 * A table a PDF's text gives column by column, one cell per line, under a numbered caption ("Table 3: Decode
 * throughput (tokens/s) …"): the label column's header and its k labels, then each column's header and its k
 * figures. Read as rows: each label with the figures in its place in every column.
 */
function columnMajorTableAt(lines, i) {
  // (a speedup, "8.38×", makes the shape as likely a table given row by row: no figure here)
  const isFigure = (line) => line !== undefined && isNumberCell(lineCell(line)) && !/[×x]$/.test(line.text.trim());
  const isWord = (line) => line !== undefined && line.text.trim() !== "" && !isNumberCell(lineCell(line));
  // (right under its caption, or a blank line under it: a word further down is a label, no table's start)
  if (!isWord(lines[i]) || !(numberedCaption(lines[i - 1]) || (lines[i - 1]?.text.trim() === "" && numberedCaption(lines[i - 2])))) {
    return null;
  }
  let j = i + 1;
  while (isWord(lines[j])) j++;
  const k = j - i - 2;   // the labels; the last word line is the first column's header
  if (k < 2) return null;
  const columns = [];
  for (let at = j - 1; isWord(lines[at]) && at + k < lines.length && lines.slice(at + 1, at + 1 + k).every(isFigure); at += k + 1) {
    columns.push({ header: lineCell(lines[at]), figures: lines.slice(at + 1, at + 1 + k).map(lineCell), last: at + k });
  }
  if (!columns.length) return null;
  const rows = Array.from({ length: k }, (_, r) => [lineCell(lines[i + 1 + r]), ...columns.map((column) => column.figures[r])]);
  return { header: [lineCell(lines[i]), ...columns.map((column) => column.header)], rows, first: i, last: columns.at(-1).last };
}

/** A cell of a table pasted one cell per line: the line's text without its blanks. */
function lineCell(line) {
  const text = line.text.trim();
  return { start: line.start + line.text.indexOf(text), text };
}

/** A tab-separated header's next line opening with its last cell's wrapped unit: "(tokens/s)\tLatency", "（秒）\t混合价格";
 * not a second header row of units, which opens with a tab ("\t(tok/s)\t(tok/s)"). */
const WRAPPED_HEAD = /^ *[(（][^()（）\n\t]{1,30}[)）] *(?:\t|$)/;
/** A header cell's unit or note wrapped onto a line of its own: "(tokens/s)", "（First Chunk, s）". */
const WRAPPED_UNIT = /^[ \t]*[(（][^()（）\n]{1,30}[)）][ \t]*$/;
/** A short title over a table: "思元 590 大模型推理性能", "Benchmark results". */
const TABLE_TITLE = /^.{0,30}(?:性能|测试|对比|结果|数据|benchmarks?|results|performance|comparison)[^。.!?！？]{0,10}(?:[ \t]*[(（][^()（）\n]{1,30}[)）])?$/i;
/**
 * A table pasted one cell per line (a web table copied as text): a header of k short lines, one naming a speed (or
 * the title or numbered caption over it naming one: "Performance (tokens/s per card)", the last column then), then
 * rows of k lines whose numbers stand in the same places in every row, at least FLAT_ROWS of them, to a blank line or
 * a row of another shape. Only after a blank line or a line ending in a colon, or at the start.
 */
function flattenedTableAt(lines, i) {
  const previous = lines[i - 1]?.text.trim();
  if (previous !== undefined && previous !== "" && !CAPTION_END.test(previous) && !NUMBERED_CAPTION.test(previous) &&
    !TABLE_TITLE.test(previous)) return null;
  const short = (line) => line !== undefined && line.text.trim() !== "" && line.text.trim().length <= FLAT_CELL;
  if (!short(lines[i]) || isNumberCell(lineCell(lines[i]))) return null;
  // (or past a blank line, a lead ending in a colon: "…（Qwen3-32B，单位 tokens/s）：", a blank, "显卡", "预填充", …)
  const lead = previous === "" ? nearLines(lines, i - 1)[0]?.text.trim() : undefined;
  const titled = (previous && (TABLE_TITLE.test(previous) || NUMBERED_CAPTION.test(previous)) && namesSpeed(previous)) ||
    (lead !== undefined && CAPTION_END.test(lead) && namesSpeed(lead));
  for (let k = 2; k <= FLAT_WIDTH; k++) {
    // (a header cell may wrap its unit onto a line of its own: "Output Speed" over "(tokens/s)", read as one cell)
    const header = [];
    let end = i;
    while (header.length < k && short(lines[end]) && !isNumberCell(lineCell(lines[end]))) {
      const cell = lineCell(lines[end++]);
      while (end < lines.length && WRAPPED_UNIT.test(lines[end].text)) cell.text += ` ${lines[end++].text.trim()}`;
      header.push(cell);
    }
    if (header.length < k) return null;
    const named = header.findIndex((line) => namesSpeed(line.text));
    // (under a title naming the unit, the column a header names as a throughput, else the last: "Throughput ↑" between
    // "PPL ↓" and "Speedup")
    const throughput = header.findIndex((line) => THROUGHPUT_HEADER.test(line.text) && !NOT_SPEED_HEADER.test(line.text));
    const speed = named < 0 && titled ? (throughput < 0 ? k - 1 : throughput) : named;
    if (speed < 0) continue;
    const shape = (row) => row.map((line) => isNumberCell(lineCell(line))).join();
    const rows = [];
    for (let at = end; at + k <= lines.length; at += k) {
      const row = lines.slice(at, at + k);
      if (!row.every(short) || !isNumberCell(lineCell(row[speed])) || (rows.length && shape(row) !== shape(rows[0]))) break;
      rows.push(row);
    }
    if (rows.length >= FLAT_ROWS) {
      return { header, rows: rows.map((row) => row.map(lineCell)), first: i, last: end + k * rows.length - 1 };
    }
  }
  return null;
}

/** A data.frame's header as R prints it: words (no figure) after the blank over its row numbers ("    量化     tg"). */
const DATA_FRAME_HEADER = /^[ \t]+(?:[^\s\d][^\s]*[ \t]+)+[^\s\d][^\s]*[ \t]*$/;
/** A tibble's line of column types under its header: "<chr> <dbl> <int>". */
const TIBBLE_TYPES = /^[ \t]*(?:<[a-z]{3,4}>[ \t]*)+$/;
const TOKEN = /\S+/g;
/** A line's words, each with where it starts. */
const tokensOf = (line) => [...line.text.matchAll(TOKEN)].map((match) => ({ start: line.start + match.index, text: match[0] }));
/**
 * A tibble as R prints it (its header over a line of column types, its columns one blank apart, right-aligned): its
 * last columns read one word each from the row's end, the label column the words before them, past the row's number
 * ("1 RTX 3060    2391.  55.8" under "gpu  pp512 tg128").
 */
function tibbleTableAt(lines, i) {
  const typed = TIBBLE_TYPES.test(lines[i + 1]?.text ?? "");
  // (a data.frame prints no types: a header of words over the row-number column's blank, rows numbered from 1)
  if (!typed && !(DATA_FRAME_HEADER.test(lines[i].text) && /^[ \t]*1[ \t]/.test(lines[i + 1]?.text ?? ""))) return null;
  const header = tokensOf(lines[i]);
  const rows = [];
  let last = i + (typed ? 2 : 1);
  for (; last < lines.length; last++) {
    const words = tokensOf(lines[last]);
    if (words.length < header.length + 1 || !/^\d+:?$/.test(words[0].text)) break;   // "1", data.table's "1:"
    if (!typed && Number(words[0].text) !== rows.length + 1) return null;   // a frame sorted by a column: pandas' to read
    const tail = words.slice(words.length - (header.length - 1));
    const label = words.slice(1, words.length - tail.length);
    const start = label[0].start;
    rows.push([{ start, text: lines[last].text.slice(start - lines[last].start, label.at(-1).start - lines[last].start +
      label.at(-1).text.length) }, ...tail]);
  }
  return rows.length ? { header, rows, first: i, last: last - 1 } : null;
}

/** A MediaWiki table's header line ("! 框架 !! 版本 !! 输出吞吐（tokens/s）") and a row's ("| vLLM || 0.11.1 || 1,842"). */
const WIKI_HEADER = /^[ \t]*!(?!!)/, WIKI_ROW = /^[ \t]*\|(?![-+}|])/, WIKI_BREAK = /^[ \t]*\|-/;
/** A MediaWiki table: its header line, then rows set off by "|-", each on one line, to "|}". */
function wikiTableAt(lines, i) {
  if (!WIKI_HEADER.test(lines[i].text) || !lines[i].text.includes("!!")) return null;
  const cellsOf = (line, separator) => {
    const lead = line.text.indexOf(separator[0]) + 1;
    return delimitedCells({ start: line.start + lead, text: line.text.slice(lead) }, separator);
  };
  const header = cellsOf(lines[i], "!!");
  const rows = [];
  let last = i;
  for (let at = i + 1; at < lines.length; at++) {
    if (WIKI_BREAK.test(lines[at].text)) continue;
    if (!WIKI_ROW.test(lines[at].text) || !lines[at].text.includes("||")) break;
    rows.push(cellsOf(lines[at], "||"));
    last = at;
  }
  return rows.length ? { header, rows, first: i, last } : null;
}

/** A Jira or Confluence wiki table: "||Model||tok/s||" heads it with no rule under it, "|Qwen3-32B|74.0|" rows follow. */
const JIRA_HEADER = /^[ \t]*\|\|.*\|\|[ \t]*$/, JIRA_ROW = /^[ \t]*\|(?!\|)/;
function jiraTableAt(lines, i) {
  if (!JIRA_HEADER.test(lines[i].text)) return null;
  // ("||" read as "| ", one character for one: the header's cells are a markdown row's)
  const header = markdownCells({ start: lines[i].start, text: lines[i].text.replaceAll("||", "| ") });
  let last = i + 1;
  while (last < lines.length && JIRA_ROW.test(lines[last].text)) last++;
  return last > i + 1 ? { header, rows: lines.slice(i + 1, last).map(markdownCells), first: i, last: last - 1 } : null;
}

/** A reStructuredText list-table's directive, its title after it: ".. list-table:: Output throughput (tokens/s)". */
const LIST_TABLE = /^[ \t]*\.\.[ \t]+list-table::[ \t]*(.*)$/;
const LIST_TABLE_OPTION = /^[ \t]+:[\w-]+:/;
const LIST_TABLE_CELL = /^([ \t]*)(\*[ \t]+)?-[ \t]+(.*?)[ \t]*$/;
/** A reStructuredText list-table: "* - Model" opens a row, "  - 12,960" adds a cell; its first row the header, its title
 * the caption. */
function listTableAt(lines, i) {
  const directive = LIST_TABLE.exec(lines[i].text);
  if (!directive) return null;
  let at = i + 1;
  while (at < lines.length && (LIST_TABLE_OPTION.test(lines[at].text) || !lines[at].text.trim())) at++;
  const rows = [];
  let last = at - 1;
  for (; at < lines.length; at++) {
    const cell = LIST_TABLE_CELL.exec(lines[at].text);
    if (!cell) break;
    if (cell[2]) rows.push([]);
    else if (!rows.length) break;
    const start = lines[at].start + lines[at].text.length - cell[3].length - (lines[at].text.length - lines[at].text.trimEnd().length);
    rows.at(-1).push({ start, text: cell[3] });
    last = at;
  }
  if (rows.length < 2) return null;
  return { header: rows[0], rows: rows.slice(1), first: i, last, caption: directive[1] || null };
}

/** R's summary() of a vector: its six statistics' names, then their values. */
const R_SUMMARY = /^[ \t]*Min\.[ \t]+1st Qu\.[ \t]+Median[ \t]+Mean[ \t]+3rd Qu\.[ \t]+Max\.[ \t]*$/;
const R_STATISTIC = /Min\.|1st Qu\.|Median|Mean|3rd Qu\.|Max\./g;
/** R's summary() printed ("   Min. 1st Qu.  Median    Mean 3rd Qu.    Max." over six figures): a table of one row, whose
 * caption (the code that printed it: "> summary(bench$tg128)") says whether its figures are speeds. */
function rSummaryAt(lines, i) {
  if (!R_SUMMARY.test(lines[i].text)) return null;
  const row = lines[i + 1] === undefined ? [] : tokensOf(lines[i + 1]);
  if (row.length !== 6) return null;
  const header = [...lines[i].text.matchAll(R_STATISTIC)].map((match) => ({ start: lines[i].start + match.index, text: match[0] }));
  return { header: [{ start: lines[i].start, text: "" }, ...header], rows: [[{ start: lines[i + 1].start, text: "" }, ...row]],
    first: i, last: i + 1 };
}

/** How many label-and-figure pairs make a chart pasted one value per line. */
const PAIRED_ROWS = 3;
/**
 * A bar chart pasted as text, a label's line then its figure's line ("Gemini 2.5 Flash-Lite" over "392"), at least
 * PAIRED_ROWS pairs, right under a title naming the unit ("Output Speed: Output Tokens per Second") or one line
 * below it ("Higher is better"). Read as a table whose one column the title heads.
 */
function pairedLinesAt(lines, i) {
  const title = [lines[i - 1], lines[i - 2]].find((line) => line !== undefined && namesSpeed(line.text) &&
    !/\d/.test(line.text));
  if (!title) return null;
  const isLabel = (line) => line !== undefined && line.text.trim() !== "" && line.text.trim().length <= FLAT_CELL &&
    !isNumberCell(lineCell(line));
  const isFigure = (line) => line !== undefined && isNumberCell(lineCell(line));
  const rows = [];
  let at = i;
  while (isLabel(lines[at]) && isFigure(lines[at + 1])) {
    rows.push([lineCell(lines[at]), lineCell(lines[at + 1])]);
    at += 2;
  }
  if (rows.length < PAIRED_ROWS) return null;
  return { header: [{ start: title.start, text: "" }, lineCell(title)], rows, first: i, last: at - 1 };
}

/** Whether an aligned line's first cell is a label, not a number: a row under a header with a blank corner. */
function startsWithLabel(line) {
  const first = alignedCells(line)[0];
  return first !== undefined && !isNumberCell(first);
}

/** A markdown table's rule run inside a line: "| |---|---|---| |" after the header's closing bar. */
const INLINE_RULE = /\|[ \t]*\|((?:[ \t]*:?-{3,}:?[ \t]*\|)+)[ \t]*\|/;

/**
 * A markdown table pasted on one line ("| GPU | tok/s | |---|---| | 3090 | 112 |") as its lines: each row is a run
 * of the line from one bar to the bar closing its last cell, so every offset holds. Other lines as they are.
 */
function unfolded(lines) {
  if (!lines.some((line) => line.text.includes("|-") || line.text.includes("|:-"))) return lines;
  return lines.flatMap((line) => {
    const rule = INLINE_RULE.exec(line.text);
    if (!rule) return [line];
    const width = rule[1].split("|").length - 1;
    const bars = [...line.text.matchAll(/\|/g)].map((bar) => bar.index);
    const rows = [];
    for (let at = 0; at + width < bars.length; at += width + 1) {
      rows.push({ start: line.start + bars[at], text: line.text.slice(bars[at], bars[at + width] + 1) });
    }
    const lead = line.text.slice(0, bars[0]).trim();
    return bars.length % (width + 1) === 0 && rows.length >= 3 && !lead ? rows : [line];
  });
}

/** The tables in text: [{header, rows, first, last}] with first/last the indexes of their lines. */
function tablesIn(lines) {
  const tables = [];
  // (a table a PDF gives comes under or over a numbered caption: most texts have none)
  const captioned = lines.some(numberedCaption);
  for (let i = 0; i + 1 < lines.length; i++) {
    const other = (lines[i].text.includes("<t") ? markupTableAt(lines, i) : null) ??
      (lines[i].text.includes("[td") || lines[i].text.includes("[th") ? markupTableAt(lines, i, true) : null) ??
      (lines[i].text.includes(",") ? delimitedTableAt(lines, i) : null) ??
      (lines[i].text.includes(";") ? delimitedTableAt(lines, i, ";") : null) ??
      (lines[i].text.includes("&") ? delimitedTableAt(lines, i, "&") : null) ??
      (lines[i].text.includes(" / ") ? delimitedTableAt(lines, i, " / ") : null) ??
      (lines[i].text.includes("\t") ? delimitedTableAt(lines, i, "\t") : null) ??
      (SQLITE_LIST.test(lines[i].text) ? delimitedTableAt(lines, i, "|") : null);
    if (other) {
      tables.push(other);
      i = other.last;
      continue;
    }
    const ruled = (at) => at < lines.length && SEPARATOR_ROW.test(lines[at].text) && /[-—=]/.test(lines[at].text);
    // a header over two lines ("Prompt | Gen" over "tok/s | tok/s"), its rule under the second
    const twoLine = !ruled(i + 1) && lines[i].text.includes("|") && ruled(i + 2) && headerUnder(lines[i], lines[i + 1]);
    if (lines[i].text.includes("|") && (ruled(i + 1) || twoLine)) {
      // A table written without edge pipes ("Q8_0 | 8.5 GB | 78.4") has rows that only hold them inside.
      // (a group header's blank corner is no edge: "              |   Output throughput (tok/s)   |  Latency (ms)")
      const edged = /^[ \t]{0,3}\|/.test(lines[i].text);
      const body = twoLine ? i + 3 : i + 2;
      let last = body;
      const isRow = (line) => (edged ? line.text.trim().startsWith("|") : line.text.includes("|"));
      // (a grid ruled between its rows, tabulate's "grid" and rich's: "| ROCm 6.4 | 3612.47 |", "+------+------+", "| Vulkan | …")
      const ruledBetween = (at) => ruled(at) && at + 1 < lines.length && isRow(lines[at + 1]);
      while (last < lines.length && (isRow(lines[last]) || ruledBetween(last))) last++;
      const rowLines = lines.slice(body, last).filter((line, k) => !ruled(body + k));
      const header = twoLine || markdownCells(lines[i]), rows = joinedContinuations(rowLines.map(markdownCells));
      const grouped = subHeaderUnder(header, rows);
      tables.push({ header: grouped ?? header, rows: grouped ? rows.slice(1) : rows, first: i, last: last - 1 });
      i = last - 1;
      continue;
    }
    const flat = flattenedTableAt(lines, i) ?? pairedLinesAt(lines, i);
    if (flat) {
      tables.push(flat);
      i = flat.last;
      continue;
    }
    const bare = bareMarkdownTableAt(lines, i) ?? tibbleTableAt(lines, i) ?? rSummaryAt(lines, i) ?? wikiTableAt(lines, i) ?? jiraTableAt(lines, i) ??
      listTableAt(lines, i) ??
      (captioned ? spacedTableAt(lines, i) ?? columnMajorTableAt(lines, i) : null);
    if (bare) {
      tables.push(bare);
      i = bare.last;
      continue;
    }
    const stacked = stackedHeaderAt(lines, i);
    let header = stacked?.header ?? alignedCells(lines[i]);
    // (no header, its first line a row like the next: "qwen3-30b-a3b     96.1" over "gpt-oss-120b      71.4")
    const firstRow = !stacked && i + 1 < lines.length && headerlessAt(lines, i, header, alignedCells(lines[i + 1])) ? header : null;
    if (firstRow) header = blankHeader(firstRow);
    const headerStart = stacked?.start ?? lines[i].start;
    // pandas ends a wide frame's header with "\" where it wraps the columns on: no column
    if (header.length > 2 && header.at(-1).text === "\\") header = header.slice(0, -1);
    // Numbers over a blank corner ("              3090     4090" over "prompt (tok/s)   2,310   4,150"): the corner is
    // empty, the numbers name the columns and the rows' labels say what they hold.
    if (header.length >= 2 && header.every(isHeaderNumber) && header[0].start - lines[i].start >= BLANK_CORNER &&
      startsWithLabel(lines[i + 1])) header = [{ start: lines[i].start, text: "" }, ...header];
    // A lone header cell may be the unit over a column of numbers ("      tokens/sec" over "M4 Max   ~ 61"),
    // when it holds no number itself (a tool's "Throughput: 12.71 requests/s, 6507.52 tokens/s" is a line, not one).
    const unitOnly = header.length === 1 && !/\d/.test(header[0].text) && namesSpeed(header[0].text);
    // Numbers may head the columns ("model  3090  4090") when a word heads the labels; such a table is read only
    // when a caption names the unit (textTableClaims).
    const numberHeader = header.slice(1).some(isHeaderNumber);
    if ((header.length < 2 && !unitOnly) || lines[i].text.includes("|") || isHeaderNumber(header[0])) continue;
    let last = stacked?.body ?? i + 1;
    if (last < lines.length && DASH_RULE.test(lines[last].text)) last++;   // "-----  -----" under the header
    // (a DataFrames.jl frame's column types and its rule: "String  Float64" over "--------")
    if (last + 1 < lines.length && JULIA_TYPES.test(lines[last].text) && FULL_RULE.test(lines[last + 1].text)) last += 2;
    // pandas prints the index's name on a line of its own under the header ("backend", "显卡")
    if (last + 1 < lines.length && /^[ \t]*[A-Za-z_\u4e00-\u9fff]+[ \t]*$/.test(lines[last].text)) last++;
    const rows = firstRow ? [firstRow] : [];
    let figured = firstRow ? 1 : 0;
    while (last < lines.length) {
      let cells = alignedCells(lines[last]);
      if (!unitOnly && cells.length < header.length) cells = splitUnder(header, headerStart, cells, lines[last].start) ?? cells;
      // Under a lone unit ("decode tok/s (higher is better)"), rows of one shape: a bar chart's "llama.cpp  ████  88.4".
      const shaped = unitOnly ? cells.length === (rows[0] ?? cells).length
        : cells.length === header.length || cells.length === header.length + 1;
      // A row with cells left empty ("—" columns filled, a "notes" column not) is placed under its header by position.
      const placed = shaped || unitOnly || cells.length < 2 ? null : placedUnder(header, headerStart, cells, lines[last].start);
      const figures = cells.some(isNumberCell);
      if (cells.length < 2 || !(figures || cells.slice(1).some(isPlaceholder)) || (!shaped && !placed)) break;
      rows.push(placed ?? cells);
      if (figures) figured++;
      last++;
    }
    // one row of figures is a table when its header or its label names the unit ("gen(t/s)" over a row and an "OOM" row,
    // a frame's statistics of "tok_s" under a header of words; not a tool's lines, "prompt eval count:    26 token(s)")
    if (figured < 2 && !(figured === 1 && (header.slice(1).some((cell) => namesSpeed(cell.text)) ||
      (header.every((cell) => !/\d/.test(cell.text)) &&
        rows.some((row) => row.slice(0, 2).some((cell) => !isNumberCell(cell) && namesModelSpeed(cell.text))))))) continue;
    // a lone unit over a row of numbers that heads columns ("并发数  1  8  32  64"): a caption, not a header
    if (unitOnly && rows[0].length > 2 && rows[0].slice(1).every(isHeaderNumber)) continue;
    // (a reStructuredText table's closing rule, "=====  =====", is its own: a note under it is the next line down)
    const closed = last < lines.length && DASH_RULE.test(lines[last].text) ? last : last - 1;
    tables.push({ header, rows, first: i, last: closed, numberHeader });
    i = closed;
  }
  return tables;
}

/** A line ending in a label's figure: "Output token throughput (tok/s):   827.94", or holding one with its unit: a log's
 * "Avg prompt throughput: 1532.6 tokens/s, …" under nvidia-smi's columns. */
const KEYED_FIGURE = /[:：=][ \t]*[~≈]?[ \t]*\d[\d,.]*[ \t]*$|[:：=][ \t]*[~≈]?[ \t]*\d[\d,.]*[ \t]*(?:t|tok|tokens?)\/s(?![A-Za-z])|(?:t|tok|tokens?)\/s[ \t]{2,}(?:p\d{2}[ \t]+)?[~≈]?\d/i;

/** A code fence's line, or a blank one: passed over on the way to a caption ("Table 4: … (tokens/s)", a blank, "```"); a
 * box's top border, a dataframe's shape and dplyr's notes too ("┌───┬───┐", "shape: (2, 3)", "# A tibble: 5 × 3",
 * "# Groups:   board [2]", "`summarise()` has grouped output by 'board'…"). */
const PASSED_OVER = /^[ \t]*(?:(?:```+|~~~+)?[\w-]*|[┌┬┐╭╮┏┳┓─━-]+|\d+×\d+[ \t]+(?:DataFrame|SubDataFrame|DataFrameRow)|shape:[ \t]*\(\d+,[ \t]*\d+\)|#[ \t]*(?:A tibble|Groups):.*|`summarise\(\)` has grouped output.*|`\.groups` argument\.)[ \t]*$/;
/** The interpreter's lines that printed a table (">>> df.groupby(…).mean()", "...  margins=True)", "In [7]:", a SQL shell's
 * "sqlite> .mode box", "bench=# SELECT …", DuckDB's "D SELECT …", MySQL's next line "    ->   FROM …", a query's own lines,
 * "SELECT …", "FROM …"): read as a caption may be (the code names the column: "summarise(tg = mean(tg128))"), but not
 * counted among CAPTION_LINES. */
const INTERPRETER = /^[ \t]*(?:>>>|\.\.\.|>|In[ \t]*\[\d*\]:|Out[ \t]*\[\d*\]:|(?:sqlite|mysql|duckdb|julia)>|->(?=[ \t])|(?:SELECT|FROM|WHERE|GROUP[ \t]+BY|ORDER[ \t]+BY|LIMIT|WITH)(?=[ \t])|[a-z_][a-z0-9_]{0,15}[=-][#>]|D(?=[ \t]+(?:SELECT|FROM|WITH)(?![A-Za-z])))(?:[ \t]|$)/;

/** How many blank, fence, border and shape lines a caption may stand past: "", "```", "shape: (3, 3)", "┌──┬──┐". */
const PASSED_MOST = 5;
/** The CAPTION_LINES lines above `at` (it included), or below it with `step` 1, blank lines, code fences and the
 * interpreter's lines not counted. */
function nearLines(lines, at, step = -1) {
  const near = [];
  for (let i = at, passed = 0, counted = 0; i >= 0 && i < lines.length && counted < CAPTION_LINES && passed < PASSED_MOST; i += step) {
    if (PASSED_OVER.test(lines[i].text)) passed++;
    else if (!LATEX_FRAME.test(lines[i].text)) {
      near.push(lines[i]);
      if (!INTERPRETER.test(lines[i].text)) counted++;
    }
  }
  return near;
}

/** A LaTeX table's frame between its caption and its rows, passed over uncounted: "\\label{tab:decode}", "\\toprule". */
const LATEX_FRAME = /^[ \t]*\\(?:begin|end|label|centering|toprule|midrule|hline|small|footnotesize|scriptsize|resizebox|setlength)\b[^&]*$/;

/** A SQL shell's bottom border ("+------+------+", MySQL's) and its count of rows ("(2 rows)", "(3 行记录)", "2 rows in set (0.04 sec)"). */
const BOTTOM_BORDER = /^[ \t]*\+[-+]*[ \t]*$/;
const ROW_COUNT = /^[ \t]*(?:\(\d+ rows?\)|\(\d+[ \t]*行记录\)|\d+ rows? in set(?: \([\d.]+ sec\))?)[ \t]*$/;

/** Words saying a line speaks of what is above it: "以上都是输出速度", "all of the above in tok/s". */
const SAYS_ABOVE = /^[ \t]*(?:以上|上面|上述|(?:all[ \t]+(?:of[ \t]+)?)?(?:the[ \t]+)?above(?![A-Za-z]))/i;
/** The caption's words when a line just before or after the table names a speed unit ("(单位：tokens/s)"). */
function captionOf(lines, table) {
  // (above, past a blank line and a code fence: "Table 4: … (tokens/s)", a blank, "```", the table; below, not a line
  // over the next table: "**Inference speed** (output tokens/s)" under an accuracy table heads the speeds under it)
  // (past a query's count of rows and a blank or a fence: "(2 rows)", "", "单位都是 tokens/s")
  let foot = table.last + 1;
  if (BOTTOM_BORDER.test(lines[foot]?.text ?? "") && ROW_COUNT.test(lines[foot + 1]?.text ?? "")) foot++;   // MySQL's "+---+"
  if (ROW_COUNT.test(lines[foot]?.text ?? "")) {
    foot++;
    while (foot < lines.length && foot <= table.last + 4 && PASSED_OVER.test(lines[foot].text)) foot++;
  }
  const below = lines.slice(foot, foot + CAPTION_LINES).filter((_, k) => !headsTableAt(lines, foot + 1 + k));
  // (below a code fence and a blank, only a numbered caption: "```", "", "Table 2: Decode throughput (tokens/s) of …", or
  // one saying it speaks of what is above: "以上都是输出速度，单位 tokens/s。")
  const numbered = nearLines(lines, table.last + 1, 1).find((line) => numberedCaption(line) || SAYS_ABOVE.test(line.text));
  const near = [...nearLines(lines, table.first - 1), ...below, ...(numbered ? [numbered] : [])];
  // (a tool's line holding its own figure, "Total Token throughput (tok/s):   4139.71", is no caption)
  // (a row's bars are no caption's; R's pipe "|>" is: "bench |> summarise(tg = mean(tg128))")
  const caption = near.find((line) => !/\|(?!>)/.test(line.text) && SPEED_HEADER.test(line.text) && !KEYED_FIGURE.test(line.text));
  return caption ? caption.text : null;
}

/** Whether a table row starts at lines[at], past blank lines: the line before it is that table's caption. */
function headsTableAt(lines, at) {
  while (at < lines.length && !lines[at].text.trim()) at++;
  return at < lines.length && /^[ \t]*\|/.test(lines[at].text);
}

/** A line giving the thread's format for reports: "报速度请按格式 显卡/模型/量化/生成速度(t/s)", "format: GPU | model | tg". */
const TEMPLATE_LEAD = /格式|模板|(?<![A-Za-z])(?:format|template)(?![A-Za-z])/i;
const TEMPLATE_SEPARATORS = ["/", "|", "｜", "，", ","];
/** How many lines under the format its replies are looked for in. */
const TEMPLATE_REACH = 24;
/** A field that is a figure, a unit after it at most: "56", "~71 t/s". */
const TEMPLATE_FIGURE = /^[ \t]*[~≈约]?[ \t]*(\d+(?:\.\d+)?)[ \t]*(?:t\/s|tok\/s|tokens?\/s|tps)?[ \t]*$/i;

/** text split at each separator outside brackets: "生成速度(t/s)" is one field. */
function fieldsOf(text, separator) {
  const masked = text.replace(/\([^()]*\)|（[^（）]*）/g, (group) => "\0".repeat(group.length));
  const fields = [];
  let from = 0;
  for (let at = masked.indexOf(separator); at >= 0; at = masked.indexOf(separator, at + separator.length)) {
    fields.push(text.slice(from, at));
    from = at + separator.length;
  }
  fields.push(text.slice(from));
  return fields;
}

/** The format's separator, its field count and which field names the speed; null when none does. */
function templateOf(line) {
  const lead = TEMPLATE_LEAD.exec(line);
  if (!lead) return null;
  const fields = line.slice(lead.index + lead[0].length).replace(/^[ \t]*[:：]?[ \t]*/, "");
  for (const separator of TEMPLATE_SEPARATORS) {
    const parts = fieldsOf(fields, separator);
    const speed = parts.findIndex((part) => namesSpeed(part) || /速度|(?<![A-Za-z])speed(?![A-Za-z])/i.test(part));
    if (parts.length >= 3 && speed >= 0) return { separator, count: parts.length, speed, name: parts[speed].trim() };
  }
  return null;
}

/**
 * Replies written in a thread's format ("3060 12G/qwen3-8b/q4_k_m/56" under "显卡/模型/量化/生成速度(t/s)"): the figure in
 * the field the format names the speed, where the reply has as many fields.
 */
function templateClaims(lines) {
  const claims = [];
  for (let i = 0; i < lines.length; i++) {
    const template = templateOf(lines[i].text);
    if (!template) continue;
    for (const line of lines.slice(i + 1, i + 1 + TEMPLATE_REACH)) {
      const parts = fieldsOf(line.text, template.separator);
      if (parts.length !== template.count) continue;
      const figure = TEMPLATE_FIGURE.exec(parts[template.speed]);
      if (!figure) continue;
      const fieldStart = parts.slice(0, template.speed).reduce((at, part) => at + part.length + template.separator.length, 0);
      const at = line.start + fieldStart + parts[template.speed].indexOf(figure[1]);
      claims.push(figureClaim(at, figure[1], Number(figure[1]), phaseNamed(template.name), template.name,
        parts.slice(0, template.speed).join(" ").trim()));
    }
  }
  return claims;
}

/** A line naming a headerless table's columns in order: "Columns: GPU, prompt tok/s, generation tok/s, VRAM GB.",
 * "Columns are prompt tok/s, then generation tok/s", "每行依次是：显卡、预填充、生成，单位 t/s", "# 列说明：模型 / 预填充 / 生成". */
const COLUMNS_LEAD = /(?<![A-Za-z])(?:(?:columns?|cols|fields)(?:[ \t]+(?:are|is))?[ \t]*[:：]?[ \t]+|(?:left[ \t]+to[ \t]+right|order)[ \t]*[:：][ \t]*)|(?:每行|各列|每列|列说明|字段说明|列依次|从左到右)(?:依次)?(?:是|为)?[ \t]*[:：]?[ \t]*|(?<=^[ \t]*|[，,：:][ \t]*)(?=第[一二三四五六七八九十\d]+列)/i;
/** Where a column list ends: a sentence's end, or a comma before the unit ("，单位 t/s"); a bracket stays in its name. */
const COLUMNS_END = /[.。；;?？!！](?![^(（]*[)）])|[，,][ \t]*(?:单位|單位|units?(?![A-Za-z]))/i;
/** A field that only gives the columns' unit, no column: "both t/s", "all tok/s" (not a test's name: "pp512"). */
const UNIT_ONLY = new RegExp(`^(?:(?:both|all|in|units?)[ \\t]+)*(?:${GRAMMAR.table.speed_header})$`, "i");
/** What a column list's names are set off by, most likely first. */
const COLUMN_SEPARATORS = ["、", "，", ",", " / ", "/"];
/** Names set apart by a mark other than a comma, up to the comma that ends them. */
const LISTED_THEN_COMMA = /^[^,，、/]*(?:、|[ \t]?\/)[^,，]*[,，]/;
/** Column names written as keys, one word each: "model ctx pp_tps tg_tps". */
const KEY_NAMES = /^[A-Za-z][\w.-]*(?:[ \t]+[A-Za-z][\w.-]*)+$/;
/** A column named by its place: "第三列预填充（t/s）". */
const COLUMN_PLACE = /^第([一二三四五六七八九十\d]+)列[ \t]*(?:是|为)?/;
const PLACE_NUMBERS = "一二三四五六七八九十";

/** Words up to a bracket they did not open: a list said inside one, "(order: date, build, pp512 t/s, tg128 t/s), 4090 …". */
function unbracketed(words) {
  let depth = 0;
  for (let k = 0; k < words.length; k++) {
    if (words[k] === "(" || words[k] === "（") depth++;
    else if ((words[k] === ")" || words[k] === "）") && --depth < 0) return words.slice(0, k);
  }
  return words;
}

/** Names set at their places (a place "三" or "3" is the third column), the columns between them blank. */
function placed(names, places) {
  const columns = [];
  places.forEach((place, k) => { columns[(Number(place) || PLACE_NUMBERS.indexOf(place) + 1) - 1] = names[k]; });
  return Array.from(columns, (name) => name ?? "");
}
/** How many lines from the list its rows are looked for in, above it and under it. */
const COLUMNS_REACH = 12;

/** The columns a line names in order, each a speed's phase (null for a speed with none) or false for no speed; null
 * where the line names no columns, or fewer than two, or no speed among them. */
function columnsNamed(line) {
  const lead = COLUMNS_LEAD.exec(line);
  if (!lead || NEGATIVE.test(line)) return null;   // (a codec's, a game's, a database's columns)
  const rest = line.slice(lead.index + lead[0].length);
  const end = rest.search(COLUMNS_END);
  const list = unbracketed(end < 0 ? rest : rest.slice(0, end)).trim();
  // (split where it gives the most names: "GPU, prompt tok/s, generation tok/s" at its commas, not its slashes; at its
  // blanks only where it names keys: "# columns: model ctx pp_tps tg_tps")
  const separators = KEY_NAMES.test(list) ? [...COLUMN_SEPARATORS, " "] : COLUMN_SEPARATORS;
  // (a comma after names another mark sets apart ends them: "量化、pp512、tg128（t/s），机器是 …")
  const marked = LISTED_THEN_COMMA.exec(list);
  const listed = marked ? list.slice(0, marked[0].length - 1) : list;
  const splits = separators.map((mark) => fieldsOf(listed, mark));
  const names = splits.reduce((most, split) => split.length > most.length ? split : most);
  const unit = namesModelSpeed(line);
  const named = names.map((name) => name.replace(/^[ \t]*(?:then|and|然后)[ \t]+/i, "").trim())
    .filter((name) => !UNIT_ONLY.test(name) || phaseNamed(name) !== null);
  // (columns named by their places, "第三列是预填充，第四列是生成", stand at those places, the others holding no speed)
  // (the words after them, "前者单位 tokens/s", name no column)
  const places = named.map((name) => COLUMN_PLACE.exec(name)?.[1]);
  const columns = places.some(Boolean) ? placed(named.filter((_, k) => places[k]).map((name) => name.replace(COLUMN_PLACE, "")),
    places.filter(Boolean)) : named.map((name) => name.replace(COLUMN_PLACE, ""));
  const speed = (name) => !NOT_SPEED_ROW.test(name) && (namesModelSpeed(name) || (unit && phaseNamed(name) !== null));
  const kinds = columns.map((name) => speed(name) ? phaseNamed(name) : false);
  return columns.length >= 2 && kinds.some((kind) => kind !== false) ? kinds : null;
}

/** A row of comma-separated values, no blanks between them: "vllm,qwen3-32b-awq,8,392.0,49.0,260". */
const CSV_ROW = /^[ \t]*[^\s,]+(?:,[^\s,]+){2,}[ \t]*$/;

/** The figures of a headerless aligned table whose columns a line above or under it names: each cell in a speed's
 * column, with that column's phase; a row may lead with a label the list leaves out ("M2 Ultra 192GB   138   9.8"). */
function columnListClaims(lines, tables) {
  const claims = [];
  // (a table with a header row names its own columns; a first row read as a header of numbers does not: "Q4_K_M  1021.4  48.6")
  const headed = (at) => tables.some((table) => table.header.length && !(table.numberHeader && isBareRow(table.header)) &&
    at >= table.first && at <= table.last);
  for (let i = 0; i < lines.length; i++) {
    const kinds = columnsNamed(lines[i].text);
    if (!kinds) continue;
    for (let at = Math.max(0, i - COLUMNS_REACH); at <= Math.min(lines.length - 1, i + COLUMNS_REACH); at++) {
      if (at === i || headed(at)) continue;
      const line = lines[at];
      // (its rows aligned by blanks, or markdown's rows whose header the editor lost: "| 4060 Ti 16G | Q4_K_M | 1420 |")
      const cells = EDGED_ROW.test(line.text) ? markdownCells(line) : CSV_ROW.test(line.text) ? delimitedCells(line) : alignedCells(line);
      const labelled = cells.length === kinds.length + 1 && !isNumberCell(cells[0]);
      if (cells.length !== kinds.length && !labelled) continue;
      const columns = labelled ? [false, ...kinds] : kinds;
      if (!columns.every((kind, k) => kind === false || isNumberCell(cells[k]))) continue;
      cells.forEach((cell, k) => {
        // (a card's number leading a row is its label, "3090  4,100  121"; a speed of 1050 further on is a speed)
        if (columns[k] === false || !/^[\d,.]+$/.test(cell.text) || (k === 0 && GPU_NUMBER.test(cell.text))) return;
        const value = parseNumber(cell.text);
        if (value > 0) claims.push(figureClaim(cell.start, cell.text, value, columns[k], lines[i].text, cells[0].text));
      });
    }
  }
  return claims;
}

const BARE_PHASE_HEADER = /^[ \t]*(?:pp|tg)[ \t]*$/i;
/** A unit in thousands: "×10³ tokens/s", "x10^3 tok/s", "(k tokens/s)", "千 tokens/s". */
const THOUSANDS_UNIT = /(?:[×x][ \t]*10(?:³|\^3)|[(（][ \t]*k|千)[ \t]*(?:tok|token|t\/s)/i;
/** A caption singling out the column its unit is for, and the words naming that unit: "The speed column is decode tok/s",
 * "单路生成一列单位为 tokens/s". */
const COLUMN_SINGLED = /(?<![A-Za-z])(?:the[ \t]+)?[`"'“]?([A-Za-z][\w/-]*(?:[ \t][\w/-]+){0,2})[`"'”]?[ \t]+column[ \t]+(?:is|are|holds|gives|shows)(?![A-Za-z])([^;,.\n]*)|([\u4e00-\u9fffA-Za-z0-9_]{1,12}?)[ \t]*(?:这一?列|一列)[ \t]*(?:的)?[ \t]*(?:单位)?[ \t]*(?:是|为|都是)([^，,。；;\n]*)/i;
/** A header's name as a caption writes it: its case, its blanks and its marks ("速度¹", "speed*") aside. */
const columnName = (text) => text.replace(/[`*¹²³†‡]/g, "").trim().toLowerCase();
const sameColumnName = (header, name) => columnName(header) === name;
/** The name of the one column a caption gives the unit to, where a header cell bears it; else null. */
function singledColumn(caption, header) {
  const said = COLUMN_SINGLED.exec(caption);
  // (the words after it name the unit: not "the "runs" column is how many people replied")
  const name = said && SPEED_HEADER.test(said[2] ?? said[4]) ? columnName((said[1] ?? said[3]).replace(/^the[ \t]+/i, "")) : null;
  return name && header.some((cell) => sameColumnName(cell.text, name)) ? name : null;
}
/** A benchmark's name heading a column (the benchmarks the grammar's not_speed_column names), and a caption's words
 * saying its cells are scores. */
const DATASET_COLUMN = /(?<![A-Za-z])(?:mmlu(?:-pro)?|gpqa|gsm8k|humaneval|mbpp|c-?eval|cmmlu|aime|math-?500|livecodebench|hellaswag|arc-[ce]|ifeval|mt-?bench)(?![A-Za-z])/gi;
const SCORE_CAPTION = /(?<![A-Za-z])(?:accuracy|acc\.?|scores?|pass@\d+|perplexity|ppl|exact[ \t]+match|win[ \t]+rate|quality)(?![A-Za-z])|准确率|得分|分数|困惑度|精度|%/i;
/** A caption saying the table holds ratios, not speeds ("Speedup of this PR over master:"), naming no speed unit. */
const RATIO_CAPTION = /(?<![A-Za-z])(?:speed-?ups?|ratios?|relative[ \t]+(?:to|speed|throughput|performance)|x[ \t]+faster)(?![A-Za-z])|加速比|倍数|相对(?:速度|性能|提升)/i;

/** Claims in the text tables of text: detect()'s fields plus `column` and `row`, the words that label the number. */
export function textTableClaims(text) {
  // (read as the grammar reads text, traditional characters as simplified ones ("預填充"), and full-width characters
  // as ASCII ones: one UTF-16 unit each, so every offset stays)
  const plain = simplified(text);
  // ("twenty-something" as "twenty-ish      ", one character for one, for the readers of replies and notes below)
  const drawn = framesRead(plain.includes(GRAMMAR.something.word) ? plain.replace(SOMETHING, "-ish      ") : plain)
    .replace(BOX_BARS, "|").replace(BOX_RULES, "-").replace(WIDE_ASCII, asAscii);
  const diffed = text.includes("\n+") || text.includes("\n-") || text[0] === "+" || text[0] === "-";
  const undiffed = diffed ? drawn.replace(DIFF_MARK, " ") : drawn;
  // (a table quoted in a reply, "> | RTX 3090 | 2,410 | 31.6 |", is read as the table: its marks as blanks)
  const read = undiffed.includes(">") ? undiffed.replace(QUOTED_ROW, (marks) => " ".repeat(marks.length)) : undiffed;
  const lines = unfolded(linesOf(read));
  if (read.includes("<tr")) {
    splitMarkupRows(lines);
    mergeMarkupRows(lines);
  }
  const claims = [];
  const tables = tablesIn(lines);
  let previousCaption = null;
  for (const table of tables) {
    // The unit may head the label column ("| tok/s | 4090 | 3090 |"): then it is the whole table's, as a caption's.
    const corner = table.header[0]?.text ?? "";
    // (or over columns of statistics only: "Generation throughput (tok/s)  mean  max  last", a Grafana legend)
    const cornerUnit = (CORNER.test(corner) || table.header.slice(1).every((cell) => STATISTIC.test(cell.text))) &&
      namesSpeed(corner) && table.header.slice(1).every((cell) => !SPEED_HEADER.test(cell.text));
    // (or a row of its own naming it, its other cells empty, under the header: "| *(generation, tok/s)* | | | |")
    const unitsRow = table.rows.find((row) => row[0] && namesModelSpeed(row[0].text) && row.slice(1).every((cell) => !cell.text.trim()));
    // (or a last header cell of the unit alone, in brackets, over no column: "run  prefill  decode  (tok/s)")
    const lastHeader = table.header.length > 2 ? table.header.at(-1).text : "";
    const headerUnit = BRACKETED_UNIT.test(lastHeader) ? lastHeader : null;
    // (or a caption saying its units are the table's above: "Table 2. Same units as Table 1, 32k context")
    const again = () => lines.slice(Math.max(0, table.first - CAPTION_LINES - 1), table.first)
      .some((line) => SAME_UNITS.test(line.text)) ? previousCaption : null;
    const caption = (table.caption && SPEED_HEADER.test(table.caption) ? table.caption : null) ?? captionOf(lines, table) ??
      (cornerUnit ? corner : null) ?? unitsRow?.[0].text ?? headerUnit ?? again();
    // (a caption saying the figures are not the unit, or that the speeds are elsewhere: "Relative to the 4090 (=100), not
    // tok/s.", "* time to first token in seconds; tok/s figures are in my reply below")
    if (caption !== null && UNIT_DISOWNED.test(caption)) continue;
    if (caption !== null) previousCaption = caption;
    // (a unit in the corner leaves the phase to the title over the table: "Generation speed on the DGX Spark by context
    // length:" over "| tok/s ↓ · ctx → | 2k | 16k |")
    const title = cornerUnit && caption === corner ? lines.slice(Math.max(0, table.first - 2), table.first)
      .findLast((line) => line.text.trim()) : undefined;
    const titlePhase = title && TITLE_LINE.test(title.text) ? phaseNamed(title.text) : null;
    if (SERIES_FOOTER.test(lines[table.last + 1]?.text ?? "")) continue;   // a pandas Series' rows: seriesPrintClaims' to read
    // (or a metric column beside it: "| bench_one_batch bs=1 | decode tok/s | 42.6 | 42.9 |")
    const unitLabel = (row) => (row[0] !== undefined && namesSpeed(row[0].text)) || (row[1] !== undefined &&
      !isNumberCell(row[1]) && !ROW_PHASE.test(row[1].text) && namesSpeed(row[1].text));
    // Row labels that name the unit ("TOKENS/SEC | 14.7" over "TOKENS | 1,206") say which rows are speeds.
    const byRow = table.rows.some((row) => row !== unitsRow && unitLabel(row));
    if (table.numberHeader && caption === null && !byRow) continue;
    // A table of database or training figures ("sysbench", "train/") holds no model speed.
    // (the lines above past blank ones: "Pretraining run (8B, 64×H100)", "", ">>> log.tail(3)" over a frame)
    const above = lines.slice(Math.max(0, table.first - 2 * CAPTION_LINES), table.first).filter((line) => line.text.trim())
      .slice(-CAPTION_LINES);
    const near = [...above, lines[table.first], ...lines.slice(table.last + 1, table.last + 1 + CAPTION_LINES)];
    // A header naming a model's speed with its phase ("推理单路生成（tokens/s）", "Decode (tok/s)") keeps its table whatever
    // other words the header holds, which speedColumn weighs column by column ("| 训练单卡吞吐（tokens/s） |", "| 原神 4K 帧率 |",
    // "| Frames sampled |"), and whatever words around it the header explains ("训练在 H800 上" under a training column).
    const phasedSpeed = table.header.some((cell) => namesModelSpeed(cell.text) && phaseNamed(cell.text) !== null);
    const headerWords = lines[table.first].text.toLowerCase();
    const explained = (text) => phasedSpeed && [...text.matchAll(NEGATIVES)].every(([word]) =>
      headerWords.includes(word.toLowerCase()));
    // (a database that stores speeds is no database's figures: "pp512_tps", "eval_tok_s" under "sqlite> SELECT …")
    const stored = table.header.some((cell) => TOKEN_RATE_HEADER.test(cell.text)) || TOKEN_RATE_HEADER.test(caption ?? "") ||
      above.some((line) => TOKEN_RATE_HEADER.test(line.text));
    if (near.some((line) => {
      const text = stored ? line.text.replace(DATABASE_WORD, " ") : line.text;
      return NEGATIVE.test(text) && !explained(text);
    })) continue;
    // (a table of ratios: its caption says so and names no unit)
    if (near.filter((line) => line !== lines[table.first]).some((line) => RATIO_CAPTION.test(line.text) && !SPEED_HEADER.test(line.text))) continue;
    const width = Math.max(table.header.length, ...table.rows.map((row) => row.length));
    const shift = width - table.header.length;
    // A row of words with a speed among them is a header too: a second header row ("| | pp512 t/s | tg128 t/s |"
    // under "| | 4090 | 4090 |") or a unit row at the foot ("| unit | tok/s | tok/s |").
    const isHeaderRow = (row) => !row.some((cell, column) => column > 0 && isNumberCell(cell)) &&
      row.some((cell) => SPEED_HEADER.test(cell.text) || phaseNamed(cell.text) !== null);
    const extra = [];
    for (const row of table.rows) {
      if (!isHeaderRow(row)) continue;
      row.forEach((cell, column) => { extra[column] = `${extra[column] ?? ""} ${cell.text}`.trim(); });
    }
    /** A header's phase; "Second Token Throughput" (OpenVINO) is decode, a word only tables use. */
    const headerPhase = (header) => phaseNamed(header) ?? (SECOND_TOKEN.test(header) ? "decode" : null);
    // (a header cell spanning the empty ones after it, as a merged header renders: "| 吞吐（tokens/s） | | |" over
    // "| 输入 | 输出 | 总计 |")
    const spanned = (column) => {
      for (let at = column - shift; at > 0 && table.header[at] && !table.header[at].text.trim(); at--) {
        if (table.header[at - 1]?.text.trim() && extra[column]) return table.header[at - 1].text;
      }
      return table.header[column - shift]?.text ?? "";
    };
    const headerAt = (column) => `${spanned(column)} ${extra[column] ?? ""}`.trim();
    // (a column dividing two others: "MLX / GGUF" beside "MLX" and "GGUF (llama.cpp)")
    const names = table.header.map((cell) => cell.text.trim().toLowerCase());
    const ratioOfColumns = (header) => {
      const parts = header.toLowerCase().split(/[ \t]*\/[ \t]*/);
      return parts.length === 2 && parts.every((part) => part && names.some((name) => name !== header.toLowerCase() &&
        (name === part || name.startsWith(`${part} `))));
    };
    // A caption makes the number columns speeds only where no header over numbers names the unit: under "tg128 on
    // Vulkan is much lower…" a llama-bench table's "fa" column holds a flag, its "t/s" column the speeds.
    const headed = table.rows.some((row) => row.some((cell, column) => column > 0 && isNumberCell(cell) &&
      SPEED_HEADER.test(headerAt(column))));
    // (a header cell's star, which its text has lost with the rest of its markup: "| speed* |")
    const starredCell = (cell) => cell !== undefined && /\*[ \t]*$/.test(read.slice(cell.start).split(/[|\n]/, 1)[0]);
    const starred = caption !== null && STAR_NOTE.test(caption) && table.header.some(starredCell);
    // A table whose header is numbers only has no label column ("| 1 | 4 | 16 | 64 |", the concurrency, over "| 98.1 |
    // 372.5 | …"): its rows' first figures are figures too.
    const labelless = table.header.length >= 2 && table.header.every((cell) => isNumberCell(cell));
    // (a caption naming the rows by place: "第一行是价格（元），第二行是 gpt-oss-120b 的生成速度（t/s）" over rows with no label
    // of their own, an empty first cell or none at all (every row's first cell a figure under a header of providers);
    // not "First row is the card, second row the test", a header of two rows over labelled ones)
    const placed = caption === null ? null : rowPlacesOf(caption, table.rows.length);
    const figuresFirst = table.rows.every((row) => row[0] !== undefined && isNumberCell(row[0]));
    const rowPlaces = placed && (figuresFirst || [...placed.keys()].every((at) => !table.rows[at][0]?.text.trim() ||
      ROW_NUMBER_LABEL.test(table.rows[at][0].text.trim()))) ? placed : null;
    const placesOnly = rowPlaces !== null && figuresFirst;
    // (a benchmark's name over a column is its prompts' speed under a caption naming a model's speed and no score, where
    // no other column is the speed: "Decoding throughput (tokens/s)" over "| Method | MT-Bench | HumanEval |", a
    // speculative decoding paper's table; not "| 模型 | MMLU | GSM8K | 速度¹ |")
    const datasetSpeeds = caption !== null && !NEGATIVE.test(caption) && !SCORE_CAPTION.test(caption) &&
      !table.header.some((cell) => THROUGHPUT_HEADER.test(cell.text));
    const singled = caption === null ? null : singledColumn(caption, table.header);
    const speedColumn = (column) => {
      const header = headerAt(column);
      if (singled !== null) return sameColumnName(header, singled);
      if (NOT_SPEED_HEADER.test(header) || NEGATIVE.test(header) || ratioOfColumns(header)) return false;
      if (SPEED_HEADER.test(header)) return true;
      // (a bare "PP" or "TG" beside a header giving that phase its unit is a count: llama-batched-bench's "| PP | TG | B |"
      // before its "S_PP t/s" and "S_TG t/s")
      if (BARE_PHASE_HEADER.test(header) && table.header.some((cell) => cell.text !== header && namesSpeed(cell.text) &&
        new RegExp(`(?<![A-Za-z])${header.trim()}(?![A-Za-z])`, "i").test(cell.text))) return false;
      // (a caption that is the footnote of a starred header speaks for that column only: "* decode t/s on a 5080" under
      // "| quant | size | speed* | KLD |")
      if (starred && !starredCell(table.header[column - shift])) return false;
      // (a column whose header names a phase is a speed under a caption naming the unit: "| tg | pp512 |")
      return caption !== null && !byRow && (!headed || headerPhase(header) !== null) && (column > 0 || labelless || placesOnly) &&
        (!NOT_SPEED_COLUMN.test(header) || (datasetSpeeds && !NOT_SPEED_COLUMN.test(header.replace(DATASET_COLUMN, " "))));
    };
    // llama-bench's counts as columns (-o csv, -o md with them kept): a row with prompt tokens only is a prefill test
    const promptColumn = table.header.findIndex((cell) => cell.text === "n_prompt") + shift;
    const genColumn = table.header.findIndex((cell) => cell.text === "n_gen") + shift;
    const countsPhase = (row) => {
      if (promptColumn < shift || genColumn < shift) return null;
      const prompted = Number(row[promptColumn]?.text) > 0, generated = Number(row[genColumn]?.text) > 0;
      return prompted === generated ? null : prompted ? "prefill" : "decode";
    };
    const severalUnits = caption !== null && SEVERAL_UNITS.test(caption);
    const cellPlaces = caption === null ? null : cellPlacesOf(caption);
    const notes = footnotesUnder(lines, table);
    let lastRowPhase = null;
    for (const [rowIndex, row] of table.rows.entries()) {
      const placeWords = rowPlaces?.get(rowIndex);
      if (placeWords !== undefined && !speedyPlace(placeWords)) continue;
      // The first cell names the row even when it reads as a number (a GPU written "3090"): it is never a claim.
      const counted = placesOnly || (labelless && row[0] !== undefined && isHeaderNumber(row[0]));   // (not a row's context, "16k")
      const labels = [...row.filter((cell, column) => (column === 0 && !counted) || !isNumberCell(cell)).map((cell) => cell.text),
        placeWords].filter(Boolean);
      const rowPhaseCell = labels.find((label) => ROW_PHASE.test(label));
      // A row label may carry the unit ("Prompt processing (tok/s) | 2,410 | 5,120"), as a header does; a test's name
      // does so only where no header names the unit (LocalScore's "| pp1024+tg16 | 1024 | 16 | 3912.4 | 43.9 | 261.7 |"
      // under "PROMPT TOKENS | GEN TOKENS | AVG PROMPT TOKENS/SEC | AVG GEN TOKENS/SEC | AVG TTFT MS")
      const unitRow = unitLabel(row) && !(headed && row[0] !== undefined && !namesSpeed(row[0].text.replace(TEST_NAMES, " ")));
      // A cell holding only the unit ("| Mixtral | 52.1 | 171.3 | tok/s |") makes its row's numbers speeds.
      const unitCell = row.some((cell, column) => column > 0 && UNIT_CELL.test(cell.text));
      const rowIsSpeed = unitRow || unitCell || placeWords !== undefined ||
        (!headed && rowPhaseCell !== undefined && row[0] && ROW_PHASE.test(row[0].text));
      // A tokenizer's or a sampler's rate ("| Tokenization Throughput (tps) | 2841.55 |") is no model speed.
      if (row[0] !== undefined && NEGATIVE.test(row[0].text)) continue;
      // A latency row ("Time To First Token (ms)") holds no speed whatever the caption says.
      const rowNotSpeed = !unitRow && row[0] !== undefined && NOT_SPEED_ROW.test(row[0].text);
      // The row's own words name its phase ("| Decode | 1 | 72.41 tokens/secs |"); a row with an empty first cell
      // continues the one above it.
      // (a metric cell naming the unit names the phase first: "| throughput, 1000 prompts | output tok/s |" is decode)
      const metricPhase = unitRow ? phaseNamed(row.slice(0, 2).filter((cell) => namesSpeed(cell.text)).at(-1).text) : null;
      // (a row continuing the one above names its own phase in a later cell: "| | decode | 42.6 |" under "| Qwen3-32B |
      // prefill | 2,710 |")
      const rowPhase = countsPhase(row) ?? metricPhase ?? (rowPhaseCell ? phaseNamed(rowPhaseCell)
        : phaseNamed(labels.join(" ")) ?? (row[0]?.text ? null : lastRowPhase));
      lastRowPhase = rowPhase;
      row.forEach((cell, column) => {
        const match = CELL_NUMBER.exec(cell.text);
        if (column === 0 && !counted) return;
        const header = headerAt(column);
        // (a caption or header in thousands: "Prefill throughput (×10³ tokens/s)", "(k tok/s)")
        const scale = THOUSANDS_UNIT.test(`${caption ?? ""} ${header}`) ? 1000 : 1;
        // (a footnote under the table naming the unit, its mark on the cell: "96.2¹" over "¹ output tokens/s, single request")
        const note = notes.size ? notes.get(CELL_FOOTNOTE.exec(cell.text)?.[1]) : undefined;
        const cellClaim = (start, end, number, value, phase = null) => claims.push({ start, end, text: number, value: value * scale,
          unit: "tok/s",
          per_user: PER_USER.test(header) || PER_USER.test(labels.join(" ")),
          phase: phase ?? headerPhase(header) ?? (note ? phaseNamed(note) : null) ?? rowPhase ??
            (caption ? phaseNamed(caption) : null) ?? titlePhase,
          column: header, row: labels.join(" | ") });
        // (a caption giving units to several measures, "单位：吞吐 tokens/s，延迟 ms", makes only throughput a speed,
        // named by the column or, in a table laid on its side, by the row)
        // (a row naming the unit holds no speed in a column of counts, spreads or latencies: describe().T's "count", "std")
        const notSpeed = (!speedColumn(column) && !rowIsSpeed && note === undefined) || rowNotSpeed || NOT_SPEED_HEADER.test(header) ||
          (unitRow && NOT_SPEED_ROW.test(header)) ||
          (severalUnits && !SPEED_HEADER.test(header) && !THROUGHPUT_HEADER.test(header) && !THROUGHPUT_HEADER.test(labels.join(" ")));
        if (!match) {
          const chinese = notSpeed ? null : CN_CELL.exec(cell.text);
          const value = chinese ? parseNumber(chinese[1]) : NaN;
          if (value > 0) {
            const start = cell.start + cell.text.indexOf(chinese[1]);
            cellClaim(start, start + chinese[1].length, chinese[1], value);
            return;
          }
          // "4.12 / 9.87" under "First Token Throughput (t/s) (Before/After)", "~~52.4~~ 41.3": each figure a claim
          // (a caption naming each cell's two figures by place: "Each cell is TTFT (s) / generation (tok/s)" reads the
          // speed's place, whatever other unit it names; "Each cell is prefill / generation (tok/s)" gives each its phase)
          const cellPair = CELL_PAIR.exec(cell.text);
          const placed = cellPlaces ? cellPair : null;
          const pair = placed ?? (notSpeed ? null : cellPair ?? CELL_STRUCK.exec(cell.text) ??
            (table.separator === "," ? null : CELL_CHANGE.exec(cell.text)));
          if (!pair) return;
          const numbers = placed && cellPlaces.place !== null ? [pair[cellPlaces.place + 1]] : [pair[1], pair[2]];
          numbers.forEach((number, k) => {
            const start = cell.start + cell.text.indexOf(number, number === pair[2] ? pair[1].length : 0);
            cellClaim(start, start + number.length, number, Number(number.replace(/,/g, "")),
              placed && cellPlaces.place === null ? cellPlaces.order[k] : null);
          });
          return;
        }
        if (!match[5] && notSpeed) return;
        const start = read.indexOf(match[1], cell.start);
        const value = cellValue(match);
        if (!(value > 0)) return;
        cellClaim(start, cell.start + cell.text.length, cell.text, value);
      });
    }
  }
  // (headings, bracketed series and answers only where their marks stand: most posts have none)
  const found = [...claims, ...listClaims(lines, tables), ...keyedSentenceClaims(lines),
    ...(text.includes(":") ? phaseListClaims(lines) : []),
    ...(text.includes("#") ? headingClaims(lines) : []),

    ...(text.includes("[") ? [...seriesClaims(lines), ...footnoteClaims(lines).filter((note) =>
      !claims.some((cell) => overlaps(note, cell)))] : []), ...unitValueClaims(text),
    ...(text.includes("±") ? benchRowClaims(lines, tables) : [])];
  // (each reading below only where none above read the same figure)
  const addUnread = (more) => found.push(...more.filter((claim) => !found.some((other) => overlaps(claim, other))));
  if (text.includes("Name:")) addUnread(seriesPrintClaims(lines));
  if (text.includes(" = ") || text.includes(": ")) addUnread(statBlockClaims(lines));
  if (text.includes("...:")) addUnread(k6Claims(lines));
  addUnread(columnPasteClaims(lines));
  if (PHASE_PAIR.test(text)) addUnread(pairKeyClaims(lines));
  if (MAY_UNIT_REPLY.test(text)) addUnread(unitReplyClaims(lines));
  // a reply in a thread's format, where no list or table above read its figure
  if (TEMPLATE_LEAD.test(text)) addUnread(templateClaims(lines));
  // a headerless table's figures, where a line names its columns
  if (COLUMNS_LEAD.test(text)) addUnread(columnListClaims(lines, tables));
  const asked = MAY_ASK.test(text), declared = MAY_DECLARE.test(text), noted = MAY_NOTE.test(text);
  if (!asked && !declared && !noted) return found;
  // a reply's figure that a table, list or heading above reads is theirs
  const taken = (claim) => found.some((other) => overlaps(claim, other));
  const answers = asked ? answerClaims(lines).filter((claim) => !taken(claim)) : [];
  const said = declared ? declaredClaims(lines).filter((claim) => !taken(claim) &&
    !answers.some((other) => overlaps(claim, other))) : [];
  // (a note's figures are never a table's other cells: "tok_s below is the eval rate" over a frame with a vram_gb column)
  const inTable = (claim) => tables.some((table) => claim.start >= lines[table.first].start &&
    claim.start < lines[table.last].start + lines[table.last].text.length);
  const notes = noted ? notedClaims(lines).filter((claim) => !taken(claim) && !inTable(claim) &&
    ![...answers, ...said].some((other) => overlaps(claim, other))) : [];
  return [...found, ...answers, ...said, ...notes];
}

/** A note naming three places in order: "第一个是价格（元），第二个是显存（GB），第三个是生成速度（tokens/s）", "first is …, second
 * is …, third is …". */
const THREE_PLACES = new RegExp(`${PLACE_ZH("一")}[，,；;][ \\t]*${PLACE_ZH("二")}[，,；;][ \\t]*${PLACE_ZH("三")}|(?<![A-Za-z])` +
  `${PLACE_EN("first")}[,;][ \\t]*(?:the[ \\t]+)?${PLACE_EN("second")}[,;][ \\t]*(?:and[ \\t]+)?(?:the[ \\t]+)?${PLACE_EN("third")}`, "i");
/** Which of three places a note names is the speed, where the other two name other measures; else null. */
function thirdsPlaceOfSpeed(note) {
  const three = THREE_PLACES.exec(note);
  if (!three) return null;
  const words = three[1] !== undefined ? three.slice(1, 4) : three.slice(4, 7);
  const speedy = words.map(speedyPlace);
  return speedy.filter(Boolean).length === 1 && words.every((place, k) => speedy[k] || OTHER_MEASURE.test(place))
    ? speedy.indexOf(true) : null;
}
/** The groups of figures after a three-place note, one to a label: "4060 Ti 16G：3199、16、24；4070 Super：4599、12、47". */
const PLACE_GROUP = /[:：][ \t]*([^;；。\n]+)/g;
/** Words the place notes read here hold (the ordinal and order forms; a note naming a latency beside the unit, "decode
 * tok/s / TTFT ms", is the list and table readers' alone), tested once before any line is read. */
const MAY_PLACE = /first|then|第一个/i;
/** Where a line's note names by place one speed and one other measure and the bare figures after it come in pairs
 * ("First number is $ per million output tokens, second is median output speed in tokens/s: Groq 0.79 and 470,
 * Cerebras 1.20 and 1,850"), the speed's place of each pair only. */
export function placedOnly(claims, text) {
  if (!MAY_PLACE.test(text)) return claims;
  const dropped = new Set();
  for (const line of linesOf(text)) {
    // (three places: in each label's group of three figures, whichever the reading took, all but the speed's are dropped)
    const third = line.text.length > 40 ? thirdsPlaceOfSpeed(line.text) : null;
    if (third !== null) {
      for (const group of line.text.matchAll(PLACE_GROUP)) {
        const at = line.start + group.index + group[0].length - group[1].length;
        const figures = [...group[1].matchAll(PLACED_FIGURE)].map((figure) => at + figure.index);
        if (figures.length !== 3) continue;
        for (const claim of claims) {
          if (figures.includes(claim.start) && claim.start !== figures[third]) dropped.add(claim);
        }
      }
      continue;
    }
    const place = line.text.length > 40 ? placeOfSpeed(line.text) : null;   // (a note and its pairs: no short line)
    if (place === null) continue;
    const end = line.start + line.text.length;
    const after = claims.filter((claim) => claim.start >= line.start && claim.start < end).sort((a, b) => a.start - b.start);
    // (figures written with their own unit are no place's: "2,870 token/s … (first panel is output throughput, second is TTFT)")
    if (after.length < 4 || after.length % 2 || !after.every((claim) => BARE_NUMBER.test(claim.text))) continue;
    after.forEach((claim, k) => { if (k % 2 !== place) dropped.add(claim); });
  }
  return dropped.size ? claims.filter((claim) => !dropped.has(claim)) : claims;
}

/** A footnote's definition under a table ("¹ output tokens/s, single request", "† tg128 in t/s"), and its mark on a cell. */
const TABLE_FOOTNOTE = /^[ \t]*([¹²³†‡])[ \t]*(\S.*)$/;
/** A footnote a star opens ("* decode t/s on a 5080"), not a bullet's or bold's marks. */
const STAR_NOTE = /^[ \t]*\*(?![*])[ \t]*\S/;
const CELL_FOOTNOTE = /([¹²³†‡])[ \t]*$/;
const FOOTNOTE_LINES = 4;

/** The footnotes under a table that name the unit, by their mark. */
function footnotesUnder(lines, table) {
  const notes = new Map();
  for (let i = table.last + 1; i < lines.length && i <= table.last + FOOTNOTE_LINES; i++) {
    const note = TABLE_FOOTNOTE.exec(lines[i].text);
    if (note && namesModelSpeed(note[2])) notes.set(note[1], note[2]);
  }
  return notes;
}

/** A phase's short name in a key that orders a pair of figures: "tg/pp", "pp512/tg128", "gen/prompt", "生成/预填充". */
const PAIR_WORD = "(?:tg|pp)\\d*|gen(?:eration)?|decode|prefill|prompt|生成|预填充|解码";
/** Two phases named in order, as a key to the pairs of figures after it. */
const PHASE_PAIR = new RegExp(`(?<![A-Za-z0-9_]|[/／][ \\t]*)(${PAIR_WORD})[ \\t]*[/／][ \\t]*(${PAIR_WORD})(?![A-Za-z_]|[ \\t]*[/／])`, "i");
/** A figure struck out just before another: "~~68~~ ". */
const STRUCK_BEFORE = /~~(\d[\d,]*(?:\.\d+)?)~~[ \t]*$/;
/** A quoted line's marks, which a key's reach looks through ("> - 3090: 38.4/1,120"). */
const QUOTE_MARKS = /^(?:[ \t]*>)+/;

/**
 * Pairs of figures after a key that names their phases in order and their unit on its line: "Format is tg/pp in t/s:"
 * over "- 3090: 38.4/1,120", "tg/pp: gpt-oss-120b 49.6/512, Llama 3.3 70B 4.9/88. Units are t/s." (a table's caption
 * reads such rows where there are two or more; this reads the one row, and pairs in the key's own line).
 */
function pairKeyClaims(lines) {
  const claims = [];
  lines.forEach((line, i) => {
    const key = PHASE_PAIR.exec(line.text);
    if (!key) return;
    const order = [phaseNamed(key[1]), phaseNamed(key[2])];
    const rest = line.text.slice(0, key.index) + line.text.slice(key.index + key[0].length);
    if (!order[0] || !order[1] || order[0] === order[1] || !(/\d/.test(key[0]) || SPEED_HEADER.test(rest)) ||
      NOT_SPEED_HEADER.test(rest) || NEGATIVE.test(line.text)) return;
    const words = line.text.trim().slice(0, 120);
    const scope = [{ start: line.start + key.index + key[0].length, text: line.text.slice(key.index + key[0].length) }];
    for (const next of lines.slice(i + 1, i + 1 + NEST_MAX)) {
      const text = next.text.replace(QUOTE_MARKS, "");
      if (!text.trim() || PHASE_PAIR.test(text)) break;
      scope.push({ start: next.start + next.text.length - text.length, text });
    }
    for (const part of scope) {
      const pairs = pairsIn(part.text, part.start, words, order, true);
      // a figure struck out before a pair, in the first place's phase: "~~68~~ 61.2/3,300"
      for (const first of pairs.filter((claim) => claim.phase === order[0])) {
        const struck = STRUCK_BEFORE.exec(part.text.slice(0, first.start - part.start));
        if (struck) claims.push(figureClaim(part.start + struck.index + 2, struck[1], Number(struck[1].replaceAll(",", "")), order[0], words));
      }
      claims.push(...pairs);
    }
  });
  return claims;
}

/** llama-bench's row pasted without its header: its test's name in a cell, its figure and deviation in the next. */
const BENCH_ROW = /\|[ \t]*((?:pp|tg)\d+)(?:[ \t]*@[ \t]*d\d+)?[ \t]*\|[ \t]*(\d[\d,]*(?:\.\d+)?)[ \t]*±[ \t]*\d[\d.]*[ \t]*\|/gid;

/** The figures of llama-bench's rows outside any table read with its header ("| … | pp512 | 1534.12 ± 6.71 |"). */
function benchRowClaims(lines, tables) {
  const claims = [];
  lines.forEach((line, i) => {
    if (!line.text.includes("±") || tables.some((table) => i >= table.first && i <= table.last)) return;
    for (const row of line.text.matchAll(BENCH_ROW)) {
      claims.push(figureClaim(line.start + row.indices[2][0], row[2], Number(row[2].replaceAll(",", "")), phaseNamed(row[1]),
        row[1]));
    }
  });
  return claims;
}

/** An English phase named in words, then a colon, leading a list on the rest of its line. */
const PHASE_LIST_LEAD = new RegExp("(?<![A-Za-z])(generation|decode|decoding|prefill|prompt processing|tg|pp)" +
  "(?:[ \\t]+(?:speeds?|rates?|throughput))?(?:[ \\t]*\\([^()\\n]{0,30}\\))?[ \\t]*:[ \\t]*", "gi");
/** One item of such a list: a device or setup, maybe a cue, its figure: "3090 around 33", "and M4 Max ~21". */
const PHASE_LIST_ITEM = /^[ \t]*(?:and[ \t]+)?([A-Za-z0-9][\w.+\- ]{0,30}?)[ \t]+(?:(?:around|about|roughly|near|at|~|≈)[ \t]*)?(\d[\d,]*(?:\.\d+)?)(?:[ \t]*(?:-?ish|\+))?[ \t]*$/di;
/** Where such a list's sentence ends: a full stop that is no decimal point. */
const LIST_SENTENCE_END = /\.(?=\s|$)/;

/**
 * A phase named in words, then a colon and a list of device-and-figure items on the rest of its line: "Rough
 * consensus for Qwen3-32B Q4_K_M single-user generation: 3090 around 33, 4090 around 40, 5090 around 60." Each figure
 * is a speed in that phase, where every item of two or more reads so. (A Chinese lead, 生成：…, is detect.js's:
 * 生成 is a first-pass word there; "generation" is not, its common first letter costing the whole first pass.)
 */
function phaseListClaims(lines) {
  const claims = [];
  for (const line of lines) {
    if (!line.text.includes(":") || NEGATIVE.test(line.text)) continue;
    for (const lead of line.text.matchAll(PHASE_LIST_LEAD)) {
      const from = lead.index + lead[0].length;
      const end = line.text.slice(from).search(LIST_SENTENCE_END);
      const items = line.text.slice(from, end < 0 ? undefined : from + end).split(/[,;]/);
      const read = items.map((item) => PHASE_LIST_ITEM.exec(item));
      if (items.length < 2 || read.some((item) => item === null)) continue;
      let at = from;   // where each item starts in the line (its separator is one character)
      read.forEach((item, k) => {
        const start = line.start + at + item.indices[2][0];
        at += items[k].length + 1;
        claims.push({ start, end: start + item[2].length, text: item[2], value: parseNumber(item[2]), unit: "tok/s",
          per_user: PER_USER.test(line.text), phase: phaseNamed(lead[1]), column: lead[0].trim(), row: item[1].trim() });
      });
    }
  }
  return claims;
}

/** A cue or a phase word, then a figure, never a name's own digits ("tg128"): "核显能跑到 28 左右", "预填充 600 出头，生成
 * 50 多", "so around 28." */
const RESTATED = new RegExp(`(?:${GRAMMAR.carry.cue}|${GRAMMAR.phase.prefill}|${GRAMMAR.phase.decode})[ \\t]*[~≈～]?[ \\t]*` +
  `(?<![A-Za-z])(\\d[\\d,]*(?:\\.\\d+)?(?![\\d.])|${CN_NUMERAL}{1,6})(?=${GRAMMAR.carry.after})`, "gi");
/** Lines a block of figures may skip between two of them ("eval count", "eval duration" between two rates). */
const BLOCK_GAP = 2;
/** Non-blank lines under a block read for a restatement ("Peak memory: 21.3 GB" may sit between). */
const RESTATED_LINES = 3;
/** A tool's footer under its figures, or a blog's under its post, no restatement: "build: 3f1c2a7 (7288)", "posted @ 2025-10-30
 * 10:12  阅读(2207)  评论(14)". */
const FOOTER = /^[ \t]*(?:build|version|commit|posted[ \t]*@)(?![A-Za-z])/i;
const RESTATED_WITHIN = 0.1;
/** A line giving one figure per item of the block above it: "Measured: 4.7 and 10.9.", "实测分别为 10.1、21.8 和 29.7". */
const RESPECTIVELY = /(?<![A-Za-z])(?:measured|respectively|in practice|actual(?:ly)?)(?![A-Za-z])|实测|分别|实际/i;
const RESPECTIVE_FIGURES = /^[^0-9\n]*?(\d[\d,]*(?:\.\d+)?)((?:[ \t]*(?:,|，|、|and|和|与|及)[ \t]*(?:and[ \t]+)?\d[\d,]*(?:\.\d+)?)*)[ \t]*(?:[.。；;)）]|$)/i;
const RESPECTIVE_NUMBER = /\d[\d,]*(?:\.\d+)?/g;
function respectiveClaims(line, block, claims) {
  const run = RESPECTIVE_FIGURES.exec(line.text);
  if (!run) return [];
  const from = run.index + run[0].indexOf(run[1]);
  const numbers = [...`${run[1]}${run[2]}`.matchAll(RESPECTIVE_NUMBER)];
  if (numbers.length !== block.length || numbers.length < 2) return [];
  const found = [];
  numbers.forEach((number, k) => {
    const value = parseNumber(number[0]), start = line.start + from + number.index, end = start + number[0].length;
    const item = block[k];
    if (!(value > 0) || !nearEnough(value, item.value)) return;
    if (claims.some((claim) => overlaps(claim, { start, end }))) return;
    found.push({ ...item, start, end, text: number[0], value, phase: null });
  });
  return found.length === numbers.length ? found : [];
}
/** How far a restatement's peer may lie from it (the carry's ratio within a sentence's neighbour). */
const NEXT_RATIO = GRAMMAR.carry.next_ratio;
/** Whether a figure lies within that ratio of another. */
const nearEnough = (value, other) => value * NEXT_RATIO >= other && value <= NEXT_RATIO * other;

/** A line that is one key and its figure: "n_drafted    = 608", "accept = 65.954%". */
const KEY_LINE = /^[ \t]*([A-Za-z_][\w.]*)[ \t]*[=:][ \t]*[\d.,]+[ \t]*%?[ \t]*$/;

/**
 * Figures the lines under a block of claims (a table's rows, a tool's output) restate in words: a cue or a phase
 * word, then a number within RESTATED_WITHIN of one of the block's ("| tg128 | 27.84 |" then "核显能跑到 28 左右",
 * mlx's "Generation: … 52.876 tokens-per-sec" then "生成 50 多"). Each takes that claim's phase and labels.
 */
export function restatedClaims(text, claims) {
  if (claims.length < 2) return [];
  const lines = linesOf(text);
  const lineAt = (position) => {
    let low = 0, high = lines.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lines[middle].start <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const sorted = [...claims].sort((a, b) => a.start - b.start);
  const restated = [];
  for (let i = 0; i < sorted.length;) {
    let j = i, last = lineAt(sorted[i].start);
    // (a claim that restates one of the block's is the start of the lines under it: "核显生成能跑 21 多，预填充一百七左右")
    const restates = (claim) => sorted.slice(i, j + 1).some((other) => lineAt(other.start) < lineAt(claim.start) &&
      Math.abs(claim.value - other.value) <= RESTATED_WITHIN * other.value && claim.value !== other.value);
    while (j + 1 < sorted.length && lineAt(sorted[j + 1].start) <= last + BLOCK_GAP + 1 && !restates(sorted[j + 1])) {
      last = lineAt(sorted[++j].start);
    }
    const block = sorted.slice(i, j + 1);
    i = j + 1;
    if (block.length < 2) continue;
    const after = [];
    for (let k = last + 1; k < lines.length && after.length < RESTATED_LINES; k++) if (lines[k].text.trim()) after.push(lines[k]);
    // "Measured in our tests: 4.7 and 10.9." under a list of two, "实测分别为 10.1、21.8 和 29.7" under three: each
    // item's figure in turn, one per claim of the block
    if (after.length && RESPECTIVELY.test(after[0].text)) restated.push(...respectiveClaims(after[0], block, claims));
    for (const line of after) {
      if (FOOTER.test(line.text)) continue;
      // (a tool's key naming a count, not a speed, restates nothing: llama-speculative's "n_predict = 515")
      const keyLine = KEY_LINE.exec(line.text);
      if (keyLine && !namesSpeed(keyLine[1])) continue;
      const figures = [];   // the line's cue-led figures that restate none of the block's: compared with one that does
      const fromLine = restated.length;
      for (const match of line.text.matchAll(RESTATED)) {
        const value = parseNumber(match[1]);   // "27.84", "1,690", "六十"
        if (YEAR.test(match[1])) continue;   // "(gpt-oss-120b, my own measurements, Nov 2025)"
        if (lengthBefore(line.text, match.index)) continue;   // "输入 2K / 输出 512"
        const at = match.index + match[0].length - match[1].length;
        if (ownedCard(line.text, at, at + match[1].length)) continue;   // "For a 32B at 8k, the 5090 is the answer."
        if (RANGE_ON.test(line.text.slice(at + match[1].length))) continue;   // "应该在 38 到 42 之间": a range's low end
        const anchor = block.find((claim) => Math.abs(value - claim.value) <= RESTATED_WITHIN * claim.value);
        const start = line.start + at, end = start + match[1].length;
        if ([...claims, ...restated].some((claim) => overlaps(claim, { start, end }))) continue;
        if (anchor) restated.push({ ...anchor, start, end, text: match[1], value });
        else if (!GPU_NUMBER.test(match[1])) figures.push({ start, end, text: match[1], value });
      }
      // "42 on a 3060 is low, I had 55 on 0.13.1", "104 on mlx vs 81 on gguf": a restatement's peers, within a ratio of it
      const lineEnd = line.start + line.text.length;
      const echo = restated[fromLine] ?? claims.find((claim) => claim.start >= line.start && claim.end <= lineEnd &&
        block.some((other) => other !== claim && Math.abs(claim.value - other.value) <= RESTATED_WITHIN * other.value));
      if (!echo) continue;
      for (const figure of figures) {
        if (nearEnough(figure.value, echo.value)) restated.push({ ...echo, ...figure });
      }
    }
  }
  return restated;
}

/** pandas' footer under a Series it prints: "Name: 生成速度, dtype: float64". */
const SERIES_FOOTER = /^[ \t]*Name:[ \t]*([^,\n]{1,40}),[ \t]*(?:dtype|Length):/;
/** A Series' row: its label, then its value ("max      51.480000", "4090    141.87", "0.90    51.72"). */
const SERIES_ROW = /^[ \t]*(\S+(?: \S+){0,2})[ \t]{2,}(-?\d+(?:\.\d+)?)[ \t]*$/;
const SPEED_WORD = new RegExp(GRAMMAR.speed_word.word);
/** llama-bench's test named bare as a column or a key: "Name: tg, dtype: float64", "{'pp': 286.4, 'tg': 21.9}". */
export const BARE_TEST = /^(?:pp|tg)\d{0,5}$/i;
/** Code that turns figures into changes, spreads or counts before printing them. */
const SERIES_OF_CHANGES = /\.(?:pct_change|diff|std|var|count|size|nunique|shift|rank)\(/;
const SERIES_CODE_LINES = 3;

/**
 * Claims in a pandas Series printed whole, whose name names a speed: "df['生成速度'].describe()" printing "mean  50.459"
 * … over "Name: 生成速度, dtype: float64", or "df.groupby('显卡')['tok_s'].mean()". Its count and std rows are no speeds.
 */
function seriesPrintClaims(lines) {
  const claims = [];
  lines.forEach((line, i) => {
    const footer = line.text.includes("Name:") ? SERIES_FOOTER.exec(line.text) : null;
    const name = footer?.[1].trim();
    if (!name || !(namesModelSpeed(name) || SPEED_WORD.test(name) || BARE_TEST.test(name))) return;
    let first = i;
    while (first > 0 && SERIES_ROW.test(lines[first - 1].text)) first--;
    // (a series of changes or spreads of the figures, the code above it says: ".pct_change().mul(100)", ".std()")
    if (SERIES_OF_CHANGES.test(lines.slice(Math.max(0, first - SERIES_CODE_LINES), first).map((line) => line.text).join("\n"))) return;
    for (const row of lines.slice(first, i)) {
      const [, label, number] = SERIES_ROW.exec(row.text);
      const value = Number(number);
      if (NOT_SPEED_ROW.test(label) || !(value > 0)) continue;
      claims.push(namedClaim(row.start + row.text.lastIndexOf(number), number, value, name, label));
    }
  });
  return claims;
}

/** A key alone on its line that heads indented statistics: llmperf's "request_output_throughput_token_per_s". */
const STAT_HEAD = /^[ \t]*([A-Za-z][\w.]{2,80})[ \t]*:?[ \t]*$/;
/** One statistic under it: "    p50 = 47.85", "  mean: 47.02" (its spread, "stddev = 4.61", no speed). */
const STAT_LINE = /^[ \t]+(p\d{2,3}|mean|median|avg|average|min|max)[ \t]*[=:][ \t]*(\d+(?:\.\d+)?)[ \t]*$/i;
const STAT_SPREAD = /^[ \t]+(?:stddev|std|sd|var|variance|count)[ \t]*[=:][ \t]*[\d.]+[ \t]*$/i;

/** Claims in indented statistics under a key naming a speed ("request_output_throughput_token_per_s" over "    p50 = 47.85"). */
function statBlockClaims(lines) {
  const claims = [];
  lines.forEach((line, i) => {
    const head = STAT_HEAD.exec(line.text);
    if (!head || !namesModelSpeed(head[1])) return;
    for (let at = i + 1; at < lines.length; at++) {
      const stat = STAT_LINE.exec(lines[at].text);
      if (!stat) {
        if (STAT_SPREAD.test(lines[at].text)) continue;
        break;
      }
      const start = lines[at].start + lines[at].text.lastIndexOf(stat[2]);
      claims.push(namedClaim(start, stat[2], Number(stat[2]), head[1], stat[1]));
    }
  });
  return claims;
}

/** k6's summary line: a metric, dots to a colon, then its figures ("output_tokens_per_s....: avg=26.4  min=9.8  p(95)=37.2",
 * or a counter and its rate: "output_tokens.....: 598455  997.42302/s"). */
const K6_LINE = /^[ \t]*([A-Za-z_][\w.]{1,60}?)\.{3,}:[ \t]+(.+)$/;
const K6_STAT = /(?<![\w.])(avg|min|med|max|p\(\d{1,2}(?:\.\d+)?\))=(\d+(?:\.\d+)?)(?![\w.])/g;
const K6_RATE = /(?<![\w.])\d+(?:\.\d+)?[ \t]+(\d+(?:\.\d+)?)\/s(?![\w])/;
const TOKEN_COUNTER = /(?:^|_)(?:output|generated|completion|prompt|input|total)?_?tokens$/i;

/** Claims in k6's summary: a metric naming a speed, each statistic of it; a counter of tokens, its rate a second. */
function k6Claims(lines) {
  const claims = [];
  for (const line of lines) {
    const metric = line.text.includes("...:") ? K6_LINE.exec(line.text) : null;
    if (!metric) continue;
    const from = line.text.indexOf(metric[2], metric[1].length);
    if (namesModelSpeed(metric[1])) {
      for (const stat of metric[2].matchAll(K6_STAT)) {
        const start = line.start + from + stat.index + stat[1].length + 1;
        claims.push(namedClaim(start, stat[2], Number(stat[2]), metric[1], stat[1]));
      }
    } else if (TOKEN_COUNTER.test(metric[1])) {
      const rate = K6_RATE.exec(metric[2]);
      if (!rate) continue;
      const start = line.start + from + rate.index + rate[0].length - rate[1].length - 2;
      claims.push(namedClaim(start, rate[1], Number(rate[1]), `${metric[1]} per second`, "rate"));
    }
  }
  return claims;
}

/** Claims in benchmark dumps that give the unit as a sibling key (UNIT_VALUE), phased by the enclosing key. */
function unitValueClaims(text) {
  if (!text.includes('"unit"')) return [];
  return Array.from([...text.matchAll(UNIT_VALUE), ...valuesUnderUnit(text), ...statisticsOfUnit(text)], (match) => {
    const number = match[1] ?? match[2];
    const value = Number(number);
    const start = match.index + match[0].indexOf(number, match[1] ? match[0].indexOf('"value"') : 0);
    let phase = null;
    for (const key of text.slice(Math.max(0, match.index - 400), match.index).matchAll(OBJECT_KEY)) {
      phase = phaseNamed(key[1]) ?? phase;
    }
    // the name beside it ("llama-8b-q4 decode") names the phase when no enclosing key does
    const line = text.slice(text.lastIndexOf("\n", match.index) + 1, match.index);
    phase = phaseNamed(line) ?? phase;
    return { start, end: start + number.length, text: number, value, unit: "tok/s", per_user: match.perUser ?? false, phase,
      column: "value", row: "" };
  }).filter((claim) => claim.value > 0);
}

/** A unit, then an object's statistics of it (genai-perf's export): '"output_token_throughput": {"unit": "tokens/sec",
 * "avg": 2218.71}', '"…_per_user": {"unit": "tokens/sec/user", "avg": 71.9, "p50": 72.4, …}'; never its spread ("std"). */
const UNIT_STATISTICS = new RegExp(`"unit"[ \\t]*:[ \\t]*"${UNIT_WORD}(/user)?"[ \\t]*,([^{}]{0,400})\\}`, "gi");
const STATISTIC_VALUE = /"(?:avg|mean|median|min|max|p\d{2})"[ \t]*:[ \t]*(\d+(?:\.\d+)?)/g;
function* statisticsOfUnit(text) {
  for (const over of text.matchAll(UNIT_STATISTICS)) {
    const from = over.index + over[0].length - 1 - over[2].length;   // (the statistics end right before the object's "}")
    for (const value of over[2].matchAll(STATISTIC_VALUE)) {
      yield Object.assign([value[0], value[1]], { index: from + value.index, perUser: over[1] !== undefined });
    }
  }
}

/** A unit stated once over a list of objects: '"unit": "tokens/s", "results": [{"device": "RTX 5090", "value": 236.4}, …]',
 * past a few plain keys between ('"engine": "vllm 0.11.2", "gpu": "H100 80GB HBM3",'). */
const PLAIN_KEYS = `(?:\\s{0,40}"[^"\\n]{1,30}"[ \\t]*:[ \\t]*(?:"[^"\\n]{0,60}"|-?\\d+(?:\\.\\d+)?|true|false|null)[ \\t]*,){0,6}`;
const UNIT_OVER_LIST = new RegExp(`${UNIT_STRING}[ \\t]*,${PLAIN_KEYS}\\s{0,40}"[^"\\n]{1,30}"[ \\t]*:[ \\t]*\\[`, "gi");
const LIST_VALUE = new RegExp(VALUE_NUMBER, "gi");
const LIST_REACH = 2000;

/** The '"value": N' entries of the list a unit is stated over, up to the list's closing bracket, as UNIT_VALUE's matches. */
function* valuesUnderUnit(text) {
  for (const over of text.matchAll(UNIT_OVER_LIST)) {
    const from = over.index + over[0].length;
    let depth = 1, to = from;
    for (; to < Math.min(text.length, from + LIST_REACH) && depth > 0; to++) {
      if (text[to] === "[") depth++;
      else if (text[to] === "]") depth--;
    }
    for (const value of text.slice(from, to).matchAll(LIST_VALUE)) {
      yield Object.assign([value[0], value[1]], { index: from + value.index });
    }
  }
}

/** A note in brackets giving a list's figures a unit of time: "(TPOT ms / TTFT ms, p50)", "（单位 ms）". */
const LATENCY_NOTE = /^[ \t]*[(（][^()（）\n]{0,40}(?<![A-Za-z])(?:ms|毫秒|seconds?|秒)(?![A-Za-z])[^()（）\n]{0,40}[)）][ \t]*$/i;

/**
 * Claims in a list whose line before names the unit: "Results (tokens per sec, higher is better):" then
 * "- llama.cpp: 93", "- MLC: 101". Two items at least; each a label and a bare number, nothing after it.
 */
function listClaims(lines, tables) {
  const claims = [];
  const names = (line) => line !== undefined && namesSpeed(line.text);
  const keyNote = (line) => names(line) && (!/\d/.test(line.text) || DECLARES_UNIT.test(line.text));
  for (let i = 0; i < lines.length; i++) {
    const rowPattern = LIST_ROW.test(lines[i].text) ? LIST_ROW : LIST_PHASED.test(lines[i].text) ? LIST_PHASED
      : KEY_ROW.test(lines[i].text) ? KEY_ROW : blankRow(lines[i].text) ? BLANK_ROW : null;
    // (a table's rows are its own: "  RTX 5090    ~ 186" under a "tokens/sec" column is read once)
    if (!rowPattern || tables.some((table) => i >= table.first && i <= table.last)) continue;
    let last = i;
    const isRow = (line) => line !== undefined && (rowPattern === BLANK_ROW ? blankRow(line.text) : rowPattern.test(line.text));
    // (past a result's standard error: "   SE +/- 3.12, N = 3" between OpenBenchmarking's rows, and after the last)
    const isError = (line) => line !== undefined && STANDARD_ERROR.test(line.text);
    while (isRow(lines[last + 1]) || (isError(lines[last + 1]) && isRow(lines[last + 2]))) last += isRow(lines[last + 1]) ? 1 : 2;
    if (isError(lines[last + 1])) last++;
    // The unit is named on the line before the list or, as a note, on the line after it (or after a blank), past
    // the items of a nested list ("- RTX 4090" over "  - pp512: 11,200", "(all figures t/s)" at the end).
    let before = i - 1, after = last + 1;
    if (rowPattern !== KEY_ROW) {
      // (an item naming the unit is the note itself: "- M3 Max: 31 tok/s" closing "- M1 Max: 22")
      // (past a blank line too: "Numbers below are tg128, tokens per second:", a blank, then the items)
      while (before >= 0 && before > i - NEST_MAX && !names(lines[before]) &&
        (BULLET.test(lines[before].text) || !lines[before].text.trim())) before--;
      while (after < lines.length && after < last + NEST_MAX && !names(lines[after]) &&
        (BULLET.test(lines[after].text) || !lines[after].text.trim())) after++;
    } else {
      // Rows without bullets ("bs=4 : 201.7", "8k prompt → 49") only under a caption, or over a note, that names
      // the unit and holds no number, a blank line apart at most (a tool's "token throughput: 4340.4 token/s" over
      // "RPS: 9.46" is no caption)
      if (lines[before]?.text.trim() === "") before--;
      if (lines[after]?.text.trim() === "") after++;
    }
    const note = [lines[before], lines[after]].find(rowPattern === KEY_ROW ? keyNote : names) ??
      (speedLead(lines[before]) && rowPattern !== BLANK_ROW ? lines[before] : undefined);
    if (rowPattern === KEY_ROW && !note) continue;
    // (a pandas Series' rows over its footer are seriesPrintClaims' to read: "Name: tg_tps, dtype: float64")
    if (note !== undefined && note === lines[after] && SERIES_FOOTER.test(note.text)) {
      i = last;
      continue;
    }
    // (a database's or a chain's run: "transaction type: …" over "number of threads: 8" under "what tps means")
    // (nor a list a note under it gives another unit: "before: 31 / 1200" over "(TPOT ms / TTFT ms, p50)")
    const otherUnit = lines[last + 1] !== undefined && LATENCY_NOTE.test(lines[last + 1].text) && !names(lines[last + 1]);
    if (last === i || !note || otherUnit ||
      [lines[i - 1], note, ...lines.slice(i, last + 1)].some((line) => line && NEGATIVE.test(line.text))) {
      i = last;
      continue;
    }
    const caption = note.text;
    // a text chart's test, on the line above its caption: "… - Test: Prompt Processing 512" over "Tokens Per Second"
    const testPhase = rowPattern === KEY_ROW && note === lines[before] && TEST_LINE.test(lines[before - 1]?.text ?? "")
      ? phaseNamed(lines[before - 1].text) : null;
    // "(TG / PP, t/s)" names the phases of "231 / 14,800" in order
    // (its first word may name the label's column: "显卡 / 预填充 / 生成（t/s）" over "· 3090 / 3450 / 141")
    const order = captionOrder(caption);
    // (a note naming by place one speed and one other measure: "first number = median output tok/s, second = TTFT in
    // seconds" over "1. DeepInfra — 61 · 0.49", "第一个数是输出速度（tokens/s），第二个是首字延迟（秒）": the speed's place only)
    const speedPlace = placeOfSpeed(caption);
    for (const line of lines.slice(i, last + 1).filter(isRow)) {
      const row = rowPattern.exec(line.text);
      const [, label] = row;
      const values = row.groups?.figures ?? row[2], model = row.groups?.model ?? "", device = row.groups?.device ?? "";
      // "首token延迟P50(ms)": 74 under a key naming tokens/s; "上下文：128k" in a list of a deployment's figures
      // (a tool's tag before its key is no part of what the key names: "[BENCHMARK] num_samples 500")
      if (NOT_SPEED_ROW.test(label) || NOT_SPEED_LABEL.test(label.trim().replace(TOOL_TAG, ""))) continue;
      if (speedPlace !== null) {
        // (from the label's own separator where the row's pattern took a figure into it: "DeepInfra — 61 ·")
        const separator = /[—–:：]|->|→/.exec(label);
        const after = line.text.indexOf(label) + (separator ? separator.index + separator[0].length : label.length);
        const figure = [...line.text.slice(after).matchAll(PLACED_FIGURE)][speedPlace];
        if (figure) claims.push(namedClaim(line.start + after + figure.index, figure[0], parseNumber(figure[0]), caption, label.trim()));
        continue;
      }
      const items = rowPattern === LIST_PHASED
        ? Array.from(values.matchAll(PHASED_ITEM), (m) => ({ number: m[2], phase: phaseNamed(m[1]) }))
        : values.split(ROW_FIGURE_JOIN).map((item, k, all) => {
          const own = FIGURE_PHASE.exec(item.trim());
          return { number: item.trim().replace(ROW_MODEL, "").replace(ROW_WHEN, "").replace(FIGURE_PHASE, "").replace(ROW_HEDGE, ""),
            phase: own ? phaseNamed(own[1]) : all.length > 1 && order.length === all.length ? order[k]
              : all.length > 1 && order.length === all.length + 1 && order[0] === null ? order[k + 1] : null };
        });
      let from = line.text.indexOf(label) + label.length;   // past the bullet and the label ("4. 2080Ti 22G：22")
      if (device) from = line.text.indexOf(device, from) + device.length;
      if (model) from = line.text.indexOf(model, from) + model.length;
      for (const item of items) {
        const digits = item.number.replace(EACH, "").replace(ROW_SOURCE_WORD, "").replace(/^[~≈约 \t]+/, "").replace(APPROXIMATION, "");
        const match = CELL_NUMBER.exec(digits);
        const value = match ? cellValue(match) : CN_VALUE.test(digits) ? parseNumber(digits) : NaN;
        if (!(value > 0)) continue;
        // (a card's number opening the figures of an item whose label names none is the card: "五千块：3090，110 左右")
        if (item === items[0] && items.length > 1 && !order.length && !/\d/.test(label + device) &&
          GPU_NUMBER.test(digits)) continue;
        const at = line.text.indexOf(digits, from);
        from = at + digits.length;
        const start = line.start + at;
        claims.push({ start, end: start + digits.length, text: digits, value, unit: "tok/s",
          per_user: PER_USER.test(caption), phase: item.phase ?? phaseNamed(label) ?? phaseNamed(caption) ?? testPhase,
          column: caption.trim(), row: [label, device, model].map((words) => words.trim()).filter(Boolean).join(" ") });
      }
      // the item's earlier figure in its note: "Provider B — 188 (was 240 last week)"
      const earlier = EARLIER_NOTE.exec(line.text.slice(from));
      const previous = claims.at(-1);
      if (earlier && previous?.start >= line.start) {
        const start = line.start + from + earlier.index + earlier[0].length - earlier[1].length;
        claims.push({ ...previous, start, end: start + earlier[1].length, text: earlier[1], value: parseNumber(earlier[1]) });
      }
    }
    i = last;
  }
  return claims;
}

/** A markdown heading naming the unit, then only a number in the paragraph under it: a GitHub issue form's answer. */
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]+(.+)$/;
const BARE_NUMBER = /^[ \t]*([~≈]?[ \t]*\d[\d,.]*k?)[ \t]*$/;

/** A claim whose figure `text` at `start` the words naming its unit label, its phase and per-user read from them. */
function namedClaim(start, text, value, words, row = "") {
  return { start, end: start + text.length, text, value, unit: "tok/s", per_user: PER_USER.test(words),
    phase: phaseNamed(words), column: words.trim(), row };
}

/**
 * Claims answering a heading that names the unit, as GitHub issue forms render a field: "### Tokens per second
 * before the update" then, after a blank line, "58.2". The answer must be the whole paragraph.
 */
function headingClaims(lines) {
  const claims = [];
  for (let i = 0; i + 2 < lines.length; i++) {
    const heading = lines[i].text.includes("#") ? HEADING.exec(lines[i].text) : null;
    if (!heading || !namesModelSpeed(heading[1])) continue;
    let at = i + 1;
    while (at < lines.length && !lines[at].text.trim()) at++;
    const answer = at > i + 1 && at < lines.length ? BARE_NUMBER.exec(lines[at].text) : null;
    if (!answer || (lines[at + 1] !== undefined && lines[at + 1].text.trim())) continue;
    const digits = answer[1].replace(/^[~≈ \t]+/, "");
    const match = CELL_NUMBER.exec(digits);
    const value = match ? cellValue(match) : 0;
    if (!(value > 0)) continue;
    const start = lines[at].start + lines[at].text.indexOf(digits);
    claims.push(namedClaim(start, digits, value, heading[1]));
  }
  return claims;
}

/** A column pasted alone, after a blank line or a lead ending in a colon: a line that is only its header naming the unit
 * ("decode tok/s", "tg128 (t/s)", or "Prompt processing" over its wrapped "(tokens/s)"), then lines of one figure each,
 * two at least, a placeholder ("—", "OOM") among them, as a spreadsheet's column copies. */
function columnPasteClaims(lines) {
  const claims = [];
  for (let i = 0; i + 2 < lines.length; i++) {
    // (its own paragraph: not the last header cell of a table pasted one cell per line, "首字延迟（ms）" over
    // "输出吞吐（tokens/s）")
    const above = i > 0 ? lines[i - 1].text.trim() : "";
    if (above && !CAPTION_END.test(above)) continue;
    let header = lines[i].text.trim(), at = i + 1;
    if (at < lines.length && WRAPPED_UNIT.test(lines[at].text)) header += ` ${lines[at++].text.trim()}`;
    if (header.length > 40 || /\d/.test(header.replace(TEST_NAMES, " ")) || !namesModelSpeed(header)) continue;
    const figures = [];
    for (; at < lines.length; at++) {
      const cell = lineCell(lines[at]);
      if (isPlaceholder(cell)) continue;
      const match = CELL_NUMBER.exec(cell.text);
      if (!match || !(cellValue(match) > 0)) break;
      figures.push([cell, match]);
    }
    if (figures.length < 2) continue;
    for (const [cell, match] of figures) claims.push(namedClaim(cell.start, cell.text, cellValue(match), header));
    i = at - 1;
  }
  return claims;
}

/** A sentence that is a label and its figure: "RTX 5090: 221." */
const KEYED_SENTENCE = /^([^:：.\n]{1,40}?)[ \t]*[:：][ \t]*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)[ \t]*[.;；。]?[ \t]*$/;
const SENTENCE_END = /(?<=[.;；。])[ \t]+(?=\S)/g;

/**
 * Claims in a run of "label: figure." sentences on one line after a sentence that names the unit, as alt text and
 * captions write a chart: "Bar chart of decode speed in tokens per second. RTX 5090: 221. RTX 4090: 148." At least
 * two such sentences; the line's lines-as-a-list twin is listClaims.
 */
function keyedSentenceClaims(lines) {
  const claims = [];
  for (const line of lines) {
    if (!line.text.includes(":") && !line.text.includes("：")) continue;
    const pieces = sentencesOf(line, SENTENCE_END);
    const lead = pieces.findIndex((piece) => namesModelSpeed(piece.text));
    if (lead < 0) continue;
    const keyed = [];
    for (const piece of pieces.slice(lead + 1)) {
      const match = KEYED_SENTENCE.exec(piece.text);
      if (!match || NOT_SPEED_COLUMN.test(match[1])) break;
      keyed.push([piece, match]);
    }
    if (keyed.length < 2) continue;
    const words = pieces[lead].text;
    for (const [piece, match] of keyed) {
      const value = Number(match[2].replace(/,/g, ""));
      if (!(value > 0) || YEAR.test(match[2])) continue;
      const start = piece.start + piece.text.lastIndexOf(match[2]);
      claims.push(namedClaim(start, match[2], value, words, match[1].trim()));
    }
  }
  return claims;
}

/** A footnote's definition on a line of its own: "[1] generation tok/s, 2k-token prompt", "[2] same, but Metal". */
const FOOTNOTE = /^[ \t]*\[(\d{1,2})\][ \t]*(\S.*)$/;
/** A definition that refers back to the one before it: "same, but llama.cpp Metal", "同上". */
const SAME_AS_ABOVE = /^(?:same|ditto|as above|同上|同前)(?![A-Za-z])/i;
/** A figure marked with a footnote in the text above its definition: "gives 19.6 [1]". */
const FOOTNOTED = /(?<![\w.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)[ \t]*\[(\d{1,2})\]/g;

/**
 * Claims marked with a footnote whose definition names the unit: "DeepSeek-V3.1 4-bit gives 19.6 [1]" over "[1]
 * generation tok/s, MLX" (a definition saying "same" takes the unit of the one before it). The definitions sit
 * below the text that marks them; a mark after its definition is a citation, not this.
 */
function footnoteClaims(lines) {
  const notes = new Map();
  let previous = null, first = lines.length;
  lines.forEach((line, i) => {
    const note = FOOTNOTE.exec(line.text);
    if (!note) return;
    const words = SAME_AS_ABOVE.test(note[2]) && previous ? `${previous} ${note[2]}` : note[2];
    previous = words;
    if (!namesModelSpeed(words) || notes.has(note[1])) return;
    notes.set(note[1], words);
    first = Math.min(first, i);
  });
  const claims = [];
  for (const line of lines.slice(0, first)) {
    for (const match of line.text.matchAll(FOOTNOTED)) {
      const words = notes.get(match[2]);
      const value = Number(match[1].replace(/,/g, ""));
      if (words === undefined || !(value > 0) || YEAR.test(match[1])) continue;
      const start = line.start + match.index;
      claims.push(namedClaim(start, match[1], value, words));
    }
  }
  return claims;
}

/** A bracketed series of numbers after a label: "tok_s = [142.0, 81.5]", Mermaid's "bar [61.2, 72.8]". */
const SERIES = /^[ \t]*([A-Za-z_][\w\- ]{0,30}?)[ \t]*(?:=|:)?[ \t]*\[([\d., \t]+)\][ \t]*,?[ \t]*(?:(?:#|\/\/|%%)(.*))?$/;
const CHART_SERIES = /^(?:bar|line)$/i;
/** A chart's title or axis line over its series (Mermaid xychart: 'title "Decode speed (tok/s)"', 'y-axis "tok/s"'). */
const CHART_LABEL = /^[ \t]*(?:title|y-axis|ylabel|plt\.ylabel|ax\.set_ylabel)\b/i;
const SERIES_LOOK_BACK = 6;

/**
 * Claims in a series of numbers whose label names the unit ("tok_s = [142.0, 81.5]  # decode tok/s") or, for a
 * chart's "bar"/"line" series, whose chart's title or y-axis does, a few lines above or below.
 */
function seriesClaims(lines) {
  const claims = [];
  lines.forEach((line, i) => {
    const series = line.text.includes("[") ? SERIES.exec(line.text) : null;
    if (!series) return;
    const [, label, body, comment = ""] = series;
    let words = null;
    if (namesModelSpeed(label)) {
      words = `${label} ${comment}`;
    } else if (CHART_SERIES.test(label.trim())) {
      const near = lines.slice(Math.max(0, i - SERIES_LOOK_BACK), i + SERIES_LOOK_BACK)
        .filter((other) => CHART_LABEL.test(other.text) && SPEED_HEADER.test(other.text));
      if (near.length && !near.some((other) => NOT_SPEED_HEADER.test(other.text) || NEGATIVE.test(other.text))) {
        words = near.map((other) => other.text).join(" ");
      }
    }
    if (words === null) return;
    const phase = phaseNamed(words);
    let from = line.text.indexOf("[") + 1;
    for (const number of body.split(",").map((part) => part.trim()).filter(Boolean)) {
      const value = Number(number);
      if (!/^\d+(?:\.\d+)?$/.test(number) || !(value > 0)) continue;
      const at = line.text.indexOf(number, from);
      from = at + number.length;
      claims.push({ start: line.start + at, end: line.start + from, text: number, value, unit: "tok/s", per_user: false,
        phase, column: label.trim(), row: "" });
    }
  });
  return claims;
}
