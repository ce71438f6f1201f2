"""Waiting readers hold no thread. A route that would wait (`?wait=S` on a claim still queued, a fresh card)
answers at once with a Tokcheck-Wait header naming the claims and the seconds; this ASGI layer in front of the
Flask app parks the request on the event loop until a worker's message about one of those claims
(api/claims/wakeups.py) or the time is up, then asks the app again and sends that answer, without the header.

So a thousand waiting readers cost a thousand sockets and no server thread, and no route ever queues behind
them. The Flask app alone (a bare WSGI server, the test client) answers at once: it never waits itself.
"""
import asyncio
import contextlib
import time

from a2wsgi import WSGIMiddleware
from flask import Flask, Response

from api.claims.wakeups import RECHECK

WAIT_HEADER = "Tokcheck-Wait"
_WAIT_KEY = WAIT_HEADER.lower().encode()


def ask_to_wait(response: Response, claim_ids: list[str], seconds: float) -> Response:
    """Mark `response` as the answer to send if none of claim_ids finishes within `seconds`."""
    if seconds > 0 and claim_ids:
        response.headers[WAIT_HEADER] = f"{seconds:g} {','.join(claim_ids)}"
    return response


class WaitingReads:
    """The ASGI app `tokcheck serve` runs: the Flask app on a pool of `threads`, with the waiting done here."""

    def __init__(self, app: Flask, threads: int, stopping=lambda: False):
        """`stopping()` true: the server is shutting down, and a parked request answers within RECHECK seconds
        instead of holding the shutdown for its full wait."""
        self.inner = WSGIMiddleware(app, workers=threads)
        self.wakeups = app.extensions["tokcheck"].wakeups
        self.stopping = stopping

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            return await self.inner(scope, receive, send)
        answer = await self._ask(scope, receive, send)
        if answer is None:
            return
        loop, woken = asyncio.get_running_loop(), asyncio.Event()
        seconds, claim_ids = answer.wait
        deadline = time.monotonic() + seconds
        with self.wakeups.watching(claim_ids, lambda: loop.call_soon_threadsafe(woken.set)):
            while True:            # asked again once watching: a claim finished meanwhile is not missed
                answer = await self._ask(scope, _no_body(receive), send)
                if answer is None:
                    return
                left = deadline - time.monotonic()
                if left <= 0 or self.stopping():
                    break
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(woken.wait(), min(left, RECHECK))
                woken.clear()
        for message in answer.messages:
            await send(message)

    async def _ask(self, scope, receive, send) -> "_HeldAnswer | None":
        """Run the app once: its answer goes straight to the client (None) unless it asks to wait."""
        held = _HeldAnswer()

        async def hold_or_pass(message):
            if message["type"] == "http.response.start":
                held.read_start(message)
            if held.wait is None:
                await send(message)
            else:
                held.messages.append(message)

        await self.inner(scope, receive, hold_or_pass)
        return held if held.wait is not None else None


class _HeldAnswer:
    """An answer that asked to wait: its messages, without the header, and what it asked for."""

    def __init__(self):
        self.messages: list[dict] = []
        self.wait: tuple[float, list[str]] | None = None

    def read_start(self, message: dict) -> None:
        kept = []
        for name, value in message["headers"]:
            if name.lower() == _WAIT_KEY:
                seconds, _, ids = value.decode("latin-1").partition(" ")
                self.wait = (float(seconds), ids.split(","))
            else:
                kept.append((name, value))
        message["headers"] = kept


def _no_body(receive):
    """The request's (empty) body again for a second run of the app, then the client's own messages."""
    sent = False

    async def replay():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": b"", "more_body": False}
        return await receive()
    return replay
