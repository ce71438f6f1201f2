"""One deadline per fetch, over connect, TLS, the request, the headers and the body together.

httpx's timeouts bound each socket operation, so an upstream that sends a byte a second (headers or body)
is never timed out by them. Here every socket operation gets at most the time left before the fetch's
deadline, which `Fetcher.get_json` sets for its thread (a context variable); past it, the operation fails at
once with httpcore's own timeout errors, which httpx turns into `httpx.TimeoutException`.
"""
import contextvars
import time
from contextlib import contextmanager

import httpcore
import httpx

_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar("tokcheck_fetch_deadline", default=None)


def _left(timeout: float | None, error: type[Exception]) -> float | None:
    deadline = _DEADLINE.get()
    if deadline is None:
        return timeout
    left = deadline - time.monotonic()
    if left <= 0:
        raise error("the fetch deadline passed")
    return left if timeout is None else min(timeout, left)


@contextmanager
def deadline(seconds: float):
    """Every socket operation of this thread's fetches, inside the block, ends within `seconds` of its start
    (or by an enclosing block's deadline, when that comes first: several fetches can share one)."""
    outer = _DEADLINE.get()
    mine = time.monotonic() + seconds
    token = _DEADLINE.set(mine if outer is None else min(outer, mine))
    try:
        yield
    finally:
        _DEADLINE.reset(token)


class _Stream(httpcore.NetworkStream):
    def __init__(self, stream: httpcore.NetworkStream):
        self._stream = stream

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._stream.read(max_bytes, _left(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._stream.write(buffer, _left(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._stream.close()

    def start_tls(self, ssl_context, server_hostname=None, timeout=None) -> httpcore.NetworkStream:
        return _Stream(self._stream.start_tls(ssl_context, server_hostname, _left(timeout, httpcore.ConnectTimeout)))

    def get_extra_info(self, info: str):
        return self._stream.get_extra_info(info)


class _Backend(httpcore.SyncBackend):
    def connect_tcp(self, host, port, timeout=None, local_address=None, socket_options=None):
        return _Stream(super().connect_tcp(host, port, _left(timeout, httpcore.ConnectTimeout), local_address,
                                           socket_options))


def deadline_transport() -> httpx.HTTPTransport:
    """An httpx transport whose sockets keep to the current fetch's deadline."""
    transport = httpx.HTTPTransport(trust_env=False)
    # httpx takes no network backend as an argument; its pool does, so the pool is made again with ours.
    transport._pool = httpcore.ConnectionPool(ssl_context=httpx.create_ssl_context(trust_env=False),
                                              network_backend=_Backend())
    return transport
