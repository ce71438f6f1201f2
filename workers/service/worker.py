"""`tokcheck worker`: an RQ worker on the tokcheck queue, with a thread beside it that beats for /healthz and
runs the recovery sweep, which is also the scheduler that queues retries when their time comes (recovery.py).

Jobs run in the worker's own process (RQ's SimpleWorker, as JobWorker), not in a work horse forked per job: the
fork cost more than the work (24 claims/s per worker against about 2,000 records/s of checks). What the fork's isolation
gave is kept by other means: a record is read within limits (size, nesting, digits: json_limits), a job that
overruns its timeout is stopped by RQ's alarm and `failed`, and a worker that dies is restarted (`tokcheck
serve`) while recovery re-queues its claim when the lease lapses.

Redis unreachable at start is one line (RedisUnreachable; the CLI exits 2). Redis lost later: the background
thread says so once and says once when it is back; meanwhile RQ retries with backoff (at most RECONNECT_SECONDS
apart, so work resumes within seconds of Redis), or, if its loop stopped, this waits with backoff and starts it
again. RQ's own line per failed attempt, with its traceback, is filtered out.
"""
import logging
import os
import socket
import threading

import redis
from rq import SimpleWorker
from rq.utils import now

from workers.service import liveness
from workers.service.jobs import process_settings
from workers.service.queue import get_queue
from workers.service.recovery import sweep_if_our_turn
from workers.service.redis_server import START_PATIENCE, connect, wait_for_redis
from workers.service.settings import Settings
from workers.service.signals import stop_on_signal

log = logging.getLogger("tokcheck.worker")
RECONNECT_SECONDS = 5.0
LISTENER_POLL_SECONDS = 1.0


class _QuietAboutRedis(logging.Filter):
    """Drops RQ's records about a lost Redis: one per attempt, some with a traceback. _background says it once
    instead."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        text = record.getMessage()
        return not (isinstance(error, redis.RedisError) or "redis.exceptions." in text
                    or "connect to Redis" in text or "Redis connection" in text)


class JobWorker(SimpleWorker):
    """RQ's SimpleWorker, whose own heartbeat outside a pipeline (three round trips, sent several times per
    job: a third of a short job's queue cost) goes out at most once a second. The key it renews lives for
    minutes (worker_ttl + 60 s), so a beat skipped within a second of the last loses nothing."""

    stopping = False

    def request_stop(self, signum, frame):
        """RQ's warm shutdown, remembered: a loop that ended with Redis gone must not wait for it if asked to stop."""
        self.stopping = True
        super().request_stop(signum, frame)

    def subscribe(self):
        """RQ's command listener, polling every second instead of every minute. redis-py 8.2's `stop()` joins the
        listener, and one that read its own unsubscribe before the stop flag was set waits a whole poll for a
        subscription that never comes: a burst worker then took a minute to exit (rq#1613 is the same hang)."""
        self.pubsub = self.connection.pubsub()
        self.pubsub.subscribe(**{self.pubsub_channel_name: self.handle_payload})
        self.pubsub_thread = self.pubsub.run_in_thread(sleep_time=LISTENER_POLL_SECONDS, daemon=True,
                                                       exception_handler=self._pubsub_exception_handler)

    def heartbeat(self, timeout: int | None = None, pipeline=None):
        last = getattr(self, "last_heartbeat", None)
        if timeout is None and pipeline is None and last and (now() - last).total_seconds() < 1.0:
            return
        super().heartbeat(timeout, pipeline)


def _background(settings: Settings, name: str, stop: threading.Event) -> None:
    connection, lost = connect(settings.redis_url), False
    while not stop.wait(settings.sweep_seconds):
        try:
            liveness.beat(connection, name)
            sweep_if_our_turn(connection, settings)
        except redis.RedisError as error:
            if not lost:
                log.warning("lost Redis at %s (%s); retrying with backoff", settings.redis_url, error)
            lost = True
            continue
        if lost:
            log.warning("Redis at %s answers again; working", settings.redis_url)
        lost = False


def run_worker(settings: Settings, *, burst: bool = False) -> bool:
    """Work the queue until stopped (or, with burst, until it is empty). Returns whether any job ran."""
    process_settings()                       # settings and the fetcher, once for every job this worker runs
    connection = connect(settings.redis_url)
    wait_for_redis(connection, settings.redis_url, patience=START_PATIENCE)
    logging.getLogger("rq.worker").addFilter(_QuietAboutRedis())
    name = f"{socket.gethostname()}.{os.getpid()}"
    liveness.beat(connection, name)          # counted by /healthz from now, not after the first sweep period
    stop = threading.Event()
    threading.Thread(target=_background, args=(settings, name, stop), name="tokcheck-background",
                     daemon=True).start()
    worked = False
    try:
        while True:
            worker = None
            try:
                worker = JobWorker([get_queue(connection)], connection=connection,
                                   name=f"{name}.{os.urandom(3).hex()}")
                worker.max_connection_wait_time = RECONNECT_SECONDS
                worked |= worker.work(burst=burst, logging_level="WARNING")
            except redis.RedisError:
                pass                         # Redis gone as the loop began, or as RQ's teardown deregistered it
            if burst or (worker is not None and worker.stopping):
                return worked                # stopped on request
            # RQ's loop ended on a lost Redis: wait for it (at once if it is back already: a 4 s outage outlives
            # RQ's own retries by moments) on fresh sockets (the pooled ones died with the old server), and start
            # again. RQ's handlers, left installed, would only note a stop meanwhile; the next loop installs its own.
            stop_on_signal()
            connection.connection_pool.disconnect()
            wait_for_redis(connection, settings.redis_url, patience=None)
    finally:
        stop.set()
        try:
            liveness.gone(connection, name)
        except redis.RedisError:
            pass
