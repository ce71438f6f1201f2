"""POST /v1/claims, GET /v1/claims/<id>, POST /v1/lookup: claims in, annotations out when workers are done."""
import json
import time

from flask import Response, current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from api.claims.schemas import ClaimsInSchema, ClaimsOutSchema, ClaimViewSchema, LookupInSchema, WaitArgsSchema
from api.errors import ApiError
from api.services import services
from workers.claim_id import claim_id
from workers.messages.localize import localize
from workers.queue import submit
from workers.resolvers import Unresolvable, plan_for
from workers.store import ClaimStore

blp = Blueprint("claims", __name__, url_prefix="/v1", description="Claims and their annotations")


def _json(body: bytes | str, status: int = 200) -> Response:
    return Response(body, status=status, mimetype="application/json")


def status_of(view: bytes) -> str:
    """The status of a stored view without parsing the annotation (the view starts {"id":...,"status":...})."""
    start = view.index(b'"status":"') + len(b'"status":"')
    return view[start:view.index(b'"', start)].decode()


def in_language(view: bytes, lang: str) -> bytes | str:
    """The view with its annotation's sentences in lang; English views go out as stored, unparsed."""
    if lang == "en" or b'"annotation"' not in view:
        return view
    parsed = json.loads(view)
    parsed["annotation"] = localize(parsed["annotation"], lang)
    return json.dumps(parsed, ensure_ascii=False)


def accept(claims: list[dict]) -> list[dict]:
    """Store and queue each claim not seen before; the views of all, in order."""
    svc = services()
    ids = []
    for claim in claims:
        ident = claim_id(claim["text"], claim["context"], claim["value"], claim["unit"], claim["links"])
        submit(svc.redis, ident, claim, svc.settings)
        ids.append(ident)
    return ClaimStore(svc.redis).views(ids)


@blp.route("/claims")
class Claims(MethodView):
    @blp.arguments(ClaimsInSchema)
    @blp.response(202, ClaimsOutSchema)
    def post(self, body):
        """Submit the claims found on a page; each comes back with its id and status (and annotation if known)."""
        limit = current_app.config["TOKCHECK_MAX_CLAIMS"]
        if not body["claims"]:
            raise ApiError(422, "send at least one claim", "claims")
        if len(body["claims"]) > limit:
            raise ApiError(422, f"at most {limit} claims per request, got {len(body['claims'])}", "claims",
                           "too_many_claims")
        return _json(json.dumps({"claims": accept(body["claims"])}, ensure_ascii=False), 202)


@blp.route("/claims/<claim_id>")
class ClaimById(MethodView):
    @blp.arguments(WaitArgsSchema, location="query")
    @blp.response(200, ClaimViewSchema)
    def get(self, args, claim_id):
        """A claim's status, and its annotation once done; `wait` holds the request until then (at most 10 s).

        `lang=zh` renders the annotation's sentences in Chinese from the same message keys."""
        view = finished_or_current_view(claim_id, args["wait"])
        return _json(in_language(view, args["lang"]))


def finished_or_current_view(claim_id: str, wait: float) -> bytes:
    """The stored view of a claim once done or failed, or as it stands after waiting up to `wait` seconds."""
    hot = current_app.extensions["tokcheck.hot_views"]
    view = hot.get(claim_id)
    if view is not None:
        return view
    store = ClaimStore(services().redis)
    deadline = time.monotonic() + min(wait, current_app.config["TOKCHECK_MAX_WAIT"])
    while True:
        view = store.view_bytes(claim_id)
        if view is None:
            raise ApiError(404, f"no claim with id {claim_id}", "id")
        if status_of(view) in ("done", "failed"):
            hot.put(claim_id, view)
            return view
        if time.monotonic() >= deadline:
            return view
        time.sleep(0.05)


@blp.route("/lookup")
class Lookup(MethodView):
    @blp.arguments(LookupInSchema)
    @blp.response(202, ClaimViewSchema)
    def post(self, body):
        """Check one benchmark link: like a claim with only a link."""
        try:
            plan_for(body["url"], services().settings.upstreams)
        except Unresolvable as error:
            raise ApiError(422, error.reason, "url", "unsupported_link") from None
        claim = {"text": "", "value": None, "unit": None, "context": "", "links": [body["url"]]}
        return _json(json.dumps(accept([claim])[0], ensure_ascii=False), 202)
