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


def test_claim_applies_to_the_record_it_is_about_never_to_the_series():
    """The article's series with --claim 9999: the claim is judged against the record nearest it, and the series
    still rises with the window (it would pass if 9999 were written into every record)."""
    result = tokcheck("check", str(FIXTURES / "article_series.json"), "--claim", "9999", "--json")
    annotation = json.loads(result.stdout)
    assert isinstance(annotation, dict), "one annotation: the record the claim is about"
    checks = {c["id"]: c for c in annotation["checks"]}
    assert checks["window_series"]["status"] == "fail"
    assert checks["roofline"]["inputs"]["claimed_tok_s"]["value"] == 9999


def test_dash_reads_the_record_from_stdin():
    record = (FIXTURES / "article_record.json").read_text()
    result = subprocess.run([sys.executable, "-m", "tokcheck.cli", "check", "-", "--json"], input=record,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["verdict"] == "implausible"
    broken = subprocess.run([sys.executable, "-m", "tokcheck.cli", "check", "-"], input="{", capture_output=True,
                            text=True)
    assert broken.returncode == 2 and broken.stderr.startswith("tokcheck check: stdin: invalid JSON at line 1")


def test_version_and_python_dash_m():
    from importlib.metadata import version

    result = subprocess.run([sys.executable, "-m", "tokcheck", "--version"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() == f"tokcheck {version('tokcheck')}"


def test_help_shows_every_default():
    out = " ".join(tokcheck("serve", "--help").stdout.split())   # argparse wraps to the terminal's width
    assert "(default: 127.0.0.1)" in out and "(default: 8000)" in out and "(default: 1)" in out
    assert "(default: en)" in " ".join(tokcheck("check", "--help").stdout.split())


def test_the_chinese_terminal_card_is_chinese():
    """No run of two English words outside the record's own words (URLs, ids, the notes) and the check ids."""
    import re

    out = tokcheck("check", str(FIXTURES / "article_record.json"), "--lang", "zh").stdout
    assert out.startswith("不可信：")
    for label in ("IMPLAUSIBLE", "[FAIL]", "note:", "Inferred, not measured", "Experiment plan", "reference data"):
        assert label not in out
    assert "推断值，非实测" in out and "实验计划：" in out and "不通过] acceptance_window" in out
    record = json.loads((FIXTURES / "article_record.json").read_text())
    own_words = (record.get("notes") or "") + json.dumps(record)
    for line in out.splitlines():
        for run in re.findall(r"[A-Za-z]{3,}(?: [A-Za-z]{3,})+", line):
            assert run in own_words, (run, line)


def test_compare_speaks_chinese_too():
    result = tokcheck("compare", str(FIXTURES / "control_record.json"), str(FIXTURES / "article_record.json"),
                      "--lang", "zh")
    assert result.returncode == 0 and result.stdout.startswith("不可比：")
    assert "不同  quantization" in result.stdout and "实验计划：" in result.stdout


def _list_file(tmp_path, count=200):
    path = tmp_path / "list.json"
    path.write_text(json.dumps([{"gpu": "RTX 3090 24GB", "model": "Meta-Llama-3-8B-Instruct", "quantization": "Q4_K_M",
                                 "tok_s": 100 + n % 20, "id": f"r{n}"} for n in range(count)]), "utf-8")
    return path


def test_a_list_draws_a_progress_bar_on_a_terminal(tmp_path):
    import os
    import pty

    controller, terminal = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "tokcheck.cli", "check", "--json", str(_list_file(tmp_path))],
                               stdout=subprocess.DEVNULL, stderr=terminal)
    os.close(terminal)
    drawn = b""
    while True:                          # read while it runs: a full terminal buffer would block the bar
        try:
            chunk = os.read(controller, 65536)
        except OSError:                  # EIO: the process closed the terminal and everything was read
            break
        if not chunk:
            break
        drawn += chunk
    os.close(controller)
    assert process.wait(timeout=60) == 0
    assert b"] 200/200 records" in drawn and b"] 2/200 records" in drawn


def test_a_list_draws_nothing_when_stderr_is_not_a_terminal(tmp_path):
    result = tokcheck("check", "--json", str(_list_file(tmp_path)))
    assert result.returncode == 0 and result.stderr == "" and len(json.loads(result.stdout)) == 200
