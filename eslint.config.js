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
/** One no-restricted-imports for several [message, regex] pairs (a later block replaces it whole). */
const restrictedImports = (...pairs) => ({
  "no-restricted-imports": [
    "error",
    { patterns: pairs.map(([message, regex]) => ({ regex, message })) },
  ],
});
const NAMED_EXPORTS_ONLY = {
  selector: "ExportDefaultDeclaration",
  message: "Use named exports (house style).",
};
// And the calculators, a leaf of pure maths: the saved deals' PDF report (issue 46) prints the
// same figures the analyzers show, so it computes them with the same code.
const SERVER_CONTRACT_ONLY =
  "The server imports only the contract, @academy/api/contract, and @academy/calculators (DESIGN.md).";
const SERVER_PACKAGES = "^@academy/(?!(api/contract|calculators)$)";
const BILLING = ["apps/server/src/payments/**/*.{ts,tsx}"];
const SERVER_TESTS = ["apps/server/src/**/*.test.ts", "apps/server/src/test/**"];
const STRIPE_IN_BILLING =
  "Only billing (src/payments/) imports stripe: use billing's events and functions (DESIGN.md, issue 48).";
const STRIPE = "^stripe(/|$)";
const BILLING_NO_PRODUCTS =
  "Billing imports no product: products register with it in src/products.ts (DESIGN.md, issue 48).";
/** Every server folder that sells, shows or serves something on top of billing. */
const BILLING_PRODUCTS =
  "^(\\.\\./)+(abuse|admin|audit|auth|calculator|catalogue|courses|discord|handlers|learning|media|receipts|seed|subscriptions|users)/|^(\\.\\./)+(products|app|routes)\\.ts$";

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
      "no-restricted-syntax": ["error", NAMED_EXPORTS_ONLY],
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
    rules: forbidden(SERVER_CONTRACT_ONLY, SERVER_PACKAGES),
  },
  {
    // Billing's wall (DESIGN.md, issue 48): only billing (src/payments/) knows Stripe, type
    // imports included; products get billing's events and call billing's functions. The
    // stand-in (src/stripe-standin/) is Stripe's double, reached by the SDK over HTTP. Tests
    // and their helpers drive the stand-in with the SDK as a browser or Stripe would.
    files: ["apps/server/src/**/*.{ts,tsx}"],
    ignores: [...BILLING, "apps/server/src/stripe-standin/**", ...SERVER_TESTS],
    rules: {
      ...restrictedImports([SERVER_CONTRACT_ONLY, SERVER_PACKAGES], [STRIPE_IN_BILLING, STRIPE]),
      // Nor reaches billing's SDK client: `services.payments.stripe`, `payments.stripe`.
      "no-restricted-syntax": [
        "error",
        NAMED_EXPORTS_ONLY,
        ...[
          "MemberExpression[object.property.name='payments'][object.object.name='services'][property.name='stripe']",
          "MemberExpression[object.name='payments'][property.name='stripe']",
        ].map((selector) => ({ selector, message: STRIPE_IN_BILLING })),
      ],
    },
  },
  {
    // Billing imports no product: products register with it (src/products.ts) instead.
    files: BILLING,
    ignores: SERVER_TESTS,
    rules: restrictedImports(
      [SERVER_CONTRACT_ONLY, SERVER_PACKAGES],
      [BILLING_NO_PRODUCTS, BILLING_PRODUCTS],
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
