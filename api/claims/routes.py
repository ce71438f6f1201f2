"""POST /v1/claims, GET /v1/claims/<id>, GET /v1/claims?ids=, POST /v1/lookup: claims in, annotations out when
workers are done.

A claim's view carries an ETag (a hash of the bytes sent) and `Cache-Control: no-cache`: a reader keeps its copy
and revalidates it with If-None-Match, getting 304 until the view changes (finished, or a moderator's review).

Argument schemas are given as instances, here and on every route: given a class, webargs builds a new schema per
request, which was a third of a cached read's time in the app.
"""
import hashlib
import json

from flask import Response, request
from flask.views import MethodView
from flask_smorest import Blueprint

from api.claims.schemas import (
    CLAIMS_EXAMPLE,
    BatchArgsSchema,
    BatchOutSchema,
    ClaimsInSchema,
    ClaimsOutSchema,
    ClaimViewSchema,
    LookupInSchema,
    WaitArgsSchema,
)
from api.claims.service import accept, current_view, current_views, in_language, link_claim, unfinished, wait_for
from api.errors import ApiError
from api.openapi import READ, WRITE_JSON, documented
from api.services import services

blp = Blueprint("claims", __name__, url_prefix="/v1", description="Claims and their annotations")


def _json(body: bytes | str, status: int = 200) -> Response:
    return Response(body, status=status, mimetype="application/json")


@blp.route("/claims")
class Claims(MethodView):
    @blp.arguments(BatchArgsSchema(), location="query")
    @blp.response(200, BatchOutSchema)
    @documented(blp, "getClaims", 422, 503)
    def get(self, args):
        """Many claims in one request: their views once any unfinished one finishes (or is reviewed), or as
        they stand after `wait` seconds (at most 10); woken by the workers, not by polling."""
        ids = list(dict.fromkeys(args["ids"].split(",")))
        views = current_views(ids)
        found = [in_language(v, args["lang"]) for v in views if v is not None]
        body = b'{"claims":[' + b",".join(v if isinstance(v, bytes) else v.encode() for v in found) + b'],"unknown":'
        body += json.dumps([i for i, v in zip(ids, views, strict=True) if v is None]).encode() + b"}"
        return wait_for(_json(body), unfinished(ids, views), args["wait"])

    @blp.arguments(ClaimsInSchema(), example=CLAIMS_EXAMPLE)
    @blp.response(202, ClaimsOutSchema)
    @documented(blp, "submitClaims", *WRITE_JSON)
    def post(self, body):
        """Submit the claims found on a page; each comes back with its id and status (and annotation if known)."""
        limit = services().settings.max_claims
        if not body["claims"]:
            raise ApiError(422, "send at least one claim", "claims")
        if len(body["claims"]) > limit:
            raise ApiError(422, f"at most {limit} claims per request, got {len(body['claims'])}", "claims",
                           "too_many_claims")
        return _json(json.dumps({"claims": accept(body["claims"], body["page_url_hash"])}, ensure_ascii=False), 202)


@blp.route("/claims/<claim_id>")
class ClaimById(MethodView):
    @blp.arguments(WaitArgsSchema(), location="query")
    @blp.response(200, ClaimViewSchema)
    @documented(blp, "getClaim", *READ)
    def get(self, args, claim_id):
        """A claim's status, and its annotation once done; `wait` holds the request until then (at most 10 s).

        `lang=zh` renders the annotation's sentences in Chinese from the same message keys."""
        view = current_view(claim_id)
        response = wait_for(_json(in_language(view, args["lang"])), unfinished([claim_id], [view]), args["wait"])
        response.set_etag(hashlib.blake2b(response.get_data(), digest_size=12).hexdigest())
        response.cache_control.no_cache = True
        return response.make_conditional(request)


@blp.route("/lookup")
class Lookup(MethodView):
    @blp.arguments(LookupInSchema(), example={"url": "https://localmaxxing.com/en/runs/cmo9iw7sz0001jv04p5ijbb2l"})
    @blp.response(202, ClaimViewSchema)
    @documented(blp, "lookupLink", *WRITE_JSON)
    def post(self, body):
        """Check one benchmark link: like a claim with only a link."""
        return _json(json.dumps(accept([link_claim(body["url"], "url")])[0], ensure_ascii=False), 202)
