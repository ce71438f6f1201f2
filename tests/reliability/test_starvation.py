"""While 10 slow link comparisons and 200 waiting readers are open, /healthz still answers, at once: a waiting
reader holds no server thread (api/waiting.py) and link comparisons are capped below the threads (api/slots.py).
Its p95 is measured by `python -m bench --only healthz`."""
import pytest

from tests.support.api_server import serving
from tests.support.pressure import Pressure, timed_get


@pytest.mark.parametrize("redis_url", ["machine"], indirect=True)
def test_healthz_answers_while_slow_compares_and_waiting_readers_are_open(app, client, settings, upstream):
    claims = [client.post("/v1/claims", json={"claims": [{"text": f"{n} tok/s", "value": n}]}).json["claims"][0]["id"]
              for n in range(1, 21)]                          # queued, and no worker: readers wait their full time
    with serving(app, settings) as base, Pressure(base, upstream, claims, wait=3) as pressure:
        answers = [timed_get(base, "/healthz") for _ in range(20)]
    print(f"\n/healthz under pressure: slowest of 20 {max(t for _, t in answers) * 1000:.0f} ms; "
          f"the slow requests got {pressure.answered}")
    assert all(status in (200, 503) for status, _ in answers)
    assert max(t for _, t in answers) < 2.0
    assert pressure.answered.get("compare 503", 0) > 0     # compares past their slots were told so at once
    assert 200 <= pressure.answered.get("read 200", 0) <= 400   # every reader waited its 3 s, none spun
