import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** URL prefix under which public stored files are served (the local-disk stand-in for S3). */
export const MEDIA_URL_PREFIX = "/api/media";

export interface FileStore {
  readonly root: string;
  /** Stores bytes under `folder` with an unguessable name; returns the relative key. */
  put(folder: string, extension: string, bytes: Uint8Array): Promise<string>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
}

const publicUrlOf = (key: string) => `${MEDIA_URL_PREFIX}/${key}`;

/**
 * Public uploads (profile pictures) on local disk under `root` (DATA_DIR/uploads), served
 * read-only at MEDIA_URL_PREFIX. Lesson media use MediaStorage (media-storage.ts) instead.
 */
export function createFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Key escapes the store: ${key}`);
    return full;
  };
  return {
    root,
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString("hex")}.${extension}`;
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes, { flag: "wx" });
      return key;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    urlOf: publicUrlOf,
  };
}
