import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";
import { embedFramePolicy, parseFrameAncestors } from "./embed-frame.ts";

const FRAME_PAGE =
  '<!doctype html><html><head><meta name="academy-frame-ancestors" content="*" /></head><body><div id="frame"></div><script type="module" src="/assets/frame-abcdefgh.js"></script></body></html>';

function builtSite(): string {
  const dir = temporaryFolder("academy-frame-site-");
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><body></body></html>");
  mkdirSync(path.join(dir, "embed", "frame"), { recursive: true });
  writeFileSync(path.join(dir, "embed", "frame", "index.html"), FRAME_PAGE);
  return dir;
}

const frameAncestors = (policy: unknown) =>
  String(policy)
    .split("; ")
    .find((directive) => directive.startsWith("frame-ancestors "));

describe("EMBED_FRAME_ANCESTORS", () => {
  it("defaults to any origin and accepts origins, host wildcards and schemes", () => {
    expect(parseFrameAncestors(undefined, [])).toEqual(["*"]);
    const problems: string[] = [];
    expect(
      parseFrameAncestors(
        " https://partner.example  https://*.realty.example:8443 http: ",
        problems,
      ),
    ).toEqual(["https://partner.example", "https://*.realty.example:8443", "http:"]);
    expect(problems).toEqual([]);
  });

  it("refuses anything that could add a directive or a path to the header", () => {
    for (const raw of [
      "https://a.example; script-src *",
      "https://a.example,https://b.example",
      "https://a.example/path",
      "'self'",
      "javascript:",
      "'none' https://a.example",
    ]) {
      expect(() => loadConfig({ NODE_ENV: "test", EMBED_FRAME_ANCESTORS: raw }), raw).toThrow(
        ConfigError,
      );
    }
  });

  it("replaces only the frame-ancestors directive of the site's policy", () => {
    const site = "default-src 'self'; frame-src 'self'; frame-ancestors 'self'";
    expect(embedFramePolicy(site, ["https://a.example", "https:"])).toBe(
      "default-src 'self'; frame-src 'self'; frame-ancestors https://a.example https:",
    );
  });
});

describe("the embed frame pages, by default", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_DIR: builtSite() });
  });
  afterAll(async () => {
    await t.close();
  });

  it("may be framed by any origin, and say so to the page", async () => {
    for (const kind of ["login", "enrol", "discord-join"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/embed/frame/${kind}?origin=https%3A%2F%2Fpartner.example&course=2`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(frameAncestors(response.headers["content-security-policy"])).toBe("frame-ancestors *");
      expect(response.headers["x-frame-options"]).toBeUndefined();
      expect(response.body).toContain('<meta name="academy-frame-ancestors" content="*" />');
    }
  });

  it("leaves every other page framed by our own origin only", async () => {
    for (const url of ["/", "/course/2", "/embed/frame/index.html", "/embed/frame/other"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(frameAncestors(response.headers["content-security-policy"]), url).toBe(
        "frame-ancestors 'self'",
      );
      expect(response.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});

describe("the embed frame pages with a list of partners", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SITE_DIR: builtSite(),
      EMBED_FRAME_ANCESTORS: "https://partner.example https://*.realty.example",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends the list as frame-ancestors and writes it into the page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/embed/frame/login" });
    expect(frameAncestors(response.headers["content-security-policy"])).toBe(
      "frame-ancestors https://partner.example https://*.realty.example",
    );
    expect(response.body).toContain(
      '<meta name="academy-frame-ancestors" content="https://partner.example https://*.realty.example" />',
    );
  });
});
