import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { UrlSigner } from "../media/signed-urls.ts";
import { createDiskMultipart, MULTIPART_DIR } from "./disk-multipart.ts";
import { cleanFileName } from "./download-name.ts";
import { InvalidPartError, type MediaStorage, type UploadedPart } from "./media-storage.ts";

/** Where the browser PUTs the parts of a disk upload (the stand-in for S3's UploadPart). */
export const PART_UPLOAD_PREFIX = "/api/storage-parts";

/**
 * Lesson media on local disk under `root` (DATA_DIR/media), reached through the HMAC-signed
 * routes of media/signed-media-routes.ts; multipart uploads go through disk-part-routes.ts.
 */
export function createDiskStorage(root: string, signer: UrlSigner): DiskStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep) || key.startsWith(MULTIPART_DIR))
      throw new Error(`Key escapes the store: ${key}`);
    return full;
  };
  const multipart = createDiskMultipart(base);
  const partial = (full: string) => `${full}.${randomBytes(6).toString("hex")}.partial`;

  return {
    driver: "disk",
    root: base,

    async check() {
      // The disk's HeadBucket: the folder exists and a file can be written there.
      try {
        await mkdir(base, { recursive: true });
        const probe = path.join(base, `.probe-${randomBytes(6).toString("hex")}`);
        await writeFile(probe, "ok");
        await rm(probe, { force: true });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },

    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Readers (and other instances sharing the disk) never see a half-written file.
      const temporary = partial(full);
      await writeFile(temporary, bytes);
      await rename(temporary, full);
    },

    async head(key) {
      const info = await stat(resolve(key)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },

    async readRange(key, start, end) {
      const handle = await open(resolve(key), "r");
      try {
        const buffer = Buffer.alloc(end - start + 1);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async remove(key) {
      await rm(resolve(key), { force: true });
    },

    async signedUrl(key, downloadName) {
      resolve(key);
      const name = downloadName === undefined ? undefined : cleanFileName(downloadName, "download");
      return signer.sign(key, undefined, name);
    },

    async createMultipart(key, _contentType, layout) {
      resolve(key);
      const uploadId = randomBytes(16).toString("hex");
      await multipart.create(uploadId, key, layout);
      return uploadId;
    },

    async partUrl(key, uploadId, partNumber) {
      await multipart.assertKey(key, uploadId);
      return signer.sign(`${uploadId}/${partNumber}`, PART_UPLOAD_PREFIX);
    },

    writePart: (uploadId, partNumber, body) => multipart.writePart(uploadId, partNumber, body),

    async listParts(key, uploadId) {
      await multipart.assertKey(key, uploadId);
      return multipart.list(uploadId);
    },

    async completeMultipart(key, uploadId, parts) {
      await multipart.assertKey(key, uploadId);
      await multipart.complete(uploadId, resolve(key), checkPartOrder(parts));
    },

    async abortMultipart(_key, uploadId) {
      await multipart.abort(uploadId);
    },

    staleUploads: (before) => multipart.stale(before),
  };
}

export interface DiskStorage extends MediaStorage {
  readonly driver: "disk";
  readonly root: string;
  /** Stores one part at its offset from the request body; answers its ETag (quoted, opaque). */
  writePart(uploadId: string, partNumber: number, body: NodeJS.ReadableStream): Promise<string>;
}

/** Parts must be listed in ascending order, each once (S3's InvalidPartOrder). */
export function checkPartOrder(parts: readonly UploadedPart[]): readonly UploadedPart[] {
  if (parts.length === 0) throw new InvalidPartError("No parts were listed");
  parts.forEach((part, i) => {
    const previous = parts[i - 1];
    if (previous && part.partNumber <= previous.partNumber)
      throw new InvalidPartError("Parts must be listed in ascending order");
  });
  return parts;
}
