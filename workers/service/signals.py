"""How our processes stop: SIGTERM (an operator, a supervisor, `tokcheck serve` stopping its workers) and SIGINT
raise KeyboardInterrupt where the process is, which the CLI ends on with status 0."""
import signal


def _raise_interrupt(signum, frame):
    raise KeyboardInterrupt


def stop_on_signal() -> None:
    """SIGTERM and SIGINT stop the process at once, from the main thread's next bytecode or blocking call."""
    signal.signal(signal.SIGTERM, _raise_interrupt)
    signal.signal(signal.SIGINT, _raise_interrupt)
