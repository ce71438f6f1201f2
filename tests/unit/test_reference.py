"""Reference data: every figure carries its source and kind; names resolve as people write them."""
import pytest

from workers.engine.reference import REFERENCE


def figures():
    for acc in REFERENCE.accelerators:
        for key in ("bandwidth_gbs", "tdp_w", "memory_gb"):
            if acc[key]:
                yield f"{acc['id']}.{key}", acc[key]
        for fmt, fig in acc["dense_tflops"].items():
            yield f"{acc['id']}.dense_tflops.{fmt}", fig
    for model in REFERENCE.models:
        yield f"{model['id']}.total", model["params_total_b"]
        yield f"{model['id']}.active", model["params_active_b"]
        if "experts" in model:
            yield f"{model['id']}.experts", model["experts"]
    for fmt in REFERENCE.formats:
        yield f"{fmt['name']}.effective_bits", fmt["effective_bits"]
    for entry in REFERENCE.published:
        yield f"{entry['method']}.{entry['model']}.{entry['benchmark']}", entry


@pytest.mark.parametrize("name,figure", list(figures()))
def test_every_figure_names_known_sources_and_a_kind(name, figure):
    assert figure["kind"] in ("spec", "measured"), name
    assert figure["source"], name
    assert all(s in REFERENCE.sources for s in figure["source"]), name
    if "D" in figure["source"]:
        assert figure.get("derived"), f"{name}: a derived figure says how"


@pytest.mark.parametrize("written,expected", [
    ("5090", "rtx-5090"), ("RTX5090", "rtx-5090"), ("NVIDIA GeForce RTX 5090", "rtx-5090"), ("4090D", "rtx-4090-d"),
    ("H100 SXM5", "h100-sxm"), ("M3 Ultra", "m3-ultra"), ("Strix Halo", "strix-halo"), ("MI300X", "mi300x"),
    ("A100", "a100-80gb-sxm"), ("RTX 5090 Laptop", "rtx-5090-laptop"), ("Intel Arc Pro B70", "arc-pro-b70"),
    ("Hailo-10H", "hailo-10h"), ("Quasar QX-9 NPU", None), ("SE7-32", "sophgo-bm1684x"),
    ("Radxa Fogwise Airbox", "sophgo-bm1684x"), ("SM7325", "snapdragon-778g"),
    # round 13: instance types as cloud providers name them, mini PCs by product name, a mobile Ryzen by its part
    ("g5.2xlarge", "a10g"), ("ml.g6.xlarge", "l4"), ("g6e.2xlarge", "l40s"), ("g5.12xlarge", "aws-g5-4x-a10g"),
    ("ml.g6e.48xlarge", "aws-g6e-8x-l40s"), ("inf2.xlarge", "inferentia2"), ("inf2.48xlarge", "aws-inf2-12x"),
    ("UM790 Pro", "radeon-780m"), ("Ryzen 7 8845HS", "radeon-780m"), ("Ryzen 5800U", "ryzen-5000-mobile"),
    # round 14: the China-market RTX 5090 variants as posts write them; a word-order variant of RTX PRO 6000 Blackwell
    ("5090D", "rtx-5090-d"), ("RTX 5090 D", "rtx-5090-d"), ("RTX 5090D V2", "rtx-5090-d-v2"),
    ("5090DD", "rtx-5090-d-v2"), ("blackwell 6000 pro", "rtx-pro-6000"),
    # round 14: phone SoCs and a cloud CPU as posts name them, including the chip with its instance type
    ("Dimensity 9000+", "dimensity-9000"), ("天玑9300", "dimensity-9300"), ("Tensor G4", "tensor-g4"),
    ("Pixel 9 Pro", "tensor-g4"), ("Graviton4 C8g.16xlarge", "graviton4"), ("c8g.16xlarge", "graviton4"),
    ("r8g.48xlarge", None), ("Intel Xeon Platinum 8480+", "xeon-sapphire-rapids"),
    ("Xeon Gold 6430", "xeon-sapphire-rapids"), ("Intel Xeon Gold 6338", "xeon-ice-lake-sp")])
def test_accelerator_aliases(written, expected):
    found = REFERENCE.accelerator(written)
    assert (found["id"] if found else None) == expected


