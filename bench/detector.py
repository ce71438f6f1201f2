"""The detector's figures, measured by node in bench/detector.mjs (the detector is JavaScript): this reads its
--json line, so the measurement lives in one place. Beside each goal, for context, the detector's first pass
alone: the part of the goal's budget that finding where units stand already takes."""
import json
import subprocess
from pathlib import Path

from bench.figure import Figure

SCRIPT = Path(__file__).resolve().parent / "detector.mjs"


def figures() -> list[Figure]:
    out = subprocess.run(["node", str(SCRIPT), "--json"], check=True, capture_output=True, text=True, timeout=120)
    results = json.loads(out.stdout.splitlines()[-1])
    figures = []
    for key in ("timeline", "tables"):
        figures.append(Figure(f"detector on {key} text vs one /tok\\/s/g pass", results[key]["detector"],
                              results[key]["regex"], "ratio >= 0.33", "MB/s"))
        figures.append(Figure(f"(context) the detector's first pass alone on {key} text, no claim read",
                              results[key]["hits"], results[key]["regex"], None, "MB/s"))
    return figures
