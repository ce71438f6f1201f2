"""GET /v1/triage and POST /v1/claims/<id>/review: the moderators' queue and their decisions (DESIGN section 1)."""
from flask import current_app, g
from flask.views import MethodView
from flask_smorest import Blueprint

from api.claims.schemas import ClaimViewSchema
from api.errors import ApiError
from api.services import services
from api.triage.auth import moderator
from api.triage.schemas import ReviewInSchema, TriageArgsSchema, TriageOutSchema
from workers.store import ClaimStore
from workers.triage import NotReviewable, Triage

blp = Blueprint("triage", __name__, url_prefix="/v1", description="Moderators: the triage queue and reviews")


@blp.before_request
def require_moderator():
    """Every triage route needs a moderator token, checked before the request body is even read."""
    g.moderator = moderator()


def _item(claim_id: str, pages: int, view: dict | None) -> dict | None:
    annotation = (view or {}).get("annotation")
    if not annotation:
        return None
    return {"id": claim_id, "pages": pages, "verdict": annotation["verdict"], "headline": annotation["headline"],
            "claim": annotation.get("claim"), "source": annotation.get("source"), "review": annotation.get("review")}


@blp.route("/triage")
class TriageQueue(MethodView):
    @blp.doc(security=[{"moderatorToken": []}])
    @blp.arguments(TriageArgsSchema, location="query")
    @blp.response(200, TriageOutSchema)
    def get(self, args):
        """The claims readers met, worst verdict first and then the most pages; `state=reviewed` for the decided."""
        triage = Triage(services().redis)
        read = triage.open if args["state"] == "open" else triage.reviewed
        rows = read(args["limit"], args["offset"])
        views = ClaimStore(services().redis).views([claim_id for claim_id, _ in rows])
        items = [_item(claim_id, pages, view) for (claim_id, pages), view in zip(rows, views)]
        return {"state": args["state"], "counts": triage.counts(), "claims": [i for i in items if i]}


@blp.route("/claims/<claim_id>/review")
class Review(MethodView):
    @blp.doc(security=[{"moderatorToken": []}])
    @blp.arguments(ReviewInSchema)
    @blp.response(200, ClaimViewSchema)
    def post(self, body, claim_id):
        """Record a moderator's decision on a judged claim; every reader's badge shows it beside the verdict."""
        try:
            view = Triage(services().redis).review(claim_id, body["decision"], body["note"], g.moderator)
        except NotReviewable as error:
            raise ApiError(error.status, error.reason, "id", "not_judged" if error.status == 409 else None) from None
        current_app.extensions["tokcheck.hot_views"].forget(claim_id)
        return view
