"""Apple Silicon prefill is bounded by the GPU's dense FP16 compute, each chip's figure sourced (the fullest GPU
bin unless the entry is a named bin), generous enough that real llama.cpp and MLX prefill figures stay well
inside it, tight enough that a figure ten times over is implausible."""
import pytest

from workers.engine.claim_context import extract
from workers.engine.leaderboards import normalize_document
from workers.engine.pipeline import annotate, annotate_claim
from workers.engine.reference import REFERENCE

APPLE = [a for a in REFERENCE.accelerators if a.get("architecture") == "apple"]


def checks(annotation: dict) -> dict:
    return {c["id"]: c for c in annotation["checks"]}


def prefill_record(gpu: str, model: str, quantization: str, prefill: float, engine: str = "llama.cpp") -> dict:
    record = dict(gpu=gpu, gpu_count=1, model=model, quantization=quantization, engine=engine, prefill_tps=prefill)
    return annotate(normalize_document(record)[0])


@pytest.mark.parametrize("entry", APPLE, ids=lambda a: a["id"])
def test_every_apple_chip_has_a_sourced_fp16_figure(entry):
    figure = entry["dense_tflops"]["fp16"]
    assert figure["value"] > 0 and figure["kind"] == "spec"
    assert "M" not in figure["source"] and figure["source"]
    assert all(s in REFERENCE.sources for s in figure["source"])


def test_bins_and_generations_are_ordered():
    fp16 = {a["id"]: a["dense_tflops"]["fp16"]["value"] for a in APPLE}
    assert fp16["m3-max-30c"] < fp16["m3-max"] and fp16["m4-max-32c"] < fp16["m4-max"]
    assert fp16["m1"] < fp16["m1-pro"] < fp16["m1-max"] < fp16["m1-ultra"]
    assert fp16["m2-ultra"] == 27.2   # Apple's own figure for the 76-core GPU
    assert fp16["m5-max"] > 4 * fp16["m4-max"] * 0.9   # the M5 GPU's Neural Accelerators ("over 4x" for AI)


def test_a_mac_prefill_figure_gets_the_compute_check_with_the_apple_figure_and_its_source():
    # llama.cpp PR 3084: M2 Ultra, LLaMA 7B F16, pp 512 = 1265.30 t/s
    annotation = prefill_record("M2 Ultra", "LLaMA 7B", "F16", 1265.30)
    by_id = checks(annotation)
    tflops = by_id["prefill_cache"]["inputs"]["tensor_tflops"]
    assert tflops["value"] == 27.2 and "R2-M2ULTRA-TFLOPS" in tflops["detail"]
    assert by_id["roofline"]["status"] == "pass" and by_id["roofline"]["inputs"]["tensor_tflops"]["value"] == 27.2
    assert annotation["verdict"] == "plausible"


def test_a_prefill_figure_ten_times_over_on_an_m2_ultra_is_implausible():
    annotation = prefill_record("M2 Ultra", "LLaMA 7B", "F16", 12653.0)
    assert annotation["verdict"] == "implausible"
    roofline = checks(annotation)["roofline"]
    assert roofline["status"] == "fail" and roofline["figure"] > 6
    assert "compute" in annotation["headline"]


def test_a_prefill_claim_over_the_compute_ceiling_is_implausible_and_one_within_is_not():
    over = annotate_claim(extract("Llama 2 7B F16 prefill 12,653 tok/s on M2 Ultra"))
    within = annotate_claim(extract("Llama 2 7B F16 prefill 1,265 tok/s on M2 Ultra"))
    assert over["verdict"] == "implausible" and checks(over)["roofline"]["status"] == "fail"
    assert within["verdict"] != "implausible" and checks(within)["roofline"]["status"] == "pass"


# Real Apple Silicon prefill figures: (gpu, model, quantization, tok/s, engine, source)
REAL = [
    ("M2 Ultra", "LLaMA 7B", "F16", 1265.30, "llama.cpp", "github.com/ggml-org/llama.cpp/pull/3084 pp 512"),
    ("M2 Ultra", "LLaMA 7B", "Q4_0", 1164.00, "llama.cpp", "github.com/ggml-org/llama.cpp/pull/3084 pp 512"),
    ("M2 Max Studio, 30 GPU", "LLaMA 7B", "Q4_0", 433.35, "llama.cpp", "github.com/ggml-org/llama.cpp/pull/2959"),
    ("M1 Ultra Mac Studio (64 core 128Gb)", "tinyllama-1.1b-1t-openorca.Q4_K_M.gguf", "Q4_K_M", 5587.84,
     "llama.cpp", "github.com/geerlingguy/ai-benchmarks/issues/48 pp512"),
    ("M1 Ultra Mac Studio (64 core 128Gb)", "Llama-3.2-3B-Instruct-Q4_K_M.gguf", "Q4_K_M", 2142.59, "llama.cpp",
     "github.com/geerlingguy/ai-benchmarks/issues/48 pp512"),
    ("Mac Mini M4", "llama 3.1 8b", "q4_k_m", 224.81, "llama.cpp", "github.com/brand-o/normiebench/issues/3 pp512"),
    ("M4 Max", "Qwen3 30B A3B Q4", "Q4", 1731.991, "MLX", "mlx-lm 406, prompt 2048"),
    ("M2 Utra", "Mistral 7B", "4-bit", 869.279, "MLX", "mlx-lm 40"),
    ("Apple M5 Max", "gemma-4-e4b-it-8bit", "8bit", 4919.42, "MLX (mlx-swift-lm)", "mac-mlx 62 promptTPS"),
    # with the GPU Neural Accelerators: twice the 10-core M5's shader rate, inside its matrix rate
    ("M5", "LLaMA 7B", "Q4_0", 627.88, "llama.cpp", "github.com/kavanaghpatrick/gpu-forge/issues/15 (M5, tensor API)"),
]


@pytest.mark.parametrize("gpu,model,quantization,tok_s,engine,source", REAL, ids=lambda v: str(v)[:24])
def test_real_mac_prefill_figures_stay_inside_the_bound_with_margin(gpu, model, quantization, tok_s, engine, source):
    annotation = prefill_record(gpu, model, quantization, tok_s, engine)
    roofline = checks(annotation)["roofline"]
    assert roofline["status"] == "pass" and roofline["figure"] < 0.9, (source, roofline["summary"])
    assert annotation["verdict"] == "plausible", source


def test_a_misspelled_ultra_is_the_ultra_not_the_base_chip():
    from workers.engine.hardware import find_accelerator
    assert find_accelerator("M2 Utra", REFERENCE).entry["id"] == "m2-ultra"
    assert find_accelerator("M2", REFERENCE).entry["id"] == "m2"
