/**
 * The production shape under load and a fault (issue 29): drives a mix through nginx for
 * BENCH_SECONDS and, meanwhile, kill -9s one instance, which production-like.sh restarts.
 * Run it inside the shape:
 *
 *   scripts/production-like.sh pnpm --filter @academy/server bench:production
 *   INSTANCES=1 scripts/production-like.sh pnpm --filter @academy/server bench:production
 *
 * Variables: BENCH_SECONDS (180), BENCH_LEARNERS (16), BENCH_BUYERS (3), BENCH_ADMIN_EVERY_MS
 * (2000), BENCH_KILL (true), BENCH_KILL_AT (0.4 of the run), BENCH_KILL_INSTANCE (the last),
 * BENCH_REPORT (a file for the checks as a test report: the short run in the test command).
 * Exits 1 when a check fails: an acknowledged write lost, a purchase doubled or unfulfilled,
 * a request failed other than those the kill explains.
 */
import { loadavg } from "node:os";
import { runAdmin, setUpAdmin } from "./admin.ts";
import { runBuyer } from "./buyer.ts";
import { checkDatabase } from "./checks.ts";
import { createClient, type Sample } from "./client.ts";
import { killAndAwaitRestart, type Fault } from "./fault.ts";
import { type BenchContext, createLedger } from "./ledger.ts";
import { runLearner, setUpLearner } from "./learner.ts";
import { checkResults, classifyFailures, formatReport } from "./report.ts";
import { writeTestReport } from "./test-report.ts";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this inside scripts/production-like.sh`);
  return value;
};
const numberOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const baseUrl = env("PRODUCTION_URL");
const databaseUrl = env("DATABASE_URL");
const runDir = env("PRODUCTION_RUN_DIR");
const ports = env("PRODUCTION_INSTANCE_PORTS").split(" ").map(Number);
const seconds = numberOf("BENCH_SECONDS", 180);
const learners = numberOf("BENCH_LEARNERS", 16);
const buyers = numberOf("BENCH_BUYERS", 3);
const adminEveryMs = numberOf("BENCH_ADMIN_EVERY_MS", 2000);
const kill = !["false", "0"].includes(process.env.BENCH_KILL ?? "true");
const killAt = numberOf("BENCH_KILL_AT", 0.4);
const killIndex = numberOf("BENCH_KILL_INSTANCE", ports.length);

const samples: Sample[] = [];
const call = createClient(baseUrl, samples);
const config = await call<{ publishable_key: string }>("GET", "/api/payments/config", {
  label: "setup",
});
const ctx: BenchContext = {
  call,
  ledger: createLedger(),
  until: Number.POSITIVE_INFINITY,
  runId: Date.now().toString(36),
  publishableKey: config.body.publishable_key,
};

console.log(`Setting up ${learners} learners, ${buyers} buyers and an admin on ${baseUrl}`);
const learnerSessions = await Promise.all(
  Array.from({ length: learners }, (_, i) => setUpLearner(ctx, i)),
);
const admin = await setUpAdmin(ctx);

const loadBefore = loadavg()[0]!;
console.log(`Running the mix for ${seconds} s on ${ports.length} instance(s)`);
const started = performance.now();
ctx.until = started + seconds * 1000;
let fault: Fault | undefined;
const faultDone = kill
  ? new Promise<void>((resolve, reject) =>
      setTimeout(
        () => {
          killAndAwaitRestart(runDir, killIndex, ports[killIndex - 1]!).then((f) => {
            fault = f;
            resolve();
          }, reject);
        },
        killAt * seconds * 1000,
      ),
    )
  : Promise.resolve();
await Promise.all([
  ...learnerSessions.map((learner) => runLearner(ctx, learner)),
  ...Array.from({ length: buyers }, (_, i) => runBuyer(ctx, i)),
  runAdmin(ctx, admin, ports, adminEveryMs),
  faultDone,
]);
const load = samples.filter((s) => s.label !== "setup");
// The mix's own span: from its first request to its last answer (not the wait for the restart).
const loadAfter = loadavg()[0]!;
const elapsed = (load.reduce((last, s) => Math.max(last, s.end), started) - started) / 1000;

console.log("Checking the database");
const checks = await checkDatabase(databaseUrl, ctx.ledger);
const report = formatReport({
  instances: ports.length,
  seconds: elapsed,
  samples,
  fault,
  ledger: ctx.ledger,
  checks,
});
console.log(report);
// The machine is shared: compare runs made under a similar load.
console.log(
  `  load average (1 min): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
);
const { other } = classifyFailures(load, fault, ports.length);
const results = checkResults({
  checks,
  ledger: ctx.ledger,
  otherFailures: other.length,
  faultWanted: kill,
  fault,
});
if (process.env.BENCH_REPORT) writeTestReport(process.env.BENCH_REPORT, results, report);
process.exit(results.every((result) => result.ok) ? 0 : 1);
