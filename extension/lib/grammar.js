// Generated from workers/engine/grammar.json by extension/bin/build-grammar.mjs: edit the JSON, then run it.
export const GRAMMAR = {
  "about": "The claim grammar: number-and-unit phrases for tokens per second, read by extension/lib/detect.js (through the generated grammar.js) and workers/engine/claim_grammar.py. Patterns are regular expressions in the syntax both JavaScript and Python accept (no \\b, fixed-width lookbehind only), compiled case-insensitively.",
  "digit": "[0-9\uFF10-\uFF19]",
  "chinese_digits": {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9},
  "chinese_units": {"十": 10, "百": 100, "千": 1000},
  "chinese_myriad": "万",
  "multipliers": {"k": 1000, "千": 1000, "万": 10000},
  "thousands_separators": ",，",
  "space_thousands_separators": " \u00A0\u202F\u2009",
  "decimal_points": ".．",
  "unit_hit": "_(?:tps|per_second|tokens_per_second|tok_per_sec)|tok(?:(?:en)?s?(?:[ \\t]{0,2}/[ \\t]{0,2}(?:s(?:ec(?:ond)?)?|秒)|(?:[ \\t]|[·⋅])[ \\t]?s(?:-1|⁻¹))|ens?(?:[ \\t_-]{1,2}(?:per|a|an|every)[ \\t_-]{1,2}sec(?:ond)?|_per_s(?![A-Za-z])|[ \\t]{0,2}每秒)|en[ \\t-]?(?:throughput[ \\t]*\\(per[ \\t]sec(?:ond)?\\)|rate|speed|throughput))|令牌[ \\t]{0,2}(?:/[ \\t]{0,2}秒|每秒)|tk/s(?:ec)?|t/s(?:ec)?|tps|每秒|一秒",
  "unit_suffix": "(?:[ \\t]*/[ \\t]*(?:user|gpu|stream|req(?:uest)?|seq))?",
  "key_prefix": "(?:prompt|predicted|generation|gen|decode|prefill|eval|output|input|total)(?![\\s\\S])",
  "key_tail": "(?:_(?!std|stdev|var)[A-Za-z0-9]{1,12}){0,2}[\"']?",
  "range_join": "[ \\t]*(?:-|–|—|~|～|to|至|到)[ \\t]*",
  "list_join": "[ \\t]*(?:/|,|，|、|;|；|vs\\.?|versus|and then|then|and|or|->|→|=>|和|与|及|或)[ \\t]*",
  "list_not_after": "(?<![A-Za-z])(?:batch(?:[ _]?size)?|bs|concurrency|users?|threads?|ctx|context|layers|ngl|并发数?)[ \\t]*$",
  "comma_join": "[ \\t]*[,，、][ \\t]*",
  "pair_opening": "(?:from|从)[ \\t]*(?![\\s\\S])",
  "between_words": "(?:decode|decoding|prompt|output|generation|gen|prefill|input|eval|completion|total|aggregate|generated|new|visible)",
  "after_number": "(?:[ \\t]?(?:\\+|多))?",
  "count_word": "个",
  "number_after_lead": "(?:钟|只能|只有|仅有|仅|能跑|能到|能|可以|可|大约|大概|约|近|超过|将近|平均|稳定|达到|生成|输出|解码|跑|产生|推理|吐出|吐|出|处理|在)",
  "number_after_unit": "(?:tokens?|tok|词元)(?![A-Za-z])",
  "rate_lead": "[ \\t]*(?:of|is|was|at|around|about|:|=)?[ \\t]*",
  "rate_unit": "[ \\t]*(?:tokens?[ \\t]*)?(?:per[ \\t]sec(?:ond)?|/[ \\t]?s(?:ec)?|a[ \\t]second)(?![A-Za-z])",
  "label_delimiter": "[ \\t]*(?:\\([^()\\n]{0,40}\\)[ \\t]*)?[)）\\]]?[ \\t]*(?:\\([^()\\n]{0,40}\\)[ \\t]*)?(?:[:：=│┃][ \\t]*|\\)[ \\t]+)",
  "label_note": "[,，;][^()\\n:：=]{0,40}(?=[)）\\]])",
  "label_segment_end": "，|,(?![0-9]{3}(?![0-9]))|[;；、]",
  "label_stop": "[\\n|│┃。]|\\.(?=\\s)",
  "negative_context": "transactions?|(?<![A-Za-z])tx(?![A-Za-z])|blockchain|(?<![A-Za-z])chain|solana|ethereum|mainnet|testnet|consensus|payment|database|postgres(?:ql)?|pgbench|sysbench|tpc-?[bch](?![A-Za-z])|mysql|sqlite|mongodb|cassandra|kafka|write[ \\t]path|(?<![A-Za-z])DB(?![A-Za-z])|(?:audio|speech|video|visual)[ \\t]+tokens?|(?<![A-Za-z])frames?(?![A-Za-z])|codec|vocoder|tokeniz|sampl(?:e|ing)[ _]time|sampler|交易|公链|区块链|音频|视频|语音|帧|采样",
  "negative_after": "of[ \\t]+(?:audio|speech|video|footage|input)",
  "phase": {
    "prefill": "prompt[ _]eval|prompt[ _]processing|prompt|prefill|(?<![A-Za-z])pp(?![A-Za-z])|s_pp|input|预填充|预处理|提示词?处理",
    "decode": "generation|generated|generate|decod(?:e|ing)|gen|(?<![A-Za-z])tg(?![A-Za-z])|s_tg|eval|output|response|predicted|completion|解码|生成|输出|吐"
  },
  "per_user": "per[ -]?(?:user|stream|request|sequence)|each (?:user|stream)|/ ?(?:user|stream)|单(?:用户|路|请求)|每(?:个|位)?(?:用户|路|请求)",
  "gate_words": "tok|t/s|tk/s|tps|_per_second|令牌|每秒|一秒",
  "carry": {
    "about": "A bare number a sentence compares with the claim before it ('70 tok/s in MLX, but Ollama tops out near 58', 'pp512: 2890 t/s (was 2410)', '5.6万 token/s，复现只有 4.1万'): it takes the claim's unit when a cue sits right before it and only punctuation, the sentence's end or a joining word follows it, within ratio of the claim's value (years aside).",
    "cue": "(?<![A-Za-z])(?:was|were|is at|are at|stays at|stayed at|sits at|near|around|about|roughly|only|just|got|get|gets|getting|see|saw|hit|hits|reach(?:es|ed)?|drops? to|dropped to|dropping to|fell to|falling to|rising to|climbing to|maybe|probably|manages|managed|reproduced?|measured|down to|up to|vs\\.?|versus|compared to|against)|只有|仅有|只剩|才|都有|也有|有|能到|达到|掉到|降到|约",
    "after": "[ \\t]*(?:多|左右|上下)?[ \\t]*(?:[,;:!?，。；：！？)）]|\\.(?![0-9])|$|\\n|(?:with|without|by|on|in|for|when|once|after|before|and|but|at best|at most|or so|tops)(?![A-Za-z]))",
    "ratio": 30,
    "reach": 200
  },
  "table": {
    "speed_header": "tok(?:en)?s?[ \\t]*/[ \\t]*s(?:ec(?:ond)?)?|tokens?[ \\t]+per[ \\t]+sec(?:ond)?|令牌[ \\t]*/[ \\t]*秒|t/s|tk/s|tps|(?<![A-Za-z])(?:pp|tg)[ \\t]?\\d+|每秒",
    "not_speed_header": "/[ \\t]*(?:w|watt|\\$)(?![A-Za-z])|per[ \\t]+(?:watt|dollar)|\\$",
    "not_speed_column": "ctx|context|batch|threads?|concurrency|并发|size|params|vram|gb|mib|gib|(?<![A-Za-z])ms(?![A-Za-z])|(?<![A-Za-z])w(?![A-Za-z])|power|ppl|layers|ngl|acceptance|draft|ttft|tpot|latency|延迟|显存|上下文|参数|功耗|n_kv|^[ \\t]*b[ \\t]*$|t_pp|t_tg|(?<![A-Za-z])t s|(?<![A-Za-z])s$",
    "row_phase": "(?<![A-Za-z])(?:pp|tg)[ \\t]?\\d+"
  },
  "tool_signature": "eval rate:|llama_print_timings|llama_perf_context_print|tokens-per-sec|Serving Benchmark Result|PERFORMANCE OVERVIEW|_tps=|_per_second=|\\[BENCHMARK\\]|generation throughput|tokens per second\\)|\\|[ \\t]*(?:test|S_TG t/s)[ \\t]*\\||\\|[ \\t]*t/s[ \\t]*\\|"
};
