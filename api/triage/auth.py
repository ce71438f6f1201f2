"""Moderators are named by a bearer token (TOKCHECK_MODERATORS); everything under triage needs one."""
import hmac

from flask import current_app, request

from api.errors import ApiError


def moderator() -> str:
    """The name of the moderator whose token the request carries; 401 otherwise (the token is never echoed)."""
    known = current_app.config["TOKCHECK_MODERATORS"]
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() == "bearer" and token:
        for candidate, name in known.items():
            if hmac.compare_digest(candidate.encode(), token.strip().encode()):
                return name
    reason = "a moderator token is required" if known else "no moderators are configured (TOKCHECK_MODERATORS)"
    raise ApiError(401, f"{reason}: send Authorization: Bearer <token>", "Authorization", "unauthorized",
                   headers=[("WWW-Authenticate", 'Bearer realm="tokcheck triage"')])
