// A benchmark, not a test: Lighthouse 13 (mobile form factor, its simulated throttling) over the
// public routes (issue #30), each as a guest and, where listed, as the demo learner; N runs per
// route (3 by default), printing each route's median performance score, LCP, CLS, FCP, TBT and
// the JavaScript it loaded (gzip, as the server sends it to a client that asks for gzip).
// Reports go to .reports/lighthouse/. Needs the built site served by the server, e.g.
//   PORT=4488 SITE_DIR=$PWD/dist DATA_DIR=$(mktemp -d) pnpm --filter @academy/server start
//   node scripts/lighthouse.mjs http://127.0.0.1:4488 3
// LIGHTHOUSE_ROUTES="/ /course/2" limits the routes; LIGHTHOUSE_LEARNER=0 skips the learner;
// LIGHTHOUSE_THROTTLING=devtools slows the real load instead of simulating it;
// LIGHTHOUSE_HTTP2=1 loads the pages over HTTPS and HTTP/2 from nginx in front of the server, as a
// production deployment serves them (scripts/http2-front.mjs; needs nginx and openssl).
// Figures depend on the machine's load: run it on a quiet machine and say when it was not.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import { startHttp2Front } from "./http2-front.mjs";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = (process.argv[2] ?? "http://127.0.0.1:4488").replace(/\/$/, "");
const runs = Number(process.argv[3] ?? 3);
const reports = path.resolve(siteRoot, "../../.reports/lighthouse");
mkdirSync(reports, { recursive: true });

const PUBLIC_ROUTES = [
  "/",
  "/deal-calculator",
  "/discord",
  "/real-estate-calculator",
  "/rental-analyzer",
  "/redevelopment",
  "/nasclaprep",
  "/mentorship",
  "/course/2",
  "/practice-tests",
  "/privacy",
  "/terms",
];
/** The demo learner (apps/server/src/seed/demo-accounts.ts), enrolled in course 2. */
const LEARNER = { email: "learner@example.com", password: "Learner123!" };
const routes = process.env.LIGHTHOUSE_ROUTES?.split(/\s+/).filter(Boolean) ?? PUBLIC_ROUTES;
const withLearner = process.env.LIGHTHOUSE_LEARNER !== "0";
/**
 * Lighthouse's default simulates the slow network and CPU from an unthrottled load (its score);
 * LIGHTHOUSE_THROTTLING=devtools slows the real load instead, so that what a page does while
 * waiting on the network (requests started early, in parallel) shows in its figures.
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING;

// puppeteer-core comes with Lighthouse: resolve it from there rather than depend on it.
const requireFromLighthouse = createRequire(fileURLToPath(import.meta.resolve("lighthouse")));
const { default: puppeteer } = await import(
  pathToFileURL(requireFromLighthouse.resolve("puppeteer-core")).href
);

/**
 * Where the browser loads the pages from: the server itself, or nginx over HTTP/2 in front. Started
 * after puppeteer's import, so that only the runs (whose end stops it) follow: a failed import
 * leaves no nginx running.
 */
const front = process.env.LIGHTHOUSE_HTTP2 === "1" ? await startHttp2Front(base) : undefined;
const pageBase = front?.origin ?? base;

const CHROME_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The HTTP/2 front's certificate is a throwaway self-signed one.
  ...(front ? ["--ignore-certificate-errors"] : []),
];

async function learnerTokens() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(LEARNER),
  });
  if (!response.ok) throw new Error(`Signing in the learner failed: ${response.status}`);
  return response.json();
}

/** Bytes of a script as the server sends it gzip-compressed (its precompressed .gz copy). */
const gzipSizes = new Map();
async function gzipBytes(url) {
  if (!gzipSizes.has(url)) {
    // Once more if the server closes a kept-alive connection under the request.
    const get = () => fetch(url, { headers: { "accept-encoding": "gzip" } });
    const response = await get().catch(get);
    const length = Number(response.headers.get("content-length"));
    const body = await response.arrayBuffer();
    gzipSizes.set(url, length > 0 ? length : body.byteLength);
  }
  return gzipSizes.get(url);
}

/** One Lighthouse run in a fresh browser, as a guest or with the learner's stored session. */
async function measure(route, asLearner, label) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROME_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (asLearner) {
      const tokens = await learnerTokens();
      // A page of the origin that loads none of the site's files, so the cache stays cold.
      await page.goto(`${pageBase}/api/health`);
      await page.evaluate((t) => {
        localStorage.setItem("access_token", t.access_token);
        localStorage.setItem("refresh_token", t.refresh_token);
      }, tokens);
    }
    const result = await lighthouse(
      `${pageBase}${route}`,
      {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        // Keeps the learner's session; each run has its own fresh browser anyway.
        disableStorageReset: asLearner,
        ...(THROTTLING ? { throttlingMethod: THROTTLING } : {}),
      },
      undefined,
      page,
    );
    const lhr = result.lhr;
    writeFileSync(path.join(reports, `${label}.json`), result.report);
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id].numericValue;
    // Each script once, and only those that arrived: a guest's redirect from a course address
    // stops the requests the first page's preload scanner started (no bytes transferred).
    const scripts = [
      ...new Set(
        lhr.audits["network-requests"].details.items
          .filter(
            (item) =>
              item.resourceType === "Script" &&
              item.url.startsWith(pageBase) &&
              item.transferSize > 0,
          )
          .map((item) => item.url),
      ),
    ];
    let js = 0;
    for (const script of scripts) js += await gzipBytes(base + script.slice(pageBase.length));
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcp: Math.round(audit("largest-contentful-paint")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
      fcp: Math.round(audit("first-contentful-paint")),
      tbt: Math.round(audit("total-blocking-time")),
      jsKB: Number((js / 1024).toFixed(1)),
      jsFiles: scripts.length,
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cases = routes.flatMap((route) => [
  { route, asLearner: false },
  ...(withLearner ? [{ route, asLearner: true }] : []),
]);
const table = [];
try {
  for (const { route, asLearner } of cases) {
    const who = asLearner ? "learner" : "guest";
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const label = `${route === "/" ? "home" : route.replace(/\W+/g, "_")}-${who}-${run}`;
      const result = await measure(route, asLearner, label);
      results.push(result);
      console.log(`${route} (${who}) run ${run}:`, JSON.stringify(result));
    }
    const row = Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    );
    table.push({ route, who, ...row });
    console.log(`${route} (${who}) median:`, JSON.stringify(row));
  }
  console.log(
    `\nMedian of ${runs} per route (${front ? `${pageBase}, HTTP/2 in front of ${base}` : base}, load average ${loadAverage()}):`,
  );
  console.table(table);
} finally {
  await front?.stop();
}

function loadAverage() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
}
