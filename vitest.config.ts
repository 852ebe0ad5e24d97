import { defineConfig } from "vitest/config";

// Every file below is one Vitest project; `pnpm test` runs them all in one process.
// Unit projects: vitest.config.ts; browser projects: vitest.browser.config.ts;
// stories as tests: vitest.storybook.config.ts.
export default defineConfig({
  test: {
    // Only the calculators run with --coverage (scripts/test.sh): investors make offers from
    // these numbers, so every line and branch of the maths must be exercised by its own tests.
    coverage: {
      provider: "v8",
      include: ["packages/calculators/src/**/*.ts"],
      exclude: ["packages/calculators/src/**/*.test.ts"],
      thresholds: { 100: true },
      reporter: ["text-summary"],
      reportsDirectory: ".reports/coverage",
    },
    projects: [
      "packages/*/vitest.config.ts",
      "packages/*/vitest.browser.config.ts",
      "apps/*/vitest.config.ts",
      "apps/*/vitest.browser.config.ts",
      "./vitest.storybook.config.ts",
    ],
  },
});
