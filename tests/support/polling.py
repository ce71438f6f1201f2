"""Waiting in tests that talk to the Flask app directly: the app never holds a request itself (the server's
waiting layer does, api/waiting.py), so such a test asks again until what it waits for is there."""
import time

import pytest


def wait_for(predicate, timeout: float, what: str):
    """predicate()'s first truthy value within `timeout` seconds; a test failure naming `what` otherwise."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    pytest.fail(f"timed out waiting for {what}")


def final_view(client, claim_id: str, timeout: float = 15.0) -> dict:
    """The claim's view once done or failed, read through the Flask test client."""
    def final():
        view = client.get(f"/v1/claims/{claim_id}").json
        return view if view["status"] in ("done", "failed") else None
    return wait_for(final, timeout, f"claim {claim_id} to finish")


def wait_for_worker(redis_url: str, timeout: float = 30) -> None:
    """Until a worker on redis_url has beaten once (liveness): up and on its queue. A fixed sleep raced a loaded
    machine, where starting the process alone can take seconds."""
    import redis

    from workers.service.liveness import ALIVE

    connection = redis.Redis.from_url(redis_url)
    try:
        wait_for(lambda: connection.zcard(ALIVE) > 0, timeout, "the worker's first beat")
    finally:
        connection.close()
