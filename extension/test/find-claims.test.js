// Shared units, tool output and text tables: the shapes issue 13 names, with the phase each states.
import { test } from "node:test";
import assert from "node:assert/strict";
import { findClaims } from "../lib/find-claims.js";

/** A text's claims as [value, phase] pairs, in order. */
const read = (text) => findClaims(text).map((c) => [c.value, c.phase]);

const CASES = [
  // a merged header spans the empty cells after it; a caption giving a latency its unit too makes only throughput a speed
  ["| 并发数 | 吞吐（tokens/s） | | | 首字延迟（ms） |\n|:---:|:---:|:---:|:---:|:---:|\n| | 输入 | 输出 | 总计 | P50 |\n" +
    "| 1 | 101.6 | 50.8 | 152.4 | 196 |", [[101.6, null], [50.8, "decode"], [152.4, null]]],
  ["单位：吞吐 tokens/s，延迟 ms\n\n并发    请求数    输出吞吐    首字延迟(P50/P99)    E2E(P50)\n" +
    "1       100       71.3        210 / 285            7,420\n4       400       246.8       330 / 612            8,590",
  [[71.3, "decode"], [246.8, "decode"]]],
  // a question naming two phases in order is answered by a pair; a list's row of several is no such answer
  ["[6:20 PM] bex: pp/tg on the b580 with qwen3 8b?\n[6:24 PM] halden: 1350/57\n[6:24 PM] halden: vulkan, b7160",
    [[1350, "prefill"], [57, "decode"]]],
  // "哪家…最快" asks for speeds without a question mark; its replies answer
  ["佬们，现在哪家 DeepSeek V3.2 的 API 最快\n#2 一只佬：官方现在 30 出头\n#4 一只佬：@L站路人 火山我测是 55 左右，可能分地区",
    [[30, null], [55, null]]],
  // a bisect's items end with a verdict word; a CI table names the unit in a metric column beside the row's name
  ["Bisect results (tg128, t/s, Qwen3-30B-A3B Q4_K_M, RTX 3090):\n\n- b6780 (e4a1f9c): 168.2 — good\n" +
    "- b6795 (9f2e6c1): 121.4 — bad", [[168.2, "decode"], [121.4, "decode"]]],
  ["| scenario | metric | main | this PR |\n|---|---|---:|---:|\n| latency, bs=1 | median latency (s) | 1.412 | 1.398 |\n" +
    "| throughput, 1000 prompts | output tok/s | 11,842 | 12,517 |", [[11842, "decode"], [12517, "decode"]]],
  // a list item's figures named by who gave them; a line under a list giving one figure per item ("分别", "measured")
  ["Claimed vs measured (output tok/s, single user, Llama 3.3 70B):\n- Cerebras: claimed 2,100 / measured 1,930\n" +
    "- Groq: claimed 275 / measured 262", [[2100, "decode"], [1930, "decode"], [275, "decode"], [262, "decode"]]],
  ["各平台跑 32B Q4 的单路解码理论上限（tokens/s）：\n① DGX Spark（273 GB/s）：13.8\n② M4 Max（546 GB/s）：27.6\n" +
    "③ M3 Ultra（819 GB/s）：41.4\n实测分别为 10.1、21.8 和 29.7。",
  [[13.8, "decode"], [27.6, "decode"], [41.4, "decode"], [10.1, null], [21.8, null], [29.7, null]]],
  // a reply's figure takes the phase word of its own clause, not the first one before it
  ["DGX Spark 跑 gpt-oss-120b 生成有多少？\n[老周 20:43] 生成 38 左右，预填充一千七上下", [[38, "decode"], [1700, "prefill"]]],
  // a caption's slash run that names phases gives a list's figures their order ("tok/s" is no order)
  ["Numbers people asked (tok/s, generation / prompt):\n- M4 Max 128GB: 61 / 740\n- DGX Spark: 39 / 1,820",
    [[61, "decode"], [740, "prefill"], [39, "decode"], [1820, "prefill"]]],
  // llama-bench's CSV: a row's n_prompt and n_gen counts say its test, whatever phase word its header holds
  ["model_type,n_prompt,n_gen,n_depth,avg_ts,stddev_ts\n\"qwen3 8B Q4_K - Medium\",512,0,0,2481.907213,14.220118\n" +
    "\"qwen3 8B Q4_K - Medium\",0,128,0,38.614302,0.091120", [[2481.907213, "prefill"], [38.614302, "decode"]]],
  // a question without its mark ("how many t/s…") asks; a prompt figure paired with a generation one is no length
  ["[7:02 PM] lumen: how many t/s do you get with the 2x 5060 ti setup on 30b-a3b\n[7:05 PM] patch: 88 gen, 1.9k prompt",
    [[88, "decode"], [1900, "prefill"]]],
  ["what t/s do you get?\n~112 for me, 8k prompt", [[112, null]]],
  // a list's items are a name and a figure one blank apart under words naming the unit; a card's number is the name's
  ["#接龙\nQwen3-8B Q4 生成速度报数（t/s）\n\n1. 老陈 3060 12G 55\n2. Tina 4060 Ti 50\n3. 阿梁 3080 102",
    [[55, "decode"], [50, "decode"], [102, "decode"]]],
  // a line restating a tool's figure carries its unit to the figure it is compared with
  ["eval rate:     42.33 tokens/s\neval rate:     42.33 tokens/s\n\n42 on a 3060 is low, I had 55 on 0.13.1 with the same card.",
    [[42.33, "decode"], [42.33, "decode"], [42, null], [55, null]]],
  ["Prompt: 38 tokens, 312.644 tokens-per-sec\nGeneration: 256 tokens, 104.213 tokens-per-sec\n104 on mlx vs 81 on gguf for me",
    [[312.644, "prefill"], [104.213, "decode"], [104, null], [81, null]]],
  // a roll call asks ("what's your gen speed") and its replies answer; a count of posts is no answer
  ["[8:12 PM] bren: roll call, qwen3-30b-a3b q4_k_m, what's your gen speed\n[8:13 PM] tallow: 3090, 131\n" +
    "[8:13 PM] pike: 4090 here, 168ish (3 posts)", [[131, null], [168, null]]],
  // a reply's plain number in Chinese words, ending its clause
  ["A770 16G 现在 1400 能收，跑 14B 多少？\nSYCL 下 14B Q4 二十八，Vulkan 二十五", [[28, null], [25, null]]],
  // a roll call's floor headers with a month-day date and a time are no answers
  ["【报数】大家 4060Ti 16G 跑 Qwen3-14B 多少速度？\n楼主  吧务  11-09 21:14\n我先来：ollama 生成 24 t/s。\n\n2楼  微光小卒  11-09 21:20\n" +
    "同卡，LM Studio，大概 23 左右", [[24, "decode"], [23, null]]],
  // a caption naming the unit over columns of memory, a price and the speed: only the speed column's figures
  ["汇总一下前 50 楼的报数（Qwen3-14B Q4_K_M，生成速度，单位 t/s）：\n| 显卡 | 显存 | 二手价 | 速度 | 报数楼层 |\n|---|---|---|---|---|\n" +
    "| 4060Ti 16G | 16G | 2600 | 24 | 1楼 |\n| 3090 | 24G | 5200 | 63 | 18楼 |", [[24, "decode"], [63, "decode"]]],
  // an English phase, a colon, then devices and their figures on the rest of the line
  ["Summing up the thread, single-user generation: 3090 around 33, 4090 around 40, 5090 around 60. Prefill varies more.",
    [[33, "decode"], [40, "decode"], [60, "decode"]]],
  ["decode (tok/s): M2 Max 21.5, M3 Max 24, and M4 Max 31", [[21.5, "decode"], [24, "decode"], [31, "decode"]]],
  // a list's figures struck out before their corrections, and one unchanged
  ["更正一下昨天的数（都是 tg，t/s，Qwen3-14B Q4_K_M）：\n- 3090：~~52~~ 48\n- 4090：~~71~~ 66\n- 5090：95 没变",
    [[52, "decode"], [48, "decode"], [71, "decode"], [66, "decode"], [95, "decode"]]],
  // a list's figures before and after a change
  ["Generation speed (t/s), same prompt:\n- RTX 3090 — 118 before, 86 after\n- M2 Ultra — 74 before, 73 after (Metal unaffected)",
    [[118, "decode"], [86, "decode"], [74, "decode"], [73, "decode"]]],
  // a web table pasted one cell per line under a short title naming it, not a colon
  ["思元 590 大模型推理性能\n模型\n并发\n输出吞吐（tokens/s）\nQwen2.5-72B（W8A8，4 卡）\n1\n23\nQwen2.5-72B（W8A8，4 卡）\n64\n946",
    [[23, "decode"], [946, "decode"]]],
  // a lead naming the speed in words and closing with a colon, no unit: its list's figures are speeds
  ["常见配置跑 Qwen3-32B Q4 的生成速度，按评论区报的大致整理：\n1. 3090：30~34\n2. 4090：38~42\n3. 5090：55~62",
    [[34, "decode"], [42, "decode"], [62, "decode"]]],
  ["Summary of the replies above, single-user decode on the 70B at 4-bit:\n1. M2 Ultra 192GB: 12.1\n2. M3 Ultra 256GB: 14.4",
    [[12.1, "decode"], [14.4, "decode"]]],
  // a list under a lead naming the unit, each item's model between its label and its figure
  ["好多人问速度，统一回一下（每秒 token 数）：\n🍎 Mac mini M4 16G：qwen3 8b 19\n💻 游戏本 4060：qwen3:8b 41",
    [[19, null], [41, null]]],
  // a chat question asking how fast with no question mark ("多快", "咋样"), its bare replies answering it
  ["[阿杰 21:14] 你那台 M4 Max 跑 gpt-oss-120b 多快\n[老陈 21:16] mlx 4bit 大概六十多\n[老陈 21:16] 长上下文会掉，32k 的时候四十左右",
    [[60, null], [40, null]]],
  // a Chinese ordinal list under a lead naming the unit, its values in Chinese numerals
  ["几个小模型在手机上的生成速度（单位 tokens/s）：\n一、Qwen3-0.6B：六十五\n二、Qwen3-1.7B：三十二\n三、Qwen3-4B：十四",
    [[65, "decode"], [32, "decode"], [14, "decode"]]],
  // a web table pasted one cell per line: its header's speed column, read down each row of four lines
  ["Copied from the leaderboard page:\n\nProvider\nModel\nOutput speed (tok/s)\nTTFT (s)\nCerebras\ngpt-oss-120B\n2,940\n0.31\n" +
    "Groq\ngpt-oss-120B\n512\n0.22", [[2940, "decode"], [512, "decode"]]],
  // numbers over a blank corner name the columns; the rows' labels carry the unit (a power row is none)
  ["```\n                  3090     4090     5090\nprompt (tok/s)    2,310    4,150    6,020\n" +
    "gen (tok/s)        31.2     38.9     58.7\npower (W)           340      410      520\n```",
    [[2310, "prefill"], [4150, "prefill"], [6020, "prefill"], [31.2, "decode"], [38.9, "decode"], [58.7, "decode"]]],
  // a column named for its quantization ("W4A16") is no watts column
  ["Table 3: Decoding throughput (tokens/s) on a single A100-80GB.\n| Model | FP16 | Ours (W4A16) |\n|---|---:|---:|\n" +
    "| Llama-3.1-8B | 92.4 | 171.3 |", [[92.4, "decode"], [171.3, "decode"]]],
  // a chat question that asks what a machine runs at ("跑 32B 多少"), and a list item with a long label
  ["老王：你那台 5090 跑 32B 多少？\n小李：Q4 下 62 左右，pp 大概 3k\n老王：我 4090 才 40", [[62, null], [3000, "prefill"], [40, null]]],
  // a unit stated once over a list of objects, each with its value
  ['{\n  "unit": "tokens/s",\n  "results": [\n    {"device": "RTX 5090", "value": 236.4},\n    {"device": "RTX 4090", "value": 152.9}\n  ],\n  "runs": [{"value": 3}]\n}',
    [[236.4, null], [152.9, null]]],
  // key rows parted by an arrow, under a note a blank line below naming the unit
  ["7900 XTX, Qwen3-14B Q6_K:\n\nshort context → 58\n8k context → 49\n\nThat's generation speed, tokens per second.",
    [[58, "decode"], [49, "decode"]]],
  // a key naming another unit under keys naming tokens/s is no figure ("首token延迟P50(ms)": 74)
  ['{\n  "输出吞吐(tokens/s)": 1388.8,\n  "单路平均速度(tokens/s)": 86.8,\n  "首token延迟P50(ms)": 74\n}',
    [[1388.8, "decode"], [86.8, null]]],
  // a reply written in Chinese numerals with its approximation ("五百多吧", "一万出头"), not a price ("花了一千多块")
  ["[阿凯 21:02] 你那台 395 跑 120b 多少速度\n[小周 21:03] 生成 45 左右\n[阿凯 21:03] 预填充呢\n[小周 21:04] 五百多吧\n" +
    "[老周 21:05] 我的 H20 一万出头\n[小林 21:06] 当时花了一千多块", [[45, "decode"], [500, null], [10000, null]]],
  ["My results so far (generation, t/s):\n- 3090, Qwen3-30B-A3B Q4_K_M: 142\n- 4070 Ti Super, same model with 8 layers of experts on CPU: 71",
    [[142, "decode"], [71, "decode"]]],
  // a caption that declares the unit may hold numbers of its own ("RTX 3060"); its colon rows are claims
  ["各量化版本生成速度（单位：tokens/s，RTX 3060）\nQ4_K_M：43\nQ5_K_M：37\nQ8_0：26\nFP16：显存不足",
    [[43, "decode"], [37, "decode"], [26, "decode"]]],
  // the asker's own figures after the question mark; a chat reply's "4k" with no phase word is a context size
  ["How many tokens/s should I expect from a 3090 with a 24B? I'm seeing 31 and people online say 45.", [[31, null], [45, null]]],
  ["> what speeds with Gemma 4 27B on a 16GB card?\n\nyeah 4060 Ti 16gb, 19 with 16k ctx, 24 if you drop to 4k",
    [[19, null], [24, null]]],
  // a lone unit over a header row of numbers is the table's caption
  ["各并发下输出吞吐（单位：token/s）\n并发数    1      8      32\nA100     78     540    1610\nH20      69     470    1390",
    [[78, "decode"], [540, "decode"], [1610, "decode"], [69, "decode"], [470, "decode"], [1390, "decode"]]],
  // list items with an approximation after the figure, under the unit its first item names
  ["目前用下来：\n- DeepSeek 官方 API：约 25 tokens/s\n- 硅基流动：40-50\n- 火山引擎：60 上下", [[25, null], [50, null], [60, null]]],
  // a list's "N pp / M tg" items under a note naming the unit after them; ranges as items ("12-14", "4 to 5")
  ["* 8B Q8: 1450 pp / 96 tg\n* 14B Q6: 820 pp / 58 tg\n(all t/s, single 4090)",
    [[1450, "prefill"], [96, "decode"], [820, "prefill"], [58, "decode"]]],
  ["Rough numbers for 70B Q4 decode:\n- 2x 3090: 15–18 tok/s\n- M2 Ultra: 12-14\n- EPYC 9654 CPU-only: 4 to 5",
    [[18, null], [14, null], [5, null]]],
  // replies under a question that asks for speeds: bare figures, not times, GPU numbers or sizes
  ["[10:42 PM] kestrel: what t/s are you getting on a 3090?\n[10:43 PM] mossy: ~70 with q4_k_m, 32k ctx\n" +
    "[10:44 PM] tarn: same, 68ish\n**ika**: 4090, 61\n**ben**: m4 pro 24gb, 19 and it gets hot",
    [[70, null], [68, null], [61, null], [19, null]]],
  ["14:22 dana: what tps are people seeing on groq now\n14:23 mo: 180-200\n14:23 lee: ~230 this morning",
    [[200, null], [230, null]]],
  ["@炼丹小白：这个 70B 双卡速度多少？\n@UP主 回复：q4 的话生成 18 t/s 左右，预处理 400 多", [[18, "decode"], [400, "prefill"]]],
  // a box-drawn table whose header spans two rows and one cell more below it
  ["│ Metadata    | Request Stats        | Out Tok/sec | Tot Tok/sec │\n│ Benchmark   | Per Second | Concurr | Mean | Mean │\n" +
    "│ synchronous | 0.41       | 1.00    | 104.7       | 520.3       │\n│ throughput  | 7.92       | 118.20  | 2027.5      | 10113.8     │",
    [[104.7, "decode"], [520.3, null], [2027.5, "decode"], [10113.8, null]]],
  // "Concurrency 16" heads speeds at that concurrency; a GPU column holds no speed; a full-width table ruled with em dashes
  ["Throughput on 1x H100 (tokens/s)\n\nModel       Concurrency 1   Concurrency 16\nOLMo-3-7B        181            1,940\nOLMo-3-32B        63              710",
    [[181, null], [1940, null], [63, null], [710, null]]],
  ["｜模型｜显卡｜生成速度｜\n｜—｜—｜—｜\n｜Ｑｗｅｎ３－８Ｂ｜４０９０｜１３２｜\n｜ＧＬＭ－４－９Ｂ｜４０９０｜１１８｜\n注：速度单位为 tokens／s",
    [[132, "decode"], [118, "decode"]]],
  // a list's before and after under a caption naming the phase and the unit
  ["mlx-lm 0.29 on M4 Max (generation, tok/s):\n- Llama 3.2 3B 4-bit: 182 → 196\n- Qwen3 14B 4-bit: 47 → 53",
    [[182, "decode"], [196, "decode"], [47, "decode"], [53, "decode"]]],
  // a caption over a table without edge pipes names its unit; a footnote mark and full-width digits in cells
  ["Speed (tokens/s)\nModel | A100 | H100\nLlama 3.1 8B | 3,900 | 7,200\nLlama 3.3 70B | 610 | 1,350",
    [[3900, null], [7200, null], [610, null], [1350, null]]],
  ["| GPU | 8B Q4 | 32B Q4 |\n|---|---|---|\n| RTX 5060 Ti | 74 | 19¹ |\n| RX 9070 XT | 81 | 22 |\n\nGeneration speed in tok/s. ¹ 8k context.",
    [[74, "decode"], [19, "decode"], [81, "decode"], [22, "decode"]]],
  ["| 显卡 | 速度（tokens/s）|\n|---|---|\n| 4070 Super | ４１ |\n| 3090 | ５６ |", [[41, null], [56, null]]],
  // "16 并发" heads a column of speeds at that concurrency (a bare "并发" column holds counts)
  ["解码速度对比（单位：tokens/s）\n| 框架 | 单并发 | 16 并发 |\n|---|---|---|\n| vLLM | 71.3 | 812.6 |\n| SGLang | 74.8 | 865.1 |",
    [[71.3, "decode"], [812.6, "decode"], [74.8, "decode"], [865.1, "decode"]]],
  // a space-aligned row whose cells ran together over one space is split where its header's columns start
  ["```\nmodel            backend   tok/s   vs llama.cpp\nphi-4-mini       mlx       142.7   +18%\n" +
    "phi-4-mini       llama.cpp 120.9   —\nqwen3-4b         llama.cpp 106.3   —\n```",
    [[142.7, null], [120.9, null], [106.3, null]]],
  // a cell's note in parentheses leaves its figure a claim
  ["GPU       | VRAM | 8B tok/s | 70B tok/s\nRTX 3060  | 12GB | 62       | —\nRTX 3090  | 24GB | 118      | 17 (2 cards)",
    [[62, null], [118, null], [17, null]]],
  // aligned rows under a caption naming the unit and the order of each row's figures
  ["Results per backend (prompt / generation, tok/s):\n  CUDA     2210 / 88\n  SYCL     640 / 39",
    [[2210, "prefill"], [88, "decode"], [640, "prefill"], [39, "decode"]]],
  // a unit column's rows are the table's, read once (not again as rows under a caption)
  ["                     tokens/sec\n  M4 Max 128GB        ~ 61\n  RTX 5090            ~ 186", [[61, null], [186, null]]],
  // space-aligned rows that leave a column empty are placed under their headers by position
  ["engine      model         ctx   pp tok/s   tg tok/s   notes\nllama.cpp   Next-80B      8k    —          —          not supported\n" +
    "mlx-lm      Next-80B      8k    1,312      68.9\nvLLM        Next-80B FP8  8k    5,840      151.2      TP=2",
    [[1312, "prefill"], [68.9, "decode"], [5840, "prefill"], [151.2, "decode"]]],
  // a tool's "label (tok/s): figure" line is no caption for the key/value block under it
  ["Total Token throughput (tok/s):          4139.71\n---------------Speculative Decoding---------------\n" +
    "Acceptance rate (%):                     61.42\nAcceptance length:                       2.84\nDrafts:                                  18029\nDraft tokens:                            54087",
    [[4139.71, null]]],
  ["| users | 8xH200 |\n|---|---|\n| 16 | 804 / 50 |\n| 64 | 1,910 / 30 |\n\n(aggregate output tok/s / per-user tok/s)",
    [[804, "decode"], [50, "decode"], [1910, "decode"], [30, "decode"]]],
  ["12 / 15 / 18 tok/s on the 70B", [[12, null], [15, null], [18, null]]],
  ["went from 20 to 35 tok/s with flash attention", [[20, null], [35, null]]],
  ["pp 1850 / tg 64 t/s on the 5090", [[1850, "prefill"], [64, "decode"]]],
  ["55+ tokens/sec on the M2 Max", [[55, null]]],
  ["30 decode tokens/sec at 32k", [[30, "decode"]]],
  ["the token rate of 969 per second held", [[969, null]]],
  ["crawls at 0,03 tokens a second", [[0.03, null]]],
  ["1 000 tokens/s aggregate", [[1000, null]]],
  ["Generation: 256 tokens, 38.914 tokens-per-sec", [[38.914, "decode"]]],
  ["prompt eval rate:     1366.86 tokens/s\neval rate:            54.95 tokens/s", [[1366.86, "prefill"], [54.95, "decode"]]],
  ["step=1 prompt_tps=2893.1 generation_tps=61.4", [[2893.1, "prefill"], [61.4, "decode"]]],
  ["Output token throughput (tok/s):         1034.42", [[1034.42, "decode"]]],
  ["每秒只能吐出15个token", [[15, "decode"]]],
  ["每秒钟只有2-3token", [[3, null]]],
  ["| model | test | t/s |\n|---|---|---|\n| llama 8B Q4_0 | pp512 | 4218.48 ± 12.16 |\n| llama 8B Q4_0 | tg128 | 132.96 ± 0.38 |",
    [[4218.48, "prefill"], [132.96, "decode"]]],
  ["各配置（单位：tokens/s）\n\n| 配置 | 7B | 14B |\n|---|---|---|\n| 单卡 | 135 | 78 |", [[135, null], [78, null]]],
  // a figure the line under a table restates with a cue, near one of its speeds; a tool's build line restates none
  ["| model | test | t/s |\n|---|---|---|\n| qwen3 4B | pp512 | 412.66 ± 3.18 |\n| qwen3 4B | tg128 | 27.84 ± 0.12 |\n\n生成将近 28，对核显来说已经不错了。",
    [[412.66, "prefill"], [27.84, "decode"], [28, "decode"]]],
  ["| model | test | t/s |\n|---|---|---|\n| llama 8B | pp512 | 6843.21 ± 41.07 |\n| llama 8B | tg128 | 198.55 ± 0.62 |\n\nbuild: 3f1c2a7 (7288)",
    [[6843.21, "prefill"], [198.55, "decode"]]],
  // a table without edge pipes or a rule, cards' numbers heading its columns, under a caption naming the unit
  ["（单位：TPS，即每秒输出 token 数）\n模型        | 4090 | 5090 | M4 Max\nQwen3-8B    | 128  | 176  | 82\nQwen3-32B   | 38   | 61   | 24",
    [[128, "decode"], [176, "decode"], [82, "decode"], [38, "decode"], [61, "decode"], [24, "decode"]]],
  // a caption ending in a colon over numbered items with thousands separators: no CSV table, each figure whole
  ["gpt-oss-20b, llama.cpp, default settings:\n1. RTX 3060 12GB — pp 1,850 t/s, tg 74 t/s\n2. RX 7600 XT — pp 1,120 t/s, tg 58 t/s",
    [[1850, "prefill"], [74, "decode"], [1120, "prefill"], [58, "decode"]]],
  // figures a tool's output restates under it, with a phase word, near its own
  ["Prompt: 1852 tokens, 614.210 tokens-per-sec\nGeneration: 300 tokens, 52.876 tokens-per-sec\nPeak memory: 21.305 GB\n\n长 prompt 下预填充 600 出头，生成 50 多。",
    [[614.21, "prefill"], [52.876, "decode"], [600, "prefill"], [50, "decode"]]],
  // circled-number bullets under a caption that names the unit
  ["几家平台 Kimi-K2 的平均速度（tok/s，各 20 次）：\n① 官方：41\n② 硅基流动：33\n③ 火山引擎：58", [[41, null], [33, null], [58, null]]],
  // a table headed in traditional characters ("預填充", "生成") names its columns' phases as the simplified words do
  ["（llama.cpp，單位 t/s）\n| 顯示卡 | 預填充 | 生成 |\n|---|---:|---:|\n| RTX 5080 | 7,120 | 118 |", [[7120, "prefill"], [118, "decode"]]],
  // medal and keycap bullets under a caption naming the unit; a caption's unit 'per user' ('tokens/s per user, before → after')
  ["手机跑本地大模型速度排行（Qwen3-4B，每秒 token 数）📱\n🥇 小米 15 Pro：17.6\n🥈 vivo X200：16.9\n4️⃣ Pixel 9：11.4", [[17.6, null], [16.9, null], [11.4, null]]],
  ["What FP8 kernels on our H100s did (tokens/s per user, before → after):\nLlama 3.1 8B: 84 → 131\nQwen3-14B: 52 → 79", [[84, null], [131, null], [52, null], [79, null]]],
  // a list item's figures each after its backend, under a caption naming the unit and the test
  ["Summary of the reports so far (Qwen3-8B Q4_K_M, tg128, t/s):\n\n- 7900 XTX: Vulkan 131, ROCm 124\n- 780M: Vulkan 14.8, ROCm 13.1",
    [[131, "decode"], [124, "decode"], [14.8, "decode"], [13.1, "decode"]]],
  // a note giving the unit of the paragraphs under it, or over it; a list item's label and a time are no figures
  ["说明：下文速度单位均为 tokens/s，没有特别标注的都指单路生成速度。\n\n先说 Qwen3-8B，4060 Ti 16G 上 Q4_K_M 是 41，Q8_0 只有 27；3060 12G 跑 Q4_K_M 大概 48。",
    [[41, "decode"], [27, "decode"], [48, "decode"]]],
  ["黄磊 15:10\nA100 80G：vLLM 1,920，SGLang 2,080\n黄磊 15:11\n补充：上面是 32 并发的总输出吞吐，单位 tokens/s",
    [[1920, "decode"], [2080, "decode"]]],
  // OpenBenchmarking's text chart with its leaders' dots spaced, under its caption
  ["OpenBenchmarking.org - Tokens Per Second, More Is Better\nIntel Core Ultra 9 285K . 17.90 |==========\nAMD Ryzen 9 9950X . . . . 16.12 |=========",
    [[17.9, null], [16.12, null]]],
  // a model card's results list: its benchmark scores are no speeds, though an item closing it names tok/s
  ["**Results**\n- MMLU-Pro: 61.4\n- GPQA-Diamond: 44.9\n- Decode speed (RTX 4090, Q4_K_M): 137 tok/s", [[137, "decode"]]],
  // a list item's remark after its figure, set off by a comma ("71, disputed, …", "72（楼主），#35 说他只有 58，待复测")
  ["Tally so far (generation, t/s, Qwen3-30B-A3B Q4_K_M):\n\n- 3090 (u/amberlamp): 128\n- Strix Halo (u/kilnworks): 71, disputed, see his reply\n- 5060 Ti (u/pennyfarthing): 96",
    [[128, "decode"], [71, "decode"], [96, "decode"]]],
  // a model card's speed table: its input length is a count of tokens, not a prefill speed
  ["We report the inference speed (tokens/s) on a single H100.\n\n| Model | Input Length | Quantization | Speed (tokens/s) |\n|---|---|---|---|\n| Nimbus-14B | 1 | BF16 | 52.81 |\n| | 30720 | BF16 | 44.17 |",
    [[52.81, null], [44.17, null]]],
  // a table set in full-width characters, and a forum's cells rounded in words ("130 左右", "60 到 65", "将近 30")
  ["显卡　　　　模型　　　　　　生成速度（ｔ／ｓ）\n３０６０　　Ｑｗｅｎ３－８Ｂ　　５２\nＰ４０　　　Ｑｗｅｎ３－８Ｂ　　３４．５",
    [[52, "decode"], [34.5, "decode"]]],
  ["统计（单位 tokens/s）\n| 设备 | 生成速度 |\n|---|---|\n| 3090 | 130 左右 |\n| AI Max+ 395 | 60 到 65 |\n| 双路 EPYC | 将近 30 |",
    [[130, "decode"], [65, "decode"], [30, "decode"]]],
  // square and diamond bullets (a Telegram channel's "▫️"), an item's price in brackets after its figure
  ["📊 DeepSeek-V3.1, median output speed over the last 24h (tok/s):\n▫️ DeepSeek official — 31 ($1.68/M out)\n▫️ Together — 68\n🔹 Fireworks — 112",
    [[31, "decode"], [68, "decode"], [112, "decode"]]],
  // a Chinese list's middle-dot bullets under a caption that names the unit
  ["各家 API 实测（DeepSeek-V3.1，输出速度 tokens/s）：\n· 官方：24\n· 火山引擎：38", [[24, "decode"], [38, "decode"]]],
  // a markdown table without edge pipes, and a space-aligned one with a dashed rule under its header
  ["Quant | Size | tg t/s\n----- | ---- | ------\nQ8_0 | 8.5 GB | 78.4\nQ4_K_M | 4.9 GB | 116.3",
    [[78.4, "decode"], [116.3, "decode"]]],
  ["Model       Batch   Tokens/s\n----------  -----   --------\nMistral-7B  1       104.2\nMistral-7B  16      1288.0",
    [[104.2, null], [1288, null]]],
  // CSV, "k" cells and ranges (counted at their upper end), a list under a line that names the unit
  ["model,quant,pp512_tps,tg128_tps\nllama-8b,Q4_K_M,7120.5,112.9", [[7120.5, "prefill"], [112.9, "decode"]]],
  ["config         toks/s (pp)   toks/s (tg)\n1x H100        12.1k         2.05k\n2x H100        21.8k         3.9k",
    [[12100, "prefill"], [2050, "decode"], [21800, "prefill"], [3900, "decode"]]],
  ["| Model | tokens/sec |\n|---|---|\n| Qwen2.5 14B | 55–60 |\n| Gemma 3 27B | ≈31 |", [[60, null], [31, null]]],
  ["Results (tokens per sec, higher is better):\n- llama.cpp: 93\n- MLC: 101", [[93, null], [101, null]]],
  ["速度（tokens/s）：\n1. 单卡：135\n2. 双卡：240", [[135, null], [240, null]]],
  ["<tr><th>Device</th><th>Decode (tok/s)</th><th>Prefill (tok/s)</th></tr>\n<tr><td>Pixel 9</td><td>21.4</td>" +
    "<td>180.5</td></tr>", [[21.4, "decode"], [180.5, "prefill"]]],
  ["model      4k     8k     32k\nllama-8b   112    104    81\nqwen-14b   61     57     44\n(tg, t/s)",
    [[112, "decode"], [104, "decode"], [81, "decode"], [61, "decode"], [57, "decode"], [44, "decode"]]],
  // the unit in a row label; a markdown table pasted without its separator row; TGI's "tokens/secs" cells, whose
  // row label names the phase and whose empty first cell continues the row above
  ["| | llama.cpp | vLLM |\n|---|:-:|:-:|\n| Prompt processing (tok/s) | 2,410 | 5,120 |\n| VRAM (GB) | 6.1 | 21.3 |",
    [[2410, "prefill"], [5120, "prefill"]]],
  ["| Prompt tokens | Prefill tok/s | Decode tok/s |\n| 1,024 | 3,880 | 92 |\n| 8,192 | 3,104 | 84 |",
    [[3880, "prefill"], [92, "decode"], [3104, "prefill"], [84, "decode"]]],
  ["| Step | Batch Size | Average |\n|---|---|---|\n| Decode | 1 | 72.41 tokens/secs |\n|  | 8 | 501.66 tokens/secs |",
    [[72.41, "decode"], [501.66, "decode"]]],
  ["model,gpu,output_tok_per_s\nllama-3.1-8b,L40S,82.4\nllama-3.1-8b,H100,141.0", [[82.4, "decode"], [141, "decode"]]],
  // a lone header cell that is the unit, over a label and a number a row
  ["                 tokens/sec\n  M4 Max 128GB    ~ 61\n  RTX 5090        ~ 186", [[61, null], [186, null]]],
  // but a tool's line with numbers of its own is no lone unit header over the token counts below it
  ["Throughput: 12.71 requests/s, 6507.52 total tokens/s\nTotal num prompt tokens:  256000\n" +
    "Total num output tokens:  256000",
    [[6507.52, null]]],
  ["build_commit,n_prompt,n_gen,avg_ts,stddev_ts\n\"b7a2f1c\",512,0,2825.11,18.70", [[2825.11, "prefill"]]],
  // round 5: a second header row, a unit row at the foot, a CSV unit row, org-mode and MySQL rules, Rich boxes,
  // RST "===" rules, a pandas index line, code-set cells, a unit named after a list, benchmark-dump JSON
  ["| | 4090 | M2 Ultra |\n|---|---:|---:|\n| | tg128 t/s | tg128 t/s |\n| 8B Q4_K_M | 127.4 | 76.3 |",
    [[127.4, "decode"], [76.3, "decode"]]],
  ["| GPU | 8B | 70B |\n|---|---:|---:|\n| H100 | 152 | 41 |\n| unit | tok/s | tok/s |", [[152, null], [41, null]]],
  ["model,pp,tg\n,tok/s,tok/s\nmistral-7b,1320.4,68.9", [[1320.4, "prefill"], [68.9, "decode"]]],
  ["| model | t/s |\n|-------+-----|\n| gemma-2-9b | 52.3 |", [[52.3, null]]],
  ["+-------+-------+\n| model | tok/s |\n+-------+-------+\n| qwq   | 19.8  |\n+-------+-------+", [[19.8, null]]],
  ["┏━━━━━━┳━━━━━━━━━━━━━━┓\n┃ Model┃ Output tok/s ┃\n┡━━━━━━╇━━━━━━━━━━━━━━┩\n│ 7b   │ 64.3         │\n" +
    "└──────┴──────────────┘", [[64.3, "decode"]]],
  ["=====  =====  ========\nModel  GPU    Tokens/s\n=====  =====  ========\n7B     A10G   42.6\n13B    A10G   24.1",
    [[42.6, null], [24.1, null]]],
  ["         batch  tokens_per_s\nbackend\nsdpa         1         31.07\ncompile      1         47.66",
    [[31.07, null], [47.66, null]]],
  ["| case | before | after | Ratio |\n|-|-|-|-|\n| `decode tokens/s` | `148.2` tokens/s | `171.9` | `1.16` |",
    [[148.2, "decode"], [171.9, "decode"]]],
  ["- Llama 3.1 8B: 118\n- Qwen2.5 32B: 34\nAll in tok/s (generation).", [[118, "decode"], [34, "decode"]]],
  ["1. vLLM — 2,310*\n2. SGLang — 2,480*\n\n*aggregate output tokens/s", [[2310, "decode"], [2480, "decode"]]],
  ["\"decode\": {\n  \"throughput\": {\"unit\": \"tokens/s\", \"value\": 28.4}\n}", [[28.4, "decode"]]],
  ["{\"name\": \"8b prefill\", \"value\": 2204.7, \"unit\": \"tokens/s\"}", [[2204.7, "prefill"]]],
  ["model | pp512 | tg128\ngpt-oss-120b | 512.3 | 48.7\nqwen3-235b | 128.9 | 15.2",
    [[512.3, "prefill"], [48.7, "decode"], [128.9, "prefill"], [15.2, "decode"]]],
  ["== throughput report (units: tokens/s) ==\nbs=1   : 58.2\nbs=4   : 201.7", [[58.2, null], [201.7, null]]],
  ["model\t3090\t4090\n8B\t112\t141\n32B\t29\t38\n* all numbers are generation tokens/s",
    [[112, "decode"], [141, "decode"], [29, "decode"], [38, "decode"]]],
  // a tool line with its own figure is no caption for the key: value lines under it
  ["token throughput: 4340.4 token/s\nRPS (request per second): 9.46\nRPM (request per minute): 567.5", [[4340.4, null]]],
  // round 6: the unit heading the label column, a unit column, Before/After pairs, "50+", a diff of a table,
  // a bar chart under a lone unit, dot leaders under a caption, full-width bars and 约 cells, 词元/秒 captions
  ["| tok/s | 4090 | 3090 |\n|---|--:|--:|\n| 8B | 128 | 102 |", [[128, null], [102, null]]],
  ["| model | bs=1 | bs=4 | unit |\n|---|---|---|---|\n| Mixtral | 52.1 | 171.3 | tok/s |", [[52.1, null], [171.3, null]]],
  ["| Device | Second Token Throughput (t/s) (Before/After) |\n|---|---|\n| 155H | 11.30 / 19.45 |",
    [[11.3, "decode"], [19.45, "decode"]]],
  ["| quant | speed |\n|---|---|\n| Q6_K | 50+ |\n| Q4_K_M | 58–62 |\n(speed = generation tok/s)", [[50, "decode"], [62, "decode"]]],
  [" | model | test | t/s |\n | --- | --- | ---: |\n-| llama 8B | tg128 | 71.35 ± 0.21 |\n+| llama 8B | tg128 | 78.02 ± 0.30 |",
    [[71.35, "decode"], [78.02, "decode"]]],
  ["decode tok/s (higher is better)\nllama.cpp  ██████████  88.4\nmlx        ████████████  109.7", [[88.4, "decode"], [109.7, "decode"]]],
  ["Speed (tok/s)\n  ├─ prefill .......... 3,204\n  └─ decode ........... 58.1", [[3204, "prefill"], [58.1, "decode"]]],
  ["｜ 模型 ｜ 速度（tokens/s） ｜\n｜ 8B ｜ 约 45 ｜\n｜ 14B ｜ 30～35 ｜", [[45, null], [35, null]]],
  // round 6: a nested list with its note at the end, pairs in the caption's order, phase words in each item, a
  // GitHub issue form's answer under its heading, a series in code and a Mermaid chart's bars
  ["- RTX 4090\n  - pp512: 11,200\n  - tg128: 152\n- RTX 3090\n  - pp512: 6,100\n  - tg128: 118\n\n(all figures t/s)",
    [[11200, "prefill"], [152, "decode"], [6100, "prefill"], [118, "decode"]]],
  ["- M1 Max: 22\n- M2 Max: 27\n- M3 Max: 31 tok/s", [[22, null], [27, null], [31, null]]],
  ["Numbers (TG / PP, t/s):\n• 5090: 231 / 14,800\n• 4090: 164 / 11,350",
    [[231, "decode"], [14800, "prefill"], [164, "decode"], [11350, "prefill"]]],
  ["测试结果（tokens/s）：\n- 单卡：解码 58，预填充 3,100\n- 双卡：解码 71，预填充 5,600",
    [[58, "decode"], [3100, "prefill"], [71, "decode"], [5600, "prefill"]]],
  ["### Tokens per second before the update\n\n58.2\n\n### Backend\n\nCUDA", [[58.2, null]]],
  ["tok_s = [142.0, 81.5]   # decode tok/s, one H100", [[142, "decode"], [81.5, "decode"]]],
  ['xychart-beta\n    title "Decode speed (tok/s)"\n    x-axis ["Q8_0", "Q4_K_M"]\n    bar [61.2, 94.5]', [[61.2, "decode"], [94.5, "decode"]]],
  ["Peak output token throughput (tok/s):    1488.00\nPeak concurrent requests:                64.00", [[1488, "decode"]]],
  ["| 平台 | 预填充 | 解码 |\n| --- | --- | --- |\n| 4090 | 9,870 | 128.5 |\n（单位：词元/秒）", [[9870, "prefill"], [128.5, "decode"]]],
  // round 18: ollama tags as list labels, a doubled dash, a full-width note; replies that name a model's version
  ["测试结果（生成速度，单位 tokens/s）：\n1. qwen2.5:7b —— 128\n2. deepseek-r1:70b —— 3.2（爆显存，走了内存）",
    [[128, "decode"], [3.2, "decode"]]],
  ["> what speeds on the 7900 XTX with ROCm?\n\nGemma 3 27B QAT: pp is ~720 t/s, tg ~29.", [[720, "prefill"], [29, "decode"]]],
  ["为什么吞吐只有 300 tokens/s？看别人同样的卡能有 1500 以上，max-num-seqs 已经设到 128 了。", [[300, null], [1500, null]]],
  // round 25: phase items of a list item joined by "/", its unit on a closing line
  ["* before patch: pp 1,120 / tg 38.2\n* after patch: pp 1,410 / tg 38.9\n(all t/s)",
    [[1120, "prefill"], [38.2, "decode"], [1410, "prefill"], [38.9, "decode"]]],
  // round 24: a budget and a driver version after the question are no answers
  ["请问大家 4060 8G 跑 7B 一般每秒多少 token？预算 2500 以内。", []],
  ["【求助】P100 16G 跑 Qwen2.5-14B 只有 3 tokens/s 正常吗？驱动 535，CUDA 12.2。", [[3, null]]],
  // round 33: a card-count column under a caption naming the unit; layers, channels and memory speeds in an answer;
  // a question asked with 吗; a reply's context length; a tool block restated in Chinese numerals and with 也
  ["表 3　推理速度对比（Qwen2.5-72B，w8a8，单位：tokens/s）\n| 加速卡 | 卡数 | 单并发 | 16 并发 |\n|---|---|---|---|\n" +
    "| 昇腾 910B | 4 | 24.1 | 262 |\n| 海光 K100-AI | 8 | 15.8 | 171 |", [[24.1, null], [262, null], [15.8, null], [171, null]]],
  ["问：3090 跑 gpt-oss-120b 到底能有多少速度？我 32 层卸载到 CPU，只有每秒 11 个 token。\n答：我 DDR5 双通道 5600，卸 28 层，" +
    "生成大概 19。你 11 的话多半是内存只跑在 4800 或者线程数设多了。", [[11, null], [19, "decode"], [11, "decode"]]],
  ["这速度有 100 吗\n我 4070 同模型 70 多\n4090 才这点？我的 3090 都 90", [[100, null], [70, null], [90, null]]],
  ["u/a: 68 tok/s\n  u/b: nice, what about prompt processing?\n    u/a: ~1100 on short prompts, drops a lot past 32k",
    [[68, null], [1100, null]]],
  ["eval rate:            62.77 tokens/s\nprompt eval rate:     533.33 tokens/s\n4070 Ti SUPER 生成六十出头，预填充 500 多也够用。",
    [[62.77, "decode"], [533.33, "prefill"], [60, "decode"], [500, "prefill"]]],
  // round 35: a list under a lead line that names the unit, a blank line between; items after an em dash
  ["Numbers below are tg128, tokens per second:\n\n- gpt-oss-120b MXFP4 — 52\n- GLM-4.5-Air Q4_K_M — 22",
    [[52, "decode"], [22, "decode"]]],
  // round 34: columns at a context ("短上下文", "8k 上下文") under a caption naming the unit are speeds; a reply
  // in thousands ("~3,400") to a question that asks for pp
  ["表 3  Qwen3-8B 的生成速度（单位：tokens/s）\n\n| 设备 | 短上下文 | 8k 上下文 |\n|---|---|---|\n| Mac mini M4 | 28.4 | 22.1 |\n" +
    "| RTX 4060 Ti 16G | 52.6 | 44.8 |", [[28.4, "decode"], [22.1, "decode"], [52.6, "decode"], [44.8, "decode"]]],
  ["u/a: 118 t/s tg at short context\n  u/b: and pp?\n    u/a: ~3,400", [[118, "decode"], [3400, null]]],
  // round 38: a caption above a code fence, past a blank line; columns headed by a machine and its memory; list
  // items parted by " / " under a lead line whose first word heads the labels; a count in a sampler's line
  ["Table 4: Single-batch decode throughput (tokens/s) on one H100.\n\n```\nMethod       7B      13B      34B\n" +
    "FP16       98.1     57.2        —\nAWQ-INT4  201.4    122.8     55.9\n```",
    [[98.1, "decode"], [57.2, "decode"], [201.4, "decode"], [122.8, "decode"], [55.9, "decode"]]],
  ["Generation speed, tok/s (mlx-lm, 4-bit):\n\n| model | M2 Max 32GB | M4 Max 128GB |\n|---|---:|---:|\n| Qwen3-8B | 68 | 96 |",
    [[68, "decode"], [96, "decode"]]],
  ["显卡 / 预填充 / 生成（t/s），gpt-oss-20b，llama.cpp：\n· 5060 Ti 16G / 3120 / 118\n· 3090 / 3450 / 141",
    [[3120, "prefill"], [118, "decode"], [3450, "prefill"], [141, "decode"]]],
  // round 39: a reply's arithmetic, a backend's version, counts of characters are no answers; rows without bullets
  // under a caption whose brackets open with the unit
  ["> 为什么 M4 Max 跑 70B 只有 8 token/s，而 4090 跑 8B 能有 130？\n\n所以理论上限就是 546 ÷ 40 ≈ 13.6 tokens/s，实际能跑到 8～9 已经算正常。",
    [[8, null], [130, null], [13.6, null], [9, null]]],
  ["[求测] 7900 XTX 跑 32B 的生成速度多少？\n#1 楼主：我这 ROCm 6.4 跑 Qwen3-32B Q4，26 左右\n#2 黑色星期五：差不多，我 Vulkan 28",
    [[26, null], [28, null]]],
  ["置顶评论：各模型生成速度（t/s，llama.cpp，5060 Ti 16G）\nQwen3-8B：72\nQwen3-14B：41\ngpt-oss-20b：118",
    [[72, "decode"], [41, "decode"], [118, "decode"]]],
  ["[产品 10:15] 能不能做到每秒 50 个字？\n[后端 10:17] 现在输出大概 30 tokens/s，中文一个 token 差不多 1.5 个字，换算下来每秒 45 个字左右了",
    [[30, "decode"]]],
  // round 36: a pipe table with neither edge pipes nor a separator row, its caption under it (traditional 單位); a
  // list without bullets, an em dash before each figure, under a lead line whose brackets close with the unit
  ["模型 | 4090 | 3090 | 4060Ti\nQwen3-8B Q4 | 142 | 108 | 56\nQwen3-14B Q4 | 81 | 63 | 31\n（單位：t/s，生成速度，ollama 0.12）",
    [[142, "decode"], [108, "decode"], [56, "decode"], [81, "decode"], [63, "decode"], [31, "decode"]]],
  ["gpt-oss-20b tg128 on everything I own (llama.cpp, t/s):\n5090 — 281\nM4 Max — 118\nStrix Halo — 74",
    [[281, "decode"], [118, "decode"], [74, "decode"]]],
  // round 57: cells with a footnote, an emoji or a note before the figure; a header over two lines; a quoted CSV;
  // a two-column CSV; an aligned table with one row of figures and an OOM row; rows named by their unit
  ["| quant | speed (tok/s) |\n|---|---|\n| Q4_K_M | 88.1 [1] |\n| Q8_0 | partial offload, 36 |\n| IQ3_XXS | **97.2** 🔥 |",
    [[88.1, null], [36, null], [97.2, null]]],
  ["Model        | Prefill | Decode\n             | tok/s   | tok/s\n-------------|---------|-------\nQwen3-1.7B   | 1,210   | 64.5\nGemma-3-4B   | 730     | 33.9",
    [[1210, "prefill"], [64.5, "decode"], [730, "prefill"], [33.9, "decode"]]],
  ['n_prompt,n_gen,avg_ts\n"512","0","3140.220000"\n"0","128","55.180000"', [[3140.22, "prefill"], [55.18, "decode"]]],
  ["Metric,Value\nOutput Token Throughput (tokens/sec),1874.02\nRequest Throughput (per sec),3.71", [[1874.02, "decode"]]],
  ["模型               显存     预填充(t/s)   生成(t/s)\nQwen3-4B Q8_0      4.6G     3,410         88.2\nQwen3-30B Q8_0     32G      OOM           —",
    [[3410, "prefill"], [88.2, "decode"]]],
  ["```\nSEC TO FIRST TOKEN   1.91\nTOKENS/SEC           22.4\nTOKENS               2,048\n```\nthe other quant did 25.1 tok/s",
    [[22.4, null], [25.1, null]]],
  // round 56: the asker's own figures after a question naming the speed, not a time with a "+" ("4+ seconds")
  ["Did the hosted speed for deepseek-v3.2 drop? The stats page showed ~41 tps and now I get 10-13 tok/s. TTFT is 3+ seconds.",
    [[41, null], [13, null]]],
  // round 60: a column per concurrency ("并发 8") under a caption naming the unit; under a question, a head count
  // ("30 人"), a card's bandwidth ("带宽 360") are no answer
  ["表 2　单卡推理性能（输出吞吐，单位：tokens/s）\n\n| 模型 | 并发 1 | 并发 16 |\n|---|---|---|\n| Qwen3-8B | 61.2 | 655 |",
    [[61.2, "decode"], [655, "decode"]]],
  ["1楼：3060 跑 14b 每秒多少 token 正常？我这才 21\n2楼：30 人用的话另说，3060 带宽 360，理论上限 40，能跑二十五六算好的",
    [[21, null], [40, null], [26, null]]],
  // round 48: figures marked with a footnote whose definition below names the unit ("same" takes the one before it);
  // a cell's own footnote is read once
  ["Quick summary for the M3 Ultra: DeepSeek 4-bit gives 21.3 [1] and Kimi 3-bit gives 15.8 [1], the 32B Q4_K_M is at 29.1 [2].\n\n[1] generation tok/s, MLX\n[2] same, but llama.cpp Metal",
    [[21.3, "decode"], [15.8, "decode"], [29.1, "decode"]]],
  ["| model | gen t/s |\n|---|---|\n| A | 19.6 [1] |\n| B | 22.4 |\n\n[1] decode tok/s with tensor parallel",
    [[19.6, "decode"], [22.4, "decode"]]],
  // round 48: a chart's alt text, "label: figure." sentences after one naming the unit
  ["Alt text: bar chart of decode speed in tokens per second, Qwen3-8B Q4_K_M. RTX 5080: 168. RTX 4080: 121. RX 9070 XT: 117.",
    [[168, "decode"], [121, "decode"], [117, "decode"]]],
  // round 61: a markdown table pasted on one line; a CSV header cell holding a line break; a table pasted one cell per
  // line under a numbered caption
  ["Gemma 3 12B Q4_K_M, same build:\n\n| GPU | tok/s (gen) | VRAM | |---|---|---| | 3080 | 71 | 9.1 GB | | 4080 | 88 | 9.1 GB |",
    [[71, "decode"], [88, "decode"]]],
  ['phone,quant,"decode\n(tok/s)",notes\nPixel 10,Q4_0,11.2,MLC\nGalaxy S25,Q4_0,13.9,MNN', [[11.2, "decode"], [13.9, "decode"]]],
  ["表 3　吞吐对比（Qwen3-14B，单卡 L40S）\n框架\n单路速度（tokens/s）\nvLLM\n52.4\nSGLang\n55.1", [[52.4, null], [55.1, null]]],
  // round 61: a sentence after bare figures saying what they were ("That is tokens per second of generation",
  // "以上都是生成速度 tokens/s"); a quant's name before a reply's figure is no setting ("Q4_K_M at 31")
  ["Three quants of Qwen3-32B on the R9700. Q4_K_M came in at 27, Q5_K_M at 23 and Q6_K at 20. That is tokens per second of generation, llama.cpp Vulkan.",
    [[27, "decode"], [23, "decode"], [20, "decode"]]],
  ["三种量化：Q4 是 22，Q5 是 19。以上都是生成速度 tokens/s。", [[22, "decode"], [19, "decode"]]],
  ["what t/s do you get?\nQ4_K_M at 31", [[31, null]]],
  // round 57: a box table's label wrapped onto a row of its own; a header cut short with an ellipsis ("(tokens/…")
  ["┃ Statistic                        ┃    avg ┃    max ┃\n┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━╇━━━━━━━━┩\n" +
    "│ Time To First Token (ms)         │  58.20 │ 140.11 │\n│ Output Token Throughput Per User │  77.31 │  90.02 │\n" +
    "│ (tokens/sec/user)                │        │        │\n│ Output Token Throughput (tokens/… │ 1,204.50 │    N/A │",
    [[77.31, "decode"], [90.02, "decode"], [1204.5, "decode"]]],
  // round 63: in a chat reply a chip's number before 的 ("我 395 的才 40 出头") is its owner's, not a figure
  ["[老王 20:31] 你那台 spark 跑 gpt-oss-120b 多少\n[小林 20:32] 生成 48 左右\n[老王 20:33] 那还行，我 395 的才 40 出头",
    [[48, "decode"], [40, null]]],
  // round 63: a reply's figure after a context and a fall ("開到 32k context 掉到 30 出頭") is a speed, not a length
  ["推 ccw1986: 4090 跑 32B 大概多少？\n→ tomcat: Q4 的話 40 上下\n→ tomcat: 開到 32k context 掉到 30 出頭", [[40, null], [30, null]]],
  // round 65: a column headed by a card whose name ends in S ("L40S") under a caption naming the unit
  ["Table 2: Single-stream decode throughput (tokens/s), batch 1\n\nModel          H100 SXM    L40S    A10G\nLlama-3.1-8B      152.3    41.2    28.6\nQwen3-8B          149.9    40.6    27.9",
    [[152.3, "decode"], [41.2, "decode"], [28.6, "decode"], [149.9, "decode"], [40.6, "decode"], [27.9, "decode"]]],
  // round 58: replies under a speed question: user names with digits, bits and inches after a figure, a speaker
  // whose name holds a backend, floors parted by blank lines, Chinese ranges without 多, thousands under a prefill question
  ["评论区\n用户5521：70B 在 M4 Max 上每秒几个 token？\n  └ 作者 回复 用户5521：Q4 大概 8 个左右\n  └ 用户7730 回复 用户5521：十一二吧",
    [[8, null], [12, null]]],
  ["What tok/s do you get with the 30B on an M4 Max?\n\n  around 70 on mine, 8-bit. 4-bit is closer to 95\n\n    nice, better than my 16\" M4 Pro at 41",
    [[70, null], [95, null], [41, null]]],
  ["【潜水】小王：4060 跑 8B 生成速度多少算正常\n【活跃】CUDA大神：Q4 的话 40 左右",
    [[40, null]]],
  ["[求助] 5070 Ti 跑 14B 大家每秒多少 token？\n\n#1 · aaa · 3 小时前\n还没测\n\n#2 · bbb · 3 小时前\n同问\n\n#3 · ccc · 2 小时前\n@bbb 我这边 Q4 是 58~61",
    [[61, null]]],
  ["双卡跑 70B 每秒多少 token？\n十五六很正常\n我这边二十五六",
    [[16, null], [26, null]]],
  ["Q: realistic prefill speed (tokens/s) for long prompts on one 5090?\nA: with a 32B around 3,100, and a 14B gets you 7k+",
    [[3100, null], [7000, null]]],
  // session 17: a header with a blank corner over the row labels, its units on the row under it (no rule row)
  ["| | 单用户速度 | 整机吞吐 |\n| | tokens/s | tokens/s |\n| DeepSeek-R1 671B | 95 | 6,400 |\n| Qwen3-32B | 210 | 11,500 |",
    [[95, null], [6400, null], [210, null], [11500, null]]],
  // columns named by a latency target ("TPOT=50ms") under a caption naming the unit per card are speeds
  ["表 2：不同系统在 DeepSeek-V3 上的解码吞吐（单位：tokens/s/卡）\n系统        TPOT=50ms    TPOT=100ms\n基线        1,120        1,980\n" +
    "本文方法    1,760        2,940", [[1120, "decode"], [1980, "decode"], [1760, "decode"], [2940, "decode"]]],
  // a German spreadsheet's cells ("1.412,5", "63,8") and a cell in 万
  ["model              pp512 (t/s)   tg128 (t/s)\nQwen3-4B Q4_K_M        1.412,5          63,8\nQwen3-8B Q4_K_M          804,1          38,2",
    [[1412.5, "prefill"], [63.8, "decode"], [804.1, "prefill"], [38.2, "decode"]]],
  ["模型                 引擎      预填充(t/s)    生成(t/s)\nQwen3-8B FP8         vLLM      1.8万          152\n" +
    "Qwen3-32B FP8        vLLM      6.2k           58", [[18000, "prefill"], [152, "decode"], [6200, "prefill"], [58, "decode"]]],
  // a question about a temperature ("多少度") asks for no speed; a chip's number after "AI Max" answers nothing
  ["2楼：跑模型的时候显卡多少度\n3楼 回复 2楼：满载 82，热点 95，风扇 70%", []],
  ["阿白 23:01:02\n你那 Spark 跑 gpt-oss-120b 解码多少\n大熊 23:01:40\n三十七八\n阿白 23:02:15\n那还不如我的 AI Max 395，我 45",
    [[38, null], [45, null]]],
  // a list item whose label names a length is no speed, among items that are
  ["@所有人 内部大模型服务已切到新集群：\n1. 模型：Qwen3-235B-A22B-FP8，8 卡 H20\n2. 总输出吞吐：约 3,600 tokens/s（64 并发）\n" +
    "3. 单用户速度：55 左右\n4. 上下文：128k", [[3600, "decode"], [55, "decode"]]],
  // a question about a flag that names prefill ("--chunked-prefill-size") asks for no speed; a log's keys are no answers
  ["The queue drains slowly after a burst. Is `--chunked-prefill-size 16384` too large for this model?\n\n```\n" +
    "[2025-11-20 09:13:58 TP0] Prefill batch. #new-seq: 4, #new-token: 16384, #cached-token: 3072, token usage: 0.08, #running-req: 12\n```", []],
  // a list item's note naming its earlier figure is a claim of the same column
  ["Median output speed from the provider dashboard this week (tok/s, gpt-oss-120b):\n1. Provider A — 312\n" +
    "2. Provider B — 188 (was 240 last week)\n3. Provider C — 71", [[312, "decode"], [188, "decode"], [240, "decode"], [71, "decode"]]],
  // a reply's label ("评论 1：") is no answer; a context length in a caption is no figure
  ["求问🙏 5060 Ti 16G 跑 Qwen3-30B-A3B 能有多快？\n评论 1：Q3_K_M 刚好塞得下，我的每秒六十多个 token\n评论 2：开了 KV 量化能到 70 出头",
    [[60, null], [70, null]]],
  ["Gemma 3 27B 不同量化在 RTX 5090 上的生成速度（llama.cpp b7210，上下文 4k，单位 tokens/s）：\n- Q8_0：44.3\n- Q6_K：55.8",
    [[44.3, "decode"], [55.8, "decode"]]],
  // evalscope's summary: a grid of "=" under its Key | Value header, the unit in each row's key
  ["+-----------------------------------+-----------+\n| Key                               |     Value |\n" +
    "+===================================+===========+\n| Time taken for tests (s)          |  142.8813 |\n" +
    "| Output token throughput (tok/s)   |  448.0362 |\n| Total token throughput (tok/s)    | 1021.8272 |\n" +
    "+-----------------------------------+-----------+", [[448.0362, "decode"], [1021.8272, null]]],
  // an article's heading that asks ("### 多快才算够用？") asks no one: a count of tokens under it is no answer
  ["### 多快才算够用？\n\n一个汉字平均算 0.7 个 token 左右，所以生成速度只要有 10 tokens/s 就不卡。", [[10, "decode"]]],
  // a roll call asks without a question mark ("post ur tps"); a list's ordinal, a flag's value, a rate a minute answer nothing
  ["[8:15 PM] rigbuilder: post ur tps for llama 3.1 8b q4km, I'll put them in the sheet\n[8:16 PM] dusty_p40: p40: 44\n" +
    "[8:16 PM] nvme_goblin: 3060 12g, 58ish", [[44, null], [58, null]]],
  ["ok roll call for the wiki, gpt-oss-120b decode t/s, post yours:\n1. mine, 3x3090: 92\n2. @zephyr, M3 Ultra: 71",
    [[92, "decode"], [71, "decode"]]],
  ["> my 4090 only gets 14 tok/s on Qwen3-32B Q4_K_M, is that normal?\nno, that's partial offload, you should see 38-42 " +
    "fully on GPU. check that -ngl is 99 and not 40", [[14, null], [42, null]]],
  ["> I'm getting 3,000 tokens/s on the API, is that good?\nYou're reading it wrong, that column is tokens per minute. " +
    "3,000 a minute is 50 tokens/s.", [[3000, null], [50, null]]],
  // a lead line naming the unit, or llama-bench's tg alone, after a model and its quantization in brackets
  ["[11:40 PM] sheet_keeper: ok from the thread so far (qwen3-30b-a3b q4km, tg):\n3090 — 138\n4090 — 176\n5090 — 232",
    [[138, "decode"], [176, "decode"], [232, "decode"]]],
  ["ok from the thread so far (qwen3-30b-a3b q4km, tg t/s):\n3090 — 138\n4090 — 176", [[138, "decode"], [176, "decode"]]],
  // emoji bullets under a lead naming the unit; a question that asks with 呢 or 嗎; a card's price is no speed
  ["新手选购清单（本地跑 8B 模型，每秒 token 数）：\n✅ RTX 5060 Ti 16G：60 左右\n✅ 二手 3060 12G：50 左右", [[60, null], [50, null]]],
  ["[老周 21:03] 新到的 5090 装好了，Qwen3-32B 生成 61 t/s\n[小林 21:04] 预填充呢\n[老周 21:04] 三千五左右吧",
    [[61, "decode"], [3500, null]]],
  ["推 a123: 我 AI Max+ 395 跑 Qwen3-30B-A3B，生成大概 68 t/s\n推 b456: 有測 prefill 嗎\n推 a123: 大概 900 多",
    [[68, "decode"], [900, null]]],
  ["5060 Ti 16G 到手，跑 Qwen3-14B Q4_K_M 生成 36 t/s 左右，gpt-oss-20b 能跑 110 左右，三千出头的卡这个速度挺满意。",
    [[36, "decode"], [110, "decode"]]],
  // under a question: a price (¥260), a card's bandwidth ("单卡 448 的带宽"), a chip ("我 395 上") answer nothing, nor
  // anything under a question about image generation
  ["B站评论区\n热门评论：UP 主测的 45 tokens/s 是 Vulkan 还是 ROCm？\n  UP主 回复：Vulkan，ROCm 我测是 41\n" +
    "  回复 @星河：我 395 上 LM Studio 只有 36，差这么多吗", [[45, null], [41, null], [36, null]]],
  ["【QQ群】ComfyUI & LLM 折腾群\n小满：4060 跑 SDXL 多快\n阿狸：1024 分辨率 5.2 it/s 左右，30 步出一张图 6 秒", []],
  // a heading that names the unit heads the figures its prose leads with a cue; not its section's counts and dates
  ["### 三、生成速度（单位：tokens/s，越高越好）\n\n测试模型 Qwen3-14B Q4_K_M，测试环境放在文末，这里只说结论。\n\n" +
    "7900 XTX 上 ROCm 跑出来是 71，4070 Ti Super 是 58，和 XTX 差得不算多。", [[71, "decode"], [58, "decode"]]],
  ["### Throughput (tokens/s)\n\nNumbers coming tomorrow. The sweep died at 3 a.m. after 14 hours on run 37 of 48, so I have " +
    "to redo the last 11 configs.", []],
  // under a question: memory used, a temperature, a concurrency, a version rolled back to answer nothing; a game's
  // frames are no token rate; "输出 512" after "输入 2K /" is a length under a table
  ["u/newtolocal: What t/s should I expect from a 3090 on Qwen3-30B-A3B Q4_K_M? I'm getting 85 and it feels low.\n" +
    "  u/newtolocal: Everything is on GPU, 24GB card shows 19.8 used", [[85, null]]],
  ["升级 ollama 0.12 之后生成速度从 85 掉到 60 多，有人遇到吗？\n#1 同，回退到 0.11 就恢复到 80 多了",
    [[85, "decode"], [60, "decode"], [80, null]]],
  ["4090 跑黑神话 4K 多少帧？\n弹幕：\n开 DLSS 100 帧左右\n5090 开多帧生成 200 帧起步", []],
  // a price in 万 under a question answers nothing ("2 万块的卡")
  ["【RTX 5090 vs 4090】本地大模型速度对比，差距有多大？\n弹幕：\n5090 这 60 多是真的猛\n4090 才 41？？\n2 万块的卡", [[60, null], [41, null]]],
  // a question's own tail after its question mark: a date ("Nov 14") is no answer
  ["Has anyone measured EAGLE-3 tokens/s on a single 4090 with an 8B model? I need to decide before the deadline on Nov 14.", []],
  // round 92: OpenBenchmarking's text chart, its phase in the test line above its caption, its bars after the figures
  ["Llama.cpp b7240\nBackend: Vulkan - Model: gpt-oss-20b-mxfp4 - Test: Prompt Processing 512\nTokens Per Second > Higher Is Better\n" +
    "AMD Ryzen AI Max+ 395 .... 1412.36 |=========================\nIntel Core Ultra 9 285H ..  455.19 |========",
    [[1412.36, "prefill"], [455.19, "prefill"]]],
  // round 94: a range of percentages under a question answers nothing ("real runs land at 70-80% of that")
  ["> LM Studio shows 38.4 tok/sec for Llama 3.1 8B Q4_K_M. Is that good?\n\nThe ceiling is around 52 tok/s and real runs land at 70-80% of that.",
    [[38.4, null], [52, null]]],
  // round 95: a row's label closing on a bracket before its " / " ("5090 + 9950X（专家放内存）/ 1,240 / 27.8")
  ["格式：显卡 / 预填充 / 生成（t/s）\n\n- 5090 + 9950X（专家放内存）/ 1,240 / 27.8\n- RTX PRO 6000 / 4,120 / 186",
    [[1240, "prefill"], [27.8, "decode"], [4120, "prefill"], [186, "decode"]]],
  // round 91: a phone chip's number after a question naming the speed answers nothing ("骁龙 8 至尊版")
  ["一台手机跑大模型能有多快？骁龙 8 至尊版实测 Qwen3-4B，每秒 15 个 token 左右，离线也能用", [[15, null]]],
  // round 99: rows of a name and its figure one blank apart under a caption naming the unit; a row's "120ish"
  ["output speed for GLM-4.6 across providers today (tok/s, median of 20 calls):\nCerebras 1,310\nZ.ai 71\nDeepInfra 58",
    [[1310, "decode"], [71, "decode"], [58, "decode"]]],
  ["my daily drivers on the 3090, t/s as I actually use them:\n- Qwen3-30B-A3B Q4: 120ish\n- Gemma 3 27B Q4: 34",
    [[120, null], [34, null]]],
  // (a card's number after its maker's word is no row: "RTX 4090" under a caption naming the unit)
  ["Results (tok/s) on:\nRTX 4090\nRTX 3090\n\nsee the table below", []],
  // round 98: a caption over a llama-bench table whose header names the unit makes no flag column ("fa") a speed
  ["tg128 on Vulkan is much lower than on ROCm (`llama-bench -p 0 -n 128`):\n\n```\n" +
    "| model | backend | ngl | fa | test | t/s |\n| --- | --- | --: | -: | --: | --: |\n" +
    "| qwen3 14B Q4_K - Medium | Vulkan | 99 | 1 | tg128 | 43.12 ± 0.21 |\n| qwen3 14B Q4_K - Medium | ROCm | 99 | 1 | tg128 | 57.40 ± 0.35 |\n```",
    [[43.12, "decode"], [57.4, "decode"]]],
  // a card's number restating nothing ("the 5090 is the answer"); a range's low end restating nothing ("38 到 42")
  ["about 1,450 tok/s against roughly 4,900 on either Blackwell card.\nFor a 32B at 8k, the 5090 is the answer.",
    [[1450, null], [4900, null]]],
  ["> 为什么 4090 跑 qwen3:32b 每秒只有 8 个 token，别人都说有 40？\n\n答：正常生成应该在 38 到 42 之间。",
    [[8, null], [40, null], [42, "decode"]]],
  // a question about the price ends the answers to one about speed
  ["[小林 20:15] 预填充呢\n[老王 20:16] 大概 9,500 出头\n[小林 20:16] 价格多少，我记得要 6 万多\n[老王 20:17] 62,000，开了票",
    [[9500, null]]],
  // round 101: a thread's header lines ("level 1 · u/x · 12 points") and a reply's price answer nothing
  ["Used 3090 vs new 5070 Ti? Mostly Qwen3-Coder-30B-A3B. What speeds do you get?\n\nlevel 1 · u/fenwick_ai · 12 points\n" +
    "3090, Q4_K_M: 140ish at empty context\n\nlevel 2 · u/porchlight_9 · 3 points\nhow much did you pay for it?\n\n" +
    "level 3 · u/fenwick_ai · 2 points\n$749", [[140, null]]],
  // a backend's version ("rocm 7"), a clock time ("at 7:45"), a question that also asks the price
  ["[7:45 PM] nadir: poll: your tok/s on qwen3-coder-30b-a3b, card + number, go\n[7:46 PM] koi: 4090 / 168\n" +
    "[7:46 PM] sedge: 7900xtx / 112 (rocm 7)\n[7:48 PM] koi: lol @ nadir asking at 7:45", [[168, null], [112, null]]],
  ["3090 跑本地模型速度咋样，二手现在多少钱\n五千五左右，矿卡四千出头\n别买涡轮版，吵，功耗 350", []],
  // a question about another kind of rate, and a reply in frames
  ["[8:20 PM] riprap: how many tokens per second of audio does Mimi produce?\n" +
    "[8:21 PM] sable: 12.5 frames a second × 8 codebooks, so 100 audio tokens per second", []],
  // a roll call without a question mark; "what do you get on …"
  ["统计一下，大家 Qwen3-30B-A3B 的生成速度，格式：显卡+速度\n4090 175\n3090 128", [[175, null], [128, null]]],
  ["What do you get on Pixel 10 Pro with gemma 3n E4B in Edge Gallery?\n\nprefill 210, decode 11",
    [[210, "prefill"], [11, "decode"]]],
  // round 100: a platform's number answers nothing ("看别人 9004 平台都有 10 多")
  ["双路 EPYC 7K62 纯 CPU 跑 DeepSeek-V3.2 Q4，生成只有 4.2 t/s，预填充 30 左右，这正常吗？看别人 9004 平台都有 10 多。",
    [[4.2, "decode"], [30, "prefill"], [10, null]]],
  // round 104: a column whose header names a phase under a caption naming the unit ("| tg | pp512 |")
  ["Collected from this thread so far (tg at short context, t/s):\n\n| user | hardware | tg | pp512 |\n|---|---|---|---|\n" +
    "| u/halo_haver | Strix Halo 128GB | 47 | 610 |\n| u/nullptr_ | DGX Spark | 39 | 1,920 |",
    [[47, "decode"], [610, "prefill"], [39, "decode"], [1920, "prefill"]]],
  // a roll call as a heading, its floors' dates no answer; "speed check" asks
  ["### Post your numbers: Qwen3-8B Q4_K_M, tg128\n\n**ssato** on Oct 30\nRTX 3060 12GB — 58\n\n**bernd-k** on Oct 30\n" +
    "A770 16GB, SYCL: 44", [[58, null], [44, null]]],
  ["[21:14] mira: speed check, qwen3-coder-30b q4 on whatever you have\n[21:15] ozzy: 4090: 187\n[21:16] fen: m3 max 40c: 72",
    [[187, null], [72, null]]],
  // a floor's header line, a reaction, a phone's number, a score, a date: no answers
  ["[求助] M4 Pro 跑 gpt-oss-20b 速度正常吗？每秒 30 个 token\n#1 · appleuser · 2 小时前\n太低了，我 M4 Pro 能有 70 左右\n" +
    "#3 · 楼主 · 1 小时前 · ❤️ 1\n换了 MLX，现在 76", [[30, null], [70, null], [76, null]]],
  ["What tok/s does Qwen3-4B hit on a phone? Trying PocketPal on a Pixel 9 Pro.\n\nlevel 1 · u/pocketdev · 12 points\n" +
    "~11 on the Pixel 9 Pro, 16 on my S25 Ultra\nlevel 1 · u/benchnerd · 4 points\nthe 4B scores like 62 on MMLU-Pro btw\n👍 4",
    [[11, null], [16, null]]],
  // the result of a reply's arithmetic is its answer ("≈ 8.5 ceiling"), a term of it is not
  ["Is 5 tok/s normal for Llama 3.3 70B on 2x 3060?\n\nthat's about right, bandwidth bound. 360 GB/s / ~42 GB ≈ 8.5 ceiling",
    [[5, null], [8.5, null]]],
  // round 105: mlx's "tokens-per-sec" names the unit over a list
  ["Generation tokens-per-sec from mlx_lm.generate, M4 Max 128GB, Qwen3-32B:\n\n- 4bit: 24.9\n- 6bit: 17.2",
    [[24.9, "decode"], [17.2, "decode"]]],
  // round 103: a count of memory channels answers nothing
  ["> Is 5 tok/s expected for Qwen3-235B-A22B on a 3090?\n\nYes, roughly. Moving to a Threadripper with 8 channels got me to 13.",
    [[5, null], [13, null]]],
  // round 107: a column headed by the context it was measured at ("ctx 4k") holds speeds; a "ctx" column holds sizes
  ["Table 2: Single-stream decode throughput (tokens/s), Gemma 3 27B QAT Q4_0\n\n```\ndevice               ctx 4k    ctx 32k\n" +
    "RTX 5090             71.4      58.2\nRTX 4060 Ti 16GB     15.2       —\n```", [[71.4, "decode"], [58.2, "decode"], [15.2, "decode"]]],
  ["| model | ctx | t/s |\n|---|---|---|\n| qwen3 8B | 4096 | 61.2 |", [[61.2, null]]],
  // round 109: a comment's header line (a name, a date, a province, likes) and votes answer nothing, nor read a reply
  ["博主测一下 70b 每秒多少 token\n  作者  11-21\n  q4 大概 5 左右，能用但是慢\n🧋 奶盖多多  11-22 广东  ♡ 32\n" +
    "70b 稠密就这样，跑 moe 的 120b 有四十多", [[5, null], [40, null]]],
  ["Phones: tok/s for Qwen3-4B Q4 in PocketPal?\nPosted by u/ferric_oxide · 9h · 14 comments\n\nu/lowtide_lena · 8h\n" +
    "Pixel 9 Pro: 8\n▲ 11\n\nu/hexbolt · 8h\nS25 Ultra: 14\n▲ 7\n\nu/ceramicowl · 7h\n11 but it throttles after a minute",
    [[8, null], [14, null], [11, null]]],
  // a question about requests per second asks no token speed
  ["答主这个服务每秒能接多少请求？\n  答主 · 11-21\n  4.2 req/s，超了 P99 就不达标\n  那一天就是三十多万个请求", []],
  // round 209: a LaTeX tabular under its caption (its frame passed over, rules between rows, bold cells, "--" for OOM)
  ["\\begin{table}[t]\n\\caption{Single-batch decoding throughput (tokens/s) of Llama-2-7B.}\n\\label{tab:decode}\n" +
    "\\begin{tabular}{lcc}\n\\toprule\nMethod & RTX 4090 & Jetson Orin \\\\\n\\midrule\nFP16 & 52.3 & -- \\\\\n" +
    "Ours (W4A8) & \\textbf{171.2} & $31.6$ \\\\ \\hline\n\\bottomrule\n\\end{tabular}",
    [[52.3, "decode"], [171.2, "decode"], [31.6, "decode"]]],
  // a LaTeX tabular with no unit in its caption or header holds no claim
  ["\\caption{Accuracy on GSM8K.}\nMethod & 7B & 13B \\\\\nFP16 & 52.3 & 61.7 \\\\\nOurs & 51.9 & 61.2 \\\\", []],
  // round 211: siunitx's units in a header ("\\si{tok\\per\\second}"), a mean and its spread in math mode
  ["\\begin{tabular}{lcc}\n\\toprule\nMethod & {Prefill (\\si{tok\\per\\second})} & {Decode (\\si{tok\\per\\second})} \\\\\n" +
    "\\midrule\nFP16 & 5210.4 & 38.6 \\\\\nW8A8 & 7488.9 & $66.2 \\pm 0.4$ \\\\\n\\bottomrule",
    [[5210.4, "prefill"], [38.6, "decode"], [7488.9, "prefill"], [66.2, "decode"]]],
  // a sweep's CSV headed by throughput keys: output is decode, total counts prompt tokens too, requests are no tokens
  ["concurrency,request_throughput,output_throughput,total_token_throughput\n1,0.63,161.28,806.40\n8,4.42,1131.52,5657.60",
    [[161.28, "decode"], [806.4, null], [1131.52, "decode"], [5657.6, null]]],
  // round 213: an item saying how it ran ("142 on ROCm") is an item, and the list goes on past it
  ["**Thread summary (tg128, t/s):**\n- 4090: 196 (u/kestrel)\n- 7900 XTX: 142 on ROCm\n- M4 Max: 94",
    [[196, "decode"], [142, "decode"], [94, "decode"]]],
  // round 217: new reddit's buttons and their counts, each on a line of its own, answer no question; nor does a card's
  // model number in a reply ("RX 580 8GB")
  ["What speed do you get with gpt-oss-120b on Strix Halo?\nGetting 41 tok/s generation on short prompts.\n\nUpvote\n27\n\n" +
    "Downvote\n\n31\nGo to comments\n\nShare", [[41, "decode"]]],
  ["Post your tok/s for Llama 3.1 8B Q4_K_M (self.LocalLLaMA)\n[–]polaris_forever 11 points 13 hours ago\n" +
    "RX 580 8GB on Vulkan, 19. Don't laugh.\n[–]ok_but_why 8 points 12 hours ago\n1080 Ti still pulling 52", [[19, null], [52, null]]],
  // round 221: a caption saying its figures all are a unit ("（…，都是 t/s）") heads the floors' list under it
  ["汇总一下楼里大家报的数（Qwen3-30B-A3B，都是 t/s）：\n#3 4090：172\n#7 M4 Max：84\n#15 3060 12G（部分卸载）：27",
    [[172, null], [84, null], [27, null]]],
  // round 219: a list under a unit holds other rates too ("requests/s", "QPS"), none a token speed; rate-limit headers
  // are limits; a reply's count of replicas answers nothing
  ["Numbers off the Grafana board (last 6 h, tokens/s):\n- generation, p50: 1,240\n- requests/s: 5.1\n- KV cache usage: 72%",
    [[1240, "decode"]]],
  ["Grafana 看板（近 24 小时，单位 tokens/s）：\n- 生成吞吐 P50：1,460\n- QPS：4.7\n- GPU 利用率：81%", [[1460, "decode"]]],
  ["Our tier's limits from the response headers:\n- x-ratelimit-limit-requests: 5000\n- x-ratelimit-limit-tokens: 2000000", []],
  ["> our dashboard shows 96 tok/s for the Llama deployment, is that per replica?\n\nIt's summed. With your 4 replicas " +
    "that's ~24 each.", [[96, null], [24, null]]],
  // round 215: a CSV cell quoted because it holds a comma ('"1,104.6"', '"stock clocks, 350W"') is one cell
  ['Model,GPU,"Prompt (tok/s)","Gen (tok/s)",Notes\nQwen3-32B,RTX 3090,"1,104.6",33.1,"stock clocks, 350W"\n' +
    'Qwen3-32B,RTX 5090,"3,912.4",59.8,', [[1104.6, "prefill"], [33.1, "decode"], [3912.4, "prefill"], [59.8, "decode"]]],
  // round 224: a question about an eval rate asks for a speed, and its replies' bare figures answer it
  ["u/ollama_newbie:\nWhat's a good eval rate for llama3.1 8B on an M1 Air? I'm seeing 9.\n\n  u/mac_grandpa:\n" +
    "  9 is about right for the 8GB Air with Q4. Mine did 10-11 before it started throttling, then ~7.",
    [[9, null], [9, null], [11, null], [7, null]]],
  // round 225: a caption under one table and over the next is the next one's; a benchmark's column holds scores
  ["| Task | BF16 | W4A16 |\n|---|---|---|\n| MMLU-Pro | 68.9 | 67.8 |\n\n**Inference speed** (single stream, output tokens/s)\n\n" +
    "| Prompt / output | BF16 | W4A16 |\n|---|---|---|\n| 256 / 1,024 | 38.6 | 96.3 |", [[38.6, "decode"], [96.3, "decode"]]],
  ["| 模型 | 参数量 | 生成速度¹ | C-Eval |\n|---|---|---|---|\n| 本模型-INT4 | 9B | 67.5 | 78.1 |\n\n¹ 单位 tokens/s，RTX 4090",
    [[67.5, "decode"]]],
  // a chart's caption naming its unit in words heads the dash list under it
  ["Chart: Output speed, Llama 3.3 70B (tokens per second; higher is better)\nOur API — 2,240\nProvider B — 480",
    [[2240, "decode"], [480, "decode"]]],
  // round 228: a note that all figures are a unit leaves a table under it to the table's reading, its power column power
  ["gpt-oss-120b (MXFP4), all figures in tokens/s:\n\n| machine | pp2048 | tg128 | idle (W) |\n|---|---:|---:|---:|\n" +
    "| Strix Halo 128GB | 612 | 48.3 | 11 |", [[612, "prefill"], [48.3, "decode"]]],
  // round 230: columns set off by spaced slashes, a unit's own slash left whole
  ["GPU / pp512 t/s / tg128 t/s\nRTX 4090 / 9870 / 104.8\nRTX 3090 / 5940 / 88.2",
    [[9870, "prefill"], [104.8, "decode"], [5940, "prefill"], [88.2, "decode"]]],
  // round 229: a tool's keys naming counts or another rate are no speeds, its tag aside ("[BENCHMARK] num_samples 500");
  // a log line's date answers no question ("INFO 11-18 15:42:07")
  ["[BENCHMARK] num_samples 500\n[BENCHMARK] seq_throughput(seq/sec) 8.17\n[BENCHMARK] token_throughput(token/sec) 2090.32",
    [[2090.32, null]]],
  ["Why my Avg generation throughput only about 600 tokens/s? Log:\n\nINFO 11-18 15:42:07 [loggers.py:123] Engine 000: " +
    "Avg generation throughput: 588.7 tokens/s, Running: 46 reqs", [[600, "decode"], [588.7, "decode"]]],
  // round 235: a caption over a list naming the unit in its brackets gives every figure of its items that unit
  ["把这楼大家报的数整理一下（DeepSeek-V3.1，API，输出速度，单位 tokens/s）：\n- 官方：楼主说 25，我测 21\n- 火山引擎：7楼说 60，我测 57\n\n" +
    "价格另说，有 12 家在卖", [[25, "decode"], [21, "decode"], [60, "decode"], [57, "decode"]]],
  // round 238: an input/output column holds lengths, whatever pair its cells write
  ["`benchmark_throughput.py` output tokens/s on 8x MI300X:\n\n| Model | TP | Input/Output | main (tok/s) | PR (tok/s) |\n" +
    "|---|---|---|---:|---:|\n| Llama-3.1-70B FP8 | 8 | 2048/256 | 3,842 | 4,127 |", [[3842, "decode"], [4127, "decode"]]],
  // round 237: a question about memory answered in GB, and a chat's numbered roll-call items, answer no speed question
  // with their own numbers; a memory bandwidth is no speed
  ["[11:02 PM] tern: the tok/s on qwen3-32b is fine, but what's the vram at 32k?\n[11:04 PM] lichen: 23.1 GB with q8_0 kv\n" +
    "[11:04 PM] lichen: f16 kv pushes it to 27.4, doesn't fit", []],
  ["[群主 21:00] 接龙报一下各自的卡跑 Qwen3-30B-A3B Q4 的生成速度（t/s）\n[阿杰 21:01] 1. 4090 —— 165\n[小周 21:02] 2. 3090 —— 128",
    [[165, null], [128, null]]],
  // round 239: an English caption over a list naming the unit in its brackets
  ["Further reading (numbers are what each author reported, generation tok/s):\n- \"Running Qwen3 on a Steam Deck\" — 7.5 " +
    "for the 4B\n- \"A 4×MI50 build for $800\" — 21 on Llama 3.3 70B Q4", [[7.5, "decode"], [21, "decode"]]],
  // a spreadsheet's export with semicolons, its commas decimals
  ["Excel exported it with semicolons:\n\nModell;Quant;Prompt t/s;Gen t/s\nLlama-3.1-8B;Q4_K_M;2841,5;87,3\n" +
    "Qwen3-14B;Q4_K_M;1502,8;48,6", [[2841.5, "prefill"], [87.3, "decode"], [1502.8, "prefill"], [48.6, "decode"]]],
];

