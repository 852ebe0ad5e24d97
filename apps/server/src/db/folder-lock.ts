import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** The lock file in a PGlite data folder while a server has it open. */
export const LOCK_FILE = "server.lock";

/**
 * PGlite is a single-process database: a second server on the same folder runs happily and the
 * two overwrite each other's pages, so acknowledged writes vanish after a restart. The folder is
 * therefore held with a lock file naming the holder's pid; a lock whose process is gone (a crash,
 * kill -9) is stale and taken over.
 */
export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another server (pid ${holderPid}). ` +
        `Stop that server first, or give this one another DATA_DIR. If no server is running, ` +
        `delete ${path.join(folder, LOCK_FILE)}.`,
    );
    this.name = "FolderLockedError";
  }
}

interface LockContent {
  pid: number;
  host: string;
}

function readLock(file: string): LockContent | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (parsed === null || typeof parsed !== "object") return undefined;
    const { pid, host } = parsed as Record<string, unknown>;
    return typeof pid === "number" && typeof host === "string" ? { pid, host } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock or throws FolderLockedError; returns the release function. */
export function lockFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  const own: LockContent = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // wx: created by exactly one of any number of racing servers.
      const fd = openSync(file, "wx");
      try {
        writeSync(fd, JSON.stringify({ ...own, startedAt: new Date().toISOString() }));
      } finally {
        closeSync(fd);
      }
      return () => {
        const holder = readLock(file);
        if (holder?.pid === own.pid && holder.host === own.host) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(file);
      // Another host's pid cannot be checked from here: its lock stands.
      if (holder && (holder.host !== own.host || isAlive(holder.pid)))
        throw new FolderLockedError(folder, holder.pid);
      // A crashed server's lock, or one half written: stale.
      rmSync(file, { force: true });
    }
  }
  throw new FolderLockedError(folder, readLock(file)?.pid ?? 0);
}
