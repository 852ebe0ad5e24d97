/**
 * Lesson media storage (videos, slide decks): one interface, two drivers chosen by
 * configuration (storage/config.ts): the local disk (the embedded default) and S3 or any
 * S3-compatible service. Objects are private; browsers reach them only through signed,
 * expiring URLs, and upload large files straight to storage in parts.
 */
export interface MediaStorage {
  readonly driver: "disk" | "s3";
  /** Connectivity check: HeadBucket on S3, a writable folder on disk. */
  check(): Promise<StorageCheck>;
  /** Stores a whole object (seed data, PDFs, small videos through the server). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored object's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Bytes [start, end] inclusive (fewer when the object is shorter): content sniffing. */
  readRange(key: string, start: number, end: number): Promise<Uint8Array>;
  remove(key: string): Promise<void>;
  /**
   * A GET URL that expires after MEDIA_URL_TTL_SECONDS; byte ranges work (206). With a
   * `downloadName`, the object is served as an attachment under that (cleaned) name
   * (storage/download-name.ts), the name covered by the signature; without, inline.
   */
  signedUrl(key: string, downloadName?: string): Promise<string>;
  /**
   * Starts a multipart upload of `layout.size` bytes in parts of `layout.partSize` (the last
   * may be shorter); parts are PUT by the browser to partUrl().
   */
  createMultipart(key: string, contentType: string, layout: PartLayout): Promise<string>;
  /** A PUT URL for one part (1-based), answering with an ETag header. */
  partUrl(key: string, uploadId: string, partNumber: number): Promise<string>;
  completeMultipart(key: string, uploadId: string, parts: readonly UploadedPart[]): Promise<void>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
  /**
   * The parts stored so far (ListParts), or null when the store cannot list them (s3rver
   * answers 405): the caller then falls back to the parts the browser reported.
   */
  listParts(key: string, uploadId: string): Promise<UploadedPart[] | null>;
  /**
   * Multipart uploads started before `before` that the store still holds, for the sweep of
   * abandoned uploads; null when the store cannot tell (S3: the database's rows are the list).
   */
  staleUploads(before: Date): Promise<{ key: string; uploadId: string }[] | null>;
}

export interface PartLayout {
  size: number;
  partSize: number;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export type StorageCheck = { ok: true } | { ok: false; message: string };

/** S3's multipart limits: parts of 5 MiB to 5 GiB (the last may be smaller), 10,000 at most. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PARTS = 10_000;
/** S3's ceiling for one part. */
export const MAX_PART_BYTES = 5 * 1024 * 1024 * 1024;

/** A layout S3 accepts: parts of 5 MiB to 5 GiB (one smaller part alone), 10,000 at most. */
export function isValidLayout({ size, partSize }: PartLayout): boolean {
  if (!Number.isSafeInteger(size) || !Number.isSafeInteger(partSize)) return false;
  if (size < 1 || partSize < 1 || partSize > MAX_PART_BYTES) return false;
  const count = Math.ceil(size / partSize);
  return count <= MAX_PARTS && (count === 1 || partSize >= MIN_PART_BYTES);
}

/** Bytes of part `partNumber` (1-based) in `layout`, 0 past the end. */
export function partLength({ size, partSize }: PartLayout, partNumber: number): number {
  return Math.max(0, Math.min(partSize, size - (partNumber - 1) * partSize));
}

/** Thrown by a driver when a multipart upload id is unknown (aborted, completed or forged). */
export class UnknownUploadError extends Error {
  constructor(uploadId: string) {
    super(`Unknown upload ${uploadId}`);
    this.name = "UnknownUploadError";
  }
}

/** Thrown by completeMultipart when a part is missing or its ETag does not match. */
export class InvalidPartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidPartError";
  }
}
