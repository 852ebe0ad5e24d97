import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { renderVariant, VARIANT_TYPES, type Master } from "./pipeline.ts";
import { VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from "./slots.ts";

/** The public shape of a site image (the contract's SiteImage). */
export interface SiteImage {
  slot: string;
  alt: string;
  width: number;
  height: number;
  version: string;
  original_name: string;
  original_bytes: number;
  updated_at: string;
}

export interface Variant {
  bytes: Uint8Array;
  contentType: string;
  version: string;
  /** Served from storage (true) or made by sharp for this request (false). */
  cached: boolean;
}

export const masterKey = (slot: string, version: string) =>
  `site-images/${slot}/${version}/master.webp`;
const variantKey = (slot: string, version: string, width: number, format: VariantFormat) =>
  `site-images/${slot}/${version}/${width}.${format}`;

/** A master's version: its content hash, so the same picture keeps its URLs and caches. */
export const versionOf = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex").slice(0, 16);

async function readWhole(media: MediaStorage, key: string): Promise<Uint8Array | null> {
  const stored = await media.head(key);
  return stored ? media.readRange(key, 0, Math.max(0, stored.size - 1)) : null;
}

/**
 * Site images in the media storage: masters and their variants under site-images/<slot>/
 * <version>/, rows in site_images. A variant is made by sharp on its first request and kept
 * in storage beside its master, so every instance serves it from there after that; requests
 * for one not made yet share one rendering on this instance.
 */
export function createSiteImages(db: Kysely<Database>, media: MediaStorage) {
  const rendering = new Map<string, Promise<Uint8Array>>();

  const toSiteImage = (row: {
    slot: string;
    alt: string;
    width: number;
    height: number;
    version: string;
    original_name: string;
    original_bytes: number;
    updated_at: Date;
  }): SiteImage => ({ ...row, updated_at: row.updated_at.toISOString() });

  async function removeVersion(slot: string, version: string) {
    const keys = [
      masterKey(slot, version),
      ...VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => variantKey(slot, version, w, f))),
    ];
    await Promise.all(keys.map((key) => media.remove(key).catch(() => undefined)));
  }

  async function current(slot: string) {
    return db.selectFrom("site_images").selectAll().where("slot", "=", slot).executeTakeFirst();
  }

  return {
    async list(): Promise<SiteImage[]> {
      const rows = await db.selectFrom("site_images").selectAll().orderBy("slot").execute();
      return rows.map(toSiteImage);
    },

    /**
     * Stores `master` as the slot's image (the master first, then the row, so the row never
     * names a missing file) and removes the files of the version it replaces.
     */
    async save(
      slot: string,
      master: Master,
      details: { alt: string; originalName: string; originalBytes: number },
    ): Promise<SiteImage> {
      const version = versionOf(master.bytes);
      if (!(await media.head(masterKey(slot, version))))
        await media.put(masterKey(slot, version), master.bytes, "image/webp");
      const previous = await current(slot);
      const values = {
        version,
        alt: details.alt,
        width: master.width,
        height: master.height,
        original_name: details.originalName,
        original_bytes: details.originalBytes,
        updated_at: new Date(),
      };
      const row = await db
        .insertInto("site_images")
        .values({ slot, ...values })
        .onConflict((oc) => oc.column("slot").doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      if (previous && previous.version !== version) await removeVersion(slot, previous.version);
      return toSiteImage(row);
    },

    /** Forgets the slot's image and its files; false when it had none. */
    async remove(slot: string): Promise<SiteImage | null> {
      const row = await db
        .deleteFrom("site_images")
        .where("slot", "=", slot)
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      await removeVersion(slot, row.version);
      return toSiteImage(row);
    },

    /**
     * One variant of the slot's image; `version` "latest" is whatever the slot holds now. Null
     * when the slot has no image or that version is gone.
     */
    async variant(
      slot: string,
      version: string,
      width: number,
      format: VariantFormat,
    ): Promise<Variant | null> {
      const row = await current(slot);
      if (!row || (version !== "latest" && version !== row.version)) return null;
      const key = variantKey(slot, row.version, width, format);
      const contentType = VARIANT_TYPES[format];
      const stored = await readWhole(media, key);
      if (stored) return { bytes: stored, contentType, version: row.version, cached: true };
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async () => {
          const master = await readWhole(media, masterKey(slot, row.version));
          if (!master) throw new Error(`The master of ${slot}@${row.version} is missing`);
          const bytes = await renderVariant(master, width, format);
          await media.put(key, bytes, contentType);
          return bytes;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return { bytes: await pending, contentType, version: row.version, cached: false };
    },
  };
}

export type SiteImages = ReturnType<typeof createSiteImages>;
