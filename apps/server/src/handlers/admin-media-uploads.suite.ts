import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { paddedClip, putPart, uploadInParts } from "../test/media.ts";

type Lesson = { id: number; type: "video" | "slides"; video_s3_key: string | null };

/**
 * Uploads the way Uppy makes them (issue 28), on one storage driver: the S3 calls at the URLs
 * the server signed, the version check between two admins, abort. Run for disk and s3rver.
 */
export function describeUppyUploads(
  name: string,
  environment: () => Promise<{ env: Record<string, string>; close(): Promise<void> }>,
) {
  describe(`uploads through Uppy's S3 calls on ${name}`, () => {
    let t: TestApp;
    let admin: Session;
    let closeEnvironment: () => Promise<void>;
    beforeAll(async () => {
      const prepared = await environment();
      closeEnvironment = prepared.close;
      t = await createTestApp(prepared.env);
      admin = await login(t.app, "admin");
    });
    afterAll(async () => {
      await t.close();
      await closeEnvironment();
    });

    const as = () => bearer(admin.access_token);
    const lessons = async () =>
      (await t.app.inject({ method: "GET", url: "/api/admin/courses", headers: as() }))
        .json<{ modules: { lessons: Lesson[] }[] }[]>()
        .flatMap((c) => c.modules.flatMap((m) => m.lessons));
    const lesson = async (id: number) => (await lessons()).find((l) => l.id === id) as Lesson;

    it("tells the second of two admins before replacing, and replaces once confirmed (Uppy's S3 calls)", async () => {
      const target = (await lessons()).find((l) => l.type === "video") as Lesson;
      const video = paddedClip(6 * 1024 * 1024);
      const started = await t.app.inject({
        method: "POST",
        url: `/api/lessons/${target.id}/video-upload`,
        headers: as(),
        payload: {
          filename: "second.mp4",
          content_type: "video/mp4",
          size: video.length,
          part_size: 5 * 1024 * 1024,
        },
      });
      expect(started.statusCode).toBe(201);
      const second = started.json<{
        upload_id: string;
        key: string;
        part_size: number;
        part_count: number;
        urls: Record<string, string>;
      }>();
      expect(second.part_count).toBe(2);
      const initiated = await t.app.inject({ method: "POST", url: second.urls.initiate ?? "" });
      expect(initiated.body).toContain(`<UploadId>${second.upload_id}</UploadId>`);
      // The first admin's upload finishes meanwhile.
      expect((await uploadInParts(t.app, admin, target.id, paddedClip(1000))).statusCode).toBe(200);
      const parts: string[] = [];
      for (let n = 1; n <= second.part_count; n++) {
        const { url } = (
          await t.app.inject({
            method: "GET",
            url: `/api/lessons/${target.id}/video-upload/${second.upload_id}/parts/${n}`,
            headers: as(),
          })
        ).json<{ url: string }>();
        const sent = await putPart(
          t.app,
          url,
          video.subarray((n - 1) * second.part_size, n * second.part_size),
        );
        parts.push(sent.etag);
        const recorded = await t.app.inject({
          method: "PUT",
          url: `/api/lessons/${target.id}/video-upload/${second.upload_id}/parts/${n}`,
          headers: as(),
          payload: { etag: sent.etag },
        });
        expect(recorded.statusCode).toBe(204);
      }
      // ListParts answers the stored parts, from the store or from what the browser reported.
      const listed = await t.app.inject({ method: "GET", url: second.urls.list ?? "" });
      for (const [i, etag] of parts.entries())
        expect(listed.body).toContain(
          `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag.replace(/"/g, "&#34;")}</ETag></Part>`,
        );
      const completeXml = `<CompleteMultipartUpload>${parts
        .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`)
        .join("")}</CompleteMultipartUpload>`;
      const complete = () =>
        t.app.inject({
          method: "POST",
          url: second.urls.complete ?? "",
          headers: { "content-type": "application/xml" },
          payload: completeXml,
        });
      const refused = await complete();
      expect(refused.statusCode).toBe(409);
      expect(refused.headers["x-amz-error-code"]).toBe("UploadConflict");
      expect(refused.body).toMatch(
        /Another upload to this lesson finished at \d\d:\d\d UTC by admin@[^;]+; replace it\?/,
      );
      const kept = (await lesson(target.id)).video_s3_key;
      expect(kept).not.toBe(second.key);
      const confirmed = await t.app.inject({
        method: "POST",
        url: `/api/lessons/${target.id}/video-upload/${second.upload_id}/replace`,
        headers: as(),
      });
      expect(confirmed.statusCode).toBe(204);
      const done = await complete();
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain(`<Key>${second.key}</Key>`);
      expect((await lesson(target.id)).video_s3_key).toBe(second.key);
      // A repeated completion (a lost answer retried) answers the same.
      expect((await complete()).statusCode).toBe(200);
    });

    it("takes every part size the contract allows, up to 5 GiB, and refuses past it with 422, never 500", async () => {
      const target = (await lessons()).find((l) => l.type === "video") as Lesson;
      const GIB = 1024 ** 3;
      const start = (size: number, partSize: number) =>
        t.app.inject({
          method: "POST",
          url: `/api/lessons/${target.id}/video-upload`,
          headers: as(),
          payload: { filename: "big.mp4", content_type: "video/mp4", size, part_size: partSize },
        });
      // [size, part size, parts]: the old column's last value, the first past it, the limit.
      for (const [size, partSize, count] of [
        [5 * GIB, 2 ** 31 - 1, 3],
        [5 * GIB, 2 ** 31, 3],
        [5 * GIB, 5 * GIB, 1],
      ] as const) {
        const answer = await start(size, partSize);
        expect(answer.statusCode, `part_size ${partSize}`).toBe(201);
        const session = answer.json<{ upload_id: string; part_size: number; part_count: number }>();
        expect([session.part_size, session.part_count]).toEqual([partSize, count]);
        // Read back from the row (the part URL checks the part number against it).
        const last = await t.app.inject({
          method: "GET",
          url: `/api/lessons/${target.id}/video-upload/${session.upload_id}/parts/${count}`,
          headers: as(),
        });
        expect(last.statusCode, `part_size ${partSize}`).toBe(200);
      }
      const past = await start(5 * GIB, 5 * GIB + 1);
      expect(past.statusCode).toBe(422);
      expect(past.json()).toEqual({ detail: ["part_size: must be <= 5368709120"] });
      const tooBig = await start(5 * GIB + 1, 5 * GIB);
      expect(tooBig.statusCode).toBe(422);
      expect(tooBig.json()).toEqual({ detail: ["size: must be <= 5368709120"] });
    });

    it("aborts an upload through its signed abort URL; a forged URL is refused", async () => {
      const target = (await lessons()).find((l) => l.type === "video") as Lesson;
      const started = await t.app.inject({
        method: "POST",
        url: `/api/lessons/${target.id}/video-upload`,
        headers: as(),
        payload: { filename: "a.webm", content_type: "video/webm", size: 100 },
      });
      const { urls } = started.json<{ urls: Record<string, string> }>();
      // The signature's first character changed to another one, whatever it was.
      const forged = (urls.abort ?? "").replace(
        /signature=(.)/,
        (_, first: string) => `signature=${first === "A" ? "B" : "A"}`,
      );
      expect(forged).not.toBe(urls.abort);
      expect((await t.app.inject({ method: "DELETE", url: forged })).statusCode).toBe(403);
      expect((await t.app.inject({ method: "DELETE", url: urls.abort ?? "" })).statusCode).toBe(
        204,
      );
      const listed = await t.app.inject({ method: "GET", url: urls.list ?? "" });
      expect(listed.statusCode).toBe(404);
      expect(listed.headers["x-amz-error-code"]).toBe("NoSuchUpload");
    });
  });
}
