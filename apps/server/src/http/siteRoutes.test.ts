import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createRouteMatcher, readPrerenderedPages, readRouteManifest } from "./siteRoutes.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";

const matches = createRouteMatcher(["/", "/course/:id", "/terms", "/certificates/verify/:code"]);

describe("createRouteMatcher", () => {
  it.each(["/", "/course/1", "/course/abc/", "/terms", "/TERMS", "/certificates/verify/AB12-CD34"])(
    "knows %s",
    (pathname) => expect(matches(pathname)).toBe(true),
  );

  it.each(["/nope", "/course", "/course/1/2", "/terms/more", "/certificates/verify/", "/%E0%A4%A"])(
    "does not know %s",
    (pathname) => expect(matches(pathname)).toBe(false),
  );

  it("takes a trailing * for anything below", () => {
    const below = createRouteMatcher(["/docs/*"]);
    expect(below("/docs")).toBe(true);
    expect(below("/docs/a/b")).toBe(true);
    expect(below("/doc")).toBe(false);
  });
});

describe("readRouteManifest", () => {
  it("reads the build's routes.json, and is undefined without one", () => {
    const dir = temporaryFolder("routes-");
    expect(readRouteManifest(dir)).toBeUndefined();
    writeFileSync(path.join(dir, "routes.json"), JSON.stringify(["/", "/terms"]));
    const matcher = readRouteManifest(dir);
    expect(matcher?.("/terms")).toBe(true);
    expect(matcher?.("/missing")).toBe(false);
  });

  it("refuses a manifest that is not a list of patterns", () => {
    const dir = temporaryFolder("routes-");
    writeFileSync(path.join(dir, "routes.json"), JSON.stringify({ routes: ["/"] }));
    expect(() => readRouteManifest(dir)).toThrow("must be a JSON array");
  });
});

describe("readPrerenderedPages", () => {
  it("reads the build's prerendered.json, and is empty without one", () => {
    const dir = temporaryFolder("prerendered-");
    expect(readPrerenderedPages(dir).size).toBe(0);
    writeFileSync(
      path.join(dir, "prerendered.json"),
      JSON.stringify({ "/discord": "prerendered/discord.html" }),
    );
    expect([...readPrerenderedPages(dir)]).toEqual([["/discord", "prerendered/discord.html"]]);
  });

  it.each([[["/discord"]], [{ discord: "a.html" }], [{ "/x": "../secret.html" }], [{ "/x": 1 }]])(
    "refuses %j",
    (manifest) => {
      const dir = temporaryFolder("prerendered-");
      writeFileSync(path.join(dir, "prerendered.json"), JSON.stringify(manifest));
      expect(() => readPrerenderedPages(dir)).toThrow("must map paths to files");
    },
  );
});
