"""Finished claims are read far more than they change (a viral post: one claim, a million readers), so each
API process keeps the last few thousand finished views for a couple of seconds and answers from memory.

Only `done`/`failed` views are kept, and only briefly, so a moderator's review shows within seconds.
"""
import threading
import time
from collections import OrderedDict


class HotViews:
    def __init__(self, size: int = 4096, seconds: float = 2.0):
        self.size, self.seconds = size, seconds
        self._views: OrderedDict[str, tuple[float, bytes]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, claim_id: str) -> bytes | None:
        entry = self._views.get(claim_id)
        if entry is None or time.monotonic() - entry[0] > self.seconds:
            return None
        return entry[1]

    def put(self, claim_id: str, view: bytes) -> None:
        with self._lock:
            self._views[claim_id] = (time.monotonic(), view)
            self._views.move_to_end(claim_id)
            while len(self._views) > self.size:
                self._views.popitem(last=False)

    def forget(self, claim_id: str) -> None:
        """Drop a view this process changed (a review), so its next read comes from Redis."""
        with self._lock:
            self._views.pop(claim_id, None)
