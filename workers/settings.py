"""The service's knobs, from the environment (prefix TOKCHECK_, plus REDIS_URL), read once per process.

Bad values raise InputError naming the variable, so `tokcheck serve` and `tokcheck worker` stop with one line.
"""
import os
from dataclasses import dataclass, field

from workers.errors import InputError
from workers.resolvers import upstreams_from_env
from workers.resolvers.fetch import Fetcher, FetchLimits


def _number(environ, name: str, default: float, low: float = 0.0) -> float:
    raw = environ.get(name)
    if raw in (None, ""):
        return default
    try:
        value = float(raw)
    except ValueError:
        raise InputError(f"expected a number, got {raw!r}", name) from None
    if value < low:
        raise InputError(f"expected at least {low:g}, got {raw}", name)
    return value


def _intervals(environ, name: str, default: tuple[int, ...]) -> tuple[int, ...]:
    raw = environ.get(name)
    if raw is None:
        return default
    try:
        values = tuple(int(part) for part in raw.split(",") if part.strip())
    except ValueError:
        raise InputError(f"expected whole seconds separated by commas, got {raw!r}", name) from None
    if any(v < 0 for v in values):
        raise InputError("intervals cannot be negative", name)
    return values


@dataclass(frozen=True)
class Settings:
    redis_url: str | None = None
    upstreams: dict = field(default_factory=dict)
    fetch_limits: FetchLimits = FetchLimits()
    cache_seconds: float = 600.0
    retry_intervals: tuple[int, ...] = (2, 10, 30)
    lease_seconds: float = 10.0
    sweep_seconds: float = 5.0
    job_timeout: int = 120

    def fetcher(self) -> Fetcher:
        """The guarded fetcher these settings describe: their limits, their upstreams as the trusted origins."""
        return Fetcher(self.fetch_limits, trusted_origins=self.upstreams.values())

    @classmethod
    def from_env(cls, environ=os.environ) -> "Settings":
        limits = FetchLimits(
            max_bytes=int(_number(environ, "TOKCHECK_FETCH_MAX_BYTES", FetchLimits.max_bytes, 1024)),
            connect_timeout=_number(environ, "TOKCHECK_FETCH_CONNECT_TIMEOUT", FetchLimits.connect_timeout, 0.1),
            total_timeout=_number(environ, "TOKCHECK_FETCH_TIMEOUT", FetchLimits.total_timeout, 0.1))
        return cls(redis_url=environ.get("REDIS_URL") or None, upstreams=upstreams_from_env(environ),
                   fetch_limits=limits,
                   cache_seconds=_number(environ, "TOKCHECK_CACHE_SECONDS", cls.cache_seconds),
                   retry_intervals=_intervals(environ, "TOKCHECK_RETRY_INTERVALS", cls.retry_intervals),
                   lease_seconds=_number(environ, "TOKCHECK_LEASE_SECONDS", cls.lease_seconds, 0.5),
                   sweep_seconds=_number(environ, "TOKCHECK_SWEEP_SECONDS", cls.sweep_seconds, 0.1))
