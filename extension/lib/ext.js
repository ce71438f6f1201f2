/** The WebExtension namespace: `browser` in Firefox, `chrome` in Chromium (both promise-based in MV3). */
export const ext = globalThis.browser ?? globalThis.chrome;
