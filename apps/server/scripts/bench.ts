/**
 * Loopback benchmark: starts the server in production mode on a free port with a throwaway
 * data folder, measures GET /api/courses (plain and, as browsers ask, compressed) and
 * GET /api/health with autocannon, then stops it.
 * Bounded: BENCH_SECONDS (default 10) per endpoint, BENCH_CONNECTIONS (default 20).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

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
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForHealth(`${base}/api/health`, child);
  const results: string[] = [];
  // Browsers always send Accept-Encoding; without it the answers go uncompressed.
  const runs: { route: string; label: string; headers?: Record<string, string> }[] = [
    { route: "/api/courses", label: "GET /api/courses" },
    {
      route: "/api/courses",
      label: "GET /api/courses (br, gzip)",
      headers: { "accept-encoding": "br, gzip" },
    },
    { route: "/api/health", label: "GET /api/health" },
  ];
  for (const { route, label, headers } of runs) {
    const url = `${base}${route}`;
    // Warm the catalogue cache and the JIT before measuring.
    await autocannon({ url, headers, connections, duration: 2 });
    const result = await autocannon({ url, headers, connections, duration: seconds });
    const bytesPerAnswer = result.throughput.total / Math.max(1, result.requests.total);
    results.push(
      `${label.padEnd(28)} ${Math.round(result.requests.average).toLocaleString("en-US").padStart(7)} req/s avg` +
        `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms` +
        `  ${Math.round(bytesPerAnswer).toLocaleString("en-US")} B/answer` +
        `  non-2xx ${result.non2xx}  errors ${result.errors}  (${connections} connections, ${seconds} s)`,
    );
  }
  console.log(
    `\nautocannon against ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} on 127.0.0.1:\n  ${results.join("\n  ")}\n`,
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
