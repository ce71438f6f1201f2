"""While 10 slow link comparisons and 200 waiting readers are open, /healthz still answers, at once: the slow
paths are capped below the server's threads (api/slots.py). Its p95 is measured by `python -m bench --only healthz`."""
import threading
import time

import pytest

from tests.support.pressure import Pressure, timed_get
from tokcheck.serve import make_server


@pytest.mark.parametrize("redis_url", ["machine"], indirect=True)
def test_healthz_answers_while_slow_compares_and_waiting_readers_are_open(app, client, settings, upstream):
    server = make_server(app, "127.0.0.1", 0, settings)
    threading.Thread(target=server.run, daemon=True).start()
    base = f"http://127.0.0.1:{server.effective_port}"
    claims = [client.post("/v1/claims", json={"claims": [{"text": f"{n} tok/s", "value": n}]}).json["claims"][0]["id"]
              for n in range(1, 21)]                          # queued, and no worker: readers wait their full time
    try:
        with Pressure(base, upstream, claims, wait=3) as pressure:
            answers = [timed_get(base, "/healthz") for _ in range(20)]
        print(f"\n/healthz under pressure: slowest of 20 {max(t for _, t in answers) * 1000:.0f} ms; "
              f"the slow requests got {pressure.answered}")
        assert all(status in (200, 503) for status, _ in answers)
        assert max(t for _, t in answers) < 2.0
        assert pressure.answered.get(503, 0) > 0             # compares past their slots were told so at once
    finally:
        drained = time.monotonic() + 15               # close once idle: waitress closed under queued requests
        while (server.task_dispatcher.queue or server.task_dispatcher.active_count) and time.monotonic() < drained:
            time.sleep(0.05)                          # writes its wake-up byte to a descriptor reused since
        server.close()
