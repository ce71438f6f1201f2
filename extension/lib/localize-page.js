/** Fills an extension page's [data-i18n] elements with strings in the user's chosen language. */
import { loadCatalogue, translator } from "./i18n.js";
import { cardLanguage, loadSettings } from "./settings.js";

export async function localizePage() {
  const settings = await loadSettings();
  const lang = cardLanguage(settings);
  const t = translator(await loadCatalogue(lang));
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  for (const element of document.querySelectorAll("[data-i18n]")) element.textContent = t(element.dataset.i18n);
  for (const element of document.querySelectorAll("[data-i18n-placeholder]")) {
    element.placeholder = t(element.dataset.i18nPlaceholder);
  }
  return { settings, lang, t };
}
