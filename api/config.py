"""API configuration: defaults, then the environment (TOKCHECK_*, REDIS_URL), then what create_app is given."""
import os

from workers.errors import InputError
from workers.settings import Settings

DEFAULTS = {
    "API_TITLE": "tokcheck",
    "API_VERSION": "v1",
    "OPENAPI_VERSION": "3.0.3",
    "OPENAPI_URL_PREFIX": "/v1",
    "OPENAPI_JSON_PATH": "openapi.json",
    "MAX_CONTENT_LENGTH": 256 * 1024,          # bytes of request body; bigger gets 413
    "TOKCHECK_MAX_CLAIMS": 50,                  # claims per POST /v1/claims
    "TOKCHECK_RATE_LIMIT": "120/minute;2000/hour",  # per client, POST routes only
    "TOKCHECK_WEB_ORIGINS": (),                 # browser origins allowed besides the extensions
    "TOKCHECK_MAX_WAIT": 10.0,                  # seconds GET /v1/claims/<id>?wait= may hold a request
    "TOKCHECK_MODERATORS": {},                  # moderator token -> name, for triage and reviews
}
MIN_TOKEN_LENGTH = 16                           # characters of a moderator token


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


def load(overrides: dict | None = None) -> dict:
    config = dict(DEFAULTS)
    if os.environ.get("TOKCHECK_RATE_LIMIT"):
        config["TOKCHECK_RATE_LIMIT"] = os.environ["TOKCHECK_RATE_LIMIT"]
    if os.environ.get("TOKCHECK_WEB_ORIGINS"):
        config["TOKCHECK_WEB_ORIGINS"] = tuple(o.strip() for o in os.environ["TOKCHECK_WEB_ORIGINS"].split(",") if o.strip())
    if os.environ.get("TOKCHECK_MODERATORS"):
        config["TOKCHECK_MODERATORS"] = moderators(os.environ["TOKCHECK_MODERATORS"])
    config.update(overrides or {})
    if "TOKCHECK_SETTINGS" not in config:
        config["TOKCHECK_SETTINGS"] = Settings.from_env()
    return config
