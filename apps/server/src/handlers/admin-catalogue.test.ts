import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FORM_VIDEO_BYTES, MAX_PDF_BYTES } from "../storage/media-types.ts";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { CLIP, multipart } from "../test/media.ts";
import {
  PDF_TOO_LARGE,
  S3_CONNECTION_VERIFIED,
  VIDEO_TOO_LARGE_FOR_FORM,
} from "../http/messages.ts";

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t.close();
});

const as = () => bearer(admin.access_token);
const post = (url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: as(), ...(payload ? { payload } : {}) });
const actions = () => t.database.db.selectFrom("admin_actions").selectAll().orderBy("id").execute();

describe("admin catalogue calls", () => {
  it("checks the disk store like HeadBucket", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/admin/test-s3", headers: as() });
    expect(answer.json()).toEqual({ status: "connected", message: S3_CONNECTION_VERIFIED });
  });

  it("lists every course with its lessons' media keys", async () => {
    const courses = (
      await t.app.inject({ method: "GET", url: "/api/admin/courses", headers: as() })
    ).json<{ id: number; modules: { lessons: { document_s3_key: string | null }[] }[] }[]>();
    expect(courses.map((c) => c.id)).toEqual([1, 2, 3]);
    const keys = courses.flatMap((c) => c.modules.flatMap((m) => m.lessons));
    expect(keys.some((l) => l.document_s3_key?.startsWith("demo/slides/"))).toBe(true);
  });

  it("creates a course and a module, recording who did it", async () => {
    const course = await post("/api/courses", { name: "Estimating Basics" });
    expect(course.statusCode).toBe(201);
    const created = course.json<{ id: number; name: string; modules: unknown[] }>();
    expect(created).toMatchObject({ id: 4, name: "Estimating Basics", modules: [] });
    expect((await post("/api/courses", { name: "Estimating Basics" })).statusCode).toBe(409);
    const module = await post("/api/modules", {
      course_id: created.id,
      title: "Takeoffs",
      description: "Quantities from plans",
      order: 1,
    });
    expect(module.statusCode).toBe(201);
    expect(module.json()).toMatchObject({ title: "Takeoffs", order: 1, lessons: [] });
    expect(
      (await post("/api/modules", { course_id: 999, title: "x", description: "", order: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post("/api/modules", { course_id: created.id, title: "y", description: "", order: 1 }))
        .statusCode,
    ).toBe(409);
    const log = await actions();
    expect(log.slice(-2).map((a) => [a.user_id, a.action])).toEqual([
      [admin.user.id, "create-course"],
      [admin.user.id, "create-module"],
    ]);
  });

  it("syncs the schema (nothing pending) and seeds the catalogue idempotently", async () => {
    expect((await post("/api/admin/sync-schema")).json()).toEqual({
      message: "The database schema is up to date.",
    });
    const before = await t.database.db.selectFrom("lessons").select("id").execute();
    expect((await post("/api/admin/seed-catalog")).json()).toEqual({
      message: "The catalogue already exists; nothing was changed.",
    });
    expect(await t.database.db.selectFrom("lessons").select("id").execute()).toHaveLength(
      before.length,
    );
    expect((await actions()).slice(-2).map((a) => a.action)).toEqual([
      "sync-schema",
      "seed-catalog",
    ]);
  });

  it("uploads a small video through the server and refuses oversize files", async () => {
    const video = multipart(CLIP, "clip.mp4", "video/mp4");
    const small = await t.app.inject({
      method: "POST",
      url: "/api/lessons/1/upload-video",
      payload: video.payload,
      headers: { ...video.headers, ...as() },
    });
    expect(small.statusCode).toBe(200);
    expect(small.json<{ s3_key: string }>().s3_key).toMatch(
      /^lessons\/1\/video-[0-9a-f]{16}\.mp4$/,
    );

    const bigPdf = multipart(Buffer.alloc(MAX_PDF_BYTES + 1, 0x25), "big.pdf", "application/pdf");
    const pdf = await t.app.inject({
      method: "POST",
      url: "/api/lessons/1/upload-pdf",
      payload: bigPdf.payload,
      headers: { ...bigPdf.headers, ...as() },
    });
    expect(pdf.statusCode).toBe(413);
    expect(pdf.json()).toEqual({ detail: PDF_TOO_LARGE });

    const bigVideo = multipart(Buffer.alloc(MAX_FORM_VIDEO_BYTES + 1), "big.mp4", "video/mp4");
    const form = await t.app.inject({
      method: "POST",
      url: "/api/lessons/1/upload-video",
      payload: bigVideo.payload,
      headers: { ...bigVideo.headers, ...as() },
    });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toEqual({ detail: VIDEO_TOO_LARGE_FOR_FORM });
  });
});
