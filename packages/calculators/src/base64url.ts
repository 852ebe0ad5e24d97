/**
 * Base64url (RFC 4648 section 5) without padding, written out because `btoa`/`Buffer` are
 * not ECMAScript and this package must run unchanged in Node and browsers.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Encodes bytes as unpadded base64url text. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let text = "";
  let buffer = 0;
  let bitCount = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bitCount += 8;
    while (bitCount >= 6) {
      bitCount -= 6;
      text += ALPHABET.charAt((buffer >> bitCount) & 0x3f);
    }
    buffer &= (1 << bitCount) - 1;
  }
  // The last 2 or 4 bits are left-aligned into one more character, zero-filled.
  return bitCount > 0 ? text + ALPHABET.charAt((buffer << (6 - bitCount)) & 0x3f) : text;
}

/**
 * Decodes unpadded base64url; returns null for any character outside the alphabet, an
 * impossible length, or non-zero leftover bits (so each byte string has exactly one text).
 */
export function base64UrlDecode(text: string): Uint8Array | null {
  const bytes: number[] = [];
  let buffer = 0;
  let bitCount = 0;
  for (const character of text) {
    const value = ALPHABET.indexOf(character);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes.push((buffer >> bitCount) & 0xff);
    }
    buffer &= (1 << bitCount) - 1;
  }
  // 6 leftover bits means a length of 4n + 1, which no byte string encodes to.
  if (bitCount >= 6 || buffer !== 0) return null;
  return Uint8Array.from(bytes);
}