for (const [text, want] of CASES) {
  test(`claims in ${JSON.stringify(text.slice(0, 50))}`, () => {
    assert.deepEqual(read(text), want);
  });
}

const NEGATIVES = [
  // a database's post: its dump's figures and its TPS are transactions, though no line beside them says so
  "你说 MySQL 换了 NVMe 没变快，sysbench 贴一下：\n\nSQL statistics:\n    queries performed:\n        write:         473760\n        other:         236880\n\n以前 SATA 盘是 1,500 TPS 左右，现在 1,974。",
  // a reply under a speed question that gives a price ("I paid 650"), a reaction's count (":eyes: 2"), an answer to
  // another question about layers
  "What tok/s should I expect from a used 3090? Prices here are $700.\n  u/fred · 3h\n  I paid 650 for mine last month.\n" +
    "      u/fred · 3h\n      680 with shipping",
  "quick poll: single-user tok/s you're seeing on the staging box?\n:eyes: 2",
  // a range's low end before a multiple is no answer to a question quoted in prose
  'On "how fast is fast enough": reading speed is about 4 words a second, and skimming I probably do 2-3x that.',
  // a list of names and versions under words naming the unit holds no figure
  "Models we will time (tok/s):\n- llama 3\n- RTX 4090\n- gemma 3",
  // a speed question's thread: a table's rows and a tool's footer, a temperature, a clock, an acceptance rate answer nothing
  "Is 71 good for a 5070 Ti? Full output below.\n| model | size | params | ngl | fa |\n|---|---|---|---|---|\n| qwen3 14B | 8.38 GiB | 14.77 B | 99 | 1 |\nbuild: 5be1a7c2 (7231)",
  "How fast is it on the Orin?\nu/a: it heats to 44°C after five minutes\nu/b: what clock does MAXN run at, 1.3 GHz\nu/c: acceptance was 0.81 on code",
  // a phase and a colon over lengths, not devices and figures
  "prefill: 512 tokens, decode: 128 tokens",
  // a lead naming a speed and memory too: its list's figures may be either
  "显存占用和生成速度：\n- 4090: 24\n- 3090: 24",
  "Decode speed vs power, per card:\n- 4090: 450\n- 3090: 350",
  // short lines with a speed word among them but no rows of one shape: no table
  "Specs:\nGPU\nRTX 4090\nSpeed (tok/s)\nsee below\n24 GB\n450 W\nnotes",
  "掘金：SGLang 和 vLLM 到底谁快？我用同一台 8×H20 跑 DeepSeek-V3，输入 1k 输出 1k，128 并发。",
  "What I measured on the box (tg128, t/s):\nnothing yet, the build failed at step 3",
  "what t/s do you get?\nCUDA 12.4, driver 550, 2 GPUs, 64 GB RAM, ctx 32768, since 2024",
  "Solana peaked at 65,000 TPS in the stress test",
  "The codec encodes audio at 12.5 tokens per second",
  "llama_print_timings:      sample time =      41.37 ms /   256 runs   (    0.16 ms per token,  6188.06 tokens per second)",
  "| ctx-size | 32768 |\n|---|---|\n| batch-size | 2048 |",
  "|    PP |     TG |    B |\n|-------|--------|------|\n|   512 |    128 |    1 |",
  "Stable Diffusion runs at 7.5 it/s",
  "| model | size GB |\n| llama 8B | 4.9 |\n| qwen 14B | 8.6 |",
  "| | H100 | H200 |\n|---|---|---|\n| Memory (TB/s) | 3.35 | 4.8 |",
  "tps = 2841.219 (without initial connection time)",
  "model,params,context,price\nllama-8b,8.0,128k,0.15\nqwen-14b,14.7,32k,0.30",
  "Pricing (per 1M tokens):\n- input: 0.15\n- output: 0.60",
  "Context lengths:\n- Llama 3.1: 128k\n- Qwen2.5: 32k",
  "+---------+--------+\n| threads | tps    |\n+---------+--------+\n| 64      | 2841.2 |\n+---------+--------+\nsysbench oltp",
  "Metric,avg,min\nTime To First Token (ms),45.12,30.01\nOutput Token Throughput (tokens/sec),1890.44",
  "\"memory\": {\"unit\": \"MB\", \"value\": 3021.4}",
  "model\t3090\t4090\n8B\t112\t141\n32B\t29\t38",
  "| Metric | Value |\n|---|---|\n| Tokenization Throughput (tps) | 2841.55 |\n| Sampling Throughput (tps) | 35120.90 |",
  "### Tokens per second\n\nXX (fill in)",
  "max_tokens = [256, 512, 1024]",
  'xychart-beta\n    title "VRAM (GB)"\n    bar [8.5, 4.9]',
  // "label: figure." sentences after one naming the unit that are counts, or after a price
  "We measured tok/s on both machines. Runs: 5. Threads: 16.",
  "Prices per million tokens. GPT-5: 10. Claude: 15.",
  // a backend's version under a speed question ("CANN: 8.2.RC1")
  "在 910B 上跑 Qwen3-30B-A3B，生成速度多少？\n- CANN: 8.2.RC1",
  // a sentence that points back but names the unit far from its start, after a price
  "I bought 2 cards in 2024 for 900 each. That is a lot of money for tokens per second.",
  // a year marked with a citation whose note names the unit is no figure
  "See [3] for the 2024 [1] survey.\n[1] tok/s numbers",
  // a price after 二手 / 一张, a phone chip's "8 Elite", under a speed question
  "【求推荐】预算一万五，每秒能出多少 token？\n1楼：二手一张四千多\n2楼：8 Elite 也能跑",
  "| GPU | SDXL, 30 steps (it/s) | Flux, 20 steps (it/s) |\n|---|---|---|\n| RTX 4080 | 5.2 | 1.1 |\n| RTX 4070 | 3.9 | 0.8 |",
  "Spec decoding, tokens/s per request:\n\n| draft | k | accept % |\n|---|---|---|\n| ngram | 5 | 31% |\n| EAGLE-3 | 3 | 72% |",
  // under a question about speeds: a gain, a setting after a question that does not name the speed, a word count
  "> Is that normal for tok/s?\n\nYeah. Row split might get you another 1-2.",
  "We are at a steady total. Is there anything obvious we should tune? max_num_seqs is 64, gpu_memory_utilization 0.92.",
  "Why does everyone chase tok/s for chat? I read maybe 250 words a minute.",
];

