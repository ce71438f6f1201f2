"""What every check returns, and what every check is given."""
from dataclasses import dataclass, field

from workers.engine.claim_context import ClaimContext
from workers.engine.messages import Message
from workers.engine.record import Record
from workers.engine.reference import Reference

STATUSES = ("fail", "warn", "pass", "skip")


@dataclass(slots=True)
class Input:
    """One input to a check, with where it came from: record, claim, reference (with source) or assumed (with why)."""
    value: object
    source: str  # "record" | "claim" | "reference" | "assumed"
    detail: str | None = None

    def to_dict(self) -> dict:
        out = {"value": self.value, "from": self.source}
        if self.detail:
            out["detail"] = self.detail
        return out


@dataclass(slots=True)
class Check:
    id: str
    status: str
    figure: float | str | None
    summary: Message
    reasoning: list[Message] = field(default_factory=list)
    inputs: dict[str, Input] = field(default_factory=dict)
    caveats: list[Message] = field(default_factory=list)
    headline: Message | None = None  # the one line a card leads with when this check decides the verdict

    def __post_init__(self):
        if self.status not in STATUSES:
            raise ValueError(f"unknown status {self.status!r}")

    def to_dict(self) -> dict:
        reasoning, messages = _shown(self.reasoning)
        caveats, caveat_messages = _shown(self.caveats)
        inputs = {}
        for name, given in self.inputs.items():
            inputs[name] = given.to_dict()
        return {
            "id": self.id, "status": self.status, "figure": self.figure,
            "summary": self.summary.text(), "summary_message": self.summary.to_dict(),
            "reasoning": reasoning, "messages": messages, "inputs": inputs,
            "caveats": caveats, "caveat_messages": caveat_messages,
        }


def _shown(messages: list[Message]) -> tuple[list[str], list[dict]]:
    """Sentences as text and in stored form, in one pass (two comprehensions cost twice the calls)."""
    texts, stored = [], []
    for message in messages:
        texts.append(message.text())
        stored.append(message.to_dict())
    return texts, stored


@dataclass
class Context:
    """Everything a check may read: the record, the claim's own words, the submitter's series, reference data."""
    record: Record
    reference: Reference
    claim: ClaimContext | None = None
    series: list[Record] = field(default_factory=list)
    has_record: bool = True  # False when the record was built from the claim's words alone
    memo: dict = field(default_factory=dict)  # values several checks derive from the same inputs

    @property
    def claimed(self) -> Input | None:
        """The speed under test: the claim's number when it gives one, else the record's."""
        if self.claim and self.claim.value:
            return Input(self.claim.value, "claim")
        if self.record.tok_s_out:
            return Input(self.record.tok_s_out, "record" if self.has_record else "claim")
        return None
