"""The API against its own OpenAPI document (schemathesis): whatever schemathesis sends, no response breaks the
schema documented for its status, and none is a 5xx. Bounded: a few examples per operation."""
import time

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from tests.service.conftest import MODERATOR, start_worker_process

EXAMPLES_PER_OPERATION = 40


@pytest.fixture(params=["embedded"])
def redis_url(request):
    """One Redis is enough here: the contract is the API's, not the store's."""
    return request.getfixturevalue("embedded_redis").url


@pytest.fixture
def api_schema(app, moderated, service_env):
    """The schema served by an app with a real worker process running, as `tokcheck serve` runs it (without a
    worker, /healthz rightly answers 503)."""
    worker = start_worker_process(service_env)
    deadline = time.monotonic() + 30
    while app.test_client().get("/healthz").status_code != 200 and time.monotonic() < deadline:
        time.sleep(0.1)
    yield schemathesis.openapi.from_wsgi("/v1/openapi.json", app)
    worker.terminate()
    worker.wait(timeout=10)


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.auth()
class ModeratorToken:
    """Alice's token on every case that does not test a missing token (schemathesis drops it for those)."""

    def get(self, case, context):
        return MODERATOR["Authorization"]

    def set(self, case, data, context):
        case.headers = {**(case.headers or {}), "Authorization": data}


@schema.parametrize()
@settings(max_examples=EXAMPLES_PER_OPERATION, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
def test_no_response_breaks_its_documented_schema(case):
    # Every check but "a schema-valid request is accepted": a link must be a real http(s) URL with a host, which
    # OpenAPI 3.0 cannot state beyond a pattern, so generated strings that merely look like URLs get a 422.
    case.call_and_validate(excluded_checks=[schemathesis.checks.positive_data_acceptance])
