/**
 * What the user can change (options page, popup), with defaults; stored in storage.sync so it follows them.
 */
import { ext } from "./ext.js";

export const DEFAULTS = Object.freeze({
  apiBase: "http://127.0.0.1:8000",
  language: "auto",          // auto (the browser's), en or zh: the language of cards
  disabledSites: [],         // hostnames where tokcheck stays off
});

export async function loadSettings() {
  return { ...DEFAULTS, ...(await ext.storage.sync.get(Object.keys(DEFAULTS))) };
}

export async function saveSettings(changes) {
  await ext.storage.sync.set(changes);
}

/** en or zh: the card language the API is asked for. */
export function cardLanguage(settings, uiLanguage = ext.i18n.getUILanguage()) {
  if (settings.language === "en" || settings.language === "zh") return settings.language;
  return uiLanguage.toLowerCase().startsWith("zh") ? "zh" : "en";
}

/** A base URL the extension may call: http(s), no credentials, no path beyond "/". Returns it or null. */
export function normalizeApiBase(text) {
  let url;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  return url.origin;
}

export function isDisabled(settings, hostname) {
  return settings.disabledSites.includes(hostname);
}
