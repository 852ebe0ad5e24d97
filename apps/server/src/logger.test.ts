import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { redactUrl } from "./logger.ts";
import { createTestApp, demoAccount, type TestApp } from "./test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("structured logs", () => {
  it("redacts tokens in URLs", () => {
    expect(redactUrl("/reset-password?token=abc&redirect=%2F")).toBe(
      "/reset-password?token=[redacted]&redirect=%2F",
    );
    expect(redactUrl("/x?a=1&refresh_token=zzz")).toBe("/x?a=1&refresh_token=[redacted]");
  });

  it("logs JSON lines with request ids and without secrets", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...t.config, logLevel: "info" },
      database: t.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    const account = demoAccount("learner");
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login?token=secret-in-url",
      payload: { email: account.email, password: account.password },
      headers: { "x-request-id": "req-42" },
    });
    expect(login.statusCode).toBe(200);
    const { access_token } = login.json<{ access_token: string }>();
    await app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${access_token}` },
    });
    await app.close();

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.some((r) => r["reqId"] === "req-42" && r["msg"] === "incoming request")).toBe(
      true,
    );
    const all = lines.join("\n");
    for (const secret of [
      account.password,
      access_token,
      "secret-in-url",
      login.json<{ refresh_token: string }>().refresh_token,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