for (const text of NEGATIVES) {
  test(`no claim in ${JSON.stringify(text.slice(0, 50))}`, () => assert.deepEqual(findClaims(text), []));
}

test("a row named per user makes its cells per-user figures", () => {
  const claims = findClaims("| Metric | avg |\n|---|---|\n| Output Token Throughput Per User (tokens/sec/user) | 77.31 |\n" +
    "| Output Token Throughput (tokens/sec) | 1,204.50 |");
  assert.deepEqual(claims.map((claim) => [claim.value, claim.per_user]), [[77.31, true], [1204.5, false]]);
});

test("a table cell's claim names its column and row", () => {
  const [claim] = findClaims("| GPU | quant | tok/s |\n|---|---|---|\n| RTX 3090 | Q4_K_M | 112 |");
  assert.equal(claim.column, "tok/s");
  assert.equal(claim.row, "RTX 3090 | Q4_K_M");
});

test("a phase list's figure is placed at its own digits, not at the same digits in its device's name", () => {
  const text = "single-user generation: 3090 around 30, 4090 around 40.";
  const claims = findClaims(text);
  assert.deepEqual(claims.map((c) => [c.value, c.start, c.row]), [[30, text.indexOf("around 30") + 7, "3090"],
    [40, text.indexOf("around 40") + 7, "4090"]]);
});

test("a list item's model between its label and its figure is named in its row, not read as a figure", () => {
  const claims = findClaims("Speeds (tok/s):\n- RTX 4090: qwen3 8b 150\n- RTX 3090: qwen3 8b 8");
  assert.deepEqual(claims.map((c) => [c.value, c.row, c.text]), [[150, "RTX 4090 qwen3 8b", "150"], [8, "RTX 3090 qwen3 8b", "8"]]);
  const text = "Speeds (tok/s):\n- RTX 4090: qwen3 8b 150\n- RTX 3090: qwen3 8b 8";
  assert.equal(text.slice(claims[1].start, claims[1].end), "8");
  assert.equal(claims[1].start, text.lastIndexOf("8"));
});

test("an aligned table's group header names the columns it spans, and its blank corner is no table edge", () => {
  const claims = findClaims(
    "              |      Output throughput (tok/s)      |  Latency (ms)\n" +
    " Concurrency  |  per user  |   total   |  per GPU   |  TTFT  |  TPOT\n" +
    "--------------+------------+-----------+------------+--------+-------\n" +
    "     64       |    21.4    |  1,370    |   171      |  2,310 |  46.7\n");
  assert.deepEqual(claims.map((c) => [c.value, c.column, c.per_user, c.phase]), [
    [21.4, "Output throughput (tok/s) per user", true, "decode"], [1370, "Output throughput (tok/s) total", false, "decode"],
    [171, "Output throughput (tok/s) per GPU", false, "decode"]]);
});

test("a setting's description that says how many tokens per second asks nothing of the lines under it", () => {
  assert.deepEqual(findClaims("Streaming options:\n- `stream_throttle_tps: 50`: caps how many tokens per second are pushed\n" +
    "- `stream_chunk_tokens: 4`\n- `max_tokens: 4096`"), []);
});

test("a bold line declaring the unit heads a leaderboard whose figures follow a dash", () => {
  const claims = findClaims("**#bench-results leaderboard** (DeepSeek-R1-Distill-Qwen-32B Q4_K_M, t/s gen, 4k ctx)\n" +
    "🥇 quadra_quad — 4x3090, tp 4 — 71\n🥈 b1tflip — 5090 — 63\n");
  assert.deepEqual(claims.map((c) => [c.value, c.phase]), [[71, "decode"], [63, "decode"]]);
});

test("a thread opened with the unit ('Numbers are tok/s', 'mine first') makes its replies' bare figures answers", () => {
  const roll = findClaims("Card / model / quant / ctx / the number you see. Numbers are tok/s unless you say otherwise.\n\n" +
    "u/oldbeard_2x3090: 2x3090, Llama 3.3 70B Q4_K_M, 32k ctx, 17\nu/fwdesk: Framework Desktop, gpt-oss-120b, 64k ctx, 44\n");
  assert.deepEqual(roll.map((c) => c.value), [17, 44]);
  const mine = findClaims("Starting a thread for mlx_lm numbers. Generation tok/s, mine first:\n\nM4 Max 128GB: 103\n\n" +
    "**pjotr-v** commented\nM2 Max 96GB: 71\n");
  assert.deepEqual(mine.map((c) => c.value), [103, 71]);
});

test("a reply's figure in English words answers a question for speeds where it ends its clause or a cue leads it", () => {
  const claims = findClaims("u/tinfoil · 9h\nwhat should I expect for a 7B at Q4 on a 16GB M2 Air, in tokens per second?\n" +
    "    u/wren · 8h\n    somewhere around twelve. it throttles after a few minutes so maybe nine by then\n" +
    "    u/moss · 7h\n    two of us tried it, like eight or nine\n");
  assert.deepEqual(claims.map((c) => c.value), [12, 9, 9]);
});

test("a channel's topic or a pinned message asking for a speed is a roll call; a list of rules answers nothing", () => {
  const topic = findClaims("-!- Topic for #llama-bench: post tg128 in t/s, include the build number\n" +
    "[14:20] <qq_dev> 4070 super, 8b q4_k_m, b6990: 78.2\n[14:21] <qq_dev> 14b: 44\n");
  assert.deepEqual(topic.map((c) => c.value), [78.2, 44]);
  assert.deepEqual(findClaims("Benchmark thread rules:\n1. Post your hardware, model and backend version\n" +
    "2. Report pp512 t/s and tg128 t/s from llama-bench\n3. Mention the context length if it's over 8k\n" +
    "4. Max 1 top-level comment per user\n"), []);
});

test("a reply written in the thread's reporting format gives its figure in the field the format names the speed", () => {
  const text = "置顶：报速度请按格式 显卡/模型/量化/生成速度(t/s)\n2025-11-19 20:15:33 板砖(284910223)\n3060 12G/qwen3-8b/q4_k_m/56\n";
  const [claim] = findClaims(text);
  assert.deepEqual([claim.value, claim.phase, text.slice(claim.start, claim.end)], [56, "decode", "56"]);
});

test("a list item's figure is placed past its bullet and label, not on the same digits in the label", () => {
  const text = "群友报数汇总（生成速度，单位 t/s）：\n1. 5090：60\n4. 2080Ti 22G：22\n";
  const claims = findClaims(text);
  assert.deepEqual(claims.map((c) => c.start), [text.indexOf("：60") + 1, text.lastIndexOf("22")]);
});

test("llama-batched-bench's counts are no speeds, nor a setting's value listed before a figure", () => {
  const table = findClaims("|    PP |     TG |    B |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |\n" +
    "|-------|--------|------|----------|----------|----------|----------|\n" +
    "|   512 |    128 |    1 |    0.055 |  9343.07 |    0.421 |   304.18 |\n");
  assert.deepEqual(table.map((c) => [c.value, c.phase]), [[9343.07, "prefill"], [304.18, "decode"]]);
  assert.deepEqual(findClaims("On master S_TG is 277.06 t/s at B=1 and 668.71 t/s at B=8.").map((c) => c.value), [277.06, 668.71]);
  assert.deepEqual(findClaims("| model | bpw | tok/s |\n|---|---:|---:|\n| Llama-3.1-8B | 6.0 | 112.3 |\n").map((c) => c.value), [112.3]);
});

test("a list item's device between its label and its figure, and a cost per t/s column is no speed", () => {
  const list = findClaims("Our picks (generation, tok/s):\n- Budget, ~$430: RTX 5060 Ti 16GB — 38\n- Mid, ~$750: RTX 5070 Ti 16GB — 76\n");
  assert.deepEqual(list.map((c) => [c.value, c.row]), [[38, "Budget, ~$430 RTX 5060 Ti 16GB"], [76, "Mid, ~$750 RTX 5070 Ti 16GB"]]);
  const table = findClaims("| 方案 | 32B Q4 生成 (t/s) | 每 t/s 成本（元） |\n|---|---:|---:|\n| 二手 3090 | 35 | 149 |\n");
  assert.deepEqual(table.map((c) => c.value), [35]);
});

test("a tool's aligned key and value line is no caption, and a count's label is no speed", () => {
  assert.deepEqual(findClaims("model            glm-4.5-air\nruns             20\nprompt tokens    512\n" +
    "output tokens    1024\noutput tok/s     p50 1,184.2   p90 1,051.7\n").map((c) => c.value).filter((v) => v !== 1184.2 && v !== 1051.7), []);
  assert.deepEqual(findClaims("Run (tok/s):\n- output tokens: 1024\n- runs: 20\n"), []);
});

test("an HTML table in text whose cells hold markup is read by their text", () => {
  const claims = findClaims("<table>\n  <tr><th>Device</th><th>Prefill<br><sub>tok/s</sub></th><th>Decode<br><sub>tok/s</sub></th></tr>\n" +
    "  <tr><td>Jetson AGX Orin 64GB</td><td>612</td><td><b>36.4</b></td></tr>\n</table>");
  assert.deepEqual(claims.map((c) => [c.value, c.phase]), [[612, "prefill"], [36.4, "decode"]]);
});

test("a column counting the people who reported is no speed", () => {
  const claims = findClaims("Qwen3-32B，生成速度，单位 t/s：\n\n| 显卡 | 报数人数 | 平均 |\n|---|---|---|\n| 3090 | 9 | 33.6 |\n");
  assert.deepEqual(claims.map((c) => c.value), [33.6]);
});

test("a poll's votes, an emoji's reaction count and a count of streams under a question are no answers", () => {
  const poll = findClaims("What's the minimum speed you'd accept?\n1️⃣ 10 tok/s  `3`\n2️⃣ 20 tok/s  `7`\n3️⃣ 80+ tok/s  `2`\n12 votes");
  assert.deepEqual(poll.map((c) => c.value), [10, 20, 80]);
  const zh = findClaims("群投票：你能接受的最低速度是？\nA. 5 t/s（4 票）\nB. 10 t/s（11 票）");
  assert.deepEqual(zh.map((c) => c.value), [5, 10]);
  const chat = findClaims("pp and tg for llama 3.3 70b q4?\nharlan — 8:05 PM\n~180 / 8.5\n🔥 2  😭 5\nvex — 8:06 PM\noof, 8.5 is rough");
  assert.deepEqual(chat.map((c) => c.value), [180, 8.5, 8.5]);
  const streams = findClaims("how many tok/s should I expect?\nola  9:07 PM\naround 300 aggregate with 16 streams");
  assert.deepEqual(streams.map((c) => c.value), [300]);
});

test("a list item's several figures joined by commas under a line naming the unit are each a claim", () => {
  const claims = findClaims("Every 70B number posted so far (generation, tok/s, short context):\n\n" +
    "- 2x 3090, layer split: 17.6, 18.1, 16.9\n- M4 Max 128GB: 9.6\n");
  assert.deepEqual(claims.map((c) => c.value), [17.6, 18.1, 16.9, 9.6]);
  assert.deepEqual(findClaims("Prefill speeds (tok/s):\n- M4 Max: 2,100\n- M3 Ultra: 1,800\n").map((c) => c.value), [2100, 1800]);
});

