import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Clock } from "../auth/clock.ts";
import { MEDIA_URL_TTL_SECONDS } from "../media/signed-urls.ts";
import type { S3StorageConfig } from "./config.ts";
import { attachmentDisposition } from "./download-name.ts";
import {
  InvalidPartError,
  UnknownUploadError,
  type MediaStorage,
  type UploadedPart,
} from "./media-storage.ts";
import { bucketMissing } from "../http/messages.ts";

/** A part URL lasts an hour: long enough for one part over a slow link, retried with a new one. */
export const PART_URL_TTL_SECONDS = 60 * 60;

/** The SDK's `send`, narrowed so tests can record commands where s3rver cannot answer them. */
export interface S3Sender {
  send: S3Client["send"];
}

const errorName = (error: unknown) =>
  error instanceof Error ? ((error as { name?: string }).name ?? "Error") : "Error";
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
/** A call the service does not implement (s3rver: 405 to ListParts and AbortMultipartUpload). */
export const unsupported = (error: unknown) =>
  [405, 501].includes(statusOf(error) ?? 0) ||
  ["MethodNotAllowed", "NotImplemented"].includes(errorName(error));
const isNotFound = (error: unknown) =>
  ["NotFound", "NoSuchKey"].includes(errorName(error)) || statusOf(error) === 404;

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    // S3-compatible services (MinIO, s3rver, R2...) are addressed by path, not by subdomain.
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    // Credentials: the SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles).
  });
}

/**
 * Lesson media in an S3 bucket through the official SDK: presigned GETs (S3 serves byte ranges)
 * and presigned UploadPart URLs, so video bytes go from the browser to the bucket directly.
 */
export function createS3Storage(
  config: S3StorageConfig,
  clock: Clock,
  client: S3Sender = createS3Client(config),
  presignClient: S3Client = client instanceof S3Client ? client : createS3Client(config),
  urlTtlSeconds = MEDIA_URL_TTL_SECONDS,
): MediaStorage {
  const Bucket = config.bucket;
  const signing = (expiresIn: number) => ({ expiresIn, signingDate: clock() });
  const known = async <T>(uploadId: string, action: () => Promise<T>) => {
    try {
      return await action();
    } catch (error) {
      if (errorName(error) === "NoSuchUpload") throw new UnknownUploadError(uploadId);
      if (["InvalidPart", "InvalidPartOrder", "EntityTooSmall"].includes(errorName(error)))
        throw new InvalidPartError((error as Error).message);
      throw error;
    }
  };

  return {
    driver: "s3",

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return { ok: true };
      } catch (error) {
        // HeadBucket has no body, so a missing bucket arrives as a bare NotFound.
        if (isNotFound(error)) return { ok: false, message: bucketMissing(Bucket) };
        const message = error instanceof Error && error.message ? error.message : errorName(error);
        return { ok: false, message };
      }
    },

    async put(Key, bytes, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType }));
    },

    async head(Key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async readRange(Key, start, end) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key, Range: `bytes=${start}-${end}` }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    },

    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async signedUrl(Key, downloadName) {
      // A response-* override is part of the signed query: the name cannot be changed after.
      const ResponseContentDisposition =
        downloadName === undefined ? undefined : attachmentDisposition(downloadName);
      return getSignedUrl(
        presignClient,
        new GetObjectCommand({ Bucket, Key, ResponseContentDisposition }),
        signing(urlTtlSeconds),
      );
    },

    async createMultipart(Key, ContentType) {
      const answer = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key, ContentType }),
      );
      if (!answer.UploadId) throw new Error("S3 returned no UploadId");
      return answer.UploadId;
    },

    async partUrl(Key, UploadId, PartNumber) {
      const command = new UploadPartCommand({ Bucket, Key, UploadId, PartNumber });
      return getSignedUrl(presignClient, command, signing(PART_URL_TTL_SECONDS));
    },

    async completeMultipart(Key, UploadId, parts) {
      await known(UploadId, () =>
        client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: {
              Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
            },
          }),
        ),
      );
    },

    async listParts(Key, UploadId) {
      const parts: UploadedPart[] = [];
      let PartNumberMarker: string | undefined;
      try {
        do {
          const page = await known(UploadId, () =>
            client.send(new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker })),
          );
          for (const part of page.Parts ?? [])
            if (part.PartNumber && part.ETag)
              parts.push({ partNumber: part.PartNumber, etag: part.ETag });
          PartNumberMarker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
        } while (PartNumberMarker);
      } catch (error) {
        // An S3-compatible service without ListParts (s3rver answers 405).
        if (unsupported(error)) return null;
        throw error;
      }
      return parts;
    },

    // S3 has no cheap listing of one bucket's old uploads by age here: the database rows are
    // the list, and a bucket lifecycle rule (AbortIncompleteMultipartUpload) is the backstop.
    staleUploads: async () => null,

    async abortMultipart(Key, UploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
      } catch (error) {
        // Already completed or aborted: nothing is left to clean up.
        if (errorName(error) === "NoSuchUpload") return;
        throw error;
      }
    },
  };
}
