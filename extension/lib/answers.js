/**
 * Claims answering a question that asks for speeds: a line that names the unit (or "speeds") and asks ("what
 * t/s are you getting?", "quick poll — tok/s for Devstral", "双卡速度多少？"), then bare figures in the replies
 * under it ("~70 with q4_k_m", "same, 68ish", "4090, 61", "180-200"): chat logs, threads, quoted questions.
 * A reply's times ("10:43"), dates, GPU numbers ("4090"), sizes ("24gb", "32k ctx", "32 层"), versions, settings
 * ("max_num_seqs is 64"), word counts and gains ("another 1-2") are no answer, nor a figure with a unit after it
 * (detect.js reads that one); and only a question whose own sentence names the speed makes its asker's figures
 * after it answers. Pure, like text-tables.js.
 */
import { GRAMMAR } from "./grammar.js";
import { CN_NUMERAL, CONTEXT_CUE, GPU_NUMBER, isSize, nearestPhase, overlaps, parseNumber, perPrice, phaseNamed, phasesNamed, SETTING_WORD_BEFORE } from "./detect.js";

const ASKS_FOR_SPEED = new RegExp(`${GRAMMAR.table.speed_header}|(?<![A-Za-z_-])(?:speeds?|how fast|(?:eval|token)[ \\t]+rate|` +
  "what (?:are|r) (?:you|u|people|ppl) getting|what (?:do|does|did) (?:you|u|people|ppl) get (?:on|with)|prompt processing|prefill|token generation|pp|tg)(?![A-Za-z_-])|速度|预填充|预处理|解码|多快|最快|快不快|跑[^？?\\n]{0,24}多少(?![度钱块元瓦个张条帧])|几个[ \\t]*(?:tokens?|tok)(?![A-Za-z])", "i");
/** Words that ask without a question mark: "跑 32B 多少", "多快", "速度咋样", "能有几个 token"; a roll call ("post ur tps",
 * "大家报一下", "统计一下…的生成速度"). */
const ASKING_WORDS = "多少|多快|咋样|怎么样|哪家|哪款|谁家|报一下|报个|报速度|报数|晒一下|晒晒|统计一下|统计下|接龙|几个(?=[ \\t]*(?:tokens?|tok)(?![A-Za-z]))";
/** A setting's description says how much without asking: "caps how many tokens per second are pushed". */
const SETS_HOW = "(?<!(?:caps|capping|controls|limits|limiting|sets|setting|determines|decides|configures|governs|throttles)[ \\t]+)";
const ROLL_CALL = "(?<!(?:(?<![A-Za-z])I|I'll|I[ \\t]+will|we|we'll)[ \\t]+)(?:post|drop|share|report)[ \\t]+(?:ur|your|yours|(?:(?:the|decode|prefill|gen(?:eration)?|prompt)[ \\t]+)?(?:speeds?|numbers|results|(?:tg|pp)[0-9]*|t\\/s|tok\\/s|tps)(?![A-Za-z]))|please[ \\t]+report|speed[ \\t]+check|roll[ \\t-]?call|mine[ \\t]+first|starting[ \\t]+a[ \\t]+thread|(?:closest|best|your)[ \\t]+guess(?:es)?|guess[ \\t]+(?:before|the|what|my)|(?:numbers|figures)[ \\t]+are(?=[ \\t]+(?:in[ \\t]+)?(?:t|tok|tokens)[ \\t]*\\/[ \\t]*s)|what(?:'s|’s|s|[ \\t]+is)[ \\t]+(?:your|ur)";
const ASKS = new RegExp(`\\?(?![A-Za-z_][\\w.-]*=)|[？吗嗎]|呢[ \\t]*$|(?<![A-Za-z])(?:poll|what[ \\t]+(?:${GRAMMAR.table.speed_header}|speeds?)|${ROLL_CALL}|what[ \\t]+(?:are|r)[ \\t]+(?:you|u|people|ppl)[ \\t]+getting|${SETS_HOW}how[ \\t]+(?:many|much|fast)|what(?:'s|’s|s|[ \\t]+is)[ \\t]+the)(?![A-Za-z])|${ASKING_WORDS}`, "i");
/** Whether text may ask for speeds somewhere (a page's thread is read under such a post only: thread-claims.js). */
export const mayAskForSpeed = (text) => ASKS.test(text) && ASKS_FOR_SPEED.test(text);
/** A roll call asks even as a heading ("### Post your numbers: Qwen3-8B Q4_K_M, tg128"). */
const ROLL_CALLED = new RegExp(`(?<![A-Za-z])(?:${ROLL_CALL})(?![A-Za-z])`, "i");
/** A cheap test for a question at all: most texts have none. */
export const MAY_ASK = new RegExp(`[?？吗嗎呢]|poll|what|how|roll|post|drop|share|report|speed|mine|thread|numbers|figures|guess|单位|單位|units?[ \\t]*[:：]|\\*\\*|#|${ASKING_WORDS}`, "i");
const REPLY_LINES = 8;
/** Two neighbouring numbers in Chinese, a range read at its upper end: "十五六" (16), "二十五六" (26), "三四十" (40). */
const CN_RANGE = "[一二三四五六七八九]?十[一二三四五六七八九]{2}|[二三四五六七八九]{2}十";
/** Numbers in English words, "one" aside (a word of every sentence). */
const EN_UNITS = "two|three|four|five|six|seven|eight|nine", EN_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";
const EN_TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen";
/** A month and a day as a comment's stamp writes them ("11-19"), and what follows a stamp: a separator dot or a time. */
const DATE_STAMP = /^(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])$/;
const STAMP_AFTER = /^[ \t]*(?:[·•・|]|\d{1,2}:\d{2}(?!\d))/;
/**
 * A reply's figure: digits ("3,400" too), a range's upper end, an approximation; not glued to a word, a time or a
 * size. Or a number in Chinese with its approximation ("六十多", "五百多吧", "一万出头"), or in English words.
 */
const FIGURE = new RegExp("(?<![\\w.,:/#@$¥￥€£+\\-−=^])[~≈约]?[ \\t]*(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?k?)" +
  "(?:[ \\t]*(?:-|–|~|～|到|to|or)[ \\t]*(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?k?))?" +
  "(?:-?ish|[ \\t]*(?:多|左右|上下(?!文)))?(?![\\w%:×\\uFE0F\\u20E3]|[.,/]\\d|\\.[A-Za-z])" +
  `|(?<![\\w.])(${CN_NUMERAL}{1,6})[ \\t]*(?:多|左右|上下(?!文)|出头)(?![\\w%×])` +
  `|(?<![\\w.]|${CN_NUMERAL})(${CN_RANGE})(?![\\w%×]|${CN_NUMERAL})` +
  // a plain number in Chinese words that ends its clause: "SYCL 下 14B Q4 二十八，Vulkan 二十五"
  `|(?<![\\w.]|${CN_NUMERAL})((?=${CN_NUMERAL}{0,4}[十百])${CN_NUMERAL}{2,6})(?=[ \\t]*(?:[，,。；;！!？?、)）]|$))` +
  // a number in English words: "somewhere around twelve", "seventy-one"
  // (hundreds said as two numbers: "one sixty", "two-forty"; rounded: "-something", "and change", "-odd")
  `|(?<![\\w-])((?:(?:one|${EN_UNITS})[ -](?=${EN_TENS}|${EN_TEENS}))?(?:(?:${EN_TENS})(?:-(?:${EN_UNITS}))?|${EN_UNITS}|${EN_TEENS}))` +
  // (not a number's head: "about two hundred", "twelve thousand")
  "(?:[ \\t]+and[ \\t]+a[ \\t]+half)?(?:-?ish|-something|-odd|[ \\t]+and[ \\t]+change)?(?![\\w-]|[ \\t]+(?:hundred|thousand|million|billion)(?![A-Za-z]))", "gi");
/** Hundreds said as two numbers: "one sixty" 160, "two-forty" 240. */
const SPOKEN_HUNDREDS = new RegExp(`^(one|${EN_UNITS})[ -](.+)$`, "i");
/** An English figure's value: "seventy-one" 71, "one sixty" 160. */
const englishValue = (words) => {
  const spoken = SPOKEN_HUNDREDS.exec(words);
  return spoken ? 100 * parseNumber(spoken[1]) + parseNumber(spoken[2]) : parseNumber(words);
};
/** Where an English number word is an answer: ending its clause ("about four", "fourteen-ish.") or after a cue ("maybe nine by
 * then"): "two cards", "three of us" are counts. */
const EN_WORD_ENDS = /^[ \t]*(?:[,.;!?)）\n]|$)/;
const EN_WORD_CUED = /(?<![A-Za-z])(?:about|around|maybe|roughly|like|only|just|barely|probably|nearly|almost|to|at|does|did|gets?|got|hits?|see|saw|[~≈])[ \t]*$/i;
/** Words that make the English number after them a count of things: "in all three", "the two of them". */
const EN_COUNT_BEFORE = /(?<![A-Za-z])(?:all|both|the|those|these)[ \t]+$/i;
const EN_HALF = /[ \t]+and[ \t]+a[ \t]+half/i;
/** A range's low end: "eight or nine tokens a second" (the high end is the figure). */
const EN_RANGE_LOW = new RegExp(`^[ \\t]*(?:or|to|-|–)[ \\t]*(?:${EN_TENS}|${EN_UNITS}|${EN_TEENS}|\\d)`, "i");
/** What after a figure makes it a range's low end ("2-3x"), a count, a size, a time ("7:45"), a date ("11 月"), a vote count ("12 points"), a count out of a
 * total ("300 / 300 tokens"), a platform ("9004 平台"), a label ("评论 1："), a part joined to another ("9654 + 单卡 4090"), digits
 * before a Chinese multiplier ("6 万多": their value is not the figure's) or a claim detect.js reads with its unit, itself or as
 * a range's upper end ("between 14 and 16 t/s"). */
