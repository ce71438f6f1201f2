"""tokcheck's back end: the pure check engine, and (later) the RQ jobs that feed it."""
