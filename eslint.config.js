import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { aliasResolverOptions, layerZones } from "./scripts/lint/layer-zones.js";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-e2e*",
      "screenshots",
      "node_modules",
      ".local-supabase",
      "test-results",
      "playwright-report",
      "src/integrations/supabase/types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true, maxDepth: 10 }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only tells that the React Compiler skips a component using TanStack Table or
      // react-hook-form's watch(); this app does not run the compiler.
      "react-hooks/incompatible-library": "off",
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // The layers: app -> features -> entities -> shared (components, lib, i18n, integrations);
    // no feature imports another. Tests may reach across layers to check the wiring.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones() }] },
    settings: {
      "import-x/resolver-next": [importX.createNodeResolver(aliasResolverOptions())],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/integrations/**", "src/entities/**", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/integrations/supabase/client", "@/integrations/supabase/public-db"],
              message: "Only src/entities (and src/integrations) may use the database clients.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
