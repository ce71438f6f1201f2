"""The API behind the server `tokcheck serve` runs (tokcheck.serve.ApiServer: uvicorn, the waiting layer, the
Flask app on its threads), on a free loopback port in a daemon thread, as a context manager that yields its
base URL and, on leaving, waits until the server has stopped."""
import threading
from contextlib import contextmanager

from tokcheck.serve import ApiServer, listen


@contextmanager
def serving(app, settings):
    server = ApiServer(app, listen("127.0.0.1", 0), settings)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.server.started and thread.is_alive():
        thread.join(0.01)
    try:
        yield f"http://127.0.0.1:{server.port}"
    finally:
        server.close()
        thread.join(10)
