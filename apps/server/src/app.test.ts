import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createTestApp, type TestApp } from "./test/app.ts";
import { temporaryFolder } from "./test/temporary-folders.ts";

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
    const siteDir = temporaryFolder("site-");
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

  it("serves the partner embed with CORS and redirects the demo folder to its index", async () => {
    const siteDir = temporaryFolder("site-");
    writeFileSync(path.join(siteDir, "index.html"), "<title>Academy</title>");
    mkdirSync(path.join(siteDir, "embed", "demo"), { recursive: true });
    writeFileSync(path.join(siteDir, "embed", "deal-analyzer.js"), "void 0;");
    writeFileSync(path.join(siteDir, "embed", "demo", "index.html"), "<title>Demo</title>");
    const app = await buildApp({ config: t.config, database: t.database, siteDir, logger: false });

    const script = await app.inject({ method: "GET", url: "/embed/deal-analyzer.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["access-control-allow-origin"]).toBe("*");
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();

    const demo = await app.inject({ method: "GET", url: "/embed/demo" });
    expect(demo.statusCode).toBe(301);
    expect(demo.headers.location).toBe("/embed/demo/");
    const demoIndex = await app.inject({ method: "GET", url: "/embed/demo/" });
    expect(demoIndex.body).toContain("<title>Demo</title>");
    await app.close();
  });
});