test("a forum's BBCode table is read as an HTML one, its first row of words the header", () => {
  const claims = findClaims("[table]\n[tr][td]显卡[/td][td]预填充 t/s[/td][td]生成 t/s[/td][td]功耗[/td][/tr]\n" +
    "[tr][td]3090[/td][td]1,050[/td][td]31.2[/td][td]350W[/td][/tr]\n[tr][td]4090[/td][td][b]2,240[/b][/td][td]39.8[/td][td]420W[/td][/tr]\n[/table]");
  assert.deepEqual(claims.map((c) => [c.value, c.phase]), [[1050, "prefill"], [31.2, "decode"], [2240, "prefill"], [39.8, "decode"]]);
});

test("a struck figure in a table's cell is a figure, as in prose", () => {
  const claims = findClaims("| test | fa off (wrong) | fa on |\n|---|---:|---:|\n| pp512 (t/s) | ~~1,480~~ | 2,910 |\n| tg128 (t/s) | ~~71.3~~ | 88.6 |");
  assert.deepEqual(claims.map((c) => [c.value, c.phase]), [[1480, "prefill"], [2910, "prefill"], [71.3, "decode"], [88.6, "decode"]]);
});

test("a review's text chart with its bars before the figures, OpenBenchmarking's rows past their standard errors, and no speed per watt", () => {
  const bars = findClaims("Llama 3.3 70B Q4_K_M — token generation, tokens/s (higher is better)\n" +
    "RTX PRO 6000 Blackwell       ██████████ 30.7\n2× RTX 3090 (NVLink)         █████ 16.9\n");
  assert.deepEqual(bars.map((c) => [c.value, c.phase]), [[30.7, "decode"], [16.9, "decode"]]);
  const ob = findClaims("Backend: CPU BLAS - Model: Llama-3.1-8B-Q8_0 - Test: Prompt Processing 512\nTokens Per Second > Higher Is Better\n" +
    "Intel Xeon 6980P ........ 688.91 |=====\n   SE +/- 3.12, N = 3\nAMD EPYC 9755 ........... 612.48 |====\n   SE +/- 2.47, N = 3\n");
  assert.deepEqual(ob.map((c) => [c.value, c.phase]), [[688.91, "prefill"], [612.48, "prefill"]]);
  const perWatt = findClaims("| System | Generation (tok/s) | Wall power (W) | tok/s per W |\n|---|---:|---:|---:|\n| Mac mini M4 Pro | 41.3 | 38 | 1.09 |\n");
  assert.deepEqual(perWatt.map((c) => c.value), [41.3]);
});

test("llama-bench's csv, whose columns include its embeddings flag, is no embedding model's table", () => {
  const claims = findClaims("build_commit,use_mmap,embeddings,n_prompt,n_gen,avg_ts,stddev_ts\n" +
    '"3f2a9c71","1","0","512","0","4870.412000","11.027134"\n"3f2a9c71","1","0","0","128","117.365000","0.164902"');
  assert.deepEqual(claims.map((c) => [c.value, c.phase]), [[4870.412, "prefill"], [117.365, "decode"]]);
});

test("a list item's advertised and measured figures joined by a Chinese comma are each a claim", () => {
  const claims = findClaims("各家 AI PC 宣传 vs 实测（生成速度，tokens/s）：\n① 星衡 Pro 14（7B）：宣传 20，实测 15.2\n② Corvo AirBook 14（Phi-4-mini）：宣传 24，实测 21.6");
  assert.deepEqual(claims.map((c) => [c.value, c.phase]), [[20, "decode"], [15.2, "decode"], [24, "decode"], [21.6, "decode"]]);
});

test("llama-bench's rows pasted without their header are read by their test's name", () => {
  const claims = findClaims("回复 9楼：3090 的，供参考\n| qwen3 32B Q4_K - Medium | 18.40 GiB | 32.76 B | CUDA | 99 | pp512 | 1534.12 ± 6.71 |\n" +
    "| qwen3 32B Q4_K - Medium | 18.40 GiB | 32.76 B | CUDA | 99 | tg128 | 33.71 ± 0.03 |");
  assert.deepEqual(claims.map((c) => [c.value, c.phase]), [[1534.12, "prefill"], [33.71, "decode"]]);
});

test("a key naming two phases in order and their unit reads the pairs after it, one row or many, a struck figure too", () => {
  assert.deepEqual(read("> Format is tg/pp in t/s:\n> - 3090: 38.4/1,120\n\nYour pp looks low."), [[38.4, "decode"], [1120, "prefill"]]);
  assert.deepEqual(read("Vulkan b7220, tg/pp: gpt-oss-120b 49.6/512, Llama 3.3 70B 4.9/88. Units are t/s."),
    [[49.6, "decode"], [512, "prefill"], [4.9, "decode"], [88, "prefill"]]);
  assert.deepEqual(read("汇总（pp/tg，t/s）：\n#8 5090：~~3,100~~ 3,300/61.2（#8 自己更正过）"),
    [[3100, "prefill"], [3300, "prefill"], [61.2, "decode"]]);
  // no unit, or a ratio: no claim; a run of three under a three-word key is the caption's, read once
  assert.deepEqual(read("tg/pp on this box: 38.4/1120"), []);
  assert.deepEqual(read("tg/pp ratio in t/s terms: 1/30"), []);
  assert.deepEqual(read("显卡 / 预填充 / 生成（t/s）：\n· 3090 / 3450 / 141\n· 7800 XT / 1870 / 96"),
    [[3450, "prefill"], [141, "decode"], [1870, "prefill"], [96, "decode"]]);
});

test("a table cell whose figure was struck out and written again holds both claims", () => {
  assert.deepEqual(read("| GPU | tg128 (t/s) | pp512 (t/s) |\n|---|---:|---:|\n| RTX 4090 | ~~52.4~~ 41.3² | 3,150 |\n| RTX 3090 | 34.0 | 1,420 |"),
    [[52.4, "decode"], [41.3, "decode"], [3150, "prefill"], [34, "decode"], [1420, "prefill"]]);
});

test("a chart's caption giving the unit makes the figures after it in its sentence claims, not its counts", () => {
  assert.deepEqual(read("（图：不同显卡的预填充速度柱状图，单位 tokens/s，3090 约 1420，4090 约 3150）"), [[1420, "prefill"], [3150, "prefill"]]);
  assert.deepEqual(read("![Bar chart of prompt processing speed in tokens per second: RTX 3090 1,420; M4 Max 205](pp.png)"),
    [[1420, "prefill"], [205, "prefill"]]);
  assert.deepEqual(read("¹ 单位 tokens/s，RTX 4090，Qwen3-14B，输入 1K / 输出 256。"), []);
  assert.deepEqual(read("All figures are generation speed in tokens per second, 4k context, median of five, 128 output tokens."), []);
});

test("a question about speed is not answered by the tool's other lines, code or the site's counts under it", () => {
  const block = "```\nSuccessful requests:                     200\nBenchmark duration (s):                  61.84\n" +
    "Total generated tokens:                  51200\nRequest throughput (req/s):              3.23\n" +
    "Output token throughput (tok/s):         827.94\n```";
  const claims = findClaims(`Output token throughput is only ~828 tok/s. Is something wrong?\n\n${block}\n\nasked Nov 11 at 9:42 · user4471 63`);
  assert.deepEqual(claims.map((c) => c.value), [828, 827.94]);
});

test("a channel's topic giving the unit of all its numbers makes the bare figures of the lines under it claims", () => {
  assert.deepEqual(read('#bench — channel topic: "all numbers tg128 in t/s unless noted"\n[10:02] oakum: 3090: 132\n' +
    "[10:03] fenwick: 4090 same model 151\n[10:05] lark: 7900 xtx vulkan 117, rocm 109"), [[132, "decode"], [151, "decode"], [117, "decode"], [109, "decode"]]);
});

test("a model card's table: link cells are no speed row, card numbers heading columns are names, thead/tbody lines pass", () => {
  assert.deepEqual(read("| Branch | bpw | 3090 t/s | 5090 t/s |\n|---|---|---|---|\n" +
    "| [3.0bpw](https://hf.co/q/tree/3.0bpw) | 3.0 | 51 | 92 |\n| [4.0bpw](https://hf.co/q/tree/4.0bpw) | 4.0 | 41 | 74 |"),
  [[51, null], [92, null], [41, null], [74, null]]);
  assert.deepEqual(read("<table>\n  <thead>\n    <tr><th>Quant</th><th>Prefill (tok/s)</th><th>Decode (tok/s)</th></tr>\n" +
    "  </thead>\n  <tbody>\n    <tr><td>Q4_K_M</td><td>4,120</td><td>86.4</td></tr>\n  </tbody>\n</table>"),
  [[4120, "prefill"], [86.4, "decode"]]);
  assert.deepEqual(read("4090 t/s prefill on the 8B"), [[4090, "prefill"]]);     // in prose a figure still
});

test("a chat message that is only a unit gives the unit of its speaker's bare figure just before", () => {
  assert.deepEqual(read("[9:02 PM] kaz: 3090, qwen3-32b q4_k_m, getting 31\n[9:02 PM] kaz: t/s gen"), [[31, "decode"]]);
  assert.deepEqual(read("阿杰：5090 跑 30B-A3B 能到 240\n阿杰：生成速度，t/s"), [[240, "decode"]]);
  // someone else's unit, or a figure that is not the end of the message, is not theirs
  assert.deepEqual(read("kaz: getting 31\nmoss: t/s?"), []);
  assert.deepEqual(read("kaz: 31 layers offloaded, rest on cpu\nkaz: t/s is bad"), []);
});

test("a paper's table as a PDF gives its text: single spaces between columns, under a numbered caption", () => {
  assert.deepEqual(read("Table 2: Decoding speed (tokens/s) on MT-Bench.\nMethod Vicuna-7B Vicuna-13B\n" +
    "Autoregressive 42.3 (1.00×) 25.1 (1.00×)\nOurs 121.7 (2.88×) 71.8 (2.86×)"),
  [[42.3, "decode"], [25.1, "decode"], [121.7, "decode"], [71.8, "decode"]]);
  // in thousands when the caption says so
  assert.deepEqual(read("Table 4: Prefill throughput (×10³ tokens/s), batch 1.\nGPU FlashAttn-2 Ours\nA100 9.4 10.7\nH100 21.3 26.9"),
    [[9400, "prefill"], [10700, "prefill"], [21300, "prefill"], [26900, "prefill"]]);
  // without a numbered caption, a line of words and figures is prose
  assert.deepEqual(read("Method Vicuna-7B Vicuna-13B\nOurs 121.7 71.8\nBase 42.3 25.1"), []);
});

test("a tab-separated paste and a notebook's describe() are tables; its count and std rows are no speeds", () => {
  assert.deepEqual(read("Model\tQuant\tPP (t/s)\tTG (t/s)\ngpt-oss-120b\tMXFP4\t436.2\t48.7\nQwen3-30B-A3B\tQ4_K_M\t#N/A\t71.6"),
    [[436.2, "prefill"], [48.7, "decode"], [71.6, "decode"]]);
  assert.deepEqual(read("       eval_rate\ncount  12.000000\nmean   39.390000\nstd     1.082262\nmax    40.330000"),
    [[39.39, "decode"], [40.33, "decode"]]);
});

test("a paper's table given column by column, one cell per line, right under its numbered caption", () => {
  assert.deepEqual(read("Table 3: Decode throughput (tokens/s) on one H100.\nEngine\nvLLM\nOurs\nbs=1\n152.4\n174.8\nbs=64\n4,812\n5,944"),
    [[152.4, "decode"], [174.8, "decode"], [4812, "decode"], [5944, "decode"]]);
  // a caption under a single-spaced table, and a spread after each figure
  assert.deepEqual(read("Model Quant Prefill Decode\nLlama-3.2-1B Q4_0 1,412 ± 21 118.6 ± 0.9\nQwen2.5-7B Q4_0 231 ± 4 24.1 ± 0.2\n" +
    "Table 5: llama.cpp throughput (tokens/s) on the Snapdragon X Elite."),
  [[1412, "prefill"], [118.6, "decode"], [231, "prefill"], [24.1, "decode"]]);
});

test("data an interpreter printed: a tibble, a data.table, a pandas Series, a pivot under the code and its caption", () => {
  // a tibble's columns one blank apart, doubles printed "1530.", the code that printed it naming the speeds
  assert.deepEqual(read("> runs |> group_by(card) |> summarise(pp = mean(pp512), tg = mean(tg128))\n# A tibble: 2 × 3\n" +
    "  card     pp    tg\n  <chr> <dbl> <dbl>\n1 3060  1530.  51.2\n2 4070  2868.  63.9"),
  [[1530, "prefill"], [51.2, "decode"], [2868, "prefill"], [63.9, "decode"]]);
  assert.deepEqual(read("> dt[, .(mean_tps = mean(tps)), by = host]\n     host mean_tps\n   <char>    <num>\n" +
    "1:  halo 44.10000\n2: spark 39.70000"), [[44.1, null], [39.7, null]]);
  // a Series whose name names the speed; its count and std are no speeds, nor a Series of changes
  assert.deepEqual(read(">>> df['生成速度'].describe()\ncount    8.000000\nmean    47.125000\nstd      0.880000\n" +
    "max     48.300000\nName: 生成速度, dtype: float64"), [[47.125, "decode"], [48.3, "decode"]]);
  assert.deepEqual(read(">>> s['tg_tps'].pct_change().mul(100)\nb7100    NaN\nb7150    1.8\nb7200   -0.4\n" +
    "Name: tg_tps, dtype: float64"), []);
  // the caption stands above the interpreter's lines; a "runs" column counts runs
  assert.deepEqual(read("Decode t/s, two quants, mean of three runs:\n\n>>> pd.pivot_table(df, values='tg', index='quant',\n" +
    "...                columns='ctx', aggfunc='mean')\nctx     4096  16384\nquant\nQ4_K_M  61.2   49.8\nQ8_0    44.7   37.1"),
  [[61.2, "decode"], [49.8, "decode"], [44.7, "decode"], [37.1, "decode"]]);
});

test("sheets and dashboards pasted as text: merged headers, a legend under its unit, a chart one value per line", () => {
  assert.deepEqual(read("并发\t吞吐（tokens/s）\t\t延迟(ms)\n\t总输出\t单路\t\n1\t48.2\t48.2\t190\n16\t602.4\t37.7\t410"),
    [[48.2, "decode"], [48.2, null], [602.4, "decode"], [37.7, null]]);
  assert.deepEqual(read("Generation throughput (tok/s)   mean    max     last\nnode-a                          1,804   2,611   1,755\n" +
    "node-b                          1.21 K  1.9 K   1.12 K"),
  [[1804, "decode"], [2611, "decode"], [1755, "decode"], [1210, "decode"], [1900, "decode"], [1120, "decode"]]);
  assert.deepEqual(read("Output Speed (tokens per second)\nHigher is better\nModel A\n412\nModel B\n288\nModel C\n97"),
    [[412, "decode"], [288, "decode"], [97, "decode"]]);
  // a column dividing two others is a ratio, a delta column a change
  assert.deepEqual(read("Qwen3-8B, generation tok/s:\nChip\tMLX\tGGUF\tMLX / GGUF\nM3 Max\t61.0\t52.4\t1.16"),
    [[61, "decode"], [52.4, "decode"]]);
  assert.deepEqual(read("| build | tok/s (before) | tok/s (after) | Δ |\n|---|---:|---:|---:|\n| b7001 | 80.2 | 84.9 | +4.7 |"),
    [[80.2, null], [84.9, null]]);
});

test("a bisect's marks after its figures, and a title's unit over a web table pasted one cell per line", () => {
  assert.deepEqual(read("tg128 (t/s) per build:\n\n- b7010 — 96.4 ✅\n- b7022 — 71.5 ❌ ← first bad"),
    [[96.4, "decode"], [71.5, "decode"]]);
  assert.deepEqual(read("Benchmark results (tokens/s per GPU)\nWorkload\nPrefill\nDecode\nChat\n9,120\n1,404\nRAG\n7,880\n1,210"),
    [[9120, "prefill"], [1404, "decode"], [7880, "prefill"], [1210, "decode"]]);
});

test("an HTML table printed one cell per line, R's summary() under the code naming the speed, a Chinese key's unit", () => {
  assert.deepEqual(read('<table border="1">\n  <thead>\n    <tr>\n      <th></th>\n      <th>model</th>\n' +
    "      <th>tg_tps</th>\n    </tr>\n  </thead>\n  <tbody>\n    <tr>\n      <th>0</th>\n      <td>Qwen3-4B</td>\n" +
    "      <td>88.5</td>\n    </tr>\n  </tbody>\n</table>"), [[88.5, "decode"]]);
  assert.deepEqual(read("> summary(runs$pp512)\n   Min. 1st Qu.  Median    Mean 3rd Qu.    Max. \n" +
    "   1812    1840    1851    1849    1862    1875 "),
  [[1812, "prefill"], [1840, "prefill"], [1851, "prefill"], [1849, "prefill"], [1862, "prefill"], [1875, "prefill"]]);
  assert.deepEqual(read('{"并发": 8, "输出吞吐_tok_s": 402.7, "首字延迟_ms": 310}'), [[402.7, "decode"]]);
  // statistics indented under a key naming the speed (llmperf); their spread is none
  assert.deepEqual(read("request_output_throughput_token_per_s\n    p50 = 61.08\n    mean = 60.35\n    stddev = 3.12\n    max = 66.9"),
    [[61.08, "decode"], [60.35, "decode"], [66.9, "decode"]]);
});

test("tables in forum and wiki markup: BBCode with [th] cells, a reStructuredText simple table, a MediaWiki table", () => {
  assert.deepEqual(read("[table]\n[tr][th]Model[/th][th]pp512 t/s[/th][th]tg128 t/s[/th][/tr]\n" +
    "[tr][td]Qwen3-8B Q4_K_M[/td][td]1,210[/td][td]41.7[/td][/tr]\n[/table]"), [[1210, "prefill"], [41.7, "decode"]]);
  assert.deepEqual(read("========  =======  ========\nBoard     Prompt   Generate\n========  =======  ========\n" +
    "Pi 5      64.1     11.2\nN100      88.9     10.4\n========  =======  ========\n\nAll figures are tokens per second, Qwen3-0.6B Q8_0."),
  [[64.1, "prefill"], [11.2, "decode"], [88.9, "prefill"], [10.4, "decode"]]);
  assert.deepEqual(read('{| class="wikitable"\n! Engine !! Output (tokens/s) !! TTFT (ms)\n|-\n| vLLM || 2,118 || 402\n|}'),
    [[2118, "decode"]]);
});

test("a reStructuredText list-table under its titled directive, and k6's summary of a token rate", () => {
  assert.deepEqual(read(".. list-table:: Decode throughput on one L40S (tokens/s)\n   :header-rows: 1\n\n" +
    "   * - Model\n     - before\n     - after\n   * - Qwen3-8B\n     - 1,410\n     - 1,522"),
  [[1410, "decode"], [1522, "decode"]]);
  assert.deepEqual(read("     output_tokens..................: 412300  687.1/s\n" +
    "     tokens_per_s...................: avg=24.5     min=8.9      max=39.2\n     vus............................: 32"),
  [[687.1, "decode"], [24.5, null], [8.9, null], [39.2, null]]);
});

test("a Jira table, psql's table with its note under the row count, a LaTeX table with numbers over its columns", () => {
  assert.deepEqual(read("||build||prompt eval (t/s)||eval (t/s)||\n|0.12.10|1,120|47.3|\n|0.13.0|1,135|31.9|"),
    [[1120, "prefill"], [47.3, "decode"], [1135, "prefill"], [31.9, "decode"]]);
  assert.deepEqual(read("  机型  | 输出吞吐 | 单路速度\n--------+----------+----------\n 8xH20  |     2716 |     21.2\n" +
    " 8x910B |     1934 |     15.1\n(2 rows)\n\n单位都是 tokens/s，并发 128。").map(([value]) => value), [2716, 21.2, 1934, 15.1]);
  assert.deepEqual(read("\\caption{不同批大小下的吞吐（tokens/s）}\n\\begin{tabular}{c|cc}\n\\hline\n批大小 & 1 & 8 \\\\\n\\hline\n" +
    "输出吞吐 & 84.6 & 602.3 \\\\\n\\hline\n\\end{tabular}"), [[84.6, "decode"], [602.3, "decode"]]);
  // a column for a statistic of llama-bench's test; a note whose sentence goes on holds no figure, the next one does
  assert.deepEqual(read("| engine | tg_med | tg_max |\n|---|---|---|\n| exl3 | 38.45 | 40.1 |"), [[38.45, "decode"], [40.1, "decode"]]);
  assert.deepEqual(read("Speeds below are in tokens per second, all on llama.cpp b7021. The 5060 Ti does 41 on the 14B, " +
    "the 4070 Super 47, and the 3090 about 78.").map(([value]) => value), [41, 47, 78]);
  // (a figure set in space thousands is not read as two: "1 846" is neither 1 nor 846)
  assert.deepEqual(read("本节吞吐量的单位均为 token/s，下文不再注明。本文方法达到 1 846，vLLM 为 1 390。")
    .filter(([value]) => value < 1000), []);
});

test("a grid ruled between its rows, and a table of speeds a database stores", () => {
  assert.deepEqual(read("+----------+-------------+-------------+\n| backend  | pp512 (t/s) | tg128 (t/s) |\n" +
    "+==========+=============+=============+\n| ROCm 6.4 | 3612.47     | 96.31       |\n+----------+-------------+-------------+\n" +
    "| Vulkan   | 2874.90     | 108.75      |\n+----------+-------------+-------------+"),
  [[3612.47, "prefill"], [96.31, "decode"], [2874.9, "prefill"], [108.75, "decode"]]);
  // (a database's name over a table whose header names a token rate outright: the speeds it stores)
  assert.deepEqual(read("sqlite> SELECT provider, avg(out_tok_s) AS avg_out_tok_s FROM calls GROUP BY provider;\n" +
    "| provider | avg_out_tok_s |\n|----------|---------------|\n| groq     | 382.5         |\n| moonshot | 41.2          |")
    .map(([value]) => value), [382.5, 41.2]);
  // (MySQL's border and count of rows, then the note naming the unit)
  assert.deepEqual(read("+------+--------------+\n| 机房 | 平均输出速度 |\n+------+--------------+\n| 北京 |      2431.25 |\n" +
    "| 上海 |      1987.50 |\n+------+--------------+\n2 rows in set (0.04 sec)\n\n两个机房都是 8×H20，单位 tokens/s。")
    .map(([value]) => value), [2431.25, 1987.5]);
});

test("a table's counts of tokens are no speeds, nor are a frame's other columns under a note naming the unit", () => {
  assert.deepEqual(read("build_number,model_type,n_prompt,n_gen,avg_ts\n7312,qwen3 8B Q4_K - Medium,512,0,11659.719910\n" +
    "7312,qwen3 8B Q4_K - Medium,0,128,134.610000"), [[11659.71991, "prefill"], [134.61, "decode"]]);
  assert.deepEqual(read("tok_s below is the eval rate from `--verbose`:\n\n           model   quant  ctx   tok_s  vram_gb\n" +
    "3  qwen3-30b-a3b  Q4_K_M   8k  148.21     18.9\n0       qwen3-8b    Q8_0   8k   88.30      9.6")
    .map(([value]) => value), [148.21, 88.3]);
});

test("a table quoted in a reply, and one a SQL shell printed under the line naming its unit", () => {
  assert.deepEqual(read("> | GPU | prompt (tok/s) | gen (tok/s) |\n> |---|---|---|\n> | RTX 3090 | 2,410 | 31.6 |\n\nThat gen number looks low."),
    [[2410, "prefill"], [31.6, "decode"]]);
  assert.deepEqual(read("pp/tg are pp512/tg128 in t/s, qwen3-8b Q4_K_M:\n\nsqlite> .mode box\n" +
    "sqlite> SELECT device, pp, tg FROM results;\n┌──────────────┬────────┬──────┐\n│    device    │   pp   │  tg  │\n" +
    "├──────────────┼────────┼──────┤\n│ M4 Pro 14c   │ 612.4  │ 44.8 │\n└──────────────┴────────┴──────┘"),
  [[612.4, "prefill"], [44.8, "decode"]]);
});

test("a line opening with the unit and its setup, then its figures; a line saying what the figures above it were", () => {
  assert.deepEqual(read("t/s for gpt-oss-20b on a single 3090, same prompt, 3 runs each: llama.cpp 148, ollama 131, vLLM 162.")
    .map(([value]) => value), [148, 131, 162]);
  assert.deepEqual(read("Single-stream decode, tok/s, same 4090, gpt-oss-20b: llama.cpp 212, vLLM 186, SGLang 194.")
    .map(([value]) => value), [212, 186, 194]);
  assert.deepEqual(read("same box, same model, single request:\nsglang 171 / vllm 164 / llama.cpp 149\nnumbers are output tok/s.")
    .map(([value, phase]) => [value, phase]), [[171, "decode"], [164, "decode"], [149, "decode"]]);
  assert.deepEqual(read("我自己的几台机器：5090 两百一十多，3090 一百四左右。以上都是生成速度，单位 tokens/s。")
    .map(([value]) => value), [210, 140]);
  // (a sentence that says what they were not)
  assert.deepEqual(read("The bot answered 12 questions, 40 each hour. That's not tokens per second at all."), []);
});

test("a caption's list with no marks, and llama-bench's tg changing in Chinese", () => {
  assert.deepEqual(read("吧友报的数据（都是 Qwen3-14B Q4_K_M，生成，单位 t/s）：\nP40 21\nV100 47\n2080ti 22g 41")
    .map(([value, phase]) => [value, phase]), [[21, "decode"], [47, "decode"], [41, "decode"]]);
  assert.deepEqual(read("llama.cpp 跑 Qwen3-8B Q4_K_M，tg 从 86 涨到 97，pp 基本没变。"), [[86, "decode"], [97, "decode"]]);
});

test("genai-perf's statistics of a token rate, never their spread", () => {
  const text = '"output_token_throughput": {"unit": "tokens/sec", "avg": 2218.71},\n' +
    '"output_token_throughput_per_user": {"unit": "tokens/sec/user", "avg": 71.9, "p50": 72.4, "std": 3.1},\n' +
    '"request_throughput": {"unit": "requests/sec", "avg": 8.67},';
  assert.deepEqual(findClaims(text).map((claim) => [claim.value, claim.per_user]), [[2218.71, false], [71.9, true], [72.4, true]]);
});

test("replies under a thread's comment headers take the unit of the claims above them, not their phase", () => {
  const thread = "**harlan-w** commented 3 days ago\n\nAfter upgrading to 0.13.1 the eval rate on gemma3:27b dropped from " +
    "38 tokens/s to 24 tokens/s on my 4090, prompt eval at 796 tokens/s.\n\n**rick-o** commented 3 days ago\n\nCan confirm on a 3090: 27 before, 17 after.\n" +
    "\n**tj-vulkan** commented 2 days ago\n\nVulkan on the same card gets me ~36 on eval and about 520 on prompt eval.";
  assert.deepEqual(read(thread), [[38, "decode"], [24, "decode"], [796, "prefill"], [27, null], [17, null], [36, "decode"],
    [520, "prefill"]]);
  // (an answer to a question about a driver is the driver's number; a setting, a gain and an operand are no speeds)
  const hn = "quant_q 6 hours ago | parent | next [–]\n\nQwen3-8B on the 4070 Super: 84 tok/s generation.\n\n" +
    "  bytes_fan 5 hours ago | parent | next [–]\n\n  what driver?\n\n    quant_q 5 hours ago | parent | next [–]\n\n" +
    "    581.57, with draft max 16. About 30 more with the draft; 1000 / 26.93 is the per-token math.";
  assert.deepEqual(read(hn), [[84, "decode"]]);
});

test("replies on a forum's floors and a PTT's pushes, never their times, prices, counts or operands", () => {
  const floors = "[讨论] 5090 到手\n楼主 #0\nQwen3-32B 生成 61 t/s，gpt-oss-20b 生成 290 出头。\n#1 锤子哥\n4090 都有 40 了，" +
    "贵一倍就快这么点？\n2楼 · 19:10 · IP属地:广东\n咸鱼 750 一张，我 2 台跑 32B 大概 55\n3楼：546 除以 40 也就 13 多";
  assert.deepEqual(read(floors), [[61, "decode"], [290, "decode"], [40, null], [55, null], [13, null]]);
  const ptt = "目前單卡跑 Qwen3-32B Q4，生成大約每秒 29 個 token。\n--\n推 lanlan: 我雙卡跑 70B 才 15 上下          11/29 22:20\n" +
    "推 kikiwu: 我 4090 同模型 41                                    11/29 22:41";
  assert.deepEqual(read(ptt), [[29, "decode"], [15, null], [41, null]]);
});

test("a key named in quotes or backticks gives the figures of its sentence its unit and phase, never a setting's", () => {
  assert.deepEqual(read("In MLflow I log `gen_tok_per_s`, and the compare view reads 96.2 (Q8_0), 131.0 (Q4_K_M) and 142.5 " +
    "(IQ4_XS) on the 4090."), [[96.2, "decode"], [131, "decode"], [142.5, "decode"]]);
  assert.deepEqual(read("`decode_tps` p50 is 47.2 and p99 is 31.8 on the two-H100 box, `prefill_tps` p50 6,120."),
    [[47.2, "decode"], [31.8, "decode"], [6120, "prefill"]]);
  assert.deepEqual(read("We set `max_tokens_per_second` to 80 for the free tier, and `tps` in the chain's JSON is 3412."), []);
});

test("a data literal's named figures take the unit its keys or a line beside it give, never a record's or a trainer's", () => {
  // the unit on the line under it, the phase from its words
  assert.deepEqual(read("my script prints a dict:\n{'M3': 18.1, 'M3 Pro': 39.5, 'M3 Max': 71.0}\ngen tok/s, Llama 3.1 8B " +
    "4-bit, MLX"), [[18.1, "decode"], [39.5, "decode"], [71, "decode"]]);
  // over a code fence, its phase named by the interpreter's line
  assert.deepEqual(read("M2 Ultra, llama.cpp Metal, 单位 tokens/s：\n\n```\n>>> 各量化生成速度\n[('Q8_0', 21.3), ('Q4_K_M', 33.8)]\n```"),
    [[21.3, "decode"], [33.8, "decode"]]);
  // keys that are rates, and a rate key's statistics (not its spread)
  assert.deepEqual(read("`[('pp512', 9120.5), ('tg128', 188.4)]`"), [[9120.5, "prefill"], [188.4, "decode"]]);
  assert.deepEqual(read(">>> pprint(stats)\n{'decode_tok_s': {'mean': 31.2, 'p50': 31.9, 'std': 0.8},\n 'runs': 20}"),
    [[31.2, "decode"], [31.9, "decode"]]);
  // a record's other keys (a context length, a rank) and a trainer's figures are no speeds
  assert.deepEqual(read("generation tok/s by context:\n[{'n_ctx': 8192, 'tok_s': 27.5}, {'n_ctx': 32768, 'tok_s': 21.0}]"),
    [[27.5, null], [21, null]]);
  assert.deepEqual(read("LoRA run:\n{'train_runtime': 980.2, 'train_samples_per_second': 4.1, 'epoch': 1.0}\n每秒 4.1 个样本"), []);
  // no unit beside it: sizes, not speeds
  assert.deepEqual(read("VRAM in GB:\n{'Q8_0': 8.5, 'Q4_K_M': 4.9}"), []);
});

test("code naming a rate key gives the figures of its sentence the key's unit and phase, not code holding its own figure", () => {
  assert.deepEqual(read("`summary(runs$tg)` over my 30 runs on the 3060 says Min. 38.20, Median 40.15, Max. 41.90."),
    [[38.2, "decode"], [40.15, "decode"], [41.9, "decode"]]);
  assert.deepEqual(read("`SELECT gpu, max(pp512) FROM runs GROUP BY gpu` returns 4102.7 for the 4090 and 2980.4 for the 3090."),
    [[4102.7, "prefill"], [2980.4, "prefill"]]);
  assert.deepEqual(read("My logger's last lines all read `eval_tps=12.9` give or take 0.4."), [[12.9, "decode"]]);
  assert.deepEqual(read("We cap it with `rate_limit(max_tokens_per_second)` at 80 for the free tier."), []);
});

test("a DataFrames.jl frame, a ClickHouse border naming its columns and a pandas Series named for a test are tables", () => {
  const julia = "```\njulia> sort(df, :tok_s, rev=true)\n2×3 DataFrame\n Row │ backend  gpu        tok_s\n     │ String   String     Float64\n" +
    "─────┼──────────────────────────────\n   1 │ CUDA     RTX 4070S     58.4\n   2 │ Vulkan   RTX 4070S     52.7\n```";
  assert.deepEqual(read(julia), [[58.4, null], [52.7, null]]);
  const clickhouse = "按小时聚合（单位 tokens/s）：\n┌─hour─┬─avg_out_tps─┐\n│   21 │       27.35 │\n│    4 │       44.08 │\n└──────┴─────────────┘";
  assert.deepEqual(read(clickhouse), [[27.35, null], [44.08, null]]);
  const series = ">>> df.groupby(\"quant\")[\"tg\"].median()\nquant\nQ4_0      171.2\nQ8_0      104.9\nName: tg, dtype: float64";
  assert.deepEqual(read(series), [[171.2, "decode"], [104.9, "decode"]]);
  // (a frame's row numbers and hours are no speeds; a frame of sizes is no table of speeds)
  assert.deepEqual(read(" Row │ quant   size_gb\n     │ String  Float64\n─────┼────────────────\n   1 │ Q4_0       4.7\n   2 │ Q8_0       8.5"), []);
});

test("cards over a row of figures set off by spaced slashes are columns of speeds when a caption names the unit", () => {
  // (the first column is still read as the rows' label, as a table's first column is: its 55 is left out)
  assert.deepEqual(read("几张卡实测（生成速度，tokens/s）：\n3060 12G / 4060 Ti 16G / 3090 / 4090\n55 / 44 / 121 / 150"),
    [[44, "decode"], [121, "decode"], [150, "decode"]]);
  assert.deepEqual(read("几张卡的显存（GB）：\n3060 / 4060 Ti / 3090 / 4090\n12 / 16 / 24 / 24"), []);
});

