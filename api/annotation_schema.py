"""The annotation as a marshmallow schema (DESIGN section 4): the CLI validates with it, the API documents with it.

Kept out of the pure core on purpose: the checks build plain dicts, this only states their contract.
"""
from marshmallow import Schema, fields, validate

from workers.engine.checks.base import STATUSES
from workers.engine.verdict import VERDICTS


class MessageSchema(Schema):
    key = fields.String(required=True)
    args = fields.Dict(keys=fields.String(), required=True)


class InputSchema(Schema):
    value = fields.Raw(allow_none=True)
    from_ = fields.String(data_key="from", required=True,
                          validate=validate.OneOf(["record", "claim", "reference", "assumed"]))
    detail = fields.String()


class CheckSchema(Schema):
    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    figure = fields.Raw(allow_none=True)
    summary = fields.String(required=True)
    summary_message = fields.Nested(MessageSchema, required=True)
    reasoning = fields.List(fields.String(), required=True)
    messages = fields.List(fields.Nested(MessageSchema), required=True)
    inputs = fields.Dict(keys=fields.String(), values=fields.Nested(InputSchema), required=True)
    caveats = fields.List(fields.String(), required=True)
    caveat_messages = fields.List(fields.Nested(MessageSchema), required=True)


class RangeSchema(Schema):
    low = fields.Float(required=True)
    high = fields.Float(required=True)
    basis = fields.String(required=True)
    basis_message = fields.Nested(MessageSchema, required=True)
    label = fields.String(required=True, validate=validate.Equal("inferred, not measured"))


class SourceSchema(Schema):
    url = fields.String(allow_none=True)
    leaderboard = fields.String(allow_none=True)
    fetched_at = fields.String(allow_none=True)


class ReviewSchema(Schema):
    decision = fields.String(required=True)
    by = fields.String(required=True)
    at = fields.String(required=True)
    note = fields.String(allow_none=True)


class AnnotationSchema(Schema):
    verdict = fields.String(required=True, validate=validate.OneOf(VERDICTS))
    headline = fields.String(required=True)
    headline_message = fields.Nested(MessageSchema, required=True)
    claim = fields.Dict(allow_none=True)
    record = fields.Dict(allow_none=True)
    source = fields.Nested(SourceSchema, allow_none=True)
    checks = fields.List(fields.Nested(CheckSchema), required=True)
    inferred_range = fields.Nested(RangeSchema, allow_none=True)
    experiment_plan = fields.List(fields.String(), required=True)
    experiment_plan_messages = fields.List(fields.Nested(MessageSchema), required=True)
    caveats = fields.List(fields.String(), required=True)
    caveat_messages = fields.List(fields.Nested(MessageSchema), required=True)
    review = fields.Nested(ReviewSchema, allow_none=True)
    retry_at = fields.String(metadata={"description": "unresolved by a transient failure: from when (UTC) a "
                                                      "post of the claim fetches its record again"})
    reference_version = fields.String(required=True)
