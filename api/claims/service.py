"""What the JSON routes and the web page both do with claims: accept them, wait for their stored views, and
render those in the reader's language."""
import json

from flask import Response, current_app

from api.errors import ApiError
from api.services import services
from api.waiting import ask_to_wait
from workers.engine.claim_id import claim_id
from workers.engine.leaderboards import Unresolvable, plan_for
from workers.engine.messages.localize import localize
from workers.service.claim_store import ClaimStore, status_of
from workers.service.queue import submit
from workers.service.triage import Triage


def in_language(view: bytes, lang: str) -> bytes | str:
    """The view with its annotation's sentences in lang; English views go out as stored, unparsed."""
    if lang == "en" or b'"annotation"' not in view:
        return view
    parsed = json.loads(view)
    parsed["annotation"] = localize(parsed["annotation"], lang)
    return json.dumps(parsed, ensure_ascii=False)


def link_claim(url: str, field: str) -> dict:
    """A claim with only a record link (a lookup); a link no resolver reads is a 422 naming `field`, at once."""
    try:
        plan_for(url, services().settings.upstreams)
    except Unresolvable as error:
        raise ApiError(422, error.reason, field, "unsupported_link") from None
    return {"text": "", "value": None, "unit": None, "context": "", "links": [url]}


def accept(claims: list[dict], page_hash: str | None = None) -> list[dict]:
    """Store and queue each claim not seen before, and count the page it was seen on for triage; the views of
    all, in order."""
    svc = services()
    ids = []
    for claim in claims:
        ident = claim_id(claim["text"], claim["context"], claim["value"], claim["unit"], claim["links"])
        if submit(svc.redis, ident, claim, svc.settings):
            current_app.extensions["tokcheck.hot_views"].forget(ident)    # queued again: its old view is stale
        ids.append(ident)
    if page_hash:
        with svc.redis.pipeline(transaction=False) as pipe:
            for ident in ids:
                Triage(pipe).seen(ident, page_hash)
            pipe.execute()
    return ClaimStore(svc.redis).views(ids)


FINAL = ("done", "failed")


def current_view(claim_id: str) -> bytes:
    """The stored view of a claim (a 404 naming `id` when unknown)."""
    view = current_app.extensions["tokcheck.hot_views"].get(claim_id) or current_views([claim_id])[0]
    if view is None:
        raise ApiError(404, f"no claim with id {claim_id}", "id")
    return view


def current_views(claim_ids: list[str]) -> list[bytes | None]:
    """The stored views of claim_ids (None: unknown); finished ones are kept a moment for the next reader."""
    hot = current_app.extensions["tokcheck.hot_views"]
    views = ClaimStore(services().redis).view_bytes_of(claim_ids)
    for ident, view in zip(claim_ids, views, strict=True):
        if view is not None and status_of(view) in FINAL:
            hot.put(ident, view)
    return views


def unfinished(claim_ids: list[str], views: list[bytes | None]) -> list[str]:
    """The claims of `views` that a reader may wait for (known, and not done or failed yet)."""
    return [i for i, v in zip(claim_ids, views, strict=True) if v is not None and status_of(v) not in FINAL]


def wait_for(response: Response, claim_ids: list[str], wait: float) -> Response:
    """`response` asks the server to hold it up to `wait` seconds (at most settings.max_wait) for claim_ids to
    finish, without a thread (api/waiting.py)."""
    return ask_to_wait(response, claim_ids, min(wait, services().settings.max_wait))
