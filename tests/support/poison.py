"""Upstream answers built to hurt a fetcher, each a `Route` for tests/support/upstream.py: documents past the
reader's limits, bytes trickled, connections reset, lengths that lie, bodies that are huge or inflate to huge."""
import json
import socket
import struct
import time
import zlib

from tests.support.upstream import Route

HEADERS = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"


def deep_json(depth: int = 100_000) -> Route:
    return Route(body=b'{"tokSOut": ' + b"[" * depth + b"]" * depth + b"}")


def huge_number(digits: int = 5001) -> Route:
    return Route(body=b'{"tokSOut": ' + b"9" * digits + b', "gpu": "RTX 5090"}')


def _trickle(data: bytes, wfile, every: float):
    for byte in data:
        wfile.write(bytes([byte]))
        wfile.flush()
        time.sleep(every)


def headers_trickled(every: float = 0.3) -> Route:
    """The status line and headers a byte at a time: each read gets a byte, so only a whole-fetch deadline ends it."""
    return Route(send=lambda wfile, conn: _trickle(HEADERS + b"Content-Length: 2\r\n\r\n{}", wfile, every))


def body_trickled(every: float = 0.3) -> Route:
    body = json.dumps({"tokSOut": 1, "notes": "x" * 200}).encode()
    return Route(send=lambda wfile, conn: (wfile.write(HEADERS + b"Content-Length: %d\r\n\r\n" % len(body)),
                                           wfile.flush(), _trickle(body, wfile, every)))


def reset() -> Route:
    """Half the headers, then a TCP reset (SO_LINGER 0)."""
    def send(wfile, conn):
        wfile.write(HEADERS[:20])
        wfile.flush()
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        conn.close()
    return Route(send=send)


def length_lies() -> Route:
    """Says 10,000 bytes, sends 20 and closes."""
    return Route(send=lambda wfile, conn: wfile.write(HEADERS + b'Content-Length: 10000\r\n\r\n{"tokSOut": 1, "x":'))


def fifty_megabytes() -> Route:
    return Route(body=b"{}", stream_bytes=50 * 1024 * 1024)


def gzip_bomb(megabytes: int = 64) -> Route:
    """About 300 KB that inflate to `megabytes` MB of JSON-looking filler (one gzip member)."""
    packer, block = zlib.compressobj(1, zlib.DEFLATED, 31), b" " * (1 << 20)
    body = b"".join([packer.compress(b"[")] + [packer.compress(block) for _ in range(megabytes)] +
                    [packer.compress(b"]"), packer.flush()])
    return Route(body=body, headers=(("Content-Encoding", "gzip"),))


POISONS = {"deep_json": deep_json, "huge_number": huge_number, "headers_trickled": headers_trickled,
           "body_trickled": body_trickled, "reset": reset, "length_lies": length_lies,
           "fifty_megabytes": fifty_megabytes, "gzip_bomb": gzip_bomb}
