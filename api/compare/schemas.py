"""Request and response of POST /v1/compare."""
from marshmallow import Schema, ValidationError, fields, validate

from api.annotation_schema import MessageSchema
from api.claims.schemas import HttpUrl


class LinkOrRecord(fields.Field):
    """A record link (http/https) or a record object as a leaderboard serves it."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str):
            return HttpUrl().deserialize(value)
        if isinstance(value, dict):
            return value
        raise ValidationError("expected a record link or a record object")


class CompareInSchema(Schema):
    a = LinkOrRecord(required=True, metadata={"description": "a record link or record object"})
    b = LinkOrRecord(required=True, metadata={"description": "a record link or record object"})


class RowSchema(Schema):
    knob = fields.String(required=True)
    a = fields.Raw(allow_none=True)
    b = fields.Raw(allow_none=True)
    differs = fields.Boolean(allow_none=True)


class CompareOutSchema(Schema):
    verdict = fields.String(required=True, validate=validate.OneOf(["comparable", "one_knob", "not_comparable"]))
    headline = fields.String(required=True)
    headline_message = fields.Nested(MessageSchema, required=True)
    a = fields.Dict(required=True)
    b = fields.Dict(required=True)
    ratio_b_over_a = fields.Float(allow_none=True)
    rows = fields.List(fields.Nested(RowSchema), required=True)
    differing = fields.List(fields.String(), required=True)
    unknown = fields.List(fields.String(), required=True)
    notes = fields.List(fields.String(), required=True)
    notes_messages = fields.List(fields.Nested(MessageSchema), required=True)
    experiment_plan = fields.List(fields.String(), required=True)
    experiment_plan_messages = fields.List(fields.Nested(MessageSchema), required=True)
    reference_version = fields.String(required=True)


COMPARE_EXAMPLE = {
    "a": {"gpu": "RTX 5090", "model": "Qwen/Qwen3.6-27B", "quantization": "Q4_K_M", "engine": "llama.cpp",
          "tok_s": 79.0},
    "b": "https://localmaxxing.com/en/runs/cmo9iw7sz0001jv04p5ijbb2l",
}
