"""Reference data (data files beside this module) and the lookups the checks use.

Each figure in the files carries its sources and whether it is a spec-sheet or a measured number;
lookups return the figure objects whole so a check can show where its denominator came from.
"""
import hashlib
import json
import math
import re
from functools import lru_cache
from importlib import resources

from workers.engine.gguf_bits import block_bits

_FILES = ("accelerators", "models", "quantization", "speculative", "sources")
# (an underscore separates words here too: "geforce_rtx_3090" drops its "geforce" as "GeForce RTX 3090" does)
_DROP_WORDS = re.compile(r"(?<![a-z0-9])(nvidia|geforce|amd|radeon|instinct|apple|intel|the)(?![a-z0-9])")
# vendor words glued on at the start of a key ("GeForceRTX4090", "InstinctMI250"), as the alias pattern matches them
_GLUED_VENDOR = re.compile(r"^(?:nvidia|geforce|amd|radeon|instinct|apple|intel)+(?=[a-z0-9])")
_BPW = re.compile(r"(\d+(?:\.\d+)?)\s*(?:bpw|bits?\s*per\s*weight)", re.I)
# bits named outright where no format on file matches: "1.58-bit", "3-bit", "W2" (T-MAC), BitNet's "b1.58" / "ternary"
_BITS = re.compile(r"(?<![\d.])(\d(?:\.\d+)?)[\s-]?bits?(?![a-z])|\bw([1-8])(?:a\d{1,2})?\b|\b(i2)_s\b|"
                   r"(\bb1[._]58\b|ternary)", re.I)   # bitnet.cpp's I2_S packs a ternary weight in 2 bits
# a GGUF type with another separator ("Q4/0", "q4-0", as posts write Q4_0)
_GGUF_SEPARATOR = re.compile(r"\b(i?q\d)[/\-](\d|k(?![a-z0-9]))", re.I)
# a type named as GGUF names them, its bits the digit after its Q, whether or not it is on file: "PQ2_0" (a fork's
# 2-bit type), "Q3_K_XL"
_GGUF_SHAPED = re.compile(r"(?<![A-Za-z0-9])[A-Z]{0,3}Q([1-8])_(?:\d|K)", re.I)
# bit widths sharing one unit, "mixed 4/8-bit": each a width of its own ("4-bit/8-bit"), the fewest read
_SHARED_BITS = re.compile(r"(?<![\d.])(\d{1,2})\s*/\s*(?=\d{1,2}\s*-?\s*bits?\b)", re.I)


@lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    """Lookup key: case, vendor words, org prefix and separators ignored ("NVIDIA RTX-5090" == "rtx5090")."""
    name = name.lower().split("/")[-1]
    return _GLUED_VENDOR.sub("", re.sub(r"[^a-z0-9.]", "", _DROP_WORDS.sub("", name))).replace(".", "p")


