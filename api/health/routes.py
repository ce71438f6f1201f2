"""GET /healthz: is Redis up, and is at least one worker alive (beating now, not merely registered)?"""
import redis
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields

from api.services import services
from workers.service.liveness import live_workers
from workers.service.queue import get_queue

blp = Blueprint("health", __name__, description="Liveness")


class HealthSchema(Schema):
    ok = fields.Boolean(required=True)
    redis = fields.Boolean(required=True)
    workers = fields.Integer(required=True)
    queued = fields.Integer(allow_none=True)


@blp.route("/healthz")
class Health(MethodView):
    @blp.response(200, HealthSchema)
    @blp.alt_response(503, schema=HealthSchema, description="Redis down or no worker")
    @blp.doc(operationId="health")
    def get(self):
        """200 when Redis answers and a worker is up; 503 (same body) otherwise."""
        connection = services().redis
        try:
            workers = live_workers(connection, services().settings.sweep_seconds)
            queued = get_queue(connection).count
        except redis.RedisError:
            return {"ok": False, "redis": False, "workers": 0, "queued": None}, 503, {"Retry-After": "5"}
        body = {"ok": workers > 0, "redis": True, "workers": workers, "queued": queued}
        return body, 200 if workers else 503
