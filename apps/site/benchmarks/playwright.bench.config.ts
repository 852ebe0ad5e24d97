// The upload benchmarks (issue 28), not tests: the e2e set-up (the built site on the real
// server, disk storage, or S3 on a local s3rver with E2E_S3=1) running benchmarks/*.bench.ts.
//
//   cd apps/site && pnpm bench:upload            # disk driver
//   cd apps/site && E2E_S3=1 pnpm bench:upload   # S3 driver
//
// BENCH_UPLOAD_MB sets the file's size (default 1024), BENCH_RUNS the runs (default 3),
// BENCH_TRACE=1 prints each run's upload calls (count and time per kind, the steps after the
// last byte: benchmarks/request-trace.ts). chromium-upload-ceiling.bench.ts runs too: a file of the
// same size sent by Chromium alone to a server that discards it.
import { defineConfig } from "@playwright/test";
import e2e from "../playwright.config.ts";

export default defineConfig({
  ...e2e,
  testDir: ".",
  testMatch: /.*\.bench\.ts$/,
  workers: 1,
  // A ceiling for gigabytes on a slow disk, not a speed check.
  timeout: 60 * 60_000,
  // Each step but the upload itself waits as long as a journey's would.
  use: { ...e2e.use, actionTimeout: 60_000 },
  // Only the server the benchmark uses (not the launch-settings one).
  webServer: Array.isArray(e2e.webServer) ? e2e.webServer.slice(0, -1) : e2e.webServer,
});
