"""Leaderboard shapes other than localmaxxing's, and the window conventions of DESIGN section 7."""
import pytest

from tests.conftest import lmx_row
from workers.engine.errors import InputError
from workers.engine.leaderboards import normalize_document

LLM_SPEED = {"suite_version": "0.4", "id": "r_v983y0y3r2u", "finished_at": "2026-05-02T10:06:40Z",
             "fingerprint": {"gpus": [{"name": "Apple M4 Max", "kind": "integrated", "memory_gb": 128}],
                             "accelerator_summary": "Apple M4 Max 128GB", "fingerprint_hash": "sha256:abc"},
             "results": [{"workload": "chat-short", "backend": "llama.cpp", "backend_version": "b6201",
                          "model": {"identifier": "qwen3:8b-q4_K_M", "quant": "Q4_K_M"}, "ttft_ms": 180.2,
                          "prefill_tps": 820.5, "decode_tps": 71.3, "prompt_tokens": 128, "output_tokens": 256,
                          "batch_size": 1, "context_tokens": 4096},
                         {"workload": "concurrent-decode", "backend": "llama.cpp", "model": {"identifier": "qwen3:8b"},
                          "decode_tps": 150.0, "batch_size": 4, "extras": {"per_stream_tps": 37.5}}]}


def test_llm_speed_run_becomes_one_record_per_workload():
    first, second = normalize_document(LLM_SPEED)
    assert (first.leaderboard, first.gpu, first.tok_s_out, first.quantization) == (
        "llm-speed",
        "Apple M4 Max",
        71.3,
        "Q4_K_M",
    )
    assert second.tok_s_out == 37.5 and second.per_stream


def test_peakstone_and_generic_shapes():
    (peak,) = normalize_document(
        {
            "tok_per_s": 55.0,
            "run": {"bundle_hash": "ab12", "gpu": "RTX 4090", "engine": {"name": "vllm", "version": "0.10.1"}},
        }
    )
    assert (peak.leaderboard, peak.gpu, peak.engine_version) == ("peakstone", "RTX 4090", "0.10.1")
    (ppb,) = normalize_document(
        [
            {
                "throughput_tok_s": 33.0,
                "gpu_name": "RTX 3090",
                "model": "Qwen3-8B",
                "quant": "Q8_0",
                "concurrent_users": 1,
                "gpu_power_limit_w": 300,
            }
        ]
    )
    assert (ppb.leaderboard, ppb.tok_s_out, ppb.power_limit_watts, ppb.power_watts) == ("generic", 33.0, 300.0, [])


@pytest.mark.parametrize(
    "flags,window",
    [
        (
            {
                "commandSnippet": "sglang --speculative-algorithm EAGLE --speculative-num-steps 3 "
                "--speculative-eagle-topk 4 --speculative-num-draft-tokens 16"
            },
            4,
        ),
        (
            {"commandSnippet": 'vllm serve m --speculative-config \'{"method":"dflash","num_speculative_tokens":15}\''},
            16,
        ),
        ({"commandSnippet": "llama-server -m a.gguf -md d.gguf --draft-max 8"}, 9),
        ({"specMethod": "eagle3", "specNumTokens": 4}, 5),
        (
            {"commandSnippet": "python serve.py --draft dflash2 --speculative-dflash-block-size 8", "specNumTokens": 7},
            8,
        ),
    ],
)
def test_window_follows_the_engine_and_method(flags, window):
    (record,) = normalize_document(lmx_row(engineFlags=flags))
    assert record.spec_window == window


def test_a_generic_record_with_no_command_takes_its_window_from_the_draft_length_its_notes_name():
    """Round 197: an RX 7900 XTX's MTP run sent with 'spec-draft-n-max 3' in its notes was allowed MTP's widest
    published acceptance (7.1) where no step of its could commit more than 4."""
    (record,) = normalize_document({"gpu": "AMD RX 7900 XTX", "model": "Qwen3.8-27B", "tok_s": 65.9,
                                    "notes": "MTP drafter (spec-draft-n-max 3), 70.3% acceptance, mean len 2.46"})
    assert record.spec_window == 4 and "spec-draft-n-max 3" in record.spec_window_source.text()
    (record,) = normalize_document({"gpu": "RTX 4090", "tok_s": 90, "notes": "no draft, n-max 3 of a sampler"})
    assert record.spec_window is None           # not a speculative run: its notes' numbers are no window


def test_errors_name_the_field():
    with pytest.raises(InputError) as error:
        normalize_document(lmx_row(hardware__gpuCount="two"))
    assert error.value.field == "hardware.gpuCount"
    with pytest.raises(InputError, match="the list holds no records"):
        normalize_document({"benchmarks": []})


def test_a_key_that_looks_like_a_known_one_is_named_not_skipped():
    record = normalize_document({"gpu": "RTX 4090", "tok_s": 90, "window": 4, "quantisation": "Q4_K_M",
                                 "gpu_cuont": 2, "my_own_field": 1})[0]
    assert record.unread_keys == [("window", "num_speculative_tokens"), ("quantisation", "quantization"),
                                  ("gpu_cuont", "gpu_count")]
    record = normalize_document({"gpu": "RTX 4090", "tok_s": 90, "params_active_b": 10, "params_total_b": 150})[0]
    assert record.unread_keys == [("params_active_b", "active_params_b"), ("params_total_b", "params_b")]


def test_a_body_parsed_again_gives_each_caller_its_own_records():
    """parse_records keeps what it parsed (the record behind many posts is read once per worker): a caller that sets
    a record's link (resolve does) must not change what the next caller gets."""
    from workers.engine.leaderboards import parse_records

    body = b'{"gpu": "RTX 4090", "model": "Llama-3.1-8B", "tok_s": 120}'
    first = parse_records(body, "https://example.test/a.json")
    first[0].url = "https://elsewhere.test/post"
    second = parse_records(body, "https://example.test/a.json")
    assert second[0].url != "https://elsewhere.test/post" and second[0].tok_s_out == 120
