"""Does the post carry a record, a config or a log, or only a number? (article section 8, question one)"""
from workers.engine.checks.base import Check, Context, Input
from workers.engine.messages import say

ID = "evidence"


def run(ctx: Context) -> Check:
    rec = ctx.record
    if ctx.has_record:
        where = rec.url or rec.record_id
        named = say("evidence.record", where=where) if where else say("evidence.supplied_file")
        inputs = {"record": Input(where or "supplied file", "record", rec.leaderboard)}
        hints = [say("evidence.unread_key", given=given, meant=meant) for given, meant in rec.unread_keys]
        if rec.has_config:
            return Check(ID, "pass", where, say("evidence.record_with_config", leaderboard=rec.leaderboard),
                         [named], inputs, hints)
        return Check(ID, "pass", where, say("evidence.record_no_config", leaderboard=rec.leaderboard),
                     [named], inputs, hints + [say("evidence.no_config_caveat")])
    links = ctx.claim.links if ctx.claim else []
    return Check(ID, "fail", None, say("evidence.number_only"),
                 [say("evidence.no_record", links=len(links))], {"links": Input(len(links), "claim")},
                 headline=say("headline.unverified"))
