import type { ChildProcess } from "node:child_process";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDataStore, startServerProcess } from "../test/server-process.ts";

// The real process: main.ts with its signal handling, on a copy of the run's seeded template.
let server: ChildProcess;
let port: number;
let exited: Promise<number | null>;
let dropDatabase = async () => {};

beforeAll(async () => {
  const store = await seededDataStore("academy-shutdown-", { SHUTDOWN_GRACE_SECONDS: "30" });
  dropDatabase = store.drop;
  const started = await startServerProcess(store.env);
  ({ child: server, port, exited } = started);
  // A process starting on a loaded machine (PGlite's start took 60 s at a load average of 18):
  // within the project's ceiling for a hang (vitest.config.ts), not a speed check.
});

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
