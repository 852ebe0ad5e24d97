/**
 * Loopback benchmark: starts the server in production mode on a free port with a throwaway
 * data folder, measures GET /api/courses (plain and, as browsers ask, compressed), a signed-in
 * learner's GET /api/courses/2 (10 connections) and GET /api/health with autocannon, and the
 * same bytes from a bare node:http server in the same run (scripts/bare-server.ts), printed as
 * ratios; then stops both.
 * Bounded: BENCH_SECONDS (default 10) per endpoint, BENCH_CONNECTIONS (default 20).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { cpus as cpuList, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort } from "./free-port.ts";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const cpus = cpuList().length;

async function waitForHealth(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy within 60 s");
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "academy-bench-"));
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
  cwd: serverRoot,
  env: {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    SITE_DIR: "",
    // The learner whose course reads are measured.
    SEED_DEMO_ACCOUNTS: "true",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const bareDir = mkdtempSync(path.join(tmpdir(), "academy-bench-bare-"));
let bare: ReturnType<typeof spawn> | undefined;

interface Measured {
  average: number;
  p99: number;
  line: string;
}

/** The bytes as sent, still encoded (fetch would decode them). */
function rawBytes(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
      response.on("error", reject);
    }).on("error", reject);
  });
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

/**
 * CPU time a process has used, in milliseconds (Linux /proc; undefined elsewhere). Per answer it
 * is the figure that depends least on what else loads the machine.
 */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function measure(
  label: string,
  url: string,
  headers: Record<string, string>,
  conns: number,
  pid: number | undefined,
): Promise<Measured> {
  // Warm the caches and the JIT before measuring.
  await autocannon({ url, headers, connections: conns, duration: 2 });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, headers, connections: conns, duration: seconds });
  const cpuAfter = cpuMs(pid);
  const bytesPerAnswer = result.throughput.total / Math.max(1, result.requests.total);
  const cpuPerAnswer =
    cpuBefore === undefined || cpuAfter === undefined
      ? "n/a"
      : `${Math.round(((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.requests.total))} us`;
  return {
    average: result.requests.average,
    p99: result.latency.p99,
    line:
      `${label.padEnd(44)} ${Math.round(result.requests.average).toLocaleString("en-US").padStart(7)} req/s avg` +
      `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms` +
      `  ${Math.round(bytesPerAnswer).toLocaleString("en-US")} B/answer  CPU ${cpuPerAnswer}/answer` +
      `  non-2xx ${result.non2xx}  errors ${result.errors}  (${conns} connections, ${seconds} s)`,
  };
}

try {
  await waitForHealth(`${base}/api/health`, child);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "learner@example.com", password: "Learner123!" }),
  });
  if (!login.ok) throw new Error(`learner login: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const learner = { authorization: `Bearer ${token}` };
  const compressed = { "accept-encoding": "br, gzip" };

  // The bare server answers the very bytes the real one sends.
  const bytesOf = async (route: string, headers: Record<string, string>) =>
    Buffer.from(await (await fetch(`${base}${route}`, { headers })).arrayBuffer());
  writeFileSync(path.join(bareDir, "catalogue.json"), await bytesOf("/api/courses", {}));
  writeFileSync(
    path.join(bareDir, "catalogue.json.br"),
    await rawBytes(`${base}/api/courses`, { "accept-encoding": "br" }),
  );
  writeFileSync(path.join(bareDir, "course.json"), await bytesOf("/api/courses/2", learner));
  const barePort = await freePort();
  bare = spawn(process.execPath, ["--import", "tsx", "scripts/bare-server.ts", bareDir], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(barePort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitForHealth(`${bareBase}/health`, bare);

  const lines: string[] = [];
  const loadBefore = load();
  const run = async (
    label: string,
    url: string,
    headers: Record<string, string>,
    conns: number,
  ) => {
    const pid = url.startsWith(bareBase) ? bare?.pid : child.pid;
    const measured = await measure(label, url, headers, conns, pid);
    lines.push(measured.line);
    return measured;
  };
  const plain = await run("GET /api/courses", `${base}/api/courses`, {}, connections);
  const plainBare = await run(
    "  bare node:http, same bytes",
    `${bareBase}/catalogue.json`,
    {},
    connections,
  );
  const br = await run(
    "GET /api/courses (br, gzip)",
    `${base}/api/courses`,
    compressed,
    connections,
  );
  const brBare = await run(
    "  bare node:http, same bytes (br)",
    `${bareBase}/catalogue.json`,
    compressed,
    connections,
  );
  const course = await run(
    "GET /api/courses/2 (signed-in learner)",
    `${base}/api/courses/2`,
    learner,
    10,
  );
  const courseBare = await run("  bare node:http, same bytes", `${bareBase}/course.json`, {}, 10);
  await run("GET /api/health", `${base}/api/health`, {}, connections);

  const ratio = (a: Measured, b: Measured) =>
    b.average > 0 ? (a.average / b.average).toFixed(2) : "n/a";
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  const rate = (m: Measured) => Math.round(m.average).toLocaleString("en-US");
  console.log(
    `\nautocannon against ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} on 127.0.0.1` +
      ` (load average ${loadBefore} before, ${load()} after; ${cpus} cores):\n  ${lines.join("\n  ")}\n` +
      `\nratios (same run):\n` +
      `  catalogue compressed / uncompressed:      ${ratio(br, plain)}  (issue 19: at least 0.8, ${verdict(br.average >= 0.8 * plain.average)})\n` +
      `  catalogue uncompressed / bare node:http:  ${ratio(plain, plainBare)}\n` +
      `  catalogue compressed / bare node:http:    ${ratio(br, brBare)}\n` +
      `  learner course / bare node:http:          ${ratio(course, courseBare)}\n` +
      `\nissue 19 targets, learner GET /api/courses/2 at 10 connections:\n` +
      `  ${rate(course)} req/s (target 3,000: ${verdict(course.average >= 3000)}),` +
      ` p99 ${course.p99} ms (target under 10: ${verdict(course.p99 < 10)})\n`,
  );
} finally {
  for (const process of [child, bare]) {
    if (!process || process.exitCode !== null) continue;
    process.kill("SIGTERM");
    await new Promise((resolve) => process.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bareDir, { recursive: true, force: true });
}
