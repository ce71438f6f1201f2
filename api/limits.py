"""Per-client rate limits on the routes that create work (POST), kept in the same Redis as everything else.

A client over its limit gets 429 with Retry-After, in the common error shape.
"""
from flask import Flask, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address


def storage_uri(redis_url: str) -> str:
    """The `limits` library spells a unix-socket Redis as redis+unix://."""
    if redis_url.startswith("unix://"):
        return "redis+unix://" + redis_url[len("unix://"):]
    return redis_url


def register(app: Flask, redis_url: str) -> Limiter:
    limiter = Limiter(get_remote_address, app=app, storage_uri=storage_uri(redis_url),
                      default_limits=[app.config["TOKCHECK_RATE_LIMIT"]], headers_enabled=True,
                      default_limits_exempt_when=lambda: request.method != "POST",
                      key_prefix="tokcheck-limits", strategy="fixed-window")
    return limiter
