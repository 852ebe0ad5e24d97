import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Clock } from "../auth/clock.ts";
import { HttpError } from "../http/errors.ts";
import { attachmentDisposition } from "../storage/download-name.ts";
import { SIGNED_MEDIA_PREFIX, type UrlSigner } from "./signed-urls.ts";
import { MEDIA_LINK_EXPIRED, MEDIA_LINK_INVALID } from "../http/messages.ts";

/** Video and images: nothing runs in them. */
const SANDBOXED_MEDIA_POLICY = "default-src 'none'; sandbox";

/**
 * Slide decks (from the seed and the admin PDF upload): Chromium's PDF viewer does not run in a
 * sandboxed document, and the player and the lesson test page show them in an <object> or a
 * frame of our own pages, so they may be framed by this origin only (the API's policy, which
 * would apply otherwise, forbids all framing).
 */
export const SIGNED_PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'self'";

/**
 * Serves the private lesson media store at SIGNED_MEDIA_PREFIX, only for a request whose
 * signature matches the path and has not expired (403 otherwise, like S3). Byte ranges are
 * served, so a video can seek; a URL signed with a download name is served as an attachment.
 */
export function signedMediaRoutes(
  root: string,
  signer: UrlSigner,
  clock: Clock,
): FastifyPluginAsync {
  return async (media: FastifyInstance) => {
    media.addHook("onRequest", async (request, reply) => {
      const key = (request.params as { "*"?: string })["*"] ?? "";
      const { expires, signature, download } = request.query as Record<string, unknown>;
      const check = signer.verify(key, expires, signature, SIGNED_MEDIA_PREFIX, download);
      if (check === "expired") throw new HttpError(403, MEDIA_LINK_EXPIRED);
      if (check === "invalid") throw new HttpError(403, MEDIA_LINK_INVALID);
      // S3's response-content-disposition: the signed name, never one added to the URL after.
      if (typeof download === "string")
        reply.header("content-disposition", attachmentDisposition(download));
      // The URL stops working at `expires`; caches may keep the answer until then, privately.
      const remaining = Number(expires) - Math.floor(clock().getTime() / 1000);
      reply.header("cache-control", `private, max-age=${Math.max(0, remaining)}`);
    });
    await media.register(fastifyStatic, {
      root,
      prefix: `${SIGNED_MEDIA_PREFIX}/`,
      decorateReply: false,
      index: false,
      dotfiles: "deny",
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header("x-content-type-options", "nosniff");
        reply.header(
          "content-security-policy",
          filePath.endsWith(".pdf") ? SIGNED_PDF_CONTENT_SECURITY_POLICY : SANDBOXED_MEDIA_POLICY,
        );
      },
    });
  };
}
