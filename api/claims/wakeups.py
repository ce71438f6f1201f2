"""Waiting readers are woken when their claim finishes, not by polling: workers publish each finished (or
reviewed) claim's id on one Redis channel (claim_store.FINISHED), and one listener thread per API process calls
the wake-ups of the requests waiting on it (api/waiting.py parks them on the event loop).

A reader registers, then reads the views again, so a claim finishing between its first read and the wait still
wakes it. The listener reconnects with backoff when Redis goes away; a waiter also looks again every RECHECK
seconds, so a message lost meanwhile costs at most that.
"""
import threading
from collections import defaultdict
from collections.abc import Callable
from contextlib import contextmanager

import redis

from workers.service.claim_store import FINISHED

RECHECK = 1.0


class Wakeups:
    def __init__(self, connection: redis.Redis):
        self.redis = connection
        self._waiting: dict[str, set[Callable[[], None]]] = defaultdict(set)
        self._lock = threading.Lock()
        self._listener: threading.Thread | None = None
        self._stop = threading.Event()

    def close(self) -> None:
        """Stop listening (within a second); the app is going away."""
        self._stop.set()

    @contextmanager
    def watching(self, claim_ids, wake: Callable[[], None]):
        """Call `wake` (from the listener thread) when any of claim_ids finishes, for the duration of the block."""
        with self._lock:
            if self._listener is None:
                self._listener = threading.Thread(target=self._listen, name="tokcheck-wakeups", daemon=True)
                self._listener.start()
            for claim_id in claim_ids:
                self._waiting[claim_id].add(wake)
        try:
            yield
        finally:
            with self._lock:
                for claim_id in claim_ids:
                    self._waiting[claim_id].discard(wake)
                    if not self._waiting[claim_id]:
                        del self._waiting[claim_id]

    def _listen(self) -> None:
        delay = 0.5
        while not self._stop.is_set():
            try:
                with self.redis.pubsub(ignore_subscribe_messages=True) as pubsub:
                    pubsub.subscribe(FINISHED)
                    delay = 0.5
                    while not self._stop.is_set():
                        self._wake(pubsub.get_message(timeout=1.0))
            except Exception as error:  # noqa: BLE001 - closing the app closes the connection under us
                if self._stop.is_set():
                    return
                if not isinstance(error, redis.RedisError):
                    raise
                self._stop.wait(delay)
                delay = min(delay * 2, 5.0)

    def _wake(self, message) -> None:
        if not message:
            return
        with self._lock:
            wakes = list(self._waiting.get(message["data"].decode(), ()))
        for wake in wakes:
            wake()
