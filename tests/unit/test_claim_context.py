"""What a claim's own words name, in English and Chinese, and the physics those words allow."""
import pytest

from workers.engine.claim_context import extract
from workers.engine.pipeline import annotate_claim


@pytest.mark.parametrize("text,context,expected", [
    ("single 5090, 27B dense, 2103.6 tok/s at batch 1", "",
     dict(gpu="5090", gpu_count=1, params_b=27.0, moe=False, batch_size=1, value=2103.6)),
    ("单张消费旗舰卡，27B 稠密模型，batch 1，2103.6 tok/s", "卡是 RTX 5090",
     dict(gpu="RTX 5090", params_b=27.0, moe=False, batch_size=1, value=2103.6)),
    ("2x 3090 running Qwen3-30B-A3B Q4_K_M at 118 tok/s", "",
     dict(gpu="3090", gpu_count=2, model="Qwen/Qwen3-30B-A3B", quantization="Q4_K_M", value=118.0)),
    ("双卡 4090 跑 qwen3.6:27b NVFP4，每秒生成约 80 个 token，可以服务 20 个用户", "",
     dict(gpu="4090", gpu_count=2, model="Qwen/Qwen3.6-27B", quantization="NVFP4", value=80.0, serving=True)),
    ("EAGLE-3 on H100 SXM5: 160 tok/s per user at 64 concurrent", "",
     dict(gpu="H100 SXM5", per_user=True, concurrency=64, speculative=True, spec_method="eagle3")),
    ("RTX 5090 Laptop does 60 t/s", "", dict(gpu="RTX 5090 Laptop", value=60.0)),
    ("prefill 12,000 tok/s on M3 Ultra", "", dict(gpu="M3 Ultra", phase="prefill", value=12000.0)),
])
def test_extract(text, context, expected):
    found = extract(text, context).to_dict()
    assert {k: found[k] for k in expected} == expected


def test_a_claim_whose_own_numbers_break_the_roofline_is_implausible_without_a_record():
    a = annotate_claim(extract("single 5090, 27B dense, 2103.6 tok/s at batch 1"))
    assert a["verdict"] == "implausible"
    roof = next(c for c in a["checks"] if c["id"] == "roofline")
    assert roof["inputs"]["params_b"]["from"] == "claim"
    assert roof["inputs"]["bytes_per_weight"]["from"] == "assumed"


def test_a_modest_claim_without_a_record_is_unverified_at_best():
    a = annotate_claim(extract("my 4090 runs Llama-3.1-8B at 50 tok/s"))
    assert a["verdict"] == "unverified"
    assert next(c for c in a["checks"] if c["id"] == "evidence")["status"] == "fail"


def test_a_batch1_number_used_for_a_serving_conclusion_is_flagged():
    a = annotate_claim(extract("batch 1 on a 4090, Llama-3.1-8B at 50 tok/s, so one card can serve our whole team"))
    assert next(c for c in a["checks"] if c["id"] == "serving_cell")["status"] == "warn"


def test_an_unresolved_link_says_why():
    claim = extract("2103.6 tok/s", links=["https://localmaxxing.com/runs/cmx"])
    a = annotate_claim(claim, unresolved_reason="upstream answered 404")
    assert a["verdict"] == "unresolved"
    assert "upstream answered 404" in a["caveats"][0]


@pytest.mark.parametrize("value,context,phase", [
    (4200, "", "prefill"), (130, "", "decode"),                  # the grammar reads each number's own words
    (4200, "replying to: my generation speed is fine; phase: prefill", "prefill"),   # the extension's mark wins
])
def test_a_sentence_naming_both_phases_gives_each_number_its_own(value, context, phase):
    text = "On my RTX 3090 with Llama 3.1 8B Q4_K_M: prompt processing 4200 t/s, generation 130 t/s."
    claim = extract(text, context, value, "tok/s")
    assert claim.phase == phase
    assert annotate_claim(claim)["verdict"] != "implausible"   # 4200 is no decode figure: never 18x a decode ceiling


def test_a_table_cell_marked_prefill_keeps_it_whatever_the_post_around_it_says():
    claim = extract("llama 8B Q4_K_M | 4.58 GiB | CUDA | pp512 | t/s: 4218.48 ± 12.16",
                    "column: t/s; row: llama 8B Q4_K_M | 4.58 GiB | CUDA | pp512; post: text generation on my "
                    "RTX 3090 got slower; phase: prefill", 4218.48, "tok/s")
    assert (claim.phase, claim.gpu) == ("prefill", "RTX 3090")
    assert annotate_claim(claim)["verdict"] != "implausible"


@pytest.mark.parametrize("text", [
    "Qwen3-32B on one H100: 40 tok/s per user, 2400 tok/s total at 64 concurrent",
    "单卡 H100 跑 Qwen3-32B：单路 40 tok/s，64 并发总吞吐 2400 tok/s",
])
def test_an_aggregate_beside_a_per_user_figure_is_judged_per_stream_not_per_user(text):
    """The per-user words name the 40; the 2400 is the total over 64 streams, well within one H100's ceiling."""
    aggregate, per_user = extract(text, "", 2400, "tok/s"), extract(text, "", 40, "tok/s")
    assert (aggregate.per_user, per_user.per_user) == (False, True)
    assert annotate_claim(aggregate)["verdict"] != "implausible"
