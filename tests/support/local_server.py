"""An HTTP server on a free port of a loopback address, served from a daemon thread, used as a context manager:
the one lifecycle behind every stand-in server the tests start (leaderboard, proxy, static pages)."""
import threading
from http.server import ThreadingHTTPServer

# How often serve_forever looks for a shutdown request: its default, 0.5 s, was half a second of every test's
# teardown (about two minutes of the suite).
POLL_SECONDS = 0.02


class LocalServer:
    def __init__(self, handler, host: str = "127.0.0.1", port: int = 0):
        self.server = ThreadingHTTPServer((host, port), handler)
        self.server.daemon_threads = True
        self.origin = f"http://{host}:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, args=(POLL_SECONDS,), daemon=True)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
