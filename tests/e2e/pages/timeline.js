// The page's own script: remembers the claim's text node (the extension must never split or replace it),
// records long tasks, and appends posts in pages of 50 as the reader scrolls, like an infinite timeline.
window.__claimNode = document.getElementById("claim-article").firstChild;
window.__claimText = window.__claimNode.data;
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({ entryTypes: ["longtask"] });
// What ran in frames that took long: which script, called how, for how long (to tell whose work it was).
window.__longFrames = [];
new PerformanceObserver((list) => {
  for (const frame of list.getEntries()) {
    window.__longFrames.push({ duration: Math.round(frame.duration), blocking: Math.round(frame.blockingDuration),
      render: Math.round(frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0),
      scripts: frame.scripts.map((s) => `${s.invoker} ${s.sourceURL.split("/").pop()} ${Math.round(s.duration)}ms`) });
  }
}).observe({ type: "long-animation-frame" });

// A post rendered inside an open shadow root, as web-component sites do.
const shadow = document.getElementById("shadow-host").attachShadow({ mode: "open" });
const shadowPost = document.createElement("p");
shadowPost.id = "claim-shadow";
shadowPost.textContent = "Inside a web component: Q4_K_M control at 79 t/s.";
shadow.append(shadowPost);

window.__appended = 0;
const PAGE = 50;
const GPUS = ["4090", "3090", "5090", "H100 SXM5", "M3 Ultra"];

function appendPage() {
  const timeline = document.getElementById("timeline");
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < PAGE; i++) {
    const n = ++window.__appended;
    const post = document.createElement("article");
    post.className = "more";
    const text = document.createElement("p");
    text.textContent = `Post ${n}: on my ${GPUS[n % GPUS.length]}, Qwen3.6-27B Q4_K_M decodes at ${20 + (n % 60)}.${n % 10} tok/s.`;
    post.append(text);
    fragment.append(post);
  }
  timeline.append(fragment);
}

window.__wantMore = 0;
window.addEventListener("scroll", () => {
  if (window.__appended >= window.__wantMore) return;
  if (window.innerHeight + window.scrollY >= document.body.scrollHeight - 200) appendPage();
}, { passive: true });
