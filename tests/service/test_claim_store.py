"""What a job does first, in one round trip (ClaimStore.start): run its claim, or say why not, on both Redis servers."""
from tests.service.test_recovery import _queued_lookup, services_of
from workers.service.claim_store import PENDING, ClaimStore, claim_key


def _status(connection, claim_id: str) -> str:
    return ClaimStore(connection).views([claim_id])[0]["status"]


def test_the_current_job_takes_the_lease_marks_the_claim_running_and_gets_its_input(client, settings):
    claim, job_id = _queued_lookup(client)
    connection = services_of(client).redis
    store = ClaimStore(connection, settings.lease_seconds)
    outcome, claim_input = store.start(claim, job_id)
    assert outcome == "running" and claim_input["links"]
    assert _status(connection, claim) == "running"
    assert store.status_and_lease(claim) == ("running", True)
    store.release(claim)
    assert store.status_and_lease(claim) == ("running", False)     # recovery may take it from here


def test_a_job_that_is_no_longer_its_claims_current_one_touches_nothing(client, settings):
    claim, job_id = _queued_lookup(client)
    connection = services_of(client).redis
    store = ClaimStore(connection, settings.lease_seconds)
    assert store.start(claim, job_id + "-replaced") == ("superseded", None)
    assert store.status_and_lease(claim) == ("queued", False)


def test_a_finished_claim_is_gone_and_leaves_pending(client, settings):
    claim, job_id = _queued_lookup(client)
    connection = services_of(client).redis
    store = ClaimStore(connection, settings.lease_seconds)
    assert store.finish(claim, {"verdict": "plausible"}, job_id=job_id)
    connection.sadd(PENDING, claim)                                     # as a late second job would find it
    assert store.start(claim, job_id) == ("gone", None)
    assert not connection.sismember(PENDING, claim)
    assert _status(connection, claim) == "done" and connection.get(claim_key(claim))


def test_a_releasing_finish_gives_up_the_lease_in_the_same_step_and_a_superseded_one_keeps_it(client, settings):
    claim, job_id = _queued_lookup(client)
    connection = services_of(client).redis
    store = ClaimStore(connection, settings.lease_seconds)
    store.start(claim, job_id)
    assert not store.finish(claim, {"verdict": "plausible"}, job_id=job_id + "-old", releasing=True)
    assert store.status_and_lease(claim) == ("running", True)            # not its job: nothing written
    assert store.finish(claim, {"verdict": "plausible"}, job_id=job_id, releasing=True)
    assert store.status_and_lease(claim) == ("done", False)
    store.release(claim, deleted=True)
