import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Clock } from "../auth/clock.ts";
import { HttpError } from "../http/errors.ts";
import { SIGNED_MEDIA_PREFIX, type UrlSigner } from "./signed-urls.ts";
import { MEDIA_LINK_EXPIRED, MEDIA_LINK_INVALID } from "../http/messages.ts";

/**
 * Serves the private lesson media store at SIGNED_MEDIA_PREFIX, only for a request whose
 * signature matches the path and has not expired (403 otherwise, like S3). Byte ranges are
 * served, so a video can seek.
 */
export function signedMediaRoutes(
  root: string,
  signer: UrlSigner,
  clock: Clock,
): FastifyPluginAsync {
  return async (media: FastifyInstance) => {
    media.addHook("onRequest", async (request, reply) => {
      const key = (request.params as { "*"?: string })["*"] ?? "";
      const { expires, signature } = request.query as Record<string, unknown>;
      const check = signer.verify(key, expires, signature);
      if (check === "expired") throw new HttpError(403, MEDIA_LINK_EXPIRED);
      if (check === "invalid") throw new HttpError(403, MEDIA_LINK_INVALID);
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
        // Chromium's PDF viewer does not run in a sandboxed document, so PDFs (which reach
        // this store only from the seed and the admin PDF upload) go without a CSP; anything
        // else is sandboxed.
        if (!filePath.endsWith(".pdf"))
          reply.header("content-security-policy", "default-src 'none'; sandbox");
      },
    });
  };
}
