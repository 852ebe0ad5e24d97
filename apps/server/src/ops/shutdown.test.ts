import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SERVER_ROOT } from "../config.ts";
import { onServer, withDatabase } from "../test/template.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";

// The real process: main.ts with its signal handling, on the run's engine: a copy of the run's
// seeded template (a PostgreSQL database under scripts/with-postgres.sh, else PGlite's data
// folder unpacked into DATA_DIR), so the process starts without migrating or seeding.
const databaseUrl = process.env.DATABASE_URL || undefined;
let server: ChildProcess;
let port: number;
let exited: Promise<number | null>;
let dropDatabase = async () => {};

beforeAll(async () => {
  const templates = inject("serverTestTemplates");
  const dataDir = temporaryFolder("academy-shutdown-");
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO_MEDIA: "false",
    SHUTDOWN_GRACE_SECONDS: "30",
  };
  delete env.DATABASE_URL;
  if (databaseUrl && templates.kind === "postgres") {
    const name = `shutdown_${randomBytes(6).toString("hex")}`;
    await onServer(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${templates.seeded}`);
    dropDatabase = () => onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    env.DATABASE_URL = withDatabase(databaseUrl, name);
  } else {
    mkdirSync(path.join(dataDir, "pglite"));
    execFileSync("tar", ["-xf", templates.seeded, "-C", path.join(dataDir, "pglite")], {
      stdio: "ignore",
    });
  }
  server = spawn(process.execPath, ["--import", "tsx", path.join(SERVER_ROOT, "src/main.ts")], {
    cwd: SERVER_ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  port = await new Promise<number>((resolve, reject) => {
    let printed = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(printed);
      if (found) resolve(Number(found[1]));
    });
    server.once("exit", (code) =>
      reject(new Error(`the server exited (${code}) before listening`)),
    );
  });
  // A ceiling for a process starting on a loaded machine (PGlite's start took 60 s at a load
  // average of 18), not a speed check.
}, 180_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill("SIGKILL");
  await exited;
  await dropDatabase();
});

/** Reads the socket until `pattern` has arrived; resolves with everything read. */
function readUntil(socket: Socket, pattern: RegExp, sofar = { text: "" }): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!pattern.test(sofar.text)) return;
      socket.off("data", onData);
      socket.off("close", onClose);
      resolve(sofar.text);
    };
    const onData = (chunk: Buffer) => {
      sofar.text += chunk.toString();
      check();
    };
    const onClose = () => reject(new Error(`closed before ${pattern}; read: ${sofar.text}`));
    socket.on("data", onData);
    socket.once("close", onClose);
    check();
  });
}

const refusesConnections = () =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(false);
    });
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

describe("SIGTERM", () => {
  it("finishes the request in flight, refuses new connections, and exits 0", async () => {
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const body = JSON.stringify({ email: "nobody@example.com", password: "not the password" });
    const half = Math.floor(body.length / 2);
    // Headers and half the body: the server answers 100 Continue once it has the request.
    socket.write(
      [
        "POST /api/auth/login HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Expect: 100-continue",
        "Connection: close",
        "",
        "",
      ].join("\r\n"),
    );
    const received = { text: "" };
    await readUntil(socket, /HTTP\/1\.1 100 Continue\r\n\r\n/, received);
    socket.write(body.slice(0, half));

    server.kill("SIGTERM");
    await expect.poll(refusesConnections).toBe(true);
    expect(server.exitCode).toBeNull();

    socket.write(body.slice(half));
    const answer = await readUntil(socket, /\r\n\r\n[\s\S]*\}/, received);
    expect(answer).toMatch(/HTTP\/1\.1 401 /);
    expect(await exited).toBe(0);
  });
});
