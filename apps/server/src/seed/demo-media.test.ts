import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createUrlSigner } from "../media/signed-urls.ts";
import { createDiskStorage, type DiskStorage } from "../storage/disk-storage.ts";
import { createTestDatabase } from "../test/database.ts";
import { CATALOGUE } from "./catalogue.ts";
import { assignDemoMedia, DEMO_ASSETS_DIR, ensureDemoMediaFiles } from "./demo-media.ts";
import { seed } from "./seed.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";

let handle: DatabaseHandle;
let store: DiskStorage;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
  await seed(handle.db, { demoAccounts: false, demoMedia: false });
  store = createDiskStorage(
    temporaryFolder("academy-media-"),
    createUrlSigner(new Uint8Array(32), () => new Date()),
  );
});
afterAll(async () => {
  await handle.close();
});

const lessons = () =>
  handle.db
    .selectFrom("lessons")
    .select(["id", "type", "video_s3_key", "vimeo_video_id", "document_s3_key"])
    .orderBy("id")
    .execute();

describe("demo media", () => {
  it("is not assigned when the seed is told not to (production)", async () => {
    for (const lesson of await lessons())
      expect([lesson.video_s3_key, lesson.vimeo_video_id, lesson.document_s3_key]).toEqual([
        null,
        null,
        null,
      ]);
  });

  it("gives each lesson a clip, its Vimeo id or a slide deck, once per database", async () => {
    await assignDemoMedia(handle.db);
    const all = await lessons();
    const vimeoIds = CATALOGUE.flatMap((c) =>
      c.modules.flatMap((m) => m.lessons.flatMap((l) => (l.vimeoId ? [l.vimeoId] : []))),
    );
    expect(all.flatMap((l) => (l.vimeo_video_id ? [l.vimeo_video_id] : []))).toEqual(vimeoIds);
    for (const lesson of all) {
      if (lesson.type === "slides") expect(lesson.document_s3_key).toMatch(/^demo\/slides\//);
      else expect(Boolean(lesson.video_s3_key) !== Boolean(lesson.vimeo_video_id)).toBe(true);
    }

    // An admin removes a video: running again (another start) does not bring it back.
    const first = all.find((l) => l.video_s3_key);
    await handle.db
      .updateTable("lessons")
      .set({ video_s3_key: null })
      .where("id", "=", first?.id ?? 0)
      .execute();
    await assignDemoMedia(handle.db);
    const again = await lessons();
    expect(again.find((l) => l.id === first?.id)?.video_s3_key).toBeNull();
  });

  it("writes the files the database refers to, and rewrites only missing ones", async () => {
    await ensureDemoMediaFiles(handle.db, store);
    const all = await lessons();
    const keys = [
      ...new Set(all.flatMap((l) => [l.video_s3_key, l.document_s3_key]).filter(Boolean)),
    ] as string[];
    for (const key of keys) expect(await store.head(key)).not.toBeNull();
    const clip = keys.find((k) => k.endsWith(".mp4")) ?? "";
    expect(readFileSync(path.join(store.root, clip))).toEqual(
      readFileSync(path.join(DEMO_ASSETS_DIR, path.basename(clip))),
    );
    const deck = keys.find((k) => k.endsWith(".pdf")) ?? "";
    expect(readFileSync(path.join(store.root, deck)).subarray(0, 5).toString()).toBe("%PDF-");

    await store.remove(deck);
    await ensureDemoMediaFiles(handle.db, store);
    expect(await store.head(deck)).not.toBeNull();
  });
});
