import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { notFound } from "../http/errors.ts";
import { MEDIA_URL_PREFIX, type FileStore } from "../storage/file-store.ts";

/**
 * Public uploads (profile pictures) at MEDIA_URL_PREFIX, read from the shared storage through
 * the file store, so any instance serves a picture another one stored. Keys are random and
 * never reused: a browser may keep an answer for good.
 */
export function publicFileRoutes(files: FileStore): FastifyPluginAsync {
  return async (api: FastifyInstance) => {
    api.get(`${MEDIA_URL_PREFIX}/*`, async (request, reply) => {
      const key = (request.params as { "*"?: string })["*"] ?? "";
      const file = await files.read(key);
      if (!file) throw notFound();
      // Uploaded files are user content: never let a browser run them as a page.
      return reply
        .header("content-type", file.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    });
  };
}
