"""Bits per weight of a GGUF block type, from the gguf package's own table (GGML_QUANT_SIZES: weights per block
and bytes per block), so a card shows the exact figure beside the generous nominal one the ceiling uses.

A label names a mix ("Q4_K_M" stores most tensors as Q4_K, some as Q6_K), so the figure is its main block type's.
"""
import re

from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType

_LABEL = re.compile(r"(?<![A-Za-z0-9])(?:UD-)?(IQ\d_?(?:XXS|XS|NL|S|M)|TQ\d_0|Q\d_K|Q\d_[01]|BF16|F16|F32|MXFP4)"
                    r"(?![A-Za-z0-9])|(?<![A-Za-z0-9])(?:UD-)?(Q\d_K)_(?:XL|S|M|L)(?![A-Za-z0-9])", re.I)


def block_type(label: str | None) -> str | None:
    """The GGUF block type a quantization label names ("Q4_K_M" -> "Q4_K", "IQ2XXS" -> "IQ2_XXS"), or None."""
    match = _LABEL.search(label or "")
    if not match:
        return None
    name = (match.group(1) or match.group(2)).upper()
    name = re.sub(r"^(IQ\d)_?", r"\1_", name) if name.startswith("IQ") else name
    return name if name in GGMLQuantizationType.__members__ else None


def block_bits(label: str | None) -> tuple[str, float] | None:
    """(block type, bits per weight) for a GGUF label, from the gguf package's table."""
    name = block_type(label)
    if name is None:
        return None
    weights, size = GGML_QUANT_SIZES[GGMLQuantizationType[name]]
    return name, size * 8 / weights
