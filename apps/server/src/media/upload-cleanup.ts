import type { Kysely } from "kysely";
import type { Clock } from "../auth/clock.ts";
import type { Database } from "../db/schema.ts";
import type { MediaStorage, UploadedPart } from "../storage/media-storage.ts";
import { unsupported } from "../storage/s3-storage.ts";

/** An upload untouched this long is abandoned: its parts are discarded (issue 28). */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** How often the sweep looks. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The parts the browser reported for an upload, in order. */
export async function partsRecorded(db: Kysely<Database>, uploadId: string) {
  const rows = await db
    .selectFrom("media_upload_parts")
    .select(["part_number", "etag"])
    .where("upload_id", "=", uploadId)
    .orderBy("part_number")
    .execute();
  return rows.map((p): UploadedPart => ({ partNumber: p.part_number, etag: p.etag }));
}

/**
 * Aborts a multipart upload on the store; answers the failure's message, if any. A store
 * without AbortMultipartUpload (s3rver answers 405) has its parts consumed another way: they
 * are completed into the upload's own key, which is then deleted.
 */
export async function abortOnStorage(
  media: MediaStorage,
  key: string,
  uploadId: string,
  recorded: UploadedPart[],
): Promise<string | null> {
  try {
    await media.abortMultipart(key, uploadId);
    return null;
  } catch (error) {
    if (unsupported(error) && recorded.length > 0) {
      try {
        await media.completeMultipart(key, uploadId, recorded);
        await media.remove(key);
        return null;
      } catch (fallback) {
        return fallback instanceof Error ? fallback.message : String(fallback);
      }
    }
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Removes abandoned uploads: rows older than ABANDONED_UPLOAD_MS are aborted on the store and
 * deleted (a committed one only loses its row), and on disk any upload folder as old that no
 * row names (left by a crash or a restart). Answers how many uploads were discarded.
 */
export async function sweepAbandonedUploads(
  db: Kysely<Database>,
  media: MediaStorage,
  clock: Clock,
  log: (message: string) => void = () => undefined,
): Promise<number> {
  const before = new Date(clock().getTime() - ABANDONED_UPLOAD_MS);
  const rows = await db
    .selectFrom("media_uploads")
    .select(["upload_id", "object_key", "committed"])
    .where("created_at", "<", before)
    .execute();
  let discarded = 0;
  for (const row of rows) {
    if (!row.committed) {
      const recorded = await partsRecorded(db, row.upload_id);
      const failure = await abortOnStorage(media, row.object_key, row.upload_id, recorded);
      if (failure) log(`abandoned upload ${row.upload_id}: ${failure}`);
      discarded += 1;
    }
    await db.deleteFrom("media_uploads").where("upload_id", "=", row.upload_id).execute();
  }
  const known = new Set(rows.map((row) => row.upload_id));
  const live = new Set(
    (await db.selectFrom("media_uploads").select("upload_id").execute()).map((r) => r.upload_id),
  );
  for (const stale of (await media.staleUploads(before)) ?? []) {
    if (known.has(stale.uploadId) || live.has(stale.uploadId)) continue;
    await media.abortMultipart(stale.key, stale.uploadId);
    discarded += 1;
  }
  return discarded;
}

/** Runs the sweep now and every UPLOAD_SWEEP_INTERVAL_MS; answers a stop function. */
export function startUploadSweep(
  db: Kysely<Database>,
  media: MediaStorage,
  clock: Clock,
  log: (message: string) => void,
): () => void {
  const run = () =>
    void sweepAbandonedUploads(db, media, clock, log).catch((error: unknown) =>
      log(`upload sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  const timer = setInterval(run, UPLOAD_SWEEP_INTERVAL_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
