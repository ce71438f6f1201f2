"""A real HTTP server on 127.0.0.1 standing in for a leaderboard: it serves fixture records in the shapes the
resolvers fetch, counts every request, and misbehaves on demand (404, 500, slow, HTML, 50 MB, redirects, and
anything a route's `send` does with the raw socket: tests/support/poison.py)."""
import json
import threading
import time
from collections import Counter
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler

from tests.support.local_server import LocalServer


@dataclass
class Route:
    status: int = 200
    body: bytes = b"{}"
    content_type: str = "application/json"
    delay: float = 0.0
    headers: tuple = ()
    stream_bytes: int = 0          # send this many bytes of filler after the body, chunk by chunk
    send: object = None            # send(wfile, connection): write the whole answer by hand, however wrong


def json_route(doc, **kwargs) -> Route:
    return Route(body=json.dumps(doc).encode("utf-8"), **kwargs)


def record_id(prefix: str, n: int) -> str:
    """The n-th record id under prefix, 25 characters like localmaxxing's ids, distinct for every n."""
    return f"{prefix}{n:0{25 - len(prefix)}d}"


def serve_distinct_records(upstream, prefix: str, count: int, row: dict) -> list[str]:
    """count records of their own on the upstream (row, each with its own id), so every claim linking one pays
    its fetch; their links."""
    links = []
    for n in range(count):
        ident = record_id(prefix, n)
        upstream.routes[f"/api/speed-tests/{ident}"] = json_route({**row, "id": ident})
        links.append(f"https://localmaxxing.com/runs/{ident}")
    return links


class Upstream(LocalServer):
    def __init__(self, host: str = "127.0.0.1", port: int = 0):
        self.routes: dict[str, Route] = {}
        self.hits: Counter = Counter()
        self._lock = threading.Lock()
        upstream = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True     # headers and body go out as two writes: else 40 ms each on keep-alive

            def do_GET(self):
                with upstream._lock:
                    upstream.hits[self.path] += 1
                route = upstream.routes.get(self.path) or Route(404, b'{"error": "not found"}')
                time.sleep(route.delay)
                if route.send is not None:
                    self.close_connection = True
                    try:
                        route.send(self.wfile, self.connection)
                    except OSError:
                        pass                # the client gave up (its deadline): that's the point
                    return
                self.send_response(route.status)
                self.send_header("Content-Type", route.content_type)
                for name, value in route.headers:
                    self.send_header(name, value)
                if route.stream_bytes:
                    self.send_header("Transfer-Encoding", "chunked")
                    self.end_headers()
                    self._stream(route)
                    return
                self.send_header("Content-Length", str(len(route.body)))
                self.end_headers()
                try:
                    self.wfile.write(route.body)
                except (BrokenPipeError, ConnectionResetError):
                    pass                    # the client stopped reading (the size cap): that's the point

            def _stream(self, route):
                chunk = b" " * 65536
                try:
                    for _ in range(route.stream_bytes // len(chunk)):
                        self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                    self.wfile.write(b"0\r\n\r\n")
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args):
                pass

        super().__init__(Handler, host, port)
        self.server.handle_error = lambda request, address: None    # a client that hung up is no news here

    def total_hits(self) -> int:
        return sum(self.hits.values())


class Listener:
    """A bare TCP listener that records whether anything connected (for the fetch guard's tests)."""

    def __init__(self, host: str, port: int = 0):
        import socket

        self.sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind((host, port))
        self.sock.listen(16)
        self.sock.settimeout(0.02)                    # how soon the accept loop sees a stop
        self.port = self.sock.getsockname()[1]
        self.connections = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)

    def _accept(self):
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self.connections += 1
            conn.close()

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        self.sock.close()
