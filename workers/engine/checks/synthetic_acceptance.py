"""Does the command, env or notes switch on an engine's simulated acceptance? Then the speed is a simulation.

Every major engine now ships such a switch for benchmarking (verification.md section 4): vLLM's synthetic
rejection sampler, SGLang's SGLANG_SIMULATE_ACC_LEN, TRT-LLM's forced accepts, llama.cpp's benchmark flag.
A speculative run on a prompt that repeats itself ("8,943 tokens of 'w0 w1 w2 ...' filler", "repeat the text
verbatim", an output "unusually predictable") simulates it without a switch: a draft guesses such text almost every
time (the article's fed draft).
"""
from workers.engine.caseless import Caseless
from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say

ID = "synthetic_acceptance"
MARKERS = Caseless(
    r"synthetic_acceptance_(?:length|rates?)|rejection_sample_method[\"']?\s*[:=]\s*[\"']?synthetic|"
    r"sglang_simulate_acc_(?:len|method|token_mode)|--spec-synthetic-acceptance[-\w]*|"
    r"tllm_spec_decode_force_num_accepted_tokens|--spec-decode-acceptance-(?:length|rate)")
# words saying the acceptance was set, not measured ("with the committed golden acceptance length", "acceptance
# rate is simulated"): InferenceX's golden AL files feed SGLang's simulation switch
SIMULATED = Caseless(
    r"(?<!\bnot )(?<!\bno )(?<!\bwithout )\b(?:simulated|synthetic|golden|forced) acceptance (?:lengths?|rates?)\b|"
    r"\bacceptance (?:lengths?|rates?) (?:is|was|are|were) (?:simulated|synthetic|forced)\b|模拟接受(?:长度|率)")
REPETITIVE = Caseless(
    r"\brepetitive\b|\bfiller\b|\brepeat(?:ing|s|ed)?\b[^.;\n]{0,30}\bverbatim\b|"
    r"\brepeat(?:ing|s|ed)? (?:the|a|this|that|your) (?:text|prompt|input)|"
    r"\brepeated (?:text|prompt|input|tokens)|\b(?:unusually|highly|very) predictable\b|\bcontent art[ei]fact\b|"
    r"重复(?:文本|提示|输入|内容)|复读")


def run(ctx: Context) -> Check:
    rec = ctx.record
    fields = {"command": rec.command, "notes": rec.notes}
    if not any(fields.values()):
        return Check(ID, "skip", None, say("synthetic_acceptance.skip"))
    for where, value in fields.items():
        marker = MARKERS.search(value)
        if marker:
            return Check(
                ID,
                "fail",
                marker,
                say("synthetic_acceptance.found", marker=marker, where=say(f"field.{where}")),
                [say("synthetic_acceptance.why", marker=marker)],
                {where: Input(marker, "record")},
                headline=say("headline.synthetic", marker=marker),
            )
    said = SIMULATED.search(rec.notes)
    if said:
        return Check(ID, "fail", said, say("synthetic_acceptance.said", words=said),
                     [say("synthetic_acceptance.why_said")], {"notes": Input(said, "record")},
                     headline=say("headline.synthetic_said", words=said))
    repetitive = REPETITIVE.search(rec.notes) if rec.speculative else None
    if repetitive:
        return Check(ID, "warn", repetitive, say("synthetic_acceptance.repetitive", words=repetitive),
                     [say("synthetic_acceptance.searched")], {"notes": Input(repetitive, "record")})
    return Check(
        ID,
        "pass",
        None,
        say("synthetic_acceptance.none"),
        [say("synthetic_acceptance.searched")],
        {k: Input(bool(v), "record") for k, v in fields.items()},
    )
