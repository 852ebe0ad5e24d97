import { randomBytes } from "node:crypto";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** URL prefix under which public stored files are served (the local-disk stand-in for S3). */
export const MEDIA_URL_PREFIX = "/api/media";

export interface FileStore {
  readonly root: string;
  /** Stores bytes under `folder` with an unguessable name; returns the relative key. */
  put(folder: string, extension: string, bytes: Uint8Array): Promise<string>;
  /** Stores bytes under a chosen key, replacing any file there (written whole, then renamed). */
  write(key: string, bytes: Uint8Array): Promise<void>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
}

const publicUrlOf = (key: string) => `${MEDIA_URL_PREFIX}/${key}`;

/**
 * Files on local disk under `root`. The public store (DATA_DIR/uploads) is served read-only at
 * MEDIA_URL_PREFIX; a private store passes its own `urlOf` (signed URLs).
 */
export function createFileStore(
  root: string,
  urlOf: (key: string) => string = publicUrlOf,
): FileStore {
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
    async write(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Readers (and other instances sharing the disk) never see a half-written file.
      const partial = `${full}.${randomBytes(6).toString("hex")}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, full);
    },
    async exists(key) {
      return access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    urlOf,
  };
}
