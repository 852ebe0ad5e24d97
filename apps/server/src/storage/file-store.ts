import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { IMAGE_TYPES } from "./images.ts";
import type { MediaStorage } from "./media-storage.ts";

/** URL prefix under which public stored files (profile pictures) are served. */
export const MEDIA_URL_PREFIX = "/api/media";

/** What a public file's key may look like: a folder of ours, a random name, an image type. */
const PUBLIC_KEY = new RegExp(
  `^profile-pictures/[0-9a-f]{32}\\.(${Object.keys(IMAGE_TYPES).join("|")})$`,
);

export interface PublicFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  /** Stores bytes under `folder` with an unguessable name; returns the key. */
  put(folder: string, extension: string, bytes: Uint8Array): Promise<string>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
  /** The file a public URL's key names, or null: unknown, removed or not a public key. */
  read(key: string): Promise<PublicFile | null>;
}

/**
 * Public uploads (profile pictures) in the lesson media's storage (media-storage.ts: S3 or the
 * local disk), so that every instance behind a load balancer serves what any of them stored;
 * served by the API under MEDIA_URL_PREFIX (public-file-routes.ts). Pictures stored before they
 * moved there stay readable from `legacyRoot` (DATA_DIR/uploads), where they were written.
 */
export function createFileStore(media: MediaStorage, legacyRoot: string): FileStore {
  const contentTypeOf = (key: string): string | undefined =>
    IMAGE_TYPES[path.extname(key).slice(1) as keyof typeof IMAGE_TYPES];
  async function readLegacy(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(path.join(legacyRoot, key));
    } catch {
      return null;
    }
  }
  return {
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString("hex")}.${extension}`;
      const contentType = contentTypeOf(key);
      if (!PUBLIC_KEY.test(key) || !contentType) throw new Error(`Not a public file key: ${key}`);
      await media.put(key, bytes, contentType);
      return key;
    },
    async remove(key) {
      if (!PUBLIC_KEY.test(key)) return;
      await media.remove(key);
      await rm(path.join(legacyRoot, key), { force: true });
    },
    urlOf: (key) => `${MEDIA_URL_PREFIX}/${key}`,
    async read(key) {
      const contentType = contentTypeOf(key);
      if (!PUBLIC_KEY.test(key) || !contentType) return null;
      const stored = await media.head(key);
      const bytes = stored
        ? await media.readRange(key, 0, Math.max(0, stored.size - 1))
        : await readLegacy(key);
      return bytes ? { bytes, contentType } : null;
    },
  };
}
