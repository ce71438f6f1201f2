"""What the triage JSON routes and the moderators' web page both do: list the queue, record a decision."""
from flask import current_app

from api.errors import ApiError
from api.services import services
from workers.service.claim_store import ClaimStore
from workers.service.triage import NotReviewable, Triage


def _item(claim_id: str, pages: int, view: dict | None) -> dict | None:
    annotation = (view or {}).get("annotation")
    if not annotation:
        return None
    return {"id": claim_id, "pages": pages, "verdict": annotation["verdict"], "headline": annotation["headline"],
            "claim": annotation.get("claim"), "source": annotation.get("source"), "review": annotation.get("review")}


def listing(state: str, limit: int, offset: int) -> dict:
    """One page of the open queue (worst verdict, then most pages, first) or of the reviewed claims."""
    connection = services().redis
    triage = Triage(connection)
    rows = (triage.open if state == "open" else triage.reviewed)(limit, offset)
    views = ClaimStore(connection).views([claim_id for claim_id, _ in rows])
    items = [_item(claim_id, pages, view) for (claim_id, pages), view in zip(rows, views, strict=False)]
    return {"state": state, "counts": triage.counts(), "claims": [i for i in items if i]}


def decide(claim_id: str, decision: str, note: str, by: str) -> dict:
    """Store a moderator's decision; 404 for an unknown claim, 409 for one not judged yet."""
    try:
        view = Triage(services().redis).review(claim_id, decision, note, by)
    except NotReviewable as error:
        raise ApiError(error.status, error.reason, "id", "not_judged" if error.status == 409 else None) from None
    current_app.extensions["tokcheck.hot_views"].forget(claim_id)
    return view
