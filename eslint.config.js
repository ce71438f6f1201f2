// ESLint for the extension and the benchmarks (flat config): the recommended rules, with the globals each
// part runs under. The test suite runs it (tests/e2e/test_node_tools.py).
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/**", "tests/e2e/out/**", ".venv/**"] },
  js.configs.recommended,
  {
    files: ["extension/**/*.js"],
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.browser, ...globals.webextensions } },
  },
  {
    files: ["extension/bin/**", "extension/test/**", "bench/**/*.mjs", "eslint.config.js"],
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
  },
  {
    files: ["tests/e2e/pages/**/*.js"],
    languageOptions: { ecmaVersion: 2023, sourceType: "script", globals: { ...globals.browser, React: "readonly", ReactDOM: "readonly" } },
  },
];
