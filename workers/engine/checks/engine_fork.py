"""Is the engine a private fork? A suffix after the release is a hard signal (article section 8, question four).

PEP 440 post/dev/rc releases and llama.cpp build numbers are releases, as is the build line llama-bench prints (a
commit with its build number, "f79069d9d (9050)"); a local suffix (+dflash), a -custom/-fork tag, a PR ref, a bare
commit hash or a repository outside the upstream org is not.
"""
import re

from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say

ID = "engine_fork"
_RELEASE = re.compile(r"^v?\d+(?:\.\d+){0,3}(?:[.-]?(?:post|dev|rc|a|b)\d*)*$|^b\d{3,5}$|"
                      r"^(?:build:?\s*)?(?:[0-9a-f]{7,40}\s*\(b?\d{3,5}\)|b?\d{3,5}\s*\([0-9a-f]{7,40}\))$", re.I)
_SUFFIX = re.compile(r"\+[\w.-]+|[-_.](?:custom|fork\w*|dirty|patch\w*|private|local|dev-\w+)\b|"
                     r"\b(?:fork|patches|patched|uncommitted|custom|modified|private)\b|"
                     r"\bpr[-#]?\d+\b|#\d+|pull/\d+|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b", re.I)
UPSTREAM = ("vllm-project/vllm", "sgl-project/sglang", "ggml-org/llama.cpp", "ggerganov/llama.cpp",
            "turboderp/exllamav2", "turboderp-org/exllamav3", "turboderp/exllamav3", "ollama/ollama",
            "nvidia/tensorrt-llm", "huggingface/text-generation-inference", "ml-explore/mlx-lm",
            "ml-explore/mlx", "internlm/lmdeploy", "mlc-ai/mlc-llm", "lmstudio-ai")


def run(ctx: Context) -> Check:
    rec = ctx.record
    version, repo = rec.engine_version, rec.engine_repository
    if not version and not repo and rec.engine != "custom":
        return Check(ID, "skip", None, say("engine_fork.skip"))
    inputs = {"engine_version": Input(version, "record")}
    if repo:
        inputs["engine_repository"] = Input(repo, "record")
    if rec.engine and rec.engine.lower() == "custom":
        return _fork(rec, inputs, "custom", say("engine_fork.custom_engine"))
    if version and not _RELEASE.match(version.strip()):
        match = _SUFFIX.search(version)
        if match:
            return _fork(rec, inputs, match.group(0), say("engine_fork.suffix", version=version, suffix=match.group(0)))
    if repo and not any(u in repo.lower() for u in UPSTREAM):
        return _fork(rec, inputs, repo, say("engine_fork.repository", repo=repo))
    return Check(ID, "pass", version, say("engine_fork.release", version=version or "?"),
                 [say("engine_fork.release_step", version=version or "?")], inputs)


def _fork(rec, inputs, figure, step) -> Check:
    return Check(ID, "warn", figure, say("engine_fork.fork", engine=rec.engine or "engine"), [step], inputs,
                 [say("engine_fork.caveat")])
