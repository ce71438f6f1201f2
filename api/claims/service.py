"""What the JSON routes and the web page both do with claims: accept them, wait for their stored views, and
render those in the reader's language."""
import json
import time

from flask import current_app

from api.errors import ApiError
from api.services import services
from workers.engine.claim_id import claim_id
from workers.engine.leaderboards import Unresolvable, plan_for
from workers.engine.messages.localize import localize
from workers.service.claim_store import ClaimStore
from workers.service.queue import submit
from workers.service.triage import Triage


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


def finished_or_current_view(claim_id: str, wait: float) -> bytes:
    """The stored view of a claim once done or failed, or as it stands after waiting up to `wait` seconds.
    Only settings.waiting_readers requests wait at once (api/slots.py); past that a reader gets the view as
    it stands now and asks again, so waiting readers can never hold every server thread."""
    hot = current_app.extensions["tokcheck.hot_views"]
    view = hot.get(claim_id)
    if view is not None:
        return view
    if wait <= 0:
        return _poll(claim_id, 0)
    with current_app.extensions["tokcheck.waiting"].take() as may_wait:
        return _poll(claim_id, wait if may_wait else 0)


def _poll(claim_id: str, wait: float) -> bytes:
    hot = current_app.extensions["tokcheck.hot_views"]
    store = ClaimStore(services().redis)
    deadline = time.monotonic() + min(wait, services().settings.max_wait)
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
