"""Which addresses the fetch guard refuses, in every spelling a URL can carry them.

Pure: no sockets are opened here. `literal_address` reads a host written as an address (dotted, decimal,
octal, hex and short IPv4 forms, bracketed IPv6); `refusal` says why an address is off limits, looking
through the IPv6 forms that carry an IPv4 address inside (mapped, compatible, translated, 6to4, NAT64, Teredo).
"""
import ipaddress
import socket

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

# Cloud metadata services, refused by name and address even where the address looks public.
METADATA_HOSTS = frozenset({"metadata", "metadata.google.internal", "metadata.goog", "instance-data",
                            "instance-data.ec2.internal", "metadata.azure.internal"})
METADATA_ADDRESSES = frozenset(ipaddress.ip_address(a) for a in (
    "169.254.169.254", "169.254.170.2", "169.254.169.253", "100.100.100.200", "192.0.0.192", "fd00:ec2::254",
    "fd00:ec2::23"))
_NAT64 = (ipaddress.ip_network("64:ff9b::/96"), ipaddress.ip_network("64:ff9b:1::/48"))
_COMPATIBLE = ipaddress.ip_network("::/96")
_TRANSLATED = ipaddress.ip_network("::ffff:0:0:0/96")


def literal_address(host: str) -> IPAddress | None:
    """The address a host names when it is written as one, in any spelling inet_aton accepts; else None."""
    host = host.strip("[]")
    try:
        return ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        pass
    if not host or not all(c.isalnum() or c == "." for c in host):
        return None
    try:
        return ipaddress.IPv4Address(socket.inet_aton(host))
    except OSError:
        return None


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if ip.ipv4_mapped:
        return ip.ipv4_mapped
    if ip.sixtofour:
        return ip.sixtofour
    if ip.teredo:
        return ip.teredo[1]
    low32 = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    if ip in _TRANSLATED or any(ip in net for net in _NAT64):
        return low32
    if ip in _COMPATIBLE and int(ip) > 1:
        return low32
    return None


def refusal(ip: IPAddress) -> str | None:
    """Why the guard refuses `ip`, or None when it is a public unicast address."""
    if isinstance(ip, ipaddress.IPv6Address):
        inner = _embedded_ipv4(ip)
        if inner is not None:
            reason = refusal(inner)
            return f"an address carrying {inner} ({reason})" if reason else None
        if ip.scope_id:
            ip = ipaddress.IPv6Address(str(ip).split("%", 1)[0])
    if ip in METADATA_ADDRESSES:
        return "a cloud metadata address"
    for test, name in ((ip.is_unspecified, "unspecified"), (ip.is_loopback, "loopback"),
                       (ip.is_link_local, "link-local"), (ip.is_multicast, "multicast"),
                       (ip.is_private, "private"), (ip.is_reserved, "reserved")):
        if test:
            return f"{'an' if name[0] in 'aeiou' else 'a'} {name} address"
    if not ip.is_global:
        return "not a public address"
    return None
