"""Requests and responses of /v1/claims and /v1/lookup (DESIGN section 4)."""
from marshmallow import Schema, fields, validate

from api.annotation_schema import AnnotationSchema
from workers.engine.messages import LANGUAGES
from workers.service.claim_store import STATUSES

MAX_LINKS = 20


class HttpUrl(fields.Url):
    """An http(s) URL of reasonable length; anything else is a 422 naming the field."""

    def __init__(self, **kwargs):
        super().__init__(schemes={"http", "https"}, require_tld=False, validate=validate.Length(max=2048),
                         error_messages={"invalid": "expected an http or https URL"}, **kwargs)


class ClaimInSchema(Schema):
    text = fields.String(required=True, validate=validate.Length(min=1, max=2000),
                         metadata={"description": "the sentence holding the claim"})
    value = fields.Float(allow_none=True, load_default=None, validate=validate.Range(min=0, min_inclusive=False),
                         metadata={"description": "the number in tokens per second", "exclusiveMinimum": True})
    unit = fields.String(load_default="tok/s", validate=validate.Length(max=32))
    context = fields.String(load_default="", validate=validate.Length(max=4000),
                            metadata={"description": "a few words around the claim"})
    links = fields.List(HttpUrl(), load_default=list, validate=validate.Length(max=MAX_LINKS),
                        metadata={"description": "links in the same post"})


class ClaimsInSchema(Schema):
    page_url = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=2048),
                             metadata={"description": "the page's origin (the extension sends nothing more)"})
    page_url_hash = fields.String(load_default=None, allow_none=True, validate=validate.Regexp(r"^[0-9a-f]{16,128}$"),
                                  metadata={"description": "a hash of the page's full URL, to count pages"})
    claims = fields.List(fields.Nested(ClaimInSchema), required=True)


class LookupInSchema(Schema):
    url = HttpUrl(required=True, metadata={"description": "a benchmark record link"})


class ClaimViewSchema(Schema):
    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    annotation = fields.Nested(AnnotationSchema)
    reason = fields.String(metadata={"description": "why a `failed` claim could not be judged"})


class ClaimsOutSchema(Schema):
    claims = fields.List(fields.Nested(ClaimViewSchema), required=True)


class BatchOutSchema(Schema):
    claims = fields.List(fields.Nested(ClaimViewSchema), required=True)
    unknown = fields.List(fields.String(), required=True, metadata={"description": "ids no claim has"})


class WaitArgsSchema(Schema):
    wait = fields.Float(load_default=0.0, validate=validate.Range(min=0, max=30),
                        metadata={"description": "seconds to wait for the annotation before answering"})
    lang = fields.String(load_default="en", validate=validate.OneOf(LANGUAGES),
                         metadata={"description": "language of the annotation's sentences"})


class BatchArgsSchema(WaitArgsSchema):
    ids = fields.String(required=True, validate=validate.Regexp(r"^[0-9a-f]{8,64}(,[0-9a-f]{8,64}){0,49}$", error=
                        "expected 1 to 50 claim ids separated by commas"),
                        metadata={"description": "claim ids separated by commas (at most 50)"})


CLAIMS_EXAMPLE = {
    "page_url": "https://forum.example",
    "page_url_hash": "9f2c1a7e5b3d4c6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f",
    "claims": [{"text": "single 5090, 27B dense, 2103.6 tok/s at batch 1", "value": 2103.6, "unit": "tok/s",
                "context": "Our DFlash build: single 5090, 27B dense, 2103.6 tok/s at batch 1.",
                "links": ["https://localmaxxing.com/en/runs/cmo9iw7sz0001jv04p5ijbb2l"]}],
}
