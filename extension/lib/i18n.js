/**
 * UI strings in the language the user picked on the options page (chrome.i18n only knows the browser's),
 * read from the same _locales files the browser uses.
 */
import { ext } from "./ext.js";

const LOCALE_DIRS = { en: "en", zh: "zh_CN" };

export async function loadCatalogue(lang) {
  const response = await fetch(ext.runtime.getURL(`_locales/${LOCALE_DIRS[lang] ?? "en"}/messages.json`));
  return response.json();
}

/** t(key, first, second): the message with its $FIRST$/$SECOND$ placeholders filled in. */
export function translator(catalogue) {
  return (key, ...subs) => {
    const entry = catalogue[key];
    if (!entry) return key;
    return entry.message.replace(/\$(FIRST|SECOND)\$/g, (_, which) => String(subs[which === "FIRST" ? 0 : 1] ?? ""));
  };
}
