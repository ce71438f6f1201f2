"""The web page's own words in each language (the card's sentences come from workers/messages)."""
from workers.engine.messages import LANGUAGES

# The badge's marks per verdict (extension/lib/verdicts.js), so a card reads without colour.
MARKS = {"implausible": "✕", "not_comparable": "≠", "suspicious": "!", "plausible": "✓", "unverified": "?",
         "unresolved": "⋯"}

STRINGS = {
    "en": {
        "title": "tokcheck: is this tok/s number real?",
        "intro": "Paste a leaderboard record link, or a sentence with a tok/s claim. tokcheck redoes the arithmetic:"
        " acceptance length over window, power over TDP, speed over the memory-bandwidth ceiling.",
        "field": "Link or claim",
        "placeholder": 'https://localmaxxing.com/benchmarks/... or "single 5090, 27B dense, 2103.6 tok/s"',
        "submit": "Check",
        "empty": "Paste a link or a sentence with a tok/s figure.",
        "checking": "Checking… this page reloads by itself.",
        "failed": "The check failed on tokcheck's side; the error is logged for the maintainers.",
        "missing": "No claim with this id.",
        "verdict": "Verdict",
        "checks": "Checks",
        "inputs": "Inputs",
        "caveats": "Caveats",
        "inferred": "Inferred, not measured",
        "plan": "Experiment plan",
        "notes": "Submitter's notes",
        "source": "Record",
        "claimed": "claimed",
        "ceiling": "batch-1 ceiling",
        "reference": "reference data",
        "another": "Check another",
        "review": "Moderator",
        "triage": {
            "title": "Triage",
            "token": "Moderator token",
            "sign_in": "Sign in",
            "sign_out": "Sign out",
            "bad_token": "That token is not a moderator's.",
            "open": "Open",
            "reviewed": "Reviewed",
            "page": "page",
            "pages": "pages",
            "decision": "Decision",
            "note": "Note (every reader's card shows it)",
            "save": "Save decision",
            "empty": "Nothing here.",
            "next": "Next",
            "cross_site": "This form can only be sent from tokcheck's own page.",
        },
        "language": "中文",
        "other_lang": "zh",
        "verdicts": {
            "implausible": "implausible",
            "not_comparable": "not comparable",
            "suspicious": "suspicious",
            "plausible": "plausible",
            "unverified": "unverified",
            "unresolved": "unresolved",
        },
    },
    "zh": {
        "title": "tokcheck：这个 tok/s 数字靠谱吗？",
        "intro": "粘贴排行榜记录链接，或一句带 tok/s 数字的话。"
                 "tokcheck 重算：接受长度/窗口、功耗/TDP、速度/显存带宽上限。",
        "field": "链接或说法",
        "placeholder": "https://localmaxxing.com/benchmarks/... 或 “单卡 5090，27B 稠密，每秒 2103.6 个 token”",
        "submit": "检查",
        "empty": "请粘贴链接或带 tok/s 数字的一句话。",
        "checking": "检查中……页面会自动刷新。",
        "failed": "tokcheck 这边检查出错，错误已记录，维护者会处理。",
        "missing": "没有这个 id 的说法。",
        "verdict": "结论",
        "checks": "检查项",
        "inputs": "输入",
        "caveats": "注意",
        "inferred": "推断，非实测",
        "plan": "实验计划",
        "notes": "提交者备注",
        "source": "记录",
        "claimed": "声称",
        "ceiling": "batch 1 上限",
        "reference": "参考数据",
        "another": "再查一个",
        "review": "审核员",
        "triage": {
            "title": "审核队列",
            "token": "审核员令牌",
            "sign_in": "登录",
            "sign_out": "退出",
            "bad_token": "这个令牌不属于任何审核员。",
            "open": "待审",
            "reviewed": "已审",
            "page": "个页面",
            "pages": "个页面",
            "decision": "决定",
            "note": "说明（每位读者的卡片都会显示）",
            "save": "保存决定",
            "empty": "这里没有内容。",
            "next": "下一页",
            "cross_site": "这个表单只能从 tokcheck 自己的页面提交。",
        },
        "language": "English",
        "other_lang": "en",
        "verdicts": {
            "implausible": "不可信",
            "not_comparable": "不可比",
            "suspicious": "可疑",
            "plausible": "物理上可能",
            "unverified": "未验证",
            "unresolved": "无法获取",
        },
    },
}
assert set(STRINGS) == set(LANGUAGES)


def pick_language(requested: str | None, accept_languages) -> str:
    """?lang= wins; else the browser's first choice between English and Chinese; else English."""
    if requested in STRINGS:
        return requested
    best = accept_languages.best_match(["en", "zh", "zh-CN", "zh-TW"], default="en")
    return "zh" if best.startswith("zh") else "en"
