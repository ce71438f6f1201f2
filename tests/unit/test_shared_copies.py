"""What the web page and the extension must say alike, held equal: a badge's mark per verdict, a verdict's name
in each language, and the sites tokcheck runs on by default (sites.js and the manifest's two lists).

The extension loads from its own folder and the service ships without it, so each keeps its copy; this test is
the single source's guard (a copy that drifts fails here)."""
import json
import re

from api.web.strings import MARKS, STRINGS
from tests.support.readme import ROOT

EXTENSION = ROOT / "extension"
LOCALES = {"en": "en", "zh": "zh_CN"}


def _js_object(source: str, name: str) -> dict:
    body = re.search(name + r" = Object\.freeze\(\{(.*?)\}\)", source, re.S).group(1)
    return dict(re.findall(r"(\w+): \"([^\"]*)\"", body))


def test_badge_marks_are_the_same_on_the_page_and_in_the_extension():
    marks = _js_object((EXTENSION / "lib/verdicts.js").read_text("utf-8"), "MARKS")
    assert {verdict: marks[verdict] for verdict in MARKS} == MARKS


def test_verdict_names_are_the_same_on_the_page_and_in_the_extension():
    for lang, folder in LOCALES.items():
        messages = json.loads((EXTENSION / "_locales" / folder / "messages.json").read_text("utf-8"))
        extension = {verdict: messages[f"verdict_{verdict}"]["message"] for verdict in MARKS}
        assert STRINGS[lang]["verdicts"] == extension, lang


def test_default_sites_are_one_list():
    sites = re.search(r"DEFAULT_MATCHES = \[(.*?)\];", (EXTENSION / "lib/sites.js").read_text("utf-8"), re.S).group(1)
    default = re.findall(r'"([^"]+)"', sites)
    manifest = json.loads((EXTENSION / "manifest.json").read_text("utf-8"))
    assert manifest["content_scripts"][0]["matches"] == default
    assert [p for p in manifest["host_permissions"] if p in default] == default
