"""Properties over arbitrary input: only tokcheck's own error escapes, and notes survive byte for byte."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.annotation_schema import AnnotationSchema
from tests.conftest import lmx_row
from workers.engine.errors import InputError
from workers.engine.leaderboards import normalize_document
from workers.engine.pipeline import annotate

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=6),
    max_leaves=30)
known_keys = st.sampled_from(["tokSOut", "hardware", "model", "engine", "engineFlags", "gpuPowerWatts", "notes",
                              "fingerprint", "results", "tok_per_s", "run", "benchmarks", "batchSize", "tps"])
shaped = st.dictionaries(known_keys, json_values, max_size=8)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(json_values, shaped, st.lists(shaped, max_size=3)))
def test_normalizing_anything_raises_only_input_error(doc):
    try:
        records = normalize_document(doc)
    except InputError:
        return
    for record in records:
        annotate(record)


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_notes_round_trip_through_the_annotation_json(notes):
    (record,) = normalize_document(lmx_row(notes=notes))
    dumped = json.dumps(AnnotationSchema().dump(annotate(record)))
    assert json.loads(dumped)["record"]["notes"] == notes


def test_control_characters_html_and_bidi_marks_survive():
    notes = "line\r\nESC\x1b[31m BEL\x07 <img src=x onerror=alert(1)> \u202egnp.exe\u202c 中文"
    (record,) = normalize_document(lmx_row(notes=notes))
    assert json.loads(json.dumps(annotate(record)))["record"]["notes"] == notes
