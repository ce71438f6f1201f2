"""The service's surroundings for a bench: a Redis (embedded, in a temporary directory, unless
TOKCHECK_REDIS_URL is set), emptied; a loopback leaderboard; and the environment the service reads, set for
this bench only (mock.patch.dict), not for the benches after."""
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from unittest import mock

from tests.support.upstream import Upstream
from workers.service.redis_server import EmbeddedRedis, connect
from workers.service.settings import Settings


@contextmanager
def service_environment(extra_env: dict | None = None):
    """Yields (settings, upstream); routes added to the upstream later are served."""
    embedded = None
    with mock.patch.dict(os.environ), Upstream() as upstream:
        if not os.environ.get("TOKCHECK_REDIS_URL"):
            embedded = EmbeddedRedis(Path(tempfile.mkdtemp(prefix="tokcheck-bench-")))
            os.environ["TOKCHECK_REDIS_URL"] = embedded.url
        os.environ.update({"TOKCHECK_UPSTREAM_LOCALMAXXING": upstream.origin, **(extra_env or {})})
        settings = Settings.from_env()
        connect(settings.redis_url).flushdb()
        try:
            yield settings, upstream
        finally:
            if embedded:
                embedded.stop()
