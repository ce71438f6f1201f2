"""Headers that keep browsers from doing more with tokcheck's answers than showing them.

Every response: `X-Content-Type-Options: nosniff` (a JSON answer is never run as script or styled as CSS) and
`Referrer-Policy: no-referrer` (a claim's id in a URL does not travel to the sites a card links to). The HTML
pages besides: a Content-Security-Policy with no inline script and no script at all (the pages need none),
styles from this origin only, forms posting back here only, and no framing (`frame-ancestors 'none'`, and
X-Frame-Options for older browsers), so no other site can overlay the moderators' buttons.
"""
from flask import Flask, request

HTML_POLICY = ("default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; "
               "frame-ancestors 'none'; base-uri 'none'")


def register(app: Flask, html_blueprints: tuple[str, ...]) -> None:
    @app.after_request
    def add_security_headers(response):
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        if request.blueprint in html_blueprints or response.mimetype == "text/html":
            response.headers["Content-Security-Policy"] = HTML_POLICY
            response.headers["X-Frame-Options"] = "DENY"
        return response
