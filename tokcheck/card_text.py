"""The card as plain text: verdict, headline, then each check with its arithmetic, in the reader's language."""
from workers.messages import render

_MARK = {"fail": "FAIL", "warn": "WARN", "pass": "pass", "skip": "skip"}


def _say(message: dict, lang: str) -> str:
    return render(message["key"], message["args"], lang)


def card(annotation: dict, lang: str = "en") -> str:
    lines = [f"{annotation['verdict'].upper()}: {_say(annotation['headline_message'], lang)}"]
    source = annotation.get("source") or {}
    if source.get("url"):
        lines.append(f"  {source['url']}")
    lines.append("")
    for check in annotation["checks"]:
        lines.append(f"[{_MARK[check['status']]:>4}] {check['id']}: {_say(check['summary_message'], lang)}")
        if check["status"] == "skip":
            continue
        lines += [f"         {_say(m, lang)}" for m in check["messages"]]
        lines += [f"         note: {_say(m, lang)}" for m in check["caveat_messages"]]
    found = annotation.get("inferred_range")
    if found:
        lines += ["", f"Inferred, not measured: {found['low']}-{found['high']} tok/s ({_say(found['basis_message'], lang)})"]
    if annotation["experiment_plan_messages"]:
        lines += ["", "Experiment plan:"] + [f"  - {_say(m, lang)}" for m in annotation["experiment_plan_messages"]]
    lines += [f"  {_say(m, lang)}" for m in annotation["caveat_messages"]]
    lines.append(f"\nreference data {annotation['reference_version']}")
    return "\n".join(lines)


def comparison(result: dict) -> str:
    lines = [f"{result['verdict'].upper()}: {result['headline']}",
             f"  A {result['a']['tok_s']} tok/s   B {result['b']['tok_s']} tok/s   B/A {result['ratio_b_over_a']}", ""]
    width = max([len(r["knob"]) for r in result["rows"]] + [4])
    for row in result["rows"]:
        mark = "DIFF" if row["differs"] else "?" if row["differs"] is None else "same"
        lines.append(f"  {mark:>4}  {row['knob']:<{width}}  A: {row['a']}   B: {row['b']}")
    lines += [f"  {n}" for n in result["notes"]]
    if result["experiment_plan"]:
        lines += ["", "Experiment plan:"] + [f"  - {p}" for p in result["experiment_plan"]]
    return "\n".join(lines)
