import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, cacheControlFor } from "./site.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";

const INDEX = `<!doctype html><title>Academy</title>${"<p>landing</p>".repeat(200)}`;
const ASSET = "assets/index-B0_x-9Qz.js";
const LOADER = "embed/deal-analyzer.js";
const EMBED_APP = "embed/deal-analyzer.app.js";

/** A built site as apps/site's build leaves it: files plus .br/.gz copies of the larger ones. */
function writeSite(): string {
  const siteDir = temporaryFolder("site-");
  mkdirSync(path.join(siteDir, "assets"));
  mkdirSync(path.join(siteDir, "embed", "demo"), { recursive: true });
  const files: Record<string, string> = {
    "index.html": INDEX,
    [ASSET]: `console.log(${JSON.stringify("x".repeat(4000))});`,
    [LOADER]: `/* loader */${" ".repeat(2000)}void 0;`,
    [EMBED_APP]: "export function mount() {}",
    "embed/demo/index.html": "<title>Demo</title>",
    "favicon.svg": "<svg/>",
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(siteDir, name);
    writeFileSync(file, text);
    if (text.length >= 1024) {
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  }
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

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("cache policy of the built site's files", () => {
  it.each([
    ["assets/index-B0_x-9Qz.js", CACHE_IMMUTABLE],
    ["assets/HomePage-D5bEzJcb.css", CACHE_IMMUTABLE],
    ["assets/ErrorFallback.css.ts.vanilla-6WiMGsa7.js", CACHE_IMMUTABLE],
    ["assets/index-BvaRtloh.js.map", CACHE_IMMUTABLE],
    ["assets/index-BvaRtloh.js.br", CACHE_IMMUTABLE],
    ["assets/logo.svg", CACHE_REVALIDATE],
    ["index.html", CACHE_REVALIDATE],
    ["index.html.br", CACHE_REVALIDATE],
    ["embed/deal-analyzer.js", CACHE_REVALIDATE],
    ["embed/deal-analyzer.app.js", CACHE_REVALIDATE],
    ["favicon-B0_x-9Qz.svg", CACHE_REVALIDATE],
  ])("%s: %s", (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe("serving the built site", () => {
  it("caches hashed assets for a year and revalidates index.html and client-side routes", async () => {
    const asset = await get(`/${ASSET}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["access-control-allow-origin"]).toBeUndefined();

    for (const url of ["/", "/index.html", "/course/2", "/favicon.svg"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(page.headers.etag, url).toBeDefined();
      expect(page.headers["last-modified"], url).toBeDefined();
    }
  });

  it("answers a revalidation of an unchanged page with 304", async () => {
    const first = await get("/course/2");
    const again = await get("/course/2", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves the build's brotli or gzip copy to clients that accept it, and varies on it", async () => {
    const br = await get(`/${ASSET}`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe(CACHE_IMMUTABLE);
    const plain = await get(`/${ASSET}`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers["content-length"])).toBeLessThan(plain.body.length / 10);

    const gzip = await get(`/${ASSET}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it("serves the single-page app precompressed too, for any client-side route", async () => {
    const page = await get("/deal-calculator", { "accept-encoding": "br" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe(CACHE_REVALIDATE);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it("answers HEAD for pages and client-side routes like GET, without a body", async () => {
    for (const url of ["/", "/course/2"]) {
      const head = await app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers["content-type"], url).toMatch(/^text\/html/);
      expect(head.headers["cache-control"], url).toBe(CACHE_REVALIDATE);
      expect(head.body, url).toBe("");
    }
  });

  it("404s a missing asset and a precompressed copy asked for by name, instead of the page", async () => {
    for (const url of ["/assets/index-Gone1234.js", `/${ASSET}.br`, "/api/nope"]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toEqual({ detail: "Not found" });
    }
  });

  it("serves the partner embed with CORS, revalidated, precompressed when accepted", async () => {
    for (const file of [LOADER, EMBED_APP]) {
      const script = await get(`/${file}`);
      expect(script.statusCode, file).toBe(200);
      expect(script.headers["cache-control"], file).toBe(CACHE_REVALIDATE);
      expect(script.headers["access-control-allow-origin"], file).toBe("*");
      expect(script.headers["cross-origin-resource-policy"], file).toBe("cross-origin");
    }
    const loader = await get(`/${LOADER}`, { "accept-encoding": "br" });
    expect(loader.headers["content-encoding"]).toBe("br");
    expect(loader.headers["access-control-allow-origin"]).toBe("*");

    const again = await get(`/${LOADER}`, {
      "accept-encoding": "br",
      "if-none-match": String(loader.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["access-control-allow-origin"]).toBe("*");
  });

  it("redirects a folder of pages to its index, keeping the query", async () => {
    const demo = await get("/embed/demo?calculator=flip");
    expect(demo.statusCode).toBe(301);
    expect(demo.headers.location).toBe("/embed/demo/?calculator=flip");
    const index = await get("/embed/demo/");
    expect(index.body).toContain("<title>Demo</title>");
    expect(index.headers["cache-control"]).toBe(CACHE_REVALIDATE);
  });
});
