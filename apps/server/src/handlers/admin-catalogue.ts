import { sql } from "kysely";
import { recordAdminAction } from "../admin/admin-actions.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { conflict, notFound } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import { seed } from "../seed/seed.ts";
import type { Services } from "../services.ts";
import {
  CATALOGUE_EXISTS,
  CATALOGUE_SEEDED,
  COURSE_NOT_FOUND,
  S3_CONNECTION_VERIFIED,
  SCHEMA_UP_TO_DATE,
  courseNameTaken,
  migrationsApplied,
  moduleOrderTaken,
} from "../http/messages.ts";

/** Admin set-up calls (academy §7): storage check, the full catalogue, creation, sync, seed. */
export function adminCatalogueHandlers(services: Services): HandlerMap {
  const { db, catalogue, media, database } = services;

  const reloaded = async <T>(find: () => Promise<T | undefined>) => {
    catalogue.invalidate();
    const found = await find();
    if (found === undefined) throw new Error("Created row missing from the catalogue");
    return found;
  };

  return {
    async testS3() {
      const check = await media.check();
      // The page shows "S3 error: {message}" for an error (academy §8).
      return check.ok
        ? { status: "connected" as const, message: S3_CONNECTION_VERIFIED }
        : { status: "error" as const, message: check.message };
    },

    // Tells the page which words to use (S3 or local storage) before any test (issue 28).
    getStorageDriver: async () => ({ driver: media.driver }),

    // With each stored file's size, so the page names files by name and size (issue 50).
    async listAdminCourses() {
      const sizeOf = async (key: string | null) =>
        key ? ((await media.head(key).catch(() => null))?.size ?? null) : null;
      return Promise.all(
        (await catalogue.courses()).map(async (course) => ({
          ...course,
          modules: await Promise.all(
            course.modules.map(async (module) => ({
              ...module,
              lessons: await Promise.all(
                module.lessons.map(async (lesson) => ({
                  ...lesson,
                  video_bytes: await sizeOf(lesson.video_s3_key),
                  document_bytes: await sizeOf(lesson.document_s3_key),
                })),
              ),
            })),
          ),
        })),
      );
    },

    async createCourse({ user, body }) {
      const name = body.name.trim();
      const base =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "")
          .slice(0, 60) || "course";
      const taken = await db
        .selectFrom("courses")
        .select("id")
        .where("name", "=", name)
        .executeTakeFirst();
      if (taken) throw conflict(courseNameTaken(name));
      const suffix = (await db.selectFrom("courses").select("key").execute()).length;
      const { id } = await db
        .insertInto("courses")
        .values({
          key: `${base}-${suffix + 1}`,
          name,
          description: "",
          price_cents: 0,
          original_price_cents: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAdminAction(db, user, "create-course", `course:${id}`, { name });
      return reloaded(() => catalogue.course(id));
    },

    async createModule({ user, body }) {
      const course = await db
        .selectFrom("courses")
        .select("id")
        .where("id", "=", body.course_id)
        .executeTakeFirst();
      if (!course) throw notFound(COURSE_NOT_FOUND);
      const clash = await db
        .selectFrom("modules")
        .select("id")
        .where("course_id", "=", body.course_id)
        .where("order", "=", body.order)
        .executeTakeFirst();
      if (clash) throw conflict(moduleOrderTaken(body.order));
      const { id } = await db
        .insertInto("modules")
        .values({
          course_id: body.course_id,
          title: body.title.trim(),
          description: body.description,
          order: body.order,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAdminAction(db, user, "create-module", `module:${id}`, {
        course_id: body.course_id,
        title: body.title,
      });
      return (await reloaded(() => catalogue.module(id))).module;
    },

    async syncSchema({ user }) {
      const applied = await migrateToLatest(db, database.schema);
      // A migration may change catalogue rows: the cached catalogue and its answers go.
      if (applied.length > 0) catalogue.invalidate();
      await recordAdminAction(db, user, "sync-schema", null, { applied });
      return {
        message: applied.length === 0 ? SCHEMA_UP_TO_DATE : migrationsApplied(applied),
      };
    },

    async seedCatalog({ user }) {
      const before = await db
        .selectFrom("courses")
        .select(sql<number>`count(*)::int`.as("count"))
        .executeTakeFirstOrThrow();
      // The catalogue seed only fills an empty catalogue, so calling this twice changes nothing.
      await seed(db, { demoAccounts: false, demoMedia: false });
      catalogue.invalidate();
      const seeded = before.count === 0;
      await recordAdminAction(db, user, "seed-catalog", null, { seeded });
      return {
        message: seeded ? CATALOGUE_SEEDED : CATALOGUE_EXISTS,
      };
    },
  };
}
