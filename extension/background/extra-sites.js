/**
 * Sites beyond the defaults: the popup asks for the page's origin (permissions.request), and every origin
 * granted that way gets the content script through scripting.registerContentScripts (uBO Lite's way).
 */
import { ext } from "../lib/ext.js";
import { DEFAULT_MATCHES } from "../lib/sites.js";

const SCRIPT_ID = "tokcheck-extra-sites";
let pending = Promise.resolve();

async function register() {
  const { origins = [] } = await ext.permissions.getAll();
  const extra = origins.filter((origin) => !DEFAULT_MATCHES.includes(origin) && origin !== "*://*/*");
  const existing = await ext.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (existing.length) await ext.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  if (!extra.length) return;
  await ext.scripting.registerContentScripts([{
    id: SCRIPT_ID, matches: extra, js: ["content/loader.js"], css: ["content/highlight.css"], runAt: "document_idle",
  }]);
}

/** Re-register after any grant or removal; calls are chained so two never interleave. */
export function syncExtraSites() {
  pending = pending.then(register, register);
  return pending;
}
