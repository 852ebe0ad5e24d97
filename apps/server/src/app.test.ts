import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createTestApp, type TestApp } from "./test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("server app", () => {
  it("answers the health check with the database status", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a sane incoming request id", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-123" },
    });
    expect(response.headers["x-request-id"]).toBe("lb-123");
  });

  it("reports a degraded database with 503", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "degraded", database: "down" });
    await broken.app.close();
  });

  it("serves the site's index.html for client-side routes but 404s unknown API paths", async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), "site-"));
    writeFileSync(path.join(siteDir, "index.html"), "<title>Academy</title>");
    const app = await buildApp({ config: t.config, database: t.database, siteDir, logger: false });
    const page = await app.inject({ method: "GET", url: "/course/2" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Academy</title>");
    const api = await app.inject({ method: "GET", url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: "Not found" });
    await app.close();
  });
});
