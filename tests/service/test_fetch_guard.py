"""The fetch guard refuses private, loopback, link-local and metadata addresses in every spelling, before any
connection: listeners on loopback aliases (127.0.0.2, ...) must see nothing, and where no listener can stand
(metadata, public-looking forms) a transport that fails the test if reached proves no request was sent."""
import httpx
import pytest

from tests.support.upstream import Listener, Route, Upstream, json_route
from workers.service.fetcher import Fetcher, FetchError, FetchLimits


def never_sent(request):
    raise AssertionError(f"the guard let a request through to {request.url}")


def no_dns(host, port):
    raise AssertionError(f"tests resolve no outside names, but the guard looked up {host}")


@pytest.fixture
def alias_listener():
    with Listener("127.0.0.2") as listener:
        yield listener


def spellings_of_127_0_0_2(port):
    return [f"http://127.0.0.2:{port}/r.json", f"http://2130706434:{port}/r.json", f"http://0177.0.0.2:{port}/r.json",
            f"http://0x7f.0.0.2:{port}/r.json", f"http://0x7f000002:{port}/r.json", f"http://127.2:{port}/r.json",
            f"http://017700000002:{port}/r.json", f"http://0x7f.0x0.0x0.0x2:{port}/r.json",
            f"http://[::ffff:127.0.0.2]:{port}/r.json", f"http://[::ffff:7f00:2]:{port}/r.json",
            f"http://[::127.0.0.2]:{port}/r.json", f"http://[64:ff9b::7f00:2]:{port}/r.json",
            f"http://[2002:7f00:2::1]:{port}/r.json", f"https://127.0.0.2:{port}/r.json"]


def test_every_spelling_of_a_loopback_alias_is_refused_without_a_connection(alias_listener):
    fetcher = Fetcher(FetchLimits(connect_timeout=0.5, total_timeout=1), resolve=no_dns)
    for url in spellings_of_127_0_0_2(alias_listener.port):
        with pytest.raises(FetchError) as refused:
            fetcher.get_json(url)
        assert "refused" in refused.value.reason, url
        assert not refused.value.transient
    assert alias_listener.connections == 0


@pytest.mark.parametrize("url, why", [
    ("http://169.254.169.254/latest/meta-data/", "metadata"),
    ("http://[fd00:ec2::254]/latest/meta-data/", "metadata"),
    ("http://100.100.100.200/latest/meta-data/", "metadata"),
    ("http://metadata.google.internal/computeMetadata/v1/", "metadata"),
    ("http://2852039166/latest/", "metadata"),                # 169.254.169.254 as one decimal number
    ("http://0xa9fea9fe/latest/", "metadata"),
    ("http://[::ffff:169.254.169.254]/", "metadata"),
    ("http://10.0.0.1/r.json", "private"), ("http://012.0.0.1/r.json", "private"),
    ("http://192.168.1.1/r.json", "private"), ("http://172.16.0.1/r.json", "private"),
    ("http://[fc00::1]/r.json", "private"), ("http://[fe80::1]/r.json", "link-local"),
    ("http://169.254.1.1/r.json", "link-local"), ("http://0.0.0.0/r.json", "unspecified"),
    ("http://0/r.json", "unspecified"), ("http://[::]/r.json", "unspecified"),
    ("http://224.0.0.1/r.json", "multicast"), ("http://[ff02::1]/r.json", "multicast"),
    ("http://240.0.0.1/r.json", "address"), ("http://100.64.0.1/r.json", "address"),
    ("http://[2002:a00:1::]/r.json", "10.0.0.1"), ("http://[64:ff9b::a00:1]/r.json", "10.0.0.1"),
])
def test_private_and_metadata_addresses_are_refused_before_any_request(url, why):
    fetcher = Fetcher(transport=httpx.MockTransport(never_sent), resolve=no_dns)
    with pytest.raises(FetchError) as refused:
        fetcher.get_json(url)
    assert "refused" in refused.value.reason and why in refused.value.reason


def test_a_name_that_resolves_to_loopback_is_refused(alias_listener):
    fetcher = Fetcher(resolve=lambda host, port: [__import__("ipaddress").ip_address("127.0.0.2")])
    with pytest.raises(FetchError, match="refused, records.example is a loopback address"):
        fetcher.get_json(f"http://records.example:{alias_listener.port}/r.json")
    assert alias_listener.connections == 0


def test_only_http_and_https():
    fetcher = Fetcher(transport=httpx.MockTransport(never_sent), resolve=no_dns)
    for url in ("ftp://example.com/r.json", "file:///etc/passwd", "gopher://example.com/", "javascript:alert(1)"):
        with pytest.raises(FetchError, match="only http and https"):
            fetcher.get_json(url)


