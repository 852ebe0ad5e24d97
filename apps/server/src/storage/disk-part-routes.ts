import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { HttpError } from "../http/errors.ts";
import type { UrlSigner } from "../media/signed-urls.ts";
import { PartSizeError, PartTooLargeError } from "./disk-multipart.ts";
import { PART_UPLOAD_PREFIX, type DiskStorage } from "./disk-storage.ts";
import { UnknownUploadError } from "./media-storage.ts";
import {
  MEDIA_LINK_EXPIRED,
  MEDIA_LINK_INVALID,
  PART_TOO_LARGE,
  UPLOAD_NOT_FOUND,
} from "../http/messages.ts";

/**
 * The disk driver's UploadPart: `PUT /api/storage-parts/<uploadId>/<part>?expires&signature`,
 * signed like the media URLs. The body streams to its offset in the upload's file (never buffered whole) and the answer
 * carries the part's ETag, exactly as S3 answers a presigned UploadPart.
 */
export function diskPartRoutes(storage: DiskStorage, signer: UrlSigner): FastifyPluginAsync {
  return async (parts: FastifyInstance) => {
    // The body is handed over as the raw stream, whatever its type (a part is bytes).
    parts.removeAllContentTypeParsers();
    parts.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    parts.put<{ Params: { uploadId: string; partNumber: string } }>(
      `${PART_UPLOAD_PREFIX}/:uploadId/:partNumber`,
      async (request, reply) => {
        const { uploadId, partNumber } = request.params;
        const { expires, signature } = request.query as Record<string, unknown>;
        const check = signer.verify(
          `${uploadId}/${partNumber}`,
          expires,
          signature,
          PART_UPLOAD_PREFIX,
        );
        if (check === "expired") throw new HttpError(403, MEDIA_LINK_EXPIRED);
        if (check === "invalid") throw new HttpError(403, MEDIA_LINK_INVALID);
        const body = (request.body ?? request.raw) as NodeJS.ReadableStream;
        try {
          const etag = await storage.writePart(uploadId, Number(partNumber), body);
          return reply.code(200).header("etag", etag).send();
        } catch (error) {
          if (error instanceof UnknownUploadError) throw new HttpError(404, UPLOAD_NOT_FOUND);
          if (error instanceof PartTooLargeError) throw new HttpError(413, PART_TOO_LARGE);
          if (error instanceof PartSizeError) throw new HttpError(400, error.message);
          throw error;
        }
      },
    );
  };
}
