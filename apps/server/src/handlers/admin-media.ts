import { recordAdminAction } from "../admin/admin-actions.ts";
import { HttpError, notFound, storageUnreachable } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import { createLessonMedia, newMediaKey } from "../media/lesson-media.ts";
import { createVideoUploads } from "../media/video-uploads.ts";
import { videoUploadHandlers } from "./admin-media-uploads.ts";
import type { Services } from "../services.ts";
import { isPdf, MAX_PDF_BYTES, SNIFF_BYTES, sniffVideo } from "../storage/media-types.ts";
import {
  FILE_REQUIRED,
  LESSON_NOT_FOUND,
  NOT_A_PDF,
  NO_PDF,
  NO_STORED_VIDEO,
  NOT_A_VIDEO_LESSON,
  NO_VIDEO_TO_DELETE,
  PDF_DELETED,
  PDF_TOO_LARGE,
  VIDEO_DELETED,
} from "../http/messages.ts";

/**
 * The admin lesson media calls (academy §7, investor-tools §7): uploads through the server,
 * deletes, and signed URLs. Uploads in parts are in media/video-uploads.ts.
 */
export function adminMediaHandlers(services: Services): HandlerMap {
  const { db, media, catalogue } = services;
  const lessonMedia = createLessonMedia(db, media, catalogue);

  async function lessonOf(id: number) {
    const place = await catalogue.lesson(id);
    if (!place) throw notFound(LESSON_NOT_FOUND);
    return place.lesson;
  }

  function fileOf(body: unknown): Buffer {
    const file: unknown = (body as { file?: unknown } | undefined)?.file;
    if (!Buffer.isBuffer(file)) throw new HttpError(422, [FILE_REQUIRED]);
    return file;
  }

  /** The file's own name, sent beside it (a form's file name does not survive keyValues). */
  function filenameOf(body: unknown): string | undefined {
    const name: unknown = (body as { filename?: unknown } | undefined)?.filename;
    return typeof name === "string" && name.trim() ? name.trim().slice(0, 255) : undefined;
  }

  /** Stores a whole file; a storage that does not answer is a 503 in words, not a 500. */
  async function store(key: string, bytes: Buffer, contentType: string) {
    try {
      await media.put(key, bytes, contentType);
    } catch (error) {
      throw storageUnreachable(error);
    }
  }

  return {
    ...videoUploadHandlers(createVideoUploads(services, lessonMedia)),

    async uploadLessonVideo({ user, params, body }) {
      const lesson = await lessonOf(params.id);
      const file = fileOf(body);
      // The key's extension comes from the content; verifyVideo then checks the stored copy.
      const kind = sniffVideo(file.subarray(0, SNIFF_BYTES));
      const key = newMediaKey(lesson.id, "video", kind?.extension ?? "bin");
      await store(key, file, kind?.mimeType ?? "application/octet-stream");
      if (lesson.type !== "video") throw new HttpError(422, [NOT_A_VIDEO_LESSON]);
      const video = await lessonMedia.verifyVideo(key, file.length);
      await lessonMedia.setVideo(
        lesson.id,
        key,
        video,
        filenameOf(body) ?? `video.${video.kind.extension}`,
      );
      await recordAdminAction(db, user, "upload-video", `lesson:${lesson.id}`, {
        key,
        size: file.length,
        via: "server",
      });
      return { s3_key: key };
    },

    async uploadLessonPdf({ user, params, body }) {
      const lesson = await lessonOf(params.id);
      const file = fileOf(body);
      if (file.length > MAX_PDF_BYTES) throw new HttpError(413, PDF_TOO_LARGE);
      if (!isPdf(file)) throw new HttpError(422, [NOT_A_PDF]);
      const key = newMediaKey(lesson.id, "document", "pdf");
      await store(key, file, "application/pdf");
      await lessonMedia.setDocument(lesson.id, key, filenameOf(body) ?? "document.pdf");
      await recordAdminAction(db, user, "upload-pdf", `lesson:${lesson.id}`, {
        key,
        size: file.length,
      });
      return { filename: key.slice(key.lastIndexOf("/") + 1) };
    },

    async deleteLessonPdf({ user, params }) {
      const lesson = await lessonOf(params.lessonId);
      if (!lesson.document_s3_key) throw notFound(NO_PDF);
      const previous = await lessonMedia.clearDocument(lesson.id);
      await recordAdminAction(db, user, "delete-pdf", `lesson:${lesson.id}`, {
        key: previous.document_s3_key,
      });
      return { message: PDF_DELETED };
    },

    async deleteLessonVideo({ user, params, query }) {
      const lesson = await lessonOf(params.lessonId);
      const type = query.video_type;
      const has =
        type === "s3"
          ? lesson.video_s3_key
          : type === "vimeo"
            ? lesson.vimeo_video_id
            : (lesson.video_s3_key ?? lesson.vimeo_video_id);
      if (!has) throw notFound(NO_VIDEO_TO_DELETE);
      const previous = await lessonMedia.clearVideo(lesson.id, type);
      await recordAdminAction(db, user, "delete-video", `lesson:${lesson.id}`, {
        video_type: type ?? "all",
        key: previous.video_s3_key,
        vimeo_video_id: previous.vimeo_video_id,
      });
      return { message: VIDEO_DELETED };
    },

    async getLessonSignedPdf({ params }) {
      const lesson = await lessonOf(params.lessonId);
      const key = lesson.document_s3_key;
      if (!key) throw notFound(NO_PDF);
      // Shown inline in the page's frame; downloaded under the name it was uploaded with.
      const filename = lesson.document_filename ?? key.slice(key.lastIndexOf("/") + 1);
      const [signed_url, download_url] = await Promise.all([
        media.signedUrl(key),
        media.signedUrl(key, filename),
      ]);
      return { signed_url, download_url, filename };
    },

    async getLessonSignedUrl({ params }) {
      const lesson = await lessonOf(params.lessonId);
      if (!lesson.video_s3_key) throw notFound(NO_STORED_VIDEO);
      return { signed_url: await media.signedUrl(lesson.video_s3_key) };
    },
  };
}