def test_the_connection_goes_to_the_checked_address_with_the_name_kept():
    seen = []

    def transport(request):
        seen.append((str(request.url), request.headers["host"], request.extensions.get("sni_hostname")))
        return httpx.Response(200, json={"tokSOut": 1}, headers={"content-type": "application/json"})

    lookups = []

    def resolve(host, port):
        lookups.append(host)
        return [__import__("ipaddress").ip_address("93.184.215.14")]

    Fetcher(transport=httpx.MockTransport(transport), resolve=resolve).get_json("https://records.example/r.json")
    assert lookups == ["records.example"]                 # one lookup, no second resolution by the client
    assert seen == [("https://93.184.215.14/r.json", "records.example", "records.example")]


def test_a_redirect_from_the_configured_upstream_to_a_loopback_alias_is_refused(alias_listener):
    with Upstream() as upstream:
        upstream.routes["/api/speed-tests/x"] = Route(302, b"", headers=(
            ("Location", f"http://127.0.0.2:{alias_listener.port}/steal"),))
        fetcher = Fetcher(trusted_origins=[upstream.origin], resolve=no_dns)
        with pytest.raises(FetchError, match="refused, 127.0.0.2 is a loopback address"):
            fetcher.get_json(upstream.origin + "/api/speed-tests/x")
        assert upstream.hits["/api/speed-tests/x"] == 1
    assert alias_listener.connections == 0


def test_redirects_within_the_upstream_are_followed_at_most_three_times():
    with Upstream() as upstream:
        for i in range(5):
            upstream.routes[f"/r{i}"] = Route(301, b"", headers=(("Location", f"/r{i + 1}"),))
        upstream.routes["/r5"] = json_route({"tokSOut": 1})
        upstream.routes["/ok2"] = Route(302, b"", headers=(("Location", "/final"),))
        upstream.routes["/final"] = json_route({"tokSOut": 2})
        fetcher = Fetcher(trusted_origins=[upstream.origin], resolve=no_dns)
        assert fetcher.get_json(upstream.origin + "/ok2").body == b'{"tokSOut": 2}'
        with pytest.raises(FetchError, match="more than 3 redirects"):
            fetcher.get_json(upstream.origin + "/r0")
        assert upstream.hits["/r4"] == 0


def test_an_unconfigured_loopback_origin_is_refused_even_when_a_server_is_there():
    with Upstream() as upstream:
        upstream.routes["/r.json"] = json_route({"tokSOut": 1})
        with pytest.raises(FetchError, match="loopback"):
            Fetcher(resolve=no_dns).get_json(upstream.origin + "/r.json")
        assert upstream.total_hits() == 0


@pytest.mark.parametrize("route, expected, transient", [
    (Route(404, b"{}"), "HTTP 404", False),
    (Route(500, b"{}"), "HTTP 500", True),
    (Route(200, b"<html>hi</html>", content_type="text/html"), "text/html, not JSON", False),
    (Route(200, b"{}", stream_bytes=50 * 1024 * 1024), "over the 1,000,000-byte cap", False),
    (Route(200, b"{}", delay=2.5), "did not answer in time", True),
])
def test_upstream_failures_become_one_clear_reason(route, expected, transient):
    with Upstream() as upstream:
        upstream.routes["/r"] = route
        fetcher = Fetcher(FetchLimits(max_bytes=1_000_000, total_timeout=1.0), trusted_origins=[upstream.origin])
        with pytest.raises(FetchError) as failed:
            fetcher.get_json(upstream.origin + "/r")
        assert expected in failed.value.reason
        assert failed.value.transient is transient


def test_a_declared_50_mb_body_is_refused_without_reading_it():
    with Upstream() as upstream:
        body = b"[" + b"0," * (25 * 1024 * 1024) + b"0]"
        upstream.routes["/big"] = Route(200, body)
        fetcher = Fetcher(FetchLimits(max_bytes=1_000_000), trusted_origins=[upstream.origin])
        with pytest.raises(FetchError, match=f"{len(body):,} bytes, over the 1,000,000-byte cap"):
            fetcher.get_json(upstream.origin + "/big")


