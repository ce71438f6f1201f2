"""The extension's own checks, run from the one test command: the detector's node tests, its command-line
entry point, the background client's node tests, and `web-ext lint` (the same source must load in Firefox)."""
import json
import subprocess

from tests.e2e.conftest import EXTENSION, ROOT

# web-ext warns about these by design: Chromium needs background.service_worker and Firefox background.scripts
# (each browser ignores the other's key), and content scripts can only be modules through a dynamic import.
EXPECTED_WARNINGS = {("MANIFEST_FIELD_UNSUPPORTED", "manifest.json"), ("UNSAFE_VAR_ASSIGNMENT", "content/loader.js")}


def test_node_tests_pass():
    result = subprocess.run(["node", "--test", "extension/test/"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "# fail 0" in result.stdout


def test_detect_cli_reads_stdin_and_prints_offsets():
    text = "单卡 5090 每秒生成约2100个token; 40-45 tok/s per user; $3 per million tokens"
    result = subprocess.run(["node", str(EXTENSION / "bin/detect.mjs")], input=text, capture_output=True, text=True,
                            timeout=30, check=True)
    claims = json.loads(result.stdout)
    assert [(c["value"], c["per_user"]) for c in claims] == [(2100, False), (45, True)]
    assert [text[c["start"]:c["end"]] for c in claims] == ["每秒生成约2100个token", "40-45 tok/s"]


def test_web_ext_lint_finds_no_errors(node_modules):
    result = subprocess.run([str(node_modules / ".bin/web-ext"), "lint", "--source-dir", str(EXTENSION),
                             "--self-hosted", "--output", "json", "--ignore-files", "bin/**", "test/**"],
                            cwd=ROOT, capture_output=True, text=True, timeout=180)
    report = json.loads(result.stdout)
    assert report["errors"] == [], report["errors"]
    assert {(w["code"], w["file"]) for w in report["warnings"]} <= EXPECTED_WARNINGS, report["warnings"]


def test_eslint_finds_no_problems(node_modules):
    result = subprocess.run([str(node_modules / ".bin/eslint"), "--max-warnings", "0", "."], cwd=ROOT,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
