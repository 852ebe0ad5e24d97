import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A JSON answer that changes rarely (the public catalogue), encoded once per change: the
 * identity, brotli and gzip bytes are kept, and each request is sent the stored bytes its
 * Accept-Encoding allows, instead of compressing the same text again on every request.
 */
export interface EncodedAnswer {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function encodeAnswer(json: string): EncodedAnswer {
  const identity = Buffer.from(json, "utf8");
  return {
    identity,
    // Done once, so the densest settings cost nothing per request.
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The encoding to send: br before gzip, neither when refused with q=0. One linear pass. */
export function pickEncoding(header: string | undefined): "br" | "gzip" | undefined {
  if (!header) return undefined;
  let gzip = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(?:\.0{0,3})?$/.test(param));
    if (refused) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : undefined;
}

/** Sends the stored bytes; the compression plugin leaves an encoded answer alone. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  reply.code(200).type("application/json; charset=utf-8").header("vary", "accept-encoding");
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(encoding ? answer[encoding] : answer.identity);
}
