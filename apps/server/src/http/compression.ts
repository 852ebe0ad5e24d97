import { constants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

/**
 * Compression of the API's JSON answers (@fastify/compress), registered only around the
 * contract's routes: lesson media (videos served in byte ranges, PDFs, images) and the built
 * site (precompressed at build time) live in other scopes and are never compressed on the fly.
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  // Below about 1 KB the encoding's own overhead and the CPU cost outweigh the bytes saved.
  threshold: 1024,
  encodings: ["br", "gzip"],
  // Measured with the bench on GET /api/courses (18 KB): quality 1 sends 3.9 KB at about
  // 6,000 answers/s, the plugin's default quality 4 sends 3.3 KB at about 2,500/s. Answers are
  // compressed per request, so the CPU is worth more than the last 15 % of bytes.
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  // JSON answers are whole buffers of tens of KB: one synchronous call (well under a
  // millisecond at quality 1) costs less than a compression stream per answer.
  syncThreshold: 64 * 1024,
  // JSON only: the certificate PDF is already compressed inside.
  customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
  // No client of ours sends compressed bodies; decoding them would only add a way for a small
  // request to inflate into a large one.
  globalDecompression: false,
};
