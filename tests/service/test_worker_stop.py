"""`tokcheck worker` stops on one SIGTERM whatever it is doing when Redis is gone: RQ retrying its connection, or
this worker waiting for Redis once RQ gave up. An operator's (or `tokcheck serve`'s) stop must not need a second
signal or a kill."""
import signal
import time

import pytest

from tests.service.conftest import start_worker_process
from tests.support.polling import wait_for_worker
from tests.support.redis_process import RedisProcess
from workers.service.worker import RECONNECT_SECONDS

STOP_WITHIN_S = 5


@pytest.mark.parametrize("lost_for", [1.0, RECONNECT_SECONDS + 3.0], ids=["rq-retrying", "waiting-for-redis"])
def test_one_sigterm_stops_a_worker_that_lost_redis(lost_for):
    with RedisProcess() as server:
        worker = start_worker_process({"TOKCHECK_REDIS_URL": server.url})
        try:
            wait_for_worker(server.url)
            server.kill()
            time.sleep(lost_for)
            worker.send_signal(signal.SIGTERM)
            assert worker.wait(timeout=STOP_WITHIN_S) == 0
        finally:
            if worker.poll() is None:
                worker.kill()
                worker.wait()
            server.start()
