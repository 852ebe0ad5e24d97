import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";

const LANDING =
  "<!doctype html><title>Academy</title><div id=root data-prerendered=/>landing</div>";
const SHELL = "<!doctype html><title>Academy</title><div id=root></div>";
const DISCORD =
  "<!doctype html><title>Academy</title><div id=root data-prerendered=/discord>tiers</div>";

/** A build with its route table and its app shell, as apps/site/scripts/prerender.mjs writes. */
function writeSite(): string {
  const siteDir = temporaryFolder("site-routes-");
  writeFileSync(path.join(siteDir, "index.html"), LANDING);
  writeFileSync(path.join(siteDir, "app.html"), SHELL);
  writeFileSync(
    path.join(siteDir, "routes.json"),
    JSON.stringify(["/", "/course/:id", "/terms", "/discord", "/certificates/verify/:code"]),
  );
  mkdirSync(path.join(siteDir, "prerendered"));
  writeFileSync(path.join(siteDir, "prerendered", "discord.html"), DISCORD);
  writeFileSync(
    path.join(siteDir, "prerendered.json"),
    JSON.stringify({ "/discord": "prerendered/discord.html" }),
  );
  return siteDir;
}

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: t.config,
    database: t.database,
    siteDir: writeSite(),
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe("the site's route table on the server", () => {
  it("serves the prerendered landing page at / only", async () => {
    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(LANDING);
  });

  it.each(["/discord", "/discord?x=1"])(
    "serves the page the build prerendered for %s",
    async (url) => {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toBe(DISCORD);
    },
  );

  it.each(["/discord/", "/Discord"])(
    "answers %s, another spelling of a prerendered path, with the app shell",
    async (url) => {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SHELL);
    },
  );

  it.each(["/terms", "/course/1", "/certificates/verify/AB12CD34", "/terms?x=1"])(
    "answers the route %s with the app shell and 200",
    async (url) => {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toBe(SHELL);
    },
  );

  it.each(["/no-such-page", "/course", "/terms/extra", "/certificates/verify"])(
    "answers the unknown path %s with 404 and the app, which shows the not-found page",
    async (url) => {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(404);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toBe(SHELL);
    },
  );

  it("keeps answering unknown API paths with the JSON error", async () => {
    const api = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: "Not found" });
  });
});
