import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { multipart, PDF } from "../test/media.ts";
import { SITE_IMAGE_MESSAGES } from "./messages.ts";
import { IMAGE_REJECTIONS, MAX_SITE_IMAGE_BYTES } from "./pipeline.ts";

/** A real photo-sized JPEG: a 1200x900 gradient with some detail. */
async function photo(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#C2410C"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

describe("site images (issue 50)", () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, "admin");
    learner = await login(t.app, "learner");
  });
  afterAll(async () => t.close());

  const upload = (
    slot: string,
    file: Buffer,
    fields: Record<string, string>,
    session: Session = admin,
    type = "image/jpeg",
  ) => {
    const body = multipart(file, "photo.jpg", type, fields);
    return t.app.inject({
      method: "POST",
      url: `/api/admin/site-images/${slot}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(session.access_token) },
    });
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("lists the seeded demo images with alt text and their masters' sizes", async () => {
    const answer = await get("/api/site-images");
    expect(answer.statusCode).toBe(200);
    const images = answer.json<{ slot: string; alt: string; width: number; height: number }[]>();
    expect(images.map((i) => i.slot)).toEqual(
      expect.arrayContaining(["hero", "course-1", "course-2", "course-3"]),
    );
    const hero = images.find((i) => i.slot === "hero");
    expect(hero?.alt.length).toBeGreaterThan(10);
    expect(hero).toMatchObject({ width: 1600, height: 1200 });
  });

  it("crops an upload to the slot's aspect and serves AVIF and WebP variants, cached after the first", async () => {
    const answer = await upload("course-2", await photo(), {
      alt: "  A framed wall on a job site  ",
      filename: "framing.jpg",
      crop_left: "100",
      crop_top: "50",
      crop_width: "960",
      crop_height: "540",
    });
    expect(answer.statusCode).toBe(200);
    const image = answer.json<{ version: string; width: number; height: number; alt: string }>();
    expect(image).toMatchObject({ width: 960, height: 540, alt: "A framed wall on a job site" });
    expect(image.version).toMatch(/^[0-9a-f]{16}$/);

    const url = `/api/site-images/course-2/${image.version}/640.avif`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/avif");
    expect(first.headers["x-image-cache"]).toBe("miss");
    expect(first.headers["cache-control"]).toContain("immutable");
    const avif = await sharp(first.rawPayload).metadata();
    expect(avif).toMatchObject({ format: "heif", width: 640, height: 360 });

    const again = await get(url);
    expect(again.headers["x-image-cache"]).toBe("hit");
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);

    const webp = await get(`/api/site-images/course-2/${image.version}/320.webp`);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: "webp", width: 320 });
    // Never enlarged: the master is 960 wide.
    const wide = await get(`/api/site-images/course-2/${image.version}/1600.webp`);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(960);
  });

  it("serves `latest` with a short cache and answers 304 to a current copy", async () => {
    const first = await get("/api/site-images/hero/latest/480.webp");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    const etag = String(first.headers.etag);
    const revalidated = await get("/api/site-images/hero/latest/480.webp", {
      "if-none-match": etag,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("replaces an image: the old version's files go, the new one is served", async () => {
    const before = (await get("/api/site-images")).json<{ slot: string; version: string }[]>();
    const old = before.find((i) => i.slot === "course-3")?.version ?? "";
    expect((await get(`/api/site-images/course-3/${old}/320.webp`)).statusCode).toBe(200);
    const answer = await upload("course-3", await photo(800, 800), { alt: "A square photo" });
    expect(answer.statusCode).toBe(200);
    // No crop sent: centred, 16:9 at the photo's full width.
    expect(answer.json()).toMatchObject({ width: 800, height: 450 });
    expect((await get(`/api/site-images/course-3/${old}/320.webp`)).statusCode).toBe(404);
  });

  it.each([
    ["a file that is not an image", () => PDF, { alt: "x" }, 422, IMAGE_REJECTIONS.notAnImage],
    [
      "an SVG (it can carry script)",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      { alt: "x" },
      422,
      IMAGE_REJECTIONS.notAnImage,
    ],
    ["no alt text", () => Buffer.alloc(0), {}, 422, SITE_IMAGE_MESSAGES.altRequired],
    ["blank alt text", () => Buffer.alloc(0), { alt: "   " }, 422, SITE_IMAGE_MESSAGES.altRequired],
    [
      "half a crop",
      () => Buffer.alloc(0),
      { alt: "x", crop_left: "1" },
      422,
      SITE_IMAGE_MESSAGES.cropIncomplete,
    ],
  ])("refuses %s with a clear 4xx", async (_name, file, fields, status, message) => {
    const bytes = file();
    const answer = await upload("hero", bytes.length ? bytes : await photo(), fields);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ detail: [message] });
  });

  it("refuses a crop outside the image and a file over 10MB, never with a 500", async () => {
    const outside = await upload("hero", await photo(), {
      alt: "x",
      crop_left: "1000",
      crop_top: "0",
      crop_width: "400",
      crop_height: "300",
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual({ detail: [IMAGE_REJECTIONS.cropOutside] });
    const big = await upload("hero", Buffer.alloc(MAX_SITE_IMAGE_BYTES + 1, 1), { alt: "x" });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: SITE_IMAGE_MESSAGES.tooLarge });
  });

  it("is for admins only, and a deleted image is gone from the list and its URLs", async () => {
    const refused = await upload("hero", await photo(), { alt: "x" }, learner);
    expect(refused.statusCode).toBe(403);
    const remove = () =>
      t.app.inject({
        method: "DELETE",
        url: "/api/admin/site-images/instructor-daniel-ortiz",
        headers: bearer(admin.access_token),
      });
    expect((await remove()).statusCode).toBe(200);
    const list = (await get("/api/site-images")).json<{ slot: string }[]>();
    expect(list.map((i) => i.slot)).not.toContain("instructor-daniel-ortiz");
    expect((await get("/api/site-images/instructor-daniel-ortiz/latest/320.webp")).statusCode).toBe(
      404,
    );
    expect((await remove()).statusCode).toBe(404);
    // Not a slot: the contract's pattern refuses it before any lookup.
    expect((await get("/api/site-images/not-a-slot/latest/320.webp")).statusCode).toBe(422);
  });
});
