import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ASSETS_DIR } from "../seed/demo-media.ts";
import { encodeAnswer, pickEncoding } from "./encoded-answer.ts";
import { createTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("compression of API answers", () => {
  it("compresses a large JSON answer with brotli or gzip, as the client accepts", async () => {
    const plain = await get("/api/courses");
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const br = await get("/api/courses", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get("/api/courses", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves small answers as they are", async () => {
    const health = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers HEAD on a compressed route with the headers and no body", async () => {
    const head = await t.app.inject({
      method: "HEAD",
      url: "/api/courses",
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^application\/json/);
    expect(head.rawPayload.length).toBe(0);
  });
});

describe("media are never compressed", () => {
  const clip = readFileSync(path.join(DEMO_ASSETS_DIR, "clip-a.mp4"));
  const acceptAll = { "accept-encoding": "br, gzip, deflate" };

  it("streams a signed video whole and in byte ranges, without an encoding", async () => {
    const url = t.app.services.signer.sign("demo/clip-a.mp4");
    const whole = await get(url, acceptAll);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(clip)).toBe(true);

    const range = await get(url, { ...acceptAll, range: "bytes=100-1123" });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 100-1123/${clip.length}`);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.rawPayload.equals(clip.subarray(100, 1124))).toBe(true);

    const head = await t.app.inject({ method: "HEAD", url, headers: acceptAll });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(clip.length));
  });

  it("serves an uploaded picture as stored, outside the compressed scope", async () => {
    // Uploaded files are never re-encoded, whatever the client accepts.
    const png = Buffer.concat([
      Buffer.from("89504e470d0a1a0a", "hex"),
      Buffer.from("x".repeat(4096)),
    ]);
    const key = await t.app.services.files.put("profile-pictures", "png", png);
    const file = await get(t.app.services.files.urlOf(key), acceptAll);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-encoding"]).toBeUndefined();
    expect(file.rawPayload.equals(png)).toBe(true);
  });
});

describe("answers encoded once per change", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0.0", undefined],
    ["*", "gzip"],
    ["identity", undefined],
    [undefined, undefined],
  ])("picks %s as %s", (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });

  it("decodes to the same catalogue in every encoding", () => {
    const json = JSON.stringify({ courses: "x".repeat(5000) });
    const answer = encodeAnswer(json);
    expect(answer.identity.toString()).toBe(json);
    expect(brotliDecompressSync(answer.br).toString()).toBe(json);
    expect(gunzipSync(answer.gzip).toString()).toBe(json);
  });
});
