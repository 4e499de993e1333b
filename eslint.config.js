import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build",
      ".react-router",
      "node_modules",
      "data",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // One text path (decision 018): components, sections, layouts and pages receive final strings.
  // Site-wide values are filled on the server (siteTexts); a run-time slot goes through fill()
  // (app/i18n/runtime-text.ts), typed to the run-time names. format() and fillTexts() are not.
  {
    files: ["app/{components,sections,layouts,routes}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/i18n/translate", "**/i18n/translate.ts"],
              importNames: ["format", "fillTexts"],
              message:
                "Texts reach components final (siteTexts on the server); fill a run-time slot with fill() from app/i18n/runtime-text.ts (decision 018).",
            },
          ],
        },
      ],
    },
  },
  // Tool configs that must be CommonJS (dependency-cruiser's).
  { files: ["**/*.cjs"], languageOptions: { globals: globals.node, sourceType: "commonjs" } },
);
