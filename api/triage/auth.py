"""Moderators are named by a token (TOKCHECK_MODERATORS): a bearer header for the JSON routes, a cookie set by
the triage page's sign-in form for the web page."""
import hmac

from flask import request

from api.errors import ApiError
from api.services import services


def moderator_named(token: str | None) -> str | None:
    """The moderator whose token this is, compared in constant time; None for anything else."""
    if not token:
        return None
    for candidate, name in services().settings.moderators.items():
        if hmac.compare_digest(candidate.encode(), token.strip().encode()):
            return name
    return None


def why_not_a_moderator() -> str:
    configured = bool(services().settings.moderators)
    return "a moderator token is required" if configured else "no moderators are configured (TOKCHECK_MODERATORS)"


def moderator() -> str:
    """The name behind the request's bearer token; 401 otherwise (the token is never echoed)."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    name = moderator_named(token) if scheme.lower() == "bearer" else None
    if name is None:
        raise ApiError(401, f"{why_not_a_moderator()}: send Authorization: Bearer <token>", "Authorization",
                       "unauthorized", headers=[("WWW-Authenticate", 'Bearer realm="tokcheck triage"')])
    return name