test("a speculative run's counts, acceptance and speedups are no speeds, nor printed changes of a test's figures", () => {
  // llama-speculative's counts under its speeds restate nothing
  assert.deepEqual(read("encoded   58 tokens in    0.104 seconds, speed:  557.692 t/s\ndecoded  498 tokens in    8.310 seconds, speed:   59.928 t/s\n\n" +
    "n_draft   = 16\nn_predict = 498\nn_drafted = 592\nn_accept  = 390"), [[557.692, "prefill"], [59.928, "decode"]]);
  // a caption naming the unit speaks for the throughput, not for τ, tokens per step or speedups
  assert.deepEqual(read("Table 3: throughput in tokens/s; τ is the mean acceptance length.\n\n| Method | Throughput | Speedup | τ |\n" +
    "|---|---|---|---|\n| Vanilla | 30.2 | 1.00x | 1.00 |\n| EAGLE-3 | 118.5 | 3.92x | 5.62 |"), [[30.2, null], [118.5, null]]);
  assert.deepEqual(read("heads  tokens/step  tok/s\n0      1.00         29.8\n3      2.41         61.7"), [[29.8, null], [61.7, null]]);
  assert.deepEqual(read(">>> {k: round(new[k] - old[k], 1) for k in new}\n{'pp512': 198.4, 'tg128': 3.9}"), []);
});

test("a list of bare figures in code, an R data.frame, sqlite's list mode and a query under its caption hold speeds", () => {
  assert.deepEqual(read("Five runs of mlx_lm.generate, the generation tok/s came back as `[61.2, 62.0, 60.8]`."),
    [[61.2, "decode"], [62, "decode"], [60.8, "decode"]]);
  // (not a paper's citation, a key's value nor a call's argument, and never sizes)
  assert.deepEqual(read("Prior work reports 40–60 tokens/s on consumer GPUs [12, 31]."), [[60, null]]);
  assert.deepEqual(read("tok/s at contexts `[4096, 8192, 16384]` drop slowly"), []);
  assert.deepEqual(read("3090，Qwen3-8B，tg 单位 t/s：\n\n> aggregate(tg ~ 量化, data = runs, FUN = median)\n    量化     tg\n" +
    "1 Q4_K_M 131.20\n2   Q8_0  86.40"), [[131.2, "decode"], [86.4, "decode"]]);
  assert.deepEqual(read("单位 t/s：\n\nsqlite> SELECT 机型, 生成速度 FROM 记录;\n机型|模型|生成速度\n小米 14|Qwen3-4B|15.2\n一加 12|Qwen3-4B|13.9"),
    [[15.2, "decode"], [13.9, "decode"]]);
  assert.deepEqual(read("每小时平均输出吞吐（tokens/s）：\n\nSELECT toStartOfHour(ts) AS 小时, round(sum(n) / 3600, 1) AS 输出吞吐\n" +
    "FROM requests GROUP BY 小时\n\n┌────────────小时─┬─输出吞吐─┐\n│ 2025-11-26 08:00 │    702.5 │\n│ 2025-11-26 09:00 │   1391.0 │\n" +
    "└──────────────────┴──────────┘"), [[702.5, "decode"], [1391, "decode"]]);
});

test("a note pointing back gives the figures before it the unit, never a note of scores or of audio tokens", () => {
  assert.deepEqual(read("Groq 310, Cerebras 2,050, SambaNova 460. Those are median output tokens per second on the tracker."),
    [[310, "decode"], [2050, "decode"], [460, "decode"]]);
  // (a thread's closing post, for the post above it)
  assert.deepEqual(read("1/ M4 Max, MLX 4bit\n2/ prompt processing was 840 at 8k and 690 at 32k\n3/ all numbers are tok/s, batch 1"),
    [[840, null], [690, null]]);
  assert.deepEqual(read("Geekbench AI on the 5080: single precision 30,118, quantized 26,944. These are scores, not tokens per second."), []);
  assert.deepEqual(read("{\"codec\": \"mimi\", \"frame_rate_hz\": 12.5, \"codebooks\": 8}\nThose are audio tokens per second, 12.5 frames times 8."), []);
});

test("data's shapes: JSON lines of speed words, a query's result, SQL shells' tables with their captions below", () => {
  assert.deepEqual(read('{"模型":"qwen3-14b","输入tokens":1024,"预填充速度":4810.2,"生成速度":41.6}'), [[4810.2, "prefill"], [41.6, "decode"]]);
  // (a price list's keys are no phases' speeds)
  assert.deepEqual(read('各家价格（元/百万 tokens）：\n{"deepseek": {"输入": 4, "输出": 12}, "qwen3": {"输入": 2, "输出": 8}}'), []);
  assert.deepEqual(read("> sum(rate(vllm:generation_tokens_total[5m]))\n{model_name=\"Qwen3-8B\"}    1620.5\n\n" +
    "sum(rate(vllm:prompt_tokens_total[1m]))    8841.2"), [[1620.5, "decode"], [8841.2, "prefill"]]);
  assert.deepEqual(read("query=sum(rate(vllm:generation_tokens_total[5m])) * 60\n97320.0\nPanel unit is tokens/min."), []);
  assert.deepEqual(read("llm=> SELECT 模型, 单路速度 FROM 压测;\n   模型    | 单路速度\n-----------+----------\n Qwen3-8B  |     71.5\n" +
    " Qwen3-32B |     30.9\n(2 行记录)\n\n单位都是 tokens/s。"), [[71.5, null], [30.9, null]]);
  assert.deepEqual(read("sqlite> SELECT model, avg(eval_rate) AS avg_eval_rate FROM runs GROUP BY model;\nmodel        avg_eval_rate\n" +
    "-----------  -------------\ngemma3:12b   12.4\nqwen3:8b     19.1"), [[12.4, "decode"], [19.1, "decode"]]);
});

test("a setting opening a clause whose own figure follows is none of the note's speeds", () => {
  assert.deepEqual(read("Numbers below are all output tokens/s from vllm bench serve.\n\nAt concurrency 1 it's 41, at 16 it climbs to 455, " +
    "and at 64 it tops out near 1,020."), [[41, "decode"], [455, "decode"], [1020, "decode"]]);
});

test("one row of figures is a table when its label names the unit: a frame's statistics of a speed column", () => {
  assert.deepEqual(read("julia> describe(df, :mean, :max; cols = :tok_s)\n1×3 DataFrame\n Row │ variable  mean     max\n" +
    "     │ Symbol    Float64  Float64\n─────┼───────────────────────────\n   1 │ tok_s       31.42     33.9"), [[31.42, null], [33.9, null]]);
  // (not a tool's lines, whose first holds a count: ollama's "prompt eval count:    26 token(s)" over its rate)
  const ollama = findClaims("prompt eval count:    26 token(s)\nprompt eval rate:     282.61 tokens/s\neval count:           498 token(s)");
  assert.deepEqual(ollama.map((claim) => [claim.value, claim.column]), [[282.61, undefined]]);
});

test("a row under the header naming the unit, its other cells empty, is the table's caption", () => {
  assert.deepEqual(read("| model | M4 Pro | M4 Max |\n|---|---|---|\n| *(generation, tok/s)* | | |\n| Qwen3-14B 4bit | 23.8 | 46.9 |"),
    [[23.8, "decode"], [46.9, "decode"]]);
});

test("a literal's own line gives its unit, a record's test keys are its speeds, and a database storing a rate is read", () => {
  assert.deepEqual(read("my script says `[('ollama', 33.8), ('llama-server', 38.1)]` tokens per second of generation on a 4090"),
    [[33.8, "decode"], [38.1, "decode"]]);
  assert.deepEqual(read("The bench script's summary: `{'pp': 301.2, 'tg': 22.4, 'threads': 96}`, Q8_0, t/s."),
    [[301.2, "prefill"], [22.4, "decode"]]);
  assert.deepEqual(read("Logging runs to sqlite: `SELECT avg(tg) FROM runs WHERE model LIKE 'qwen3-14b%'` gives me 57.1, vs 70 on a 4090."),
    [[57.1, "decode"], [70, "decode"]]);
  assert.deepEqual(read("Decode t/s from the app's export:\n\nsqlite> SELECT device, tps FROM runs;\ndevice            tps\n" +
    "----------------  -----\niPhone 17 Pro     20.8\nPixel 10 Pro      13.9"), [[20.8, null], [13.9, null]]);
});

test("captions of prices, reading speeds and tokenizers give no list its unit; a division's operands are no speeds", () => {
  assert.deepEqual(read("Output prices per million tokens (USD), cheapest provider this week:\n- gpt-oss-120b: 0.60\n- Qwen3-235B-A22B: 0.90"), []);
  assert.deepEqual(read("Reading speeds, words per minute:\n- skimming: 450\n- studying: 120"), []);
  assert.deepEqual(read("Tokenizer throughput on one core (M tokens/s):\n- tiktoken o200k: 6.1\n- sentencepiece: 1.7"), []);
  assert.deepEqual(read("Bandwidth over bytes read: 273 / 42 ≈ 6.5 on the Spark, 546 / 42 ≈ 13 on an M4 Max. Those are decode ceilings in tokens/s."),
    [[6.5, "decode"], [13, "decode"]]);
});

test("a header naming the unit decides a table's speeds over a test's name as its row label; a spread's label is no speed", () => {
  const table = "+--------------+---------------+------------+-----------------------+--------------------+-------------+\n" +
    "| TEST         | PROMPT TOKENS | GEN TOKENS | AVG PROMPT TOKENS/SEC | AVG GEN TOKENS/SEC | AVG TTFT MS |\n" +
    "+--------------+---------------+------------+-----------------------+--------------------+-------------+\n" +
    "| pp1024+tg16  |          1024 |         16 |                3912.4 |               43.9 |       261.7 |\n" +
    "+--------------+---------------+------------+-----------------------+--------------------+-------------+";
  assert.deepEqual(read(table), [[3912.4, "prefill"], [43.9, "decode"]]);
  assert.deepEqual(read("            Token Generation Tokens Per Second: 18.41\n    Std Dev Token Generation Tokens Per Second: 0.07"),
    [[18.41, "decode"]]);
});

test("a table's count of requests, a setting's value and a rate limit are no speeds beside the speeds they sit with", () => {
  assert.deepEqual(read("Per-request decode tok/s over 7 days:\n┌─model────────┬─p50_decode─┬─requests─┐\n" +
    "│ gpt-oss-120b │       63.8 │   412871 │\n│ qwen3-32b    │       31.4 │    96204 │\n└──────────────┴────────────┴──────────┘"),
  [[63.8, "decode"], [31.4, "decode"]]);
  assert.deepEqual(read("面板里 `decode_tokens_per_s` 从 52 掉到 45 左右，正好是我们把 max-num-seqs 从 64 调到 128 那次。"),
    [[52, "decode"], [45, "decode"]]);
  assert.deepEqual(read("Per User Output Throughput 只有 30 tps/user，Total Output Throughput 有 3,860 tokens/sec，这正常吗？4 卡 L40S，并发开的 128。"),
    [[30, "decode"], [3860, "decode"]]);
  assert.deepEqual(read("09:12 老周\nH20 跑 DeepSeek-V3.1，单路生成 23 tokens/s 左右\n\n09:14 王工\n并发拉到 64 呢\n\n" +
    "09:20 老周\n总吞吐 1400 上下，每路掉到 22"), [[23, "decode"], [1400, null], [22, null]]);
  assert.deepEqual(read("Gateway limits:\n- TPM limit per key: 1,000,000\n- RPM limit per key: 600\n- single-request decode: ~38 tok/s\n" +
    "- prefill: ~7,800 tok/s"), [[38, "decode"], [7800, "prefill"]]);
});

test("a MySQL query's next line is passed over on the way to the table's caption, as its first line is", () => {
  assert.deepEqual(read("Output tokens/s of the whole node:\n\nmysql> SELECT model, AVG(output_tps) AS avg_out\n" +
    "    ->   FROM serving_runs GROUP BY model;\n+---------------+-----------+\n| model         | avg_out   |\n" +
    "+---------------+-----------+\n| DeepSeek-V3.1 | 2841.3750 |\n| Qwen3-235B    | 3120.50   |\n+---------------+-----------+\n" +
    "2 rows in set (0.02 sec)"), [[2841.375, "decode"], [3120.5, "decode"]]);
});

test("a footnote under a table gives its marked cells their unit; a row naming the unit leaves its count and spread columns", () => {
  assert.deepEqual(read("| engine | Qwen3-14B | Qwen3-32B |\n|---|--:|--:|\n| vLLM | 96.2¹ | 44.8¹ |\n| llama.cpp | 88.4² | 40.2² |\n\n" +
    "¹ output tokens/s, single request\n² tg128 in t/s, Q4_K_M"), [[96.2, "decode"], [44.8, "decode"], [88.4, "decode"], [40.2, "decode"]]);
  assert.deepEqual(read("```\n{'输入tokens': 2048, '输出tokens': 512, '预填充速度': 1893.4, '生成速度': 22.71, '显存GB': 21.6}\n```\n单位 tokens/s"),
    [[1893.4, "prefill"], [22.71, "decode"]]);
});

test("a later sentence saying what the figures were may name their source at some length, but a long one holding a figure does not", () => {
  assert.deepEqual(read("My 2080 Ti 22G did 19 on the 32B and 41 on the 14B. The old 1080 Ti still manages 29 on the 14B. " +
    "Those are eval rates from ollama --verbose, tokens/s."), [[19, "decode"], [41, "decode"], [29, "decode"]]);
  assert.deepEqual(read("PipeLLM streams 2,300 tokens per second across a pipeline of consumer GPUs (4× RTX 3090) when\n" +
    "all stages share one host, and 410 tokens per second when the stages sit on different hosts."), [[2300, null], [410, null]]);
});

test("a build's column, a spread's row and a change's or a ratio's key are no speeds", () => {
  assert.deepEqual(read("tg is tokens/s, llama.cpp tg128:\n```\n     gpu     | build |  tg\n-------------+-------+-------\n" +
    " RTX 5090    |  7102 | 221.4\n RTX 4090    |  7102 | 148.9\n(2 rows)\n```"), [[221.4, "decode"], [148.9, "decode"]]);
  assert.deepEqual(read("| run | tg256 (t/s) |\n|----:|------------:|\n| 1 | 43.8 |\n| 2 | 43.5 |\n| stdev | 0.3 |"),
    [[43.8, "decode"], [43.5, "decode"]]);
  assert.deepEqual(read('```json\n{\n  "pp512_delta_tps": 212.4,\n  "tg128_delta_tps": 4.1,\n  "pp512_ratio": 1.031\n}\n```'), []);
});

test("llama-bench's -o sql rows give their avg_ts of the phase their counts say", () => {
  const row = (prompt, gen, ts) => "INSERT INTO test (build_number, model_type, n_prompt, n_gen, avg_ns, stddev_ns, avg_ts, stddev_ts) " +
    `VALUES ('7118', 'qwen3 8B Q4_K - Medium', '${prompt}', '${gen}', '57897135', '301244', '${ts}', '45.91');`;
  assert.deepEqual(read(`llama-bench -o sql | sqlite3 bench.db, today's rows:\n\`\`\`\n${row(512, 0, "8843.27")}\n${row(0, 128, "131.62")}\n\`\`\``),
    [[8843.27, "prefill"], [131.62, "decode"]]);
});

test("a note of the unit below it reads no figure of the interpreter's line that printed them", () => {
  assert.deepEqual(read('下面的数值单位都是 tokens/s，Qwen3-8B Q4_K_M：\n>>> df.groupby("显卡")["生成速度"].mean().round(1)\n显卡\n' +
    "RTX 3090    118.2\nRTX 4090    141.7\nName: 生成速度, dtype: float64"), [[118.2, "decode"], [141.7, "decode"]]);
});

test("a note naming the phases by place gives a list's pairs their phases; a median's count is no figure", () => {
  assert.deepEqual(read("- 4090, Qwen3-14B Q4_K_M: 2,980 / 88\n- 5060 Ti 16GB, same model: 1,210 / 39\n" +
    "(first number is prompt processing, second is generation, both t/s: pp512 and tg128 from llama-bench, median of 3)"),
  [[2980, "prefill"], [88, "decode"], [1210, "prefill"], [39, "decode"]]);
});

test("a header naming a card's setting ('4×4090 (tp=4)') heads speeds; a row going on names its own phase", () => {
  assert.deepEqual(read("表 2 两种部署方案对比（单位：tokens/s）\n\n| 指标 | 4×4090 (tp=4) | 2×A100 80G (tp=2) |\n|---|---:|---:|\n" +
    "| 单路解码 | 28.4 | 35.1 |\n| 预填充 | 1,920 | 2,480 |"), [[28.4, "decode"], [35.1, "decode"], [1920, "prefill"], [2480, "prefill"]]);
  assert.deepEqual(read("| model | phase | 1x 4090 | 2x 4090 (tp2) |\n|---|---|---:|---:|\n| Qwen3-32B AWQ | prefill | 2,710 | 4,980 |\n" +
    "| | decode | 42.6 | 71.3 |\n\ntok/s, vLLM 0.11.2, batch 1"), [[2710, "prefill"], [4980, "prefill"], [42.6, "decode"], [71.3, "decode"]]);
});

test("a bracketed unit closing an aligned header is the table's unit; its token counts are no speeds", () => {
  assert.deepEqual(read("run  prompt_tok  gen_tok  prefill   decode    (tok/s)\n1    2048        256      3112.4    58.1\n" +
    "2    2048        256      3120.9    58.3"), [[3112.4, "prefill"], [58.1, "decode"], [3120.9, "prefill"], [58.3, "decode"]]);
});

test("a clause after bare figures in their sentence gives them its unit; a label's or a caption's unit does not", () => {
  assert.deepEqual(read("Same model across the three boxes: I get 44 on the 3090, 52 on the 4090 and 87 on the 5090, all tok/s, short prompt."),
    [[44, null], [52, null], [87, null]]);
  assert.deepEqual(read("同一个 Qwen3-32B，生成速度分别是：3090 三十四，4090 三十九，5090 六十二（单位都是 tokens/s，llama.cpp）。"),
    [[34, "decode"], [39, "decode"], [62, "decode"]]);
  assert.deepEqual(read("8 卡 H20 上单用户大约 32，128 并发时整机 2,900 出头（以上数字均为输出 tokens/s）。"), [[32, "decode"], [2900, "decode"]]);
  assert.deepEqual(read("my 3 boxes, llama.cpp b7233, Q4_K_M, t/s"), []);
  assert.deepEqual(read("#+CAPTION: 树莓派 5（8G）上的速度，单位 tokens/s"), []);
  assert.deepEqual(read("| quant | VRAM @ 32k | pp512 (t/s) |\n|---|---:|---:|\n| Q8_0 | 21.4 GB | 9,820 |"), [[9820, "prefill"]]);
  assert.deepEqual(read("结果 `{'输出吞吐': 1427.2, '首token延迟_ms': 287}`，单位都是 tokens/s（延迟除外）"), [[1427.2, "decode"]]);
});

test("a note closing a block with the unit gives its lines' bare figures their unit; a config's keys stay settings", () => {
  assert.deepEqual(read("@here staging numbers for the new quant:\nold AWQ: 1,790 total / 56 per user\nnew W4A8: 2,270 total / 71 per user\n" +
    "(output tok/s, 32 concurrent, Qwen3-14B on one L40S)"), [[1790, "decode"], [56, "decode"], [2270, "decode"], [71, "decode"]]);
  assert.deepEqual(read("OpenRouter, Kimi K2, output speed / TTFT:\n• Groq — 362 / 0.31 s\n• Moonshot — 47 / 1.10 s\nfirst figure in tok/s"),
    [[362, null], [47, null]]);
  assert.deepEqual(read("tensor_parallel_size: 2\nmax_num_seqs: 48\n# after  (max_num_seqs 48): 1,240 / 26\n" +
    "# columns: total output tok/s / per-request tok/s"), [[1240, "decode"], [26, "decode"]]);
  assert.deepEqual(read("VRAM: 24 GB, context 32k\n(tok/s numbers coming tomorrow)"), []);
});

test("a speed column's cells in Chinese numerals are its figures", () => {
  assert.deepEqual(read("| 平台 | 输出速度 (tokens/s) | 输出价格（元/百万 tokens） |\n|---|---|---|\n| 官方 | 三十左右 | 3 |\n" +
    "| 硅基流动 | 二十来个 | 3 |\n| 火山引擎 | 五六十 | 3 |"), [[30, "decode"], [20, "decode"], [60, "decode"]]);
});

test("header rows stacked over an aligned table's figures name its columns together; a caption over it does not", () => {
  assert.deepEqual(read("                       LLM: Qwen3-14B Q4_K_M          image: SDXL 1024², 30 steps\n" +
    "card                   prompt        gen              it/s        sec/image\n" +
    "                       tok/s         tok/s\n" +
    "RTX 4060 Ti 16G        2,210         26.4             3.1         9.7\n" +
    "RTX 3090               3,120         58.9             6.4         4.7"), [[2210, "prefill"], [26.4, "decode"], [3120, "prefill"], [58.9, "decode"]]);
  assert.deepEqual(read("```\n                    Qwen3-8B                Qwen3-32B\n显卡                预填充   生成            预填充   生成\n" +
    "RTX 3090            5,610    121.3           1,280    33.2\nRTX 4090            9,610    171.3           2,280    43.2\n" +
    "（单位：tokens/s，llama.cpp b7210）\n```"), [[5610, "prefill"], [121.3, "decode"], [1280, "prefill"], [33.2, "decode"],
    [9610, "prefill"], [171.3, "decode"], [2280, "prefill"], [43.2, "decode"]]);
  assert.deepEqual(read("Generation tokens/s  [vLLM / Llama-3.3-70B]\nName            Mean      Max\nvllm-70b-0      1.21 K    1.64 K\n" +
    "vllm-70b-1      846       1.12 K"), [[1210, "decode"], [1640, "decode"], [846, "decode"], [1120, "decode"]]);
});

test("a unit stated once before or after bare figures, in words, gives them its unit", () => {
  assert.deepEqual(read("I get 118 on the 3090, 151 on the 4090 and 226 on the 5090, all tok/s generation."),
    [[118, "decode"], [151, "decode"], [226, "decode"]]);
  assert.deepEqual(read("Measured in output tokens per second, Cerebras gave me roughly 2,100 on gpt-oss-120b, Groq about 540, and " +
    "the cheapest route 38."), [[2100, "decode"], [540, "decode"], [38, "decode"]]);
  assert.deepEqual(read("[Image: bar chart. Y axis: tokens per second, Qwen3-8B on one 4090 (Q4_K_M for the other two). Bars, left to " +
    "right: vLLM 132, SGLang 127, llama.cpp 118, Ollama 96.]"), [[132, null], [127, null], [118, null], [96, null]]);
  assert.deepEqual(read("(numbers are generation t/s; prompt processing was 2-3k t/s on the 5090 and 1,150 on the 9070 XT)"),
    [[3000, "prefill"], [1150, "prefill"]]);
});

test("replies under more kinds of comment headers answer the claims above them", () => {
  assert.deepEqual(read("2025-11-22 20:41:07 阿杰(1847263950)\n刚把 ollama 升到 0.12.11，gpt-oss:20b 生成掉到 92 tokens/s 了\n\n" +
    "2025-11-22 20:43:31 小林不加班(934521780)\n我 4070 Ti 也掉了，118 变 87"), [[92, "decode"], [118, null], [87, null]]);
  assert.deepEqual(read("Mara Lind @mara@hachyderm.io\nQwen3-8B Q4_K_M on the Arc B580: 57 tok/s generation.\n\n" +
    "  Teo @teo@fosstodon.org\n  @mara nice. The SYCL build gave me 49 on the same card"), [[57, "decode"], [49, null]]);
  assert.deepEqual(read("3楼 · 矿渣收割机 · 11-20\n跑 qwen3 32b q4 生成 19 t/s\n4楼 · 楼主 · 11-20\n回复 3楼：多少钱来着？\n" +
    "5楼 · 矿渣收割机 · 11-20\n回复 4楼：680，带风扇\n6楼 · 路过的 · 11-20\n19 挺香的，3090 也就 33"),
  [[19, "decode"], [19, null], [33, null]]);
});

test("hundreds said as two numbers are read whole in a sentence the unit closes; a run count is no figure", () => {
  assert.deepEqual(read("Three engines on the 4090: llama.cpp somewhere around one thirty, vLLM AWQ one fifty-ish, and exllamav3 right " +
    "around one sixty, all generation tok/s."), [[130, "decode"], [150, "decode"], [160, "decode"]]);
  assert.deepEqual(read("model: qwen3:8b  gpu: RTX 4070 Super  runs: 5\n                 baseline    candidate\n" +
    "prompt_eval      5412.6      5398.1\neval             81.7        86.2\nunit: tokens/s"),
  [[5412.6, "prefill"], [5398.1, "prefill"], [81.7, "decode"], [86.2, "decode"]]);
});

test("a block's lines above the one naming the unit share it; a closing note's order gives each line's figures their phases", () => {
  assert.deepEqual(read("Throughput on a single L40S, Qwen3-8B FP8:\n  batch 1    →  54\n  batch 32   →  1,120\n" +
    "  batch 128  →  2,680 output tok/s"), [[54, "decode"], [1120, "decode"], [2680, "decode"]]);
  assert.deepEqual(read("              before          after\nmedian of 5   31.2 / 1204     44.0 / 1851\n(tg / pp, tok/s)"),
    [[31.2, "decode"], [1204, "prefill"], [44, "decode"], [1851, "prefill"]]);
  assert.deepEqual(read("LLM Prompt Tokens: 6144\nLLM Completion Tokens: 377\n-> completion rate: 41.1 tok/s"), [[41.1, "decode"]]);
});

test("a clause saying what the figures were reads them whatever follows it; a closing note may say 'everywhere'", () => {
  assert.deepEqual(read("With Qwen3-0.6B as the draft, the 32B went to 48 on code and to 42 on prose, those are tok/s on a 4090."),
    [[48, null], [42, null]]);
  assert.deepEqual(read("我这几张卡跑 gpt-oss-20b：3090 一百四十出头，4090 一百七左右，都是每秒的 token 数，llama.cpp 同一个 build。"),
    [[140, null], [170, null]]);
  assert.deepEqual(read("Final numbers for the 4x MI50 box:\n- Qwen3-235B-A22B Q3_K_M: 19 gen, 96 pp\n- gpt-oss-120b: 51 gen, 420 pp\n" +
    "(t/s everywhere, llama.cpp on ROCm 6.4)"), [[19, "decode"], [96, "prefill"], [51, "decode"], [420, "prefill"]]);
});

test("a list a note under it gives a unit of time holds no speed; a likes column is no speed", () => {
  assert.deepEqual(read("Chunked prefill on vs off, same 32 concurrent users:\nbefore: 31 / 1200\nafter:  22 / 640\n" +
    "(TPOT ms / TTFT ms, p50)"), []);
  assert.deepEqual(read("【整理】吧友 Qwen3-8B Q4_K_M 实测（速度单位 t/s）\n楼层 | 显卡 | 速度 | 点赞\n12 | 1660S 6G | 31 | 8\n" +
    "15 | 2060 12G | 44 | 21"), [[31, null], [44, null]]);
  assert.deepEqual(read("config          prefill    decode    ttft_ms\n-------------   -------    ------    -------\n" +
    "baseline         2981.4     38.62        412\ncuda_graphs      2979.8     44.07        409\n(prefill / decode in tokens/s, median of 3)"),
  [[2981.4, "prefill"], [38.62, "decode"], [2979.8, "prefill"], [44.07, "decode"]]);
});

test("a gain in the unit gives the pair it came between their unit, not itself", () => {
  assert.deepEqual(read("Vulkan wins tg by about 4 t/s (57 vs 53 on Qwen3-30B-A3B Q8_0)."), [[57, "decode"], [53, "decode"]]);
  assert.deepEqual(read("The latest Vulkan build gave my 9060 XT another 6 t/s on tg, from 41 to 47 with Qwen3-8B."),
    [[41, "decode"], [47, "decode"]]);
  assert.deepEqual(read("It's faster by 6 t/s, from 40% to 55% utilisation."), []);
});

test("a sentence opening with the unit, set apart, gives it to the bare figures of the sentence before it", () => {
  assert.deepEqual(read("The 3060 does 52, the A770 47 and the 2080 Ti 22G manages 71. Generation tok/s, Qwen3-8B Q4_K_M, " +
    "512 tokens out, average of three runs."), [[52, "decode"], [47, "decode"], [71, "decode"]]);
  // (a line opening with it goes on from the line above: the version there is no figure)
  assert.deepEqual(read("We're load testing TGI 2.4 on 2x L40S. At 32 concurrent users each client sees 11-12\n" +
    "tokens/s, and the router shows ~360 tokens/s overall."), [[12, null], [360, null]]);
});

test("a markdown table's groups spanning blank header cells over a sub-header row: each column its group's unit and phase", () => {
  assert.deepEqual(read("|        | Prefill (tok/s) |        | Decode (tok/s) |        |\n|--------|---:|---:|---:|---:|\n" +
    "|        | 4k | 32k | 4k | 32k |\n| M3 Ultra 512GB | 410 | 205 | 21.4 | 12.8 |"),
  [[410, "prefill"], [205, "prefill"], [21.4, "decode"], [12.8, "decode"]]);
});

test("a table cell of a change, 'before → after', under a caption naming the unit: both figures", () => {
  assert.deepEqual(read("Before/after the driver update (tg128, t/s):\n\n| card | before → after | Δ |\n|---|---|---:|\n" +
    "| 7900 XTX | 89.1 → 96.4 | +7.3 |"), [[89.1, "decode"], [96.4, "decode"]]);
  // (commas part no cells of a line holding an arrow: one figure each side)
  assert.deepEqual(read("prefill (pp4096): 3,811 → 4,260 t/s\ndecode (tg256): 61.2 → 61.9 t/s"),
    [[3811, "prefill"], [4260, "prefill"], [61.2, "decode"], [61.9, "decode"]]);
});

test("a list under a caption whose unit is set apart by a comma, its figures said in words", () => {
  assert.deepEqual(read("Generation speed on my M4 Max 128GB, rough numbers, tokens a second:\n- Qwen3 8B Q4: ninety-ish\n" +
    "- Gemma 3 27B Q4: about twenty-five\n- Llama 3.3 70B Q4: eleven-ish"), [[90, "decode"], [25, "decode"], [11, "decode"]]);
});

test("a sentence giving the unit of the figures before it: '单位都是 token/s'", () => {
  assert.deepEqual(read("同一台 4090，Ollama 大概一百二，LM Studio 一百三左右，llama.cpp 差不多一百四。单位都是 token/s。"),
    [[120, null], [130, null], [140, null]]);
  // (a table's rows above it are the table's to read: its concurrency column is none)
  assert.deepEqual(read("并发 | 输出吞吐 | 单路\n1 | 53.1 | 53.1\n8 | 372.4 | 46.6\n单位都是 tokens/s"),
    [[53.1, "decode"], [53.1, null], [372.4, "decode"], [46.6, null]]);
});


test("a title naming the unit over a paragraph of labelled figures: 'Tokens per second on a $400 mini PC'", () => {
  assert.deepEqual(read("Tokens per second on a $400 mini PC (Ryzen 7 8845HS, 780M), nothing fancy\n" +
    "Gemma 3 4B Q4: 24. Llama 3.1 8B Q4_K_M: 14. Qwen3-14B: 8, which is about the limit."), [[24, null], [14, null], [8, null]]);
  assert.deepEqual(read("Qwen3-30B-A3B on every GPU in the house — generation speed, tok/s\nSame build (b7312), 4k context. " +
    "3090: 131. 5060 Ti 16GB, some layers on CPU: 74. And the P40: 39, which surprised me."),
    [[131, "decode"], [74, "decode"], [39, "decode"]]);
  // (a title over a question asks; one figure is no list)
  assert.deepEqual(read("Tokens per second on my 4090\nIs 41 good for a 32B?"), []);
});

test("a caption's brackets naming the unit for all ('all tokens/s, 8k context') over rows, one with a remark in words", () => {
  assert.deepEqual(read("Results for the 2x RTX 3090 box (all tokens/s, Llama 3.3 70B Q4_K_M, 8k context):\nprefill: 1,060\n" +
    "decode: 17.2\naggregate with 4 parallel: 47"), [[1060, "prefill"], [17.2, "decode"], [47, null]]);
  assert.deepEqual(read("[分享] Mac mini M4 Pro 64G 跑本地模型的速度（tokens/s）\nQwen3-8B 4bit：46\nQwen3-32B 4bit：12，日常用勉强\n" +
    "gpt-oss-20b：68"), [[46, null], [12, null], [68, null]]);
  // (a sentence is no row: its comma is the sentence's, not a remark's)
  assert.deepEqual(read("测试结果：\nPrefill token/s（最高）：92.6\nDecode token/s（最高）：14.8\n官方给的是 Prefill 255、Decode 15.3，差距有点大。"),
    [[92.6, "prefill"], [14.8, "decode"], [255, "prefill"], [15.3, "decode"]]);   // (the sentence's pair: session 38)
});

test("a Q&A site's answer headers are no answers ('回答 1（赞同 812）：'); a chain's TPS is no token rate", () => {
  assert.deepEqual(read("问题：M3 Ultra 跑 DeepSeek-R1 每秒能出多少 token？\n\n回答 1（赞同 812）：\nMLX 4bit 我测的 19.5。\n\n" +
    "回答 2（赞同 95）：\n别买，等 M5 Ultra。"), [[19.5, null]]);
  assert.deepEqual(read("[阿明 19:02] 某链号称 10 万 TPS，实际主网也就两三千\n测试网数据不算数"), []);
});

