"""GET /v1/triage and POST /v1/claims/<id>/review: the moderators' queue and their decisions (DESIGN section 1)."""
from flask import g
from flask.views import MethodView
from flask_smorest import Blueprint

from api.claims.schemas import ClaimViewSchema
from api.openapi import MODERATOR, WRITE_JSON, documented
from api.triage.auth import moderator
from api.triage.schemas import ReviewInSchema, TriageArgsSchema, TriageOutSchema
from api.triage.service import decide, listing

blp = Blueprint("triage", __name__, url_prefix="/v1", description="Moderators: the triage queue and reviews")


@blp.before_request
def require_moderator():
    """Every triage route needs a moderator token, checked before the request body is even read."""
    g.moderator = moderator()


@blp.route("/triage")
class TriageQueue(MethodView):
    @blp.doc(security=[{"moderatorToken": []}])
    @blp.arguments(TriageArgsSchema(), location="query")
    @blp.response(200, TriageOutSchema)
    @documented(blp, "listTriage", *MODERATOR, 422, 503)
    def get(self, args):
        """The claims readers met, worst verdict first and then the most pages; `state=reviewed` for the decided."""
        return listing(args["state"], args["limit"], args["offset"])


@blp.route("/claims/<claim_id>/review")
class Review(MethodView):
    @blp.doc(security=[{"moderatorToken": []}])
    @blp.arguments(
        ReviewInSchema(), example={"decision": "implausible", "note": "AL equals the window: fed, not measured."}
    )
    @blp.response(200, ClaimViewSchema)
    @documented(blp, "reviewClaim", *MODERATOR, *WRITE_JSON, 404, 409)
    def post(self, body, claim_id):
        """Record a moderator's decision on a judged claim; every reader's badge shows it beside the verdict."""
        return decide(claim_id, body["decision"], body["note"], g.moderator)
