import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import type { UrlSigner } from "../media/signed-urls.ts";
import {
  InvalidPartError,
  UnknownUploadError,
  type MediaStorage,
  type UploadedPart,
} from "./media-storage.ts";

/** Where the browser PUTs the parts of a disk upload (the stand-in for S3's UploadPart). */
export const PART_UPLOAD_PREFIX = "/api/storage-parts";
/** Parts in progress live here, beside the media; fastify-static never serves dot folders. */
const MULTIPART_DIR = ".multipart";

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
  const uploadDir = (uploadId: string) => {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw new UnknownUploadError(uploadId);
    return path.join(base, MULTIPART_DIR, uploadId);
  };
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  const assertUpload = async (uploadId: string) => {
    const dir = uploadDir(uploadId);
    if (!(await exists(dir))) throw new UnknownUploadError(uploadId);
    return dir;
  };
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

    async signedUrl(key) {
      resolve(key);
      return signer.sign(key);
    },

    async createMultipart(key) {
      resolve(key);
      const uploadId = randomBytes(16).toString("hex");
      const dir = uploadDir(uploadId);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "key"), key);
      return uploadId;
    },

    async partUrl(key, uploadId, partNumber) {
      const dir = await assertUpload(uploadId);
      if ((await readFile(path.join(dir, "key"), "utf8")) !== key)
        throw new UnknownUploadError(uploadId);
      return signer.sign(`${uploadId}/${partNumber}`, PART_UPLOAD_PREFIX);
    },

    async writePart(uploadId, partNumber, body, maxBytes) {
      const dir = await assertUpload(uploadId);
      const target = path.join(dir, String(partNumber));
      const temporary = partial(target);
      const hash = createHash("md5");
      let size = 0;
      await pipeline(
        body,
        async function* (chunks: AsyncIterable<Buffer | string>) {
          for await (const piece of chunks) {
            const chunk = typeof piece === "string" ? Buffer.from(piece) : piece;
            size += chunk.length;
            if (size > maxBytes) throw new PartTooLargeError();
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(temporary),
      ).catch(async (error: unknown) => {
        await rm(temporary, { force: true });
        throw error;
      });
      const etag = `"${hash.digest("hex")}"`;
      await writeFile(`${target}.etag`, etag);
      await rename(temporary, target);
      return etag;
    },

    async completeMultipart(key, uploadId, parts) {
      const dir = await assertUpload(uploadId);
      const full = resolve(key);
      const ordered = checkPartOrder(parts);
      for (const part of ordered) {
        const stored = await readFile(path.join(dir, `${part.partNumber}.etag`), "utf8").catch(
          () => null,
        );
        if (stored === null) throw new InvalidPartError(`Part ${part.partNumber} was not uploaded`);
        if (stored !== normaliseEtag(part.etag))
          throw new InvalidPartError(`Part ${part.partNumber} does not match its ETag`);
      }
      await mkdir(path.dirname(full), { recursive: true });
      const temporary = partial(full);
      try {
        await joinParts(
          ordered.map((part) => path.join(dir, String(part.partNumber))),
          temporary,
        );
        await rename(temporary, full);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rm(dir, { recursive: true, force: true });
    },

    async abortMultipart(_key, uploadId) {
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },
  };
}

export interface DiskStorage extends MediaStorage {
  readonly driver: "disk";
  readonly root: string;
  /** Stores one part from the request body; answers its ETag (quoted MD5, like S3). */
  writePart(
    uploadId: string,
    partNumber: number,
    body: NodeJS.ReadableStream,
    maxBytes: number,
  ): Promise<string>;
}

export class PartTooLargeError extends Error {
  constructor() {
    super("Part is too large");
    this.name = "PartTooLargeError";
  }
}

/** Appends each part file to `target` in order, one stream at a time, honouring backpressure. */
async function joinParts(parts: readonly string[], target: string): Promise<void> {
  const out = createWriteStream(target);
  try {
    for (const part of parts)
      for await (const chunk of createReadStream(part))
        if (!out.write(chunk)) await once(out, "drain");
    await new Promise<void>((done, fail) =>
      out.end((error?: Error | null) => (error ? fail(error) : done())),
    );
  } catch (error) {
    out.destroy();
    throw error;
  }
}

const normaliseEtag = (etag: string) => (etag.startsWith('"') ? etag : `"${etag}"`);

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
