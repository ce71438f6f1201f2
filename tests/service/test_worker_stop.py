"""`tokcheck worker` stops on one SIGTERM whatever it is doing when Redis is gone: RQ retrying its connection, or
this worker waiting for Redis once RQ gave up. An operator's (or `tokcheck serve`'s) stop must not need a second
signal or a kill."""
import signal
import threading
import time

import pytest

from tests.service.conftest import start_worker_process
from tests.support.polling import wait_for_worker
from tests.support.redis_process import RedisProcess
from workers.service.queue import get_queue
from workers.service.worker import RECONNECT_SECONDS, JobWorker

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


def test_a_worker_whose_listener_saw_its_unsubscribe_first_still_stops_at_once(redis_url):
    """The race that kept a burst worker alive for a minute under load: the command listener reads the
    unsubscribe reply and polls again before RQ's teardown sets its stop flag."""
    import redis

    connection = redis.Redis.from_url(redis_url)
    worker = JobWorker([get_queue(connection)], connection=connection)
    worker.subscribe()
    worker.pubsub.unsubscribe()
    time.sleep(0.3)                                   # the listener has read the reply and waits to be subscribed
    teardown = threading.Thread(target=worker.unsubscribe, daemon=True)
    teardown.start()
    teardown.join(timeout=STOP_WITHIN_S)
    assert not teardown.is_alive(), f"teardown still waiting on the listener after {STOP_WITHIN_S} s"
