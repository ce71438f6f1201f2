"""Does the post carry a record, a config or a log, or only a number? (article section 8, question one)"""
from workers.checks.base import Check, Context, Input
from workers.messages import say

ID = "evidence"


def run(ctx: Context) -> Check:
    rec = ctx.record
    if ctx.has_record:
        where = rec.url or rec.record_id or "the supplied file"
        inputs = {"record": Input(where, "record", rec.leaderboard)}
        if rec.has_config:
            return Check(ID, "pass", where, say("evidence.record_with_config", leaderboard=rec.leaderboard),
                         [say("evidence.record", where=where)], inputs)
        return Check(ID, "pass", where, say("evidence.record_no_config", leaderboard=rec.leaderboard),
                     [say("evidence.record", where=where)], inputs, [say("evidence.no_config_caveat")])
    links = ctx.claim.links if ctx.claim else []
    return Check(ID, "fail", None, say("evidence.number_only"),
                 [say("evidence.no_record", links=len(links))], {"links": Input(len(links), "claim")},
                 headline=say("headline.unverified"))
