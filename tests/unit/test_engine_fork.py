"""The private-fork check reads an engine version as its engine prints it: releases, llama.cpp build numbers and the
build line llama-bench prints are releases; local suffixes, fork tags, PR refs and bare commits are not."""
import pytest

from workers.engine.leaderboards import normalize_document
from workers.engine.pipeline import annotate


def fork_check(version: str) -> dict:
    record = {"gpu": "RTX 4090", "model": "Llama-3.1-8B", "quantization": "Q4_K_M", "engine": "llama.cpp",
              "engine_version": version, "tok_s": 120}
    annotation = annotate(normalize_document(record)[0])
    return next(c for c in annotation["checks"] if c["id"] == "engine_fork")


@pytest.mark.parametrize("version", ["0.10.1", "v0.6.3.post1", "b4400", "f79069d9d (9050)",
                                     "build: 3b4f2e33 (3613)", "4400 (a1b2c3d4)"])
def test_a_release_or_a_llama_bench_build_line_is_no_fork(version):
    assert fork_check(version)["status"] == "pass"


@pytest.mark.parametrize("version", ["0.10.1+dflash", "f79069d9d", "b4400-custom", "0.6.0 pr-1234",
                                     "f79069d9d (9050) patched"])
def test_a_local_suffix_a_bare_commit_or_a_patch_is_a_fork(version):
    assert fork_check(version)["status"] == "warn"
