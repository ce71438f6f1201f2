"""What the JSON routes and the web page both do with claims: accept them, wait for their stored views, and
render those in the reader's language."""
import json
import time

from flask import current_app

from api.claims.wakeups import RECHECK
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


FINAL = ("done", "failed")


def finished_or_current_view(claim_id: str, wait: float) -> bytes:
    """The stored view of a claim once done or failed, or as it stands after waiting up to `wait` seconds."""
    view = current_app.extensions["tokcheck.hot_views"].get(claim_id)
    if view is not None:
        return view
    view = views_after([claim_id], wait)[0]
    if view is None:
        raise ApiError(404, f"no claim with id {claim_id}", "id")
    return view


def views_after(claim_ids: list[str], wait: float) -> list[bytes | None]:
    """The stored views of claim_ids (None: unknown) once any of the unfinished ones finishes, or as they stand
    after `wait` seconds; woken by the workers' messages (api/claims/wakeups.py), not by polling. Only
    settings.waiting_readers requests wait at once (api/slots.py); past that a reader gets the views as they
    stand and asks again, so waiting readers can never hold every server thread."""
    svc, extensions = services(), current_app.extensions
    store, hot = ClaimStore(svc.redis), extensions["tokcheck.hot_views"]
    deadline = time.monotonic() + min(wait, svc.settings.max_wait)
    with extensions["tokcheck.waiting"].take() as may_wait, svc.wakeups.watching(claim_ids) as woken:
        while True:
            views = store.view_bytes_of(claim_ids)
            for claim_id, view in zip(claim_ids, views, strict=True):
                if view is not None and status_of(view) in FINAL:
                    hot.put(claim_id, view)
            open_ones = [v for v in views if v is not None and status_of(v) not in FINAL]
            left = deadline - time.monotonic()
            if not open_ones or not may_wait or left <= 0 or woken.is_set():
                return views
            woken.wait(min(left, RECHECK))
