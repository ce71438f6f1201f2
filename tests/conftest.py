"""Fixtures: the article's records (docs/article-en.txt) as leaderboards serve them, and a builder for variants."""
import copy
import json
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"


def load_fixture(name: str):
    return json.loads((FIXTURES / name).read_text("utf-8"))


@pytest.fixture
def article_row():
    """The article's 2103.6 tok/s record in localmaxxing's nested GET shape."""
    return load_fixture("article_record.json")


@pytest.fixture
def control_row():
    return load_fixture("control_record.json")


def lmx_row(**overrides) -> dict:
    """A plain, honest localmaxxing row to vary: Llama-3.1-8B BF16 on one RTX 4090."""
    row = {
        "id": "cmbuilderrow0000000000001", "status": "APPROVED", "user": {"username": "builder"},
        "model": {"hfId": "meta-llama/Llama-3.1-8B-Instruct", "params": 8.03, "activeParams": 8.03, "isMoE": False},
        "hardware": {"hwClass": "DISCRETE_GPU", "gpuName": "RTX 4090", "gpuCount": 1, "vramGb": 24},
        "engine": {"engineName": "vllm", "engineVersion": "0.10.1", "quantization": "BF16", "backend": "cuda"},
        "engineFlags": {"commandSnippet": "vllm serve meta-llama/Llama-3.1-8B-Instruct", "concurrency": 1},
        "tokSOut": 45.0, "tokSPrefill": 4000.0, "ttftMs": 300, "promptTokens": 1215, "outputTokens": 1024,
        "contextLength": 8192, "batchSize": 1, "prefillTokens": 0, "gpuPowerWatts": [380], "notes": "",
    }
    for key, value in overrides.items():
        target = row
        *path, last = key.split("__")
        for part in path:
            target = target[part]
        target[last] = value
    return copy.deepcopy(row)
