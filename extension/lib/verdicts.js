/** The badge's mark per verdict (DESIGN section 3): it reads without colour. pending/unreachable are local states. */
export const MARKS = Object.freeze({
  implausible: "✕", not_comparable: "≠", suspicious: "!", plausible: "✓", unverified: "?", unresolved: "⋯",
  pending: "·", unreachable: "⋯",
});

/** The verdict a view shows: the annotation's once done, else the local state. */
export function verdictOf(view) {
  if (view?.annotation) return view.annotation.verdict;
  if (view?.status === "unreachable") return "unreachable";
  if (view?.status === "failed") return "unresolved";
  return "pending";
}
