"""Message catalogue: every sentence a card shows is a key plus arguments, rendered per language.

The English text goes into the annotation beside the key so any surface can show it as is, and
`zh.json` renders the same keys in Chinese (the web page and the extension read the same files).
"""
import json
from importlib import resources

LANGUAGES = ("en", "zh")
CATALOGUES: dict[str, dict[str, str]] = {
    lang: json.loads((resources.files(__package__) / f"{lang}.json").read_text("utf-8")) for lang in LANGUAGES
}
_EN = CATALOGUES["en"]


class Message:
    """A key and its arguments. A plain slotted class, not a dataclass: cards build about forty per record, and a
    frozen dataclass's __init__ costs four times as much."""
    __slots__ = ("key", "args", "_english")

    def __init__(self, key: str, args: dict | None = None):
        self.key = key
        self.args = {} if args is None else args
        self._english = None   # rendered once: cards, headlines and stored records all ask for the English text

    def __eq__(self, other) -> bool:
        return isinstance(other, Message) and (self.key, self.args) == (other.key, other.args)

    __hash__ = None   # the arguments are a dict

    def __repr__(self) -> str:
        return f"Message({self.key!r}, {self.args!r})"

    def text(self, lang: str = "en") -> str:
        if lang != "en":
            return render(self.key, self.args, lang)
        if self._english is None:
            self._english = render(self.key, self.args)
        return self._english

    def to_dict(self) -> dict:
        args = self.args
        if not args:
            return {"key": self.key, "args": {}}
        for value in args.values():
            if isinstance(value, Message):   # a nested sentence: its stored form (most arguments are plain)
                return {"key": self.key,
                        "args": {k: v.to_dict() if isinstance(v, Message) else v for k, v in args.items()}}
        return {"key": self.key, "args": args.copy()}


_NESTED = (Message, dict)   # a tuple: isinstance tests it faster than the union `Message | dict`


def speed(value: float) -> int | float:
    """A speed as a sentence shows it: whole from 10 up, two significant digits below (printed whole, a 0.47 tok/s
    ceiling read "0")."""
    if value >= 10:
        return round(value)
    shown = float(f"{value:.2g}")
    return int(shown) if shown.is_integer() else shown


_BARE: dict[str, Message] = {}   # a sentence without arguments is built (and rendered) once per key


def say(key: str, **args) -> Message:
    if key not in _EN:
        raise KeyError(f"message {key!r} is not in the catalogue")
    if args:
        return Message(key, args)
    bare = _BARE.get(key)
    if bare is None:
        bare = _BARE[key] = Message(key)
    return bare


def render(key: str, args: dict, lang: str = "en") -> str:
    template = (_EN if lang == "en" else CATALOGUES.get(lang, _EN)).get(key) or _EN[key]
    for value in args.values():
        if isinstance(value, _NESTED):   # a nested sentence: rendered first (most arguments are plain)
            return template.format(**{name: _argument(value, lang) for name, value in args.items()})
    return template.format_map(args)


def _argument(value, lang: str):
    """An argument may itself be a sentence (a Message, or its stored {key, args} form): same language as the rest."""
    if isinstance(value, Message):
        return value.text(lang)
    if isinstance(value, dict) and "key" in value:
        return render(value["key"], value.get("args", {}), lang)
    return value
