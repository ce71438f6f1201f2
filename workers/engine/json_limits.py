"""JSON from strangers (upstream records, request bodies, files), read within limits.

Python's reader takes nesting until the interpreter's recursion limit (then RecursionError), integers up to
4,300 digits (then ValueError, after quadratic work), NaN and Infinity (which no browser's JSON.parse reads
back), and lone surrogates such as "\\ud800" (which no UTF-8 encoder writes). `loads` refuses each of them with
an InputError naming where: the field path for a value, the line and column for nesting, so every caller
turns it into its usual answer (an `unresolved` record, a 4xx naming the field, the CLI's one line).
"""
import json
import re

from workers.engine.errors import InputError

MAX_DEPTH = 64        # arrays and objects inside each other; leaderboard records use fewer than 10
MAX_DIGITS = 100      # characters of one number literal; a measured figure needs fewer than 30

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[{]+|[\]}]+")
_SURROGATE = re.compile("[\ud800-\udfff]")


class _Refused:
    """What the number hooks return for a literal they refuse, so the walk can name the field holding it."""

    def __init__(self, why: str):
        self.why = why


def _number(parse):
    def hook(literal: str):
        if len(literal) > MAX_DIGITS:
            return _Refused(f"a number of {len(literal):,} characters; at most {MAX_DIGITS} are read")
        value = parse(literal)
        return value if value - value == 0 else _Refused(f"{literal} is past the largest number read")
    return hook


def _constant(name: str) -> _Refused:
    return _Refused(f"{name} is not a number JSON can carry")


def _too_deep_at(text: str) -> int | None:
    """The offset where nesting first passes MAX_DEPTH, ignoring brackets inside strings; None if it never does."""
    depth = 0
    for match in _BRACKETS.finditer(_STRING.sub('""', text)):
        run = match.group()
        depth += len(run) if run[0] in "[{" else -len(run)
        if depth > MAX_DEPTH:
            return match.start() + (len(run) - (depth - MAX_DEPTH))
    return None


def _position(text: str, offset: int) -> str:
    line = text.count("\n", 0, offset) + 1
    return f"line {line} column {offset - (text.rfind(chr(10), 0, offset) + 1) + 1}"


def _check(doc) -> None:
    """Raise InputError at the first refused number or lone surrogate, naming its field path."""
    stack = [(doc, "")]
    while stack:
        value, path = stack.pop()
        if isinstance(value, _Refused):
            raise InputError(value.why, path or None)
        if isinstance(value, str) and _SURROGATE.search(value):
            raise InputError("a lone surrogate (such as \\ud800) is not text", path or None)
        if isinstance(value, dict):
            for key, item in reversed(value.items()):
                if _SURROGATE.search(key):
                    raise InputError("a key holds a lone surrogate (such as \\ud800), which is not text", path or None)
                stack.append((item, f"{path}.{key}" if path else key))
        elif isinstance(value, list):
            stack.extend((item, f"{path}[{i}]") for i, item in reversed(list(enumerate(value))))


def loads(data: bytes | str):
    """The document in data, or InputError: not UTF-8, not JSON, nested past MAX_DEPTH, a number literal past
    MAX_DIGITS, NaN or Infinity, or a lone surrogate."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise InputError(f"not UTF-8 text (byte {error.start})") from None
    offset = _too_deep_at(data)
    if offset is not None:
        raise InputError(f"JSON nested more than {MAX_DEPTH} levels deep (at {_position(data, offset)})")
    try:
        doc = json.loads(data, parse_int=_number(int), parse_float=_number(float), parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise InputError(f"invalid JSON at line {error.lineno} column {error.colno}: {error.msg}") from None
    _check(doc)
    return doc
