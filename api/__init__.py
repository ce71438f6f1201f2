"""The tokcheck API: `create_app(config)` builds the Flask app (the Flask tutorial's factory pattern).

Nothing connects at import; Redis, settings and the fetcher are made here and kept in app.extensions.
"""
from flask import Flask, request

from api import config as api_config
from api import cors, errors, limits, security_headers
from api.claims.hot_views import HotViews
from api.claims.routes import blp as claims_blp
from api.claims.wakeups import Wakeups
from api.compare.routes import blp as compare_blp
from api.errors import ApiError
from api.health.routes import blp as health_blp
from api.openapi import TokcheckApi
from api.services import Services
from api.slots import Slots
from api.triage.routes import blp as triage_blp
from api.web.moderation import blp as moderation_blp
from api.web.routes import blp as web_blp
from workers.engine import json_limits
from workers.engine.errors import InputError
from workers.service.redis_server import connect
from workers.service.settings import Settings

FORM_BLUEPRINTS = ("web", "moderation")  # the pages, which post HTML forms; every other POST takes JSON


def create_app(settings: Settings | None = None, config: dict | None = None) -> Flask:
    """The app for `settings` (default: read from the environment); `config` is extra Flask config."""
    settings = settings or Settings.from_env()
    app = Flask(__name__)
    app.config.update({**api_config.DEFAULTS, **(config or {}), "TOKCHECK_SETTINGS": settings})
    if not settings.redis_url:
        raise RuntimeError("no Redis: set TOKCHECK_REDIS_URL, or start with `tokcheck serve`, which embeds one")
    connection = connect(settings.redis_url)
    app.extensions["tokcheck"] = Services(redis=connection, settings=settings, fetcher=settings.fetcher(),
                                          wakeups=Wakeups(connection))
    app.extensions["tokcheck.hot_views"] = HotViews()
    app.extensions["tokcheck.comparing"] = Slots(settings.compare_slots)
    api = TokcheckApi(app)
    api.spec.components.security_scheme("moderatorToken", {"type": "http", "scheme": "bearer"})
    for blueprint in (claims_blp, compare_blp, health_blp, triage_blp):
        api.register_blueprint(blueprint)
    app.register_blueprint(web_blp)
    app.register_blueprint(moderation_blp)
    errors.register(app)
    cors.register(app, settings.web_origins)
    security_headers.register(app, FORM_BLUEPRINTS)
    limits.register(app, settings.redis_url, settings.rate_limit)

    @app.before_request
    def require_json():
        """JSON bodies are read within limits first (json_limits: nesting, number length, NaN, lone surrogates),
        so the schemas only ever see what they can handle; a refusal names the field (or the position). A request
        that matches no route gets its 404/405 first: the body's type is moot there."""
        if request.routing_exception is not None:
            return
        if request.method != "POST" or request.blueprint in FORM_BLUEPRINTS:
            return
        if not request.is_json:
            raise ApiError(415, "send the body as JSON with Content-Type: application/json", code="not_json")
        try:
            json_limits.loads(request.get_data(cache=True))
        except InputError as error:
            if error.field:
                raise ApiError(422, error.message, error.field) from None
            raise ApiError(400, f"the body is not valid JSON: {error.message}", code="invalid_json") from None

    return app
