"""One measured figure beside the floor it is weighed against, and its goal: what every bench returns, so that
`python -m bench` can print one table and one JSON line per figure whatever was measured."""
import json
import math
import operator
from dataclasses import dataclass

_OPERATORS = {">=": operator.ge, "<=": operator.le, "<": operator.lt, ">": operator.gt, "==": operator.eq}


@dataclass
class Figure:
    """`goal` reads "<ratio|value> <op> <number>", e.g. "ratio >= 0.33" or "value < 100": whichever the issue
    states the goal on (a latency's goal is on the value; its floor, the idle latency, is context). No goal: a
    figure shown for context, such as what part of a goal the simplest possible work already uses."""
    name: str
    value: float
    floor: float
    goal: str | None
    unit: str = ""

    @property
    def ratio(self) -> float:
        return self.value / self.floor if self.floor else float("inf")

    @property
    def ok(self) -> bool | None:
        if self.goal is None:
            return None
        subject, op, threshold = self.goal.split()
        measured = self.ratio if subject == "ratio" else self.value
        return _OPERATORS[op](measured, float(threshold))

    def json_line(self) -> str:
        return json.dumps({"name": self.name, "value": _round(self.value), "floor": _round(self.floor),
                           "ratio": _round(self.ratio) if math.isfinite(self.ratio) else None,  # JSON has no inf
                           "goal": self.goal, "ok": self.ok})


def percentile(values: list[float], share: float) -> float:
    """The value `share` of the way up the sorted values (nearest rank): what every latency figure reports."""
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


def _round(number: float) -> float:
    return float(f"{number:.4g}")


def _shown(number: float, unit: str) -> str:
    return (f"{number:,.0f}" if abs(number) >= 1000 else f"{number:.3g}") + (f" {unit}" if unit else "")


def table(figures: list[Figure]) -> str:
    """A Markdown table (it goes in the README as printed)."""
    rows = [("figure", "value", "floor", "ratio", "goal", "")]
    rows += [(f.name, _shown(f.value, f.unit), _shown(f.floor, f.unit), f"{f.ratio:.2f}", f.goal or "",
              {True: "met", False: "MISSED", None: "context"}[f.ok]) for f in figures]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["| " + " | ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)) + " |" for row in rows]
    lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)
