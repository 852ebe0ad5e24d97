// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import globals from "globals";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { noCrossPackageRelative } from "./tooling/eslint/no-cross-package-relative.js";
import { noCrossWidgetInternals } from "./tooling/eslint/no-cross-widget-internals.js";

const root = path.dirname(fileURLToPath(import.meta.url));

/** DESIGN.md's dependency rules: which of our packages each one must not import. */
const forbidden = (message, ...regexes) => ({
  "no-restricted-imports": ["error", { patterns: regexes.map((regex) => ({ regex, message })) }],
});
const LEAF = "imports nothing of ours (DESIGN.md dependency rules)";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "storybook-static/**",
      "**/coverage/**",
      ".reports/**",
      "**/.data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/public/mockServiceWorker.js",
      "packages/api/src/generated/**",
      // tsup's bundled copy of its config, there only while a build runs (CI's static step
      // lints beside the build).
      "**/*.bundled_*.{mjs,cjs}",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Import circles, type imports included, are checked by scripts/check-import-circles.mjs
    // (madge, in `pnpm lint`); between packages the imports allowed below cannot form one.
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Named exports only, except where a tool requires a default export.
    files: ["packages/*/src/**/*.{ts,tsx}", "apps/*/src/**/*.{ts,tsx}"],
    ignores: ["**/*.stories.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Use named exports (house style)." },
      ],
    },
  },
  {
    // DESIGN.md: no package reaches into another's files by relative path.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: {
      academy: {
        rules: {
          "no-cross-package-relative": noCrossPackageRelative,
          "no-cross-widget-internals": noCrossWidgetInternals,
        },
      },
    },
    rules: { "academy/no-cross-package-relative": ["error", { root }] },
  },
  {
    // DESIGN.md: widgets share code through src/shared/, never through each other's internals.
    files: ["packages/widgets/src/**/*.{ts,tsx}"],
    rules: {
      "academy/no-cross-widget-internals": [
        "error",
        { widgetsSrc: path.join(root, "packages/widgets/src") },
      ],
    },
  },
  {
    files: ["packages/calculators/**/*.{ts,tsx}"],
    rules: forbidden(`@academy/calculators ${LEAF}.`, "^@academy/"),
  },
  {
    files: ["packages/ui/**/*.{ts,tsx}"],
    rules: forbidden(`@academy/ui ${LEAF}.`, "^@academy/"),
  },
  {
    files: ["packages/api/**/*.{ts,tsx}"],
    rules: forbidden(
      `@academy/api ${LEAF} but the types generated from openapi.yaml.`,
      "^@academy/(?!api(/|$))",
    ),
  },
  {
    files: ["packages/widgets/**/*.{ts,tsx}"],
    rules: forbidden(
      "@academy/widgets may import only @academy/ui, @academy/calculators and @academy/api (DESIGN.md).",
      "^@academy/(?!(ui|calculators|api|widgets)(/|$))",
    ),
  },
  {
    files: ["apps/site/**/*.{ts,tsx}"],
    rules: forbidden("The site never imports the server (DESIGN.md).", "^@academy/server"),
  },
  {
    files: ["apps/server/**/*.{ts,tsx}"],
    // And the calculators, a leaf of pure maths: the saved deals' PDF report (issue 46) prints
    // the same figures the analyzers show, so it computes them with the same code.
    rules: forbidden(
      "The server imports only the contract, @academy/api/contract, and @academy/calculators (DESIGN.md).",
      "^@academy/(?!(api/contract|calculators)$)",
    ),
  },
  {
    // House: small files with one job. Tests, stories, test support, mocks, generated code,
    // and data (the seed's course content, the site's spec content) are excepted.
    files: ["packages/*/src/**/*.{ts,tsx,js,mjs}", "apps/*/src/**/*.{ts,tsx,js,mjs}"],
    ignores: [
      "**/*.test.{ts,tsx}",
      "**/*.stories.tsx",
      "**/test/**",
      "**/testing/**",
      "**/test-utils/**",
      "packages/api/src/mocks/**",
      "packages/api/src/generated/**",
      "apps/server/src/seed/*-course.ts",
      "apps/site/src/content/**",
      // Data tables: the theme's token values and the calculators' spec constants.
      "packages/ui/src/theme/tokens.ts",
      "packages/calculators/src/constants.ts",
    ],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