test("a title's unit in brackets speaks for the paragraph under it, past a blank line; a note ending its line with a full stop speaks for the next", () => {
  assert.deepEqual(read("【实测】四张显卡跑 gpt-oss-20b 的生成速度（单位 t/s）\n\n简介：4060 Ti 是 82，5060 Ti 113，3090 146，4090 178。"),
    [[82, "decode"], [113, "decode"], [146, "decode"], [178, "decode"]]);
  assert.deepEqual(read("Tokens per second on a $400 mini PC, a short thread\n\nRyzen 7 8845HS, 64GB DDR5-5600, the 780M through Vulkan. " +
    "Gemma 3 4B sits around 24, Qwen3-8B around 13. Llama 3.3 70B gives me 1.6."), [[24, null], [13, null], [1.6, null]]);
  // (a paragraph writing its own unit is the prose readers': its counts are none)
  assert.deepEqual(read("Everyone's Strix Halo numbers (tok/s)\n\n43 entries so far. Median decode is 47 t/s, best is 53.8."),
    [[47, "decode"], [53.8, "decode"]]);
  assert.deepEqual(read("Rough numbers from my 4090, all generation speed in tok/s, nothing scientific.\n" +
    "Qwen3-8B Q4 was around 140, Gemma 3 12B around 85, and the 14B a bit under 80."), [[140, "decode"], [85, "decode"], [80, "decode"]]);
});

test("a list item's figures with a hedge before and the model after ('about 32 on 14B'), under a note closing the list", () => {
  assert.deepEqual(read("- 3060 12GB: 55ish on 8B, about 32 on 14B\n- 3090: roughly 120 on 8B, a bit over 60 on 14B\n" +
    "(all of that is generation speed in tok/s, llama.cpp Q4_K_M)"), [[55, "decode"], [32, "decode"], [120, "decode"], [60, "decode"]]);
});

test("a note past a code fence and a blank line saying it speaks of what is above ('以上都是输出速度') captions the table", () => {
  assert.deepEqual(read("```\n模型                 单并发     16并发(总)\nQwen3-8B-AWQ         118.2      1,204\nQwen3-32B-AWQ         34.8" +
    "        381\n```\n\n以上都是输出速度，单位 tokens/s。"), [[118.2, "decode"], [1204, "decode"], [34.8, "decode"], [381, "decode"]]);
});

test("'Speeds in this announcement are output tokens per second' speaks for the sentence after it; 'about two hundred' is no 2", () => {
  assert.deepEqual(read("Speeds in this announcement are output tokens per second for a single user. Llama 4 Maverick runs at 1,040, " +
    "Qwen3-235B at 610 and DeepSeek-V3.1 at 330, all on the same cluster."), [[1040, "decode"], [610, "decode"], [330, "decode"]]);
  assert.deepEqual(read("what speed do you get?\nabout two hundred per user once it's busy"), []);
  assert.deepEqual(read("My home lab, Qwen3-30B-A3B:\n- 3090: ~150\n- the old 2070 Super with CPU offload: like 25\n(generation, tok/s)"),
    [[150, "decode"], [25, "decode"]]);
});

test("a carried figure that is a price ('才两千出头的价格') and a setting that gives a figure ('32 gives 402') are no speeds", () => {
  assert.deepEqual(read("预填充大概四百五，一张卡才两千出头的价格还要啥自行车。"), [[450, "prefill"]]);
  assert.deepEqual(read("Numbers below are output token throughput in tok/s. Concurrency 1 gives 23.4, 32 gives 402. " +
    "Before the regression the 32 case was 455."), [[23.4, "decode"], [402, "decode"], [455, "decode"]]);
});

test("a unit in brackets before a colon speaks for the figures after it ('群友报的数（每秒 token）：3090 是 112'), not a trainer's", () => {
  assert.deepEqual(read("收集了几位朋友的结果（每秒 token）：3060 是 58，4070 是 83，A770 是 41。都是 8B Q4。"),
    [[58, null], [83, null], [41, null]]);
  assert.deepEqual(read("Decode (tok/s, llama.cpp b7100, 1x 4090): 120 at 2k context and 96 at 32k."), [[120, "decode"], [96, "decode"]]);
  assert.deepEqual(read("Pretraining throughput (tokens/s/GPU): 3,850 on H100 and 2,140 on A100 for the 8B."), []);
});

test("a title naming the unit between commas, or 'all numbers tok/s' at its end, speaks for the paragraph under it", () => {
  assert.deepEqual(read("Engine shootout, tok/s, one 3080 10GB\nvLLM won at 88, SGLang was 84 and llama.cpp 71. Same Qwen3-4B in all three."),
    [[88, null], [84, null], [71, null]]);
  assert.deepEqual(read("Gemma 3 12B on the Arc B580, all numbers tok/s\nShort prompt it does 34. With 8k of context it is closer to 27."),
    [[34, null], [27, null]]);
});

test("'單位一律 t/s' speaks for the sentence after it, and a cut word is no phase ('llama.cpp' is no 'pp')", () => {
  assert.deepEqual(read("單位一律 t/s。llama.cpp CUDA 生成 52，vLLM 生成 61，預填充則是 vLLM 快，大約 3,100 對 2,400。"),
    [[52, "decode"], [61, "decode"], [3100, "prefill"], [2400, "prefill"]]);
});

test("a card's number opening an item's figures is the card, and a cell's hedge ('8k-ish', 'barely 40') keeps its figure", () => {
  assert.deepEqual(read("按预算说说（都是 Qwen3-8B 的生成速度，单位 t/s）：\n- 三千块：3060，58 左右\n- 八千块：4080，95 上下"),
    [[58, "decode"], [95, "decode"]]);
  assert.deepEqual(read("| card | pp512 | tg128 |\n|---|---|---|\n| 4080 | 6k-ish | 96-ish |\n| A770 | ~1.2k | barely 30 |\n\n" +
    "(Qwen3-8B Q4_K_M, t/s)"), [[6000, "prefill"], [96, "decode"], [1200, "prefill"], [30, "decode"]]);
});

test("a caption in brackets over a paragraph, a thread asking for one unit, and 'measured as tok/s …:' speak for the figures", () => {
  assert.deepEqual(read("图 2：几张卡上 Qwen3-14B Q4_K_M 的生成速度（tokens/s）。\n\n可以看到 4090 跑到 88，3090 是 71，而 4060 Ti 只有 33。"),
    [[88, "decode"], [71, "decode"], [33, "decode"]]);
  assert.deepEqual(read("楼主：统一报 tokens/s，单卡，Qwen3-8B Q4_K_M，短 prompt。\n1楼：4070 Super，96\n2楼：A770 只有 41，驱动拖后腿"),
    [[96, null], [41, null]]);
  assert.deepEqual(read("Measured as output tokens per second on one L40S at batch 1: the 8B runs at 131, the 32B at 39."),
    [[131, "decode"], [39, "decode"]]);
  assert.deepEqual(read("### Throughput (tokens/s)\n\nNot yet. The sweep died at 4 a.m. on run 21 of 40, so the last 9 configs get redone."), []);
});

test("a corner cell naming the unit with the columns' measure after an arrow makes the table's cells speeds, its title their phase", () => {
  assert.deepEqual(read("Decode speed on one 4090 by context length:\n\n| tok/s ↓ · ctx → | 4k | 32k |\n|---|---:|---:|\n" +
    "| Qwen3-14B Q4 | 78.2 | 61.5 |\n| Gemma 3 12B Q4 | 70.1 | 49.9 |"),
  [[78.2, "decode"], [61.5, "decode"], [70.1, "decode"], [49.9, "decode"]]);
});

test("a record's unit key gives the keys naming a phase beside it their unit, not the keys of other measures", () => {
  assert.deepEqual(read('{"unit": "tok/s", "gpu": "L4",\n "runs": [{"prompt": 1024, "prefill": 2210.4, "decode": 31.7, "ttft_ms": 480}]}'),
    [[2210.4, "prefill"], [31.7, "decode"]]);
  assert.deepEqual(read('{\n  "unit": "t/s",\n  "tg": [\n    52.3,\n    51.9\n  ]\n}'), [[52.3, "decode"], [51.9, "decode"]]);
  assert.deepEqual(read('{"unit": "ms", "prefill": 220.5, "decode": 31.7}'), []);
});

test("leads naming the unit with a qualifier or after the setup, notes naming a device with a digit, and a length's list", () => {
  assert.deepEqual(read("Single-stream tok/s for Qwen3-4B on one L4, same prompts: vLLM came in at 64, SGLang at 69."), [[64, null], [69, null]]);
  assert.deepEqual(read("Orin Nano 8GB numbers, tokens per second for generation: qwen3:1.7b 21, gemma3:1b 27"),
    [[21, "decode"], [27, "decode"]]);
  assert.deepEqual(read("下面说的都是 M3 Pro 上的生成速度（tokens/s）。Qwen3-8B 4bit MLX 38，同规格 GGUF 31。"), [[38, "decode"], [31, "decode"]]);
  assert.deepEqual(read("Numbers for Qwen3-8B on 1x L40S, tokens/s unless noted:\nprefill: 9,800\ndecode, single stream: 71\nTTFT p50: 180 (ms)"),
    [[9800, "prefill"], [71, "decode"]]);
  assert.deepEqual(read("测试用的 prompt 长度（单位 token）：\n- 短：512\n- 长：16,384"), []);
});

test("a line of labelled sentences under a note: each sentence's figure after its own label ('Strix Halo: 48-ish.')", () => {
  assert.deepEqual(read("All numbers are tokens per second, single user, Qwen3-30B-A3B:\nM3 Max: about 61. 7900 XTX: 92-ish. " +
    "A770: maybe 35, drivers permitting."), [[61, null], [92, null], [35, null]]);
});

test("notes naming the unit in a title's tail, a Chinese '速度是', a 'token/秒' caption or 'tok/s as usual:' give the figures their unit", () => {
  assert.deepEqual(read("Gemma 3 12B on a 4070, tokens per second at different contexts\nShort chat it does 58, at 16k it's 47, by 32k about 39."),
    [[58, null], [47, null], [39, null]]);
  assert.deepEqual(read("我说的速度是每秒 token 数，不是字数。4060 Ti 跑 Qwen3-8B 是 52，A770 只有 33。"), [[52, null], [33, null]]);
  assert.deepEqual(read("小主机本地跑模型实测（速度单位都是 token/秒）\n千问 3 的 8B 大概 18，4B 能到 31 🚀"), [[18, null], [31, null]]);
  assert.deepEqual(read("perf numbers for tonight's build, tok/s as usual: staging 51, prod 47"), [[51, null], [47, null]]);
});

test("a note closing its line points back at the sentences before it ('(That's decode tokens per second …)'), not a length's", () => {
  assert.deepEqual(read("I got 31 on the 3060, 44 on the 4070 and 12 on the laptop. (That's decode tokens per second for Qwen3-14B Q4.)"),
    [[31, "decode"], [44, "decode"], [12, "decode"]]);
  assert.deepEqual(read("On the Orin NX, Qwen3-4B sits around 19 and Gemma 3 1B near 47. The unit is tokens per second of output."),
    [[19, "decode"], [47, "decode"]]);
  assert.deepEqual(read("Context lengths, in tokens: 8,192 for the 8B, 32,768 for the 14B. Speed in t/s is in the next comment."), []);
});

test("a comment closing log lines names their unit: each key naming a phase gives its figure ('prefill=3120.4 decode=58.7')", () => {
  assert.deepEqual(read("[2025-11-20 10:12:03] prefill=2210.6 decode=44.1 ttft_ms=380\n[2025-11-20 10:17:20] prefill=2198.2 decode=43.8\n" +
    "# 单位：tokens/s"), [[2210.6, "prefill"], [44.1, "decode"], [2198.2, "prefill"], [43.8, "decode"]]);
});

test("a method's list of lengths and concurrencies above a line naming the metrics is no list of speeds", () => {
  assert.deepEqual(read("Benchmark setup:\n- Input lengths: 256, 4096\n- Output length: 512\n- Concurrency: 1, 16, 64\n" +
    "- Metrics: TTFT (ms), output tokens/s"), []);
  assert.deepEqual(read("压测设置：\n- 输入长度：1024 / 4096\n- 输出长度：128\n- 并发：4、16\n- 指标：TPOT（ms）、输出吞吐（tokens/s）"), []);
  assert.deepEqual(read("Decode speed, tok/s:\n- RTX 4090: 131\n- RTX 3090: 104"), [[131, "decode"], [104, "decode"]]);
});

test("a clause 'unit is tokens/s' after bare figures, a lead 'Tok/s per backend …:' or 'Prompt processing on the 780M, tok/s, …:', and a list's caption with the unit between commas", () => {
  assert.deepEqual(read("Output throughput is 2,100 in 64 concurrency and 3,400 in 128 concurrency, unit is tokens/s."),
    [[2100, "decode"], [3400, "decode"]]);
  assert.deepEqual(read("Tok/s per backend on the Arc B580, same Llama 3.1 8B Q4_K_M and same prompt: SYCL 57, Vulkan 49, IPEX-LLM 62."),
    [[57, null], [49, null], [62, null]]);
  assert.deepEqual(read("Prompt processing on the 780M, tok/s, for three context sizes: 290 at 2k, 240 at 8k and 170 at 32k."),
    [[290, "prefill"], [240, "prefill"], [170, "prefill"]]);
  assert.deepEqual(read("Load test, tok/s, Qwen3-32B AWQ, 2x 4090, vLLM tp 2:\n- 1 user: 58\n- 8 users: 44 each"), [[58, null], [44, null]]);
});

test("a model's hyphenated name before a figure is no command-line flag ('Qwen3-Coder-30B-A3B does 150'), a flag still is", () => {
  assert.deepEqual(read("Qwen3-Coder-30B-A3B does 150 on my 4090 and like 70 on the 4060 Ti. Those are tg numbers in t/s."),
    [[150, "decode"], [70, "decode"]]);
  assert.deepEqual(read("把 max-num-seqs 从 64 调到 128 以后，生成从 52 掉到 45 tokens/s"), [[52, "decode"], [45, "decode"]]);
});

test("units stated once: a bracketed unit with the setup after it, 'Numbers below are output tok/s …:', '每秒 token 数（生成）：', a chart's axis, a title's 't/s numbers for …'", () => {
  assert.deepEqual(read("**tg128 (t/s), Vulkan vs ROCm, 7900 XTX**: 102.4 vs 94.7 on Qwen3-8B Q4_K_M."), [[102.4, "decode"], [94.7, "decode"]]);
  assert.deepEqual(read("Numbers below are output tok/s at concurrency 1, gpt-oss-120b: Cerebras 2,650, SambaNova 611, Groq 540."),
    [[2650, "decode"], [611, "decode"], [540, "decode"]]);
  assert.deepEqual(read("每秒 token 数（生成）：llama.cpp 约 78，Ollama 约 71。"), [[78, "decode"], [71, "decode"]]);
  assert.deepEqual(read("Alt text: bar chart. Y axis: generation speed (tokens/s). Bars: M4 Pro 74, M4 Max 108, RTX 5090 231."),
    [[74, "decode"], [108, "decode"], [231, "decode"]]);
  assert.deepEqual(read("图 2 纵轴是生成速度（tokens/s）：单路时 SGLang 48、vLLM 45。"), [[48, "decode"], [45, "decode"]]);
  assert.deepEqual(read("图 5 纵轴为吞吐（tokens/s），刻度为 0、500、1000、1500，横轴为批大小 1～64。"), []);
  assert.deepEqual(read("Title: Dual 5060 Ti 16GB, t/s numbers for every model I could fit\nQwen3-32B Q4_K_M 17, Mistral Small 3.2 Q6_K 18, " +
    "gpt-oss-20b 104."), [[17, null], [18, null], [104, null]]);
});

test("a memory's speed after its type ('DDR4 3200') and a chip's TOPS are no figures a note or an answer reads", () => {
  assert.deepEqual(read("楼主：单卡 3090 24G，内存 64G DDR4 3200，70B Q4_K_M 一大半放在内存里，生成只有 1.2 t/s，预填充 25 左右。"),
    [[1.2, "decode"], [25, "prefill"]]);
});

test("bare ranges of a sentence whose last range carries the unit take it, each with the phase before it; a setting's range does not", () => {
  assert.deepEqual(read("After updating, prompt processing went from 612 to 880 and generation from 41.5 to 44.8 tok/s."),
    [[612, "prefill"], [880, "prefill"], [41.5, "decode"], [44.8, "decode"]]);
  assert.deepEqual(read("Going from 4k to 32k context, generation slid from 63 to 41 and prompt processing from 2,900 to 1,700 tok/s."),
    [[63, "decode"], [41, "decode"], [2900, "prefill"], [1700, "prefill"]]);
  assert.deepEqual(read("Output throughput went from 1,900 to 2,300 tokens/s when concurrency increased from 32 to 64."),
    [[1900, "decode"], [2300, "decode"]]);
});

test("notes of units stated once: '注：单位 tokens/s' under its line, '（tokens/s）大致如下' over it, a title's 'tok/s for everything I tried', a closing '(generation, tok/s)'", () => {
  assert.deepEqual(read("测了三个量化：Q4_K_M 是 55，Q5_K_M 47，Q8_0 33。\n注：单位 tokens/s，都是 3060 12G 上跑 Qwen3-8B 的生成速度。"),
    [[55, "decode"], [47, "decode"], [33, "decode"]]);
  assert.deepEqual(read("先说结论：纯 CPU 也能用，生成速度（tokens/s）大致如下。\n跑 Qwen3-30B-A3B Q4，能到 24 左右；跑 Qwen3-8B Q4 就只有 14。"),
    [[24, "decode"], [14, "decode"]]);
  assert.deepEqual(read("Mac mini M4 Pro 64GB, tok/s for everything I tried\nQwen3-14B 4-bit: 21. Gemma 3 27B QAT: 12. Qwen3-30B-A3B: 58."),
    [[21, null], [12, null], [58, null]]);
  assert.deepEqual(read("Three engines on the 6x3090 rig: llama.cpp 14, ik_llama.cpp 17, and vLLM couldn't load it. (single-stream generation, tok/s)"),
    [[14, "decode"], [17, "decode"]]);
});

test("a title an emoji opens, its brackets naming the unit, over items an emoji bullets; a full-width colon is a label's whatever its digits", () => {
  assert.deepEqual(read("💡 各种 Mac 跑 Qwen3-30B-A3B 的生成速度（MLX 4bit，t/s，大概）\n🍎 M4 Pro 48G：70 左右\n🍎 M3 Ultra 96G：110 出头"),
    [[70, "decode"], [110, "decode"]]);
  assert.deepEqual(read("📊 国产 API 输出速度周报（tokens/s，中位数）\n• 火山引擎 豆包 1.6：71\n• 智谱 GLM-4.6：52"), [[71, "decode"], [52, "decode"]]);
  assert.deepEqual(read("汇总一下本帖大家报的速度（Qwen3-14B Q4_K_M，生成速度，单位 t/s）：\n1. 3060 12G：31、34\n2. 3090：78、82"),
    [[31, "decode"], [34, "decode"], [78, "decode"], [82, "decode"]]);
});

test("a star footnote under a table speaks for the starred column only ('* decode t/s on a 5080' under '| speed* | KLD |')", () => {
  assert.deepEqual(read("| quant | size | speed* | KLD |\n|---|---|---|---|\n| Q8_0 | 8.7 GB | 89 | 0.0012 |\n| Q6_K | 6.7 GB | 118 | 0.0041 |\n" +
    "* decode t/s on a 5080, Qwen3-8B, 2k context"), [[89, "decode"], [118, "decode"]]);
});

test("a setting's value is no speed: an engine's version ('ktransformers 0.3'), a board's model ('树莓派 5'), a parallelism ('tp=2')", () => {
  assert.deepEqual(read("【求助】双路 EPYC 7K62 跑 DeepSeek-V3 只有 3 t/s 正常吗\n楼主：512G DDR4-3200，ktransformers 0.3，别人同配置都说能有 6 左右。"),
    [[3, null], [6, null]]);
  assert.deepEqual(read("最后给个汇总：树莓派 5 跑 Qwen3-0.6B Q8_0 能有 12，RK3588 跑 Qwen3-1.7B 8 左右。\n以上数字全部是生成速度，单位 token/s。"),
    [[12, "decode"], [8, "decode"]]);
  assert.deepEqual(read("vLLM 0.11.2, Qwen3-32B AWQ, 2x L40S tp=2, all tok/s:\n- 1 user: 52\n- 8 users: 44 each"), [[52, null], [44, null]]);
});

test("notes of units stated once for a paragraph: 'All figures in this comment are generation speed, tokens per second', '(Everything above is tg in t/s …)', '(Those are their \"throughput\" numbers, output tokens/sec.)', '上面说的都是…，单位 tokens/s', an issue's title 'Generation t/s regressed …'", () => {
  assert.deepEqual(read("All figures in this comment are generation speed, tokens per second. The M4 Pro mini does 13 on Mistral Small. My old 3060 box manages 6."),
    [[13, "decode"], [6, "decode"]]);
  assert.deepEqual(read("Llama 3.3 70B split across both cards: 9.4 at 4k context, 7.8 past 20k.\n(Everything above is tg in t/s from llama-bench-style runs.)"),
    [[9.4, "decode"], [7.8, "decode"]]);
  assert.deepEqual(read("The stats page used to show 95 for the main provider. This week it's 38. (Those are their \"throughput\" numbers, output tokens/sec.)"),
    [[95, "decode"], [38, "decode"]]);
  assert.deepEqual(read("同一张 4090 跑 Qwen3-8B：Ollama 126，vLLM（AWQ）146。上面说的都是单路生成速度，单位 tokens/s。"), [[126, "decode"], [146, "decode"]]);
  assert.deepEqual(read("Generation t/s regressed on Vulkan between b7180 and b7231\nSame machine, same command. On b7180 I was seeing 62. On b7231 it's 48."),
    [[62, "decode"], [48, "decode"]]);
});

test("a title ending with a phase's speed captions the numbered list under it; a figure's own unit before '日志如下' is no note of what follows", () => {
  assert.deepEqual(read("折腾记录 3090跑qwen3 14b的生成速度\n1. 默认参数：58\n2. 开fa：63\n3. 换exl3：72"), [[58, "decode"], [63, "decode"], [72, "decode"]]);
  assert.deepEqual(read("加了 -md 草稿模型以后生成从 42 t/s 降到了 35 t/s，日志如下：\n```\ndraft acceptance rate = 0.41250 (  165 accepted /   400 generated)\n```"),
    [[42, "decode"], [35, "decode"]]);
});

test("a corner cell that is a phase word with the unit in brackets makes the table's cells speeds of that phase: '| 生成（t/s） | Q4_K_M | Q6_K |', '速度 (t/s)  预填充  生成'", () => {
  assert.deepEqual(read("| 生成（t/s） | Q4_K_M | Q6_K | Q8_0 |\n|---|---:|---:|---:|\n| 4090 | 39.2 | 30.5 | — |\n| 5090 | 61.8 | 53.4 | 41.7 |"),
    [[39.2, "decode"], [30.5, "decode"], [61.8, "decode"], [53.4, "decode"], [41.7, "decode"]]);
  assert.deepEqual(read("| tg128 (t/s) | 4090 | 3090 |\n|---|---:|---:|\n| Q4_K_M | 151.2 | 118.4 |"), [[151.2, "decode"], [118.4, "decode"]]);
  assert.deepEqual(read("```\n速度 (t/s)      预填充     生成\nQ4_K_M          2100       38\nIQ4_XS          2180       41\n```"),
    [[2100, "prefill"], [38, "decode"], [2180, "prefill"], [41, "decode"]]);
  // (a corner that names a size is no unit: the cells stay sizes)
  assert.deepEqual(read("| 显存 (GB) | Q4_K_M | Q6_K |\n|---|---:|---:|\n| 32B | 19.8 | 26.9 |"), []);
});

test("a comment line over a CSV is its caption, not its header: '# all rates in tok/s, llama-bench defaults, Qwen3-8B Q4_K_M' over 'gpu,pp,tg'; a tuple's header written as a comment stays one", () => {
  assert.deepEqual(read("```\n# all rates in tok/s, llama-bench defaults, Qwen3-8B Q4_K_M\ngpu,pp,tg\nRTX 5070 Ti,6120,137\nRTX 4070 Super,4380,84\n```"),
    [[6120, "prefill"], [137, "decode"], [4380, "prefill"], [84, "decode"]]);
  assert.deepEqual(read("```\n# (n_ctx, pp_tps, tg_tps)\n(4096, 3201.7, 58.3)\n(16384, 2744.0, 52.9)\n```"),
    [[3201.7, "prefill"], [58.3, "decode"], [2744, "prefill"], [52.9, "decode"]]);
});

test("a lead naming the phase in two words, then the unit and the setup, gives the figures after its colon their unit: 'Prompt processing t/s on the Strix Halo after the ROCm 7 update, …: 612 → 1,034'", () => {
  assert.deepEqual(read("Prompt processing t/s on the Strix Halo after the ROCm 7 update, Qwen3-30B-A3B Q4_K_M at 4k: 612 → 1,034. Generation barely moved."),
    [[612, "prefill"], [1034, "prefill"]]);
});

test("a column of seconds is no speed though its header names the phase and a caption the unit: 'gen_seconds' beside 'rate' under 'rate = gen_tokens / gen_seconds (tokens per second, generation only)'", () => {
  assert.deepEqual(read("run  gen_tokens  gen_seconds  rate\n1    512         4.217        121.41\n2    512         4.189        122.22\n" +
    "rate = gen_tokens / gen_seconds (tokens per second, generation only)"), [[121.41, "decode"], [122.22, "decode"]]);
});

test("labelled figures after a colon whose last figure closes with the unit are all claims: 'same prompt: Ollama 71, LM Studio 84, llama-server 89 tok/s', '：Ollama 2,210、LM Studio 2,480、llama.cpp 2,650 tokens/s'; not a sentence's words, nor a token bucket's", () => {
  assert.deepEqual(read("Same M4 Max, same gpt-oss-20b, same prompt: Ollama 71, LM Studio 84, llama-server 89 tok/s. LM Studio was on MLX."),
    [[71, null], [84, null], [89, null]]);
  assert.deepEqual(read("三个工具的预填充速度：Ollama 2,210、LM Studio 2,480、llama.cpp 2,650 tokens/s（4090，Qwen3-14B，8k prompt）。"),
    [[2210, "prefill"], [2480, "prefill"], [2650, "prefill"]]);
  assert.deepEqual(read("Short version: on the 5090, Qwen3-32B Q4_K_M does 61.3 t/s tg128."), [[61.3, "decode"]]);
  assert.deepEqual(read("Our gateway uses a token bucket per API key: capacity 500, refill 50 tokens per second."), []);
});

test("a card's number a list's joint follows, then another card or its figure, labels it: '第一档 5090，200 上下；第二档 4090、3090，140 到 160；第三档 M4 Max、AI Max+ 395，七八十'", () => {
  assert.deepEqual(read("按生成速度给大家分个档（Qwen3-30B-A3B，Q4，单位 t/s）：第一档 5090，200 上下；第二档 4090、3090，140 到 160；第三档 M4 Max、AI Max+ 395，七八十；剩下的集显和老卡基本 30 以下。").map(([value]) => value),
    [200, 160, 80, 30]);
});

test("a line naming both phases by their words gives each its bare figure: 'decode 38 → 47, prefill 1,100 → 1,460', '能到 prefill 255、decode 13.7'; not a test's size, a count or a setting", () => {
  assert.deepEqual(read('Their changelog line is literally "decode 38 → 47, prefill 1,100 → 1,460" with no unit and no hardware.'),
    [[38, "decode"], [47, "decode"], [1100, "prefill"], [1460, "prefill"]]);
  assert.deepEqual(read("看文档里 6454S 双路能到 prefill 255、decode 13.7，差距有点大"), [[255, "prefill"], [13.7, "decode"]]);
  assert.deepEqual(read("So 21,300 is prefill at 32 concurrent, not decode; decode at 32 concurrent is the 3,410 next to it."), []);
  assert.deepEqual(read("We prefill 2048 tokens and decode 128 tokens per request."), []);
});

test("notes of units said in more words: 'every figure in this post is prompt tokens processed per second', 'All of the above are generation speed in tokens per second', 't/s here always means generated tokens per second', 'tok/s throughout:', 'by generation tok/s at 4k context:'", () => {
  assert.deepEqual(read("Quick note before the numbers: every figure in this post is prompt tokens processed per second, measured with a 16k-token prompt. The 5090 did 3,420 on Qwen3-32B Q4_K_M, the 3090 managed 1,180 and the M4 Max sat at 214."),
    [[3420, "prefill"], [1180, "prefill"], [214, "prefill"]]);
  assert.deepEqual(read("Old 1080 Ti: 44. M4 Pro mini: 21 on the 14B, 41 on the 8B.\nAll of the above are generation speed in tokens per second as ollama reports it (eval rate), Q4_K_M, 8B unless noted."),
    [[44, "decode"], [21, "decode"], [41, "decode"]]);
  assert.deepEqual(read("Some context: t/s here always means generated tokens per second after the first token, as llama-server reports it. Gemma 3 27B QAT on the 3090 is 36, on the 4060 Ti 16GB it's 14."),
    [[36, "decode"], [14, "decode"]]);
  assert.deepEqual(read("tok/s throughout: the Framework Desktop runs Qwen3-30B-A3B Q4_K_M at 72 and gpt-oss-120b at 48."), [[72, null], [48, null]]);
  assert.deepEqual(read("Ranking the engines I tried on the Spark for gpt-oss-120b, by generation tok/s at 4k context: llama.cpp first at 52, then SGLang at 47, vLLM third at 41."),
    [[52, "decode"], [47, "decode"], [41, "decode"]]);
});

test("Chinese notes saying what the figures are: '我报的都是预填充速度，tokens/s。', '上面两个数字都是 … eval rate（tokens/s）', '本节所有速度指标均为预填充速度（prompt tokens/s）'", () => {
  assert.deepEqual(read("答主：我报的都是预填充速度，tokens/s。3090 跑 Qwen3-32B Q4 是 1,150 左右，4090 是 2,100。"), [[1150, "prefill"], [2100, "prefill"]]);
  assert.deepEqual(read("升级以后，同样的模型（qwen3:8b，4070 Super）速度明显变慢：之前 81，现在 63。\n上面两个数字都是 `ollama run --verbose` 里的 eval rate（tokens/s）。"),
    [[81, "decode"], [63, "decode"]]);
  assert.deepEqual(read("本节所有速度指标均为预填充速度（prompt tokens/s），输入长度统一为 8192。\n在 910B 单卡上，Qwen2.5-14B 为 3,860，Qwen2.5-32B 为 1,720。"),
    [[3860, "prefill"], [1720, "prefill"]]);
});

test("a list's lead naming another measure stays no speed's lead: 'Time to first token leaderboard (ms, p50, 1k-token prompt):', 'SD 出图速度天梯（it/s，…）：', '投机解码加速比（倍，…）：'", () => {
  assert.deepEqual(read("Time to first token leaderboard (ms, p50, 1k-token prompt):\n1. Groq — 180\n2. Cerebras — 210"), []);
  assert.deepEqual(read("SD 出图速度天梯（it/s，SDXL 1024×1024，30 步）：\n4090：8.1\n3090：4.6"), []);
  assert.deepEqual(read("投机解码加速比（倍，Qwen3-8B，MT-Bench）：\n- EAGLE-3：3.1\n- Medusa：2.2"), []);
});

test("a stress script's table under a note of its unit: the time column ('耗时(s)') and the aligned row above the note are no speeds, the throughput column is", () => {
  assert.deepEqual(read("$ python stress.py --concurrency 1,8,32   # 单卡 L40S\n并发   请求数   耗时(s)    输出tokens   输出吞吐\n" +
    "1      20       191.85     10240        53.38\n8      80       232.12     40960        176.46\n32     320      301.44     163840       543.52\n单位：输出吞吐为 tokens/s"),
  [[53.38, "decode"], [176.46, "decode"], [543.52, "decode"]]);
});

test("a short row of an aligned table is placed by the screen columns its header takes, a Chinese character two wide: '平均                        80.08' under '速度'", () => {
  assert.deepEqual(read("单位：tokens/s（仅统计生成阶段）\n轮次  生成token数  耗时(s)   速度\n1     400         5.02      79.68\n2     400         4.97      80.48\n平均                        80.08"),
    [[79.68, "decode"], [80.48, "decode"], [80.08, "decode"]]);
});

test("a chart's words saying what it plots speak for the figures read off it: '折线图展示的是…的解码速度（tokens/s）。', '画了一下 tok/s 随上下文长度的变化', 'line chart of decode tokens/s against context length'", () => {
  assert.deepEqual(read("折线图展示的是不同上下文长度下 gpt-oss-120b 的解码速度（tokens/s）。DGX Spark 的曲线最平：从 1K 的 49 一路缓慢下降到 32K 的 38；而 Strix Halo 在 32K 时只剩 27。"),
    [[49, "decode"], [38, "decode"], [27, "decode"]]);
  assert.deepEqual(read("用 Jupyter 画了一下 tok/s 随上下文长度的变化 Mac mini M4 Pro 跑 Qwen3-14B 4bit，4k 的时候 19.6，32k 直接掉到 11 了"), [[19.6, null], [11, null]]);
  assert.deepEqual(read("Alt text: line chart of decode tokens/s against context length for GLM-4.5-Air 4-bit on an M4 Max. The GGUF line starts at 41 at 1k, is at 33 by 16k and 24 by 64k."),
    [[41, "decode"], [33, "decode"], [24, "decode"]]);
});

test("closing notes of the unit: 'EDIT: all numbers above are prompt processing (pp512, t/s)', '4/ Units are output tokens/sec throughout.', '(Decode only, tokens per second, single request, llama.cpp b7304.)', '以下如无特别说明，均为 Qwen3-8B Q4_K_M 的单并发生成速度（tokens/s）'", () => {
  assert.deepEqual(read("On the 9070 XT I get 1,450 with Vulkan and 1,880 with ROCm (Qwen3-14B Q4_K_M).\nEDIT: all numbers above are prompt processing (pp512, t/s), not generation, sorry for the confusion."),
    [[1450, "prefill"], [1880, "prefill"]]);
  assert.deepEqual(read("2/ Top two: 1,850 and 1,120 (Cerebras, SambaNova).\n3/ Median provider: 88. Slowest: 21.\n4/ Units are output tokens/sec throughout. Full table in the blog."),
    [[1850, "decode"], [1120, "decode"], [88, "decode"], [21, "decode"]]);
  assert.deepEqual(read("On the same 70B Q4 the M3 Ultra did 14.2 and the DGX Spark 4.4. (Decode only, tokens per second, single request, llama.cpp b7304.)"),
    [[14.2, "decode"], [4.4, "decode"]]);
  assert.deepEqual(read("以下如无特别说明，均为 Qwen3-8B Q4_K_M 的单并发生成速度（tokens/s）。消费级显卡里 5090 以 213 排第一，4090 为 158；苹果阵营最快的 M3 Ultra 为 96。"),
    [[213, "decode"], [158, "decode"], [96, "decode"]]);
});

