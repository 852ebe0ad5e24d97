import { recordAdminAction } from "../admin/admin-actions.ts";
import type { AuthUser } from "../http/types.ts";
import { HttpError, notFound, storageUnreachable } from "../http/errors.ts";
import type { Services } from "../services.ts";
import {
  InvalidPartError,
  isValidLayout,
  MAX_PARTS,
  MIN_PART_BYTES,
  UnknownUploadError,
  type UploadedPart,
} from "../storage/media-storage.ts";
import { newMediaKey, videoExtensionOf, type LessonMedia } from "./lesson-media.ts";
import { abortOnStorage, partsRecorded } from "./upload-cleanup.ts";
import { uploadUrls } from "./upload-session.ts";
import {
  LESSON_NOT_FOUND,
  NOT_A_VIDEO_LESSON,
  PART_LAYOUT_INVALID,
  PART_NUMBER_TOO_HIGH,
  UPLOAD_NOT_FOUND,
  uploadConflict,
} from "../http/messages.ts";

/** Parts when the caller does not choose: 8 MiB, more for files past 10,000 of them. */
const defaultPartSize = (size: number) =>
  Math.max(8 * 1024 * 1024, MIN_PART_BYTES, Math.ceil(size / MAX_PARTS / 1048576) * 1048576);

export interface StartUpload {
  filename: string;
  content_type: string;
  size: number;
  part_size?: number;
}

/**
 * Video uploads in parts, straight from the browser to storage (Uppy's S3 calls): start (the
 * multipart upload and its row), part URLs, the parts stored so far, complete (version check,
 * the store's own completion, the content check, the swap) and abort. The row makes an upload
 * known to every instance and ties it to its lesson and to the video it set out to replace.
 */
