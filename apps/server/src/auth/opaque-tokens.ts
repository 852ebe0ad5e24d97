import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** A random opaque token (256 bits, base64url) for refresh and password-reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database stores instead of the token. A fast hash is enough: the token has 256 bits
 * of entropy, so there is nothing to brute-force, unlike a password.
 */
export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Encrypts `secret` under a key derived from `token` (AES-256-GCM). */
export function sealWithToken(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(token), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

/** Reverses sealWithToken; null when the token does not open the seal. */
export function openWithToken(token: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealKey(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

function sealKey(token: string): Buffer {
  // Distinct from hashOpaqueToken's output, which the database stores next to the seal.
  return createHash("sha256").update("successor-seal:").update(token).digest();
}