const NOT_AN_ANSWER_AFTER = /^(?:[ \t]*[÷×*≈=°℃]|[ \t]*\/[ \t]*\d[\d.,]*[ \t]*[≈=]|[ \t]*[-–~][ \t]*\d|[ \t]*(?:ghz|mhz|rpm)(?![A-Za-z])|[ \t]*转(?![速换])|[ \t]*[万千亿]|[ \t]*(?:平台|主板|platform(?![A-Za-z]))|[:：][0-5]\d(?!\d)|[ \t]*(?:票|points?|pts|upvotes?|votes?|karma|comments?|replies|reply|likes?|links?|views?|users?|posts?|samples?|submissions?|reports?|entries|entry)(?![A-Za-z])|[ \t]*[月号日]|[ \t]*\/[ \t]*\d+[ \t]*(?:tokens?|tok)|[ \t]*[:：](?![0-9])|[ \t]*(?:used|free|left|allocated)(?![A-Za-z])|-[A-Za-z]|[ \t]*度|[ \t]*[万千]?[ \t]*(?:块钱|块|元|刀)|[ \t]*(?:上(?![下去来])|单路|双路|的?[ \t]*(?:带宽|显存|内存|(?:memory[ \t]+)?bandwidth))|[ \t]*(?:a|per|an|every|每)[ \t]*(?:minute|min|hour|hr|分钟|小时)(?![A-Za-z])|[ \t]+\+|[ \t]*(?:and|to|-|–|~|～|到)[ \t]*\d[\d.,]*k?[ \t]*(?:t\/s|tk\/s|tok|tps|token|%)|[ \t]*\+?[ \t]*(?:\d+(?:\.\d+)?[bB](?![A-Za-z])|并发|路|concurren|gb|gib|mb|tb|tib|-?bits?|bpw|%|x(?![A-Za-z])|t?ops(?![A-Za-z])|[tg]flops|ms|s(?![A-Za-z])|secs?|seconds?|mins?|minutes?|hours?|小时|秒|毫秒|w(?![A-Za-z])|watts?|gpus?|cards?|users?|people|layers|threads|streams?|seqs|sequences|slots?|agents?|clients?|replicas?|instances?|nodes?|pods?|workers?|channels?|cores?|v?cpus?|dimms?|runs?|ctx|context|req|requests|times|of(?![A-Za-z])|elite|gen[ \t]?\d|"|inch|英寸|寸|gigs?|cents?|percent|fps|calls?|yuan|frames?|degrees?|°|分贝|db(?![A-Za-z])|美元|美金|sentences?|messages?|characters?|chars?|vus?(?![A-Za-z])|billion|million|％|点(?![几多半\d])|days?|weeks?|months?|years?|am(?![A-Za-z])|pm(?![A-Za-z])|a\.m\.|p\.m\.|configs?(?![A-Za-z])|configurations?|t\/s|tk\/s|tok|tps|token|words?|wpm|每秒|楼|张|卡|个(?![ \t]*(?:tokens?|tok|令牌|词元|左右|上下|多|吧))|人|年|天|周|分钟|元|块|字|层|通道|核|线程|条|根|位|倍|次|g(?![A-Za-z]))|[ \t]*的?[ \t]*(?:prompt|上下文|输入|input)|[ \t]*的(?=[^，,。0-9\n]{0,4}[0-9])|[ \t]+(?:gives?|gave|yields?|does|did|case)(?![A-Za-z])(?=[^\n.;,]{0,12}\d)|[ \t]+(?:update|upgrade|release|beta|firmware)(?![A-Za-z]))/i;
/** A setting opening a clause whose own figure follows: "at 16 it climbs to 410", "at 64 it tops out near 980" (not a
 * speed as a threshold: "at 150 it's under 30 seconds", "Below 5 it feels broken"; nor a speed a verb gives, before a
 * model's size: "the 4B runs at 212, the 14B at 118"). */
const SETTING_OPENS = /(?<![A-Za-z])(?<!(?:runs?|running|ran|sits?|sat|peaks?|peaked|(?:clocks?|clocked|comes?|came)[ \t]+in)[ \t]+)(?:at|past|beyond|above|below|over|under)[ \t]+$/i;
const CLAUSE_AFTER_SETTING = /^[ \t]*,?[ \t]*(?:it|we|they|the|this|that|there|things|everything)(?![A-Za-z])[^.;,!?\n\d]{0,30}?\d(?![\d.,]*[ \t]*(?:s|sec|seconds?|ms|min|minutes?)(?![A-Za-z]))(?![\d.]*[bB](?![A-Za-z]))/i;
/** A prompt figure paired with a generation one, no length: "88 gen, 1.9k prompt". */
const PROMPT_AFTER_GEN = /\d[\d.,]*k?[ \t]*(?:gen|tg|decode|generation)[ \t]*[,/;][ \t]*[~≈]?[ \t]*\d[\d.,]*k?[ \t]+prompt(?![A-Za-z])/i;
/** Words before a figure that make it a version, a setting, a context size or a model's version ("cuda 12.4",
 * "max-num-seqs 已经设到 128", "-ngl 99", "context hits 30k", "Gemma 3"), a phone chip's ("骁龙 8 至尊版"), a phone's
 * ("Pixel 9") or a board's ("Pi 5"), a CPU's model number ("双路 9355"), a thread's level or a reaction's count ("level 1",
 * "👍 4"), a score ("scores like 62") or a term of arithmetic ("546 ÷ 40"; its result after "≈" or "=" is an answer). */
const SETTING_WORD_REACH = 16;
const NOT_AN_ANSWER_BEFORE = /(?:version|driver|cuda|python|ubuntu|windows|macos|android|build|jetpack|mesa|oneapi|(?<!\d[kK万]?[ \t]{0,2})(?<!短|short[ \t])(?:ctx|context|上下文)|驱动|版本|预算|价格|售价|花了|二手|一张|每张|内存|带宽|bandwidth|频率|主频|batch|budget|price|(?<![0-9])--?(?![a-z0-9_-]*[-_]\d+(?:\.\d+)?b(?![a-z]))[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|设到|设为|设成|设置为|开到|ngl|功耗|功率|电源)(?:[ \t]*[:：=][ \t]*|(?:(?!掉到|降到|掉回|跑出|跑到|drops?[ \t]|falls?[ \t]|and[ \t])[^,，;；.。:：]){0,8})$|(?<![A-Za-z0-9])--?[a-z][a-z0-9]{0,11}(?:[ \t]+(?:is|was|set[ \t]+to|to|at))?[ \t=]*$|(?<![A-Za-z])(?:and[ \t]+)?not[ \t]+$|(?<![A-Za-z])(?:level|kudos|upvotes?)[ \t]+$|(?:👍|👎|❤️?|♡|▲|▼|↑|⬆️?|🎉|🚀|👀|😄|😕|\+1)[ \t]*$|(?<![A-Za-z])(?:scores?|scored|scoring)(?:[ \t]+(?:like|about|around))?[ \t]+$|(?<![A-Za-z])(?:pixel|iphone|galaxy[ \t]+[sazn]|redmi|xiaomi|honor|mate|oneplus|find[ \t]+x|reno|ipad|pi)[ \t]*$|树莓派[ \t]*$|(?<![A-Za-z])(?:tp|dp|ep|np|ngl|bs)[ \t]*[=:]?[ \t]*$|(?<![A-Za-z0-9_])(?!i?q[0-9])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?:[ \t]+(?:is|of|at)|[ \t]*=)?[ \t]*$|(?<![A-Za-z])(?:gemma|llama|qwen|phi|mistral|deepseek|glm|granite|olmo|yi|internlm|baichuan|epyc|xeon|gold|silver|platinum|ryzen|threadripper|ai[ \t]*max\+?|snapdragon|dimensity|exynos|kirin|helio)[ \t-]*$|(?<![A-Za-z])(?:mistral|magistral|devstral|gemini|claude|gpt)[ \t-]+(?:small|medium|large|nemo|mini|nano|flash|pro|turbo|sonnet|opus|haiku)[ \t-]*$|(?:骁龙|天玑|麒麟|猎户座)[ \t]*$|(?:双路|两路|四路)[ \t]*$|(?<![A-Za-z])(?:l?pddr[45]x?|ddr[345]|gddr[567]x?)[ \t-]*$|(?:(?<![单單每多])用户|(?<![单單每多])用戶|网友|網友|(?<![A-Za-z])u?id)[ \t]*$|(?:带宽|bandwidth)[^，,;；。.!?！？\n]{0,20}$|(?:(?<!\d[ \t]{0,2})并发数?|(?<![A-Za-z])(?:concurrency|bs))[ \t]*[:：=]?[ \t]*$|(?:回退到|回滚到|升级到|降级到|退回|(?<![A-Za-z])(?:rolled[ \t]+back|downgraded?|upgraded?)[ \t]+to)[ \t]*v?$|(?:图|表|(?<![A-Za-z])(?:fig(?:ure)?|table|tab)\.?)[ \t]*$|(?<![A-Za-z])(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?[ \t]+$|[÷×*][ \t]*$|(?:\+\/-|±)[ \t]*$|#[A-Za-z][\w-]*[ \t]*[:=][ \t]*$|(?<![A-Za-z])(?:acceptance(?:[ \t]+(?:rate|length))?(?:[ \t]+(?:was|is|of))?|rtf|rpm|tpm|mfu(?:[ \t]+(?:about|of|is))?|scaling[ \t]+factor|number[ \t]+of[ \t]+clients)[ \t]*[:：=]?[ \t]*(?:\d+(?:\.\d+)?%?[ \t]*(?:,|and|&|\/)[ \t]*)*$|(?<![A-Za-z])(?:qps|rps|tpm|rpm)[ \t]*[:：=]?[ \t]*(?:大约|约|大概|差不多|about|around|roughly)?[ \t]*$|(?<![A-Za-z])(?:threads?|concurrency|batch[ _]?size)[ \t]+(?:set[ \t]+)?(?:to|at)[ \t]+(?:\d+[ \t]+instead[ \t]+of[ \t]+)?$|(?<![A-Za-z])(?:at[ \t]+)?(?:concurrency|batch(?:[ \t]+size)?)[ \t]*=?[ \t]*\d+(?:[^.。;；\n\d]*\d[\d,.]*)+[^.。;；\n\d]*(?<![A-Za-z])at[ \t]+$|(?:接受率|接受长度|赞|第)[ \t]*$|(?<![A-Za-z0-9&])#[ \t]*$|(?<![A-Za-z])other[ \t]+$|(?<![A-Za-z\d.])\d+[ \t]+(?:out[ \t]+)?of[ \t]+$|(?<![A-Za-z])(?:capped|limited|locked|pinned|clocked)[ \t]+(?:at|to)[ \t]+$/i;
/** An emoji right before a figure: a reaction's count ("🔥 2  😭 5"), as 👍 4 is. */
const REACTION_BEFORE = /\p{Extended_Pictographic}\uFE0F?[ \t]*$/u;
/** Where a sentence ends inside a line: the question's own sentence is the last piece. */
const SENTENCES = /(?<=[.!。！])[ \t]+|(?<=[。！])/;
/** A gain or a loss before a figure ("another 1-2"): a difference, no speed. */
const DELTA = new RegExp(`(?:${GRAMMAR.delta_before})$`, "i");
/** A backend's version ("ROCm 6.4", "CUDA 12.8"), not its speed ("Vulkan 28"). */
const BACKEND_BEFORE = /(?<![A-Za-z])(?:rocm|vulkan|cuda|metal|sycl|oneapi|cann|mindie|mindspore)[ \t]*[:：]?[ \t]*$/i;
const BACKEND_VERSION = /^\d{1,2}\.\d{1,2}$/;
/** A backend whose bare number is its version, never its speed: "rocm 7", "CUDA 13". */
const VERSIONED_BACKEND = /(?<![A-Za-z])(?:rocm|cuda|cann|oneapi)[ \t]*[:：]?[ \t]*v?$/i;
/** An engine's version ("vLLM 0.9", "ollama 0.11.4"), not its speed ("SGLang 124", "vLLM 119.5"). */
const ENGINE_BEFORE = /(?<![A-Za-z])(?:vllm|sglang|ollama|lmdeploy|mlx(?:-lm)?|llama\.cpp|ik_llama\.cpp|tensorrt-llm|trt-llm|tgi|exllamav?[23]?|koboldcpp|ktransformers|llamafile)[ \t]*v?$/i;
/** A library that serves no figure of its own: a decimal after its name is its version ("torch 2.4", "MindIE 2.1"); python,
 * cuda and a driver are NOT_AN_ANSWER_BEFORE's, whatever follows them. */
const LIBRARY_BEFORE = /(?<![A-Za-z])(?:transformers|torch|pytorch|numpy|triton|flash-?attn|bitsandbytes|accelerate|peft|xformers|jax|mindie|cann|rocm)[ \t]*[:：=]?[ \t]*v?$/i;
const ENGINE_VERSION = /^(?:0\.\d{1,2}(?:\.\d+)?|\d{1,2}\.\d{1,2}\.\d+)$/;
/** A year, never a speed: in a reply, or under a block of figures ("Nov 2025"). */
export const YEAR = /^(?:19|20)\d\d$/;
const PHASE_NEAR = 12;
/** A phase word after a figure names it only within its clause: "62 左右，pp 大概 3k" names the 3k. */
const CLAUSE_MARK = /[,，;；。!?！？]|\.(?![0-9])/;
const SENTENCE_MARK = /[。！？!?]|\.(?=\s|$)/;
const EVERY_SENTENCE_MARK = new RegExp(SENTENCE_MARK.source, "g");
/** What makes a figure opening its line a list's ordinal: "1. mine: 92", "2) …", "3、…". */
const ORDINAL_AFTER = /^(?:[.)）、]|\/(?=[ \t]))/;

/**
 * A figure in thousands is an answer only after a phase word in its clause ("pp is 1.7k", "prompt processing is
 * silly fast, 11k+") or under a question about prefill: "24 if you drop to 4k" is a context, and so is one past a
 * word that bounds a length ("past 32k").
 */
const THOUSANDS = /k$/i;
const THOUSANDS_NEAR = 40;
/** A change's start before its figures ("dropped from 112 to 87", "从 21 到 29"), not a spread's ("anywhere from 20 to 65"). */
const FROM_BEFORE = /(?:(?<![A-Za-z])(?<!(?:anywhere|range[sd]?|ranging|var(?:y|ies|ied|ying))[ \t]+)from|从|從)[ \t]*$/i;

const valueOf = (figure) => (/^\d/.test(figure)
  ? Number(figure.replace(THOUSANDS, "").replaceAll(",", "")) * (THOUSANDS.test(figure) ? 1000 : 1) : parseNumber(figure));

/** Where a line's question ends: after its last question mark, else at its end. */
const askedEnd = (text) => Math.max(text.lastIndexOf("?"), text.lastIndexOf("？")) + 1 || text.length;

const HEADING_LINE = /^[ \t]{0,3}#{1,6}[ \t]/;
/** A question about image generation asks no token rate: "4060 跑 SDXL 多快". */
const IMAGE_WORK = /sdxl|stable[ -]?diffusion|comfyui|(?<![A-Za-z])flux(?![A-Za-z])|出图|生图|文生图|it\/s/i;

/** Whether a line asks for speeds (an article's heading asks no one: "### 多快才算够用？"), and only for them (its replies
 * to "速度咋样，二手现在多少钱" may be prices: "五千五左右"). */
const asksForSpeed = (line) => ASKS.test(line.text) && ASKS_FOR_SPEED.test(line.text) &&
  (!HEADING_LINE.test(line.text) || ROLL_CALLED.test(line.text)) &&
  !IMAGE_WORK.test(line.text) && !OTHER_WORK.test(line.text) && !ASKS_PRICE.test(line.text) && !REQUEST_RATE.test(line.text) &&
  (!ASKS_WHICH_OTHER.test(line.text) || ASKS_HOW_FAST.test(line.text));
/** A question whose subject is memory or the context, whatever speed it names on the way ("the tok/s is fine, but what's
 * the vram at 32k?"), unless it asks how fast too ("How fast is it? And what ctx can you fit?"). */
const ASKS_WHICH_OTHER = /(?<![A-Za-z])(?:what(?:'s|’s|s)?|which|how[ \t]+much)(?:[ \t]+(?:is|are|was|about))?[ \t]+(?:the[ \t]+|your[ \t]+|ur[ \t]+)?(?:(?:hotspot|junction|core|gpu|vram|memory)[ \t]+)?(?:vram|memory|ram|ctx|context|temps?|temperatures?|power|wattage|watts|clocks?)(?![A-Za-z])/i;
const ASKS_HOW_FAST = /(?<![A-Za-z])(?:how[ \t]+fast|what[ \t]+(?:speeds?|tok\/s|t\/s|tps))(?![A-Za-z])|多快|速度多少/i;
/** A question that also asks a price. */
const ASKS_PRICE = /多少钱|价格|价钱|售价|预算|(?<![A-Za-z])(?:prices?|costs?|budget|how[ \t]+much[ \t]+(?:did|does|is|was))(?![A-Za-z])/i;
/** A question about another kind of rate asks no model speed: a database's TPS, audio tokens, a pretraining run. */
const OTHER_WORK = new RegExp(GRAMMAR.negative_context, "i");

/** A floor's header line: its number, a name and a date or an age ("#1 无名小卒233 2025-11-20 21:10", "#3 · 楼主 · 1 小时前 · ❤️ 1"). */
const FLOOR_HEADER = /^[ \t]*(?:#\d{1,4}|\d{1,4}[ \t]*[楼F])[ \t·•][^\n]*?(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}-\d{1,2}[ \t]+\d{1,2}:\d{2}|\d+[ \t]*(?:小时|分钟|天|秒)前|(?<![A-Za-z])ago(?![A-Za-z]))/;
const PROVINCES = "北京|上海|天津|重庆|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|" +
  "青海|台湾|内蒙古|广西|西藏|宁夏|新疆|香港|澳门|海外";
/** A comment's header line: a name, a date, a province, a like count ("🌻 向日葵  11-23 河南", "Mr.K · 11-21 · IP 属地北京",
 * "🧋 奶盖多多  11-22 广东  ♡ 32", "答主 · 11-18", "楼主  吧务  11-09 21:14"). */
const COMMENT_HEADER = new RegExp(`^[ \\t]*[^\\s\\d][^\\n]{0,24}?[ \\t]*(?:[·•][ \\t]*)?(?<!\\d)(?:\\d{4}-)?\\d{1,2}-\\d{1,2}(?!\\d)` +
  "(?:[ \\t]+\\d{1,2}:\\d{2})?" +
  `(?:[ \\t]*(?:[·•][ \\t]*)?(?:IP[ \\t]*属地[ \\t]*)?(?:${PROVINCES}))?(?:[ \\t]*(?:♡|❤️?|▲|👍)[ \\t]*\\d+)?[ \\t]*$`);
/** A line that only heads a reply or counts its votes: "u/lowtide_lena · 8h", "▲ 11", a floor's or a comment's header. */
const VOTES_OR_NAME = /^[ \t]*(?:(?:(?:▲|▼|♡|❤️?|👍|⬆️?|:[a-z0-9_+-]+:|\p{Extended_Pictographic}\uFE0F?)[ \t]*\d+[ \t]*)+|(?:u\/|@)[\w.-]{1,30}(?:[ \t]*[·•][^\n]{0,30})?)[ \t]*$/u;
/** An answer's header on a Q&A site, its number and its votes: "回答 1（赞同 812）：", "Answer 2 (95 upvotes):". */
const ANSWER_HEADER = /^[ \t]*(?:回答|答|answer)[ \t]*#?\d{1,3}[ \t]*(?:[（(][^()（）\n]{0,24}[)）])?[ \t]*[:：]?[ \t]*$/i;
const headerOnly = (text) => VOTES_OR_NAME.test(text) || FLOOR_HEADER.test(text) || COMMENT_HEADER.test(text) ||
  ANSWER_HEADER.test(text);
/** New reddit's buttons, each a line of its own around a post's or a comment's vote and comment counts. */
const THREAD_BUTTON = /^[ \t]*(?:upvote|downvote|vote|reply|share|award|go to comments|comments?)[ \t]*$/i;
const BARE_COUNT = /^[ \t]*\d[\d.,]*[kK]?[ \t]*$/;

/** Whether lines[j] is a count between new reddit's buttons ("Upvote", "27", "Downvote"): no reply's figure. */
function buttonCount(lines, j) {
  if (!BARE_COUNT.test(lines[j].text)) return false;
  const near = (step) => {
    for (let k = j + step; k >= 0 && k < lines.length; k += step) if (lines[k].text.trim()) return lines[k].text;
    return "";
  };
  return THREAD_BUTTON.test(near(-1)) || THREAD_BUTTON.test(near(1));
}
/** A question about requests, not tokens ("每秒能接多少请求"). */
const REQUEST_RATE = /(?:多少|几)个?请求|请求数|(?<![A-Za-z])(?:qps|rps|req(?:uest)?s?\/s|requests[ \t]+per[ \t]+second)(?![A-Za-z])/i;
/** A reply that names a price or another rate: its bare figures are those, not speeds. */
const OTHER_RATE_OR_PRICE = /每分钟|per[ \t]+minute|\/min(?![A-Za-z])|(?<![A-Za-z])(?:wpm|fps|paid|shipping|bucks|dollars|usd|eur)(?![A-Za-z])|\d[ \t]*(?:块|元|刀|美元|美刀)(?!钱)|[$¥€£][ \t]*\d/i;
/** A question about a price, a budget, power, memory, the context, the quantization or the version, whose replies are no
 * speeds ("how much vram do you actually have free?" over "24", "上下文开多少", "价格多少"): asked about, not named in passing. */
const OTHER_THING = new RegExp("(?:价格|价钱|售价|预算|二手|功耗|显存|内存|上下文|电源|版本)[^，,。？?\\n]{0,4}(?:多少|多大|几|啥|什么|哪)|" +
  "多少钱|(?:啥|什么|哪种|哪个)[ \\t]*(?:量化|版本)|(?<![A-Za-z])(?:how[ \\t]+much|what|which)[ \\t]+(?:[A-Za-z']+[ \\t]+){0,2}?" +
  "(?:price|cost|budget|vram|memory|ctx|context|quant|psu|version|release|pay|layers|ngl)(?![A-Za-z])", "i");
const asksOtherThing = (line) => ASKS.test(line.text) && OTHER_THING.test(line.text) && !ASKS_FOR_SPEED.test(line.text);

const DECLARING_LINE = /^[ \t]{0,3}(?:#{1,6}[ \t]|\*\*)/;
const DECLARED = /单位|單位|units?[ \t]*[:：]|[（(][^()（）\n]{0,40}(?:tok(?:en)?s?|t)[ \t]*\/[ \t]*s/i;
/** A heading (or a bold line) that declares the unit: "### 三、生成速度（单位：tokens/s，越高越好）", "**decode (tok/s)**". */
const declaresUnit = (line) => DECLARING_LINE.test(line.text) && DECLARED.test(line.text) && ASKS_FOR_SPEED.test(line.text);
/** A table's row or a tool's footer under a question ("| qwen3 14B … |  99 |  1 |", "build: 5be1a7c2 (7231)"): its
 * figures are the table's to read, or none; a tool's line of another quantity ("Successful requests: 200",
 * "Benchmark duration (s): 61.84", "Total generated tokens: 51200"), a line of code or a site's counts under a
 * question ("asked Nov 11 at 9:42 · user4471 63", "关注者 1,204 · 被浏览 386,512", "关注 2  收藏 1  浏览 341",
 * "console.log(… / 1000)") answer no question about speed. */
const NO_REPLY_LINE = /^[ \t]*\|.*\|[ \t]*$|^[ \t]*(?:build|commit|version)[ \t]*:|^[ \t]*(?:INFO|WARNING|WARN|DEBUG|ERROR)\b|^[ \t]*[A-Za-z][^:\n]{0,48}?(?:\((?![^)]*(?:tok|t\/s))[^)]*\)|requests?|tokens|duration|concurrency)[ \t]*:[ \t]*[~≈]?[\d.,]+[ \t]*$|^[ \t]*(?:asked|answered|edited|modified)[ \t].*\d|关注者|被浏览|^[ \t]*(?:(?:关注|收藏|浏览|点赞|阅读|评论|回答|赞同|喜欢)[ \t]*\d+[ \t]*)+$|[;{}][ \t]*$|^[ \t]*(?:let|const|var|console\.|print)[ (]|^[ \t]*"[^"\n]{1,40}"[ \t]*:[ \t]*[~≈]?[\d.,]+[ \t]*,?[ \t]*$|^[ \t]*\d+[ \t]+(?:comments?|replies|reply|answers?|votes?|views?)(?:[ \t]*[·•][ \t]*\d+[ \t]+(?:comments?|replies|reply|answers?|votes?|views?))*[ \t]*$/i;
const UNIT_WRITTEN = /\d\+?[ \t]*(?:t|tk|tok|tokens?)[ \t]*\/[ \t]*s(?![A-Za-z])|\d[ \t]*tps(?![A-Za-z])|\d[ \t]*tokens?[ \t]+per[ \t]+sec/i;
/** A cue right before a figure, within CUE_REACH: "reached 18,400", "是 71" (under a heading, only such figures count). */
const CUE = new RegExp(`(?:${GRAMMAR.carry.cue}|是|为|到了?)[ \\t]*(?:(?:like|the)[ \\t]+)?[~≈～约]?[ \\t]*`, "iy");
/** Whether a cue ends right at `at`, read in the whole text (some cues look ahead at the figure: "— 71"). */
function cuedAt(text, at) {
  for (let from = Math.max(0, at - CUE_REACH); from < at; from++) {
    CUE.lastIndex = from;
    if (CUE.test(text) && CUE.lastIndex === at) return true;
  }
  return false;
}
const CUE_REACH = 40;

/** The answers in the reply lines under a question, each a claim with the question as its column. */
export function answerClaims(lines) {
  const claims = [];
  for (let i = 0; i < lines.length; i++) {
    // a heading that names the unit ("### 三、生成速度（单位：tokens/s）") heads prose figures as a question does
    const heading = declaresUnit(lines[i]);
    if (!heading && !asksForSpeed(lines[i])) continue;
    const question = lines[i].text.trim().slice(0, 120);
    // the asker's own figures after the question mark count too when the question names the speed: "How many
    // tokens/s should I expect? I'm seeing 31" (not "谁快？…输入 1k 输出 1k，…5820 tokens/s": its sizes)
    const asked = askedEnd(lines[i].text);
    // (the question's own sentence names it: "…1,800 tokens/s total. Is there anything to tune? max_num_seqs is 64"
    // is a setting)
    const named = ASKS_FOR_SPEED.test(lines[i].text.slice(0, asked).split(SENTENCES).at(-1));
    // (a question about prefill expects thousands: "realistic prefill speed?" over "you're at 6k+")
    const prefillAsked = phaseNamed(question) === "prefill";
    const replies = named ? [{ text: lines[i].text.slice(asked), start: lines[i].start + asked }] : [];
    // (a question naming two phases in order, "pp/tg on the b580?", is answered by a pair: "1350/57")
    const order = ASKED_ORDER.exec(question)?.slice(1).map(phaseNamed) ?? null;
    // (blank lines between a thread's floors do not count: "#1 · name · 3 小时前", a blank, its reply, a blank…)
    let j = i + 1;
    // (another question ends them: "价格多少" over "62,000，开了票")
    // (a roll call that is an item of a numbered list of rules: the list's next items are rules too, no replies)
    const ruled = NUMBERED_ITEM.test(lines[i].text);
    for (let read = 0; j < lines.length && read < REPLY_LINES && !asksForSpeed(lines[j]) && !asksOtherThing(lines[j]); j++) {
      if (heading && (HEADING_LINE.test(lines[j].text) || /[|\t]/.test(lines[j].text))) break;   // its section's prose only
      if (ruled && NUMBERED_ITEM.test(lines[j].text)) continue;
      if (buttonCount(lines, j)) continue;
      replies.push(lines[j]);
      if (lines[j].text.trim() && !headerOnly(lines[j].text)) read++;   // a thread's headers and votes read no reply
    }
    // (under a heading, only a figure a cue leads: "reached 18,400", "是 71", not "run 37 of 48" or "11 月 20 日")
    for (const { text, start } of replies) {
      // "300 块一张…都涨到 700 了", "每分钟 300 到 500 字，快的能到 800", "12.5 frames a second × 8 codebooks"
      if (OTHER_RATE_OR_PRICE.test(text) || OTHER_WORK.test(text) || headerOnly(text) || NO_REPLY_LINE.test(text)) continue;
      // a bare number in a code span beside a figure with its unit is a count: a poll's votes ("1️⃣ 10 tok/s  \`3\`")
      const unitWritten = UNIT_WRITTEN.test(text);
      for (const claim of figuresIn(text, start, question, prefillAsked)) {
        if (unitWritten && text[claim.start - start - 1] === "`" && text[claim.end - start] === "`") continue;
        if (heading && !cuedAt(text, claim.start - start)) continue;
        claims.push(heading ? { ...claim, phase: claim.phase ?? phaseNamed(question) } : claim);
      }
      if (order) claims.push(...orderedPairs(text, start, question, order));
    }
    i = j - 1;
  }
  return claims;
}

/** Two phases named in order by a question ("pp/tg on the b580 with qwen3 8b?"), and a reply's pair ("1350/57"). */
const { words: ORDER_WORDS, join: ORDER_JOIN } = GRAMMAR.phase_order;
const ASKED_ORDER = new RegExp(`(?<![A-Za-z])(${ORDER_WORDS})${ORDER_JOIN}(${ORDER_WORDS})(?![A-Za-z])`, "i");
const LIST_ITEM_START = /^[ \t]*(?:[-*•+·]|\d{1,2}[.)、])[ \t]/;
const NUMBERED_ITEM = /^[ \t]*\d{1,2}[.)、][ \t]/;
const PAIR_ENDS = /\d[ \t]*\/[ \t]*\d[\d,.]*k?[ \t]*[.。!！]?[ \t]*$/i;
/** Two figures joined by a slash, not two of a run of three ("5090 / 9,850 / 263"). */
const ORDERED_PAIR = /(?<![\w./,]|\/[ \t]*)(\d[\d,]*(?:\.\d+)?k?)[ \t]*\/[ \t]*(\d[\d,]*(?:\.\d+)?k?)(?![\w/%]|[.,]\d|[ \t]*\/)/gid;

/** The pairs of a reply answering a question that names two phases in order, each figure with its phase. */
function orderedPairs(text, start, question, order) {
  const claims = [];
  // a reply that is the pair ("halden: 1350/57"), never a list's item or a row of several ("- 395 / 610 / 48.7")
  if (LIST_ITEM_START.test(text) || text.split("/").length !== 2 || !PAIR_ENDS.test(text)) return claims;
  return pairsIn(text, start, question, order);
}

/** Each pair of figures in text (at offset start), in the phases `order` names, with the words that name them; a
 * card's number is no figure where the pair may be cards ("3090/4090?"), unless a key has set its places. */
export function pairsIn(text, start, words, order, keyed = false) {
  const claims = [];
  for (const pair of text.matchAll(ORDERED_PAIR)) {
    for (const k of [0, 1]) {
      const figure = pair[k + 1], value = valueOf(figure);
      if (value > 0 && !YEAR.test(figure) && (keyed || !GPU_NUMBER.test(figure))) {
        claims.push(figureClaim(start + pair.indices[k + 1][0], figure, value, order[k], words));
      }
    }
  }
  return claims;
}

/** A bare figure's claim: the figure at `at`, with the words that make it a speed as its column (an answer's question,
 * a format's field, a test's name) and its row's words, when it has a row. */
export const figureClaim = (at, figure, value, phase, column, row = "") => ({ start: at, end: at + figure.length,
  text: figure, value, unit: "tok/s", per_user: false, phase, column, row });

/** A parallelism named in words before its size ("tensor parallel 2"): a power of two is the size, another figure a speed. */
const PARALLEL_BEFORE = /(?<![A-Za-z])(?:tensor|pipeline|data|expert)[ \t-]+parallel(?:ism)?(?:[ \t]+size)?[ \t]*[=:]?[ \t]*$/i;
const PARALLEL_SIZE = /^(?:1|2|4|8|16|32|64)$/;
/** A card's brand or series right before a figure, which is then its model number: "RX 580", "GTX 1070", "Arc A770"
 * (wider than the grammar's card_before, which detect.js reads a declared list's items with: a series letter, Quadro,
 * TITAN and Tesla too). */
const CARD_SERIES_BEFORE = /(?<![A-Za-z])(?:rtx|gtx|rx|radeon|arc|quadro|titan|tesla|geforce)[ \t-]?(?:[a-z][ \t-]?)?$/i;
/** A chat line's bracketed header: "[阿杰 21:01] ", "[8:03 PM] ". */
const CHAT_HEADER = /^[ \t]*\[[^\]\n]{1,30}\][ \t]*/;

/** A figure's head or tail set in space thousands ("1 846"): after the head three digits, before the tail one to three. */
const SPACE_THOUSANDS_AFTER = /^[ \u00a0\u202f]\d{3}(?![\d.,])/, SPACE_THOUSANDS_HEAD = /(?:^|[ \t\u4e00-\u9fff，,：:])$/;
const SPACE_THOUSANDS_BEFORE = /(?:^|[ \t\u4e00-\u9fff，,：:])\d{1,3}[ \u00a0\u202f]$/;

/** Where a window opened at `at` and ending at `end` starts once the word it cuts is left out ("llama.cpp" cut to its
 * "pp" was prompt processing). */
function pastCutWord(text, at, end) {
  let from = Math.max(0, at);
  while (from > 0 && from < end && /[A-Za-z0-9]/.test(text[from - 1]) && /[A-Za-z0-9]/.test(text[from])) from++;
  return from;
}

/**
 * The bare figures of text (at offset start) that answer words naming the speed (a question, or a sentence after
 * them saying what they were): not a year, a card, a count, a size, a time, a version, a setting or a gain.
 */
export function figuresIn(text, start, words, thousandsExpected = false) {
  const claims = [];
  for (const match of text.matchAll(FIGURE)) {
    const [whole, digits, high, chinese, chineseRange, chinesePlain, english] = match;
    const low = digits ?? chinese ?? chineseRange ?? chinesePlain ?? english;
    if (chinese === "一") continue;   // "`#running-req` 一多就掉到 900": "once there are more", no figure
    const figure = high ?? low;
    const end = match.index + whole.length;
    // what is written before the figure's own first digit ("around Nov 18": the match took the blank before 18)
    const before = text.slice(0, match.index + whole.indexOf(low));
    // (a figure set in space thousands, "1 846", is no two figures)
    if (/^\d{1,3}$/.test(low) && (SPACE_THOUSANDS_AFTER.test(text.slice(end)) && SPACE_THOUSANDS_HEAD.test(before) ||
      SPACE_THOUSANDS_BEFORE.test(before))) continue;
    // (a comment's date stamp, month and day: "11-19 · 浙江 · 回复 · 赞 18")
    if (high !== undefined && DATE_STAMP.test(whole.trim()) && STAMP_AFTER.test(text.slice(end))) continue;
    if (YEAR.test(low) || GPU_NUMBER.test(figure) ||
      (NOT_AN_ANSWER_AFTER.test(text.slice(end)) && !PROMPT_AFTER_GEN.test(text.slice(Math.max(0, end - 40), end + 8)))) continue;
    // "1. mine, 3x3090: 92", a chat line's "[阿杰 21:01] 1. 4090 —— 165"
    // (never one hedged: "Strix Halo: 48-ish.")
    if (ORDINAL_AFTER.test(text.slice(end)) && !before.replace(CHAT_HEADER, "").trim() && !/ish$/i.test(whole)) continue;
    if (BACKEND_VERSION.test(figure) && BACKEND_BEFORE.test(before)) continue;   // "ROCm 6.4"
    if (Number(figure) < 20 && VERSIONED_BACKEND.test(before)) continue;           // "(rocm 7)"
    if (ENGINE_VERSION.test(figure) && ENGINE_BEFORE.test(before)) continue;     // "vLLM 0.9"
    if (figure.includes(".") && LIBRARY_BEFORE.test(before)) continue;            // "torch 2.4", "transformers 4.46"
    if (NOT_AN_ANSWER_BEFORE.test(before) || DELTA.test(before.slice(-24)) || REACTION_BEFORE.test(before)) continue;
    if (SETTING_WORD_BEFORE.test(before.slice(-SETTING_WORD_REACH))) continue;   // "并发开的 128": a setting's value
    if (PARALLEL_SIZE.test(figure) && PARALLEL_BEFORE.test(before)) continue;   // "tensor parallel 2", not "… parallel 52"
    // "at 16 it climbs to 410": a setting a clause opens with, its own figure after
    if (SETTING_OPENS.test(before.slice(-12)) && CLAUSE_AFTER_SETTING.test(text.slice(end))) continue;
    // "RX 580 8GB on Vulkan, 19 tok/s": a card's model number (the words before the figure itself, a range's high end
    // read past its low: "RTX 5090 – 142")
    if (CARD_SERIES_BEFORE.test(text.slice(0, match.index + whole.lastIndexOf(figure)))) continue;
    if (english && EN_COUNT_BEFORE.test(before)) continue;   // "in all three": a count of things
    if (english && ((!EN_WORD_ENDS.test(text.slice(end)) && !EN_WORD_CUED.test(before)) || EN_RANGE_LOW.test(text.slice(end)))) continue;
    if (isSize(figure, Number(figure))) continue;   // "改成 8192": a size
    if (perPrice(text, match.index + whole.lastIndexOf(figure), end)) continue;   // "24.0 per $100": a speed per price
    const value = english ? englishValue(english) + (EN_HALF.test(whole) ? 0.5 : 0) : valueOf(figure);
    if (!(value > 0) || value > 100000) continue;
    const at = match.index + whole.lastIndexOf(figure);
    const phase = phaseNamed(text.slice(end, end + PHASE_NEAR).split(CLAUSE_MARK, 1)[0]) ??
      nearestPhase(text.slice(pastCutWord(text, match.index - PHASE_NEAR, match.index), match.index));
    // (the phase word in its own sentence: "生成速度掉到个位数。调回 8k 之后" names no 8k)
    const near = text.slice(Math.max(0, match.index - THOUSANDS_NEAR), end).split(SENTENCE_MARK).at(-1);
    if (THOUSANDS.test(figure) && (!(thousandsExpected || phaseNamed(near)) || CONTEXT_CUE.test(near.slice(0, -whole.length)))) continue;
    // (a change "from 112 to 87" gives both its figures, a range "20 to 30" its upper end)
    if (high !== undefined && FROM_BEFORE.test(before) && valueOf(low) > 0) {
      claims.push(figureClaim(start + match.index + whole.indexOf(low), low, valueOf(low), phase, words));
    }
    claims.push(figureClaim(start + at, figure, value, phase, words));
  }
  return claims;
}

/** A phase's word before a unit ("output tok/s", "generation tokens per second") or after it ("tok/s generation"). */
const PHASE_LEAD = "(?:output|generation|gen|decode|decoding|prefill|prompt|prompt processing|total|aggregate)[ \\t]+";
const PHASE_TAIL = "(?:generation|gen|decode|decoding|prefill|prompt processing|output|of output|of generation)(?![A-Za-z])";
/** A thread's opening asking every reply for one unit: "楼主：统一报 tokens/s，单卡，…" over "1楼：7900XTX，152". */
const ASKED_UNIT = new RegExp(`(?:统一|統一|一律)(?:报|報|用|按|写|寫)[ \\t]*(?:${GRAMMAR.table.speed_header})`, "i");
/** A note giving the unit of the figures under it ("A note on units: everything below is tokens per second of output",
 * "说明：下文速度单位均为 tokens/s", a channel's topic: "all numbers tg128 in t/s unless noted") or over it
 * ("以上都是生成速度，单位 tokens/s", "补充：上面是总输出吞吐，单位 tokens/s"). */
const NOTE_BELOW = new RegExp(`(?<![A-Za-z])(?:below|following)(?![A-Za-z])[^\\n]{0,60}?(?:${GRAMMAR.table.speed_header})|` +
  `(?<![A-Za-z])(?:all|every)[ \\t]+(?:the[ \\t]+)?(?:numbers?|figures?|results?)(?![A-Za-z])(?![ \\t]+above)[^\\n]{0,40}?(?:${GRAMMAR.table.speed_header})|` +
  `(?:(?<!上)下文|下面|以下|本文)[^\\n]{0,30}?(?:${GRAMMAR.table.speed_header})|` +
  `(?<![\\d.][ \\t]*)(?:${GRAMMAR.table.speed_header})[^\\n\\d]{0,20}?(?:如下|见下)|` +
  `${ASKED_UNIT.source}|` +
  `(?<![A-Za-z])units?[ \\t]+(?:for|of|in)[ \\t]+(?:the|this)[ \\t]+(?:whole[ \\t]+|entire[ \\t]+)?(?:thread|post|list|table|comment)[^\\n]{0,12}?` +
  `(?:${GRAMMAR.table.speed_header})`, "i");
const NOTE_ABOVE = new RegExp(`(?:(?<![A-Za-z])above(?![A-Za-z])|以上|上面|上述)[^\\n]{0,40}?(?:单位|單位|units?)[^\\n]{0,20}?` +
  `(?:${GRAMMAR.table.speed_header})|` +
  // (or, in Chinese, says what the figures above are: "上面两个数字都是 \`ollama run --verbose\` 里的 eval rate（tokens/s）")
  `^[ \\t]*(?:以上|上面|上述|前面)[^\\n。\\d]{0,8}(?:数字|数据|速度|结果)?(?:都是|均为|全是|都指)[^\\n。]{0,40}?(?:${GRAMMAR.table.speed_header})|` +
  // (or says what everything above is: "(Everything above is tg in t/s from llama-bench-style runs, -fa on.)")
  // (a test's name among the words: "EDIT: all numbers above are prompt processing (pp512, t/s)")
  `(?<![A-Za-z])(?:everything|all(?:[ \\t]+of)?(?:[ \\t]+(?:the[ \\t]+)?(?:numbers|figures))?|all[ \\t]+of[ \\t]+the)[ \\t]+above[ \\t]+(?:is|are)` +
  `(?:[^\\n\\d]|(?<=[A-Za-z])\\d){0,30}?(?:${GRAMMAR.table.speed_header})|` +
  // (or that the unit holds throughout, the note closing the list: "4/ Units are output tokens/sec throughout.")
  `(?<![A-Za-z])units?[ \\t]+(?:are|is)[ \\t]+(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})[ \\t]+throughout(?![A-Za-z])`, "i");
/** Phases in the order a line's figures give them: "tg / pp", "生成 / 预填充". */
const ORDER_WORD = "tg|pp|gen|generation|decode|prefill|prompt(?:[ \\t]+processing)?|生成|预填充|解码";
const PHASE_ORDER = `(?:${ORDER_WORD})(?:[ \\t]*\\/[ \\t]*(?:${ORDER_WORD}))+`;
/** A line under bare figures that gives their unit and nothing else of its own: "(output tok/s, 32 concurrent, Qwen3-14B on
 * one L40S)", "units are tokens/sec from mlx_lm.generate", "# columns: total output tok/s / per-request tok/s", "first
 * figure in tok/s", "tok/s across the board, pulled from Grafana". */
const NOTE_CLOSING = new RegExp(`^[ \\t]*(?:#[ \\t]*)?(?:[(（][ \\t]*(?:(${PHASE_ORDER})[ \\t]*(?:[,，][ \\t]*|in[ \\t]+|(?=[(（])))?` +
  `(?:(?:all|both)[ \\t]+(?:in[ \\t]+)?)?(?:${PHASE_LEAD})?` +
  `[(（]?(?:${GRAMMAR.table.speed_header})[ \\t]*[)）]?[ \\t]*(?:everywhere|throughout|all[ \\t]+(?:round|over)|across[ \\t]+the[ \\t]+board)?[ \\t]*(?:[,，;；)）]|$)|(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})` +
  "[ \\t]+(?:across[ \\t]+the[ \\t]+board|for[ \\t]+(?:all|both|each|every)|everywhere|throughout)(?![A-Za-z])|" +
  "(?<=#[ \\t]*)(?:单位|單位)[ \\t]*(?:[:：=]|都是|均为|为)[ \\t]*(?=[^\\n]{0,12}(?:tok|t\\/s|每秒))|" +
  // (a note's: "注：单位 tokens/s，都是 3060 12G 上跑 Qwen3-8B 的生成速度。" under "Q4_K_M 是 55，Q5_K_M 47，Q8_0 33。")
  "(?:注|说明|备注)[ \\t]*[:：][ \\t]*(?:单位|單位)[ \\t]*(?:[:：=]|都是|均为|为|是)?[ \\t]*(?=[^\\n]{0,12}(?:tok|t\\/s|每秒))|" +
  "units?[ \\t]*(?:are|is|:|=)[ \\t]*(?:in[ \\t]+|all[ \\t]+)?" +
  `(?:${GRAMMAR.table.speed_header})|columns?[ \\t]*:[^\\n]{0,40}?(?:${GRAMMAR.table.speed_header})|(?:the[ \\t]+)?(first)[ \\t]+(?:figure|number|value|one)[ \\t]+(?:is[ \\t]+)?(?:in[ \\t]+)?` +
  `(?:${GRAMMAR.table.speed_header}))`, "i");
/** A cheap test for such a line at all. */
export const MAY_CLOSE = /units?|单位|單位|columns?|first|across|for[ \t]+(?:all|both|each|every)|everywhere|throughout|(?:^|\n)[ \t]*(?:#[ \t]*)?[(（]/i;
/** A config's key before a line's colon ("max_num_seqs: 48"): a setting, no speed. */
const CONFIG_KEY = /^[ \t]*(?:[-*•#][ \t]*)?[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+[ \t]*[:：=]/;
/** A setup's words before a unit: no figure, though a device's name may hold digits ("Prompt processing on the 780M"). */
const SETUP_WORDS = "(?:[^:：\\n0-9]|\\d+[A-Za-z]|(?<=[A-Za-z])\\d+)";
/** A pictograph of the emoji blocks, as UTF-16 pairs: a list's bullet, a title's mark, a table cell's mark. */
export const PICTOGRAPH = "\\uD83C[\\uDF00-\\uDFFF]|\\uD83D[\\uDC00-\\uDEFF]|\\uD83E[\\uDD00-\\uDEFF]";
/** An emoji: a symbol or such a pictograph, its variation selector after it. */
const EMOJI = `(?:[\\u2600-\\u27BF]|${PICTOGRAPH})\\uFE0F?`;
/** A caption over a list naming the unit in its brackets ("（DeepSeek-V3.1，API，输出速度，单位 tokens/s）：", "(Llama 3.1
 * 8B Q4_K_M, generation t/s):"): every figure of the items under it ("官方：楼主说 25，我测 21"), as a note's. */
const NOTE_LIST = new RegExp(`[（(][^()（）\\n]{0,80}?(?:${GRAMMAR.table.speed_header})[^()（）\\n]{0,40}[)）][ \\t]*[:：][ \\t]*$|` +
  // (or set apart by a comma at the caption's end: "Generation speed on my M4 Max, rough numbers, tokens a second:")
  `[,，][ \\t]*(?:(?:all|both)[ \\t]+)?(?:in[ \\t]+)?(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header}|tokens?[ \\t]+a[ \\t]+second)[ \\t]*[:：][ \\t]*$|` +
  // (or a title an emoji or a heading's marks open, its brackets naming the unit, no colon: "💡 各种 Mac 跑 Qwen3-30B-A3B 的生成速度
  // （MLX 4bit，t/s，大概）" over "🍎 M4 Pro 48G：70 左右")
  `^[ \\t]*(?:${EMOJI}|#{1,6}[ \\t])[^\\n]{0,80}[（(][^()（）\\n]{0,40}?(?:${GRAMMAR.table.speed_header})[^()（）\\n]{0,30}[)）][ \\t]*$|` +
  // (or a title ending with a phase's speed, the unit such a word means in Chinese: "折腾记录 3090跑qwen3 14b的生成速度" over
  // "1. 默认参数：58")
  // (not a title naming another measure beside it: "显存占用和生成速度：")
  "^(?![^\\n]*(?:显存|内存|功耗|功率|价格|延迟|带宽|上下文))[^\\n:：]{0,60}(?:生成|预填充|解码|输出)(?:速度|吞吐)[ \\t]*[:：]?[ \\t]*$|" +
  // (or between commas, the setup after it: "Load test, tok/s, Qwen3-32B AWQ, 2x 4090, vLLM tp 2:")
  `^[ \\t]*${SETUP_WORDS}{1,40}?,[ \\t]*(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})[ \\t]*,[^:：\\n]{0,80}[:：][ \\t]*$`, "i");
const LIST_ITEM = new RegExp(`^[ \\t]*(?:[-*•·]|\\d{1,2}[.)、]|[①-⑳]|${EMOJI}(?=[^\\n]*[:：]))[ \\t]*`);
/** An item written with no mark, a name and its figure: "P40 21", "2080ti 22g 41". */
const BARE_ITEM = /^[ \t]*(?:[^\s\d:：]|\d+[A-Za-z])[^:：\n/|,，]{0,30}?[ \t]+[~≈约]?\d[\d.,]*[ \t]*$/;
/** A list item's label that names a length, a size, a latency or another rate ("上下文：128k", "VRAM: 24", "QPS：4.7"): no
 * speed. */
export const NOT_SPEED_LABEL = new RegExp(GRAMMAR.table.not_speed_label, "i");
/** The unit said as what was counted: "prompt tokens processed per second", "tokens generated per second". */
const TOKENS_DONE_PER_SECOND = "tokens?[ \\t]+(?:processed|generated|decoded|produced)[ \\t]+(?:per|a|an|each)[ \\t]+sec(?:ond)?";
/** A note giving the unit of the figures after it on its own line: a chart's caption or alt text ("柱状图，单位 tokens/s，
 * 3090 约 1420，4090 约 3150", "Bar chart of prompt processing speed in tokens per second: RTX 3090 1,420; …"). */
const NOTE_HERE = new RegExp(`(?:速度|数字|数据)(?:都|均)?(?:是|指)[ \\t]*(?:${GRAMMAR.table.speed_header})|(?:单位|單位)[ \\t]*[:：]?[ \\t]*(?:都|均|全|一律|统一|統一)?(?:为|是|為|用|按)?[ \\t]*(?:${GRAMMAR.table.speed_header})|` +
  `(?<![A-Za-z])(?:units?[ \\t]*(?:are|is|:)|in|(?:speeds?|numbers|(?:speed[ \\t]+)?figures?)(?:[ \\t]+in[ \\t]+(?:this|these|the|my|our)[ \\t]+[A-Za-z]+)?[ \\t]+(?:is|are)(?:[ \\t]+in)?|y[ \\t-]?axis[ \\t]*:?)[ \\t]+` +
  // (the phase may name its speed first: "All figures in this comment are generation speed, tokens per second")
  `(?:${PHASE_LEAD}(?:speed[ \\t]*[,，][ \\t]*(?:in[ \\t]+)?)?)?(?:${GRAMMAR.table.speed_header}|tokens?[ \\t-]+an?[ \\t-]+sec(?:ond)?|${TOKENS_DONE_PER_SECOND})|` +
  // (a chart's axis naming its measure, then the unit in brackets: "Y axis: generation speed (tokens/s).", "纵轴是生成速度（tokens/s）")
  `(?:(?<![A-Za-z])y[ \\t-]?axis|纵轴|縱軸)(?![^\\n]*(?:刻度|(?<![A-Za-z])ticks?(?![A-Za-z])))[ \\t]*(?:[:：]|is|是|为)?[^()（）\\n.。\\d]{0,30}[（(][ \\t]*(?:${GRAMMAR.table.speed_header})[ \\t]*[)）]|` +
  // (or a chart's words saying what it plots: "折线图展示的是不同上下文长度下 gpt-oss-120b 的解码速度（tokens/s）", "用 Jupyter 画了一下 tok/s
  // 随上下文长度的变化")
  `(?:折线图|柱状图|曲线图|图表?)[^。\\n\\d]{0,6}(?:展示|显示|画)的?(?:是|了)?[^。\\n]{0,40}?(?:${GRAMMAR.table.speed_header})|` +
  `画了?一?下?[ \\t]*(?:${GRAMMAR.table.speed_header})[ \\t]*(?:随|跟|和)|` +
  `(?<![A-Za-z])(?:chart|graph|plot)[ \\t]+of[ \\t]+(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})[ \\t]+(?:against|vs\\.?|versus|over|by)(?![A-Za-z])`, "i");
/** A figure that counts tokens or runs or sets a size, not a speed: "输入 1K / 输出 256", "128 output tokens", "4k context",
 * "批大小 16", "1k in / 512 out", "median of five". */
const COUNT_BEFORE = /(?:输入|输出|input|output|prompt|(?<!\d[kK万]?[ \t]{0,2})(?<!短|short[ \t])(?:context|ctx|上下文)|batch|bs|批(?:量|次|处理)?大小|批量|(?<!\d[ \t]{0,2})并发数?)[ \t]*[:：=]?[ \t]*$|(?:median|mean|average|best)[ \t]+of[ \t]*$/i;
const COUNT_AFTER = /^[ \t]*(?:[kK万](?![A-Za-z])|(?:in(?![ \t]+\d+[ \t]*(?:concurren|users?|streams?|parallel|clients?))|out|runs?)(?![A-Za-z])|次|-?token|(?:output|input|prompt|generated)?[ \t]*tokens?(?![ \t]*\/)|个?[ \t]*token(?![ \t]*\/))/i;
/** Whether the figure at `at` in text counts tokens or runs or sets a size (COUNT_BEFORE, COUNT_AFTER). */
export const countedAt = (text, at, figure) => COUNT_BEFORE.test(text.slice(0, at)) || COUNT_AFTER.test(text.slice(at + figure.length));
/** A label's colon, not a time's ("15:10"). */
const LABEL_COLON = /(?<![0-9])[:：]|[:：](?![0-9]{2}(?![0-9.]))/g;
const LATENCY = new RegExp(`${GRAMMAR.table.not_speed_row}|首字|首 token`, "i");
/** How many lines under a note that ends its line the line it speaks for may be. */
const NOTE_NEXT_LINES = 3;
/** How many lines under or over it a note speaks for. */
const NOTE_REACH = 8;
/** A list's caption saying it is the caption above again ("Same again at 32k context:", "单位同上："), and how many lines
 * under that caption it may stand. */
const SAME_AGAIN = /(?:(?<![A-Za-z])same[ \t]+(?:again|units?|columns|setup)(?![A-Za-z])|单位同上|同上|下同)[^\n]{0,60}[:：][ \t]*$/i;
const CAPTION_AGAIN_REACH = 16;
/** A line that closes with a colon: a caption over what follows. */
export const CAPTION_END = /[:：][ \t]*$/;
/** An interpreter's prompt opening a line of code. */
const CODE_PROMPT = /^[ \t]*(?:>>>|\.\.\.|In[ \t]*\[\d*\]:)/;
/** A cheap test for such a note at all. */
export const MAY_NOTE = /below|following|如下|见下|图|画|(?:chart|graph|plot)[ \t]+of|的(?:数字|数据|速度)?(?:都是|均为|全是)|(?:均为|都是)[^\n。]{0,12}速度|(?:生成|预填充|解码|输出)(?:速度|吞吐)[ \t]*[:：]?[ \t]*(?:\n|$)|all|every|速度(?:都|均)?(?:是|指)|\/s(?:ec)?[ \t]+as[ \t]+(?:usual|always|before)|统一|統一|一律|measured|reported|given|quoted|下文|下面|以下|本文|above|以上|上面|上述|单位|單位|units?[ \t]*(?:are|is|:)|in[ \t]+(?:(?:output|generation|gen|decode|decoding|prefill|prompt|total)[ \t]+)?(?:tok|t\/s)|units?[ \t]+(?:for|of|in)[ \t]|(?:speeds?|numbers|figures)[ \t]+(?:is|are)[ \t]|y[ \t-]?axis|纵轴|縱軸|[)）][ \t*_]*[:：]|[)）][ \t]*[,，][^:：\n]{0,60}[:：]|(?:^|\n)[ \t]*每秒|[)）][ \t]*[。.]?[ \t]*(?:\n|$)|(?:^|\n)[ \t]*(?:(?:my|our)[ \t]+)?(?:single[ \t-]stream[ \t]+|(?:[A-Za-z]+[ \t]+){1,2})?(?:tok(?:en)?s?|tk?)\/s(?:ec)?[ \t]+(?:for|on|with|from|across|using|per|regress|drop|improv|doubl|halv|fell|falls|went|throughout|everywhere)|rank|sorted|ordered|,[ \t]*(?:tok(?:en)?s?|tk?)\/s(?:ec)?[ \t]*,|(?:sec(?:ond)?|\/s|tps)[ \t]*[:：]?[ \t]*(?:\n|$)|per[ \t]+sec/i;

/** An aligned text table's row: three figures or more set apart by two blanks or more. */
const ALIGNED_NUMBERS = /\d[ \t]{2,}\d[\d.,]*[ \t]{2,}\d/;
/** A line that is a whole markdown row: "| a | b |". */
export const EDGED_ROW = /^[ \t]*\|.*\|[ \t]*$/;

/** A line that opens with the unit, the setup, then a colon and its figures: "t/s for gpt-oss-20b on a single 3090, 3 runs
 * each: llama.cpp 148, ollama 131, vLLM 162", or names it between commas there: "Single-stream decode, tok/s, same 4090,
 * gpt-oss-20b: llama.cpp 212, vLLM 186". */
const NOTE_LEAD = new RegExp(`^[ \\t]*(?:(?:my|our)[ \\t]+)?(?:single[ \\t-]stream[ \\t]+|(?:${PHASE_LEAD}))?(?:${GRAMMAR.table.speed_header})[ \\t]+(?:for|on|with|from|across|using|per)` +
  "[ \\t][^:：\\n]{0,80}?[:：](?![0-9])|" +
  // (or says it holds throughout: "tok/s throughout: the Framework Desktop runs Qwen3-30B-A3B at 72 and gpt-oss-120b at 48")
  `^[ \\t]*(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})[ \\t]+(?:throughout|everywhere|all[ \\t]+(?:along|round))[ \\t]*[:：](?![0-9])|` +
  // (or ranks by it: "Ranking the engines I tried on the Spark for gpt-oss-120b, by generation tok/s at 4k context: llama.cpp
  // first at 52, then SGLang at 47")
  `(?<![A-Za-z])(?:ranked|ranking|sorted|ordered)[^:：\\n]{0,80}?(?<![A-Za-z])by[ \\t]+(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})` +
  "[^:：\\n]{0,40}?[:：](?![0-9])|" +
  // (or says what they were measured as: "Measured as output tokens per second on a single H100 at batch 1: the 4B runs
  // at 212, the 14B at 118")
  `(?<![A-Za-z])(?:measured|reported|given|quoted)[ \\t]+(?:as|in)[ \\t]+(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})` +
  "[^:：\\n]{0,80}?[:：](?![0-9])|" +
  `^[ \\t]*${SETUP_WORDS}{0,40}?,[ \\t]*(?:${GRAMMAR.table.speed_header})(?:[ \\t]*,[^:：\\n]{0,80}?|[ \\t]+as[ \\t]+(?:usual|always|before))[:：](?![0-9])|` +
  // (or after the setup, with the phase: "Pi 5 8GB numbers, tokens per second for generation: qwen3:0.6b 14, gemma3:1b 9")
  `^[ \\t]*[^:：\\n]{0,40}?,[ \\t]*(?:${GRAMMAR.table.speed_header})[ \\t]+(?:for|of|in)[ \\t]+${PHASE_TAIL}[ \\t]*[:：](?![0-9])|` +
  // (or opens a parenthesis before the colon: "整理了一下群友报的数（每秒 token）：3090 是 112，5090 是 221", "Throughput (tokens/s,
  // vLLM 0.11.2, 1x H100): 6,480 at batch 64 and 9,870 at batch 256")
  `^[^:：|\\n]{0,60}[（(][ \\t]*(?:(?:单位|單位|units?)[ \\t]*[:：]?[ \\t]*)?(?:${GRAMMAR.table.speed_header})[^)）(（:：\\n]{0,80}[)）]` +
  // (the setup may follow the bracket, a bold title's marks may close it: "Speeds (tok/s), before → after the driver update:
  // prompt 1,450 → 980", "Speeds (tok/s) from my little homelab, all Q4_K_M: the P40 does 21 on the 14B", "**tg128 (t/s),
  // Vulkan vs ROCm, 7900 XTX**: 102.4 vs 94.7")
  "(?:[ \\t]*[,，][^:：\\n]{0,60}?|[ \\t]+(?:from|on|for|across|with|using)[ \\t][^:：\\n]{0,60}?)?[ \\t*_]*[:：](?![:：])|" +
  // (or says the figures after it are in the unit: "Numbers below are output tok/s at concurrency 1, …: Cerebras 2,650")
  `(?<![A-Za-z])(?:numbers|figures|speeds?|results)[ \\t]+(?:below|here)[ \\t]+(?:are|is)[ \\t]+(?:all[ \\t]+)?(?:in[ \\t]+)?` +
  `(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})[^:：\\n.。!?！？]{0,80}?[:：](?![0-9])|` +
  // (or opens with the unit, its phase in brackets: "每秒 token 数（生成）：llama.cpp 约 78，Ollama 约 71")
  `^[ \\t]*(?:${GRAMMAR.table.speed_header})[ \\t]*(?:token|词元)?[ \\t]*数?[ \\t]*[（(][^()（）\\n\\d]{1,20}[)）][ \\t]*[:：](?![0-9])`, "i");

/** A title naming the unit, alone on its line, over the paragraph it speaks for (a blank line between them at most):
 * "Tokens per second on a $400 mini PC (Ryzen 7 8845HS, 780M), nothing fancy" over "Gemma 3 4B Q4: 24. Llama 3.1 8B
 * Q4_K_M: 14. …", "… on every GPU in the house — generation speed, tok/s" over "…on. 3090: 131. 5060 Ti 16GB …: 74",
 * "Generation speed, …, every card in my house (tok/s)", "【实测】…的生成速度（单位 t/s）" over "简介：4060 Ti 是 82，5060 Ti 113";
 * a post's "Title: " before it ("Title: Tokens per second on every GPU I own, Qwen3-8B Q4_K_M" over "5090: 231. 4090: 168."). */
const NOTE_TITLE = new RegExp(`^[ \\t]*(?:(?:title|标题|標題)[ \\t]*[:：][ \\t]*)?(?:(?:my|our)[ \\t]+)?(?:${GRAMMAR.table.speed_header})[ \\t]+(?:for|on|with|from|across|using)[ \\t][^:：?？\\n]{0,100}$|` +
  // (or an issue's title saying how the speed changed: "Generation t/s regressed on Vulkan between b7180 and b7231")
  `^[ \\t]*(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})[ \\t]+(?:regress(?:ed|es)?|drop(?:s|ped)?|improv(?:ed|es)|doubl(?:ed|es)|` +
  `halv(?:ed|es)|fell|falls|went[ \\t]+(?:up|down))(?![A-Za-z])[^:：?？\\n]{0,100}$|` +
  `[,，—–][ \\t]*(?:(?:all|the)[ \\t]+)?(?:(?:numbers|figures|speeds?)[ \\t]+(?:(?:are|in)[ \\t]+)?)?(?:${PHASE_LEAD})?` +
  `(?:${GRAMMAR.table.speed_header})[ \\t]*(?:[.。]?[ \\t]*$|[,，]|[ \\t]*[(（][^()（）\\n]{0,80}[)）][ \\t]*$|[ \\t](?:at|by|across|vs\\.?)[ \\t][^:：?？\\n\\d]{0,40}$|` +
  // (or says they are its numbers: "Dual 5060 Ti 16GB, t/s numbers for every model I could fit")
  `[ \\t]+(?:numbers|figures|results)(?:[ \\t]+(?:for|on|from|across|with)[ \\t][^:：?？\\n\\d]{0,60})?$|` +
  // (or what they were for: "Mac mini M4 Pro 64GB, tok/s for everything I tried")
  `[ \\t]+(?:for|on|from|across|with)[ \\t][^:：?？\\n\\d]{0,60}$)|` +
  `[（(][ \\t]*(?:(?:速度)?(?:单位|單位)(?:都|均)?(?:是|为)?|(?:units?|numbers|figures|all)[ \\t]*(?:[:：]|in|are)?)?[ \\t]*[:：]?[ \\t]*(?:${PHASE_LEAD})?` +
  `(?:${GRAMMAR.table.speed_header})[^()（）\\n\\d]{0,20}[)）][ \\t]*[。.]?[ \\t]*$|` +
  // (a caption in brackets, alone on its line, whose unit its words name: "（图注：横轴为并发数，纵轴为总输出吞吐，单位 tokens/s；…）")
  `^[ \\t]*[（(][^()（）\\n]{0,60}(?:单位|單位|units?)[ \\t]*(?:[:：]|are|is|in)?[ \\t]*(?:${GRAMMAR.table.speed_header})` +
  `[^()（）\\n]{0,60}[)）][ \\t]*$`, "i");
/** A paragraph a title speaks for: prose, not a list item, a table's row or a question. */
const TITLED_PARAGRAPH = /^(?![ \t]*(?:[-*•+|>#]|\d{1,2}[.)、]))[^\n?？]*$/;

/** A note of what is below, no figure in it, which speaks for the sentences after it on its own line too, where its own
 * sentence holds no figure: "Everything below is generation speed in tokens per second, llama.cpp. The 3060 did 52 on
 * the 8B. The 4060 Ti did 41", "Speeds here are all tokens a second, …", "Everything I quote here is tokens per second",
 * "以下速度单位统一为 tokens/s，…。M4 Max … 21", "我这边记录的都是每秒 token 数。…短上下文能有 19". */
const NOTE_BELOW_HERE = new RegExp(`(?:(?<![A-Za-z])(?:below|(?:speeds?|numbers|figures|results)[ \\t]+here|here(?=[ \\t]+(?:always[ \\t]+)?(?:is|are|means?)[ \\t]))(?![A-Za-z])|` +
  "(?<!上)下文|下面|以下|本文|的(?:数字|数据|速度)?(?:都是|均为|全是)|(?:所有|全部)[^\\n。\\d]{0,12}?(?:都是|均为|全是|均是)|" +
  // (or the unit of all of them, the unit as always, a method's label: "The unit of all numbers is token/s.", "units tok/s as
  // always", "口径：输出吞吐，tokens/s，…")
  "(?<![A-Za-z])units?[ \\t]+(?:of|for)[ \\t]+(?:all|every)[ \\t]+(?:the[ \\t]+)?(?:numbers|figures|results)[ \\t]+(?:is|are)|" +
  "(?<![A-Za-z])units?(?=[ \\t]+(?:tok|t\\/s)[^\\n.]{0,12}as[ \\t]+(?:always|usual))|(?:测试|统计)?口径[ \\t]*[:：](?![^\\n。]{0,30}(?:汉字|字数|字\\/秒)))" +
  // (a device's or a model's name may hold a digit: "下面说的都是 M4 Max 上的生成速度（tokens/s）")
  `(?:[^\\n\\d.。!?！？]|(?<=[A-Za-z]|[A-Za-z0-9][-_])\\d){0,60}?(?:${GRAMMAR.table.speed_header}|tokens?[ \\t-]+an?[ \\t-]+sec(?:ond)?)`, "i");
/** A note naming a speed per power or per price ("tok/s per watt", "t/s per $100"). */
const RATE_PER_NOTE = new RegExp(`(?:${GRAMMAR.table.speed_header})(?:${GRAMMAR.negative_suffix})`, "i");
/** A note of a tokenizer's, a codec's or a trainer's rate: "Tokenizer throughput on one core (M tokens/s):". */
const NOTE_OF_OTHER_RATE = /tokeniz|(?<![A-Za-z])(?:audio|speech|(?:pre-?)?training|transactions?)(?![A-Za-z])|分词|训练|音频|语音/i;
/** Words disowning the unit they name: "not tok/s", "不是 tokens/s", "tok/s figures are in my reply below", "Nobody measured
 * tok/s for this one": the figures around them are no speeds. */
export const UNIT_DISOWNED = new RegExp(`(?<![A-Za-z])(?:not|n't)[ \\t]+(?:in[ \\t]+)?(?:${GRAMMAR.table.speed_header})|` +
  `(?:${GRAMMAR.table.speed_header})[^.。\\n]{0,30}(?:are|is)[ \\t]+in[ \\t]+(?:my|the|a)[ \\t]+(?:reply|comment|post|thread|next)|` +
  `(?<![A-Za-z])(?:nobody|never|not|n't)[ \\t]+(?:measured|tested|timed)[ \\t]+(?:the[ \\t]+)?(?:${GRAMMAR.table.speed_header})|` +
  "不是[ \\t]*(?:tokens?|tok|t)[ \\t]*\\/[ \\t]*s", "i");
/** How many sentences after a note that ends its own sentence it speaks for. */
const NOTE_SENTENCES = 3;

/** Whether a note's figure counts tokens or sets a size (countedAt), or is in thousands ("4k", "1万"): a length, no speed. */
const countOrThousands = (text, at, figure) => countedAt(text, at, figure) || /[kK万]$/.test(figure);

/** The first `count` sentences of text (all of it when it holds fewer). */
function firstSentences(text, count) {
  let end = 0;
  for (let i = 0; i < count; i++) {
    const mark = SENTENCE_MARK.exec(text.slice(end));
    if (mark === null) return text;
    end += mark.index + mark[0].length;
  }
  return text.slice(0, end);
}

/** A note pointing back at the figures before it: "(That's decode tokens per second for Qwen3-32B Q4, short prompts.)",
 * "(all tok/s)", "Those are generation t/s.", "The unit is tokens per second of generated text." */
const NOTE_BACK = new RegExp(`(?:^|[(（][ \\t]*|(?<=[.。!?！？][ \\t]+))(?:that's|that is|those are|these are|all(?:[ \\t]+in)?|` +
  `(?:the[ \\t]+)?(?:numbers|figures)[ \\t]+are|the[ \\t]+units?[ \\t]+(?:is|are))[ \\t]+(?:in[ \\t]+)?(?:${PHASE_LEAD})?` +
  `(?:${GRAMMAR.table.speed_header})|` +
  // (or says what they were before the unit: "(Those are their "throughput" numbers, output tokens/sec.)")
  `(?:^|[(（][ \\t]*|(?<=[.。!?！？][ \\t]+))(?:those|these)[ \\t]+are[ \\t]+[^.。!?！？\\n\\d]{1,40}?[,，][ \\t]*(?:${PHASE_LEAD})?` +
  `(?:${GRAMMAR.table.speed_header})|` +
  // (or, in Chinese, points above: "…vLLM（AWQ）146。上面说的都是单路生成速度，单位 tokens/s。")
  `(?<=[。！？!?][ \\t]*)(?:以上|上面|上述|前面)[^。\\n\\d]{0,24}?(?:${GRAMMAR.table.speed_header})|` +
  // (or a bracket closing the line that holds only the phase and the unit: "(single-stream generation, tok/s)")
  `(?<=[.。!?！？][ \\t]*)[(（][ \\t]*(?:single[ \\t-](?:stream|request|user)[ \\t]+)?(?:generation|decode|decoding|prefill|prompt processing|output)` +
  // (the setup after it: "(Decode only, tokens per second, single request, llama.cpp b7304.)", "(Single-request decode, tok/s,
  // one H100, Llama 3.1 8B BF16.)")
  `(?:[ \\t]+only)?[ \\t]*[,，][ \\t]*(?:${GRAMMAR.table.speed_header})(?:[ \\t]*[,，][^()（）\\n]{0,60})?[ \\t]*[)）][ \\t]*[.。]?[ \\t]*$`, "i");

/** The figures of the sentences before a note that closes its line and holds none of its own, the note's phase theirs
 * where they name none: "I measured 23 on the Framework desktop, 19 on the Mac mini M4 Pro and 7 on my old 5950X. (That's
 * decode tokens per second …)", "… Gemma 3 1B near 55. The unit is tokens per second of generated text; higher is better." */
function backNoteClaims(line, note) {
  const marks = [...line.text.slice(0, note.index + 1).matchAll(EVERY_SENTENCE_MARK)];
  if (!marks.length) return [];
  const opening = marks.at(-1).index + marks.at(-1)[0].length;
  const words = line.text.slice(opening).trim().slice(0, 120);
  if (figuresIn(line.text.slice(opening), line.start + opening, words, true).length) return [];
  const before = line.text.slice(0, opening);
  const figures = figuresIn(before, line.start, words, true).filter((claim) =>
    !countOrThousands(before, claim.start - line.start, claim.text));
  return figures.length < 2 ? [] : figures.map((claim) => ({ ...claim, phase: claim.phase ?? phaseNamed(words) }));
}

/** A line's sentences that each open with a label and its colon ("Strix Halo: 48-ish."), as [offset, text]; the whole
 * line, as one, where fewer than two do. */
const LABELLED_SENTENCE = /[^.。!?！？]*?[:：](?![0-9])[^.。!?！？]*(?:[.。!?！？](?![0-9])|$)/g;
function labelledSentences(text) {
  const sentences = [...text.matchAll(LABELLED_SENTENCE)].filter((match) => match[0].trim());
  return sentences.length >= 2 && sentences.reduce((length, match) => length + match[0].length, 0) >= text.trimEnd().length - 2
    ? sentences.map((match) => [match.index, match[0]]) : [[0, text]];
}

/** A note saying the second figure is a latency ("second figure is p50 TTFT in seconds", "第二个是首字延迟") or writing the
 * speed's unit, a slash, then a latency's ("decode tok/s / TTFT ms", "generation (tok/s) / TTFT (s)"): the speed is the
 * first figure. */
export const SECOND_IS_LATENCY = new RegExp("(?<![A-Za-z])second(?:[ \\t]+(?:figure|number|value|one))?[ \\t]+(?:is|=)[ \\t]+(?:the[ \\t]+)?" +
  "(?:p\\d{2}[ \\t]+)?(?:TTFT|TPOT|ITL|latency|time|ms(?![A-Za-z])|seconds)|第二个(?:数字?|值)?[ \\t]*(?:是|为|=)[ \\t]*(?:首|延迟|时延)|" +
  `(?:${GRAMMAR.table.speed_header})[)）]?[ \\t]*\\/[ \\t]*(?:p\\d{2}[ \\t]+)?(?:TTFT|TPOT|ITL|latency|ms(?![A-Za-z])|首字|首[ \\t]?token|延迟)`, "i");
/** Bare figures in the lines a note gives the unit of (or the rest of its own line), its phase theirs where they
 * name none. */
export function notedClaims(lines) {
  const claims = [];
  let lastCaption = null;
  lines.forEach((line, i) => {
    // "(tok/s per watt at the wall):", "Tokenizer throughput (M tokens/s):": its figures are no model's speeds
    if (RATE_PER_NOTE.test(line.text) || NOTE_OF_OTHER_RATE.test(line.text) || UNIT_DISOWNED.test(line.text)) return;
    // (a title: the figures of the paragraph under it, two at least)
    const under = lines[i + 1]?.text.trim() ? lines[i + 1] : lines[i + 2];
    // (one that writes the unit after a figure of its own is the prose readers': "Median decode is 47 t/s, best is 53.8")
    if (under && NOTE_TITLE.test(line.text) && under.text.trim() && TITLED_PARAGRAPH.test(under.text) &&
      !UNIT_WRITTEN.test(under.text)) {
      const words = line.text.trim().slice(0, 120);
      const figures = figuresIn(under.text, under.start, words, true).filter((claim) =>
        !countOrThousands(under.text, claim.start - under.start, claim.text));
      // (a phase its own sentence names before the figure is the figure's: "(numbers in tok/s, gen)" over "… The M5 wins
      // prompt processing by a mile though, 610 against 430")
      const own = (claim) => nearestPhase(under.text.slice(0, claim.start - under.start).split(SENTENCE_MARK).at(-1));
      if (figures.length >= 2) claims.push(...figures.map((claim) => ({ ...claim, phase: claim.phase ?? own(claim) ?? phaseNamed(words) })));
    }
    const stated = NOTE_HERE.exec(line.text) ?? NOTE_LEAD.exec(line.text);
    const here = stated ?? NOTE_BELOW_HERE.exec(line.text);
    if (here) {
      // (to the end of its sentence: "Units are t/s. I'll add ROCm once the 7.1 build …"; no count or setting; or, where
      // the note ends its sentence, the next one: "…的生成速度对比，单位 tokens/s。RTX 5090 以 118.6 领先，RTX 5080 为 77.3")
      // (a list of them, two figures at least: "Units are t/s. I'll add ROCm once the 7.1 build …" holds none)
      // (so too where the rest of its sentence holds no figure: "Speeds below are in tokens per second, all on llama.cpp
      // b7021 with flash attention on. The 5060 Ti does 41 on the 14B, the 4070 Super 47, …")
      let from = here.index + here[0].length;
      const words = line.text.trim().slice(0, 120);
      const ending = SENTENCE_MARK.exec(line.text.slice(from));
      const rest = ending === null ? "" : line.text.slice(from, from + ending.index);
      const onward = ending !== null && (!rest.replace(/[ \t)）]/g, "") ||
        !figuresIn(rest, line.start + from, words, true).length);
      if (onward) from += ending.index + ending[0].length;
      // (a note that ends its line speaks for the next line that asks nothing: "单位都是 tokens/s。" over "1楼：4090 多少？"
      // over "楼主：4090 是 41，3090 是 34")
      let read = line;
      if (onward && !line.text.slice(from).trim()) {
        read = lines.slice(i + 1, i + 1 + NOTE_NEXT_LINES).find((other) => other.text.trim() && !/[?？]/.test(other.text)) ?? line;
        if (read !== line) from = 0;
      }
      // (onward, the sentences after it: "numbers in tok/s" over "8845HS, Vulkan. Q4_K_M gets 27 at short context. Q8_0 is 17")
      const span = onward ? firstSentences(read.text.slice(from), NOTE_SENTENCES) : read.text.slice(from).split(SENTENCE_MARK, 1)[0];
      // (a note of what is below speaks for its own line only onward: "下面那个 ⓘ 上，会显示 response_token/s: 19.8" is none)
      const figures = stated || onward ? figuresIn(span, read.start + from, words, true) : [];
      for (const claim of onward && figures.length < 2 ? [] : figures) {
        const at = claim.start - read.start;
        if (countOrThousands(read.text.slice(from), at - from, claim.text)) continue;
        // (a phase named between the note and the figure is the figure's: "(numbers are generation t/s; prompt processing was
        // 2-3k t/s on the 5090 and 1,150 on the 9070 XT)")
        claims.push({ ...claim, phase: claim.phase ?? nearestPhase(read.text.slice(from, at)) ?? phaseNamed(words) });
      }
    }
    const back = NOTE_BACK.exec(line.text);
    if (back) claims.push(...backNoteClaims(line, back));
    const captioned = NOTE_LIST.test(line.text);
    if (captioned || (CAPTION_END.test(line.text) && UNIT_NAMED.test(line.text))) {
      lastCaption = { words: line.text.trim().slice(0, 120), at: i };
    }
    // (a caption saying it is the one above again speaks with its unit: "Same again at 32k context:" under "Decode speed on
    // my 4070 Ti Super, tok/s, 4k context:" and its list; its phase is what its own words name)
    const again = !captioned && lastCaption && i - lastCaption.at <= CAPTION_AGAIN_REACH && SAME_AGAIN.test(line.text) ?
      lastCaption.words : null;
    const listed = captioned || again !== null;
    const below = listed || NOTE_BELOW.test(line.text);
    if (!below && !NOTE_ABOVE.test(line.text)) return;
    const words = again ?? line.text.trim().slice(0, 120);
    // (a thread's opening names the phase with its unit, not with its setup: "统一报 tokens/s，单卡，…，短 prompt" is no prefill)
    const asked = !listed && ASKED_UNIT.exec(line.text);
    const phase = asked ? phaseNamed(line.text.slice(0, asked.index + asked[0].length)) :
      phaseNamed(again === null ? words : line.text);
    const scope = below ? lines.slice(i + 1, i + 1 + NOTE_REACH) : lines.slice(Math.max(0, i - NOTE_REACH), i);
    for (const other of scope) {
      // (a list's caption speaks for its items only, the list ending at the first line that is none)
      if (listed && !LIST_ITEM.test(other.text) && !BARE_ITEM.test(other.text)) {
        if (other.text.trim()) break;
        continue;
      }
      // (a table's rows are the table's to read, its columns each their own: "| Strix Halo | 612 | 48.3 | 11 |" under
      // "idle (W)")
      // (nor the interpreter's line that printed them: '>>> df.groupby("显卡")["生成速度"].mean().round(1)')
      if (EDGED_ROW.test(other.text) || CODE_PROMPT.test(other.text)) continue;
      // (each labelled sentence of a line its own: "M4 Max 128GB: about 55. Strix Halo: 48-ish. DGX Spark: … maybe 50.")
      for (const [at, sentence] of labelledSentences(other.text)) {
        // (a list item's label is no figure: "三、Ryzen AI 9 HX 370（核显）：28"; nor a latency beside a speed: "首字 0.9")
        // (the first full-width colon is a label's, whatever its digits: "• 火山引擎 豆包 1.6：71")
        const from = at + ([...sentence.matchAll(LABEL_COLON)].at(-1)?.index ?? sentence.indexOf("：")) + 1;
        // (an item labelled with another quantity holds none of the list's speeds: "QPS：4.7")
        if (listed && from > at && NOT_SPEED_LABEL.test(other.text.slice(at, from - 1).replace(LIST_ITEM, "").trim())) continue;
        // (read with the colon before them, so a first figure is no ordinal: "3060 12G：31、34" is 31 and 34)
        const open = Math.max(at, from - 1);
        // (the first figure only, where the note says the second is a latency: "(decode tok/s / TTFT ms)" over "236 / 140")
        const figures = figuresIn(other.text.slice(open, at + sentence.length), other.start + open, words);
        for (const claim of listed && SECOND_IS_LATENCY.test(words) ? figures.slice(0, 1) : figures) {
          const clause = other.text.slice(from, claim.start - other.start).split(CLAUSE_MARK).at(-1);
          // (a figure the note above already read as its next line's: read once)
          if (!LATENCY.test(clause) && !claims.some((read) => read.start === claim.start)) claims.push({ ...claim, phase: claim.phase ?? phase });
        }
      }
    }
  });
  // (a figure two notes speak for is read once, as the first read it: a title "（单位 tokens/s，下同）" is a note of its line too)
  return claims.filter((claim, k) => claims.findIndex((other) => other.start === claim.start) === k);
}

/** A chat message's speaker: "[9:02 PM] kaz: …", "Dmitri: …", "阿杰：…". */
const CHAT_SPEAKER = /^[ \t]*(?:\[[^\]\n]{1,30}\][ \t]*)?([^\s:：[\]]{1,24})[ \t]*[:：][ \t]*/;
/** A message that is only a unit, maybe with its phase and a word or two: "t/s gen", "tok/s", "生成速度，t/s",
 * "tg128 t/s I mean, forgot the unit lol". */
const UNIT_MESSAGE = new RegExp(`^(?=[^\\n]{1,48}$)(?:(?:pp|tg)\\d+|(?!\\d)[^\\n]){0,24}(?:${GRAMMAR.table.speed_header})` +
  "(?:(?:pp|tg)\\d+|(?!\\d)[^\\n]){0,30}$", "i");
/** How many lines above a unit's message its speaker's figure may be. */
const UNIT_REPLY_REACH = 2;
/** A cheap test for such a message at all. */
export const MAY_UNIT_REPLY = /[:：][ \t]*(?:(?:pp|tg)\d+|[^\n\d]){0,24}(?:t\/s|tok|tps|token)[^\n\d]{0,30}$/im;

/** A speaker's bare figure that their next message gives the unit of ("kaz: 3090, qwen3-32b q4_k_m, getting 31" then
 * "kaz: t/s gen"): the last figure of their message just before, its phase the unit message's where it names one. */
export function unitReplyClaims(lines) {
  const claims = [];
  lines.forEach((line, i) => {
    const speaker = CHAT_SPEAKER.exec(line.text);
    if (!speaker || !UNIT_MESSAGE.test(line.text.slice(speaker[0].length))) return;
    const words = line.text.slice(speaker[0].length).trim();
    for (const before of lines.slice(Math.max(0, i - UNIT_REPLY_REACH), i).reverse()) {
      const theirs = CHAT_SPEAKER.exec(before.text);
      if (!theirs || theirs[1] !== speaker[1]) continue;
      const from = theirs[0].length;
      const figure = figuresIn(before.text.slice(from), before.start + from, words, true).at(-1);
      if (figure && /^[ \t]*(?:[.!~…]+)?[ \t]*$/.test(before.text.slice(figure.end - before.start))) {
        claims.push({ ...figure, phase: phaseNamed(words) ?? figure.phase });
      }
      break;
    }
  });
  return claims;
}

/** A cheap test for such a sentence at all (or one opening with the unit: ". Generation tok/s, Qwen3-8B"). */
export const MAY_DECLARE = /that|those|these|all|numbers|figures|method|口径|units?[ \t]+(?:is|are|was|were)|edit|update|upd|以上|都是|单位|编辑|更新|补充|[.!?][ \t]+(?:[A-Za-z]+[ \t]+)?(?:tok|t\/s|tps)/i;
/** A data record's key: '"n_gen": 128'. */
const DATA_RECORD = /["'][\w .-]{1,40}["'][ \t]*:[ \t]*[\d"'[{]/;
/** A row of cells parted by pipes, with no edge pipes: "8 | 372.4 | 46.6". */
const PIPED_ROW = /\|[^|\n]*\|/;
/** A thread's post number or a list's mark before a sentence: "4/ ", "- ". */
const THREAD_MARK = /^[ \t]*(?:\d{1,2}\/|[-*•])[ \t]*/;
/** A sentence that says what the figures before it were: "That's tokens per second of generation", "以上都是生成速度", in a
 * few words, or at some length where a comma sets the unit apart and no figure stands: "Those are eval rates from ollama
 * --verbose, tokens/s" (not "That is a lot of money for tokens per second"). */
const saysWhatTheyWere = (most) => new RegExp(`^(?:${THREAD_MARK.source.slice(1)})?[ \\t]*(?:(?:(?:that|those|these)(?:'s|[ \\t]+(?:are|were|is|was))(?![ \\t]+not(?![A-Za-z]))|all(?:[ \\t]+(?:in|are))?|` +
  "(?:the[ \\t]+)?(?:numbers|figures|units?)[ \\t]+(?:are|were|is|was))(?:[ \\t]+(?!not(?![A-Za-z])|never(?![A-Za-z]))[^ \\t]+)" + `{0,${most}}?` + "[ \\t]+|(?:以上(?:都是|均为|是)|这些都是|都是|单位(?:都|均|全)?(?:是|为)?[ \\t]*[:：]?)[^，,。]{0,8}?(?:[，,][ \\t]*(?:单位|單位)[ \\t]*[:：]?[ \\t]*(?:是|为)?[ \\t]*)?)" +
  `(?:${GRAMMAR.table.speed_header})`, "i");
const SAYS_WHAT_THEY_WERE = saysWhatTheyWere(4), SAYS_AT_LENGTH = saysWhatTheyWere(8);
/** A sentence opening with the unit, set apart, then the setup: "Generation tok/s, Qwen3-8B Q4_K_M, average of three runs." */
const OPENS_WITH_UNIT = new RegExp(`^[ \\t]*(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})(?=[ \\t]*[,，;；])`, "i");
const UNIT_SET_APART = new RegExp(`[,，][ \\t]*(?:${GRAMMAR.table.speed_header})$`, "i");
/** The words of a sentence saying what the figures before it were, or null; one opening with the unit speaks only after
 * a sentence of its line (a line opening with it goes on from the line above: "each client sees 11-12\ntokens/s, and"). */
function saysBack(text, afterSentence) {
  const few = SAYS_WHAT_THEY_WERE.exec(text) ?? (afterSentence ? OPENS_WITH_UNIT.exec(text) : null);
  if (few !== null) return few;
  const long = SAYS_AT_LENGTH.exec(text);
  return long !== null && UNIT_SET_APART.test(long[0]) && !/[0-9]/.test(long[0]) ? long : null;
}
/** Where each sentence of a line ends (SENTENCES, found one by one). */
const SENTENCE_MARKS = new RegExp(SENTENCES.source, "g");
/** How many sentences before it such a sentence speaks for. */
const SAID_BACK = 2;
/** An edit's mark opening a line, with the words before what it says: "EDIT: people asking, these are tokens per second",
 * "Edit 2: to be clear those are output tokens per second", "——编辑：补一下单位，都是每秒 token 数". */
const EDIT_MARK = /^[ \t]*(?:[-—–]{1,2}[ \t]*)?(?:edit|update|upd|补充|编辑|更新)(?:[ \t]*\d)?[ \t]*[:：][ \t]*(?:(?:people[ \t]+asking|sorry|to[ \t]+be[ \t]+clear|to[ \t]+clarify|for[ \t]+the[ \t]+record|forgot(?:[ \t]+to[ \t]+say)?|补一下单位|忘了说|忘写单位了?)[ \t]*[,，]?[ \t]*)?/i;
/** A sentence labelled as the method of the figures before it, naming their unit: "Method: tokens/s measured client-side
 * over the whole response", "口径：M4 Max、Qwen3-30B-A3B 8bit、生成速度、tokens/s、跑 3 次取平均". */
const METHOD_NOTE = new RegExp(`^[ \\t]*(?:method(?:ology)?|(?:测试|统计)?口径)[ \\t]*[:：][^\\n.。!?！？]{0,60}?(?:${GRAMMAR.table.speed_header})`, "i");
const CHARACTER_RATE = /汉字|漢字|字数|字數|(?<![A-Za-z])(?:characters?|chars?)(?![A-Za-z])/i;
/** An edit that gives only the unit, maybe with its phase: "Edit: sorry, t/s.", "编辑：tokens/s，生成". */
const EDIT_UNIT = new RegExp(`^[ \\t]*(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})[ \\t]*(?:[,，;；]|[.。!！]?[ \\t]*$)`, "i");

/** The non-empty sentences of a line as `marks` (a global pattern of where one ends) part them: [{start, text}]. */
export function sentencesOf(line, marks) {
  const sentences = [];
  let from = 0;
  for (const mark of line.text.matchAll(marks)) {
    if (mark.index <= from) continue;
    sentences.push({ start: line.start + from, text: line.text.slice(from, mark.index) });
    from = mark.index + mark[0].length;
  }
  if (from < line.text.length) sentences.push({ start: line.start + from, text: line.text.slice(from) });
  return sentences;
}

/**
 * Bare figures that a later sentence of their paragraph says were speeds: "Q4_K_M came in at 22, Q5_K_M at 19.
 * That's tokens per second of generation." (the sentence names the unit and points back; its phase is theirs).
 */
export function declaredClaims(lines) {
  const claims = [];
  // (one that opens its line speaks for the line right above: "sglang 171 / vllm 164 / llama.cpp 149" over "numbers are
  // output tok/s"; an edit's, for the last line written before it, a blank line between them or not)
  let above = [], written = [];
  for (const line of lines) {
    const sentences = sentencesOf(line, SENTENCE_MARKS);
    const edit = EDIT_MARK.exec(line.text);
    sentences.forEach((sentence, k) => {
      const edited = k === 0 && edit !== null;
      const text = edited ? sentence.text.slice(edit[0].length) : sentence.text;
      // (no figure of its own before the unit: "All 3 runs are tok/s"; one after it is the setup's, "… for Llama 3.3 70B")
      // (nor of another token rate: "Those are audio tokens per second")
      // (a method's label names the setup before the unit, digits and all: "口径：M4 Max、Qwen3-30B-A3B 8bit、生成速度、tokens/s")
      // (not of characters: "口径：每秒合成的汉字数")
      const other = OTHER_WORK.test(text);
      const method = other || CHARACTER_RATE.test(text) ? null : METHOD_NOTE.exec(text);
      const says = other ? null : method ?? saysBack(text, k > 0) ?? (edited ? EDIT_UNIT.exec(text) : null);
      const earlier = k > 0 ? sentences.slice(Math.max(0, k - SAID_BACK), k) : (edited ? written : above).slice(-SAID_BACK);
      if (!earlier.length || !says ||
        (!method && /[0-9]/.test(says[0].split(/[,，;；]/, 1)[0].replace(THREAD_MARK, "").replace(/(?:pp|tg)\d+/gi, "")))) return;
      const words = text.trim().slice(0, 120);
      const phase = phaseNamed(words);
      for (const before of earlier) {
        // (a table's row, edged or not, or a data record: theirs to read, column by column or key by key)
        // (or an aligned one: "32     320      301.44     163840       543.52" over "单位：输出吞吐为 tokens/s")
        if (EDGED_ROW.test(before.text) || PIPED_ROW.test(before.text) || DATA_RECORD.test(before.text) ||
          ALIGNED_NUMBERS.test(before.text)) continue;
        for (const claim of figuresIn(before.text, before.start, words)) claims.push({ ...claim, phase: claim.phase ?? phase });
      }
    });
    above = line.text.trim() ? sentences : [];
    if (line.text.trim()) written = sentences;
  }
  return claims;
}

/** A clause after bare figures, in their own sentence, that gives them their unit: "I get 44 on the 3090, 52 on the 4090 and
 * 87 on the 5090, all tok/s", "I get 11 and change, tok/s, MLX 4-bit", "…（单位都是 tokens/s，llama.cpp）", "…（以上数字均为
 * 输出 tokens/s）", "…，这些都是单路生成的 token/s". Set apart from the figures (a figure's own unit follows it: detect()'s),
 * and no label (", gen throughput (token/s): 412.37" is a key's). */
const UNIT_SAID_AFTER = new RegExp(`[,，;；(（—–][ \\t]*(?:(?:those|these|that)(?:'s|[ \\t]+(?:are|were|is|was))[ \\t]+)?(?:(?:all|both)(?:[ \\t]+(?:in|are))?[ \\t]+)?` +
  // (the phase may come first, a comma apart: "… 32k prompt 91 (prompt processing, tok/s, DeepSeek-V3.1 at 4-bit in MLX).")
  `(?:(?:generation|decode|decoding|prefill|prompt[ \\t]+processing|output)[ \\t]*[,，][ \\t]*)?` +
  `(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})` +
  `(?=[ \\t]*(?:obviously|I mean|btw|across the board|throughout|${PHASE_TAIL})?[ \\t]*(?:[,，;；.。—–]|[)）](?![ \\t]*[:：=])|$))|` +
  `(?:单位|單位)[ \\t]*[:：]?[ \\t]*(?:都|均|全)?(?:为|是)?[ \\t]*(?:${GRAMMAR.table.speed_header})(?![ \\t]*[)）]?[ \\t]*[:：=])|` +
  `(?:(?:以上|上面|这些|这几个|前面)[^，,。；;（()）\\d]{0,6}?|[，,；;（(][ \\t]*)(?:都是|均为|全是|都为)[^，,。；;（()）\\d]{0,12}?(?:${GRAMMAR.table.speed_header})|` +
  // (a clause saying what they were, whatever follows it: ", those are tok/s on a 4090", "— these are t/s from llama-bench",
  // ", unit is tokens/s")
  `[,，;；(（—–][ \\t]*(?:(?:those|these)[ \\t]+(?:are|were)|(?:the[ \\t]+)?units?[ \\t]*(?:is|are|was|=|:))[ \\t]+(?:all[ \\t]+)?(?:in[ \\t]+)?` +
  `(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})(?![A-Za-z])`, "i");
/** How far after the last of its figures such a clause may stand. */
const SAID_AFTER_REACH = 30;
/** A figure's end, or an approximation's word after it: "六十二", "17-18 左右", "40ish". */
const FIGURE_ENDS = new RegExp(`(?:(?<![A-Za-z_\\d.])\\d[\\d.,]*|${CN_NUMERAL})(?:[ \\t]*(?:左右|上下|出头|多|ish|\\+))?[ \\t]*$`);
/** A measure named between the figures and the clause: the figures were its settings ("树莓派 5（8G）上的速度，单位 tokens/s"). */
const SPEED_NAMED = /速度|吞吐|性能|(?<![A-Za-z])(?:speeds?|throughput|performance)(?![A-Za-z])/i;
/** A key's value in a data record ("{'首token延迟_ms': 287}"), or markup's ("\\multicolumn{3}"): the record's to read. */
const KEYED_VALUE = /["'][ \t]*[:：=][ \t]*$|[{[][ \t]*$/;
/** A cheap test for such a clause at all. */
export const MAY_SAY_AFTER = /[,，;；(（—–][ \t]*(?:(?:generation|decode|decoding|prefill|prompt[ \t]+processing|output)[ \t]*[,，][ \t]*|(?:those|these|that|all|both|in|output|generation|gen|decode|prefill|prompt|(?:the[ \t]+)?units?)[ \t':=][^\n,，;；]{0,30}?)?(?:tok|t\/s|tps|tk\/s|每秒)|单位|單位|都是|均为|全是|都为/i;

/** The bare figures of each sentence before a clause of it that gives their unit (UNIT_SAID_AFTER), the phase theirs, or
 * the clause's, or the last one named before them. */
export function saidAfterClaims(lines) {
  const claims = [];
  for (const line of lines.filter((one) => MAY_SAY_AFTER.test(one.text))) {
    for (const sentence of sentencesOf(line, SENTENCE_MARKS)) {
      const said = UNIT_SAID_AFTER.exec(sentence.text);
      if (said === null || said.index === 0 || OTHER_WORK.test(sentence.text)) continue;
      // (brackets right after a figure: "… 六十二（单位都是 tokens/s）"; after a word they are its label, "tg (tok/s)")
      const bracket = /[(（][ \t]*$/.exec(sentence.text.slice(0, said.index))?.[0].length ?? (/^[(（]/.test(said[0]) ? 0 : -1);
      const before = sentence.text.slice(0, said.index - Math.max(0, bracket));
      if (bracket >= 0 && !FIGURE_ENDS.test(before)) continue;
      const words = sentence.text.slice(said.index).trim().slice(0, 120);
      const figures = figuresIn(before, sentence.start, words, true)
        .filter((claim) => !KEYED_VALUE.test(before.slice(0, claim.start - sentence.start)) &&
          !countedAt(before, claim.start - sentence.start, claim.text));
      // (the clause after the last of them, not a caption's words: "my 3 boxes, llama.cpp b7233, Q4_K_M, t/s")
      const last = figures.at(-1)?.end - sentence.start;
      if (!figures.length || said.index - last > SAID_AFTER_REACH || SPEED_NAMED.test(before.slice(last))) continue;
      for (const claim of figures) {
        const phase = claim.phase ?? phaseNamed(words) ?? nearestPhase(before.slice(0, claim.start - sentence.start));
        claims.push({ ...claim, phase });
      }
    }
  }
  return claims;
}

/** Bare figures in the block of lines above a note that closes it with their unit (NOTE_CLOSING): each line's figures after
 * its label (the first only, where the note says "first figure"), its phase theirs, or the note's. */
export function closingNoteClaims(lines) {
  const claims = [];
  lines.forEach((line, i) => {
    const closing = i > 0 && /\d/.test(lines[i - 1].text) ? NOTE_CLOSING.exec(line.text) : null;
    if (closing === null) return;
    const words = line.text.trim().slice(0, 120);
    const phase = phaseNamed(words);
    // (phases by place, "(tg / pp, tok/s)": each line's figures in that order)
    const order = closing[1]?.split("/").map((word) => phaseNamed(word.trim())) ?? null;
    const above = lines.slice(Math.max(0, i - NOTE_REACH), i);
    for (const other of above.slice(above.findLastIndex((one) => !one.text.trim()) + 1)) {
      if (EDGED_ROW.test(other.text) || CODE_PROMPT.test(other.text) || CONFIG_KEY.test(other.text)) continue;
      // (a log line's keys naming a phase, each with its figure: "[10:12:03] prefill=3120.4 decode=58.7" over "# 单位：tokens/s")
      const keyed = [...other.text.matchAll(PHASE_KEY_EQUALS)].map((pair) => [pair, keyPhase(pair[1])]).filter(([, phase]) => phase);
      if (keyed.length) {
        for (const [pair, phase] of keyed) {
          const start = other.start + pair.index + pair[0].length - pair[2].length;
          claims.push(figureClaim(start, pair[2], Number(pair[2]), phase, words, pair[1]));
        }
        continue;
      }
      const from = ([...other.text.matchAll(LABEL_COLON)].at(-1)?.index ?? -1) + 1;
      // (the key right before the colon: "model: qwen3:8b  gpu: RTX 4070 Super  runs: 5")
      const key = other.text.slice(0, from - 1).replace(LIST_ITEM, "").trim().split(/[ \t]{2,}|[,，;；][ \t]*/).at(-1);
      if (from > 0 && NOT_SPEED_LABEL.test(key)) continue;
      const figures = figuresIn(other.text.slice(from), other.start + from, words)
        .filter((claim) => !LATENCY.test(other.text.slice(from, claim.start - other.start).split(CLAUSE_MARK).at(-1)) &&
          !countedAt(other.text, claim.start - other.start, claim.text));
      // (a line whose figures the order does not fit is a table's row with other columns: "baseline  2981.4  38.62  412")
      const numbers = [...other.text.slice(from).matchAll(/(?<![\w.])\d[\d,.]*/g)]
        .filter((number) => !countedAt(other.text, from + number.index, number[0])).length;
      if (order && (numbers % order.length !== 0 || figures.length % order.length !== 0)) continue;
      (closing[2] ? figures.slice(0, 1) : figures).forEach((claim, k) =>
        claims.push({ ...claim, phase: order ? order[k % order.length] : claim.phase ?? phase }));
    }
  });
  return claims;
}

/** A key's phase, its separators read as blanks: "decode_tps", "prompt-eval", "vllm:generation_tokens_total". */
export const keyPhase = (key) => phaseNamed(key.replace(/[_.:-]/g, " "));
/** A key and its figure joined by "=", as a log prints them: "prefill=3120.4", "decode_tps=58.7". */
const PHASE_KEY_EQUALS = /(?<![\w.])([A-Za-z][\w.-]{0,30})=(\d+(?:\.\d+)?)(?![\w.])/g;
/** A line of a label and one figure: "1 user: 37", "batch 32   →  1,120", "b7195  52", "8 users: 29 each". */
const LABELLED_FIGURE = /^([ \t]*(?:[-*•][ \t]*)?((?:[^:：\n \t]|[ \t](?![ \t])){1,40}?)[ \t]*(?:[:：=]|→|->|[ \t]{2,})[ \t]*)[~≈]?\d[\d,.]*(?:[ \t]+(?:each|avg|median|per[ \t]+user))?[ \t]*$/i;
/** The same opening to the first figure on the line that names the unit: "32 users: 17 each, ~540 total output tok/s". */
const LABELLED_OPENING = /^[ \t]*(?:[-*•][ \t]*)?(?:[^:：\n \t]|[ \t](?![ \t])){1,40}?[ \t]*(?:[:：=]|→|->|[ \t]{2,})[ \t]*[~≈]?(?=\d)/;
/** A unit or speed word in a label: the line is a key's ("Output token throughput (tok/s):"), its unit no block's. */
const SPEED_NAMED_IN = new RegExp(`${GRAMMAR.table.speed_header}|${SPEED_NAMED.source}`, "i");
/** A label's words, letters only, a plural's "s" dropped: "32 users:" gives ["user"]. */
const wordsOf = (label) => (label.toLowerCase().match(/[a-z\u4e00-\u9fff]+/g) ?? []).map((word) => word.replace(/(?<=..)s$/, ""));
/** A label of a count: "LLM Prompt Tokens", "eval count", "输出长度". */
const COUNT_LABEL = /(?:tokens?|count|len(?:gth)?|数|长度)$/i;
/** How many lines above it a block's unit-bearing line speaks for. */
const BLOCK_REACH = 8;

/** Bare figures on the lines of a block above its last line, where that line alone names the unit and all of them are
 * a label and a figure ("batch 1 → 54", "batch 32 → 1,120" over "batch 128 → 2,680 output tok/s"), their phase the
 * unit line's claim's. */
export function blockClaims(lines, claims) {
  const found = [];
  // (each line's first claim, walking the claims in order beside the lines: a search per line costs lines × claims)
  const ordered = [...claims].sort((a, b) => a.start - b.start);
  let at = 0;
  lines.forEach((line, i) => {
    while (at < ordered.length && ordered[at].start < line.start) at++;
    const claim = ordered[at]?.start < line.start + line.text.length ? ordered[at] : undefined;
    if (!claim) return;
    const next = lines[i + 1];
    const opening = LABELLED_OPENING.exec(line.text);
    // (the unit after its figure, on a line whose label names none: not a key's line nor a table's row)
    if ((next && LABELLED_FIGURE.test(next.text)) || !opening || SPEED_NAMED_IN.test(opening[0]) ||
      !SPEED_NAMED_IN.test(line.text.slice(opening[0].length))) return;
    const words = wordsOf(opening[0]);
    for (let k = i - 1; k >= Math.max(0, i - BLOCK_REACH); k--) {
      const above = LABELLED_FIGURE.exec(lines[k].text);
      // (parallel lines, their labels sharing a word: "batch 1" over "batch 128", "1 user" over "32 users")
      if (!above || NOT_SPEED_LABEL.test(above[2].trim()) || COUNT_LABEL.test(above[2].trim()) ||
        !wordsOf(above[2]).some((word) => words.includes(word))) break;
      const figure = figuresIn(lines[k].text.slice(above[1].length), lines[k].start + above[1].length, line.text.trim())[0];
      if (!figure || claims.some((one) => overlaps(one, figure))) break;
      found.push({ ...figure, phase: figure.phase ?? claim.phase });
    }
  });
  return found;
}

/** A gain or a loss in the unit, then the pair it came between: "wins tg by about 4 t/s (57 vs 53 …)", "another 6 t/s on
 * tg, from 41 to 47". The gain is no speed; the pair's two figures are. */
const GAIN_THEN_PAIR = new RegExp("(?:(?<![A-Za-z])(?:by|another|extra|gained|lost)[ \\t]+(?:about[ \\t]+|roughly[ \\t]+|~)?|[+＋])" +
  `\\d[\\d.]*[ \\t]*(?:${GRAMMAR.table.speed_header})([^\\n.;。；]{0,30}?(?:\\(|,|，|from|从)[ \\t]*(?:from[ \\t]+)?)` +
  "(\\d[\\d,.]*)[ \\t]*(?:vs\\.?|versus|->|→|to|到)[ \\t]*(\\d[\\d,.]*)(?![\\d.]*[ \\t]*(?:%|ms|s|GB|W)(?![A-Za-z]))", "gid");
/** A cheap test for such a gain at all. */
export const MAY_GAIN = /(?:by|another|extra|gained|lost)[ \t]|[+＋]\d/i;

/** The two figures of a pair a gain in the unit came between (GAIN_THEN_PAIR), the phase the words before them name. */
export function gainPairClaims(text) {
  const claims = [];
  for (const match of text.matchAll(GAIN_THEN_PAIR)) {
    const phase = nearestPhase(text.slice(Math.max(0, match.index - 40), match.indices[2][0]));
    for (const k of [2, 3]) {
      const figure = match[k].replace(/[.,]$/, "");
      claims.push(figureClaim(match.indices[k][0], figure, Number(figure.replace(/,/g, "")), phase, ""));
    }
  }
  return claims;
}

/** A list item's label: up to three words, each opening with a letter ("LM Studio", "llama-server", "llama.cpp", "纯 CPU"),
 * none a word of a sentence ("on the 5090, Qwen3-32B does 61.3 t/s" is no list). */
const LABEL_WORD = "(?!(?:the|a|an|on|at|in|of|to|from|with|and|or|is|was|does|did|do|got|gets|went|about|around|roughly|" +
  "maybe|like|my|our|its|it|that|this)(?![\\w.+-]))[A-Za-z\\u4e00-\\u9fff][\\w.+-]*";
const ITEM_LABEL = `${LABEL_WORD}(?:[ \\t]+${LABEL_WORD}){0,2}`;
/** A figure of such a list: "71", "2,210", "84.5". */
const ITEM_FIGURE = "(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?";
/** What parts its items: a comma and a blank (a figure's own comma parts thousands), "、", a semicolon. */
const ITEM_JOIN = "(?:,(?=[ \\t])|，|、|;|；)";
/** Labelled figures after a colon, the last one's unit theirs: "same prompt: Ollama 71, LM Studio 84, llama-server 89 tok/s",
 * "：Ollama 76、LM Studio 91、llama.cpp 94 tokens/s". */
const LABELLED_RUN = new RegExp(`[:：][ \\t]*((?:${ITEM_LABEL}[ \\t]+${ITEM_FIGURE}[ \\t]*${ITEM_JOIN}[ \\t]*(?:and[ \\t]+|和)?){1,8})` +
  `${ITEM_LABEL}[ \\t]+(${ITEM_FIGURE})[ \\t]*(?:${GRAMMAR.table.speed_header})`, "gid");
const LABELLED_ITEM = new RegExp(`(${ITEM_LABEL})[ \\t]+(${ITEM_FIGURE})[ \\t]*${ITEM_JOIN}`, "gd");
/** A cheap test for such a run at all. */
export const MAY_LABELLED_RUN = /[:：][^\n]*\d[ \t]*(?:,|，|、|;|；)[^\n]*\d[ \t]*(?:t|tok|tk|token)/i;

/** The figures of a labelled run a colon opens and its last figure closes with its unit, that figure a claim the other
 * readers found (not a token bucket's "capacity 200, refill 50 tokens per second"): every item's, with its phase. */
export function labelledRunClaims(lines, found) {
  const claims = [];
  for (const line of lines) {
    for (const run of line.text.matchAll(LABELLED_RUN)) {
      const last = found.find((claim) => claim.start === line.start + run.indices[2][0]);
      if (!last) continue;
      const phase = last.phase ?? nearestPhase(line.text.slice(0, run.index).split(SENTENCE_MARK).at(-1));
      const words = line.text.trim().slice(0, 120);
      const [from] = run.indices[1];
      for (const item of run[1].matchAll(LABELLED_ITEM)) {
        // (a setting's label or another measure's makes its figure theirs: "batch 8, …", "ctx 4096, …", "VRAM 24, …")
        if (RANGE_OF_SETTING.test(item[1]) || NOT_SPEED_LABEL.test(item[1])) continue;
        claims.push(figureClaim(line.start + from + item.indices[2][0], item[2], valueOf(item[2]), phase, words));
      }
    }
  }
  return claims;
}

/** A phase's word and its bare figure (or a change of two): "decode 41", "prefill ~1,900", "decode 38 → 47". */
const PHASE_FIGURE = /(?<![A-Za-z_])(decode|decoding|prefill|prompt processing|generation)[ \t]*[:：=]?[ \t]*(?:(?:is|was|at|about|around|roughly|only|just)[ \t]+)?[~≈]?[ \t]*(\d[\d,]*(?:\.\d+)?)(?:[ \t]*(?:→|->|to)[ \t]*(\d[\d,]*(?:\.\d+)?))?(?![\d.,]*[ \t]*(?:[kK%]|ms|s\b|GB|W\b|x\b|×|concurren|users?\b|streams?\b|requests?\b|parallel|clients?\b|seq))/gid;
/** A cheap test for such a pair at all. */
export const MAY_PHASE_PAIR = /(?:decod|prefill|prompt processing|generation)[^\n]*(?:decod|prefill|prompt processing|generation)/i;
const PREFILL_WORD = /^(?:prefill|prompt processing)$/i;

/** The bare figures a line gives each phase by its word, where it names both ("decode 38 → 47, prefill 1,100 → 1,460",
 * "avg decode on the Spark is 38.6, prefill 2,980"): speeds by the pair, not a count ("decode 128 tokens") nor a size. */
export function phasePairClaims(lines) {
  const claims = [];
  for (const line of lines) {
    const pairs = [...line.text.matchAll(PHASE_FIGURE)];
    if (!pairs.some((m) => PREFILL_WORD.test(m[1])) || !pairs.some((m) => !PREFILL_WORD.test(m[1]))) continue;
    const words = line.text.trim().slice(0, 120);
    for (const pair of pairs) {
      const phase = PREFILL_WORD.test(pair[1]) ? "prefill" : "decode";
      for (const k of [2, 3]) {
        if (pair[k] === undefined) continue;
        const at = pair.indices[k][0], value = valueOf(pair[k]);
        // (nor a test's size: "Text Generation 128")
        if (countedAt(line.text, at, pair[k]) || isSize(pair[k], value, 64) || YEAR.test(pair[k])) continue;
        claims.push(figureClaim(line.start + at, pair[k], value, phase, words));
      }
    }
  }
  return claims;
}

/** Words naming the speed's unit. */
const UNIT_NAMED = new RegExp(GRAMMAR.table.speed_header, "i");
/** A footnote's marks: superscript digits, circled numbers. */
const FOOTNOTE_MARKS = "¹²³⁴⁵⁶⁷⁸⁹①②③④⑤⑥⑦⑧⑨⑩";
/** A line that defines footnotes, opening with its marks or with a note's word ("¹ llama.cpp, generation t/s",
 * "¹² 都是生成速度，token/s", "注：①单路生成速度，tokens/s；②总输出吞吐，tokens/s。"). */
const FOOTNOTE_LINE = new RegExp(`^[ \\t]*(?:(?:注|说明|notes?)[ \\t]*[:：][ \\t]*)?[${FOOTNOTE_MARKS}]`, "i");
/** One definition of such a line: its marks, then its words up to the next mark. */
const FOOTNOTE_DEFINITION = new RegExp(`([${FOOTNOTE_MARKS}]+)([^${FOOTNOTE_MARKS}\\n]*)`, "g");
/** A figure a footnote's mark follows: "17¹", "22①", "1,900②". */
const MARKED_FIGURE = new RegExp(`(?<![\\w.,])(\\d[\\d,]*(?:\\.\\d+)?)([${FOOTNOTE_MARKS}]+)`, "gd");
/** A cheap test for such marks at all. */
export const MAY_FOOTNOTE = new RegExp(`\\d[${FOOTNOTE_MARKS}]`);

/** Figures marked for footnotes that name the unit ("dual 3090 gets 17¹" over "¹ llama.cpp, layer split, generation t/s"):
 * each a claim with its footnote's phase; a mark whose footnote names no speed ("² price on Nov 3") gives none. */
export function footnotedClaims(lines) {
  const defining = new Set(lines.filter((line) => FOOTNOTE_LINE.test(line.text)));
  const notes = new Map();
  for (const line of defining) {
    for (const [, marks, words] of line.text.matchAll(FOOTNOTE_DEFINITION)) {
      if (!UNIT_NAMED.test(words) || NOTE_OF_OTHER_RATE.test(words) || RATE_PER_NOTE.test(words)) continue;
      for (const mark of marks) notes.set(mark, words.trim());
    }
  }
  if (!notes.size) return [];
  const claims = [];
  for (const line of lines) {
    if (defining.has(line)) continue;
    for (const marked of line.text.matchAll(MARKED_FIGURE)) {
      const words = notes.get(marked[2][0]);
      if (words === undefined || GPU_NUMBER.test(marked[1])) continue;
      claims.push(figureClaim(line.start + marked.indices[1][0], marked[1], valueOf(marked[1]), phaseNamed(words), words));
    }
  }
  return claims;
}

/** A range a sentence closes with its unit: "… and generation from 41.5 to 44.8 tok/s", "… tg128 barely moves, 71.2 to 71.9 t/s". */
const RANGE_WITH_UNIT = new RegExp(`\\d[\\d.,]*[ \\t]*(?:to|->|→|到)[ \\t]*[~≈]?[ \\t]*\\d[\\d.,]*[ \\t]*(?:${GRAMMAR.table.speed_header})`, "i");
/** A bare range of the same sentence: "prompt processing went from 612 to 880", "生成从 19 回到了 23". */
const BARE_RANGE = /(?:(?<![A-Za-z])from|从)[ \t]*[~≈]?[ \t]*(\d[\d,]*(?:\.\d+)?)[ \t]*(?:(?<![A-Za-z])to(?![A-Za-z])|->|→|(?:回|提升|提高|涨|升|掉|降|跌)?了?到了?)[ \t]*[~≈]?[ \t]*(\d[\d,]*(?:\.\d+)?)/gid;
/** A range's low figure with a measure of its own: "from 4k", "from 20% to". */
const LOW_NOT_BARE = /^[ \t]*(?:[kK万%]|(?!to(?![A-Za-z]))[A-Za-z])/;
/** A setting's words before a range, which is then the setting's: "concurrency increase from 32 to 64", "上下文从 4k 到 32k". */
const RANGE_OF_SETTING = /concurren|batch|context|ctx|(?<![A-Za-z])(?:users?|threads?|streams?|layers?)(?![A-Za-z])|并发|批|上下文|线程/i;
/** A cheap test for such a sentence at all. */
export const MAY_RANGE_PAIR = /(?:from|从)[^\n]{0,200}(?:to|->|→|到)/i;

/** The bare ranges of a sentence another range of which its unit closes ("After updating, prompt processing went from 612
 * to 880 and generation from 41.5 to 44.8 tok/s"): both figures of each, the phase the words before it name. */
export function rangePairClaims(lines) {
  const claims = [];
  for (const line of lines) {
    for (const sentence of sentencesOf(line, SENTENCE_MARKS)) {
      if (!RANGE_WITH_UNIT.test(sentence.text)) continue;
      const words = sentence.text.trim().slice(0, 120);
      for (const range of sentence.text.matchAll(BARE_RANGE)) {
        const [lowAt, highAt] = [range.indices[1][0], range.indices[2][0]];
        // (the high figure a speed by what follows it, not a context's or a setting's: "going from 4k to 32k context", "from
        // 64 to 128 concurrent"; the low one a bare number)
        const high = figuresIn(sentence.text.slice(highAt), sentence.start + highAt, words)[0];
        if (high?.start !== sentence.start + highAt || LOW_NOT_BARE.test(sentence.text.slice(range.indices[1][1]))) continue;
        const before = sentence.text.slice(0, range.index).split(CLAUSE_MARK).at(-1);
        if (RANGE_OF_SETTING.test(before)) continue;   // "when concurrency increase from 32 to 64"
        const phase = nearestPhase(sentence.text.slice(Math.max(0, range.index - 40), lowAt));
        claims.push(figureClaim(sentence.start + lowAt, range[1], valueOf(range[1]), phase, words), { ...high, phase: phase ?? high.phase });
      }
    }
  }
  return claims;
}

/** How far from the speed before it, as a ratio, a bare figure may be and still be read as another speed of its kind. */
const CARRY_RATIO = 4;
/** How many sentences after a speed's own its unit carries to. */
const CARRY_SENTENCES = 2;
/** A key's or a label's mark just before a figure ("VRAM: 21.4", '"predicted_n": 402'): a field of its own. */
const KEYED_BEFORE = /[:：=]["'\s]*$|["'`][ \t]*$/;
/** Words before a figure, in its clause, that make it no speed: a setting it replaced, a percentile, a batch or a load. */
const CARRY_NOT_BEFORE = new RegExp("instead[ \\t]+of[ \\t]*$|[A-Za-z][ \\t]*\\([ \\t]*$|^[ \\t]*\\([ \\t]*$|\\[[^\\]]*$|" +
  "(?:除以|divided[ \\t]+by|[/÷+×*])[ \\t(]*$|(?<![A-Za-z])(?:batch|concurren\\w*|parallel|users?|ratio|team|ttft|tpot|latency|" +
  "p\\d\\d|seed|echo|r²|revert\\w*|version|build|driver|gen|until|across[ \\t]+all|total)(?![A-Za-z])|批量|并发|批大小|比例|延迟|" +
  // (a setting's name or its change in the clause: "把 max-num-seqs 从 64 调到 128")
  "(?<![A-Za-z])[a-z]+(?:[-_][a-z]+)+(?![A-Za-z])|调到|调成|设为|设成|改成|开到", "i");
/** Words after a figure that make it a count of users, requests or slots ("16 parallel requests", "5 person use"). */
const USERS_AFTER = /^[ \t]*(?:parallel|concurrent|simultaneous|person|persons|people|users?|requests?|slots?|more|less|fewer|higher|lower|respectively)(?![A-Za-z])|^(?:[ \t]*(?:,|and|or|、|，|\/)[ \t]*\d[\d.,]*)+[ \t]*(?:GB|GiB|MB|TB|W|watts?|%|ms|s|secs?|seconds?|fps|it\/s|steps?|yuan|元|dollars?)(?![A-Za-z])|^[ \t]*(?:[A-Za-z]+[ \t]+){0,2}(?:characters?|chars?|words?)(?![A-Za-z])|^[ \t]*[)\]]|^[ \t]*(?:→|->|to|-|–|~|vs\.?)[ \t]*\d[\d.,]*[ \t]*(?!t\/s|tok|tps|token)[A-Za-z%°]|^[ \t]*it\/s/i;

/** Bare figures after a speed written with its unit, in the rest of its line (or an edit's line right under it), the next
 * sentences at most, within a ratio of it: "runs qwen3 8b at 24 t/s in ollama" over "EDIT: … and its 31 now", "like 8 tok/s
 * output. usually its 30ish", "llama.cpp gave me 142 t/s, exllamav3 at 4.0bpw 151, and ollama … at 128". */
export function carriedClaims(text, anchors) {
  const claims = [];
  for (const anchor of anchors) {
    const lineEnd = text.indexOf("\n", anchor.end);
    let rest = text.slice(anchor.end, lineEnd < 0 ? text.length : lineEnd);
    const next = lineEnd < 0 ? "" : text.slice(lineEnd + 1).split("\n", 1)[0];
    if (EDIT_MARK.exec(next)?.[0].trim()) rest += `\n${next}`;
    const span = firstSentences(rest, CARRY_SENTENCES + 1);
    for (const claim of figuresIn(span, anchor.end, anchor.text)) {
      const at = claim.start - anchor.end;
      const before = span.slice(0, at);
      // (a figure in words, a setting's, a percentile's or a setting the clause names: "instead of 36", "p(95)", "批量 32 时")
      if (!/^\d/.test(claim.text) || KEYED_BEFORE.test(before) || USERS_AFTER.test(span.slice(at + claim.text.length)) ||
        CARRY_NOT_BEFORE.test(before.split(CLAUSE_MARK).at(-1))) continue;
      const ratio = claim.value / anchor.value;
      if (ratio > CARRY_RATIO || ratio < 1 / CARRY_RATIO || claims.some((other) => other.start === claim.start)) continue;
      // (the speed's phase where no sentence ends between them: "单并发生成速度：…双卡 27 tokens/s，沐曦 C500 双卡 25")
      const phase = claim.phase ?? (SENTENCE_MARK.test(before) ? null : anchor.phase);
      claims.push({ ...claim, unit: anchor.unit, phase });
    }
  }
  return claims;
}

/** A unit written as a noun, no figure before it, then a verb or a preposition and its figure: "Grafana shows output tokens/s
 * at 9.2k sustained", "the tok/sec LM Studio shows under each reply was 43.8", "Generation Tokens/Sec 白天基本在 2,300 上下". */
const SUBJECT_UNIT = new RegExp("(?<![0-9][ \\t]?|[0-9][kK万][ \\t]?|[0-9,.])(?:(?:output|generation|gen|decode|prefill|prompt|input|" +
  "total|avg|average|mean)[ \\t]+)?(?:tok(?:en)?s?[ \\t]*\\/[ \\t]*s(?:ec(?:ond)?)?|(?<![A-Za-z])(?:t\\/s|tk\\/s)|tokens?[ \\t]+per[ \\t]+sec(?:ond)?)" +
  "(?![A-Za-z])([^\\n\\d.。;；!?！？,，、()（）]{0,36}?)(?:(?<![A-Za-z])(?:at|around|about|was|is|were|are|hit|hits|reached|reaches|" +
  "sits[ \\t]+at|hovers?[ \\t]+(?:at|around)|maxes[ \\t]+out[ \\t]+at|peaks?[ \\t]+at|peaked[ \\t]+at)|(?:基本|大概|大约|高峰)?(?:在|是|能到|达到))" +
  "[ \\t]*[~≈约]?[ \\t]*(?=\\d)", "gi");
/** Words between such a unit and its verb that make the figure another quantity's or a setting's. */
const NOT_THE_SUBJECTS = /latency|ttft|tpot|(?<![A-Za-z])(?:ms|p\d\d|batch|concurren\w*|users?|context|ctx|limit|cap|target|per[ \t]+(?:watt|dollar|\$))(?![A-Za-z])|延迟|并发|上下文|限制/i;
/** A figure, then a word at most, ending the words before a unit: the figure is the unit's own. */
const FIGURE_THEN_WORD = /\d[\d,.]*[kK万]?[ \t]*(?:[A-Za-z]+[ \t]+)?$/;
const SETTINGS_AFTER_AT = /^\d[\d,.]*(?:[ \t]*[kK万][ \t]*(?:depth|context|ctx|prompt|tokens?|input|上下文|长度|$)|[ \t]*(?:\/|,|and|or)[ \t]*\d)/;
/** A cheap test for such a unit at all. */
export const MAY_SUBJECT_UNIT = /(?:tok|t\/s|tk\/s|tps|per[ \t]+sec)[^\n\d]{0,40}?(?:at|around|about|was|is|were|are|hit|reach|在|是|能到|达到)[ \t]*[~≈约]?[ \t]*\d/i;

/** The figure a unit written as a noun is said to be, where the prose reader saw none. */
export function subjectUnitClaims(text) {
  const claims = [];
  for (const said of text.matchAll(SUBJECT_UNIT)) {
    // (no figure before it in its clause, whose unit it would be: "1,850 output tok/s at 64" is a setting's "at")
    const clause = text.slice(text.lastIndexOf("\n", said.index) + 1, said.index).split(CLAUSE_MARK).at(-1);
    if (NOT_THE_SUBJECTS.test(said[1]) || FIGURE_THEN_WORD.test(clause) || OTHER_WORK.test(clause + said[1])) continue;
    const from = said.index + said[0].length;
    // (after "at", a length or a list of settings: "tok/s at 4k", "output tok/s at 64 / 128 / 256 concurrency")
    if (/at[ \t]*$/i.test(said[0]) && SETTINGS_AFTER_AT.test(text.slice(from, from + 24))) continue;
    const figure = figuresIn(text.slice(from, from + 24).split("\n", 1)[0], from, said[0].trim(), true)[0];
    if (figure?.start === from) claims.push({ ...figure, phase: figure.phase ?? phaseNamed(said[0]) });
  }
  return claims;
}

/** A sentence naming the unit, no figure of its own, in a post whose figures are all bare (the fallback reader). */
const NOT_THE_FIGURES_UNIT = new RegExp("(?<![A-Za-z0-9])(?:ms|milliseconds?|gb|gib|mb|w|watts?|it/s|fps|hz|wpm|usd|rmb|rps|qps|" +
  "per[ \\t]+(?:watt|dollar|minute)|instead|rather|not(?![ \\t]+(?:prefill|prompt|generation|decode|gen)(?![A-Za-z]))|isn't|aren't|wasn't|weren't|never|don't|doesn't|didn't|will|" +
  "tomorrow|later|bandwidth|conditions?|settings|(?:next|previous|earlier|other)[ \\t]+(?:post|comment|reply|thread|message|table|chart))(?![A-Za-z])|" +
  "(?<=[ \\t(（]|\\d[ \\t])(?:s|secs?|seconds)(?![A-Za-z/])|\\d(?:secs?|seconds)(?![A-Za-z])|[$¥€£]|每秒[^\\n，,。]{0,6}字|瓦|(?<!每)秒|元|人民币|" +
  "不是(?![ \\t]*(?:预填充|prefill|生成|解码|decode))|并非|不知道|明天|回头|别问|发过|不重复|上一条|下一条|带宽|条件|(?<![A-Za-z])k[ \\t]*tok|[千万][ \\t]*tok", "i");
/** Digits a name, a flag, a size or a context length holds ("tg128", "Q4_K_M", "-fa 1", "8B", "4-bit", "Llama 3.1", "4k
 * context"): no figure of a note's. */
const NAMED_DIGITS = /[A-Za-z_][\w.-]*\d[\w.]*|(?<![\w.])\d+(?:\.\d+)?[ \t-]?(?:[bB]|bits?|GB)(?![A-Za-z])|(?<=(?:llama|qwen|gemma|phi|mistral|deepseek|glm)[ \t-]?)\d+(?:\.\d+)?|(?<![A-Za-z])--?[a-z][\w-]*[ \t=]+\d+|\d+\.\d+\.\d+|\d{1,2}:\d{2}|\d+(?:\.\d+)?[kK][ \t]*(?:context|ctx|prompts?|tokens?|上下文)/gi;
/** What may follow a bare figure the fallback reads: a clause's end, a connector, a phase, a hedge. */
const BARE_FIGURE_AFTER = /^(?:\\?\*|[†‡]|[ \t]+[A-Za-z\u4e00-\u9fff][\w.-]*[ \t]+\d|[ \t]*(?:$|[,，;；.。!！()（）:：→>~\-–—/]|(?:on|at|by|for|with|without|and|then|in|to|vs|or|from|before|after|both|is|was|I|we|you|they|gen|generation|decode|prefill|pp|tg|prompt|output|single|each|avg|average|ish)(?![A-Za-z])|左右|上下|多|出头|附近|的样子|而已|了|吧|啊|呢|，|、|在|和|跟|对|比|用|是|就|都|也|还|才|已经|能|可以|🔥|[\u2600-\u27BF]|\p{Extended_Pictographic}))/u;
/** A speaker's name before a reply's colon: "u/kettle_logic: ", "└ 夜跑的鲸 回复 @炼丹的老猫：", "楼主 回复 1楼：". */
const SPEAKER_BEFORE = "[^:：\\n]{1,40}[:：][ \\t]*";
const SPEAKER = new RegExp(`^[ \\t]*${SPEAKER_BEFORE}`);
/** A unit, its phase's word before it: "tokens per second", "output tok/s". */
const UNIT_OPENS = `(?:${PHASE_LEAD})?(?:${GRAMMAR.table.speed_header})`;
/** A bracket holding the unit and a word or two, no figure: "的输出速度（t/s）挂了一晚上", "(tok/s, gen)". */
const UNIT_BRACKET = new RegExp("(?:速度|吞吐|图表?|(?<![A-Za-z])(?:throughput|speeds?|rates?|generation|decode|prefill|output|chart|graph|plot|below|above)(?![A-Za-z])" +
  "(?:[ \\t]+(?:column|numbers|figures))?)[ \\t]*" +
  `[(（]([^()（）\\n\\d]{0,12}(?:${GRAMMAR.table.speed_header})[^()（）\\n\\d]{0,12})[)）]|` +
  `[(（]((?:都是|均为|全是|全部是|(?<![A-Za-z])(?:all|both|everything)(?![A-Za-z]))[ \\t]*(?:in[ \\t]+)?[^()（）\\n\\d]{0,6}(?:${GRAMMAR.table.speed_header})[^()（）\\n\\d]{0,12})[)）]|` +
  // (or opening on the unit right after a run's last figure: "Groq 610, Together 140 (tokens per second on gpt-oss-120b)")
  `(?<=\\d[kK万]?[ \\t]*)[(（][ \\t]*(${UNIT_OPENS}(?:[,，;；][^()（）\\n]{0,60}|[ \\t]+(?:on|for|with|in|at|across)[ \\t][^()（）\\n]{0,60})?)[)）]`, "i");
/** Such a bracket just after a figure. */
const UNIT_BRACKET_AFTER = new RegExp(`^[ \\t]*[(（][ \\t]*${UNIT_OPENS}`, "i");
/** A code block, markdown's or org-mode's: its numbers are code's. */
const CODE_BLOCK = /```|#\+begin_(?:src|example)/i;
/** A chart's axis described in words ("纵轴为吞吐（tokens/s），刻度为 0、500、1000", "Y-axis ticks: 0, 2000, 4000"): its
 * numbers are ticks. (A line of numbers alone, "0 500 1000 1500", is an axis drawn.) */
const CHART_AXIS = /刻度|(?<![A-Za-z])ticks?(?![A-Za-z])/i;
/** A number that names a row, a line, a cell or an item: "Row 14", "cell 9", "第 3 条". */
const NUMBERED_THING = /(?<![A-Za-z])(?:rows?|lines?|cells?|columns?|cols?|items?|steps?|issues?|homework|no\.?|#)[ \t]*$|第[ \t]*$/i;
/** What opens a chat's line or a thread's post before its words: "[老周 20:15] ", "<llmbot> ", "1/ ". */
const POST_MARK = new RegExp(`${CHAT_HEADER.source}|^[ \\t]*(?:<[^>\\n]{1,30}>|\\d{1,2}\\/(?=[ \\t]))[ \\t]*`);
/** A footnote's star or dagger, opening the note or after a figure: "*", markdown's escaped one, "†". */
const STAR_OR_DAGGER = "(?:\\\\?\\*|[†‡])";
const OPENS_WITH_MARK = new RegExp(`^${STAR_OR_DAGGER}`);
const MARK_AFTER_FIGURE = new RegExp(`(?<=\\d)${STAR_OR_DAGGER}`, "g");
/** Words by which a note gives its unit to figures, not a sentence that merely names the unit ("Tokens per second barely
 * changed", "Speed in t/s is in the next comment", "别问我每秒多少 token"). */
const GIVES_UNIT = new RegExp("(?<![A-Za-z])(?:units?|everything|all|both|those|these|values|numbers|figures|results|throughout|means|" +
  "(?:every|each)[ \\t]+(?:number|figure|value|result))(?![A-Za-z])|" +
  "(?<![A-Za-z])(?:first|(?<!per[ \\t]{1,3})second)(?=[ \\t]*(?:is|number|one|figure|value|then|,))|" +
  `(?<![A-Za-z])(?:rates?|speeds?)[ \\t]+in[ \\t]+(?:${GRAMMAR.table.speed_header})|` +
  `单位|都是|均为|均是|全是|都按|均按|一律按|口径|数字是|数据是|统一|(?:一列|一栏|这列|这栏|该列)(?:为|是|都是)|(?:纵轴|縱軸|(?<![A-Za-z])y[ \\t-]?axis(?![A-Za-z]))[ \\t]*(?:是|为|[:：]|is(?![A-Za-z]))|^[ \\t]*\\\\?[(（*†‡]|^[ \\t]*(?:#{1,6}[ \\t]*)?(?:${SPEAKER_BEFORE})?(?:in[ \\t]+)?(?:${GRAMMAR.table.speed_header})(?:[ \\t]*[(（][^()（）\\n]{0,60}[)）]?)?[^\\n]{0,16}$`, "i");
/** A note giving the figures' phases by their order: "first is generation and second is prompt processing", "Prefill
 * first, then decode", "斜杠前为预填充，斜杠后为解码". */
const IN_ORDER = new RegExp(`(?<![A-Za-z])(?:first|second|then|former|latter)(?![A-Za-z])|前|后|先|${PHASE_ORDER}`, "i");
/** A sentence and its closing mark. */
const MARKED_SENTENCE = /(?:[^。！？!?.]|\.(?!\s|$))+(?:[。！？!?]|\.(?=\s|$))?|[。！？!?.]/g;
/** The sentence of text around offset at, trimmed, as the fallback's notes are kept. */
const sentenceAt = (text, at) => {
  let from = 0;
  for (const sentence of text.match(MARKED_SENTENCE) ?? []) {
    if (at < from + sentence.length) return sentence.trim();
    from += sentence.length;
  }
  return "";
};
/** The rest of a run of figures that closes with a size or a power, all of them in it: ", 24.6 / 28.1 GB". */
const RUN_OF_SIZES = /^(?:[ \t]*(?:,|and|\/)[ \t]*\d[\d.,]*)+[ \t]*(?:GB|GiB|MB|TB|W|watts?)(?![A-Za-z])/i;
/** A serving run's parallelism written with an equals sign in prose: "tp=2", "bs=8". */
const PARALLEL_SETTING = /(?<![A-Za-z])(?:tp|dp|ep|pp|bs|np|ngl)=\d+/gi;
/** Time per token, the inverse of a speed: "ms per token", "毫秒". */
const PER_TOKEN_TIME = /(?<![A-Za-z])(?:ms|milliseconds?)(?![A-Za-z])|毫秒|per[ \t]+token|\/[ \t]*token|每个?[ \t]*token/i;
/** Whether a line is prose the fallback may read: a table's, a tool's, a code block's or a chart's numbers are their
 * readers' to read (pipes, tabs, braces, key=value, aligned columns, a line of numbers alone, a comment's header), and
 * a question's figure is none. */
const proseLine = (text) => !/[|\t{}=?？]|^[ \t]*(?:>>>|\$|#!)|"[ \t]*:/.test(text.replace(PARALLEL_SETTING, "")) &&
  !ALIGNED_NUMBERS.test(text) && !/ {3,}\S/.test(text.trim()) && !BARE_COUNT.test(text) && !/^[\d\s.,]+$/.test(text) &&
  !COMMENT_HEADER.test(text) && !FLOOR_HEADER.test(text) && !/\u3000{2}/.test(text);
export const MAY_UNIT_NOTE = UNIT_NAMED;
/** Bare figures of a post whose only unit stands in a sentence of its own ("(those are tg128 from llama-bench, t/s)",
 * "Values are the eval rate from `ollama run --verbose`, tokens/s.", "Strix Halo numbers, everything in tok/s"), read
 * where no other reader found a claim: prose lines only, two figures at least, the note's phase theirs where they name none. */
export function unitNoteClaims(lines) {
  const post = lines.map((line) => line.text).join("\n");
  if (UNIT_WRITTEN.test(post) || OTHER_WORK.test(post) || CHART_AXIS.test(post) || CODE_BLOCK.test(post)) return [];
  const notes = [];
  for (const line of lines) {
    // (each sentence with its mark, so a question is known by its own: "tok/s per request right?")
    for (const sentence of line.text.match(MARKED_SENTENCE) ?? []) {
      if (/[?？]/.test(sentence) || RATE_PER_NOTE.test(sentence) || NOTE_OF_OTHER_RATE.test(sentence) ||
        NOT_THE_FIGURES_UNIT.test(sentence)) continue;
      // (or a clause of it, its own digits a name's at most: "显卡 7900 XTX，…，两个数都是 llama-bench 的 tg128")
      // (after a chat's header or a thread's number: "[老周 20:15] tokens/s，单路", "1/ Tokens per second, M5 … vs …")
      const gives = (part) => UNIT_NAMED.test(part) && GIVES_UNIT.test(part.replace(POST_MARK, "").trim()) &&
        !/\d/.test(part.replace(POST_MARK, "").replace(SPEAKER, "").replace(NAMED_DIGITS, " "));
      if (gives(sentence) || sentence.split(/[,，;；：]/).some(gives)) notes.push(sentence.trim());
      else if (UNIT_BRACKET.test(sentence)) notes.push(UNIT_BRACKET.exec(sentence).slice(1).find(Boolean).trim());
    }
  }
  if (!notes.length) return [];
  const words = notes.join(" ").slice(0, 120);
  const starred = notes.some((note) => OPENS_WITH_MARK.test(note));
  const named = notes.map((note) => IN_ORDER.test(note) ? [...new Set(phasesNamed(note))] : []).find((phases) => phases.length === 2);
  const claims = [], pairs = [];
  for (const line of lines) {
    if (!proseLine(line.text)) continue;
    // (pairs in the order's phases: "6,850/41.2" under "斜杠前为预填充，斜杠后为解码")
    if (named) pairs.push(...pairsIn(line.text, line.start, words, named));
    // (a footnote's star after a figure is no multiplication where a line of the post opens with it: "38* to 44*")
    const text = starred ? line.text.replace(MARK_AFTER_FIGURE, (star) => " ".repeat(star.length)) : line.text;
    for (const claim of figuresIn(text, line.start, words, true)) {
      const at = claim.start - line.start, after = line.text.slice(at + claim.text.length);
      if (countOrThousands(line.text, at, claim.text) || !(BARE_FIGURE_AFTER.test(after) || UNIT_BRACKET_AFTER.test(after))) continue;
      // (no list's ordinal after a chat's speaker, "<llmbot>  1. jkl (RTX 4070 Ti Super) 104.6"; no figure of a sentence
      // in another unit, "ms per token would be about 32 and 45")
      if (ORDINAL_AFTER.test(after) && !line.text.slice(0, at).replace(POST_MARK, "").trim()) continue;
      if (NUMBERED_THING.test(line.text.slice(0, at))) continue;
      // (nor a run of sizes, "VRAM was 21.4 / 24.6 / 28.1 GB", nor a figure of a footnote giving the unit,
      // "*是每秒生成的 token 数，…，买的时候教育优惠 7499")
      const sentence = sentenceAt(line.text, at);
      if (RUN_OF_SIZES.test(after) || (starred && OPENS_WITH_MARK.test(sentence) && notes.includes(sentence))) continue;
      const sentenceBefore = line.text.slice(0, at).split(SENTENCE_MARK).at(-1);
      if (PER_TOKEN_TIME.test(sentenceBefore)) continue;
      // (the phase its own sentence names before it, else the note's: "Token generation didn't move, 41 both times.")
      claims.push({ ...claim, phase: claim.phase ?? (named ? null : phaseNamed(sentenceBefore) ?? phaseNamed(words)) });
    }
  }
  // (phases by order, figure after figure, where the figures pair up)
  const singles = claims.filter((claim) => !pairs.some((pair) => overlaps(claim, pair)));
  const read = [...pairs, ...(named && singles.length % 2 === 0 ? singles.map((claim, k) => ({ ...claim, phase: named[k % 2] })) : singles)];
  return read.length >= 2 ? read.sort((a, b) => a.start - b.start) : [];
}
