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
  /** A GET URL that expires after MEDIA_URL_TTL_SECONDS; byte ranges work (206). */
  signedUrl(key: string): Promise<string>;
  /** Starts a multipart upload; parts are PUT by the browser to partUrl(). */
  createMultipart(key: string, contentType: string): Promise<string>;
  /** A PUT URL for one part (1-based), answering with an ETag header. */
  partUrl(key: string, uploadId: string, partNumber: number): Promise<string>;
  completeMultipart(key: string, uploadId: string, parts: readonly UploadedPart[]): Promise<void>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export type StorageCheck = { ok: true } | { ok: false; message: string };

/** S3's multipart limits: parts of 5 MiB to 5 GiB (the last may be smaller), 10,000 at most. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PARTS = 10_000;
/** Parts the browser sends: big enough to keep requests few, small enough to retry cheaply. */
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

/** A part size that fits `size` bytes into at most MAX_PARTS parts. */
export function partSizeFor(size: number): number {
  const needed = Math.ceil(size / MAX_PARTS);
  const mib = 1024 * 1024;
  return Math.max(DEFAULT_PART_BYTES, Math.ceil(needed / mib) * mib);
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
