"""The one owner of outbound HTTP: every request tokcheck sends upstream goes through `Fetcher.get_json`.

The guard: http(s) only; the host is resolved once, every address it names is checked (addresses.refusal),
and the connection goes to the checked address (the URL is rewritten to it, with the Host header and TLS
server name kept), so a second lookup cannot swap it. Redirects are followed by hand and checked again, at
most three, and only to http(s). One deadline covers the whole fetch, redirects, headers and body included
(fetch_deadline.py), so an upstream trickling bytes cannot hold a worker. The body is capped after decoding,
and decoded in bounded steps so a compression bomb is stopped at the cap, not after it; only JSON is read. A
configured upstream origin (TOKCHECK_UPSTREAM_*) is the one exception to the address rules.
"""
import socket
import zlib
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx

from workers.engine.leaderboards import Unresolvable
from workers.service.address_guard import METADATA_HOSTS, literal_address, refusal
from workers.service.fetch_deadline import deadline, deadline_transport

USER_AGENT = "tokcheck/0.1 (+https://github.com/tokcheck; reads public benchmark records)"
ENCODINGS = ("identity", "gzip", "deflate")   # what is asked for and read; anything else is refused


class FetchError(Unresolvable):
    """An upstream record could not be fetched. `transient` failures are worth retrying; the rest are final."""


@dataclass(frozen=True)
class FetchLimits:
    max_bytes: int = 4_000_000
    connect_timeout: float = 3.0
    total_timeout: float = 10.0
    max_redirects: int = 3


@dataclass(frozen=True)
class Fetched:
    url: str
    body: bytes
    fetched_at: str


def system_resolve(host: str, port: int) -> list:
    """Every address the system resolver gives for host (one lookup; the guard checks them all)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as error:
        raise FetchError(f"{host}: the name does not resolve ({error.strerror})") from None
    return [literal_address(info[4][0]) for info in infos]


def split_origin(url: str) -> tuple[str, str, int, object]:
    """(scheme, host, port, parts) of an http(s) URL, read with the standard library so that every host
    spelling reaches the guard (httpx itself rejects octal forms before we could say why); FetchError if
    it is not an http(s) URL."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise FetchError(f"{url!r} is not a valid URL ({error})") from None
    scheme, host = parts.scheme.lower(), (parts.hostname or "").rstrip(".")
    if scheme not in ("http", "https") or not host:
        raise FetchError(f"{url}: only http and https links are fetched")
    return scheme, host, port or (443 if scheme == "https" else 80), parts


def origin_of(url: str) -> str:
    scheme, host, port, _ = split_origin(url)
    return f"{scheme}://{host}:{port}"