test("figures a footnote's mark follows take the footnote's unit and phase: 'dual 3090 gets 17¹' over '¹ llama.cpp, layer split, generation t/s', '22①' over '注：①单路生成速度，tokens/s；②总输出吞吐，tokens/s。'; a footnote naming no speed gives none", () => {
  assert.deepEqual(read("My numbers for Llama 3.3 70B Q4_K_M: dual 3090 gets 17¹, the M3 Ultra 14², the Strix Halo 4.8³.\n¹ llama.cpp, layer split, generation t/s\n² MLX 4-bit, generation t/s\n³ Vulkan, same prompt, generation t/s"),
    [[17, "decode"], [14, "decode"], [4.8, "decode"]]);
  assert.deepEqual(read("单用户速度 22①，64 并发时总吞吐 1,900②。\n注：①单路生成速度，tokens/s；②总输出吞吐，tokens/s。"), [[22, "decode"], [1900, "decode"]]);
  assert.deepEqual(read("The card cost 599¹ and draws 220².\n¹ USD, launch price\n² watts at the wall"), []);
});

test("a unit given after the figures, once: an edit's ('EDIT: people asking, these are tokens per second' a blank line below, 'Edit: sorry, t/s.', '——编辑：单位 t/s，忘写了'), 'Unit is token/s of output', a bracket '(Single-request decode, tok/s, …)', a post's 'Title: Tokens per second on …', 'Speeds (tok/s) from my little homelab, …:'", () => {
  assert.deepEqual(read("On my M4 Max (Qwen3-30B-A3B, 4-bit): MLX 96, llama.cpp 78, Ollama 71. Surprised by the gap.\n\nEDIT: people asking, these are tokens per second, generation only."),
    [[96, "decode"], [78, "decode"], [71, "decode"]]);
  assert.deepEqual(read("My 3060 does 44 on the 8B and 27 on the 14B.\nEdit: sorry, t/s. Forgot the unit."), [[44, null], [27, null]]);
  assert.deepEqual(read("两张 P40：单卡 13，行切分 19。\n——编辑：单位 t/s，忘写了"), [[13, null], [19, null]]);
  assert.deepEqual(read("I test a 32B AWQ on 4x 4090 with vllm, tp 4. Result is 74, 71, 69 for 1k, 4k, 8k prompt. Unit is token/s of output, one request only."),
    [[74, "decode"], [71, "decode"], [69, "decode"]]);
  assert.deepEqual(read("nightly numbers: baseline 142, with the new KV layout 151. (Single-request decode, tok/s, one H100, Llama 3.1 8B BF16.)"),
    [[142, "decode"], [151, "decode"]]);
  assert.deepEqual(read("Title: Tokens per second on every GPU I own, Qwen3-8B Q4_K_M\n\n5090: 231. 4090: 168. 3090: 131."), [[231, null], [168, null], [131, null]]);
  assert.deepEqual(read("Speeds (tok/s) from my little homelab, all Q4_K_M: the P40 does 21 on the 14B, the pair of MI50s does 33 on the 32B."),
    [[21, null], [33, null]]);
});

test("an edit's unit leaves settings, versions and acceptance alone: 'threads to 16 instead of 32', 'the 26.2 update', 'Acceptance was 0.71 and 0.48'", () => {
  assert.deepEqual(read("Got 14 on the first run and 19 once I set the threads to 16 instead of 32.\n\nEDIT: forgot to say, that's tokens per second of generation."),
    [[14, "decode"], [19, "decode"]]);
  assert.deepEqual(read("Updated my numbers after the 26.2 update: the 8B does 27 now.\nEDIT: forgot to say, those are generation speeds in tok/s."), [[27, "decode"]]);
  assert.deepEqual(read("Plain run 38, with the draft 44 on code. Acceptance was 0.71 and 0.48. Units are tokens per second, single stream."),
    [[38, null], [44, null]]);
});

test("a thread's posts are no CSV table: '2/ Generation, M5: 44.6, M4 Pro: 71.2.' heads no columns, so 'M5 at 1,020' is no '020'; the first post's '…, MLX, tokens per second.' gives the unit of the post under it", () => {
  assert.deepEqual(read("1/ Ran the M5 MacBook Pro against my M4 Pro mini on Qwen3-4B 4-bit, MLX, tokens per second.\n2/ Generation, M5: 44.6, M4 Pro: 71.2.\n3/ Prompt processing flips it: M5 at 1,020, M4 Pro at 690. The new GPU neural accelerators are doing something."),
    [[44.6, "decode"], [71.2, "decode"]]);
  assert.deepEqual(read("\"Time\",\"nuc-01:8080 predicted t/s\",\"mac-mini:8080 predicted t/s\"\n2025-12-06 20:00:00,11.2,24.6\n2025-12-06 20:05:00,11.4,25.1"),
    [[11.2, "decode"], [24.6, "decode"], [11.4, "decode"], [25.1, "decode"]]);
});

test("a method's label or a phase-first bracket gives bare figures their unit: 'Method: tokens/s measured client-side …', '口径：…、生成速度、tokens/s', '… 690 (prompt processing, tok/s, …)'; settings continued after 'at concurrency 1' stay settings ('12,600 at 8'); characters per second give none", () => {
  assert.deepEqual(read("Our bot streams at 87, 92 and 79 for the three regions. Method: tokens/s measured client-side over the whole response."),
    [[87, "decode"], [92, "decode"], [79, "decode"]]);
  assert.deepEqual(read("具体数字：llama.cpp 62，Ollama 57，MLX 71。口径：M4 Max、Qwen3-30B-A3B 8bit、生成速度、tokens/s、跑 3 次取平均。"),
    [[62, "decode"], [57, "decode"], [71, "decode"]]);
  assert.deepEqual(read("The M5 did 1,020 and the M4 Pro 690 (prompt processing, tok/s, Qwen3-4B at 4-bit in MLX). Decode was closer."),
    [[1020, "prefill"], [690, "prefill"]]);
  assert.deepEqual(read("### Prefill throughput (tokens/s)\n\nOn one L40S we measured 8,900 at concurrency 1, 12,600 at 8 and 13,400 at 32; past that it flattens."),
    [[8900, "prefill"], [12600, "prefill"], [13400, "prefill"]]);
  assert.deepEqual(read("语音合成测下来：CosyVoice2 每秒能合成 38，F5-TTS 29。\n口径：每秒合成的汉字数，RTX 4090。"), []);
});

test("a comment's date stamp is no figure ('11-19 · 浙江 · 回复 · 赞 18'), and a log line holding its own figure with the unit is no caption over the nvidia-smi columns above it", () => {
  assert.deepEqual(read("老王在调参\n你这 5090 跑 Qwen3-32B 才 45 tokens/s？我同样的卡生成能到 61。\n11-19 · 浙江 · 回复 · 赞 18\n\n  答主 回复 老王在调参\n  当时开着录屏，重跑了一遍是 59.4，文章已更新。\n  11-19 · 北京 · 回复 · 赞 6"),
    [[45, null], [61, "decode"], [59.4, null]]);
  assert.deepEqual(read("# gpu    pwr  gtemp  mtemp     sm    mem\n# Idx      W      C      C      %      %\n    0    391     64      -     97     61\n    0    388     64      -     98     60\nAvg prompt throughput: 1532.6 tokens/s"),
    [[1532.6, "prefill"]]);
});

test("a speed's unit carries to bare figures after it in its line, or an edit's line right under it, within a ratio of four: 'at 24 t/s in ollama' over 'EDIT: … its 31 now'; '沐曦 C500 双卡 25，海光 K100_AI 双卡 19'; not to counts, settings, citations or other units", () => {
  assert.deepEqual(read("My M1 Pro (16gb) runs qwen3 8b at 24 t/s in ollama, is that normal\nEDIT: nvm turned off low power mode and its 31 now 🙃"),
    [[24, null], [31, null]]);
  assert.deepEqual(read("单并发生成速度：昇腾 910B 双卡 27 tokens/s，沐曦 C500 双卡 25，海光 K100_AI 双卡 19。"),
    [[27, "decode"], [25, "decode"], [19, "decode"]]);
  assert.deepEqual(read("deepseek api has been so slow today?? like 8 tok/s output. usually its 30ish. paying for this btw"),
    [[8, "decode"], [30, null]]);
  assert.deepEqual(read("Qwen3-14B AWQ: 58 tok/s single user, with 16 parallel requests it holds up. TTFT p50 at 64 is 1.3 s [12, 31]."), [[58, null]]);
  assert.deepEqual(read("生成速度大概 40 tokens/s。同一张卡跑 SDXL 是 12 it/s 左右，带宽从 120 → 153 GB/s。"), [[40, "decode"]]);
});

test("reStructuredText's csv-table: its ':header:' option heads the columns, its ':widths:' option is no row", () => {
  assert.deepEqual(read('.. csv-table:: Apple Silicon, MLX 4-bit, generation tokens/s (512-token prompt)\n   :header: "Model", "M4 Pro 64GB", "M4 Max 128GB", "M3 Ultra 512GB"\n   :widths: 28, 18, 18, 18\n\n   "Qwen3-8B", 46.8, 91.7, 121.3'),
    [[46.8, "decode"], [91.7, "decode"], [121.3, "decode"]]);
});

test("a unit written as a noun and the figure it is said to be: 'output tokens/s at 9.2k sustained and prompt tokens/s around 38k', 'the tok/sec LM Studio shows under each reply was 43.8', 'Generation Tokens/Sec 白天基本在 2,300 上下'; not a figure's own unit's setting ('1,850 output tok/s at 64'), a length or a list of settings after 'at', or a gateway's TPS", () => {
  assert.deepEqual(read("Grafana shows output tokens/s at 9.2k sustained and prompt tokens/s around 38k under the replay load; p95 TTFT is 1.4 s."),
    [[9200, "decode"], [38000, "prefill"]]);
  assert.deepEqual(read("For anyone comparing: the tok/sec LM Studio shows under each reply was 43.8 for me."), [[43.8, null]]);
  assert.deepEqual(read("Grafana 上 Generation Tokens/Sec 白天基本在 2,300 上下。"), [[2300, "decode"]]);
  assert.deepEqual(read("We see 1,850 output tok/s at 64 on 4xL40S."), [[1850, "decode"]]);
  assert.deepEqual(read("tok/s at 1 / 8 / 32 concurrent, as before. Prefill (t/s) at 4k is the other table."), []);
  assert.deepEqual(read("对大模型网关做了 JMeter 压测（后端用 mock），TPS 能到 1800，平均响应 35ms，网关不是瓶颈。"), []);
});

test("a carried unit skips a list that closes with another unit, a version and a rate of characters: 'File sizes 8.5, 6.6, 5.7 and 4.9 GB', 'JetPack 6.2', 'about 60 Chinese characters per second'", () => {
  assert.deepEqual(read("Q8_0 29, Q6_K 36 and Q4_K_M 46 tok/s when generating. File sizes 8.5, 6.6 and 4.9 GB, so it's bandwidth."),
    [[29, null], [36, null], [46, null]]);
  assert.deepEqual(read("Prompt processing at MAXN was 410 t/s. JetPack 6.2, bought in March."), [[410, "prefill"]]);
  assert.deepEqual(read("the generation speed is 45 tokens per second, that's about 60 Chinese characters per second on screen."), [[45, "decode"]]);
});

test("a caption saying it is the one above again: 'Same again at 32k context:' under a list's 'Decode speed on my 4070 Ti Super, tok/s, 4k context:', 'Table 2. Same units as Table 1, 32k context' over a second table", () => {
  assert.deepEqual(read("Decode speed on my 4070 Ti Super, tok/s, 4k context:\n- Qwen3-8B Q4_K_M: 104\n- gpt-oss-20b: 152\n\nSame again at 32k context:\n- Qwen3-8B Q4_K_M: 79\n- gpt-oss-20b: 121").map(([value]) => value),
    [104, 152, 79, 121]);
  assert.deepEqual(read("Table 1. Single-stream decode, tokens/s, 4k context\n\n| GPU | Qwen3-32B Q4_K_M |\n|---|---:|\n| RTX 3090 | 33.8 |\n\nTable 2. Same units as Table 1, 32k context\n\n| GPU | Qwen3-32B Q4_K_M |\n|---|---:|\n| RTX 3090 | 27.9 |").map(([value]) => value),
    [33.8, 27.9]);
  assert.deepEqual(read("Prices, USD per hour:\n- H100: 2.49\n\nSame again for reserved:\n- H100: 1.89"), []);
});

test("a heading whose unit a bracket of setup follows speaks for the paragraph under it ('### Generation speed, tok/s (llama-server, 4k context, one user)'); 'units tok/s as always' and '口径：' speak for the sentences after them, not a 口径 of characters; a QPS is no speed", () => {
  assert.deepEqual(read("### Generation speed, tok/s (llama-server, 4k context, one user)\n\nThe 7900 XTX surprised me. Vulkan gave 96 on Qwen3-8B Q4_K_M and ROCm 7.0.2 gave 88. The card idles at 19W and pulls 330W flat out."),
    [[96, "decode"], [88, "decode"]]);
  assert.deepEqual(read("@here nightly perf is in, units tok/s as always. Qwen3-32B-AWQ on one L40S: 36 single stream (was 38), 690 at 32 concurrent.").map(([value]) => value),
    [36, 38, 690]);
  assert.deepEqual(read("口径：每秒输出的汉字数（单位 字/秒），手机 App 里掐表测的。豆包 38，Kimi 45，文心一言 29。"), []);
  assert.deepEqual(read("我们组内统一口径：TPS 指每秒输出 token 数。线上单路 TPS 32 左右，整机 TPS 在 1,400 上下，QPS 大约 2.1。").map(([value]) => value),
    [32, 1400]);
});

test("a table header naming a model's speed with its phase keeps the table beside another rate's column ('| 训练单卡吞吐（tokens/s） | 推理单路生成（tokens/s） |') or a video column, but a tokenizer's rates stay out", () => {
  assert.deepEqual(read("| 模型 | 训练单卡吞吐（tokens/s） | MFU | 推理单路生成（tokens/s） |\n|---|---:|---:|---:|\n| 7B | 9,400 | 40% | 165 |\n| 14B | 4,700 | 40% | 96 |\n\n训练在 H800 上，推理是单卡 H800 + vLLM。"),
    [[165, "decode"], [96, "decode"]]);
  assert.deepEqual(read("| Model | Frames sampled | Prefill (tok/s) | Decode (tok/s) |\n|---|---|---:|---:|\n| Qwen2.5-VL-7B AWQ | 120 | 3,050 | 121 |"),
    [[3050, "prefill"], [121, "decode"]]);
  assert.deepEqual(read("Tokenizer speed only, no model involved:\n\n| library | encode tok/s | decode tok/s |\n|---|---:|---:|\n| tiktoken | 5912340 | 18203551 |"), []);
});

test("a post whose figures are all bare and whose unit stands alone in a sentence giving it ('(those are tg128 from llama-bench, t/s)', 'everything in tok/s', 'the unit I use is the output tokens per second'), but not a sentence only naming the unit, nor a note giving two units ('t/s and s')", () => {
  assert.deepEqual(read("Ran gpt-oss-120b on the Framework Desktop across three backends. Vulkan RADV: 48, ROCm 7.1: 44, and the CPU-only build on all 16 cores: 14.\n\n(those are tg128 from llama-bench, t/s, -fa 1, default batch)"),
    [[48, "decode"], [44, "decode"], [14, "decode"]]);
  assert.deepEqual(read("Strix Halo numbers, everything in tok/s\n\ngpt-oss-120b: 46 gen, 610 pp. Qwen3-235B-A22B Q3_K_XL: 11 gen, 95 pp.").map(([value]) => value),
    [46, 610, 11, 95]);
  assert.deepEqual(read("Geekbench AI, quantized score: M4 Max 14,230, Snapdragon X Elite 11,870. None of that tells you tokens per second."), []);
  assert.deepEqual(read("最近二手卡价格：3090 五千出头，P40 八百多。单位是人民币，别问我每秒多少 token。"), []);
  assert.deepEqual(read("Qwen3-8B Q4_K_M on a Jetson AGX Orin 64GB, MAXN:\ngen 27.3, first token 0.41\n(both from llama-server's timings; t/s and s)"), []);
});

test("the fallback reads a note's order of phases ('(注：以下数字单位均为 token/s，斜杠前为预填充，斜杠后为解码。)'), a reply that is the unit ('tok/s of decode, sorry.'), a clause of its own ('两个数都是 llama-bench 的 tg128'), but no question's unit, no figure in ms per token and no 'tokens per second' of another post", () => {
  assert.deepEqual(read("（注：以下数字单位均为 token/s，斜杠前为预填充，斜杠后为解码。）在昇腾 910B 单卡上，Qwen2.5-7B-Instruct 用 MindIE 跑出来是 6,850/41.2，用 vllm-ascend 是 5,930/38.7，两者差距主要在预填充。"),
    [[6850, "prefill"], [41.2, "decode"], [5930, "prefill"], [38.7, "decode"]]);
  assert.deepEqual(read("> the y axis on your screenshot has no label, what is it?\n\ntok/s of decode, sorry. So the 3090 line starts at 112 and is down to 64 by 32k."),
    [[112, "decode"], [64, "decode"]]);
  assert.deepEqual(read("求解释，llama.cpp 换了个 build 推理速度涨了一截：b7120 是 29，换到 b7206 变成 36。显卡 7900 XTX，上下文 8k，两个数都是 llama-bench 的 tg128。"),
    [[29, "decode"], [36, "decode"]]);
  assert.deepEqual(read("Stas:\nforget tok/s for a second, what does gpt-oss-120b cost on openrouter?\nMila:\n0.09 / 0.45"), []);
  assert.deepEqual(read("Qwen3-8B Q4_K_M: the 4090 does 112 and the 3090 does 64.\n\nEDIT: people asked about units. tok/s, generation. ms per token would be about 9 and 16."),
    [[112, "decode"], [64, "decode"]]);
  assert.deepEqual(read("3090 现在咸鱼四千五左右，4090 一万六出头；t/s 我之前发过就不重复了。"), []);
});

test("a legend naming by place one speed and one other measure reads the speed's place only: 'first number = median output tok/s, second = TTFT in seconds' over '1. DeepInfra — 61 · 0.49'; one naming two phases still reads both", () => {
  assert.deepEqual(read("Sorted by price, cheapest first:\n1. DeepInfra — 61 · 0.49\n2. Groq — 276 · 0.22\nLegend: first number = median output tok/s, second = TTFT in seconds (gpt-oss-120b, 72h window)").map(([value]) => value),
    [61, 276]);
  assert.deepEqual(read("1. 火山引擎 — 58 · 0.42\n2. 阿里云百炼 — 44 · 0.56\n说明：第一个数是输出速度（tokens/s），第二个是首字延迟（秒），模型 DeepSeek-V3.1。").map(([value]) => value),
    [58, 44]);
  assert.deepEqual(read("gpt-oss-20b, llama.cpp, 8k ctx. First number is generation t/s, second is prompt processing:\n\n1. RTX 3090: 163 / 4,210\n2. Arc B580: 92 / 1,640"),
    [[163, "decode"], [4210, "prefill"], [92, "decode"], [1640, "prefill"]]);
});

test("the fallback reads a heading that is the unit ('#### Tokens per second'), a reply after a speaker's name ('楼主 回复 1楼：t/s 啊，生成速度'), a unit in a bracket after a speed word ('输出速度（t/s）'), a label's next pair ('vulkan 142 rocm 118'); never a chart's ticks, a row's number or thousands ('(K tokens/s)')", () => {
  assert.deepEqual(read("#### Tokens per second\n\nShort version: Qwen3-30B-A3B gives me 74 on the M4 Pro mini and 118 on the M4 Max MacBook, both MLX 4-bit.").map(([value]) => value),
    [74, 118]);
  assert.deepEqual(read("楼主：双卡 2080Ti 22G 跑 Qwen3-32B Q4，17 左右；单卡跑 14B，30 出头。\n1楼：这是啥单位\n楼主 回复 1楼：t/s 啊，生成速度，还能是啥"),
    [[17, "decode"], [30, "decode"]]);
  assert.deepEqual(read("佬们，我把几家 API 的输出速度（t/s）挂了一晚上：DeepSeek 官方 24，硅基流动 19，火山引擎 47。价格方面官方最便宜。").map(([value]) => value),
    [24, 19, 47]);
  assert.deepEqual(read("[9:41 PM] kiwi_ops: 7900 XTX, Qwen3-30B-A3B UD-Q4_K_XL, vulkan 142 rocm 118\n[9:41 PM] mtbcoder: tg?\n[9:42 PM] kiwi_ops: yeah tg, t/s. pp goes the other way round, rocm wins that one"),
    [[142, "decode"], [118, "decode"]]);
  assert.deepEqual(read("视频里那张柱状图：纵轴是 Qwen3-32B 的生成速度（tokens/s），刻度 0、25、50、75。"), []);
  assert.deepEqual(read("The \"tok/s\" column mixes per-user and aggregate numbers. Row 14 says 3,900 for an 8B, but one user gets about 140.").map(([value]) => value).includes(14), false);
});

test("a list's note whose second figure is a latency reads the first figure only: '(decode tok/s / TTFT ms at 2k prompt)' over '- RTX 5090: 236 / 140', 'second figure is p50 TTFT in seconds', '第一个数 = 生成 t/s，第二个数 = 首 token 延迟 s'", () => {
  assert.deepEqual(read("Quick numbers, Qwen3-30B-A3B Q4_K_M, llama.cpp b7302 (decode tok/s / TTFT ms at 2k prompt):\n- RTX 5090: 236 / 140\n- RTX 4090: 188 / 190").map(([value]) => value),
    [236, 188]);
  assert.deepEqual(read("Median output speed for gpt-oss-120b over the last 72h (tok/s; second figure is p50 TTFT in seconds):\n1. Cerebras — 1,480 / 0.29\n2. SambaNova — 318 / 0.62").map(([value]) => value),
    [1480, 318]);
  assert.deepEqual(read("图例：第一个数 = 生成 t/s，第二个数 = 首 token 延迟 s（4090，Qwen3-32B，输入 2K）\n- vLLM（AWQ）：46 / 0.7\n- SGLang（AWQ）：49 / 0.6").map(([value]) => value),
    [46, 49]);
});

test("a table whose caption disowns the unit it names is no speeds: 'Relative to the 4090 (=100), not tok/s.', 'tok/s figures are in my reply below'", () => {
  assert.deepEqual(read("| GPU | gen | prompt |\n|---|---:|---:|\n| RTX 4090 | 100 | 100 |\n| RTX 3090 | 81 | 52 |\nRelative to the 4090 (=100), not tok/s. Absolute figures are in the spreadsheet linked above."), []);
  assert.deepEqual(read("| prompt length | vLLM | llama.cpp |\n|---|---:|---:|\n| 2k | 0.21 | 0.38 |\n| 16k | 1.6 | 3.1 |\n\\* time to first token in seconds; tok/s figures are in my reply below"), []);
  assert.deepEqual(read("| GPU | gen | prompt |\n|---|---:|---:|\n| RTX 4090 | 131 | 9,800 |\nAll tok/s, llama-bench defaults.").map(([value]) => value), [131, 9800]);
});

test("the fallback reads a note that names the device's memory ('(speed figures in this section are tg128, t/s, M2 Ultra 192GB)') and a sentence with 'tp=2', not a plotting script's arguments", () => {
  assert.deepEqual(read("Release notes, v0.4.0 (speed figures in this section are tg128, t/s, M2 Ultra 192GB)\n- Metal: fused RMSNorm + rope for Qwen3 models, 68.2 → 73.9 on Qwen3-8B Q8_0\n- Metal: faster MoE expert dispatch, Qwen3-30B-A3B Q4_K_M 96.3 → 118.4\n- Fixed a crash when n_ctx > 131072").map(([value]) => value),
    [68.2, 73.9, 96.3, 118.4]);
  assert.deepEqual(read("@所有人 新集群压测结果（2 卡 H100，tp=2）：Qwen3-32B，单路 46，16 并发每路 33，总共 520 左右。统一口径：解码速度，tokens/s，输入 1K 输出 512。").map(([value]) => value),
    [46, 33, 520]);
  assert.deepEqual(read("speeds = {\"M1 Max\": 61.8, \"M3 Max\": 72.4}\nfig, ax = plt.subplots(figsize=(6, 3))\nax.set_ylabel(\"generation speed (tok/s)\")").map(([value]) => value).includes(6), false);
});

test("the fallback leaves out a run of sizes ('VRAM was 21.4 / 24.6 / 28.1 GB') and a footnote's own figures ('*是每秒生成的 token 数，…，教育优惠 7499')", () => {
  assert.deepEqual(read("Ran the three usual quants of Qwen3-32B on my 5090 overnight, llama.cpp b7310, 8k ctx, flash attention on:\nQ4_K_M 61, Q5_K_M 54, Q6_K 47. VRAM was 21.4 / 24.6 / 28.1 GB, so Q6 only just fits with the desktop running.\n> units? gen or pp?\ngen, tok/s. pp was all over the place between runs so I left it out."),
    [[61, "decode"], [54, "decode"], [47, "decode"]]);
  assert.deepEqual(read("姐妹们！MacBook Air M4 跑本地模型实测来啦✨\nQwen3-4B：19*\nGemma 3 4B：17*\nQwen3-8B：11*\n*是每秒生成的 token 数，用的 LM Studio，16G 内存版，买的时候教育优惠 7499\n#本地大模型 #MacBookAir").map(([value]) => value),
    [19, 17, 11]);
});

test("the fallback reads a dagger footnote ('6,800†' over '† output tokens per second, summed over requests'), a chat's unit after its header ('[老周 20:15] tokens/s，单路'), a thread's numbered post ('1/ Tokens per second, M5 … vs …') and a column's bracket ('throughput column (tok/s)')", () => {
  assert.deepEqual(read("**Throughput.** On a single H100 SXM the FP8 checkpoint serves 6,800† at 64 concurrent requests with 2k-token prompts, and a lone request decodes at 182. Memory footprint is 9.1 GB for weights.\n\n† output tokens per second, summed over requests"),
    [[6800, "decode"], [182, "decode"]]);
  assert.deepEqual(read("[老周 20:14] 910B 上 Qwen3-32B w8a8 单卡跑出来 19，四卡 tp 36\n[小林 20:15] 单位？\n[老周 20:15] tokens/s，单路\n[小林 20:16] 那还行，我们 H20 上是 33，不过一张卡贵了快一倍").map(([value]) => value),
    [19, 33]);
  assert.deepEqual(read("1/ Tokens per second, M5 MacBook Pro vs M4 Pro Mac mini, same prompts, LM Studio MLX runtime 0.3.31 🧵\n2/ Qwen3-8B 4bit: 27 vs 41\n3/ gpt-oss-20b: 43 vs 62").map(([value]) => value),
    [27, 41, 43, 62]);
  assert.deepEqual(read("OpenRouter's throughput column (tok/s) for Kimi K2 used to say 48 for the cheapest provider; this week it's 19 and my agent loop takes twice as long.").map(([value]) => value),
    [48, 19]);
});

test("a table whose caption says what each cell's two figures are reads the speed's place ('Each cell is TTFT (s) / generation (tok/s)') or gives each its phase ('Each cell is prefill / generation (tok/s)')", () => {
  const table = (caption, a, b) => `${caption}\n\n| prompt | llama.cpp | ExLlamaV3 |\n|---|---|---|\n| 4k | ${a} | ${b} |`;
  assert.deepEqual(read(table("Each cell is TTFT (s) / generation (tok/s):", "1.4 / 58.2", "1.2 / 61.7")), [[58.2, "decode"], [61.7, "decode"]]);
  assert.deepEqual(read(table("Each cell is generation (tok/s) / TTFT (s):", "58.2 / 1.4", "61.7 / 1.2")), [[58.2, "decode"], [61.7, "decode"]]);
  assert.deepEqual(read(table("Each cell is prefill / generation (tok/s):", "1400 / 58.2", "1200 / 61.7")),
    [[1400, "prefill"], [58.2, "decode"], [1200, "prefill"], [61.7, "decode"]]);
});

test("words disowning the unit keep a note's figures out ('Nobody measured tok/s for this one.' under a table of ratings), a speech model's tokens per second is no model speed ('（单位：每秒语音 token 数）'), and a list of prices is none ('($ per 1M output tokens):')", () => {
  assert.deepEqual(read("| model | coding | chat | speed feel |\n|---|---:|---:|---:|\n| Qwen3-30B-A3B | 7 | 8 | 9 |\n| GLM-4.5-Air | 8 | 8 | 5 |\nEvery column is a 1–10 rating from our Discord poll, \"speed feel\" included. Nobody measured tok/s for this one."), []);
  assert.deepEqual(read("（单位：每秒语音 token 数）CosyVoice 2 是 25，Mimi 12.5，GLM-4-Voice 12.5。这个数越低，语言模型那边越省事。"), []);
  assert.deepEqual(read("Cheapest providers for DeepSeek-V3.1 right now ($ per 1M output tokens):\n1. DeepInfra — 0.95\n2. Chutes — 1.10\n3. Fireworks — 1.68 (but 164k context)"), []);
  assert.deepEqual(read("Mac mini M4 Pro 64GB (the $2,199 one), llama.cpp Metal, pp512 / tg128 in t/s:\n1. Llama 3.1 8B Q4_K_M — 580 / 41.3\n2. Qwen3-14B Q4_K_M — 310 / 22.6").map(([value]) => value),
    [580, 41.3, 310, 22.6]);
});

test("a post's unit given once for every figure is read ('every number in this post is tokens per second', 'in tokens/s, for all three'), and a figure after a concurrency already counted is a speed ('16 并发 1,240，64 并发 3,380')", () => {
  assert.deepEqual(read("Heads up, every number in this post is tokens per second. Phi-4-mini on the Pi 5 8GB: 5.9. Qwen3-1.7B: 11.6. Gemma 3 1B: 16.2."),
    [[5.9, null], [11.6, null], [16.2, null]]);
  assert.deepEqual(read("Got 29 on the 3060 12GB, 24 on the 4060 Ti 16GB and 38 on the Arc B580. I'm quoting the eval rate from `ollama --verbose`, in tokens/s, for all three."),
    [[29, "decode"], [24, "decode"], [38, "decode"]]);
  assert.deepEqual(read("压测结果同步一下，口径：总输出吞吐，tokens/s。8 卡 H20 跑 DeepSeek-V3.1：16 并发 1,240，64 并发 3,380，128 并发 4,710。").map(([value]) => value),
    [1240, 3380, 4710]);
  assert.deepEqual(read("On my 7900 XTX: 31* at short context and 24* once the chat got past 20k.\n\\* tok/s, generation, llama.cpp Vulkan").map(([value]) => value),
    [31, 24]);
});

test("a note's unit reaches figures written as before/after pairs ('1,180 before, 1,940 after'), a bracket saying all figures are in it ('（都是每秒 token 数）'), a chart's axis ('纵轴是 tokens/s') and a column converted to one unit ('统一换算成了 tokens/s'); a figure takes the phase its own sentence names; 'tensor parallel 2' is a size, '单用户 24' a speed", () => {
  assert.deepEqual(read("Prompt processing throughput on the 7900 XTX (Qwen3-32B Q4_K_M, tok/s), before and after the patch: 1,180 before, 1,940 after. Token generation didn't move, 41 both times."),
    [[1180, "prefill"], [1940, "prefill"], [41, "decode"]]);
  assert.deepEqual(read("M4 Pro 的 Mac mini 跑本地模型，报个数（都是每秒 token 数）：Qwen3-4B 48，Qwen3-8B 30，gpt-oss-20b 52").map(([value]) => value), [48, 30, 52]);
  assert.deepEqual(read("视频里那个柱状图纵轴是 tokens/s，最高那根是 5090 的 61，最矮的是 4060Ti 的 12").map(([value]) => value), [61, 12]);
  assert.deepEqual(read("老板要求表里的速度统一写成单用户输出 tokens/s，目前实测：Qwen3-32B 单用户 24，Qwen3-14B 单用户 47。"), [[24, "decode"], [47, "decode"]]);
  assert.deepEqual(read("The y-axis is generation tok/s. For Qwen3-32B on the 3090 pair (vLLM, tensor parallel 2) the line starts at 64 and ends at 23, and the MI50 pair starts at 27 and flattens out at 9.").map(([value]) => value),
    [64, 23, 27, 9]);
});

test("a closing clause's unit reaches the run before it past a context length ('142 on the 5090, 118 on the 4090 …, all tok/s at 4k context'), and a bracket opening on the unit right after a run's last figure gives it ('Groq 610, Together 140 (tokens per second on gpt-oss-120b, …)')", () => {
  assert.deepEqual(read("Qwen3-30B-A3B Q4_K_M generates at 142 on the 5090, 118 on the 4090 and 104 on the 3090, all tok/s at 4k context with llama.cpp b7301."),
    [[142, "decode"], [118, "decode"], [104, "decode"]]);
  assert.deepEqual(read("Output speed from the providers I tried: Cerebras 1,900, Groq 610 (tokens per second on gpt-oss-120b, median of five runs)."),
    [[1900, "decode"], [610, "decode"]]);
});

