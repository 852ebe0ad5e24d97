import { existsSync, mkdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { isDiskStorage } from "../storage/create-media-storage.ts";
import { ABANDONED_UPLOAD_MS, sweepAbandonedUploads } from "./upload-cleanup.ts";

describe("the sweep of abandoned uploads (disk driver)", () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, "admin");
  });
  afterAll(() => t.close());

  const start = async (lessonId: number) =>
    (
      await t.app.inject({
        method: "POST",
        url: `/api/lessons/${lessonId}/video-upload`,
        headers: bearer(admin.access_token),
        payload: { filename: "a.mp4", content_type: "video/mp4", size: 1000 },
      })
    ).json<{ upload_id: string; urls: { list: string } }>();

  it("keeps uploads younger than 24 h and removes older ones, with orphaned folders", async () => {
    const { services } = t.app;
    if (!isDiskStorage(services.media)) throw new Error("expected the disk driver");
    const lesson = await services.db
      .selectFrom("lessons")
      .select("id")
      .where("type", "=", "video")
      .executeTakeFirstOrThrow();
    const upload = await start(lesson.id);
    const folder = path.join(services.media.root, ".multipart", upload.upload_id);
    expect(existsSync(folder)).toBe(true);
    // A folder no row names, left by a crash, as old as an abandoned upload.
    const orphan = path.join(services.media.root, ".multipart", "0".repeat(32));
    mkdirSync(orphan, { recursive: true });
    const old = new Date(Date.now() - ABANDONED_UPLOAD_MS - 60_000);
    utimesSync(orphan, old, old);

    const now = () => new Date();
    expect(await sweepAbandonedUploads(services.db, services.media, now)).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(folder)).toBe(true);

    const later = () => new Date(Date.now() + ABANDONED_UPLOAD_MS + 60_000);
    expect(await sweepAbandonedUploads(services.db, services.media, later)).toBe(1);
    expect(existsSync(folder)).toBe(false);
    const row = await services.db
      .selectFrom("media_uploads")
      .select("upload_id")
      .where("upload_id", "=", upload.upload_id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: upload.urls.list })).statusCode).toBe(404);
  });
});
