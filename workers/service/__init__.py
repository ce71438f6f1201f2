"""The parts that talk to the world: settings, Redis (embedded or a server), the claim store, the queue and its
RQ jobs, recovery, triage, the fetch cache, the guarded fetcher and the worker. They call the engine; the engine
never calls them.
"""
