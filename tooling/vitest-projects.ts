import { playwright } from "@vitest/browser-playwright";
import { CHROMIUM_ARGS, resolveChromium } from "./chromium.ts";
import { HANG_CEILING_MS, STATE_WAIT_MS } from "./test-ceilings.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * Browser-mode settings for a Vitest project. A factory, not a shared object: Vitest mutates
 * the object it is given, and projects sharing one get mislabelled.
 */
export function chromiumBrowser(options: { reducedMotion?: boolean } = {}) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_ARGS },
      ...(options.reducedMotion ? { contextOptions: { reducedMotion: "reduce" as const } } : {}),
    }),
    instances: [{ browser: "chromium" as const }],
    // Failure captures would land beside the committed visual baselines (__screenshots__) and
    // get committed by accident; the assertion's own message says what went wrong.
    screenshotFailures: false,
  };
}

/** Dependencies Vite must pre-bundle up front, or browser mode reloads mid-run. */
export const BROWSER_OPTIMIZE_DEPS = [
  "@vanilla-extract/recipes/createRuntimeFn",
  "@vanilla-extract/sprinkles/createRuntimeSprinkles",
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-dev-runtime",
  "react/jsx-runtime",
  "vitest-browser-react",
];

/**
 * Ceilings, not waits, for tests in a real browser: a lazy route's first import is transformed
 * on demand, which took over 15 s on a fresh clone of a loaded 2-core machine (Vitest's test
 * timeout in browser mode) and well over `expect.element`'s default second. A factory, like
 * chromiumBrowser().
 */
export function browserWaits() {
  return {
    testTimeout: HANG_CEILING_MS,
    hookTimeout: HANG_CEILING_MS,
    expect: { poll: { timeout: STATE_WAIT_MS } },
  };
}

const toolingDir = path.dirname(fileURLToPath(import.meta.url));
const BROWSER_TESTS = "src/**/*.browser.test.{ts,tsx}";

/** Unit tests in Node (no DOM): pure logic such as the calculators or the server. */
export function nodeUnitProject(name: string) {
  return defineConfig({
    test: {
      name,
      environment: "node",
      include: ["src/**/*.test.ts"],
      exclude: [BROWSER_TESTS],
      setupFiles: [path.join(toolingDir, "vitest.fast-check-setup.ts")],
      // Ceilings for a hang (test-ceilings.ts): some of these files spawn tsc or a linter.
      testTimeout: HANG_CEILING_MS,
      hookTimeout: HANG_CEILING_MS,
      // expect.poll's own default is 1 s: a speed check on a busy machine.
      expect: { poll: { timeout: STATE_WAIT_MS } },
    },
  });
}

/** Unit tests of React code against happy-dom, with Testing Library's matchers. */
export function domUnitProject(name: string) {
  return defineConfig({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name,
      environment: "happy-dom",
      include: ["src/**/*.test.{ts,tsx}"],
      exclude: [BROWSER_TESTS],
      setupFiles: [path.join(toolingDir, "vitest.dom-setup.ts")],
      // One module graph per worker instead of one per file: importing React, Radix and
      // Testing Library again for each of 100+ files was two thirds of these projects' time
      // (151 s against 50 s). What a file leaves behind is undone between tests and files
      // (vitest.dom-setup.ts, unstubGlobals); the dom projects mock no modules (vi.mock).
      isolate: false,
      unstubGlobals: true,
      // A ceiling, not a wait: a journey through a page takes a few seconds on a loaded 2-core
      // machine, and Vitest's 5 s default would fail it for the machine's speed alone.
      testTimeout: HANG_CEILING_MS,
      hookTimeout: HANG_CEILING_MS,
      expect: { poll: { timeout: STATE_WAIT_MS } },
    },
  });
}

/** Component tests in a real Chromium (files named *.browser.test.tsx). */
export function browserProject(name: string) {
  return defineConfig({
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps: { include: BROWSER_OPTIMIZE_DEPS },
    test: { name, include: [BROWSER_TESTS], browser: chromiumBrowser(), ...browserWaits() },
  });
}
