import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { SERVER_ROOT } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { renderSlideDeck } from "../media/slide-deck.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { CATALOGUE } from "./catalogue.ts";

/** Committed demo clips (scripts/make-demo-clips.sh), copied into the media store. */
export const DEMO_ASSETS_DIR = path.join(SERVER_ROOT, "assets", "demo");
export const DEMO_CLIPS = ["clip-a.mp4", "clip-b.mp4"] as const;
const DEMO_PREFIX = "demo/";
const DEMO_MEDIA_RUN = "demo-media";

/** Where a seeded lesson's demo media lives in the media store. */
export function demoMediaOf(
  courseId: number,
  moduleOrder: number,
  lesson: { order: number; type: "video" | "slides"; vimeoId?: string | undefined },
): { video_s3_key: string | null; vimeo_video_id: string | null; document_s3_key: string | null } {
  if (lesson.type === "slides")
    return {
      video_s3_key: null,
      vimeo_video_id: null,
      document_s3_key: `${DEMO_PREFIX}slides/course-${courseId}/module-${moduleOrder}-lesson-${lesson.order}.pdf`,
    };
  if (lesson.vimeoId !== undefined)
    return { video_s3_key: null, vimeo_video_id: lesson.vimeoId, document_s3_key: null };
  const clip = DEMO_CLIPS[(lesson.order - 1) % DEMO_CLIPS.length] ?? DEMO_CLIPS[0];
  return { video_s3_key: `${DEMO_PREFIX}${clip}`, vimeo_video_id: null, document_s3_key: null };
}

/**
 * Gives the catalogue's lessons their demo media, once per database (recorded in seed_runs, so
 * several instances starting together do it once, and media an admin later deletes stays
 * deleted). Only lessons with no media at all are touched; Vimeo lessons get their ids.
 */
export async function assignDemoMedia(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("seed_runs")
      .values({ name: DEMO_MEDIA_RUN })
      .onConflict((oc) => oc.doNothing())
      .returning("name")
      .executeTakeFirst();
    if (!claimed) return;
    const rows = await trx
      .selectFrom("lessons")
      .innerJoin("modules", "modules.id", "lessons.module_id")
      .select([
        "lessons.id",
        "lessons.order",
        "lessons.title",
        "modules.order as module_order",
        "modules.course_id",
        "lessons.pdf_url",
        "lessons.video_s3_key",
        "lessons.vimeo_video_id",
        "lessons.document_s3_key",
      ])
      .execute();
    for (const course of CATALOGUE) {
      for (const [m, module] of course.modules.entries()) {
        for (const [l, lesson] of module.lessons.entries()) {
          const row = rows.find(
            (r) =>
              r.course_id === course.id &&
              r.module_order === m + 1 &&
              r.order === l + 1 &&
              r.title === lesson.title,
          );
          if (!row || row.pdf_url || row.video_s3_key || row.vimeo_video_id || row.document_s3_key)
            continue;
          await trx
            .updateTable("lessons")
            .set(demoMediaOf(course.id, m + 1, { ...lesson, order: l + 1 }))
            .where("id", "=", row.id)
            .execute();
        }
      }
    }
  });
}

/**
 * Writes the demo media files the database refers to and this instance's disk lacks: each
 * instance (and each fresh DATA_DIR) gets them on start. Clips are copied from assets/demo;
 * slide decks are generated with pdf-lib.
 */
export async function ensureDemoMediaFiles(
  db: Kysely<Database>,
  store: MediaStorage,
): Promise<void> {
  const rows = await db
    .selectFrom("lessons")
    .innerJoin("modules", "modules.id", "lessons.module_id")
    .innerJoin("courses", "courses.id", "modules.course_id")
    .select([
      "lessons.module_id",
      "lessons.order",
      "lessons.title",
      "lessons.video_duration",
      "lessons.video_s3_key",
      "lessons.document_s3_key",
      "modules.title as module_title",
      "modules.description as module_description",
      "courses.name as course_name",
    ])
    .orderBy("lessons.module_id")
    .orderBy("lessons.order")
    .execute();
  for (const row of rows) {
    const video = row.video_s3_key;
    if (video?.startsWith(DEMO_PREFIX) && !(await store.head(video))) {
      const clip = DEMO_CLIPS.find((name) => video === `${DEMO_PREFIX}${name}`);
      if (clip)
        await store.put(video, await readFile(path.join(DEMO_ASSETS_DIR, clip)), "video/mp4");
    }
    const deck = row.document_s3_key;
    if (deck?.startsWith(DEMO_PREFIX) && !(await store.head(deck))) {
      const bytes = await renderSlideDeck({
        courseName: row.course_name,
        moduleTitle: row.module_title,
        moduleDescription: row.module_description,
        lessonTitle: row.title,
        moduleLessons: rows.filter((r) => r.module_id === row.module_id).map((r) => r.title),
        minutes: row.video_duration,
      });
      await store.put(deck, bytes, "application/pdf");
    }
  }
}