class Fetcher:
    """GETs JSON records under the guard. `trusted_origins` are configured upstreams (the one exception)."""

    def __init__(self, limits: FetchLimits = FetchLimits(), trusted_origins=(), resolve=system_resolve,
                 transport: httpx.BaseTransport | None = None):
        self.limits = limits
        self.trusted = frozenset(origin_of(o) for o in trusted_origins)
        self._resolve = resolve
        self._timeout = httpx.Timeout(limits.total_timeout, connect=limits.connect_timeout).as_dict()
        # Requests go to the transport itself, not through an httpx.Client: a Client reads every redirect's
        # Location to build the next request even when not following it, and raises on a jar: or data: one
        # before we could refuse it with a reason; it would also take a proxy from the environment, which
        # would connect on our behalf, past the guard.
        self._transport = transport or deadline_transport()

    def close(self) -> None:
        self._transport.close()

    def _request(self, url: str, headers: dict, extensions: dict | None = None) -> httpx.Request:
        try:
            return httpx.Request("GET", url, headers=headers, extensions={"timeout": self._timeout,
                                                                          **(extensions or {})})
        except httpx.InvalidURL as error:
            raise FetchError(f"{url[:200]!r} is not a valid URL ({error})") from None

    def checked_request(self, url: str) -> httpx.Request:
        """The request to send for url, aimed at an address that passed the guard; FetchError if refused."""
        scheme, host, port, parts = split_origin(url)
        headers = {"Accept": "application/json", "Accept-Encoding": ", ".join(ENCODINGS[1:]),
                   "User-Agent": USER_AGENT}
        if f"{scheme}://{host}:{port}" in self.trusted:
            return self._request(url, headers)
        if host in METADATA_HOSTS:
            raise FetchError(f"{url}: refused, {host} is a cloud metadata service")
        literal = literal_address(host)
        addresses = [literal] if literal else self._resolve(host, port)
        for address in addresses:
            reason = refusal(address) if address else "an address that could not be read"
            if reason:
                raise FetchError(f"{url}: refused, {host} is {reason}")
        address = addresses[0]
        netloc = f"[{address}]" if address.version == 6 else str(address)
        target = urlunsplit((scheme, f"{netloc}:{port}", parts.path or "/", parts.query, ""))
        headers["Host"] = host if parts.port is None else f"{host}:{port}"
        extensions = {"sni_hostname": host} if scheme == "https" and not literal else {}
        return self._request(target, headers, extensions)

    def __call__(self, url: str) -> tuple[bytes, str]:
        """The fetch interface resolvers.resolve takes: (body, fetched_at), or FetchError."""
        fetched = self.get_json(url)
        return fetched.body, fetched.fetched_at

    def get_json(self, url: str) -> Fetched:
        """The JSON body at url, within one deadline for the whole fetch; FetchError says why not."""
        with deadline(self.limits.total_timeout):
            for _hop in range(self.limits.max_redirects + 1):
                request = self.checked_request(url)
                try:
                    response = self._transport.handle_request(request)
                except httpx.TimeoutException:
                    raise FetchError(f"{url}: the upstream did not answer in time (the deadline is "
                                     f"{self.limits.total_timeout:g} s)", transient=True) from None
                except httpx.HTTPError as error:
                    raise FetchError(f"{url}: the connection failed ({type(error).__name__})", transient=True) from None
                try:
                    if response.is_redirect:
                        url = redirect_target(url, response.headers.get("location", ""))
                        continue
                    body = self._read(url, response)
                finally:
                    response.close()
                return Fetched(url=url, body=body, fetched_at=datetime.now(UTC).isoformat(timespec="seconds"))
        raise FetchError(f"{url}: more than {self.limits.max_redirects} redirects")

    def _read(self, url: str, response: httpx.Response) -> bytes:
        status = response.status_code
        if status >= 400:
            transient = status >= 500 or status in (408, 425, 429)
            raise FetchError(f"{url}: the upstream answered HTTP {status}", transient=transient)
        kind = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json" and not kind.endswith("+json"):
            raise FetchError(f"{url}: the upstream sent {kind or 'no content type'}, not JSON")
        encoding = response.headers.get("content-encoding", "identity").strip().lower() or "identity"
        if encoding not in ENCODINGS:
            raise FetchError(f"{url}: the upstream sent a {encoding}-encoded body, which is not read")
        cap = self.limits.max_bytes
        declared = response.headers.get("content-length", "")
        if encoding == "identity" and declared.isdigit() and int(declared) > cap:
            raise FetchError(f"{url}: the record is {int(declared):,} bytes, over the {cap:,}-byte cap")
        chunks, size = [], 0
        try:
            raw = [response.content] if response.is_stream_consumed else response.iter_raw()  # in memory: a test's
            for chunk in decoded(raw, encoding, cap):
                size += len(chunk)
                if size > cap:
                    raise FetchError(f"{url}: the record is over the {cap:,}-byte cap")
                chunks.append(chunk)
        except httpx.TimeoutException:
            raise FetchError(f"{url}: the upstream did not send the record in time (the deadline is "
                             f"{self.limits.total_timeout:g} s)", transient=True) from None
        except httpx.HTTPError as error:
            raise FetchError(f"{url}: the transfer broke ({type(error).__name__})", transient=True) from None
        except zlib.error:
            raise FetchError(f"{url}: the {encoding} body does not decompress") from None
        return b"".join(chunks)


def decoded(raw_chunks, encoding: str, cap: int):
    """The body's bytes as sent (identity) or inflated (gzip, deflate), never more than cap + 1 bytes per
    step: a few kilobytes that inflate to gigabytes stop at the cap with a cap's worth of memory."""
    if encoding == "identity":
        yield from raw_chunks
        return
    inflater = zlib.decompressobj(wbits=47)   # 32 + 15: a gzip or zlib header, detected
    for chunk in raw_chunks:
        while chunk:
            yield inflater.decompress(chunk, cap + 1)
            chunk = inflater.unconsumed_tail


def redirect_target(url: str, location: str) -> str:
    """Where a redirect from url points; FetchError when it is no URL or not http(s), saying which."""
    try:
        target = urljoin(url, location.strip())
    except ValueError as error:
        raise FetchError(f"{url}: refused a redirect to {location[:100]!r}, not a valid URL ({error})") from None
    scheme = urlsplit(target).scheme.lower()
    if scheme not in ("http", "https"):
        raise FetchError(f"{url}: refused a redirect to a {scheme or 'schemeless'}: URL (only http and https)")
    return target
