"""`tokcheck worker`: an RQ worker on the tokcheck queue, with the recovery sweep running beside it."""
import threading

from rq import Worker

from workers.service.jobs import process_settings
from workers.service.queue import get_queue
from workers.service.recovery import sweep_forever
from workers.service.redis_server import connect
from workers.service.settings import Settings


def run_worker(settings: Settings, *, burst: bool = False) -> bool:
    """Work the queue until stopped (or, with burst, until it is empty). Returns whether any job ran."""
    process_settings()                       # before any fork: every work horse inherits it
    connection = connect(settings.redis_url)
    stop = threading.Event()
    sweeper = threading.Thread(target=sweep_forever, args=(connect(settings.redis_url), settings, stop),
                               name="tokcheck-sweep", daemon=True)
    sweeper.start()
    try:
        worker = Worker([get_queue(connection)], connection=connection)
        return worker.work(burst=burst, with_scheduler=not burst, logging_level="WARNING")
    finally:
        stop.set()