class Reference:
    def __init__(self, data: dict[str, dict], version: str):
        self.data = data
        self.version = version
        self.sources: dict[str, str] = data["sources"]
        self.accelerators: list[dict] = data["accelerators"]["accelerators"]
        self.models: list[dict] = data["models"]["models"]
        self.formats: list[dict] = data["quantization"]["formats"]
        self._format_patterns = [(re.compile(f["pattern"], re.I | re.A), f) for f in self.formats]   # compiled once;
        # ASCII word edges: a format glued to Chinese words ("FP8混合精度", "FP32或FP16") is still named
        spec = data["speculative"]
        self.spec_methods: list[dict] = spec["methods"]
        self.published: list[dict] = spec["published"]
        self.attainment: dict = spec["attainment"]
        self.al_bands: dict = spec["real_prompt_al_over_window"]
        # every entry each name key belongs to (a name all vendor words or other script, "树莓派", has no key: it
        # would answer a bare "NVIDIA")
        owners: dict[str, list[dict]] = {}
        for acc in self.accelerators:
            for key in {name_key(a) for a in [acc["name"], *acc["aliases"]]} - {""}:
                owners.setdefault(key, []).append(acc)
        self._accelerator_keys = {key: accs[-1] for key, accs in owners.items()}
        # a name two makers' parts share ("n150": Tenstorrent's card, Intel's N150): the one whose maker the words
        # name, else the faster, the generous reading
        self._shared_keys = {key: accs for key, accs in owners.items() if len(accs) > 1}
        # a family named by its model-number pattern ("EPYC 9554", "EPYC 9135"), not a list of every SKU
        self._accelerator_patterns = [(re.compile(p, re.I), acc) for acc in self.accelerators
                                      for p in acc.get("name_patterns", [])]
        self._model_keys = {key: m for m in self.models for a in [m["id"], *m["aliases"]] if (key := name_key(a))}
        # a model line named without a size ("LLaMA-2"): its smallest released size, the entry on file
        self.model_lines: list[dict] = data["models"].get("lines", [])
        self._line_keys = {name_key(n): line for line in self.model_lines for n in line["names"]}
        self._published_model = [self.model(p["model"]) for p in self.published]
        self._published_for: dict[tuple, tuple[list[dict], str]] = {}

    @classmethod
    def load(cls) -> "Reference":
        folder = resources.files(__package__) / "data"
        raw = {name: (folder / f"{name}.json").read_bytes() for name in _FILES}
        digest = hashlib.sha256(b"".join(raw[name] for name in _FILES)).hexdigest()[:12]
        return cls({name: json.loads(body) for name, body in raw.items()}, f"ref-{digest}")

    def accelerator(self, name: str | None, words: str | None = None) -> dict | None:
        """The entry a name means; `words` around it pick the maker where two makers' parts share the name."""
        if not name:
            return None
        key = name_key(name)
        if shared := self._shared_keys.get(key):
            named = [acc for acc in shared if acc["name"].split()[0].lower() in (words or name).lower()]
            return max(named or shared, key=lambda acc: acc["bandwidth_gbs"]["value"])
        return self._accelerator_keys.get(key) or self._accelerator_keys.get(key.removeprefix("rtx")) or next(
            (acc for pattern, acc in self._accelerator_patterns if pattern.fullmatch(name.strip())), None)

    def model(self, name: str | None) -> dict | None:
        return self._model_keys.get(name_key(name)) if name else None

    def model_line(self, name: str | None) -> tuple[dict, dict] | None:
        """(line, its smallest size's entry) for a line named without a size ("LLaMA-2"), else None."""
        line = self._line_keys.get(name_key(name)) if name else None
        return (line, self.model(line["smallest"])) if line else None

    def quantization(self, label: str | None) -> dict | None:
        """The format entry for a quantization label; 'N.NNbpw' labels become an entry of their own."""
        if not label:
            return None
        label = _SHARED_BITS.sub(r"\1-bit/", _GGUF_SEPARATOR.sub(r"\1_\2", label))
        bpw = _BPW.search(label)
        if bpw:
            bits = float(bpw.group(1))
            return {"name": label, "nominal_bits": bits, "compute_format": "bf16",
                    "effective_bits": {"value": bits, "kind": "spec", "source": ["record"]}}
        # a label naming several formats ("IQ4_XS (MTP head Q8_0)", "FP8/AWQ") is read at the fewest bits it names,
        # the reading generous to the claim (a part kept wider, or either of two runs)
        # (a scheme's name joined by underscores, "fp8_per_channel", "FP8_DYNAMIC", names the format its words do)
        found = self._formats_named(label) or self._formats_named(label.replace("_", " "))
        if found:
            fewest = min(found, key=lambda fmt: fmt["nominal_bits"])
            # (a type of fewer bits not on file beside it, "PQ2_0 (PQ2_0-MTP-Q8_0 file)", is the weights' own)
            shaped = min((int(m.group(1)) for m in _GGUF_SHAPED.finditer(label)), default=fewest["nominal_bits"])
            if shaped < fewest["nominal_bits"]:
                return {"name": label, "nominal_bits": float(shaped), "compute_format": "bf16",
                        "effective_bits": {"value": float(shaped), "kind": "spec", "source": ["record"]}}
            return fewest
        block = block_bits(label)
        if block:   # a GGUF type the table above does not list: its nominal bits from the gguf package's table
            name, bits = block
            return {"name": f"GGUF {name}", "nominal_bits": math.floor(bits * 2) / 2, "compute_format": "bf16",
                    "effective_bits": {"value": round(bits, 4), "kind": "spec", "source": ["GGUF"]}}
        named = _BITS.search(label)
        if named:
            bits = 1.58 if named.group(4) else 2.0 if named.group(3) else float(named.group(1) or named.group(2))
            return {"name": label, "nominal_bits": bits, "compute_format": "bf16",
                    "effective_bits": {"value": bits, "kind": "spec", "source": ["record"]}}
        return None

    def _formats_named(self, text: str) -> list[dict]:
        """Every format whose pattern the text names."""
        return [fmt for pattern, fmt in self._format_patterns if pattern.search(text)]

    def spec_method(self, method_id: str | None) -> dict | None:
        return next((m for m in self.spec_methods if m["id"] == method_id), None)

    def published_al(self, method_id: str | None, model_id: str | None, code: bool = False) -> tuple[list[dict], str]:
        """Published ALs for a method, narrowed to the model, else its family, else all of the method; figures
        measured on code (its drafts accept far more than prose's) only for a run on code.

        Returns the entries (shared: read them, never change them) and how they were chosen ("model", "family",
        "method", "any method"). Kept per method and catalogue model, so the keys stay as few as the catalogue's.
        """
        model = self.model(model_id)
        key = (method_id, id(model), code)   # the catalogue entry itself (None when the name is not on file)
        if key not in self._published_for:
            self._published_for[key] = self._narrowed(method_id, model, code)
        return self._published_for[key]

    def _narrowed(self, method_id: str | None, model: dict | None, code: bool) -> tuple[list[dict], str]:
        pairs = [
            (p, m)
            for p, m in zip(self.published, self._published_model, strict=False)
            if (not method_id or p["method"] == method_id) and (code or p.get("task") != "code")
        ]
        entries = [p for p, _ in pairs]
        scope = "method" if method_id else "any method"
        if model:
            same_model = [p for p, m in pairs if m is model]
            if same_model:
                return same_model, "model"
            same_family = [p for p in entries if p["family"] == model["family"]]
            if same_family:
                return same_family, "family"
        return entries, scope

    def highest_published_al(self, method_id: str | None, model_id: str | None, window: int | None,
                             code: bool = False):
        """(AL capped at the window, the entry it comes from, all entries, scope), or None when nothing is published.

        A run that does not say how far it drafts is held to a model's or family's own figures only where they
        were measured at more than the smallest window (a draft of one token): Gemma 4's 1.96, all at a window of
        2, does not cap an 'MTP x4' run (round 88); the method's figures across models do."""
        entries, scope = self.published_al(method_id, model_id, code)
        if not entries:
            return None
        one_token_drafts = max(e["window"] or 0 for e in entries) <= 2
        if scope in ("model", "family") and method_id and window is None and one_token_drafts:
            entries, scope = self.published_al(method_id, None, code)
        best = max(entries, key=lambda e: e["acceptance_length"])
        capped = min(best["acceptance_length"], window) if window else best["acceptance_length"]
        return capped, best, entries, scope

    def cite(self, source_ids: list[str]) -> str:
        return "; ".join(f"{s}: {self.sources.get(s, s)}" for s in source_ids)

    def unverified(self, figure: dict) -> bool:
        """True when the figure rests only on memory ('M')."""
        return set(figure.get("source", [])) <= {"M"}


REFERENCE = Reference.load()
