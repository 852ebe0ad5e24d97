import type { HttpHandler } from "msw";
import type { MockState } from "./mock-state.ts";

const LESSON_VIDEO_MINUTES_FALLBACK = 10;

/** The admin page: storage check, catalogue, lesson media (PDFs, videos, uploads in parts). */
export function createAdminMockHandlers(state: MockState): HttpHandler[] {
  const { http, courses, videoUploads, next, peek, detail, currentUser, findLesson } = state;
  return [
    // ------------------------------------------------------------ Admin
    http.get("/admin/test-s3", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(200).json({ status: "connected", message: "S3 connection verified" });
    }),
    http.get("/admin/storage", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(200).json({ driver: "s3" });
    }),
    http.get("/admin/courses", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(200).json(courses);
    }),
    ...(["/admin/sync-schema", "/admin/seed-catalog"] as const).map((path) =>
      http.post(path, ({ request, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!user.is_admin) return response(403).json(detail("Admin access required"));
        return response(200).json({
          message: path === "/admin/sync-schema" ? "Schema is up to date" : "Catalog seeded",
        });
      }),
    ),
    http.post("/lessons/{id}/upload-video", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const found = findLesson(Number(params.id));
      if (!found) return response(404).json(detail("Lesson not found"));
      const file = (await request.formData()).get("file");
      if (!(file instanceof Blob)) return response(400).json(detail("No file uploaded"));
      found.lesson.video_s3_key = `lessons/${found.lesson.id}/video-${next()}.mp4`;
      found.lesson.video_filename = file instanceof File && file.name ? file.name : "video.mp4";
      found.lesson.video_duration ??= LESSON_VIDEO_MINUTES_FALLBACK;
      return response(200).json({ s3_key: found.lesson.video_s3_key });
    }),
    http.post("/lessons/{id}/upload-pdf", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const found = findLesson(Number(params.id));
      if (!found) return response(404).json(detail("Lesson not found"));
      const form = await request.formData();
      const file = form.get("file");
      if (!(file instanceof Blob) || file.type !== "application/pdf") {
        return response(400).json(detail(["Please select a PDF file"]));
      }
      const named = form.get("filename");
      const filename = file instanceof File && file.name ? file.name : "document.pdf";
      found.lesson.document_s3_key = `lessons/${found.lesson.id}/${filename}`;
      found.lesson.document_filename = typeof named === "string" && named ? named : filename;
      found.lesson.pdf_url = `/media/${found.lesson.document_s3_key}`;
      return response(200).json({ filename });
    }),
    http.delete("/lessons/{lessonId}/delete-pdf", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const found = findLesson(Number(params.lessonId));
      if (!found?.lesson.document_s3_key)
        return response(404).json(detail("No PDF for this lesson"));
      found.lesson.document_s3_key = null;
      found.lesson.document_filename = null;
      found.lesson.pdf_url = null;
      return response(200).json({ message: "PDF deleted successfully" });
    }),
    http.delete("/lessons/{lessonId}/delete-video", ({ request, params, query, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const found = findLesson(Number(params.lessonId));
      if (!found) return response(404).json(detail("Lesson not found"));
      const type = query.get("video_type");
      if (type !== "vimeo") {
        found.lesson.video_s3_key = null;
        found.lesson.video_filename = null;
      }
      if (type !== "s3") found.lesson.vimeo_video_id = null;
      return response(200).json({ message: "Video deleted successfully" });
    }),
    http.get("/lessons/{lessonId}/signed-pdf", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const lesson = findLesson(Number(params.lessonId))?.lesson;
      const key = lesson?.document_s3_key;
      if (!key) return response(404).json(detail("No PDF for this lesson"));
      const filename = lesson.document_filename ?? key.slice(key.lastIndexOf("/") + 1);
      return response(200).json({
        signed_url: `/media/${key}?signature=mock`,
        download_url: `/media/${key}?download=${encodeURIComponent(filename)}&signature=mock`,
        filename,
      });
    }),
    // Video uploads in parts (issue 17): parts go to the disk driver's part route, which the
    // page's stories and tests answer themselves.
    http.post("/lessons/{lessonId}/video-upload", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      if (!findLesson(Number(params.lessonId)))
        return response(404).json(detail("Lesson not found"));
      const { size, filename, part_size } = await request.json();
      const partSize = part_size ?? 8 * 1024 * 1024;
      const uploadId = `upload-${next()}`;
      // Uppy's S3 calls for the upload (create, list, complete, abort): stories answer them.
      const signed = (operation: string) =>
        `/api/media-uploads/${uploadId}/${operation}?expires=1&signature=mock`;
      const session = {
        upload_id: uploadId,
        key: `lessons/${params.lessonId}/video-${peek()}.mp4`,
        filename,
        size,
        part_size: partSize,
        part_count: Math.max(1, Math.ceil(size / partSize)),
        urls: {
          initiate: signed("initiate"),
          list: signed("list"),
          complete: signed("complete"),
          abort: signed("abort"),
        },
      };
      videoUploads.set(uploadId, session);
      return response(201).json(session);
    }),
    // A reload resumes an upload: the same session, as the server keeps it.
    http.get("/lessons/{lessonId}/video-upload/{uploadId}", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const session = videoUploads.get(params.uploadId);
      if (!session) return response(404).json(detail("This upload does not exist or has ended."));
      return response(200).json(session);
    }),
    http.put(
      "/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}",
      ({ request, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!user.is_admin) return response(403).json(detail("Admin access required"));
        return response(204).empty();
      },
    ),
    http.post("/lessons/{lessonId}/video-upload/{uploadId}/replace", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(204).empty();
    }),
    http.get(
      "/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}",
      ({ request, params, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!user.is_admin) return response(403).json(detail("Admin access required"));
        const url = `/api/storage-parts/${params.uploadId}/${params.partNumber}?signature=mock`;
        return response(200).json({ url });
      },
    ),
    http.post(
      "/lessons/{lessonId}/video-upload/{uploadId}/complete",
      ({ request, params, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!user.is_admin) return response(403).json(detail("Admin access required"));
        const found = findLesson(Number(params.lessonId));
        if (!found) return response(404).json(detail("This upload does not exist or has ended."));
        found.lesson.video_s3_key = `lessons/${found.lesson.id}/video-${next()}.mp4`;
        found.lesson.video_filename = videoUploads.get(params.uploadId)?.filename ?? "video.mp4";
        return response(200).json({ s3_key: found.lesson.video_s3_key });
      },
    ),
    http.delete("/lessons/{lessonId}/video-upload/{uploadId}", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(204).empty();
    }),
    http.get("/lessons/{lessonId}/signed-url", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const key = findLesson(Number(params.lessonId))?.lesson.video_s3_key;
      if (!key) return response(404).json(detail("No video for this lesson"));
      return response(200).json({ signed_url: `/media/${key}?signature=mock` });
    }),
  ];
}
