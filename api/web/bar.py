"""The numbers behind the card's bar: claimed speed against the batch-1 ceiling, as the roofline check found them."""


def speed_bar(annotation: dict) -> dict | None:
    """{claimed, ceiling, claimed_pct, ceiling_pct} scaled to the larger of the two; None when no ceiling ran."""
    roofline = next((c for c in annotation.get("checks", []) if c["id"] == "roofline"), None)
    ratio = next((m["args"] for m in (roofline or {}).get("messages", []) if m["key"] == "roofline.ratio"), None)
    if not ratio or max(ratio["claimed"], ratio["ceiling"]) <= 0:
        return None
    top = max(ratio["claimed"], ratio["ceiling"])
    return {
        "claimed": ratio["claimed"],
        "ceiling": ratio["ceiling"],
        "claimed_pct": round(100 * ratio["claimed"] / top, 1),
        "ceiling_pct": round(100 * ratio["ceiling"] / top, 1),
    }
