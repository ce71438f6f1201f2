/**
 * Every claim in a piece of text, prose and text tables together: what the corpus scorer measures and what
 * the content script runs on a <pre> block of tool output. A table cell's claim (which knows its column and
 * row) wins over the prose reading of the same characters; figures that the lines under a block restate follow.
 */
import { detect } from "./detect.js";
import { overlaps, restatedClaims, textTableClaims } from "./text-tables.js";

/** A post about a database's or a chain's throughput ("sysbench", "pgbench", "MySQL", "Solana") that names no model and
 * no token rate: its TPS and its dumps' figures are transactions, not tokens. */
const DATABASE_POST = /sysbench|pgbench|tpc-?[bch](?![a-z])|mysql|postgres|sqlite|mongodb|clickhouse|oceanbase|tidb|solana|ethereum|blockchain|区块链|数据库/i;
const MODEL_POST = /tok|t\/s|llm|gguf|llama|qwen|gemma|deepseek|mistral|gpt|glm|kimi|模型|推理|生成|预填充|词元/i;

export function findClaims(text) {
  if (DATABASE_POST.test(text) && !MODEL_POST.test(text)) return [];
  const cells = textTableClaims(text);
  const found = cells.length ? [...cells, ...detect(text).filter((claim) => !cells.some((cell) => overlaps(claim, cell)))]
    : detect(text);
  return [...found, ...restatedClaims(text, found)].sort((a, b) => a.start - b.start);
}
