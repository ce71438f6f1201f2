/** The options page: API base URL, card language, sites where tokcheck is off; and what leaves the page. */
import { ext } from "../lib/ext.js";
import { localizePage } from "../lib/localize-page.js";
import { normalizeApiBase, saveSettings } from "../lib/settings.js";
import { isDefaultSite } from "../lib/sites.js";

const { settings, t } = await localizePage();
const form = document.getElementById("options");
const status = document.getElementById("status");
form.apiBase.value = settings.apiBase;
form.language.value = settings.language;
form.disabledSites.value = settings.disabledSites.join("\n");
form.dataset.ready = "true";            // filled from storage: edits from here on are the user's

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const apiBase = normalizeApiBase(form.apiBase.value);
  if (!apiBase) {
    status.textContent = t("optionsBadApi");
    return;
  }
  // Asked inside the click, before any other await, as permissions.request requires.
  const granted = isDefaultSite(`${apiBase}/`) || (await ext.permissions.request({ origins: [`${apiBase}/*`] }));
  const disabledSites = form.disabledSites.value.split(/\s+/).map((site) => site.trim().toLowerCase()).filter(Boolean);
  await saveSettings({ apiBase: granted ? apiBase : settings.apiBase, language: form.language.value, disabledSites });
  status.textContent = t(granted ? "optionsSaved" : "optionsDenied");
});
