"""The CLI as a user meets it: a subprocess, its exit code and what it prints."""
import json
import subprocess
import sys

from tests.conftest import FIXTURES


def tokcheck(*args):
    return subprocess.run([sys.executable, "-m", "tokcheck.cli", *args], capture_output=True, text=True)


def test_check_prints_the_card_with_its_arithmetic():
    result = tokcheck("check", str(FIXTURES / "article_record.json"))
    assert result.returncode == 0
    assert result.stdout.startswith("IMPLAUSIBLE: AL/window = 56.0 / 56 = 1.000")
    assert "99 W / 575 W = 0.172" in result.stdout
    assert "Inferred, not measured:" in result.stdout


def test_check_in_chinese():
    result = tokcheck("check", str(FIXTURES / "article_record.json"), "--lang", "zh")
    assert result.returncode == 0 and "草稿是喂进去的" in result.stdout


def test_check_json_is_the_annotation():
    result = tokcheck("check", str(FIXTURES / "control_record.json"), "--json")
    annotation = json.loads(result.stdout)
    assert annotation["verdict"] == "plausible" and annotation["reference_version"].startswith("ref-")


def test_check_a_list_runs_the_series_check():
    result = tokcheck("check", str(FIXTURES / "article_series.json"), "--json")
    annotations = json.loads(result.stdout)
    assert len(annotations) == 4
    assert all(next(c for c in a["checks"] if c["id"] == "window_series")["status"] == "fail" for a in annotations)


def test_claim_overrides_the_records_speed():
    result = tokcheck("check", str(FIXTURES / "control_record.json"), "--claim", "400", "--json")
    assert json.loads(result.stdout)["verdict"] == "implausible"


def test_compare_prints_the_difference_table(tmp_path):
    result = tokcheck("compare", str(FIXTURES / "control_record.json"), str(FIXTURES / "article_record.json"))
    assert result.returncode == 0
    assert result.stdout.startswith("NOT_COMPARABLE")
    assert "DIFF  quantization" in result.stdout


def test_bad_inputs_exit_2_with_one_line_and_no_traceback(tmp_path):
    cases = {
        "missing.json": (None, "No such file"),
        "broken.json": ('{"tokSOut": 1,', "invalid JSON at line 1 column 15"),
        "type.json": ('{"tokSOut": "fast"}', "tokSOut: expected a number, got the string 'fast'"),
        "nested.json": ('{"benchmarks": [{"tokSOut": 5}, {"tokSOut": 5, "gpuPowerWatts": ["x"]}]}',
                        "benchmarks[1].gpuPowerWatts[0]: expected a number"),
        "nospeed.json": ('{"gpu": "RTX 5090"}', "no tok/s field found"),
        "binary.json": (b"\xff\xfe\x00", "not UTF-8"),
    }
    for name, (content, expected) in cases.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif content is not None:
            path.write_text(content)
        result = tokcheck("check", str(path))
        assert result.returncode == 2, name
        assert expected in result.stderr, (name, result.stderr)
        assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1
