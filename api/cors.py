"""CORS for the browser extension (chrome-extension://, moz-extension://) and configured web origins only.

Any other page's script gets no CORS headers, so a browser will not let it read tokcheck's answers.
"""
from flask import Flask, request

EXTENSION_SCHEMES = ("chrome-extension://", "moz-extension://")


def allowed(origin: str, web_origins) -> bool:
    return origin.startswith(EXTENSION_SCHEMES) or origin in web_origins


def register(app: Flask, web_origins: tuple[str, ...]) -> None:
    @app.after_request
    def add_cors_headers(response):
        origin = request.headers.get("Origin", "")
        if origin and allowed(origin, web_origins):
            response.headers["Access-Control-Allow-Origin"] = origin
            response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
            response.headers["Access-Control-Allow-Headers"] = "Content-Type"
            response.headers["Access-Control-Max-Age"] = "600"
            response.headers["Access-Control-Expose-Headers"] = "Retry-After"
        response.vary.add("Origin")
        return response
