"""POST /v1/compare: the difference table of two records, given as links or as record objects.

A link is fetched in the request, but never unboundedly: at most settings.compare_slots comparisons fetch at
once (the next gets 503 with Retry-After at once, holding no thread), and both sides share one fetch deadline,
so link comparisons can hold at most that many server threads for at most that long. Queueing them as jobs
(202 and a poll) would move the fetch off the API but change the route's contract for every client, for a
route that is asked rarely; the bound gives the same guarantee to the other routes.
"""
from flask import current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from api.compare.schemas import COMPARE_EXAMPLE, CompareInSchema, CompareOutSchema
from api.errors import ApiError
from api.openapi import WRITE_JSON, documented
from api.services import services
from workers.engine.compare import compare
from workers.engine.errors import InputError
from workers.engine.leaderboards import Unresolvable, normalize_document, resolve
from workers.engine.record import Record
from workers.engine.reference import REFERENCE
from workers.service.fetch_cache import CachedFetch
from workers.service.fetch_deadline import deadline

blp = Blueprint("compare", __name__, url_prefix="/v1", description="Difference tables")


def _record(side: str, given) -> Record:
    """One side as a record: a link is resolved now (through the cache and the guard), an object is read."""
    svc = services()
    if isinstance(given, str):
        try:
            fetch = CachedFetch(svc.redis, svc.fetcher, ttl=svc.settings.cache_seconds,
                                wait=svc.settings.fetch_limits.total_timeout)
            return resolve(given, svc.settings.upstreams, fetch).record
        except Unresolvable as error:
            raise ApiError(422, error.reason, side, "unresolved") from None
    try:
        records = normalize_document(given)
    except InputError as error:
        raise ApiError(422, error.message, f"{side}.{error.field}" if error.field else side) from None
    if len(records) != 1:
        raise ApiError(422, f"expected one record, found {len(records)}", side)
    return records[0]


@blp.route("/compare")
class Compare(MethodView):
    @blp.arguments(CompareInSchema(), example=COMPARE_EXAMPLE)
    @blp.response(200, CompareOutSchema)
    @documented(blp, "compareRecords", *WRITE_JSON)
    def post(self, body):
        """Compare two records knob by knob: two or more knobs apart is not_comparable."""
        if not any(isinstance(body[side], str) for side in ("a", "b")):
            return compare(_record("a", body["a"]), _record("b", body["b"]), REFERENCE)
        with current_app.extensions["tokcheck.comparing"].take() as free:
            if not free:
                raise ApiError(503, "busy: other link comparisons are fetching; retry shortly", code="busy",
                               headers=[("Retry-After", "2")])
            with deadline(services().settings.fetch_limits.total_timeout):
                return compare(_record("a", body["a"]), _record("b", body["b"]), REFERENCE)
