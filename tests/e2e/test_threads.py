"""Replies that answer a thread's question with bare figures (issue 13): a Discord-style chat asking "what tg128
are you all getting?" and its replies ("3090, 141", "4090 here, 168ish"), a 贴吧 thread whose floors answer
"大家多少速度？" with "六十多吧" and "4090 四十出头", and a feed whose numbers answer no question. Each post is a
block of its own on the page: every answer gets a badge in its own post, nothing else does, and what is sent
names the question the figure answers. And a forum post whose lines <br> breaks, read as lines."""
import json

import pytest

from tests.e2e.conftest import open_badged

EXPECTED = {"#chat": 4, "#floors": 2, "#br-post": 3}


@pytest.fixture(scope="module")
def thread(browser, site):
    page = open_badged(browser, f"{site.origin}/thread.html", EXPECTED)
    yield page
    page.close()


def test_each_answer_is_badged_in_its_own_post_and_nothing_else(thread, out_dir):
    badged = thread.evaluate("""() => [...document.querySelectorAll('tokcheck-badge')].map((b) => {
        const post = b.closest('.body, .content, #feed > div, #br-post');
        const range = document.createRange();
        range.setStart(post, 0);
        range.setEndBefore(b);
        return [post.closest('[id]').id, range.toString().replace(/\\s+/g, ' ').trim()];
    })""")
    assert badged == [
        ["chat", "3090, 141"], ["chat", "4090 here, 168ish"], ["chat", "m2 max 64gb — about 52"],
        ["chat", "lol my 1060 does 19"], ["floors", "六十多吧"], ["floors", "4090 四十出头"],
        # a post whose lines a <br> breaks: "Q4_K_M<br>40 t/s" is no "Q4_K_M40 t/s", and the next line's label names
        # its own figure's phase
        ["br-post", "Qwen3-8B Q4_K_M40 t/s on my 3060"],
        ["br-post", "Qwen3-8B Q4_K_M40 t/s on my 3060生成速度：45 t/s"],
        ["br-post", "Qwen3-8B Q4_K_M40 t/s on my 3060生成速度：45 t/s预填充：1200 t/s"],
    ]
    thread.screenshot(path=str(out_dir / "thread-page.png"), full_page=True)


def test_what_is_sent_names_the_question_the_figure_answers(thread, api):
    thread.wait_for_timeout(300)
    sent = {claim["value"]: claim for request in api.requests if request.method == "POST"
            and request.path == "/v1/claims" for claim in json.loads(request.body)["claims"]}
    # the chat is a list (Discord's <ol> of <li>): its items are read as the lines of a list, the question among them
    assert sent[141]["text"].endswith("roll call: what tg128 are you all getting on Qwen3-8B Q4_K_M?: 141")
    # the floors are <div>s: the thread's posts are read as the lines they render
    assert sent[60]["text"] == "5090 跑 Qwen3-32B Q4 大家多少速度？ | 六十"
    assert sent[60]["context"] == ("question: 5090 跑 Qwen3-32B Q4 大家多少速度？; "
                                   "reply: 用户7788 六十多吧 2楼 11-23 20:14")
    assert {650, 700, 850, 24} & set(sent) == set()
    assert sent[1200]["context"].endswith("phase: prefill") and sent[45]["context"].endswith("phase: decode")
