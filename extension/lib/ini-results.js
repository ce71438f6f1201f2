/**
 * Figures in results written as INI or TOML: sections of "key = value" lines ("[generate]" over "rate = 56.03", "[result]"
 * over "decode = 19.7"), whose unit a "[units]" section or a unit key gives ('rate = "tokens/s"', '速度 = "tokens/s"') or
 * the words just above the block ("the rates are tokens per second"). A key that names a phase or a rate is a claim,
 * phased by its key, else its section's name; counts, sizes and times are none. Pure, like detect.js.
 */
import { phaseNamed } from "./detect.js";
import { figureClaim } from "./answers.js";
import { GRAMMAR } from "./grammar.js";
import { namesModelSpeed } from "./text-tables.js";

/** Whether text may hold such results: a section's header on a line of its own (findClaims asks for an "=" too). */
export const MAY_HOLD_INI = /^[ \t]*\[[^\]\n]+\][ \t]*$/m;
const SECTION = /^[ \t]*\[([^\]\n]+)\][ \t]*(?:[#;].*)?$/;
const NUMBER_KEY = /^[ \t]*([^\s=#;[\]"']{1,40})[ \t]*=[ \t]*(\d+(?:\.\d+)?)[ \t]*(?:[#;].*)?$/;
const TEXT_KEY = /^[ \t]*([^\s=#;[\]"']{1,40})[ \t]*=[ \t]*["']([^"'\n]{1,40})["'][ \t]*(?:[#;].*)?$/;
/** A section or a key that gives the unit: "[units]", "[单位]", "unit = …". */
const UNIT_NAME = /^(?:units?|单位|單位)$/i;
/** A key that holds a rate without naming its phase: "rate", "speed", "tps", "速度", "吞吐". */
const RATE_KEY = /^(?:rate|speed|tps|tok_s|throughput|速度|吞吐(?:量)?)$/i;
const NOT_SPEED_KEY = new RegExp(GRAMMAR.table.not_speed_row, "i");
/** Keys that count, size or time things: "tokens", "n_prompt", "ctx", "threads", "ngl". */
const COUNT_KEY = /^(?:tokens?|n(?:_\w+)?|count|ctx|context|batch|threads?|ngl|seed|runs?|repeat|bits?|size|vram|memory|.*_(?:ms|s|sec|seconds|gb|mb))$/i;
/** How many lines above the first section the words giving the unit may stand. */
const UNIT_ABOVE = 3;

/** Claims in the INI or TOML results of text. */
export function iniResultClaims(text) {
  const lines = text.split("\n");
  const first = lines.findIndex((line) => SECTION.test(line));
  const units = [];
  let section = "";
  for (const line of lines) {
    section = SECTION.exec(line)?.[1].trim() ?? section;
    const keyed = TEXT_KEY.exec(line);
    if (keyed && (UNIT_NAME.test(section) || UNIT_NAME.test(keyed[1])) && namesModelSpeed(keyed[2])) units.push(keyed[1]);
  }
  const above = lines.slice(Math.max(0, first - UNIT_ABOVE), first).join(" ");
  if (!units.length && !namesModelSpeed(above)) return [];
  const claims = [];
  let at = 0;
  section = "";
  for (const line of lines) {
    section = SECTION.exec(line)?.[1].trim() ?? section;
    const keyed = NUMBER_KEY.exec(line);
    const lineStart = at;
    at += line.length + 1;
    if (!keyed) continue;
    const [, key, figure] = keyed;
    const keyPhase = phaseNamed(key.replace(/_/g, " "));
    const speed = !COUNT_KEY.test(key) && !NOT_SPEED_KEY.test(key) && (keyPhase !== null || RATE_KEY.test(key) || units.includes(key));
    if (!speed || !(Number(figure) > 0)) continue;
    const start = lineStart + line.indexOf(figure, line.indexOf("="));
    claims.push(figureClaim(start, figure, Number(figure), keyPhase ?? phaseNamed(section.replace(/[._]/g, " ")), key, section));
  }
  return claims;
}
