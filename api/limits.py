"""Per-client rate limits on the routes that create work (POST), counted in the same Redis as everything else.

Built on `limits`, the engine under Flask-Limiter, called only before POST requests: Flask-Limiter hooks every
request, and its per-request cost on cached reads was most of what kept `GET /v1/claims/<id>` below the
speed goal (`python -m bench --only service`). A client over a limit gets 429 with Retry-After, in the common
error shape.
"""
import time

from flask import Flask, request
from limits import parse_many
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from api.errors import ApiError


def storage_uri(redis_url: str) -> str:
    """The `limits` library spells a unix-socket Redis as redis+unix://."""
    if redis_url.startswith("unix://"):
        return "redis+unix://" + redis_url[len("unix://"):]
    return redis_url


def register(app: Flask, redis_url: str, rate_limit: str) -> None:
    items = parse_many(rate_limit)
    limiter = FixedWindowRateLimiter(storage_from_string(storage_uri(redis_url)))

    @app.before_request
    def limit_posts():
        if request.method != "POST":
            return
        client = request.remote_addr or "unknown"
        for item in items:
            if not limiter.hit(item, "tokcheck", client):
                reset = limiter.get_window_stats(item, "tokcheck", client).reset_time
                retry_after = max(1, int(reset - time.time()) + 1)
                raise ApiError(429, f"too many requests: the limit is {item} per client; retry in {retry_after} s",
                               code="rate_limited", headers=[("Retry-After", str(retry_after))])
