"""Where RQ finds jobs queued by tokcheck 0.1 (`workers.jobs.check_claim`, `workers.jobs.mark_failed`).

Kept for one release so jobs already in a Redis queue run after an upgrade; remove in 0.3. New jobs name
`workers.service.jobs`.
"""
from workers.service.jobs import check_claim, mark_failed

__all__ = ["check_claim", "mark_failed"]
