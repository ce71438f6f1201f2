"""The one owner of outbound HTTP: every request tokcheck sends upstream goes through `Fetcher.get_json`.

The guard: http(s) only; the host is resolved once, every address it names is checked (addresses.refusal),
and the connection goes to the checked address (the URL is rewritten to it, with the Host header and TLS
server name kept), so a second lookup cannot swap it. Redirects are followed by hand and checked again, at
most three. The body is capped, the connect and total times are bounded, and only JSON is read. A
configured upstream origin (TOKCHECK_UPSTREAM_*) is the one exception to the address rules.
"""
import socket
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx

from workers.engine.leaderboards import Unresolvable
from workers.service.address_guard import METADATA_HOSTS, literal_address, refusal

USER_AGENT = "tokcheck/0.1 (+https://github.com/tokcheck; reads public benchmark records)"


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
        timeout = httpx.Timeout(limits.total_timeout, connect=limits.connect_timeout)
        # trust_env=False: a proxy from the environment would connect on our behalf, past the guard.
        self._client = httpx.Client(timeout=timeout, follow_redirects=False, trust_env=False, transport=transport)

    def close(self) -> None:
        self._client.close()

    def checked_request(self, url: str) -> httpx.Request:
        """The request to send for url, aimed at an address that passed the guard; FetchError if refused."""
        scheme, host, port, parts = split_origin(url)
        headers = {"Accept": "application/json", "User-Agent": USER_AGENT}
        if f"{scheme}://{host}:{port}" in self.trusted:
            return self._client.build_request("GET", url, headers=headers)
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
        return self._client.build_request("GET", target, headers=headers, extensions=extensions)

    def __call__(self, url: str) -> tuple[bytes, str]:
        """The fetch interface resolvers.resolve takes: (body, fetched_at), or FetchError."""
        fetched = self.get_json(url)
        return fetched.body, fetched.fetched_at

    def get_json(self, url: str) -> Fetched:
        deadline = time.monotonic() + self.limits.total_timeout
        for _hop in range(self.limits.max_redirects + 1):
            request = self.checked_request(url)
            try:
                response = self._client.send(request, stream=True)
            except httpx.TimeoutException:
                raise FetchError(f"{url}: the upstream did not answer in time", transient=True) from None
            except httpx.HTTPError as error:
                raise FetchError(f"{url}: could not connect ({type(error).__name__})", transient=True) from None
            try:
                if response.is_redirect:
                    url = urljoin(url, response.headers.get("location", ""))
                    continue
                body = self._read(url, response, deadline)
            finally:
                response.close()
            return Fetched(url=url, body=body, fetched_at=datetime.now(UTC).isoformat(timespec="seconds"))
        raise FetchError(f"{url}: more than {self.limits.max_redirects} redirects")

    def _read(self, url: str, response: httpx.Response, deadline: float) -> bytes:
        status = response.status_code
        if status >= 400:
            transient = status >= 500 or status in (408, 425, 429)
            raise FetchError(f"{url}: the upstream answered HTTP {status}", transient=transient)
        kind = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json" and not kind.endswith("+json"):
            raise FetchError(f"{url}: the upstream sent {kind or 'no content type'}, not JSON")
        cap = self.limits.max_bytes
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > cap:
            raise FetchError(f"{url}: the record is {int(declared):,} bytes, over the {cap:,}-byte cap")
        chunks, size = [], 0
        try:
            for chunk in response.iter_bytes():  # decoded: the cap holds against compression bombs
                size += len(chunk)
                if size > cap:
                    raise FetchError(f"{url}: the record is over the {cap:,}-byte cap")
                if time.monotonic() > deadline:
                    raise FetchError(f"{url}: the upstream took over {self.limits.total_timeout:g} s", transient=True)
                chunks.append(chunk)
        except httpx.TimeoutException:
            raise FetchError(f"{url}: the upstream stopped sending", transient=True) from None
        except httpx.HTTPError as error:
            raise FetchError(f"{url}: the transfer broke ({type(error).__name__})", transient=True) from None
        return b"".join(chunks)
