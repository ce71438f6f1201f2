/** Where tokcheck runs without asking: the sites where speed claims are posted, the leaderboards, loopback. */
export const DEFAULT_MATCHES = [
  "https://x.com/*", "https://twitter.com/*", "https://*.reddit.com/*", "https://news.ycombinator.com/*",
  "https://github.com/*", "https://huggingface.co/*", "https://*.zhihu.com/*", "https://*.weibo.com/*",
  "https://*.bilibili.com/*", "https://*.v2ex.com/*", "https://localmaxxing.com/*", "https://*.localmaxxing.com/*",
  "https://llm-speed.com/*", "https://*.llm-speed.com/*", "https://peakstone.ai/*", "https://*.peakstone.ai/*",
  "http://127.0.0.1/*", "http://localhost/*",
];

/** The match pattern that grants one page's origin: "https://example.com/*". Null for non-web pages. */
export function originPattern(pageUrl) {
  try {
    const url = new URL(pageUrl);
    return /^https?:$/.test(url.protocol) ? `${url.protocol}//${url.hostname}/*` : null;
  } catch {
    return null;
  }
}

/** Whether a match pattern of the simple kinds above covers url. */
export function matches(pattern, pageUrl) {
  const url = new URL(pageUrl);
  const [, scheme, host] = /^(\*|https?):\/\/([^/]+)\//.exec(pattern) ?? [];
  if (!scheme || (scheme !== "*" && `${scheme}:` !== url.protocol)) return false;
  return host.startsWith("*.") ? url.hostname === host.slice(2) || url.hostname.endsWith(host.slice(1))
    : url.hostname === host;
}

export function isDefaultSite(pageUrl) {
  return DEFAULT_MATCHES.some((pattern) => matches(pattern, pageUrl));
}
