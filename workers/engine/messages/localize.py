"""An annotation's sentences re-rendered in another language from the message keys it carries beside them.

The stored annotation holds English text plus `{key, args}` for each sentence; every surface that shows
Chinese (the web page, the extension through the API) goes through here, so one catalogue serves all.
"""
import copy

from workers.engine.messages import render

# (message field, text field) pairs, on the annotation and on each check
_ANNOTATION_FIELDS = (("headline_message", "headline"),)
_LIST_FIELDS = (("experiment_plan_messages", "experiment_plan"), ("caveat_messages", "caveats"))
_CHECK_FIELDS = (("summary_message", "summary"),)
_CHECK_LIST_FIELDS = (("messages", "reasoning"), ("caveat_messages", "caveats"))


def _say(message: dict, lang: str) -> str:
    return render(message["key"], message["args"], lang)


def _apply(target: dict, singles, lists, lang: str) -> None:
    for source, text in singles:
        if target.get(source):
            target[text] = _say(target[source], lang)
    for source, text in lists:
        if source in target:
            target[text] = [_say(m, lang) for m in target[source]]


def localize(annotation: dict, lang: str) -> dict:
    """A copy of annotation with every rendered sentence in lang (English comes back unchanged)."""
    if lang == "en":
        return annotation
    result = copy.deepcopy(annotation)
    _apply(result, _ANNOTATION_FIELDS, _LIST_FIELDS, lang)
    for check in result.get("checks", []):
        _apply(check, _CHECK_FIELDS, _CHECK_LIST_FIELDS, lang)
    found = result.get("inferred_range")
    if found and found.get("basis_message"):
        found["basis"] = _say(found["basis_message"], lang)
    return result