# Every spelling below names a loopback, private, link-local, metadata or unspecified place, or is not http(s);
# {port} is a listener on 127.0.0.1 and on ::1 that must see no connection.
FORBIDDEN = [
    "http://127.0.0.1:{port}/", "http://127.1:{port}/", "http://127.0.1:{port}/", "http://2130706433:{port}/",
    "http://0x7f000001:{port}/", "http://0x7f.1:{port}/", "http://0x7f.0.0.1:{port}/", "http://0177.0.0.1:{port}/",
    "http://0177.1:{port}/", "http://017700000001:{port}/", "http://0x7F.0x00.0x00.0x01:{port}/",
    "http://127.000.000.001:{port}/", "http://127.0.0.1.:{port}/", "http://[::1]:{port}/",
    "http://[0:0:0:0:0:0:0:1]:{port}/", "http://[::ffff:127.0.0.1]:{port}/", "http://[::ffff:7f00:1]:{port}/",
    "http://[0:0:0:0:0:ffff:127.0.0.1]:{port}/", "http://[::127.0.0.1]:{port}/", "http://[64:ff9b::127.0.0.1]:{port}/",
    "http://[2002:7f00:1::]:{port}/", "http://[::ffff:0:127.0.0.1]:{port}/", "http://[fe80::1%25lo]:{port}/",
    "http://0.0.0.0:{port}/", "http://0:{port}/", "http://[::]:{port}/", "http://0x0:{port}/",
    "http://good.example@127.0.0.1:{port}/", "http://user:pass@127.0.0.1:{port}/", "http://127.0.0.1:{port}@/",
    "http://127.0.0.1:{port}#@good.example/", "http://127.0.0.1:{port}/?@good.example",
    "http://127.0.0.1:{port}\\@good.example/", "HTTP://127.0.0.1:{port}/", "http://localhost:{port}/",
    "http://localhost.:{port}/", "http://LOCALHOST:{port}/", "http://127.0.0.1:80/", "http://127.0.0.1:6379/",
    "http://127.0.0.1:22/", "http://127.0.0.1:65535/", "http://10.0.0.1/", "http://10.255.255.255/",
    "http://172.16.0.1/", "http://172.31.255.254/", "http://192.168.0.1/", "http://0xc0a80001/",
    "http://3232235521/", "http://100.64.0.1/", "http://[fd00::1]/", "http://[fc00::1]/", "http://169.254.169.254/",
    "http://169.254.169.254.nip.io.invalid/", "http://2852039166/", "http://0xa9.0xfe.0xa9.0xfe/",
    "http://0251.0376.0251.0376/", "http://[::ffff:169.254.169.254]/", "http://[fd00:ec2::254]/",
    "http://metadata.google.internal/", "http://metadata.google.internal./", "http://METADATA.GOOGLE.INTERNAL/",
    "http://metadata/", "http://instance-data/", "http://metadata.azure.internal/", "http://100.100.100.200/",
    "http://169.254.170.2/v2/credentials", "http://[fe80::a9fe:a9fe]/", "ftp://127.0.0.1:{port}/",
    "file:///etc/passwd", "gopher://127.0.0.1:{port}/_PING", "data:application/json,{{}}", "jar:http://x/y.jar!/",
    "dict://127.0.0.1:{port}/", "ldap://127.0.0.1:{port}/", "javascript:alert(1)", "//127.0.0.1:{port}/",
    "http://[::1", "http://127.0.0.1:99999/",
]


REFUSALS = ("refused", "only http", "not a valid URL", "does not resolve")


def resolve_only_localhost(host, port):
    """No outside names in tests: localhost resolves as the system would; any other name does not resolve."""
    import ipaddress

    if host.rstrip(".").lower() == "localhost":
        return [ipaddress.ip_address("127.0.0.1"), ipaddress.ip_address("::1")]
    raise FetchError(f"{host}: the name does not resolve (tests resolve no outside names)")


@pytest.fixture
def loopback_listeners():
    with Listener("127.0.0.1") as v4:
        with Listener("::1", port=v4.port) as v6:
            yield v4, v6


def test_the_forbidden_table_is_long_enough():
    assert len(FORBIDDEN) >= 60


@pytest.mark.parametrize("spelling", FORBIDDEN)
def test_each_forbidden_url_and_a_redirect_to_it_are_refused_before_connecting(loopback_listeners, spelling):
    v4, v6 = loopback_listeners
    url = spelling.format(port=v4.port)
    with Upstream() as upstream:
        upstream.routes["/r"] = Route(302, b"", headers=(("Location", url),))
        fetcher = Fetcher(FetchLimits(connect_timeout=0.5, total_timeout=1), trusted_origins=[upstream.origin],
                          resolve=resolve_only_localhost)
        for target in (url, upstream.origin + "/r"):
            with pytest.raises(FetchError) as refused:
                fetcher.get_json(target)
            reason = refused.value.reason
            assert any(word in reason for word in REFUSALS), reason
            assert not refused.value.transient, reason
        assert upstream.hits["/r"] == 1
    assert v4.connections == 0 and v6.connections == 0
