"""One error shape for every failure: `{"error": {"code", "message", "field"?}}` with the HTTP status.

Redis out of reach is 503 with Retry-After on every route, not a 500: the client did nothing wrong and should
come back.

webargs/marshmallow validation messages are flattened to the first problem, with its field as a dotted path
(`claims[0].links[1]`), so a client can point at what to fix.
"""
import redis
from flask import Flask, current_app, jsonify
from werkzeug.exceptions import HTTPException, InternalServerError

CODES = {400: "bad_request", 401: "unauthorized", 404: "not_found", 405: "method_not_allowed", 409: "conflict",
         413: "too_large", 415: "unsupported_media_type", 422: "invalid", 429: "rate_limited", 503: "unavailable"}


class ApiError(HTTPException):
    """A 4xx a route raises on purpose, naming the field at fault."""

    def __init__(self, status: int, message: str, field: str | None = None, code: str | None = None,
                 headers: list[tuple[str, str]] = ()):
        super().__init__(message)
        self.code, self.message, self.field, self.error_code = status, message, field, code
        self.extra_headers = list(headers)


def first_problem(messages, path: str = "") -> tuple[str | None, str]:
    """The first (field path, message) in a nested marshmallow error dict."""
    if isinstance(messages, dict):
        for key, value in messages.items():
            if key == "_schema":
                return first_problem(value, path)
            step = f"[{key}]" if isinstance(key, int) or str(key).isdigit() else (f".{key}" if path else str(key))
            return first_problem(value, path + step)
    if isinstance(messages, list) and messages:
        return first_problem(messages[0], path)
    return (path or None), str(messages)


def error_body(status: int, message: str, field: str | None = None, code: str | None = None):
    error = {"code": code or CODES.get(status, "error"), "message": message}
    if field:
        error["field"] = field
    response = jsonify({"error": error})
    response.status_code = status
    return response


def handle_http_exception(error: HTTPException):
    if isinstance(error, ApiError):
        response = error_body(error.code, error.message, error.field, error.error_code)
        response.headers.extend(error.extra_headers)
        return response
    messages = (getattr(error, "data", None) or {}).get("messages")
    if messages:
        if messages.get("json") == ["Invalid JSON body."]:
            return error_body(400, "the body is not valid JSON", code="invalid_json")
        field, message = first_problem(messages[next(iter(messages))])
    else:
        field, message = None, error.description or error.name
    response = error_body(error.code or 500, message, field)
    for name, value in error.get_headers():             # Allow on 405, and the like
        if name.lower() != "content-type":
            response.headers[name] = value
    return response


RETRY_AFTER_SECONDS = 5


def handle_redis_down(error: redis.ConnectionError | redis.TimeoutError):
    current_app.logger.warning("Redis unavailable: %s", error)
    response = error_body(503, "the claim store is unavailable; retry shortly", code="unavailable")
    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def handle_unexpected(error: Exception):
    """A bug: logged with its traceback, answered without one."""
    current_app.logger.exception("unhandled error: %s", error)
    return error_body(500, "internal error; it has been logged", code="internal")


def register(app: Flask) -> None:
    app.register_error_handler(HTTPException, handle_http_exception)
    app.register_error_handler(InternalServerError, handle_http_exception)
    app.register_error_handler(redis.ConnectionError, handle_redis_down)    # BusyLoadingError too: an AOF loading
    app.register_error_handler(redis.TimeoutError, handle_redis_down)
    app.register_error_handler(Exception, handle_unexpected)
