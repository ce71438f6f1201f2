"""A reverse proxy on 127.0.0.1 that records every request before passing it on: it stands between the
browser extension and `tokcheck serve`, so a test can read exactly what the extension sent."""
import http.client
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from urllib.parse import urlsplit

from tests.support.local_server import LocalServer

HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade", "proxy-connection"}


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict
    body: bytes


class RecordingProxy(LocalServer):
    def __init__(self, target: str):
        self.requests: list[Recorded] = []
        target_parts = urlsplit(target)
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _forward(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                proxy.requests.append(Recorded(self.command, self.path, dict(self.headers), body))
                upstream = http.client.HTTPConnection(target_parts.hostname, target_parts.port, timeout=30)
                try:
                    headers = {k: v for k, v in self.headers.items()
                               if k.lower() not in HOP_BY_HOP and k.lower() != "host"}
                    upstream.request(self.command, self.path, body=body or None, headers=headers)
                    reply = upstream.getresponse()
                    data = reply.read()
                    self.send_response(reply.status)
                    for name, value in reply.getheaders():
                        if name.lower() not in HOP_BY_HOP and name.lower() != "content-length":
                            self.send_header(name, value)
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    # The browser left the page before the reply came back: nothing is waiting for it.
                    self.close_connection = True
                finally:
                    upstream.close()

            do_GET = do_POST = do_OPTIONS = _forward

            def log_message(self, *args):
                pass

        super().__init__(Handler)
