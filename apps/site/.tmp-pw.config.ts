import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, resolveChromium } from "../../tooling/chromium.ts";
export default defineConfig({
  testDir: "./e2e", workers: 1, retries: 0, reporter: "list",
  use: { baseURL: "http://127.0.0.1:4321", trace: "off" },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_ARGS } } }],
});
