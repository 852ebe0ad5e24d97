// Lighthouse on a URL (the landing page by default), mobile form factor with its simulated
// throttling, N runs (5 by default); prints each run and the median performance score, CLS,
// LCP, FCP and TBT. Reports go to .reports/lighthouse/. Needs the site served at the URL, e.g.
//   PORT=4488 SITE_DIR=$PWD/dist pnpm --filter @academy/server start
//   node scripts/lighthouse.mjs http://127.0.0.1:4488/
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const url = process.argv[2] ?? "http://127.0.0.1:4488/";
const runs = Number(process.argv[3] ?? 5);
const reports = path.resolve(siteRoot, "../../.reports/lighthouse");
mkdirSync(reports, { recursive: true });
const flags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

const results = [];
for (let run = 1; run <= runs; run++) {
  const output = path.join(reports, `run-${run}.json`);
  execFileSync(
    "pnpm",
    [
      "exec",
      "lighthouse",
      url,
      `--chrome-flags=${flags}`,
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance",
      "--quiet",
    ],
    {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  const report = JSON.parse(readFileSync(output, "utf8"));
  const audit = (id) => report.audits[id].numericValue;
  const result = {
    performance: Math.round(report.categories.performance.score * 100),
    cls: audit("cumulative-layout-shift"),
    lcp: Math.round(audit("largest-contentful-paint")),
    fcp: Math.round(audit("first-contentful-paint")),
    tbt: Math.round(audit("total-blocking-time")),
  };
  results.push(result);
  console.log(`run ${run}:`, JSON.stringify(result));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  "median:",
  JSON.stringify(
    Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    ),
  ),
);
