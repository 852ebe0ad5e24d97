import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import { HttpError } from "../http/errors.ts";
import type { UploadedPart } from "../storage/media-storage.ts";
import type { UrlSigner } from "./signed-urls.ts";
import { UPLOAD_XML_PREFIX, type UploadOperation } from "./upload-session.ts";
import type { VideoUploads } from "./video-uploads.ts";
import { MEDIA_LINK_EXPIRED, MEDIA_LINK_INVALID } from "../http/messages.ts";
import { S3_MALFORMED_XML } from "../http/messages.ts";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const element = (name: string, value: string | number) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;
const xml = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${body}</${root}>`;

/** S3's error codes for the answers Uppy's client reads (`x-amz-error-code` and the body). */
const CODES: Record<number, string> = {
  400: "InvalidRequest",
  403: "AccessDenied",
  404: "NoSuchUpload",
  409: "UploadConflict",
  413: "EntityTooLarge",
  422: "InvalidVideo",
  503: "ServiceUnavailable",
};

/** The parts of a CompleteMultipartUpload body (the XML Uppy sends). */
export function partsOfCompleteXml(body: string): UploadedPart[] {
  const parts: UploadedPart[] = [];
  for (const match of body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
    const inner = match[1] ?? "";
    const partNumber = Number(/<PartNumber>\s*(\d{1,5})\s*<\/PartNumber>/.exec(inner)?.[1]);
    const etag = /<ETag>([^<]{1,200})<\/ETag>/.exec(inner)?.[1]?.replace(/&quot;|&#34;/g, '"');
    if (!Number.isInteger(partNumber) || partNumber < 1 || !etag)
      throw new HttpError(400, S3_MALFORMED_XML);
    parts.push({ partNumber, etag: etag.startsWith('"') ? etag : `"${etag}"` });
  }
  if (parts.length === 0) throw new HttpError(400, S3_MALFORMED_XML);
  return parts;
}

/**
 * The S3 protocol calls of an upload that Uppy's client makes itself (create, list parts,
 * complete, abort), answered here in S3's XML at URLs the admin API signed, on both drivers:
 * the signature stands for the admin (as a presigned URL does on S3), the bytes of each part
 * go to the store directly. ListParts and abort work here even where the store lacks them.
 */
export function uploadXmlRoutes(uploads: VideoUploads, signer: UrlSigner): FastifyPluginAsync {
  return async (routes: FastifyInstance) => {
    routes.removeAllContentTypeParsers();
    routes.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: 2 * 1024 * 1024 },
      (_r, body, done) => done(null, body),
    );
    routes.setErrorHandler((error, request, reply) => {
      const status = error instanceof HttpError ? error.statusCode : 500;
      const message =
        error instanceof HttpError
          ? [error.detail].flat().join(" ")
          : "The upload service failed; try again.";
      if (status >= 500) request.log.error({ err: error }, "upload call failed");
      const code = CODES[status] ?? "InternalError";
      const headers = error instanceof HttpError ? error.headers : {};
      return reply
        .code(status)
        .headers({ ...headers, "x-amz-error-code": code })
        .type("application/xml")
        .send(xml("Error", element("Code", code) + element("Message", message)));
    });

    const verified = (uploadId: string, operation: UploadOperation, query: unknown) => {
      const { expires, signature } = query as Record<string, unknown>;
      const check = signer.verify(
        `${uploadId}/${operation}`,
        expires,
        signature,
        UPLOAD_XML_PREFIX,
      );
      if (check === "expired") throw new HttpError(403, MEDIA_LINK_EXPIRED);
      if (check === "invalid") throw new HttpError(403, MEDIA_LINK_INVALID);
      return uploadId;
    };
    const sendXml = (reply: FastifyReply, body: string) =>
      reply.code(200).type("application/xml").send(body);
    type Params = { Params: { uploadId: string } };

    routes.post<Params>(`${UPLOAD_XML_PREFIX}/:uploadId/initiate`, async (request, reply) => {
      const row = await uploads.rowOf(verified(request.params.uploadId, "initiate", request.query));
      return sendXml(
        reply,
        xml(
          "InitiateMultipartUploadResult",
          element("Key", row.object_key) + element("UploadId", row.upload_id),
        ),
      );
    });

    routes.get<Params>(`${UPLOAD_XML_PREFIX}/:uploadId/list`, async (request, reply) => {
      const uploadId = verified(request.params.uploadId, "list", request.query);
      const parts = await uploads.listParts(uploadId);
      const body = parts
        .map((p) => `<Part>${element("PartNumber", p.partNumber)}${element("ETag", p.etag)}</Part>`)
        .join("");
      return sendXml(
        reply,
        xml(
          "ListPartsResult",
          element("UploadId", uploadId) + element("IsTruncated", "false") + body,
        ),
      );
    });

    routes.post<Params>(`${UPLOAD_XML_PREFIX}/:uploadId/complete`, async (request, reply) => {
      const uploadId = verified(request.params.uploadId, "complete", request.query);
      const row = await uploads.rowOf(uploadId);
      const parts = partsOfCompleteXml(String(request.body ?? ""));
      const user =
        row.created_by === null ? null : { id: row.created_by, isAdmin: true, passwordAt: null };
      const { s3_key } = await uploads.complete(user, uploadId, parts);
      return sendXml(
        reply,
        xml(
          "CompleteMultipartUploadResult",
          element("Location", s3_key) + element("Key", s3_key) + element("ETag", uploadId),
        ),
      );
    });

    routes.delete<Params>(`${UPLOAD_XML_PREFIX}/:uploadId/abort`, async (request, reply) => {
      const uploadId = verified(request.params.uploadId, "abort", request.query);
      const row = await uploads.rowOf(uploadId).catch(() => null);
      const user = row?.created_by ? { id: row.created_by, isAdmin: true, passwordAt: null } : null;
      await uploads.abort(user, uploadId, (message) => request.log.warn({ message }, "abort"));
      return reply.code(204).send();
    });
  };
}
