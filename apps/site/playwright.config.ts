import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, resolveChromium } from "../../tooling/chromium.ts";
import { HANG_CEILING_MS, STATE_WAIT_MS } from "../../tooling/test-ceilings.ts";

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// Each run starts from an empty database in a fresh folder, so journeys never see stale data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "academy-e2e-"));
// ...and serves a site built for this run alone, so a build started by another run (or by
// `pnpm build`) can never empty the folder under a running test.
const siteDir = process.env.E2E_SITE_DIR ?? mkdtempSync(path.join(tmpdir(), "academy-e2e-site-"));
const siteBuilt = process.env.E2E_SITE_BUILT === "1" && Boolean(process.env.E2E_SITE_DIR);
// Test workers evaluate this file again: hand them the same folders instead of new empty ones.
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_SITE_DIR = siteDir;

// A second server on the same built site with the spec's launch settings: the calculator for
// admins only and Discord sales closed, for the journeys that check them
// (calculator-admin-only.spec.ts, discord-closed.spec.ts); its own empty database. It also lets
// only one partner frame the embed forms (EMBED_FRAME_ANCESTORS, academy-embeds.spec.ts), and
// offers course payment plans (payment-plans.spec.ts).
const LAUNCH_SETTINGS_PORT = port + 2;
const launchSettingsDataDir =
  process.env.E2E_LAUNCH_SETTINGS_DATA_DIR ??
  mkdtempSync(path.join(tmpdir(), "academy-e2e-launch-settings-"));
process.env.E2E_LAUNCH_SETTINGS_DATA_DIR = launchSettingsDataDir;

// A third server with free trials configured (issue 48: CALCULATOR_TRIAL_DAYS, DISCORD_TRIAL_DAYS;
// off on the other two, whose screens are the spec's), for trials.spec.ts; its own empty database
// and stand-in clock, which that spec alone moves.
const TRIALS_PORT = port + 3;
const trialsDataDir =
  process.env.E2E_TRIALS_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "academy-e2e-trials-"));
process.env.E2E_TRIALS_DATA_DIR = trialsDataDir;

// E2E_S3=1 runs the server on its S3 driver against a local s3rver (issue 17), same tests.
const s3Port = port + 1000;
const s3 = process.env.E2E_S3 === "1";
const s3Env: Record<string, string> = s3
  ? {
      S3_BUCKET: "academy-media",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    }
  : {};

export default defineConfig({
  testDir: "./e2e",
  // Three journeys at a time on the two cores: each journey owns what it changes (its own
  // accounts from enrolledLearner/registerUser, course 3's media for the admin journeys), so none
  // waits on or disturbs another; the demo accounts are only read. A journey spends much of its
  // time waiting on the server or a page's timers: with two, the cores sat idle for a fifth of
  // the run (vmstat in CI); with three, 9 % (/proc/stat), and the suite took 306 s against 344 s
  // on an idle machine.
  workers: 3,
  retries: 0,
  // Ceilings for a hang, never speed checks (tooling/test-ceilings.ts): journeys upload
  // megabytes, build PDFs and replay payments, and the test command must pass on a busy 2-core
  // machine. Waits stay retrying assertions; the per-assertion ceiling covers a page that is
  // slow to answer under that load. No spec sets a shorter one of its own.
  timeout: HANG_CEILING_MS,
  expect: { timeout: STATE_WAIT_MS },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  // No trace by default: recording one (DOM snapshots and a screencast at every step, kept only
  // on failure) took 37 % of the journeys' time (course-player and saved-deals: 110 s against
  // 69 s). A failure prints its call log and keeps a screenshot; to trace, rerun the journey
  // with `--trace on`.
  use: { baseURL, trace: "off", screenshot: "only-on-failure" },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
  // The built site served by the real server on one URL, exactly as `pnpm start` runs it.
  webServer: [
    ...(s3
      ? [
          {
            command: "pnpm --filter @academy/server exec tsx scripts/local-s3.ts",
            url: `http://127.0.0.1:${s3Port}/academy-media`,
            reuseExistingServer: false,
            env: { LOCAL_S3_PORT: String(s3Port) },
          },
        ]
      : []),
    {
      // The site is built for production whatever NODE_ENV the server runs with: Vite honours an
      // inherited NODE_ENV=test and would ship React's development build.
      // E2E_SITE_BUILT=1: the folder already holds this run's build (scripts/test.sh builds once
      // for both Playwright configs).
      command: `${siteBuilt ? "" : `NODE_ENV=production SITE_OUT_DIR=${siteDir} pnpm run build && `}pnpm --filter @academy/server start`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: HANG_CEILING_MS,
      env: {
        PORT: String(port),
        SITE_DIR: siteDir,
        DATA_DIR: dataDir,
        NODE_ENV: "test",
        // The journeys read the outbox and enrol through POST /enroll/test (off by default).
        DEV_ROUTES: "true",
        // The journeys learn a quiz's answers from a failed first try and retake it at once.
        QUIZ_REVEAL_AFTER_ATTEMPTS: "1",
        QUIZ_RETRY_AFTER_SECONDS: "0",
        ...s3Env,
      },
    },
    {
      // Started after the first entry, so the site is already built.
      command: "pnpm --filter @academy/server start",
      url: `http://127.0.0.1:${LAUNCH_SETTINGS_PORT}/api/health`,
      reuseExistingServer: false,
      // A ceiling, like the first server's: a loaded CI machine took over 60 s to start it.
      timeout: HANG_CEILING_MS,
      env: {
        PORT: String(LAUNCH_SETTINGS_PORT),
        SITE_DIR: siteDir,
        DATA_DIR: launchSettingsDataDir,
        NODE_ENV: "test",
        SALES_CALCULATOR: "admin_only",
        SALES_DISCORD: "false",
        EMBED_FRAME_ANCESTORS: "https://partner.example",
        // Issue 48: course payment plans on (4 monthly payments), for payment-plans.spec.ts; the
        // first server keeps them off, so its enrolment journeys see the spec's modal.
        PAYMENT_PLAN_INSTALMENTS: "4",
      },
    },
    {
      command: "pnpm --filter @academy/server start",
      url: `http://127.0.0.1:${TRIALS_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: HANG_CEILING_MS,
      env: {
        PORT: String(TRIALS_PORT),
        SITE_DIR: siteDir,
        DATA_DIR: trialsDataDir,
        NODE_ENV: "test",
        // The journey reads the outbox and moves the stand-in's clock to the reminder.
        DEV_ROUTES: "true",
        CALCULATOR_TRIAL_DAYS: "7",
        DISCORD_TRIAL_DAYS: "14",
      },
    },
  ],
});
