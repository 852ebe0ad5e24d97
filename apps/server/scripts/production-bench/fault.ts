import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Fault {
  port: number;
  pid: number;
  /**
   * performance.now() of the kill, of the process's end (its sockets closed: until then the
   * kernel still accepts connections for it) and of the restarted instance's first ready answer.
   */
  killedAt: number;
  goneAt: number;
  readyAt: number;
}

/**
 * kill -9 of instance `index` (its pid from production-like.sh's run folder); the script's
 * supervisor starts it again, and this waits until the new process answers GET /api/ready.
 */
export async function killAndAwaitRestart(
  runDir: string,
  index: number,
  port: number,
): Promise<Fault> {
  const pidFile = path.join(runDir, `server-${index}.pid`);
  const pid = Number(readFileSync(pidFile, "utf8"));
  process.kill(pid, "SIGKILL");
  const killedAt = performance.now();
  while (!exited(pid)) await new Promise((resolve) => setTimeout(resolve, 1));
  const goneAt = performance.now();
  for (;;) {
    const restarted = Number(readFileSync(pidFile, "utf8")) !== pid;
    const ready =
      restarted &&
      (await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ready) return { port, pid, killedAt, goneAt, readyAt: performance.now() };
    // A ceiling for a hang, not a speed check (a restart under load can take minutes).
    if (performance.now() - killedAt > 600_000) throw new Error(`instance ${index} not back`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Exited: reaped already, or every thread a zombie (Linux's /proc/<pid>/task/<tid>/stat, state
 * Z or X). The main thread alone is not enough: Node's other threads can still be dying, and
 * the process's sockets (its listening one too) close only with the last of them, so a request
 * nginx sends in between is taken and then reset.
 */
function exited(pid: number): boolean {
  try {
    return readdirSync(`/proc/${pid}/task`).every((tid) => {
      const state = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1] ?? "";
      return state.startsWith("Z") || state.startsWith("X");
    });
  } catch {
    // The process or the thread went away while being read: gone, or the next poll tells.
    return !existsSync(`/proc/${pid}`);
  }
}
