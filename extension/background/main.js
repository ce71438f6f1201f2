/**
 * The background service worker: pages send their claims here over a port, this sends them to the API
 * (through ClaimsClient) and passes each view back. The popup's lookups come here too.
 */
import { ClaimsClient } from "./claims-client.js";
import { syncExtraSites } from "./extra-sites.js";
import { ext } from "../lib/ext.js";
import { sha256Hex } from "../lib/hash.js";
import { loadCatalogue } from "../lib/i18n.js";
import { cardLanguage, loadSettings } from "../lib/settings.js";

const client = new ClaimsClient({ config: loadSettings });

async function pageOf(url) {
  const parsed = new URL(url);
  parsed.hash = "";
  return { url, origin: parsed.origin, urlHash: await sha256Hex(parsed.href) };
}

function servePage(port) {
  const unsubscribes = [];
  let page = null;
  let lang = "en";
  let ready = null;                    // the hello's answer; claims wait for it, in the order they came
  port.onDisconnect.addListener(() => unsubscribes.splice(0).forEach((stop) => stop()));
  const deliverTo = (key) => (view) => {
    try {
      port.postMessage({ type: "view", key, view });
    } catch {
      // the page went away between the reply and now: nothing to show it to
    }
  };
  port.onMessage.addListener(async (message) => {
    if (message.type === "hello") {
      ready = (async () => {
        const settings = await loadSettings();
        lang = cardLanguage(settings);
        page = await pageOf(port.sender?.url ?? message.url);
        port.postMessage({ type: "config", lang, apiBase: settings.apiBase, catalogue: await loadCatalogue(lang) });
      })();
    } else if (message.type === "claims" && ready) {
      await ready;
      // single-page sites change the URL without a new port: hash the URL the claims were found at
      const at = message.url && message.url !== page.url ? await pageOf(message.url) : page;
      for (const claim of message.claims) unsubscribes.push(client.request(claim, at, lang, deliverTo(claim.key)));
    }
  });
}

ext.runtime.onConnect.addListener((port) => {
  if (port.name === "tokcheck-page") servePage(port);
});

ext.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (message?.type !== "lookup" || sender.id !== ext.runtime.id) return false;
  loadSettings()
    .then((settings) => client.lookup(message.url, cardLanguage(settings)))
    .then((view) => sendResponse({ view }))
    .catch((error) => sendResponse({ error: error.body?.error?.message ?? "the tokcheck API did not answer" }));
  return true;
});

ext.storage.onChanged.addListener((changes) => {
  if (changes.apiBase || changes.language) client.forgetAll();
});
ext.permissions.onAdded.addListener(syncExtraSites);
ext.permissions.onRemoved.addListener(syncExtraSites);
ext.runtime.onInstalled.addListener(syncExtraSites);
