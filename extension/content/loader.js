// Content scripts can't be modules; this classic one loads the module graph once per page.
(() => {
  if (globalThis.__tokcheckLoaded) return;
  globalThis.__tokcheckLoaded = true;
  const ext = globalThis.browser ?? globalThis.chrome;
  import(ext.runtime.getURL("content/main.js")).catch((error) => console.debug("tokcheck did not start:", error));
})();
