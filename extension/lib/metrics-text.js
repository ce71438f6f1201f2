/**
 * Figures in Prometheus's text exposition, as an exporter or a Pushgateway serves it: "# HELP bench_decode_rate Decode
 * rate, single stream (tokens per second)" over 'bench_decode_rate{gpu="rtx_a6000"} 58.9'. Each sample of a gauge whose
 * help or name says it is a model's token rate is a claim, phased by its labels ('phase="prefill"', 'stage="decode"'),
 * else its name, else its help. Counters ("…_total") are counts a reader would have to rate() first: none. Pure, like
 * detect.js.
 */
import { phaseNamed } from "./detect.js";
import { figureClaim } from "./answers.js";
import { GRAMMAR } from "./grammar.js";
import { namesModelSpeed } from "./text-tables.js";

/** Whether text may hold an exposition: a help line. */
export const MAY_EXPOSE = /^[ \t]*#[ \t]*HELP[ \t]/m;
const HELP = /^[ \t]*#[ \t]*HELP[ \t]+([A-Za-z_:][\w:]*)[ \t]+([^\n]*)$/gm;
/** A metric's name that is a token rate: "bench_tokens_per_second", "decode_tps", "gen_tok_s". */
const RATE_NAME = /tokens?_per_sec(?:ond)?|(?:^|_)(?:tps|tok_s|tokens?_s)(?:$|_)/i;
/** Words that make a rate some other thing's: an audio tokenizer's, a chain's. */
const NEGATIVE = new RegExp(GRAMMAR.negative_context, "i");
/** A counter's name: a running count, no rate. */
const COUNTER_NAME = /_(?:total|count|sum|bucket)$/;
/** One sample of a metric: its labels, if any, and its value (as the exposition prints it: "8391.0", "2.14e+07"). */
const sampleOf = (name) => new RegExp(`^[ \\t]*${name}(\\{[^}\\n]*\\})?[ \\t]+(\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)[ \\t]*(?:\\d+)?[ \\t]*$`, "gm");

/** Claims in the exposition of text. */
export function metricsTextClaims(text) {
  const claims = [];
  for (const [, name, help] of text.matchAll(HELP)) {
    // (a help that names the unit, or a rate's name under a help of no other thing's: "Throughput measured nightly.")
    if (COUNTER_NAME.test(name) || !(namesModelSpeed(help) || (RATE_NAME.test(name) && !NEGATIVE.test(help)))) continue;
    for (const sample of text.matchAll(sampleOf(name))) {
      const [whole, labels = "", figure] = sample;
      const value = Number(figure);
      const at = sample.index + whole.lastIndexOf(figure);
      if (!(value > 0)) continue;
      const phase = phaseNamed(labels.replace(/_/g, " ")) ?? phaseNamed(name.replace(/_/g, " ")) ?? phaseNamed(help);
      claims.push(figureClaim(at, figure, value, phase, help, labels || name));
    }
  }
  return claims;
}
