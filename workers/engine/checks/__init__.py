"""The registry of checks: each module has an ID and run(ctx) -> Check; adding a check is adding a file here.

Order is the order a card lists them in. A test fails when a module in this folder is missing here.
"""
from workers.engine.checks import (
                            acceptance_counts,
                            acceptance_window,
                            engine_fork,
                            evidence,
                            exact_ceiling,
                            power_draw,
                            prefill_cache,
                            roofline,
                            serving_cell,
                            synthetic_acceptance,
                            window_series,
)

CHECKS = (evidence, acceptance_window, acceptance_counts, synthetic_acceptance, exact_ceiling, power_draw, roofline,
          window_series, prefill_cache, engine_fork, serving_cell)

# A failure of any of these makes the verdict implausible (DESIGN section 3).
HARD = ("acceptance_window", "acceptance_counts", "synthetic_acceptance", "power_draw", "roofline", "window_series",
        "exact_ceiling")
