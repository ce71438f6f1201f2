"""At most so many requests at once on a slow path (a link comparison's fetch), so the slow ones can never hold
every server thread: a request that finds no free slot is not queued behind the others, it is answered at once
(a 503 with Retry-After)."""
import threading
from contextlib import contextmanager


class Slots:
    def __init__(self, size: int):
        self._free = threading.BoundedSemaphore(size) if size > 0 else None

    @contextmanager
    def take(self):
        """Yields whether a slot was free; the slot is given back when the block ends."""
        got = self._free is not None and self._free.acquire(blocking=False)
        try:
            yield got
        finally:
            if got:
                self._free.release()
