"""Typed reads from untrusted JSON: each returns a clean value or raises InputError naming the field."""
import math

from workers.engine.errors import InputError


def _kind(value) -> str:
    return {dict: "an object", list: "an array", str: "a string", bool: "a boolean"}.get(
        type(value), type(value).__name__
    )


def obj(value, path: str) -> dict:
    """An object, or {} when absent."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InputError(f"expected an object, got {_kind(value)}", path)
    return value


def number(value, path: str, *, positive: bool = False) -> float | None:
    """A finite number; numeric strings are accepted because scraped tables often quote them."""
    if value is None:
        return None
    kind = type(value)
    if kind is not float and kind is not int:   # JSON's own numbers pass straight on (a record reads 30 fields)
        if value == "":
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise InputError(f"expected a number, got {_kind(value)}", path)
        if isinstance(value, str):
            try:
                value = float(value.strip().replace(",", ""))
            except ValueError:
                raise InputError(f"expected a number, got the string {value[:40]!r}", path) from None
    if not math.isfinite(value):
        raise InputError("expected a finite number", path)
    if positive and value <= 0:
        raise InputError(f"expected a number above 0, got {value:g}", path)
    if value < 0:
        raise InputError(f"expected a number of at least 0, got {value:g}", path)
    return float(value)


def integer(value, path: str, *, positive: bool = False) -> int | None:
    result = number(value, path, positive=positive)
    if result is None:
        return None
    if result != int(result) or abs(result) > 2**53:
        raise InputError(f"expected a whole number, got {result:g}", path)
    return int(result)


def text(value, path: str) -> str | None:
    """Text exactly as given; numbers are written out (versions like 0.10 arrive as numbers)."""
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    raise InputError(f"expected a string, got {_kind(value)}", path)


def boolean(value, path: str) -> bool | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return value
    if value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    raise InputError(f"expected true or false, got {_kind(value)}", path)


def numbers(value, path: str) -> list[float]:
    """A list of measurements (one number is read as a list of one)."""
    if value is None:
        return []
    if not isinstance(value, list):
        return [number(value, path, positive=True)]
    return [number(v, f"{path}[{i}]", positive=True) for i, v in enumerate(value) if v is not None]


def first(source: dict, *keys: str):
    """The first key present with a value: (value, key) or (None, None)."""
    for key in keys:
        if source.get(key) is not None:
            return source[key], key
    return None, None


def join_text(*parts: str | None) -> str | None:
    kept = [p for p in parts if p]
    return "\n".join(kept) if kept else None
