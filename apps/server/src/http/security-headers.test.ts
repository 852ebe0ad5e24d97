import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { mediaOriginsOf } from "../storage/config.ts";
import {
  API_CONTENT_SECURITY_POLICY,
  HSTS,
  siteContentSecurityPolicy,
} from "./security-headers.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";

const INLINE = 'document.documentElement.classList.add("x");';
const hashOf = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

function builtSite(): string {
  const dir = temporaryFolder("academy-csp-site-");
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app-abcdefgh.js"></script></head><body></body></html>`,
  );
  mkdirSync(path.join(dir, "embed", "demo"), { recursive: true });
  writeFileSync(path.join(dir, "embed", "deal-analyzer.js"), "console.log(1)");
  writeFileSync(
    path.join(dir, "embed", "demo", "index.html"),
    "<html><body><script>window.demo = 1;</script></body></html>",
  );
  return dir;
}

const directive = (policy: string | undefined, name: string) =>
  (policy ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_DIR: builtSite(), TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the site's pages a CSP that runs only their own scripts, by file or by hash", async () => {
    for (const url of ["/", "/course/2", "/embed/demo/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      const policy = response.headers["content-security-policy"] as string;
      const scripts = directive(policy, "script-src");
      expect(scripts).toBe(
        `script-src 'self' ${[hashOf(INLINE), hashOf("window.demo = 1;")].sort().join(" ")}`,
      );
      expect(scripts).not.toContain("unsafe");
      expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self'");
      expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://player.vimeo.com");
      expect(directive(policy, "object-src")).toBe("object-src 'self'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("closes the API's answers and keeps partner embeds loadable from other origins", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe(API_CONTENT_SECURITY_POLICY);
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    const missing = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(missing.headers["content-security-policy"]).toBe(API_CONTENT_SECURITY_POLICY);
    const embed = await t.app.inject({ method: "GET", url: "/embed/deal-analyzer.js" });
    expect(embed.headers["access-control-allow-origin"]).toBe("*");
    expect(embed.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends HSTS only over TLS, here as the trusted proxy reports it", async () => {
    const https = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers["strict-transport-security"]).toBe(HSTS);
    const api = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(api.headers["strict-transport-security"]).toBe(HSTS);
  });
});

describe("security headers without a trusted proxy, with real Stripe keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SITE_DIR: builtSite(),
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("ignores a forwarded protocol it cannot trust", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("admits Stripe.js, its frames and its API", async () => {
    const policy = (await t.app.inject({ method: "GET", url: "/" })).headers[
      "content-security-policy"
    ] as string;
    expect(directive(policy, "script-src")).toContain("https://js.stripe.com");
    expect(directive(policy, "frame-src")).toContain(
      "https://js.stripe.com https://hooks.stripe.com",
    );
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
  });
});

describe("the site's policy with lesson media on S3", () => {
  it("admits the storage's origin for playing, showing and uploading media, and no other", () => {
    const mediaOrigins = mediaOriginsOf({
      driver: "s3",
      bucket: "academy-media",
      region: "eu-west-1",
      endpoint: "https://storage.example.com:9000/base",
    });
    expect(mediaOrigins).toEqual(["https://storage.example.com:9000"]);
    const policy = siteContentSecurityPolicy({ scriptHashes: [], stripe: false, mediaOrigins });
    for (const name of ["media-src", "connect-src", "frame-src", "object-src"])
      expect(directive(policy, name)).toContain("https://storage.example.com:9000");
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
    expect(
      mediaOriginsOf({ driver: "s3", bucket: "b1", region: "us-east-2", endpoint: undefined }),
    ).toEqual(["https://b1.s3.us-east-2.amazonaws.com", "https://s3.us-east-2.amazonaws.com"]);
    expect(mediaOriginsOf({ driver: "disk" })).toEqual([]);
  });
});
