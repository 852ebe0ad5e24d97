import { describe, expect, it } from "vitest";
import { bearer, createTestApp, login } from "../test/app.ts";
import { CLIP, multipart, PDF } from "../test/media.ts";
import { S3RVER_CREDENTIALS, startLocalS3 } from "../storage/local-s3.ts";
import { describeAdminMedia } from "./admin-media.suite.ts";
import { describeUppyUploads } from "./admin-media-uploads.suite.ts";

process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;

const s3rver = async () => {
  const s3 = await startLocalS3();
  return { env: { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint }, close: () => s3.close() };
};
describeAdminMedia("S3 (s3rver)", s3rver);
describeUppyUploads("S3 (s3rver)", s3rver);

describe("admin uploads through the server with the storage down (issue 28 §5)", () => {
  // Starting an app of its own (the demo media copied to S3) is within the project's ceiling.
  it("answer 503 saying the storage is unavailable, never an internal error", async () => {
    // The server starts against S3 (it copies the demo media there), then S3 goes away.
    const s3 = await startLocalS3();
    const t = await createTestApp({ S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint });
    await s3.close();
    try {
      const admin = await login(t.app, "admin");
      const courses = await t.app.inject({
        method: "GET",
        url: "/api/admin/courses",
        headers: bearer(admin.access_token),
      });
      const lessonId = courses
        .json<{ modules: { lessons: { id: number; type: string }[] }[] }[]>()
        .flatMap((c) => c.modules.flatMap((m) => m.lessons))
        .find((l) => l.type === "video")?.id;
      for (const [path, file, name, type] of [
        ["upload-pdf", PDF, "slides.pdf", "application/pdf"],
        ["upload-video", CLIP, "clip.mp4", "video/mp4"],
      ] as const) {
        const body = multipart(file, name, type);
        const answer = await t.app.inject({
          method: "POST",
          url: `/api/lessons/${lessonId}/${path}`,
          payload: body.payload,
          headers: { ...body.headers, ...bearer(admin.access_token) },
        });
        expect(answer.statusCode).toBe(503);
        expect(answer.json<{ detail: string }>().detail).toMatch(
          /^Media storage is unavailable: .*(ECONNREFUSED|connect)/i,
        );
      }
    } finally {
      await t.close();
    }
  });
});
