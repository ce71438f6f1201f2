/**
 * The text an element renders, each block and each <br> on a line of its own: textContent runs "45 t/s<br>3090: 38"
 * together as "45 t/s3090: 38", a figure glued to the next line's card, and a thread's posts into one line. Read
 * from the DOM without layout (no innerText): which elements are blocks is the HTML default, not the page's CSS.
 */
const BLOCK_TAGS = new Set(["ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "DD", "DIV", "DL", "DT", "FIGCAPTION",
  "FIGURE", "FOOTER", "FORM", "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR", "LI", "MAIN", "NAV", "OL", "P",
  "PRE", "SECTION", "TABLE", "TD", "TH", "TR", "UL"]);
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TOKCHECK-BADGE", "TOKCHECK-CARD"]);
/** What inside an element breaks its lines, as a selector: a <br> or a block. */
export const LINE_BREAKS = ["br", ...BLOCK_TAGS].map((tag) => tag.toLowerCase()).join(", ");

/**
 * Appends the text element renders to out.text, at most `limit` characters; with `nodes`, each text node's offset
 * in out.text is recorded.
 */
export function renderText(element, out, limit, nodes = null) {
  for (let child = element.firstChild; child && out.text.length < limit; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) {
      nodes?.set(child, out.text.length);
      out.text += child.data;
    } else if (child.nodeType === Node.ELEMENT_NODE && !SKIPPED.has(child.tagName)) {
      const block = BLOCK_TAGS.has(child.tagName);
      if (child.tagName === "BR" || (block && out.text && !out.text.endsWith("\n"))) out.text += "\n";
      renderText(child, out, limit, nodes);
      if (block && !out.text.endsWith("\n")) out.text += "\n";
    }
  }
}