test("a note gives its unit 'throughout' ('I'll use t/s for generation throughout.'), a column's description gives it ('“速度”一列为每秒生成 token 数'), and a bare figure may be said to be a device's ('72 is the 5070 Ti')", () => {
  assert.deepEqual(read("I'll use t/s for generation throughout. The Pi 5 gets 9 on Qwen3-1.7B Q4 and 4 on the 4B; the Orange Pi 5 gets about 12 on the 1.7B."),
    [[9, "decode"], [4, "decode"], [12, "decode"]]);
  assert.deepEqual(read("说明：下表中“速度”一列为每秒生成 token 数，测试机为 RK3588。Qwen3-1.7B 约 14，Qwen3-4B 约 6.5。"), [[14, "decode"], [6.5, "decode"]]);
  assert.deepEqual(read("> what units are those?\ntokens per second, generation. 72 is the 5070 Ti and 58 the 4070 Ti Super, both on the 14B at Q4_K_M."),
    [[72, "decode"], [58, "decode"]]);
});

test("after a context length already written, the figure is a speed ('空载 86，8k 上下文 78，32k 上下文 64'); rates said to be in the unit give it ('i.e. the Process and Generate rates in T/s'); an org-mode source block's numbers stay code's", () => {
  assert.deepEqual(read("4090 跑 Qwen3-14B Q4_K_M，空载 86，8k 上下文 78，32k 上下文 64，64k 上下文 49。都是 llama-server 报的生成速度，t/s。"),
    [[86, "decode"], [78, "decode"], [64, "decode"], [49, "decode"]]);
  assert.deepEqual(read("koboldcpp now shows 2,740 then 36 for my usual prompt, i.e. the Process and Generate rates in T/s.").map(([value]) => value), [2740, 36]);
  assert.deepEqual(read("#+begin_src sh\nollama run \"$m\" --verbose 2>&1 >/dev/null\n#+end_src\n\n(4090. Last column is the eval rate in tokens/s.)"), []);
});

test("a note gives its unit by what the speed means ('Speed here means tokens per second for a single user'), by a rule ('decode 和 prefill 都按 t/s 算：'), by a chart's bracket ('In the chart below (tokens per second, …)') and its phases by a slash ('that's prompt processing / generation, in t/s' over '1800/95'); test conditions are no note ('tokens/s 的测试条件：并发 1、8、32')", () => {
  assert.deepEqual(read("Speed here means tokens per second for a single user, no batching: an M4 Max does about 11 on a 70B at Q4, and a pair of 3090s about 17."), [[11, null], [17, null]]);
  assert.deepEqual(read("decode 和 prefill 都按 t/s 算：decode 47 左右，prefill 大概 2,600。"), [[47, "decode"], [2600, "prefill"]]);
  assert.deepEqual(read("Qwen3-30B-A3B on one 3090: 1800/95 with the new build.\nEDIT: since people asked, that's prompt processing / generation, in t/s."),
    [[1800, "prefill"], [95, "decode"]]);
  assert.deepEqual(read("tokens/s 的测试条件：并发 1、8、32，输入 1024，输出 512，每组跑 3 轮。"), []);
});

test("a concurrency raised from one figure to another is a setting ('并发从 1 加到 64', '并发从 8 提到 32'), a single stream's is not ('单并发从 138 提升到 165'); a note saying which phase the figures are not is still a note ('注：都是生成速度，token/s，不是预填充。')", () => {
  assert.deepEqual(read("文末表格是 vLLM 压测结果，吞吐单位 tokens/s。简单说，并发从 1 加到 64，总输出吞吐从 38 涨到了 1,420。").map(([value]) => value), [38, 1420]);
  assert.deepEqual(read("vLLM 单路 41 tokens/s，并发从 8 提到 32，总吞吐涨到 1,150。").map(([value]) => value), [41, 1150]);
  assert.deepEqual(read("Qwen3-14B Q4_K_M，单卡 46，双卡层切分 41，开了 -fa 以后单卡到 49。\n注：都是生成速度，token/s，不是预填充。"),
    [[46, "decode"], [41, "decode"], [49, "decode"]]);
});

test("a line naming a headerless table's columns gives its cells their speeds and phases ('Columns: GPU, prompt tok/s, generation tok/s, VRAM GB.', '每行依次是：显卡、预填充、生成，单位 t/s'), a latency's or a count's column none", () => {
  assert.deepEqual(read("Columns: GPU, prompt tok/s, generation tok/s, VRAM GB.\n```\n4090        7,310   161   6.1\n5090       11,840   228   6.3\n```"),
    [[7310, "prefill"], [161, "decode"], [11840, "prefill"], [228, "decode"]]);
  assert.deepEqual(read("每行依次是：显卡、预填充、生成，单位 t/s（Qwen3-8B Q4_K_M，llama.cpp）\n```\n4090      7,250   158\n3090      4,100   121\n```"),
    [[7250, "prefill"], [158, "decode"], [4100, "prefill"], [121, "decode"]]);
  assert.deepEqual(read("列依次是并发数、总输出吞吐、首 token 延迟；吞吐的单位是 tokens/s，延迟是毫秒。\n```\n1         46.2        380\n8        331.2        620\n```").map(([value]) => value),
    [46.2, 331.2]);
});

test("a change 'from X to Y' under a note's unit gives both figures ('dropped from 112 to 87 (Qwen3-8B …)'), a spread 'anywhere from X to Y' its upper end only, and a figure may be followed by its setup in brackets", () => {
  assert.deepEqual(read("After updating from b7150 to b7210, token generation on my 3090 dropped from 112 to 87 (Qwen3-8B Q4_K_M, -ngl 99). Prompt processing is unchanged at ~4,900. Both in t/s as printed by llama-server.").map(([value]) => value),
    [112, 87, 4900]);
  assert.deepEqual(read("Pinned · DeepSeek-V3.2 output speed by provider (tok/s):\n1. DeepSeek official — 31\n2. OpenRouter \"auto\" — anywhere from 20 to 65").map(([value]) => value),
    [31, 65]);
});

test("a column list names columns by their place ('列说明：第一列显卡，…，第三列预填充（t/s），第四列生成（t/s），第五列显存（GB）') over markdown rows whose header was lost; a table with its own header row keeps its columns, and an audio token rate's column is none", () => {
  assert.deepEqual(read("列说明：第一列显卡，第二列量化，第三列预填充（t/s），第四列生成（t/s），第五列显存（GB）。\n| 4060 Ti 16G | Q4_K_M | 1420 | 24.8 | 11.2 |\n| 4070 Ti S | Q4_K_M | 2310 | 44.9 | 11.2 |"),
    [[1420, "prefill"], [24.8, "decode"], [2310, "prefill"], [44.9, "decode"]]);
  assert.deepEqual(read("Columns: `pp` = prompt processing at 4k, `tg` = generation, both t/s; `W` = wall power.\n| card | pp | tg | W |\n|---|---:|---:|---:|\n| 3060 12GB | 1,940 | 52 | 168 |").map(([value]) => value),
    [1940, 52]);
  assert.deepEqual(read("Columns: codec, frame rate (Hz), codebooks, tokens per second of audio.\n```\nMimi       12.5    8    100\nEnCodec    75      8    600\n```"), []);
});

test("a column list written as keys ('# columns: model ctx pp_tps tg_tps') or over CSV rows ('Columns are: engine, model, concurrency, output tok/s …' over 'vllm,qwen3-32b-awq,8,392.0,49.0,260') gives the rows' cells their speeds", () => {
  assert.deepEqual(read("```\n# sweep.py output, 4070 Ti Super\n# columns: model ctx pp_tps tg_tps\nqwen3-4b   4096   5120.4   168.2\nqwen3-8b   4096   3012.9   104.8\n```"),
    [[5120.4, "prefill"], [168.2, "decode"], [3012.9, "prefill"], [104.8, "decode"]]);
  assert.deepEqual(read("Columns are: engine, model, concurrency, output tok/s (sum over requests), per-request tok/s, TTFT p50 in ms.\n```\nvllm,qwen3-32b-awq,8,392.0,49.0,260\n```").map(([value]) => value),
    [392, 49]);
});

test("rows with no header under a caption naming the unit ('gen speed on my M4 Max …, tok/s.' over '```' and 'qwen3-30b-a3b | 96.1') are a table, its first row read as the others; a header of driver versions or cards is none of its rows", () => {
  assert.deepEqual(read("gen speed on my M4 Max 128GB, MLX 4-bit, tok/s. no header row, typed it on my phone\n\n```\nqwen3-30b-a3b     | 96.1\ngpt-oss-120b      | 71.4\nllama-3.3-70b     | 11.8\n```"),
    [[96.1, "decode"], [71.4, "decode"], [11.8, "decode"]]);
  assert.deepEqual(read("不同上下文长度下的解码速度（Qwen3-30B-A3B Q4_K_M，RTX 5090，单位 t/s）\n4k    168\n32k   117\n64k   86"),
    [[168, "decode"], [117, "decode"], [86, "decode"]]);
  assert.deepEqual(read("【实测】驱动更新前后对比，Qwen3-8B Q4_K_M，tg128（t/s）\n```\n显卡        576.88    581.57\n3060 12G     57.9      58.3\n4070         78.6      79.4\n```").map(([value]) => value),
    [57.9, 58.3, 78.6, 79.4]);
  assert.deepEqual(read("Results:\n\nqwen3-30b-a3b     96.1\ngpt-oss-120b      71.4"), []);
});

test("a column list ends at a comma after names another mark sets apart ('每行依次是：量化、pp512、tg128（t/s），机器是 …'), and columns named by their places stand there ('字段说明：第三列是预填充，第四列是生成，单位都是 t/s')", () => {
  assert.deepEqual(read("每行依次是：量化、pp512、tg128（t/s），机器是 AI Max+ 395 128G，Vulkan，Qwen3-30B-A3B。\n```\nQ4_K_M   1021.4   48.6\nQ8_0     1003.7   30.2\n```"),
    [[1021.4, "prefill"], [48.6, "decode"], [1003.7, "prefill"], [30.2, "decode"]]);
  assert.deepEqual(read("字段说明：第三列是预填充，第四列是生成，单位都是 t/s，上下文 4k。\n```\n5060Ti,Qwen3-14B-Q4_K_M,1890,38.2\n3060,Qwen3-14B-Q4_K_M,1050,24.9\n```"),
    [[1890, "prefill"], [38.2, "decode"], [1050, "prefill"], [24.9, "decode"]]);
});

test("rows between edge pipes with no header or rule under a caption naming the unit are a table ('Generation speed in tok/s, …:' over '| RTX 5090 | 212.6 |'), labels of words and cells of two figures included; a header's words over versions are none of its rows", () => {
  assert.deepEqual(read("Generation speed in tok/s, llama.cpp b7312, Qwen3-8B Q4_K_M, 4k context, fa on:\n\n| RTX 5090 | 212.6 |\n| RTX 4090 | 146.3 |\n| Arc B580 | 61.7 |"),
    [[212.6, "decode"], [146.3, "decode"], [61.7, "decode"]]);
  assert.deepEqual(read("All figures tokens per second, read off the LM Studio counter:\n\n| MacBook Air M4 16GB | Llama-3.2-3B | 38.4 |\n| MacBook Pro M4 Pro 24GB | Qwen3-14B | 19.8 |").map(([value]) => value),
    [38.4, 19.8]);
  assert.deepEqual(read("Output tok/s, Qwen3-30B-A3B FP8 on one H100; in each cell the first number is one request and the second is 16 concurrent requests summed:\n\n| vLLM | 212 / 1,904 |\n| SGLang | 236 / 2,088 |").map(([value]) => value),
    [212, 1904, 236, 2088]);
  assert.deepEqual(read("Throughput: 12.71 requests/s, 6507.52 total tokens/s, 3253.76 output tokens/s\nTotal num prompt tokens:  256000\nTotal num output tokens:  256000").map(([value]) => value),
    [6507.52, 3253.76]);
});

test("a heading naming the unit gives it past its bracket's words ('### Speed, in tokens per second (llama.cpp b7300, 4k context)'); a figure after 'short context' is no context length ('短上下文 70 左右'); a Xeon Gold's number is no figure", () => {
  assert.deepEqual(read("### Speed, in tokens per second (llama.cpp b7300, 4k context)\nThe dense model (Gemma 3 27B QAT) sits at 38 on the 4090 and 61 on the 5090; the MoE (Qwen3-30B-A3B Q4_K_M) does 172 and 248 on the same two cards.").map(([value]) => value),
    [38, 61, 172, 248]);
  assert.deepEqual(read("我的 M4 Max 跑 gpt-oss-120b：短上下文 70 左右，32k 以后掉到 50 出头。说的是生成速度，单位 token/s。"),
    [[70, "decode"], [50, "decode"]]);
  assert.deepEqual(read("### Tokens per second (higher is better)\n\nTested on my old workstation, dual Xeon Gold 6248 with 12 channels of DDR4-2933, no GPU.\n\nQwen3-30B-A3B Q4_K_M did 17. gpt-oss-20b did 21. A dense 14B crawled at 4.5.").map(([value]) => value),
    [17, 21, 4.5]);
});

test("a table whose header is numbers only has no label column: its rows' first figures are figures too ('| 1 | 4 | 16 | 64 |' over '| 98.1 | 372.5 | …'), never a row's context length ('16k')", () => {
  assert.deepEqual(read("### Output token throughput (tok/s) by max concurrency\n| 1 | 4 | 16 | 64 |\n|---|---|---|---|\n| 98.1 | 372.5 | 1294.8 | 3611.0 |"),
    [[98.1, "decode"], [372.5, "decode"], [1294.8, "decode"], [3611, "decode"]]);
  assert.deepEqual(read("Long-context numbers from my 3090 (cols: context, pp t/s, tg t/s, VRAM GB):\n\n```\n 4k    1650   31.2   20.9\n16k    1420   27.9   22.1\n```").map(([value]) => value).includes(16000), false);
});

test("a JSON unit stated over a list of results gives it their values past a few plain keys between ('\"unit\": \"tokens/s\", \"engine\": …, \"gpu\": …, \"results\": [{… \"value\": 162.4}, …]')", () => {
  assert.deepEqual(read('```json\n{\n  "benchmark": "decode_single_stream",\n  "unit": "tokens/s",\n  "engine": "vllm 0.11.2",\n  "gpu": "H100 80GB HBM3",\n  "results": [\n    {"model": "Llama-3.1-8B-Instruct", "dtype": "bf16", "value": 162.4},\n    {"model": "Qwen3-32B", "dtype": "fp8", "value": 78.2}\n  ]\n}\n```').map(([value]) => value),
    [162.4, 78.2]);
});

test("an exporter's gauges whose help or name says tokens per second are claims, phased by their labels or name ('# HELP bench_decode_rate Decode rate (tokens per second)'); its latencies and its counters are none", () => {
  assert.deepEqual(read('```\n# HELP bench_prompt_rate Prompt processing rate (tokens per second)\n# TYPE bench_prompt_rate gauge\nbench_prompt_rate{gpu="rtx_a6000"} 3012.5\n# HELP bench_decode_rate Decode rate, single stream (tokens per second)\n# TYPE bench_decode_rate gauge\nbench_decode_rate{gpu="rtx_a6000"} 58.9\n# HELP bench_ttft_seconds Time to first token\n# TYPE bench_ttft_seconds gauge\nbench_ttft_seconds{gpu="rtx_a6000"} 0.412\n```'),
    [[3012.5, "prefill"], [58.9, "decode"]]);
  assert.deepEqual(read('# HELP bench_tokens_per_second Throughput measured by the nightly job.\n# TYPE bench_tokens_per_second gauge\nbench_tokens_per_second{gpu="l4",phase="prefill"} 2931.6\nbench_tokens_per_second{gpu="l4",phase="decode"} 41.8'),
    [[2931.6, "prefill"], [41.8, "decode"]]);
  assert.deepEqual(read("# HELP vllm_generation_tokens_total Number of generation tokens processed.\n# TYPE vllm_generation_tokens_total counter\nvllm_generation_tokens_total 21409180"), []);
});

test("columns named by their places in a sentence's clause ('…，第三列是输出速度，第四列是首字延迟，前者单位 tokens/s') over rows with no header give the speed's column its phase", () => {
  assert.deepEqual(read("表格复制出来的，第三列是预填充，第四列是生成，前者后者单位都是 tokens/s：\n```\n5060Ti   Qwen3-14B   1890   38.2\n3060     Qwen3-14B   1050   24.9\n```"),
    [[1890, "prefill"], [38.2, "decode"], [1050, "prefill"], [24.9, "decode"]]);
});

test("INI or TOML results under a unit their [units] section or the words above them give are claims, phased by key or section ('[generate]' over 'rate = 56.03'); counts are none, and a config with no speed unit holds none", () => {
  assert.deepEqual(read("bench.ini from the run_all.sh script (the rates are tokens per second):\n```ini\n; generated by run_all.sh\n[env]\ngpu = RTX 3060 12GB\n\n[prompt]\ntokens = 2048\nrate = 2264.19\n\n[generate]\ntokens = 256\nrate = 56.03\n```"),
    [[2264.19, "prefill"], [56.03, "decode"]]);
  assert.deepEqual(read('```toml\n[环境]\n显卡 = "RX 7900 XTX"\n\n[单位]\n速度 = "tokens/s"\n\n[结果.Qwen3-14B-Q4_K_M]\n预填充 = 2250.3\n生成 = 68.4\n```'),
    [[2250.3, "prefill"], [68.4, "decode"]]);
  assert.deepEqual(read("```ini\n[server]\nport = 8080\nthreads = 16\n\n[limits]\nrate = 200\n```"), []);
});

test("a list's items with a single pipe between two figures are no table's rows ('- 2x 3090 (layer split): 1,190 | 31.8' under 'Left number is prompt processing, right is generation, t/s:')", () => {
  assert.deepEqual(read("My boxes with Qwen3-32B Q4_K_M on llama-server. Left number is prompt processing, right is generation, t/s:\n- 2x 3090 (layer split): 1,190 | 31.8\n- M4 Max 128GB: 235 | 19.7").map(([value]) => value),
    [1190, 31.8, 235, 19.7]);
});

test("a column list said inside a bracket ends at the bracket ('(order: date, build, backend, pp512 t/s, tg128 t/s), 4090 …') over CSV rows with no header", () => {
  assert.deepEqual(read("My hand-kept CSV of the nightly runs, no header row (order: date, build, backend, pp512 t/s, tg128 t/s), 4090 with Llama 3.1 8B Q4_K_M:\n2025-11-02,b7201,CUDA,10841.3,148.9\n2025-11-16,b7281,Vulkan,7410.5,139.1"),
    [[10841.3, "prefill"], [148.9, "decode"], [7410.5, "prefill"], [139.1, "decode"]]);
});

test("HTML rows with no <th> under a <caption> naming the unit are a table ('<caption>Output speed (tokens per second)…</caption>')", () => {
  assert.deepEqual(read("<table>\n<caption>Output speed (tokens per second), 70B-class models at Q4, median of 5 runs</caption>\n<tr><td>Llama 3.3 70B</td><td>M3 Ultra</td><td>14.1</td></tr>\n<tr><td>Llama 3.3 70B</td><td>2x RTX 3090</td><td>17.6</td></tr>\n</table>"),
    [[14.1, "decode"], [17.6, "decode"]]);
});

test("a note naming the unit after the figures may name the model's size and bits ('P.S. … those are decode tok/s with Llama 3.1 8B at 4-bit')", () => {
  assert.deepEqual(read("Ran the same prompt through four backends on the Orin AGX 64GB: llama.cpp 27.4, MLC 31.2, TensorRT-LLM 33.0, ollama 25.9. P.S. forgot to say, those are decode tok/s with Llama 3.1 8B at 4-bit, MAXN power mode."),
    [[27.4, "decode"], [31.2, "decode"], [33, "decode"], [25.9, "decode"]]);
});

test("a benchmark's name heads its prompts' speeds under a caption naming the unit and no score ('Decoding throughput (tokens/s)' over 'Method & MT-Bench & HumanEval & Speedup'), not beside a speed column of its own", () => {
  assert.deepEqual(read("\\caption{Decoding throughput (tokens/s) of Llama-3.1-8B, batch size 1. Speedup is the mean over both benchmarks relative to autoregressive decoding.}\n\\begin{tabular}{lccc}\n\\toprule\nMethod & MT-Bench & HumanEval & Speedup \\\\\n\\midrule\nAutoregressive & 41.2 & 41.9 & 1.00$\\times$ \\\\\nEAGLE-2 & 100.1 & 109.8 & 2.53$\\times$ \\\\\n\\bottomrule\n\\end{tabular}"),
    [[41.2, "decode"], [41.9, "decode"], [100.1, "decode"], [109.8, "decode"]]);
  assert.deepEqual(read("| 模型 | MMLU | GSM8K | 速度¹ |\n|---|---|---|---|\n| 本模型-9B | 71.2 | 84.7 | 87.3 |\n| GLM-4-9B | 72.4 | 79.6 | 73.5 |\n\n¹ 单卡 A100，生成速度，单位 tokens/s。"),
    [[87.3, "decode"], [73.5, "decode"]]);
  assert.deepEqual(read("Table 2: Accuracy (%) and decoding speed (tokens/s).\n\n| Method | GSM8K | HumanEval |\n|---|---|---|\n| Base | 56.1 | 40.2 |\n| Ours | 57.3 | 41.0 |"), []);
});

test("a table pasted one cell per line under a caption naming the unit reads the column its header calls a throughput ('Throughput ↑' between 'PPL ↓' and 'Speedup'); a 加速比 column is no speed", () => {
  assert.deepEqual(read("Table 3: Decoding throughput (tokens/s) and perplexity on Llama-2-7B, A100.\nMethod\nPPL ↓\nThroughput ↑\nSpeedup\nFull cache\n5.47\n38.4\n1.00×\nH2O\n5.71\n66.0\n1.72×"),
    [[38.4, "decode"], [66, "decode"]]);
  assert.deepEqual(read("表 5：各模型推理性能（单位：tokens/s）\n模型\n预填充\n解码\n加速比\n基线\n5,120\n42.7\n1.00\n本文（MTP）\n5,080\n97.5\n2.28"),
    [[5120, "prefill"], [42.7, "decode"], [5080, "prefill"], [97.5, "decode"]]);
});

test("a table with pipes inside only and no rule is read under a caption naming the unit past a blank line and a fence", () => {
  assert.deepEqual(read("Table 4: Token generation speed in tokens per second, Llama 3.1 8B Q4_K_M\n\n```\nLaptop                | CPU only | iGPU (Vulkan) | dGPU\nZenbook S 14 (258V)   | 7.9      | 17.2          | —\nProArt P16 (HX 370)   | 9.4      | 15.8          | 61.3\n```"),
    [[7.9, "decode"], [17.2, "decode"], [9.4, "decode"], [15.8, "decode"], [61.3, "decode"]]);
});

test("a caption singling out the column its unit is for makes only that column speeds ('The speed column is decode tok/s', '单路生成一列单位为 tokens/s'), not a column it says counts something else", () => {
  assert.deepEqual(read("Accuracy vs speed on a 4090. The speed column is decode tok/s; everything else is size or a quality metric.\n\n| quant | size GB | PPL | KLD | speed |\n|---|---|---|---|---|\n| Q8_0 | 8.5 | 7.312 | 0.0011 | 98 |\n| Q4_K_M | 4.9 | 7.444 | 0.0241 | 143 |"),
    [[98, "decode"], [143, "decode"]]);
  assert.deepEqual(read("| 量化方案 | 权重位宽 | 相对速度 | 单路生成 |\n|---|---|---|---|\n| BF16 | 16 | 1.00 | 35.4 |\n| INT4 | 4 | 2.64 | 93.5 |\n\n注：单路生成一列单位为 tokens/s，测试卡为 L20（48GB）。"),
    [[35.4, "decode"], [93.5, "decode"]]);
  assert.deepEqual(read("Tallied:\n\n    card         runs   median\n    3060 12GB      9      54\n    3090          14      97\n\n(tg t/s, llama3.1:8b Q4_K_M; the \"runs\" column is how many people replied with that card)").map(([value]) => value),
    [54, 97]);
});

test("a caption giving prices or seconds their units besides the speed makes only the speed column speeds ('input and output price in $ per 1M tokens, output speed in tokens/s, latency to first token in seconds')", () => {
  assert.deepEqual(read("Columns: input and output price in $ per 1M tokens, output speed in tokens/s (median over 72h), latency to first token in seconds. gpt-oss-120b.\n\n| provider | in | out | speed | latency |\n|---|---|---|---|---|\n| DeepInfra | 0.09 | 0.45 | 174 | 0.41 |\n| Cerebras | 0.25 | 0.69 | 2,140 | 0.31 |").map(([value]) => value),
    [174, 2140]);
});

test("a column pasted alone under its header naming the unit is read ('decode tok/s' over one figure a line), not a one-cell-per-line table's last header", () => {
  assert.deepEqual(read("decode tok/s column from the sweep sheet (5090, Qwen3-32B), rows are ctx 0 / 4k / 16k:\n\ndecode tok/s\n61.8\n57.2\n49.6"),
    [[61.8, "decode"], [57.2, "decode"], [49.6, "decode"]]);
  assert.deepEqual(read("从公众号复制过来的表，格式全乱了：\n\n并发数\n首字延迟（ms）\n输出吞吐（tokens/s）\n1\n102\n44.7\n16\n356\n598.2").map(([value]) => value),
    [44.7, 598.2]);
});

test("a table pasted one cell per line is read under a lead naming the unit past a blank line ('…单位 tokens/s）：', a blank, '显卡', '预填充', '生成')", () => {
  assert.deepEqual(read("官网的表格复制过来是这样的，一格一行（Qwen3-32B Q4_K_M，llama.cpp，单位 tokens/s）：\n\n显卡\n预填充\n生成\nRTX 4090\n2870\n37.6\nRTX 5090\n4620\n61.5"),
    [[2870, "prefill"], [37.6, "decode"], [4620, "prefill"], [61.5, "decode"]]);
});

test("a note naming by place a price or a size and a speed keeps the speed's place of each pair after it ('First number is $ per million output tokens, second is … tokens/s', 'VRAM in GB first, then speed in tok/s'); figures with their own unit and a time's 'then' are left alone", () => {
  assert.deepEqual(read("Flattened for Llama 3.3 70B. First number is $ per million output tokens, second is median output speed in tokens/s: Groq 0.79 and 470, Cerebras 1.20 and 1,850, Together 0.88 and 95.").map(([value]) => value),
    [470, 1850, 95]);
  assert.deepEqual(read("For the beginners asking: VRAM in GB first, then speed in tok/s. Qwen3-8B Q4_K_M takes 6.1 and runs at 128, Qwen3-14B takes 10.4 and runs at 76, all on a 4090.").map(([value]) => value),
    [128, 76]);
  assert.deepEqual(read("Watching the eval rate in ollama on my 3090: 47 tok/s on the first reply, then 44, then 39, then 33 past 20k tokens.").map(([value]) => value),
    [47, 44, 39, 33]);
  assert.deepEqual(read("SGLang output throughput is 2,870 token/s, vLLM is 2,310 token/s. Single request 24 token/s vs 21 token/s. (first panel is output throughput, second is TTFT)").map(([value]) => value),
    [2870, 2310, 24, 21]);
});

test("an HTML table whose rows an editor ran into one line is read row by row", () => {
  assert.deepEqual(read("博客的 HTML 表格被编辑器吃掉了一半（Qwen2.5-3B Q4_0，MNN）：\n<tr><th>设备</th><th>预填充 (tokens/s)</th><th>解码 (tokens/s)</th></tr><tr><td>骁龙 8 Elite</td><td>236.4</td><td>21.8</td></tr><tr><td>天玑 9400</td><td>198.7</td><td>19.2</td></tr>"),
    [[236.4, "prefill"], [21.8, "decode"], [198.7, "prefill"], [19.2, "decode"]]);
});

test("rows of a card and its figure one blank apart are read under a caption naming the unit ('RTX 5090 203', 'Arc B580 64'), never a card's number as a figure", () => {
  assert.deepEqual(read("Decode speed, Qwen3-8B Q4_K_M, llama.cpp (tok/s). Pasted from the wiki and the bullets didn't survive:\nRTX 5090 203\nRTX 4090 148\nRX 9070 XT 98\nArc B580 64"),
    [[203, "decode"], [148, "decode"], [98, "decode"], [64, "decode"]]);
});

test("a table pasted one cell per line whose header cells wrap their units onto lines of their own ('Output Speed' over '(tokens/s)') reads that column only", () => {
  assert.deepEqual(read("Artificial Analysis, copied from the leaderboard page:\nModel\nOutput Speed\n(tokens/s)\nLatency\n(First Chunk, s)\nBlended Price\n(USD/1M Tokens)\ngpt-oss-120B (high)\n271.4\n0.48\n0.26\nGemini 2.5 Flash\n238.9\n0.39\n0.85"),
    [[271.4, "decode"], [238.9, "decode"]]);
});

test("a caption naming unlabelled rows by place ('第一行是价格（元），第二行是…生成速度（t/s）') reads the speed's row only; a header of two rows named by place leaves the labelled rows alone", () => {
  assert.deepEqual(read("第一行是价格（元），第二行是 gpt-oss-120b 的生成速度（t/s）：\n\n| | DGX Spark | Strix Halo 128G | M4 Max 128G |\n|---|---|---|---|\n| | 32,999 | 14,999 | 33,499 |\n| | 42 | 48 | 65 |"),
    [[42, "decode"], [48, "decode"], [65, "decode"]]);
  assert.deepEqual(read("Copied out of the shared Google Sheet (llama-bench, t/s). First row is the card, second row the test:\n\n\t\tRTX 5090\t\tRTX 4090\t\nModel\tQuant\tpp2048\ttg256\tpp2048\ttg256\nQwen3-14B\tQ4_K_M\t9,850\t118.3\t6,240\t84.6").map(([value]) => value),
    [9850, 118.3, 6240, 84.6]);
});

test("a tab-separated header whose cells wrap their units onto the next lines is read as one header ('Output Speed' over '(tokens/s)\\tLatency')", () => {
  assert.deepEqual(read("API providers, copied straight off the page:\n\nProvider\tOutput Speed\n(tokens/s)\tLatency\n(TTFT, s)\tBlended Price\n(USD / 1M tokens)\nCerebras\t1,412\t0.33\t0.90\nGroq\t284\t0.27\t0.75"),
    [[1412, "decode"], [284, "decode"]]);
});

test("rows named by place under a header of providers, every row's first cell a figure, read the speed's row across all columns", () => {
  assert.deepEqual(read("| 官方 | 硅基流动 | 火山引擎 |\n|---|---|---|\n| 8 | 8 | 8 |\n| 24 | 33 | 67 |\n\n第一行是价格（元/百万 tokens，输出），第二行是速度（tokens/s，输出），都是 DeepSeek-V3.1。"),
    [[24, "decode"], [33, "decode"], [67, "decode"]]);
});

test("a chat's question asking for temperatures or power takes no speeds as answers, a reply's power cap is no answer, and a price per unit of speed is no speed column", () => {
  assert.deepEqual(read("[11:15 PM] ryn: what hotspot temps do you see during a tg128 run? °C\n[11:16 PM] pell: 88\n[11:16 PM] wicket: 93 😬\n[11:18 PM] gale: 79 after a repaste"), []);
  assert.deepEqual(read("[21:40] Marco: what are people getting for 70B Q4 on 2x3090, tok/s gen\n[21:41] Yuki: 17.5\n[21:41] Yuki: with row split it was worse, like 14\n[21:45] Yuki: ~540W at the wall, cards capped at 250 each").map(([value]) => value),
    [17.5, 14]);
  assert.deepEqual(read("按二手价算了一下每 t/s 多少钱：\n```\n卡          二手价(元)   生成(t/s)   元/(t/s)\n3090          4800        131         36.6\n4090         12000        171         70.2\n```"),
    [[131, "decode"], [171, "decode"]]);
});

test("a column pasted alone may follow a lead ending in a colon, name a test in its header ('tg128 (t/s)'), wrap its unit onto the next line and hold a placeholder; a second header row of units opening with a tab is no wrapped header", () => {
  assert.deepEqual(read("Only the tg column survived the copy, rows in the order of the post above:\ntg128 (t/s)\n88.41\n79.02"),
    [[88.41, "decode"], [79.02, "decode"]]);
  assert.deepEqual(read("单卡 4090，只看这一列：\n解码速度\n（tokens/s）\n58.3\n49.7\n—\n（从上到下：4k、16k、64k，64k 那行 OOM 了）"),
    [[58.3, "decode"], [49.7, "decode"]]);
  assert.deepEqual(read("TSV from the tracking sheet:\nFramework\tDecode\tPrefill\tNotes\n\t(tok/s)\t(tok/s)\t\nllama.cpp Vulkan\t46.2\t1,180\t\nllama.cpp ROCm\t49.7\t1,412\tHIP 6.4"),
    [[46.2, "decode"], [1180, "prefill"], [49.7, "decode"], [1412, "prefill"]]);
});

test("rows labelled only by their number ('row 1') are named by a caption's 'Row 1 is prompt processing t/s, row 2 generation t/s, row 3 memory used in GB'; a place note naming two speeds keeps both", () => {
  // (the note's own "row 2 generation t/s" is still read as a figure by the prose reader: left, see the closing note)
  const cells = read("| | M4 Max | DGX Spark |\n|---|---|---|\n| row 1 | 590 | 1,750 |\n| row 2 | 68.5 | 48.1 |\n| row 3 | 63 | 66 |\n\nRow 1 is prompt processing t/s, row 2 generation t/s, row 3 memory used in GB. gpt-oss-120b for all.");
  assert.deepEqual(cells.filter(([value]) => value > 10), [[590, "prefill"], [1750, "prefill"], [68.5, "decode"], [48.1, "decode"]]);
  assert.deepEqual(read("第一个数是不开投机解码的速度，第二个是开了 EAGLE-3 之后的，单位 tokens/s：Qwen3-8B 在 4090 上 128 和 231，Llama-3.1-8B 是 121 和 215。").map(([value]) => value),
    [128, 231, 121, 215]);
});

test("a note naming three places, two of them other measures ('第一个是价格（元），第二个是显存（GB），第三个是生成速度'), keeps the speed's figure of each label's three", () => {
  assert.deepEqual(read("谢邀。先说清楚我下面每组三个数的含义：第一个是价格（元），第二个是显存（GB），第三个是生成速度（tokens/s），模型统一用 Qwen3-14B Q4_K_M。4060 Ti 16G：3199、16、24；4070 Super：4599、12、47；二手 3090：5200、24、68。").map(([value]) => value),
    [24, 47, 68]);
});
