"""The moderators' page: `/triage` lists the queue with a decision form per claim; no JavaScript needed.

A moderator signs in with their token, which comes back as an HttpOnly, SameSite=Strict cookie scoped to
/triage, and Secure when the page is served over https; a decision, a sign-in and a sign-out are form POSTs
that must come from this page (Origin and Sec-Fetch-Site are checked), so no other site can make a moderator
decide anything, or sign them in or out.
"""
from flask import Blueprint, make_response, redirect, render_template, request, url_for
from marshmallow import ValidationError

from api.errors import ApiError, first_problem
from api.triage.auth import moderator_named, why_not_a_moderator
from api.triage.schemas import ReviewInSchema
from api.triage.service import decide, listing
from api.web.routes import reader_language
from api.web.strings import MARKS, STRINGS
from workers.service.triage import DECISIONS

blp = Blueprint("moderation", __name__, template_folder="templates")

COOKIE = "tokcheck_moderator"
COOKIE_SECONDS = 8 * 3600
PAGE_SIZE = 50
_REVIEW = ReviewInSchema()


def _page(template: str, status: int = 200, **values):
    lang = reader_language()
    return render_template(template, lang=lang, t=STRINGS[lang], marks=MARKS, decisions=DECISIONS, **values), status


def _sign_in_page(error: str | None, status: int):
    return _page("web/sign_in.html", status, error=error)


def _queue_page(error: str | None = None, status: int = 200):
    state = "reviewed" if request.args.get("state") == "reviewed" else "open"
    offset = max(0, request.args.get("offset", 0, type=int))
    return _page("web/triage.html", status, error=error, queue=listing(state, PAGE_SIZE, offset), offset=offset,
                 page_size=PAGE_SIZE)


def _same_site() -> bool:
    """A form post from this page. Browsers say so in Sec-Fetch-Site, which holds behind a proxy that rewrites
    Host (where the Origin would not match ours); a browser without it is held to its Origin."""
    site = request.headers.get("Sec-Fetch-Site")
    if site is not None:
        return site == "same-origin"
    origin = request.headers.get("Origin")
    return origin is None or origin == request.host_url.rstrip("/")


@blp.get("/triage")
def queue():
    if moderator_named(request.cookies.get(COOKIE)) is None:
        return _sign_in_page(None, 200)
    return _queue_page()


@blp.post("/triage/sign-in")
def sign_in():
    token = (request.form.get("token") or "").strip()
    if not _same_site():
        return _sign_in_page(STRINGS[reader_language()]["triage"]["cross_site"], 403)
    if moderator_named(token) is None:
        message = STRINGS[reader_language()]["triage"]["bad_token"] if token else why_not_a_moderator()
        return _sign_in_page(message, 401)
    response = make_response(redirect(url_for("moderation.queue", lang=reader_language()), 303))
    response.set_cookie(COOKIE, token, max_age=COOKIE_SECONDS, path="/triage", httponly=True, samesite="Strict",
                        secure=request.is_secure)
    return response


@blp.post("/triage/sign-out")
def sign_out():
    if not _same_site():                  # another site must not sign a moderator out either
        return _sign_in_page(STRINGS[reader_language()]["triage"]["cross_site"], 403)
    response = make_response(redirect(url_for("moderation.queue", lang=reader_language()), 303))
    response.delete_cookie(COOKIE, path="/triage", httponly=True, samesite="Strict", secure=request.is_secure)
    return response


@blp.post("/triage/<claim_id>/review")
def review(claim_id):
    by = moderator_named(request.cookies.get(COOKIE))
    if by is None:
        return _sign_in_page(why_not_a_moderator(), 401)
    if not _same_site():
        return _queue_page(STRINGS[reader_language()]["triage"]["cross_site"], 403)
    try:
        body = _REVIEW.load({"decision": request.form.get("decision", ""), "note": request.form.get("note", "")})
        decide(claim_id, body["decision"], body["note"], by)
    except ValidationError as error:
        field, message = first_problem(error.messages)
        return _queue_page(f"{field}: {message}", 422)
    except ApiError as error:
        return _queue_page(error.message, error.code)
    return redirect(url_for("moderation.queue", lang=reader_language(), state=request.args.get("state", "open")), 303)
