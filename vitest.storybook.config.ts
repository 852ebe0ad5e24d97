import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { BROWSER_OPTIMIZE_DEPS, browserWaits, chromiumBrowser } from "./tooling/vitest-projects.ts";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: it must render, its play function must pass, and the a11y addon
// (parameters.a11y.test = "error" in .storybook/preview.tsx) fails it on any axe violation.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir: path.join(dirname, ".storybook") })],
  optimizeDeps: { include: [...BROWSER_OPTIMIZE_DEPS, "msw", "msw/browser"] },
  test: {
    name: "storybook",
    // As a reader who asked for less motion: the theme's transitions take 0 ms, so the axe check
    // after a play function sees a dialog's settled colours, not its overlay half faded in (axe
    // measured 3.49:1 mid-fade on the embed stories). The component tests keep the motion.
    browser: chromiumBrowser({ reducedMotion: true }),
    ...browserWaits(),
    // All story files in one page, as Storybook itself shows every story in one preview iframe
    // (so stories already survive each other's module state): 182 s to 83 s, mostly the React,
    // Radix and MSW imports each file's own iframe loaded again. Checked with shuffled orders.
    // The component tests keep their iframe per file: they resize the viewport and leave
    // portals and focus behind: shared, dialogs, tabs and the visual gallery failed.
    isolate: false,
  },
});
