/**
 * The card's contents from a claim view: verdict, headline, the bar of claimed speed against the ceiling,
 * the inferred range (labelled), each check with figure, reasoning and input provenance, the experiment
 * plan, the caveats, and a link to the full card on the web page. Shared by the in-page card and the popup.
 */
import { h } from "./dom.js";
import { MARKS, verdictOf } from "./verdicts.js";

function formatValue(value) {
  if (typeof value !== "number") return value === null || value === undefined ? "" : String(value);
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
}

/** A check's figure as a ratio reads: three decimals below 10 (1.000, 0.172), one above (16.3). */
function formatFigure(figure) {
  return Math.abs(figure) < 10 ? figure.toFixed(3) : figure.toFixed(1);
}

/** Claimed tok/s and the batch-1 ceiling, as the roofline check computed them, or null when it did not run. */
export function speedBar(annotation) {
  const roofline = annotation.checks.find((check) => check.id === "roofline");
  const ratio = roofline?.messages.find((message) => message.key === "roofline.ratio")?.args;
  if (!ratio || !(Math.max(ratio.claimed, ratio.ceiling) > 0)) return null;
  return { claimed: ratio.claimed, ceiling: ratio.ceiling };
}

function barSvg(bar, t) {
  const top = Math.max(bar.claimed, bar.ceiling);
  const width = (value) => ((100 * value) / top).toFixed(1);
  const label = `${t("cardClaimed")} ${bar.claimed} tok/s, ${t("cardCeiling")} ${bar.ceiling} tok/s`;
  return h("figure", { class: "bar" },
    h("svg", { viewBox: "0 0 100 20", preserveAspectRatio: "none", role: "img", "aria-label": label },
      h("rect", { x: 0, y: 1, width: width(bar.claimed), height: 8, class: "claimed" }),
      h("rect", { x: 0, y: 11, width: width(bar.ceiling), height: 8, class: "ceiling" })),
    h("figcaption", {}, label));
}

function inputsList(inputs, t) {
  const entries = Object.entries(inputs ?? {});
  if (!entries.length) return null;
  return h("details", {}, h("summary", {}, t("cardInputs")),
    h("dl", {}, entries.map(([name, input]) => [
      h("dt", {}, name),
      h("dd", {}, formatValue(input.value), " ",
        h("span", { class: "from" }, `(${input.from ?? ""}${input.detail ? `: ${input.detail}` : ""})`)),
    ])));
}

function checkItem(check, t) {
  const ran = check.status !== "skip";
  return h("li", { class: `check status-${check.status}` },
    h("p", {}, h("span", { class: "status" }, check.status), " ", h("code", {}, check.id), " ",
      ran && typeof check.figure === "number" ? [h("b", { class: "figure" }, formatFigure(check.figure)), " "] : null,
      check.summary),
    ran && check.reasoning.length ? h("ul", { class: "reasoning" }, check.reasoning.map((step) => h("li", {}, step))) : null,
    ran ? inputsList(check.inputs, t) : null,
    ran ? check.caveats.map((note) => h("p", { class: "caveat" }, note)) : null);
}

const NOTES_SHOWN = 600;

function notesOf(record, t) {
  const notes = record?.notes;
  if (!notes) return null;
  const shown = notes.length > NOTES_SHOWN ? `${notes.slice(0, NOTES_SHOWN)}…` : notes;
  return h("section", { class: "notes" }, h("h3", {}, t("cardNotes")), h("p", {}, shown));
}

function section(title, items, ordered = false) {
  if (!items?.length) return null;
  return h("section", {}, h("h3", {}, title), h(ordered ? "ol" : "ul", {}, items.map((item) => h("li", {}, item))));
}

/** A moderator's decision, beside the computed verdict (which the card still leads with). */
function reviewBox(review, t) {
  return h("section", { class: "review-box" },
    h("p", {}, h("span", { class: "mark", "aria-hidden": "true" }, MARKS[review.decision] ?? ""), " ",
      t("cardReview", t(`verdict_${review.decision}`), `${review.by} · ${(review.at ?? "").slice(0, 10)}`)),
    review.note ? h("p", { class: "note" }, review.note) : null);
}

/** The card's body for a view; `t` translates UI strings; `apiBase` makes the full-card link. */
export function cardBody(view, { t, apiBase, lang }) {
  const verdict = verdictOf(view);
  const head = h("p", { class: "verdict" }, h("span", { class: "mark", "aria-hidden": "true" }, MARKS[verdict]), " ",
    h("strong", {}, t(`verdict_${verdict}`)));
  const annotation = view?.annotation;
  if (!annotation) {
    return h("div", { class: `body verdict-${verdict}` }, head,
      h("p", {}, t(verdict === "unreachable" ? "cardUnreachable" : "cardChecking")));
  }
  const bar = speedBar(annotation);
  const range = annotation.inferred_range;
  const review = annotation.review;
  const full = `${apiBase}/c/${encodeURIComponent(view.id)}?lang=${lang}`;
  return h("div", { class: `body verdict-${verdict}` },
    head,
    h("p", { class: "headline" }, annotation.headline),
    review ? reviewBox(review, t) : null,
    bar ? barSvg(bar, t) : null,
    range ? h("section", { class: "inferred" }, h("h3", {}, t("cardInferred")),
      h("p", {}, `${Math.round(range.low)}–${Math.round(range.high)} tok/s (${range.basis})`)) : null,
    h("section", {}, h("h3", {}, t("cardChecks")), h("ol", { class: "checks" }, annotation.checks.map((c) => checkItem(c, t)))),
    section(t("cardPlan"), annotation.experiment_plan, true),
    notesOf(annotation.record, t),
    section(t("cardCaveats"), annotation.caveats),
    h("p", { class: "links" },
      annotation.source?.url ? [h("a", { href: annotation.source.url, target: "_blank", rel: "noreferrer noopener" }, t("cardRecord")), " · "] : null,
      h("a", { href: full, target: "_blank", rel: "noreferrer noopener" }, t("cardFull"))));
}
