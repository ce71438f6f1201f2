"""One verdict per claim, the worst its checks support (DESIGN section 3), and the headline that says why."""
from workers.engine.checks import HARD
from workers.engine.checks.base import Check
from workers.engine.messages import Message, say

PHYSICAL = ("roofline", "power_draw")  # a green verdict needs a physical bound that ran and passed


def _physical(check: Check) -> bool:
    """A bound from physics passed: the roofline, power over TDP, or prefill within the compute ceiling."""
    if check.status != "pass":
        return False
    return check.id in PHYSICAL or (check.id == "prefill_cache" and "tensor_tflops" in check.inputs)


VERDICTS = ("implausible", "not_comparable", "suspicious", "plausible", "unverified", "unresolved")
# When several hard checks fail, the card leads with the one a reader can redo fastest.
HEADLINE_ORDER = ("acceptance_window", "synthetic_acceptance", "exact_ceiling", "acceptance_counts", "power_draw",
                  "roofline", "window_series")


def decide(checks: list[Check], *, has_record: bool, not_comparable: bool = False,
           unresolved: bool = False) -> tuple[str, Message]:
    by_id = {c.id: c for c in checks}
    failed = [by_id[i] for i in HEADLINE_ORDER if i in by_id and by_id[i].status == "fail" and i in HARD]
    if failed:
        return "implausible", failed[0].headline or failed[0].summary
    if not_comparable:
        return "not_comparable", say("headline.not_comparable")
    if unresolved:
        return "unresolved", say("headline.unresolved")
    if not has_record:
        ran = [c for c in checks if c.status in ("pass", "warn") and c.id != "evidence"]
        return "unverified", say("headline.unverified_physics" if ran else "headline.unverified")
    warned = [c for c in checks if c.status == "warn"]
    if warned:
        return "suspicious", warned[0].summary   # the card already says "suspicious" above it
    roofline = by_id.get("roofline")
    if not any(_physical(c) for c in checks):
        reason = roofline.summary if roofline else say("roofline.skip_no_speed")
        return "unverified", say("headline.no_physics", reason=reason)
    if roofline and roofline.status == "pass" and roofline.headline:
        return "plausible", roofline.headline
    return "plausible", say("headline.plausible_generic")
