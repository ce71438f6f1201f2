"""The web page: `/` takes a pasted link or claim sentence, `/c/<id>` shows the full card. No JavaScript needed.

Server-rendered with Jinja's autoescape, so record notes and post text reach the reader as text, never markup.
"""
import json
import re

from flask import Blueprint, make_response, redirect, render_template, request, url_for
from marshmallow import ValidationError

from api.claims.schemas import ClaimInSchema
from api.claims.service import accept, current_view, link_claim, unfinished, wait_for
from api.errors import ApiError, first_problem
from api.web.bar import speed_bar
from api.web.strings import MARKS, STRINGS, pick_language
from workers.engine.messages.localize import localize

blp = Blueprint("web", __name__, template_folder="templates", static_folder="static", static_url_path="/static/web")

_URL = re.compile(r"https?://[^\s<>\"']+")
_PAGE_WAIT = 5.0     # seconds /c/<id> waits for a fresh claim before showing "checking" and refreshing itself
_CLAIM = ClaimInSchema()


@blp.context_processor
def marks() -> dict:
    return {"marks": MARKS}


def reader_language() -> str:
    """?lang= (query or form), else the browser's preference between English and Chinese."""
    return pick_language(request.args.get("lang") or request.form.get("lang"), request.accept_languages)


def _claim_from(pasted: str) -> dict:
    """A lone link is a lookup; anything else is a claim sentence, with the links it holds. Checked by the
    same schema as POST /v1/claims, so the page accepts nothing the API would refuse."""
    links = _URL.findall(pasted)
    if len(links) == 1 and links[0] == pasted:
        return link_claim(pasted, "q")
    try:
        return _CLAIM.load({"text": pasted, "unit": "tok/s", "links": links})
    except ValidationError as error:
        field, message = first_problem(error.messages)
        raise ApiError(422, f"q ({field}): {message}", "q") from None


@blp.get("/")
def index():
    lang = reader_language()
    return render_template("web/index.html", lang=lang, t=STRINGS[lang], error=None, pasted="")


@blp.post("/check")
def check():
    lang = reader_language()
    pasted = (request.form.get("q") or "").strip()
    error = None
    if not pasted:
        error = STRINGS[lang]["empty"]
    else:
        try:
            view = accept([_claim_from(pasted)])[0]
        except ApiError as failure:
            error = failure.message
        else:
            return redirect(url_for("web.card", claim_id=view["id"], lang=lang), 303)
    return render_template("web/index.html", lang=lang, t=STRINGS[lang], error=error, pasted=pasted), 422


@blp.get("/c/<claim_id>")
def card(claim_id):
    lang = reader_language()
    try:
        stored = current_view(claim_id)
    except ApiError:
        return render_template("web/card.html", lang=lang, t=STRINGS[lang], view=None, a=None, bar=None), 404
    view = json.loads(stored)
    annotation = view.get("annotation")
    if annotation:
        annotation = localize(annotation, lang)
    page = make_response(render_template("web/card.html", lang=lang, t=STRINGS[lang], view=view, a=annotation,
                                         bar=speed_bar(annotation) if annotation else None))
    return wait_for(page, unfinished([claim_id], [stored]), _PAGE_WAIT)
