/** The popup: check a pasted benchmark link, and turn tokcheck on or off for the current site. */
import { cardBody } from "../lib/card-body.js";
import { h, safeHref } from "../lib/dom.js";
import { ext } from "../lib/ext.js";
import { localizePage } from "../lib/localize-page.js";
import { saveSettings } from "../lib/settings.js";
import { isDefaultSite, originPattern } from "../lib/sites.js";

const { settings, lang, t } = await localizePage();
const form = document.getElementById("lookup");
const problem = document.getElementById("problem");
const result = document.getElementById("result");

function showProblem(text) {
  problem.textContent = text;
  problem.hidden = !text;
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const url = safeHref(form.url.value.trim());
  if (!url) return showProblem(t("popupBadLink"));
  showProblem("");
  result.replaceChildren(h("div", { class: "card" }, cardBody({ status: "pending" }, { t, apiBase: settings.apiBase, lang })));
  const reply = await ext.runtime.sendMessage({ type: "lookup", url });
  if (reply?.error || !reply?.view) {
    result.replaceChildren();
    return showProblem(reply?.error ?? t("cardUnreachable"));
  }
  result.replaceChildren(h("div", { class: "card" }, cardBody(reply.view, { t, apiBase: settings.apiBase, lang })));
});

async function siteControls() {
  const [tab] = await ext.tabs.query({ active: true, currentWindow: true });
  const pattern = tab?.url ? originPattern(tab.url) : null;
  if (!pattern) return;
  const hostname = new URL(tab.url).hostname;
  const toggle = document.getElementById("site-toggle");
  const granted = isDefaultSite(tab.url) || (await ext.permissions.contains({ origins: [pattern] }));
  const disabled = settings.disabledSites.includes(hostname);
  toggle.textContent = t(!granted ? "popupEnable" : disabled ? "popupReenable" : "popupDisable");
  toggle.hidden = false;
  toggle.addEventListener("click", async () => {
    if (!granted) {
      if (!(await ext.permissions.request({ origins: [pattern] }))) return;
      await ext.scripting.insertCSS({ target: { tabId: tab.id }, files: ["content/highlight.css"] });
      await ext.scripting.executeScript({ target: { tabId: tab.id }, files: ["content/loader.js"] });
    } else {
      const others = settings.disabledSites.filter((site) => site !== hostname);
      await saveSettings({ disabledSites: disabled ? others : [...others, hostname] });
      if (disabled) await ext.tabs.reload(tab.id);
    }
    window.close();
  });
}

siteControls();
