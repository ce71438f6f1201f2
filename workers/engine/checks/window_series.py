"""The submitter's own series: tok/s that rises with window width is measuring the window (article section 5).

Real acceptance saturates (published ALs top out near 8-9), so a rise that keeps going past a window of 16
is the signature; a rise within small windows is only a warning. Rigor (temperature 0, best-of-N,
cooldown) that tracks speed inversely is a warning of its own.
"""
import re

from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say
from workers.engine.record import Record

ROWS_SHOWN = 12
ID = "window_series"
MIN_RECORDS = 3
SATURATED_WINDOW = 16
_RIGOR = (re.compile(r"temp(?:erature)?\s*[=:]?\s*0(?:\.0+)?\b|greedy", re.I), re.compile(r"best[- ]of[- ]?\d+", re.I),
          re.compile(r"cool[- ]?down", re.I), re.compile(r"warm[- ]?up", re.I), re.compile(r"median of \d+", re.I))


def _ranks(values: list[float]) -> list[float]:
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2
        i = j + 1
    return ranks


def spearman(xs: list[float], ys: list[float]) -> float | None:
    rx, ry = _ranks(xs), _ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=False))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return None if not sxx or not syy else sxy / (sxx * syy) ** 0.5


def rigor(record: Record) -> int:
    text = " ".join(filter(None, [record.notes, record.command]))
    score = sum(1 for pattern in _RIGOR if pattern.search(text))
    return score + (1 if record.temperature == 0 and not _RIGOR[0].search(text) else 0)


def series_index(records: list[Record]):
    """For a list judged record by record: a function giving each record the only others its series check can
    use (same model and device, with a window and a speed), found once for the list; scanning the whole list
    for each record made a 5,000-record list cost its square."""
    groups: dict[tuple, list[Record]] = {}
    for r in records:
        if r.spec_window and r.tok_s_out:
            groups.setdefault((r.model_id, r.gpu), []).append(r)
    return lambda record: groups.get((record.model_id, record.gpu), [])


def _same_setup(a: Record, b: Record) -> bool:
    return (
        (a.submitter == b.submitter or not a.submitter or not b.submitter)
        and a.model_id == b.model_id
        and a.gpu == b.gpu
    )


def _shown(rows: list[tuple[int, float]]) -> list[tuple[int | None, float]]:
    """The rows a card lists: all of a short series; the ends of a long one with how many were left out between
    (every annotation of a list carries its series check, so listing all would grow with the list's square)."""
    if len(rows) <= ROWS_SHOWN:
        return rows
    half = ROWS_SHOWN // 2
    return rows[:half] + [(None, len(rows) - 2 * half)] + rows[-half:]


def run(ctx: Context) -> Check:
    rec = ctx.record
    # The record itself, once: a leaderboard's list of the submitter's runs usually holds it too.
    series = [
        r
        for r in ctx.series
        if _same_setup(rec, r)
        and r.tok_s_out
        and r is not rec
        and (rec.record_id is None or r.record_id != rec.record_id)
    ]
    if rec.tok_s_out:
        series.append(rec)
    with_window = sorted((r for r in series if r.spec_window), key=lambda r: r.spec_window)
    if len({r.spec_window for r in with_window}) < MIN_RECORDS:
        return Check(ID, "skip", None, say("window_series.skip", count=len(with_window), need=MIN_RECORDS))
    windows = [r.spec_window for r in with_window]
    speeds = [r.tok_s_out for r in with_window]
    rho = spearman(windows, speeds)
    rho = round(rho, 2) if rho is not None else 0.0
    shown = _shown(list(zip(windows, speeds, strict=True)))
    inputs = {
        "series": Input(
            [{"window": w, "tok_s": s} for w, s in shown if w is not None],
            "record",
            f"{len(with_window)} records by {rec.submitter or 'the same submitter'}",
        )
    }
    steps = [say("window_series.row", window=w, tok_s=s) if w is not None else say("window_series.more", count=s)
             for w, s in shown]
    steps.append(say("window_series.rho", rho=rho, count=len(windows)))
    rising = all(b > a for a, b in zip(speeds, speeds[1:], strict=False))
    if rising and max(windows) >= SATURATED_WINDOW:
        return Check(
            ID,
            "fail",
            rho,
            say("window_series.measures_window", count=len(windows)),
            steps + [say("window_series.why", window=SATURATED_WINDOW)],
            inputs,
            headline=say("headline.series", low=windows[0], high=windows[-1], slow=speeds[0], fast=speeds[-1]),
        )
    rigor_scores = [rigor(r) for r in with_window]
    rigor_rho = spearman(rigor_scores, speeds) if len(set(rigor_scores)) > 1 else None
    if rigor_rho is not None and rigor_rho <= -0.5:
        steps.append(say("window_series.rigor", rho=round(rigor_rho, 2)))
        return Check(ID, "warn", rho, say("window_series.rigor_inverse"), steps, inputs)
    if rising:
        return Check(ID, "warn", rho, say("window_series.rising_small", count=len(windows)), steps, inputs)
    return Check(ID, "pass", rho, say("window_series.ok", rho=rho), steps, inputs)
