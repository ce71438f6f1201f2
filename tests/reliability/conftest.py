"""The reliability suite runs on the service fixtures (tests/service/conftest.py): a real Redis, real worker
processes, real HTTP servers on 127.0.0.1 and nothing else."""
from tests.service.conftest import (  # noqa: F401 - fixtures, found by pytest by name
    app,
    client,
    embedded_redis,
    redis_url,
    server_redis,
    service_env,
    settings,
    upstream,
)
