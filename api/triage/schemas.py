"""Requests and responses of GET /v1/triage and POST /v1/claims/<id>/review."""
from marshmallow import Schema, fields, validate

from api.annotation_schema import ReviewSchema
from workers.service.triage import DECISIONS


class TriageArgsSchema(Schema):
    state = fields.String(
        load_default="open",
        validate=validate.OneOf(("open", "reviewed")),
        metadata={"description": "open: undecided, worst and most-seen first; reviewed: latest first"},
    )
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=200))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0))


class ReviewInSchema(Schema):
    decision = fields.String(
        required=True,
        validate=validate.OneOf(DECISIONS),
        metadata={"description": "the moderator's verdict, shown beside the computed one"},
    )
    note = fields.String(
        load_default="",
        validate=validate.Length(max=1000),
        metadata={"description": "why, in a sentence or two; every reader's card shows it"},
    )


class TriageItemSchema(Schema):
    id = fields.String(required=True)
    pages = fields.Integer(required=True, metadata={"description": "distinct pages the claim was seen on"})
    verdict = fields.String(required=True)
    headline = fields.String(required=True)
    claim = fields.Dict(allow_none=True, metadata={"description": "the claim's words, as the annotation holds them"})
    source = fields.Dict(allow_none=True)
    review = fields.Nested(ReviewSchema, allow_none=True)


class TriageOutSchema(Schema):
    state = fields.String(required=True)
    counts = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    claims = fields.List(fields.Nested(TriageItemSchema), required=True)
