"""What the OpenAPI document says about failures: the one error envelope, and which statuses each route returns.

flask-smorest registers a response component per HTTP status with its ERROR_SCHEMA; ours is the envelope the
API really sends (api/errors.py), so `documented(blp, ...)` only names the statuses a route can answer.
"""
from flask_smorest import Api
from marshmallow import Schema, fields


class ErrorDetailSchema(Schema):
    code = fields.String(required=True, metadata={"example": "invalid"})
    message = fields.String(required=True, metadata={"example": "Not a valid URL."})
    field = fields.String(metadata={"description": "the field at fault, as a path", "example": "claims[0].links[1]"})


class ErrorSchema(Schema):
    error = fields.Nested(ErrorDetailSchema, required=True)


class TokcheckApi(Api):
    ERROR_SCHEMA = ErrorSchema


# Statuses by cause, so routes name them by what they do.
READ = (404, 422, 503)
WRITE_JSON = (400, 413, 415, 422, 429, 503)
MODERATOR = (401,)
_NAMES = {400: "BAD_REQUEST", 401: "UNAUTHORIZED", 404: "NOT_FOUND", 409: "CONFLICT", 413: "REQUEST_ENTITY_TOO_LARGE",
          415: "UNSUPPORTED_MEDIA_TYPE", 422: "UNPROCESSABLE_ENTITY", 429: "TOO_MANY_REQUESTS",
          503: "SERVICE_UNAVAILABLE"}


def documented(blp, operation_id: str, *statuses: int):
    """Give a view its operationId and document each error status it can return, in the envelope."""
    def decorate(view):
        for status in sorted(set(statuses)):
            view = blp.alt_response(status, response=_NAMES[status])(view)
        return blp.doc(operationId=operation_id)(view)
    return decorate
