import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Clock } from "../auth/clock.ts";

/** URL prefix of stored lesson media, served only with a valid, unexpired signature. */
export const SIGNED_MEDIA_PREFIX = "/api/signed-media";

/**
 * How long a signed media URL works: long enough to watch the longest lesson with pauses; the
 * player asks for a fresh one (video-url, or the course for a PDF) when it gets a 403.
 */
export const MEDIA_URL_TTL_SECONDS = 2 * 60 * 60;

export type SignatureCheck = "valid" | "expired" | "invalid";

export interface UrlSigner {
  /**
   * `/api/signed-media/<key>?expires=<unix seconds>&signature=<base64url HMAC>`; another
   * prefix signs another route's paths (the disk driver's part uploads). A `download` name adds
   * `&download=<name>`, signed with the rest, so the route can serve the file as an attachment
   * under that name and nobody can change it.
   */
  sign(key: string, prefix?: string, download?: string): string;
  verify(
    key: string,
    expires: unknown,
    signature: unknown,
    prefix?: string,
    download?: unknown,
  ): SignatureCheck;
}

/**
 * HMAC-SHA256 signed, expiring media URLs: the local-disk stand-in for S3 presigned URLs. The
 * key is derived from JWT_SECRET (HKDF, its own label), so every instance sharing the secret
 * accepts every other's URLs and no further secret needs configuring.
 */
export function createUrlSigner(
  secret: Uint8Array,
  clock: Clock,
  ttlSeconds = MEDIA_URL_TTL_SECONDS,
): UrlSigner {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "academy signed media urls v1", 32));
  const mac = (path: string, expires: number, download?: string) =>
    createHmac("sha256", key)
      // Without a name, exactly what was signed before names existed; with one, a line that
      // can never be read as an expiry (digits only), so no URL passes for the other kind.
      .update(`${path}\n${expires}${download === undefined ? "" : `\nattachment ${download}`}`)
      .digest();
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    sign(path, prefix = SIGNED_MEDIA_PREFIX, download) {
      const expires = nowSeconds() + ttlSeconds;
      // The prefix is signed too, so a part-upload URL never opens a media file and back.
      const signed = prefix === SIGNED_MEDIA_PREFIX ? path : `${prefix}\n${path}`;
      const signature = mac(signed, expires, download).toString("base64url");
      const encoded = path.split("/").map(encodeURIComponent).join("/");
      const name = download === undefined ? "" : `&download=${encodeURIComponent(download)}`;
      return `${prefix}/${encoded}?expires=${expires}${name}&signature=${signature}`;
    },
    verify(path, expires, signature, prefix = SIGNED_MEDIA_PREFIX, download) {
      const signed = prefix === SIGNED_MEDIA_PREFIX ? path : `${prefix}\n${path}`;
      if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires)) return "invalid";
      if (typeof signature !== "string") return "invalid";
      if (download !== undefined && typeof download !== "string") return "invalid";
      // Compared as text: base64url decoding ignores stray characters, the text does not.
      const expected = Buffer.from(mac(signed, Number(expires), download).toString("base64url"));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      // Checked after the signature, so an expiry cannot be probed without a valid URL.
      return Number(expires) < nowSeconds() ? "expired" : "valid";
    },
  };
}
