import { recordAdminAction } from "../admin/admin-actions.ts";
import { HttpError, notFound } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";
import { InvalidPartError, partSizeFor, UnknownUploadError } from "../storage/media-storage.ts";
import { newMediaKey, videoExtensionOf, type LessonMedia } from "./lesson-media.ts";
import {
  LESSON_NOT_FOUND,
  PART_NUMBER_TOO_HIGH,
  UPLOAD_NOT_FOUND,
  storageUnavailable,
} from "../http/messages.ts";

/**
 * Video uploads in parts, straight from the browser to storage: start (a multipart upload and
 * its row in media_uploads), one signed URL per part, complete (join, check, swap) and abort.
 * The row makes the upload known to every instance and ties it to its lesson.
 */
export function videoUploadHandlers(services: Services, lessonMedia: LessonMedia): HandlerMap {
  const { db, media, catalogue } = services;

  async function uploadOf(lessonId: number, uploadId: string) {
    const row = await db
      .selectFrom("media_uploads")
      .selectAll()
      .where("upload_id", "=", uploadId)
      .where("lesson_id", "=", lessonId)
      .executeTakeFirst();
    if (!row) throw notFound(UPLOAD_NOT_FOUND);
    return { ...row, size: Number(row.size) };
  }

  return {
    async startLessonVideoUpload({ user, params, body }) {
      const place = await catalogue.lesson(params.lessonId);
      if (!place) throw notFound(LESSON_NOT_FOUND);
      const extension = videoExtensionOf(body.content_type, body.filename);
      const key = newMediaKey(place.lesson.id, "video", extension);
      const partSize = partSizeFor(body.size);
      let uploadId: string;
      try {
        uploadId = await media.createMultipart(key, body.content_type);
      } catch (error) {
        throw new HttpError(503, storageUnavailable((error as Error).message));
      }
      await db
        .insertInto("media_uploads")
        .values({
          upload_id: uploadId,
          lesson_id: place.lesson.id,
          object_key: key,
          size: body.size,
          part_size: partSize,
          created_by: user?.id ?? null,
        })
        .execute();
      await recordAdminAction(db, user, "start-video-upload", `lesson:${place.lesson.id}`, {
        key,
        size: body.size,
        filename: body.filename,
      });
      return {
        upload_id: uploadId,
        part_size: partSize,
        part_count: Math.max(1, Math.ceil(body.size / partSize)),
      };
    },

    async getLessonVideoPartUrl({ params }) {
      const upload = await uploadOf(params.lessonId, params.uploadId);
      if (params.partNumber > Math.max(1, Math.ceil(upload.size / upload.part_size)))
        throw new HttpError(422, [PART_NUMBER_TOO_HIGH]);
      try {
        return { url: await media.partUrl(upload.object_key, upload.upload_id, params.partNumber) };
      } catch (error) {
        if (error instanceof UnknownUploadError) throw notFound(UPLOAD_NOT_FOUND);
        throw error;
      }
    },

    async completeLessonVideoUpload({ user, params, body }) {
      const upload = await uploadOf(params.lessonId, params.uploadId);
      const parts = body.parts.map((p) => ({ partNumber: p.part_number, etag: p.etag }));
      try {
        await media.completeMultipart(upload.object_key, upload.upload_id, parts);
      } catch (error) {
        if (error instanceof UnknownUploadError) throw notFound(UPLOAD_NOT_FOUND);
        if (error instanceof InvalidPartError) throw new HttpError(422, [error.message]);
        throw error;
      }
      await db.deleteFrom("media_uploads").where("upload_id", "=", upload.upload_id).execute();
      await lessonMedia.verifyVideo(upload.object_key, upload.size);
      await lessonMedia.setVideo(upload.lesson_id, upload.object_key);
      await recordAdminAction(db, user, "upload-video", `lesson:${upload.lesson_id}`, {
        key: upload.object_key,
        size: upload.size,
        parts: parts.length,
        via: "parts",
      });
      return { s3_key: upload.object_key };
    },

    async abortLessonVideoUpload({ user, params, request }) {
      const row = await db
        .deleteFrom("media_uploads")
        .where("upload_id", "=", params.uploadId)
        .where("lesson_id", "=", params.lessonId)
        .returning(["object_key", "upload_id"])
        .executeTakeFirst();
      // Nothing to do when it already ended: a cancel racing the completion is not an error.
      if (!row) return;
      // The upload is over once its row is gone (no part URL, no completion). Discarding the
      // parts is the store's housekeeping: if it fails, a bucket lifecycle rule
      // (AbortIncompleteMultipartUpload) removes them later, so the admin is not shown an error.
      const abortError = await media.abortMultipart(row.object_key, row.upload_id).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      if (abortError)
        request.log.warn({ abortError, key: row.object_key }, "multipart abort failed");
      await recordAdminAction(db, user, "abort-video-upload", `lesson:${params.lessonId}`, {
        key: row.object_key,
        ...(abortError ? { abort_error: abortError } : {}),
      });
    },
  };
}
