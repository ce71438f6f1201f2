"""A static site on 127.0.0.1 for the browser tests: the test pages, and React's UMD builds from npm."""
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENDOR = {"/vendor/react.js": ROOT / "node_modules/react/umd/react.production.min.js",
          "/vendor/react-dom.js": ROOT / "node_modules/react-dom/umd/react-dom.production.min.js"}


class _Handler(SimpleHTTPRequestHandler):
    def translate_path(self, path):
        vendored = VENDOR.get(path.split("?", 1)[0])
        return str(vendored) if vendored else super().translate_path(path)

    def log_message(self, *args):
        pass


class StaticSite:
    def __init__(self, directory: Path):
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Handler, directory=str(directory)))
        self.server.daemon_threads = True
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
