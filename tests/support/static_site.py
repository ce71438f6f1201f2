"""A static site on 127.0.0.1 for the browser tests: the test pages, and React's UMD builds from npm."""
from functools import partial
from http.server import SimpleHTTPRequestHandler
from pathlib import Path

from tests.support.local_server import LocalServer

ROOT = Path(__file__).resolve().parents[2]
VENDOR = {"/vendor/react.js": ROOT / "node_modules/react/umd/react.production.min.js",
          "/vendor/react-dom.js": ROOT / "node_modules/react-dom/umd/react-dom.production.min.js"}


class _Handler(SimpleHTTPRequestHandler):
    def translate_path(self, path):
        vendored = VENDOR.get(path.split("?", 1)[0])
        return str(vendored) if vendored else super().translate_path(path)

    def log_message(self, *args):
        pass


class StaticSite(LocalServer):
    def __init__(self, directory: Path):
        super().__init__(partial(_Handler, directory=str(directory)))