@pytest.mark.parametrize("written", ["Qwen3.6-27B", "qwen3.6:27b", "Qwen/Qwen3.6-27B", "QWEN3.6 27B"])
def test_model_aliases(written):
    assert REFERENCE.model(written)["id"] == "Qwen/Qwen3.6-27B"


@pytest.mark.parametrize("written,expected", [
    ("dots.llm1", "rednote-hilab/dots.llm1.inst"), ("Ling-3.0-flash", "inclusionAI/Ling-3.0-flash"),
    ("Ling-mini-2.0", "inclusionAI/Ling-mini-2.0"),
    ("Nemotron-3-Nano-30B-A3B", "nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B"),
    ("Qwen3.5-122B-A10B", "Qwen/Qwen3.5-122B-A10B"), ("finance-chat", "AdaptLLM/finance-chat")])
def test_round13_model_aliases(written, expected):
    assert REFERENCE.model(written)["id"] == expected


@pytest.mark.parametrize("written,expected,params", [
    ("miquliz-120b-v2.0", "wolfram/miquliz-120b-v2.0", 120.3), ("miquliz-120b", "wolfram/miquliz-120b", 117.7),
    ("miqu-1-120b", "wolfram/miqu-1-120b", 120.3)])
def test_round14_frankenmerges_are_dense(written, expected, params):
    model = REFERENCE.model(written)
    assert model["id"] == expected and not model["moe"]
    assert model["params_total_b"]["value"] == model["params_active_b"]["value"] == params


@pytest.mark.parametrize("label,bits", [("NVFP4", 4), ("Q4_K_M", 4), ("Q8_0", 8), ("FP8", 8), ("BF16", 16),
                                        ("EXL3-4.00bpw", 4.0), ("GPTQ-INT4", 4), ("MXFP4", 4), ("UD-Q4_K_XL", 4)])
def test_quantization_nominal_bits(label, bits):
    assert REFERENCE.quantization(label)["nominal_bits"] == bits


@pytest.mark.parametrize("label", ["fp8_per_channel", "FP8_DYNAMIC", "float8_dynamic_activation_float8_weight"])
def test_a_scheme_named_with_underscores_is_the_format_its_words_name(label):
    """Round 247: 'fp8_per_channel' (an MI300X serving repo's label) was not recognised and the ceiling assumed 4 bits,
    twice what FP8 weights allow."""
    assert REFERENCE.quantization(label)["name"] == "FP8"


def test_the_seed_figures():
    assert REFERENCE.accelerator("RTX 5090")["bandwidth_gbs"]["value"] == 1792
    assert REFERENCE.accelerator("RTX 5090")["tdp_w"]["value"] == 575
    assert REFERENCE.model("Qwen3.6-27B")["params_total_b"]["value"] == 27.8


def test_gguf_block_bits_come_from_the_gguf_package():
    from workers.engine.gguf_bits import block_bits

    assert block_bits("Q4_K_M") == ("Q4_K", 4.5) and block_bits("UD-Q4_K_XL") == ("Q4_K", 4.5)
    assert block_bits("IQ2XXS") == ("IQ2_XXS", 2.0625) and block_bits("Q8_0") == ("Q8_0", 8.5)
    assert block_bits("AWQ") is None
    fmt = REFERENCE.quantization("IQ2XXS")   # no quantization.json pattern matches: from the package's table
    assert fmt["nominal_bits"] == 2.0 and fmt["effective_bits"]["value"] == 2.0625


@pytest.mark.parametrize("written,expected", [
    ("Gemini Nano", "google/gemini-nano-1"), ("Gemini Nano-2", "google/gemini-nano-2")])
def test_gemini_nano_without_a_version_reads_as_its_smaller_size(written, expected):
    assert REFERENCE.model(written)["id"] == expected


@pytest.mark.parametrize("model", [m for m in REFERENCE.models if "experts" in m], ids=lambda m: m["id"])
def test_an_moes_expert_counts_fit_its_total_and_active_parameters(model):
    """The batched bound splits the active parameters into shared weights and k experts: counts that do not fit the
    totals (more activated than routed, or k experts heavier than all the active parameters) would bound nothing."""
    experts, total, active = model["experts"], model["params_total_b"]["value"], model["params_active_b"]["value"]
    assert model["moe"] and 0 < experts["per_token"] < experts["routed"]
    expert_b = (total - active) / (experts["routed"] - experts["per_token"])
    assert 0 < experts["per_token"] * expert_b < active
