"""Slow requests held open against a live API (the starvation test and bench/healthz.py share it): link
comparisons against an upstream that takes seconds to answer, and readers waiting on claims nobody works on."""
import http.client
import json
import threading
import time
from urllib.parse import urlsplit

from tests.support.upstream import Route

SLOW_SECONDS = 8.0


def _request(base: str, method: str, path: str, body: dict | None = None, timeout: float = 30.0):
    parts = urlsplit(base)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
    try:
        payload = json.dumps(body).encode() if body is not None else None
        connection.request(method, path, body=payload, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def slow_links(upstream, count: int = 10) -> list[str]:
    """Record links whose upstream takes SLOW_SECONDS to answer."""
    for i in range(count):
        upstream.routes[f"/api/speed-tests/cmslow{i:019d}"] = Route(body=b'{"tokSOut": 1}', delay=SLOW_SECONDS)
    return [f"https://localmaxxing.com/runs/cmslow{i:019d}" for i in range(count)]


class Pressure:
    """`compares` link comparisons and `readers` waiting readers, each asking again `pause` seconds after it is
    answered (0: at once, a hostile client), until the block ends; `answered` counts the answers by kind and
    status ("read 200", "compare 503", "read ConnectError")."""

    def __init__(self, base: str, upstream, claim_ids: list[str], compares: int = 10, readers: int = 200,
                 pause: float = 0.0, wait: float = 10.0):
        self.base, self.stop_event, self.answered, self.lock = base, threading.Event(), {}, threading.Lock()
        self.links, self.pause, self.wait = slow_links(upstream, compares), pause, wait
        self.threads = [threading.Thread(target=self._compare, args=(i,), daemon=True) for i in range(compares)]
        self.threads += [threading.Thread(target=self._read, args=(claim_ids[i % len(claim_ids)],), daemon=True)
                         for i in range(readers)]

    def _count(self, answer: str) -> None:
        with self.lock:
            self.answered[answer] = self.answered.get(answer, 0) + 1

    def _loop(self, kind: str, method: str, path: str, body=None, pause: float = 0.0) -> None:
        while not self.stop_event.is_set():
            try:
                self._count(f"{kind} {_request(self.base, method, path, body)}")
            except (OSError, http.client.HTTPException) as error:
                self._count(f"{kind} {type(error).__name__}")
                time.sleep(0.1)
            self.stop_event.wait(pause)

    def _compare(self, i: int) -> None:
        self._loop("compare", "POST", "/v1/compare", {"a": self.links[i], "b": self.links[i]})

    def _read(self, claim_id: str) -> None:
        self._loop("read", "GET", f"/v1/claims/{claim_id}?wait={self.wait:g}", pause=self.pause)

    def __enter__(self):
        for thread in self.threads:
            thread.start()
        time.sleep(1.0)                   # every request is in the server, the slow ones waiting
        return self

    def __exit__(self, *exc):
        """Ends when every request has been answered, so the server stops with nothing left open."""
        self.stop_event.set()
        for thread in self.threads:
            thread.join(timeout=self.wait + SLOW_SECONDS)


def timed_get(base: str, path: str, timeout: float = 10.0) -> tuple[int, float]:
    """(status, seconds) of one GET on a fresh connection."""
    started = time.monotonic()
    status = _request(base, "GET", path, timeout=timeout)
    return status, time.monotonic() - started
