import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { connectDatabase } from "./connect.ts";
import { FolderLockedError, LOCK_FILE } from "./folder-lock.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";

const freshFolder = () => temporaryFolder("academy-lock-");

describe("one server per PGlite folder", () => {
  it("refuses a second server on the folder with a message naming the holder", async () => {
    const folder = freshFolder();
    const first = await connectDatabase({ pgliteDir: folder });
    try {
      const lock = JSON.parse(readFileSync(path.join(folder, LOCK_FILE), "utf8")) as {
        pid: number;
      };
      expect(lock.pid).toBe(process.pid);
      const second = connectDatabase({ pgliteDir: folder });
      await expect(second).rejects.toBeInstanceOf(FolderLockedError);
      await expect(second).rejects.toThrow(
        `The database folder ${folder} is in use by another server (pid ${process.pid}).`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);
    const again = await connectDatabase({ pgliteDir: folder });
    await again.close();
  });

  it("takes over the lock of a server that died", async () => {
    const folder = freshFolder();
    // A process that has already exited: its pid is free.
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
    expect(deadPid).toBeGreaterThan(0);
    writeFileSync(
      path.join(folder, LOCK_FILE),
      JSON.stringify({ pid: deadPid, host: hostname(), startedAt: "2026-01-01T00:00:00Z" }),
    );
    const handle = await connectDatabase({ pgliteDir: folder });
    const lock = JSON.parse(readFileSync(path.join(folder, LOCK_FILE), "utf8")) as { pid: number };
    expect(lock.pid).toBe(process.pid);
    await handle.close();
  });
});
