import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Catalogue } from "../catalogue/catalogue.ts";
import type { Database } from "../db/schema.ts";
import { HttpError, notFound } from "../http/errors.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { cleanFileName } from "../storage/download-name.ts";
import type { VideoKind } from "../storage/media-types.ts";
import { checkVideo, type CheckedVideo } from "./video-check.ts";
import {
  AVI_NOT_PLAYABLE,
  LESSON_NOT_FOUND,
  NOT_A_VIDEO,
  UPLOAD_INCOMPLETE,
  sizeMismatch,
} from "../http/messages.ts";

type MediaValues = {
  video_s3_key?: string | null;
  document_s3_key?: string | null;
  vimeo_video_id?: string | null;
  video_filename?: string | null;
  document_filename?: string | null;
  video_duration?: number;
};

/** Extensions by the type a browser declares; the content is checked after the upload. */
const VIDEO_EXTENSIONS: Record<string, VideoKind["extension"]> = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/x-msvideo": "avi",
  "video/avi": "avi",
  "video/msvideo": "avi",
  "video/webm": "webm",
};
/** A fresh key per upload, so a new object never overwrites the one a lesson still plays. */
export function newMediaKey(lessonId: number, kind: "video" | "document", extension: string) {
  return `lessons/${lessonId}/${kind}-${randomBytes(8).toString("hex")}.${extension}`;
}

/** The extension a declared video type (or, failing that, the file name) stands for. */
export function videoExtensionOf(contentType: string, filename: string) {
  const byType = VIDEO_EXTENSIONS[contentType.toLowerCase()];
  if (byType === "avi") throw new HttpError(422, [AVI_NOT_PLAYABLE]);
  if (byType) return byType;
  const byName = /\.(mp4|m4v|mov|avi|webm)$/i.exec(filename)?.[1]?.toLowerCase();
  if (byName === "m4v") return "mp4";
  if (byName === "avi") throw new HttpError(422, [AVI_NOT_PLAYABLE]);
  if (byName) return byName as VideoKind["extension"];
  throw new HttpError(422, [NOT_A_VIDEO]);
}

/**
 * A lesson's media keys change here only: a new object is verified before the lesson points at
 * it, the swap is one UPDATE, and the previous object is removed after (unless another lesson
 * still uses it, as the seeded demo clips are shared), so a lesson is never half replaced.
 */
export function createLessonMedia(db: Kysely<Database>, media: MediaStorage, catalogue: Catalogue) {
  async function removeIfUnused(key: string | null) {
    if (!key) return;
    const user = await db
      .selectFrom("lessons")
      .select("id")
      .where((eb) => eb.or([eb("video_s3_key", "=", key), eb("document_s3_key", "=", key)]))
      .executeTakeFirst();
    if (!user) await media.remove(key);
  }

  /** Sets the columns and answers their previous values, in one transaction. */
  async function swap(lessonId: number, values: MediaValues) {
    const previous = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("lessons")
        .select(["video_s3_key", "document_s3_key", "vimeo_video_id"])
        .where("id", "=", lessonId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound(LESSON_NOT_FOUND);
      await trx.updateTable("lessons").set(values).where("id", "=", lessonId).execute();
      return row;
    });
    catalogue.invalidate();
    return previous;
  }

  return {
    /**
     * Checks a stored video: its size is the one announced and it parses as the container it
     * is (media/video-check.ts), giving its real duration. A refused object is removed.
     */
    async verifyVideo(key: string, expectedSize: number | null): Promise<CheckedVideo> {
      const stored = await media.head(key);
      if (!stored) throw new HttpError(422, [UPLOAD_INCOMPLETE]);
      const problem =
        expectedSize !== null && stored.size !== expectedSize
          ? sizeMismatch(expectedSize, stored.size)
          : null;
      const checked = problem
        ? ({ ok: false, message: problem } as const)
        : await checkVideo((start, end) => media.readRange(key, start, end), stored.size);
      if (!checked.ok) {
        await media.remove(key);
        throw new HttpError(422, [checked.message]);
      }
      return checked.video;
    },

    /**
     * Gives the lesson its verified video, its file's name and its real length, in whole
     * minutes as the contract counts them (rounded up: a 20 s clip shows as 1:00, not 0:00).
     */
    async setVideo(lessonId: number, key: string, video?: CheckedVideo, filename?: string) {
      const seconds = video?.durationSeconds;
      const minutes = seconds != null ? Math.ceil(seconds / 60) : undefined;
      const previous = await swap(lessonId, {
        video_s3_key: key,
        ...(filename !== undefined
          ? { video_filename: cleanFileName(filename, `video.${video?.kind.extension ?? "mp4"}`) }
          : {}),
        ...(minutes !== undefined ? { video_duration: minutes } : {}),
      });
      if (previous.video_s3_key !== key) await removeIfUnused(previous.video_s3_key);
    },

    async setDocument(lessonId: number, key: string, filename?: string) {
      const previous = await swap(lessonId, {
        document_s3_key: key,
        ...(filename !== undefined
          ? { document_filename: cleanFileName(filename, "document.pdf") }
          : {}),
      });
      if (previous.document_s3_key !== key) await removeIfUnused(previous.document_s3_key);
    },

    /** Clears the stored video, the Vimeo id or both; answers what was there. */
    async clearVideo(lessonId: number, type: "s3" | "vimeo" | undefined) {
      const values: MediaValues = {};
      if (type !== "vimeo") Object.assign(values, { video_s3_key: null, video_filename: null });
      if (type !== "s3") values.vimeo_video_id = null;
      const previous = await swap(lessonId, values);
      if (type !== "vimeo") await removeIfUnused(previous.video_s3_key);
      return previous;
    },

    async clearDocument(lessonId: number) {
      const previous = await swap(lessonId, { document_s3_key: null, document_filename: null });
      await removeIfUnused(previous.document_s3_key);
      return previous;
    },

    removeIfUnused,
  };
}

export type LessonMedia = ReturnType<typeof createLessonMedia>;
