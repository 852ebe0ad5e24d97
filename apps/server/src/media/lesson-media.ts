import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Catalogue } from "../catalogue/catalogue.ts";
import type { Database } from "../db/schema.ts";
import { HttpError, notFound } from "../http/errors.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { SNIFF_BYTES, sniffVideo, type VideoKind } from "../storage/media-types.ts";
import {
  LESSON_NOT_FOUND,
  NOT_A_VIDEO,
  UPLOAD_INCOMPLETE,
  sizeMismatch,
} from "../http/messages.ts";

type MediaColumn = "video_s3_key" | "document_s3_key" | "vimeo_video_id";

/** Extensions by the type a browser declares; the content is checked after the upload. */
const VIDEO_EXTENSIONS: Record<string, VideoKind["extension"]> = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/x-msvideo": "avi",
  "video/avi": "avi",
  "video/msvideo": "avi",
  "video/webm": "webm",
};
/** MP4 and MOV are the same container (ISO base media): either name fits either content. */
const SAME_CONTAINER: Record<VideoKind["extension"], readonly string[]> = {
  mp4: ["mp4", "mov"],
  mov: ["mp4", "mov"],
  avi: ["avi"],
  webm: ["webm"],
};

/** A fresh key per upload, so a new object never overwrites the one a lesson still plays. */
export function newMediaKey(lessonId: number, kind: "video" | "document", extension: string) {
  return `lessons/${lessonId}/${kind}-${randomBytes(8).toString("hex")}.${extension}`;
}

/** The extension a declared video type (or, failing that, the file name) stands for. */
export function videoExtensionOf(contentType: string, filename: string) {
  const byType = VIDEO_EXTENSIONS[contentType.toLowerCase()];
  if (byType) return byType;
  const byName = /\.(mp4|m4v|mov|avi|webm)$/i.exec(filename)?.[1]?.toLowerCase();
  if (byName === "m4v") return "mp4";
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
  async function swap(lessonId: number, values: Partial<Record<MediaColumn, string | null>>) {
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
     * Checks a stored video: its size is the one announced and its first bytes are a video of
     * the kind its key names. A refused object is removed.
     */
    async verifyVideo(key: string, expectedSize: number | null): Promise<VideoKind> {
      const stored = await media.head(key);
      if (!stored) throw new HttpError(422, [UPLOAD_INCOMPLETE]);
      const problems: string[] = [];
      if (expectedSize !== null && stored.size !== expectedSize)
        problems.push(sizeMismatch(expectedSize, stored.size));
      const kind = sniffVideo(await media.readRange(key, 0, SNIFF_BYTES - 1));
      const named = key.slice(key.lastIndexOf(".") + 1) as VideoKind["extension"];
      if (!kind || !(SAME_CONTAINER[named] ?? []).includes(kind.extension))
        problems.push(NOT_A_VIDEO);
      if (problems.length > 0) {
        await media.remove(key);
        throw new HttpError(422, problems);
      }
      return kind as VideoKind;
    },

    async setVideo(lessonId: number, key: string) {
      const previous = await swap(lessonId, { video_s3_key: key });
      if (previous.video_s3_key !== key) await removeIfUnused(previous.video_s3_key);
    },

    async setDocument(lessonId: number, key: string) {
      const previous = await swap(lessonId, { document_s3_key: key });
      if (previous.document_s3_key !== key) await removeIfUnused(previous.document_s3_key);
    },

    /** Clears the stored video, the Vimeo id or both; answers what was there. */
    async clearVideo(lessonId: number, type: "s3" | "vimeo" | undefined) {
      const values: Partial<Record<MediaColumn, null>> = {};
      if (type !== "vimeo") values.video_s3_key = null;
      if (type !== "s3") values.vimeo_video_id = null;
      const previous = await swap(lessonId, values);
      if (type !== "vimeo") await removeIfUnused(previous.video_s3_key);
      return previous;
    },

    async clearDocument(lessonId: number) {
      const previous = await swap(lessonId, { document_s3_key: null });
      await removeIfUnused(previous.document_s3_key);
      return previous;
    },

    removeIfUnused,
  };
}

export type LessonMedia = ReturnType<typeof createLessonMedia>;
