"""Every knob of the service, the worker and the CLI, from one place: the environment, prefix TOKCHECK_.

One frozen Settings object is read once per process (`Settings.from_env()`) and handed to whatever needs it;
nothing else reads the environment. Bad values raise InputError naming the variable, so `tokcheck serve` and
`tokcheck worker` stop with one line. `REDIS_URL` (no prefix) is still read when `TOKCHECK_REDIS_URL` is unset,
for compose files and platforms that set it.
"""
import os
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from workers.engine.errors import InputError
from workers.engine.leaderboards import RESOLVERS
from workers.service.fetcher import Fetcher, FetchLimits

PREFIX = "TOKCHECK_"
UPSTREAM_PREFIX = PREFIX + "UPSTREAM_"
MIN_TOKEN_LENGTH = 16  # characters of a moderator token


def _number(environ, name: str, default: float, low: float = 0.0) -> float:
    raw = environ.get(name)
    if raw in (None, ""):
        return default
    try:
        value = float(raw)
    except ValueError:
        raise InputError(f"expected a number, got {raw!r}", name) from None
    if not value >= low or value == float("inf"):
        raise InputError(f"expected a finite number of at least {low:g}, got {raw}", name)
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


def _origins(environ, name: str) -> tuple[str, ...]:
    return tuple(o.strip() for o in environ.get(name, "").split(",") if o.strip())


def upstream_variable(leaderboard: str) -> str:
    """The variable that points a leaderboard at another origin, e.g. TOKCHECK_UPSTREAM_LLM_SPEED."""
    return UPSTREAM_PREFIX + leaderboard.upper().replace("-", "_")


def upstreams_from_env(environ) -> dict[str, str]:
    """Configured upstream origins by leaderboard name; each must be an http(s) origin."""
    upstreams = {}
    for resolver in RESOLVERS:
        name = upstream_variable(resolver.NAME)
        value = environ.get(name, "").strip().rstrip("/")
        if not value:
            continue
        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.hostname or parts.path not in ("", "/"):
            raise InputError("expected an origin such as http://127.0.0.1:8001", name)
        upstreams[resolver.NAME] = value
    return upstreams


def moderators(raw: str) -> dict[str, str]:
    """`name:token,name:token` (TOKCHECK_MODERATORS) as token -> name; a short or unnamed token is refused."""
    found = {}
    for entry in filter(None, (part.strip() for part in raw.split(","))):
        name, _, token = entry.partition(":")
        if not name.strip() or len(token.strip()) < MIN_TOKEN_LENGTH:
            raise InputError(f"expected name:token with a token of at least {MIN_TOKEN_LENGTH} characters, "
                             f"got an entry starting {entry[:6]!r}", "TOKCHECK_MODERATORS")
        found[token.strip()] = name.strip()
    return found


@dataclass(frozen=True)
class Settings:
    redis_url: str | None = None                  # unset: `tokcheck serve` embeds a Redis
    upstreams: dict = field(default_factory=dict)  # leaderboard -> origin, the one exception to the fetch guard
    fetch_limits: FetchLimits = FetchLimits()
    cache_seconds: float = 600.0                  # how long a fetched record is reused
    retry_intervals: tuple[int, ...] = (2, 10, 30)  # waits between retries of a transient upstream failure
    unresolved_retry_seconds: float = 300.0       # after its retries, a transient `unresolved` is fetched again
                                                  # by the first post of the claim this much later
    max_recoveries: int = 5                       # times recovery re-queues one claim before it is `failed`
    lease_seconds: float = 10.0                   # a running claim whose worker stops renewing this is re-queued
    sweep_seconds: float = 5.0                    # how often the recovery sweep looks for abandoned claims
    job_timeout: int = 120
    rate_limit: str = "120/minute;2000/hour"      # per client, on POST routes
    web_origins: tuple[str, ...] = ()             # browser origins allowed by CORS besides the extensions
    moderators: dict = field(default_factory=dict)  # moderator token -> name
    max_wait: float = 10.0                        # seconds GET /v1/claims/<id>?wait= may hold a request
    server_threads: int = 16                      # threads running the Flask app in `tokcheck serve` (a wait
                                                  # holds none: api/waiting.py)
    compare_slots: int = 2                        # link comparisons fetching at once; the rest get 503 at once
    max_claims: int = 50                          # claims per POST /v1/claims

    def fetcher(self) -> Fetcher:
        """The guarded fetcher these settings describe: their limits, their upstreams as the trusted origins."""
        return Fetcher(self.fetch_limits, trusted_origins=self.upstreams.values())

    @classmethod
    def from_env(cls, environ=os.environ) -> "Settings":
        limits = FetchLimits(
            max_bytes=int(_number(environ, "TOKCHECK_FETCH_MAX_BYTES", FetchLimits.max_bytes, 1024)),
            connect_timeout=_number(environ, "TOKCHECK_FETCH_CONNECT_TIMEOUT", FetchLimits.connect_timeout, 0.1),
            total_timeout=_number(environ, "TOKCHECK_FETCH_TIMEOUT", FetchLimits.total_timeout, 0.1))
        return cls(redis_url=environ.get("TOKCHECK_REDIS_URL") or environ.get("REDIS_URL") or None,
                   upstreams=upstreams_from_env(environ),
                   fetch_limits=limits,
                   cache_seconds=_number(environ, "TOKCHECK_CACHE_SECONDS", cls.cache_seconds),
                   retry_intervals=_intervals(environ, "TOKCHECK_RETRY_INTERVALS", cls.retry_intervals),
                   unresolved_retry_seconds=_number(environ, "TOKCHECK_UNRESOLVED_RETRY_SECONDS",
                                                    cls.unresolved_retry_seconds),
                   max_recoveries=int(_number(environ, "TOKCHECK_MAX_RECOVERIES", cls.max_recoveries, 1)),
                   lease_seconds=_number(environ, "TOKCHECK_LEASE_SECONDS", cls.lease_seconds, 0.5),
                   sweep_seconds=_number(environ, "TOKCHECK_SWEEP_SECONDS", cls.sweep_seconds, 0.1),
                   rate_limit=environ.get("TOKCHECK_RATE_LIMIT") or cls.rate_limit,
                   web_origins=_origins(environ, "TOKCHECK_WEB_ORIGINS"),
                   moderators=moderators(environ.get("TOKCHECK_MODERATORS", "")),
                   max_wait=_number(environ, "TOKCHECK_MAX_WAIT", cls.max_wait),
                   server_threads=int(_number(environ, "TOKCHECK_SERVER_THREADS", cls.server_threads, 4)),
                   compare_slots=int(_number(environ, "TOKCHECK_COMPARE_SLOTS", cls.compare_slots, 1)))

