/**
 * UTF-8 without TextEncoder/TextDecoder: those are Web/Node globals, not ECMAScript, and this
 * package targets plain ES2023 so it runs anywhere.
 */

const REPLACEMENT_CHARACTER = 0xfffd;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Encodes a string as UTF-8 bytes; a lone surrogate is written as U+FFFD. */
export function utf8Encode(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    let codePoint = text.charCodeAt(index);
    if (isHighSurrogate(codePoint) && isLowSurrogate(text.charCodeAt(index + 1))) {
      codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (text.charCodeAt(index + 1) - 0xdc00);
      index += 1;
    } else if (isHighSurrogate(codePoint) || isLowSurrogate(codePoint)) {
      codePoint = REPLACEMENT_CHARACTER;
    }
    if (codePoint < 0x80) {
      bytes.push(codePoint);
    } else if (codePoint < 0x800) {
      bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
    } else if (codePoint < 0x10000) {
      bytes.push(
        0xe0 | (codePoint >> 12),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
    } else {
      bytes.push(
        0xf0 | (codePoint >> 18),
        0x80 | ((codePoint >> 12) & 0x3f),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
    }
  }
  return Uint8Array.from(bytes);
}

/** Sequence length and smallest legal code point for each lead byte range (no overlongs). */
function leadInfo(lead: number): { continuations: number; min: number; bits: number } | null {
  if (lead < 0x80) return { continuations: 0, min: 0, bits: lead };
  if (lead >= 0xc2 && lead <= 0xdf) return { continuations: 1, min: 0x80, bits: lead & 0x1f };
  if (lead >= 0xe0 && lead <= 0xef) return { continuations: 2, min: 0x800, bits: lead & 0x0f };
  if (lead >= 0xf0 && lead <= 0xf4) return { continuations: 3, min: 0x10000, bits: lead & 0x07 };
  return null;
}

/**
 * Decodes strict UTF-8: returns null on any invalid, overlong, truncated or surrogate
 * sequence rather than guessing, because a bad byte means the link was damaged.
 */
export function utf8Decode(bytes: Uint8Array): string | null {
  let text = "";
  let pending = 0;
  let codePoint = 0;
  let min = 0;
  for (const byte of bytes) {
    if (pending === 0) {
      const info = leadInfo(byte);
      if (info === null) return null;
      ({ continuations: pending, min, bits: codePoint } = info);
    } else {
      if ((byte & 0xc0) !== 0x80) return null;
      codePoint = (codePoint << 6) | (byte & 0x3f);
      pending -= 1;
    }
    if (pending === 0) {
      const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
      if (codePoint < min || codePoint > 0x10ffff || isSurrogate) return null;
      text += String.fromCodePoint(codePoint);
    }
  }
  return pending === 0 ? text : null;
}
