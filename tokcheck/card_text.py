"""The card and the difference table as terminal text, every word in the reader's language.

The sentences come from the annotation's message keys, the labels around them from the same catalogue
(`cli.*` keys), so `--lang zh` prints no English but what the record itself says.
"""
from workers.engine.messages import render


def _say(message: dict, lang: str) -> str:
    return render(message["key"], message["args"], lang)


def _label(key: str, lang: str, **args) -> str:
    return render(key, args, lang)


def card(annotation: dict, lang: str = "en") -> str:
    verdict = _label(f"cli.verdict.{annotation['verdict']}", lang)
    lines = [_label("cli.verdict_line", lang, verdict=verdict, headline=_say(annotation["headline_message"], lang))]
    source = annotation.get("source") or {}
    if source.get("url"):
        lines.append(f"  {source['url']}")
    lines.append("")
    for check in annotation["checks"]:
        status = _label(f"cli.status.{check['status']}", lang)
        lines.append(f"[{status:>4}] {check['id']}: {_say(check['summary_message'], lang)}")
        if check["status"] == "skip":
            continue
        lines += [f"         {_say(m, lang)}" for m in check["messages"]]
        lines += [f"         {_label('cli.note', lang, text=_say(m, lang))}" for m in check["caveat_messages"]]
    found = annotation.get("inferred_range")
    if found:
        lines += ["", _label("cli.inferred", lang, low=found["low"], high=found["high"],
                             basis=_say(found["basis_message"], lang))]
    if annotation["experiment_plan_messages"]:
        lines += ["", _label("cli.plan", lang)] + [
            f"  - {_say(m, lang)}" for m in annotation["experiment_plan_messages"]
        ]
    lines += [f"  {_say(m, lang)}" for m in annotation["caveat_messages"]]
    lines.append("\n" + _label("cli.reference", lang, version=annotation["reference_version"]))
    return "\n".join(lines)


def comparison(result: dict, lang: str = "en") -> str:
    verdict = _label(f"cli.verdict.{result['verdict']}", lang)
    lines = [
        _label("cli.verdict_line", lang, verdict=verdict, headline=_say(result["headline_message"], lang)),
        "  "
        + _label("cli.speeds", lang, a=result["a"]["tok_s"], b=result["b"]["tok_s"], ratio=result["ratio_b_over_a"]),
        "",
    ]
    width = max([len(r["knob"]) for r in result["rows"]] + [4])
    for row in result["rows"]:
        state = "differs" if row["differs"] else "unknown" if row["differs"] is None else "same"
        lines.append(f"  {_label('cli.row.' + state, lang):>4}  {row['knob']:<{width}}  A: {row['a']}   B: {row['b']}")
    lines += [f"  {_say(n, lang)}" for n in result["notes_messages"]]
    if result["experiment_plan_messages"]:
        lines += ["", _label("cli.plan", lang)] + [f"  - {_say(p, lang)}" for p in result["experiment_plan_messages"]]
    return "\n".join(lines)