export function createVideoUploads(services: Services, lessonMedia: LessonMedia) {
  const { db, media, catalogue, signer } = services;

  async function rowOf(uploadId: string, lessonId?: number) {
    let query = db.selectFrom("media_uploads").selectAll().where("upload_id", "=", uploadId);
    if (lessonId !== undefined) query = query.where("lesson_id", "=", lessonId);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound(UPLOAD_NOT_FOUND);
    return { ...row, size: Number(row.size), part_size: Number(row.part_size) };
  }
  type Row = Awaited<ReturnType<typeof rowOf>>;

  const sessionOf = (row: Row) => ({
    upload_id: row.upload_id,
    key: row.object_key,
    filename: row.filename,
    size: row.size,
    part_size: row.part_size,
    part_count: Math.max(1, Math.ceil(row.size / row.part_size)),
    urls: uploadUrls(signer, row.upload_id),
  });

  const recordedParts = (uploadId: string) => partsRecorded(db, uploadId);

  /** The last upload that gave this lesson its current video: when and by whom. */
  async function lastUpload(lessonId: number) {
    const action = await db
      .selectFrom("admin_actions")
      .leftJoin("users", "users.id", "admin_actions.user_id")
      .select(["admin_actions.created_at", "users.email"])
      .where("admin_actions.target", "=", `lesson:${lessonId}`)
      .where("admin_actions.action", "=", "upload-video")
      .orderBy("admin_actions.id", "desc")
      .executeTakeFirst();
    return { at: action?.created_at ?? new Date(), by: action?.email ?? null };
  }

  /** Refuses to replace a video that changed since the upload started, unless confirmed. */
  async function checkVersion(row: Row) {
    if (row.replace_confirmed) return;
    const lesson = await db
      .selectFrom("lessons")
      .select("video_s3_key")
      .where("id", "=", row.lesson_id)
      .executeTakeFirst();
    if (!lesson) throw notFound(LESSON_NOT_FOUND);
    if (lesson.video_s3_key === row.base_key) return;
    const last = await lastUpload(row.lesson_id);
    throw new HttpError(409, uploadConflict(last.at, last.by), {
      "x-upload-finished-at": last.at.toISOString(),
      ...(last.by ? { "x-upload-finished-by": last.by } : {}),
    });
  }

  return {
    sessionOf,
    rowOf,

    async start(user: AuthUser | null, lessonId: number, body: StartUpload) {
      const place = await catalogue.lesson(lessonId);
      if (!place) throw notFound(LESSON_NOT_FOUND);
      if (place.lesson.type !== "video") throw new HttpError(422, [NOT_A_VIDEO_LESSON]);
      const extension = videoExtensionOf(body.content_type, body.filename);
      const layout = { size: body.size, partSize: body.part_size ?? defaultPartSize(body.size) };
      if (!isValidLayout(layout)) throw new HttpError(422, [PART_LAYOUT_INVALID]);
      const key = newMediaKey(place.lesson.id, "video", extension);
      let uploadId: string;
      try {
        uploadId = await media.createMultipart(key, body.content_type, layout);
      } catch (error) {
        throw storageUnreachable(error);
      }
      const row = await db
        .insertInto("media_uploads")
        .values({
          upload_id: uploadId,
          lesson_id: place.lesson.id,
          object_key: key,
          size: body.size,
          part_size: layout.partSize,
          created_by: user?.id ?? null,
          filename: body.filename,
          content_type: body.content_type,
          base_key: place.lesson.video_s3_key,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAdminAction(db, user, "start-video-upload", `lesson:${place.lesson.id}`, {
        key,
        size: body.size,
        filename: body.filename,
      });
      return sessionOf({ ...row, size: Number(row.size), part_size: Number(row.part_size) });
    },

    async partUrl(lessonId: number, uploadId: string, partNumber: number) {
      const row = await rowOf(uploadId, lessonId);
      if (partNumber > Math.max(1, Math.ceil(row.size / row.part_size)))
        throw new HttpError(422, [PART_NUMBER_TOO_HIGH]);
      try {
        return await media.partUrl(row.object_key, row.upload_id, partNumber);
      } catch (error) {
        if (error instanceof UnknownUploadError) throw notFound(UPLOAD_NOT_FOUND);
        throw error;
      }
    },

    /** The browser reports a stored part: the parts list where the store has no ListParts. */
    async recordPart(lessonId: number, uploadId: string, part: UploadedPart) {
      await rowOf(uploadId, lessonId);
      await db
        .insertInto("media_upload_parts")
        .values({ upload_id: uploadId, part_number: part.partNumber, etag: part.etag })
        .onConflict((oc) =>
          oc.columns(["upload_id", "part_number"]).doUpdateSet({ etag: part.etag }),
        )
        .execute();
    },

    async listParts(uploadId: string): Promise<UploadedPart[]> {
      const row = await rowOf(uploadId);
      if (row.committed) return [];
      const listed = await media.listParts(row.object_key, row.upload_id).catch((error) => {
        if (error instanceof UnknownUploadError) throw notFound(UPLOAD_NOT_FOUND);
        throw error;
      });
      return listed ?? (await recordedParts(uploadId));
    },

    async confirmReplace(lessonId: number, uploadId: string) {
      await rowOf(uploadId, lessonId);
      await db
        .updateTable("media_uploads")
        .set({ replace_confirmed: true })
        .where("upload_id", "=", uploadId)
        .execute();
    },

    /**
     * Completes on the store in one call, checks the video, then gives it to the lesson. The
     * lesson's video is replaced only after the new one passed; a repeated call answers the same.
     */
    async complete(
      user: AuthUser | null,
      uploadId: string,
      parts: UploadedPart[],
      lessonId?: number,
    ) {
      const row = await rowOf(uploadId, lessonId);
      if (row.committed) return { s3_key: row.object_key };
      await checkVersion(row);
      try {
        await media.completeMultipart(row.object_key, row.upload_id, parts);
      } catch (error) {
        if (error instanceof UnknownUploadError) throw notFound(UPLOAD_NOT_FOUND);
        if (error instanceof InvalidPartError) throw new HttpError(422, [error.message]);
        throw error;
      }
      let video;
      try {
        video = await lessonMedia.verifyVideo(row.object_key, row.size);
      } catch (error) {
        // The refused object is gone: the upload has ended, the lesson keeps its video.
        await db.deleteFrom("media_uploads").where("upload_id", "=", uploadId).execute();
        throw error;
      }
      await checkVersion(row);
      await lessonMedia.setVideo(row.lesson_id, row.object_key, video, row.filename);
      await db
        .updateTable("media_uploads")
        .set({ committed: true })
        .where("upload_id", "=", uploadId)
        .execute();
      await db.deleteFrom("media_upload_parts").where("upload_id", "=", uploadId).execute();
      await recordAdminAction(db, user, "upload-video", `lesson:${row.lesson_id}`, {
        key: row.object_key,
        size: row.size,
        filename: row.filename,
        duration_seconds: video.durationSeconds,
        parts: parts.length,
        via: "parts",
      });
      return { s3_key: row.object_key };
    },

    /** Ends an upload and discards its parts; nothing to do when it already ended. */
    async abort(
      user: AuthUser | null,
      uploadId: string,
      log: (message: string) => void,
      lessonId?: number,
    ) {
      const recorded = await recordedParts(uploadId);
      let query = db
        .deleteFrom("media_uploads")
        .where("upload_id", "=", uploadId)
        .where("committed", "=", false);
      if (lessonId !== undefined) query = query.where("lesson_id", "=", lessonId);
      const row = await query
        .returning(["object_key", "upload_id", "lesson_id"])
        .executeTakeFirst();
      if (!row) return;
      const abortError = await abortOnStorage(media, row.object_key, row.upload_id, recorded);
      if (abortError) log(abortError);
      await recordAdminAction(db, user, "abort-video-upload", `lesson:${row.lesson_id}`, {
        key: row.object_key,
        ...(abortError ? { abort_error: abortError } : {}),
      });
    },
  };
}

export type VideoUploads = ReturnType<typeof createVideoUploads>;
