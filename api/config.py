"""The Flask side of configuration: the OpenAPI document's settings and the request size cap.

Everything tokcheck itself can be told lives in one Settings object (workers/service/settings.py), which
create_app keeps in `app.config["TOKCHECK_SETTINGS"]`; routes read it through `services().settings`.
"""
DEFAULTS = {
    "API_TITLE": "tokcheck",
    "API_VERSION": "v1",
    "OPENAPI_VERSION": "3.0.3",
    "OPENAPI_URL_PREFIX": "/v1",
    "OPENAPI_JSON_PATH": "openapi.json",
    "MAX_CONTENT_LENGTH": 256 * 1024,          # bytes of request body; bigger gets 413
}
