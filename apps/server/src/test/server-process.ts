import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { SERVER_ROOT } from "../config.ts";
import { onServer, withDatabase } from "./template.ts";
import { temporaryFolder } from "./temporary-folders.ts";

/**
 * A data store for real server processes (main.ts, as `pnpm start` runs it), on the run's
 * engine: a copy of the run's seeded template (a PostgreSQL database under
 * scripts/with-postgres.sh, else PGlite's data folder unpacked into DATA_DIR), so a process
 * starts without migrating or seeding. Several processes in turn (a restart) share it.
 */
export interface ServerDataStore {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function seededDataStore(
  prefix: string,
  env: Record<string, string> = {},
): Promise<ServerDataStore> {
  const templates = inject("serverTestTemplates");
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = temporaryFolder(prefix);
  const all: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO_MEDIA: "false",
    ...env,
  };
  delete all.DATABASE_URL;
  if (databaseUrl && templates.kind === "postgres") {
    const name = `${prefix.replace(/\W/g, "_")}${randomBytes(6).toString("hex")}`;
    await onServer(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${templates.seeded}`);
    all.DATABASE_URL = withDatabase(databaseUrl, name);
    return {
      env: all,
      drop: () => onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  mkdirSync(path.join(dataDir, "pglite"));
  execFileSync("tar", ["-xf", templates.seeded, "-C", path.join(dataDir, "pglite")], {
    stdio: "ignore",
  });
  return { env: all, drop: async () => {} };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** kill -9, resolved once the process is gone. */
  crash(): Promise<void>;
}

/** A server process that exited before it listened (a crashed start). */
export class StartFailed extends Error {}

/** Spawns the server and resolves once it prints where it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(SERVER_ROOT, "src/main.ts")],
    {
      cwd: SERVER_ROOT,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const crash = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  return new Promise<ServerProcess>((resolve, reject) => {
    let printed = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(printed);
      if (found) resolve({ child, port: Number(found[1]), exited, crash });
    });
    child.once("exit", (code) =>
      reject(new StartFailed(`the server exited (${code}) before listening`)),
    );
  });
}
