/**
 * h(tag, attributes, ...children): DOM built with createElement and text nodes only, never HTML strings,
 * so anything from a record or a post is shown as text. Links are kept only when http(s).
 */
const SVG_NS = "http://www.w3.org/2000/svg";
const SVG_TAGS = new Set(["svg", "rect", "line", "text", "title", "g"]);

export function safeHref(url) {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

export function h(tag, attributes = {}, ...children) {
  const node = SVG_TAGS.has(tag) ? document.createElementNS(SVG_NS, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "href") {
      const href = safeHref(value);
      if (href) node.setAttribute("href", href);
    } else {
      node.setAttribute(name, value === true ? "" : String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : child);
  }
  return node;
}

/**
 * A styler for tokcheck's shadow roots from one of the extension's own files (fetched, so page CSP leaves it
 * alone): styles(root) makes root adopt one constructed stylesheet shared by every root. A <link> per root
 * gave each badge its own parsed sheet and rule set, and Chromium merges every root's rule set into the
 * document's style features whenever a sheet is added: a thousand badges made each new one a whole-page
 * style invalidation pass. Where a content script can't adopt a constructed sheet, each root gets a <link>.
 */
export async function packagedStyles(url) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await (await fetch(url)).text());
  try {
    document.createElement("div").attachShadow({ mode: "open" }).adoptedStyleSheets = [sheet];
    return (root) => { root.adoptedStyleSheets = [sheet]; };
  } catch {
    return (root) => {
      const link = document.createElement("link");           // h() keeps http(s) links only
      link.rel = "stylesheet";
      link.href = url;
      root.prepend(link);
    };
  }
}
