import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { CLIP, multipart, paddedClip, PDF, PNG, readSigned, uploadInParts } from "../test/media.ts";
import {
  AVI_NOT_PLAYABLE,
  NOT_A_PDF,
  NOT_A_VIDEO,
  NOT_A_VIDEO_LESSON,
  VIDEO_DOES_NOT_PARSE,
  PDF_DELETED,
  S3_CONNECTION_VERIFIED,
  VIDEO_DELETED,
  sizeMismatch,
} from "../http/messages.ts";

type Lesson = {
  id: number;
  type: "video" | "slides";
  title: string;
  video_s3_key: string | null;
  vimeo_video_id: string | null;
  document_s3_key: string | null;
  document_filename?: string | null;
};

/**
 * The admin media calls on one storage driver, end to end through the app (issue 17). Run for
 * the disk driver and for S3 on s3rver, so both take the same path.
 */
export function describeAdminMedia(
  name: string,
  environment: () => Promise<{ env: Record<string, string>; close(): Promise<void> }>,
) {
  describe(`admin lesson media on ${name}`, () => {
    let t: TestApp;
    let admin: Session;
    let closeEnvironment: () => Promise<void>;
    let driver: "s3" | "disk";
    beforeAll(async () => {
      const prepared = await environment();
      driver = prepared.env.S3_BUCKET ? "s3" : "disk";
      closeEnvironment = prepared.close;
      t = await createTestApp(prepared.env);
      admin = await login(t.app, "admin");
    });
    afterAll(async () => {
      await t.close();
      await closeEnvironment();
    });

    const as = () => bearer(admin.access_token);
    const withFile = (file: Buffer) => {
      const body = multipart(file, "slides.pdf", "application/pdf");
      return { payload: body.payload, headers: { ...body.headers, ...as() } };
    };
    const lessons = async () =>
      (await t.app.inject({ method: "GET", url: "/api/admin/courses", headers: as() }))
        .json<{ modules: { lessons: Lesson[] }[] }[]>()
        .flatMap((c) => c.modules.flatMap((m) => m.lessons));
    const lesson = async (id: number) => (await lessons()).find((l) => l.id === id) as Lesson;
    const actions = () =>
      t.database.db.selectFrom("admin_actions").selectAll().orderBy("id").execute();

    it("reports the storage connected", async () => {
      const answer = await t.app.inject({
        method: "GET",
        url: "/api/admin/test-s3",
        headers: as(),
      });
      expect(answer.json()).toEqual({ status: "connected", message: S3_CONNECTION_VERIFIED });
      // The page names the storage after its driver before any test (issue 28).
      const storage = await t.app.inject({
        method: "GET",
        url: "/api/admin/storage",
        headers: as(),
      });
      expect(storage.json()).toEqual({ driver });
    });

    it("uploads a video in parts, swaps it in, serves it by range and keeps the shared clip", async () => {
      const target = (await lessons()).find((l) => l.video_s3_key?.startsWith("demo/"));
      if (!target) throw new Error("no demo video lesson");
      const oldKey = target.video_s3_key as string;
      // A real clip, padded past one part so the upload takes two.
      const video = paddedClip(9 * 1024 * 1024);
      const done = await uploadInParts(t.app, admin, target.id, video);
      expect(done.statusCode).toBe(200);
      const { s3_key } = done.json<{ s3_key: string }>();
      expect(s3_key).toMatch(new RegExp(`^lessons/${target.id}/video-[0-9a-f]{16}\\.mp4$`));
      expect((await lesson(target.id)).video_s3_key).toBe(s3_key);
      // The clip's real length (3 s) replaces the seeded one, in whole minutes rounded up.
      const row = await t.database.db
        .selectFrom("lessons")
        .select(["video_duration", "video_filename"])
        .where("id", "=", target.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ video_duration: 1, video_filename: "lesson.mp4" });
      const signed = await t.app.inject({
        method: "GET",
        url: `/api/lessons/${target.id}/signed-url`,
        headers: as(),
      });
      const range = await readSigned(
        t.app,
        signed.json<{ signed_url: string }>().signed_url,
        "bytes=0-15",
      );
      expect(range.status).toBe(206);
      expect(range.body).toEqual(video.subarray(0, 16));
      // The demo clip other lessons still play is not removed with this lesson's old video.
      const other = (await lessons()).find((l) => l.video_s3_key === oldKey);
      expect(other).toBeDefined();
      const log = await actions();
      expect(log.at(-1)).toMatchObject({
        user_id: admin.user.id,
        action: "upload-video",
        target: `lesson:${target.id}`,
      });
      expect(log.at(-1)?.created_at).toBeInstanceOf(Date);
    });

    it("refuses a renamed non-video and a size other than announced; the lesson keeps its video", async () => {
      const target = (await lessons()).find((l) => l.video_s3_key !== null) as Lesson;
      const renamed = await uploadInParts(
        t.app,
        admin,
        target.id,
        Buffer.concat([PNG, randomBytes(2000)]),
      );
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json()).toEqual({ detail: [NOT_A_VIDEO] });
      // An MP4 header followed by random bytes is not a video that plays.
      const damaged = await uploadInParts(
        t.app,
        admin,
        target.id,
        Buffer.concat([CLIP.subarray(0, 32), randomBytes(20_000)]),
      );
      expect(damaged.statusCode).toBe(422);
      expect(damaged.json()).toEqual({ detail: [VIDEO_DOES_NOT_PARSE] });
      const avi = await uploadInParts(t.app, admin, target.id, CLIP, {
        filename: "lesson.avi",
        content_type: "video/x-msvideo",
      });
      expect(avi.json()).toEqual({ detail: [AVI_NOT_PLAYABLE] });
      // A short upload: the disk refuses the short part, S3 the stored size.
      const wrongSize = await uploadInParts(t.app, admin, target.id, CLIP, {
        size: CLIP.length + 5,
      });
      expect([400, 422]).toContain(wrongSize.statusCode);
      if (wrongSize.statusCode === 422)
        expect(wrongSize.json()).toEqual({ detail: [sizeMismatch(CLIP.length + 5, CLIP.length)] });
      expect((await lesson(target.id)).video_s3_key).toBe(target.video_s3_key);
    });

    it("refuses a video for a slides lesson", async () => {
      const slides = (await lessons()).find((l) => l.type === "slides") as Lesson;
      const answer = await uploadInParts(t.app, admin, slides.id, CLIP);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ detail: [NOT_A_VIDEO_LESSON] });
    });

    it("refuses a video over 5 GB before anything is stored", async () => {
      const target = (await lessons())[0] as Lesson;
      const answer = await uploadInParts(t.app, admin, target.id, CLIP, {
        size: 5 * 1024 ** 3 + 1,
      });
      expect(answer.statusCode).toBe(422);
    });

    it("cancels an upload: its parts are discarded and it cannot complete", async () => {
      const target = (await lessons())[0] as Lesson;
      const start = await t.app.inject({
        method: "POST",
        url: `/api/lessons/${target.id}/video-upload`,
        headers: as(),
        payload: { filename: "a.webm", content_type: "video/webm", size: 100 },
      });
      const { upload_id } = start.json<{ upload_id: string }>();
      const cancel = await t.app.inject({
        method: "DELETE",
        url: `/api/lessons/${target.id}/video-upload/${upload_id}`,
        headers: as(),
      });
      expect(cancel.statusCode).toBe(204);
      const complete = await t.app.inject({
        method: "POST",
        url: `/api/lessons/${target.id}/video-upload/${upload_id}/complete`,
        headers: as(),
        payload: { parts: [{ part_number: 1, etag: '"x"' }] },
      });
      expect(complete.statusCode).toBe(404);
    });

    it("uploads a PDF checked by content, serves it signed, and deletes it for good", async () => {
      const target = (await lessons()).find((l) => l.document_s3_key === null) as Lesson;
      const renamed = await t.app.inject({
        method: "POST",
        url: `/api/lessons/${target.id}/upload-pdf`,
        ...withFile(PNG),
      });
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json()).toEqual({ detail: [NOT_A_PDF] });
      const named = multipart(PDF, "slides.pdf", "application/pdf", {
        filename: 'Site "plan"\r\n../v2 é.pdf',
      });
      const up = await t.app.inject({
        method: "POST",
        url: `/api/lessons/${target.id}/upload-pdf`,
        payload: named.payload,
        headers: { ...named.headers, ...as() },
      });
      expect(up.statusCode).toBe(200);
      expect(up.json<{ filename: string }>().filename).toMatch(/^document-[0-9a-f]{16}\.pdf$/);
      // The name is kept, cleaned of what could break a header or a path (issue 28).
      const clean = "Site 'plan'.._v2 é.pdf";
      expect((await lesson(target.id)).document_filename).toBe(clean);
      const answer = (
        await t.app.inject({
          method: "GET",
          url: `/api/lessons/${target.id}/signed-pdf`,
          headers: as(),
        })
      ).json<{ signed_url: string; download_url: string; filename: string }>();
      expect(answer.filename).toBe(clean);
      const signed = answer.signed_url;
      const shown = await readSigned(t.app, signed);
      expect(shown.body).toEqual(PDF);
      expect(shown.disposition).toBeNull();
      const downloaded = await readSigned(t.app, answer.download_url);
      expect(downloaded.body).toEqual(PDF);
      expect(downloaded.disposition).toBe(
        "attachment; filename=\"Site 'plan'.._v2 _.pdf\"; " +
          "filename*=UTF-8''Site%20%27plan%27.._v2%20%C3%A9.pdf",
      );
      const removed = await t.app.inject({
        method: "DELETE",
        url: `/api/lessons/${target.id}/delete-pdf`,
        headers: as(),
      });
      expect(removed.json()).toEqual({ message: PDF_DELETED });
      expect((await lesson(target.id)).document_s3_key).toBeNull();
      expect((await readSigned(t.app, signed)).status).toBe(404);
      const again = await t.app.inject({
        method: "GET",
        url: `/api/lessons/${target.id}/signed-pdf`,
        headers: as(),
      });
      expect(again.statusCode).toBe(404);
    });

    it("deletes a lesson's stored video, removing the object", async () => {
      const target = (await lessons()).find((l) =>
        l.video_s3_key?.startsWith("lessons/"),
      ) as Lesson;
      expect(target).toBeDefined();
      const signed = (
        await t.app.inject({
          method: "GET",
          url: `/api/lessons/${target.id}/signed-url`,
          headers: as(),
        })
      ).json<{ signed_url: string }>().signed_url;
      const answer = await t.app.inject({
        method: "DELETE",
        url: `/api/lessons/${target.id}/delete-video?video_type=s3`,
        headers: as(),
      });
      expect(answer.json()).toEqual({ message: VIDEO_DELETED });
      expect((await lesson(target.id)).video_s3_key).toBeNull();
      expect((await readSigned(t.app, signed)).status).toBe(404);
    });
  });
}
