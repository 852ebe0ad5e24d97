/**
 * The frame every encoded deal shares, whatever its calculator: `<version><kind>.<payload>.<checksum>`
 * (see `deal-codec.ts`). Split out so the buy-and-hold link (`rental-codec.ts`) uses the very same
 * format, limits and error texts as the four calculators'.
 */
import { base64UrlDecode, base64UrlEncode } from "./base64url.ts";
import { crc32 } from "./crc32.ts";
import { utf8Decode, utf8Encode } from "./utf8.ts";

/** The format version this code writes. */
export const DEAL_CODEC_VERSION = 1;
/** Longer texts are refused before any work, so a hostile link cannot cost much. */
export const MAX_ENCODED_DEAL_LENGTH = 16_384;

const CHECKSUM_LENGTH = 7;
/** version digits, kind letter, dot, base64url payload, dot, base-36 checksum. */
const FORMAT = /^[0-9]+[a-z]\.[A-Za-z0-9_-]+\.[0-9a-z]+$/;

/** Why a text is not a deal. */
export type DealDecodeErrorCode =
  | "too-long"
  | "malformed"
  | "unsupported-version"
  | "unknown-kind"
  | "checksum-mismatch"
  | "invalid-payload";

export interface DealDecodeError {
  code: DealDecodeErrorCode;
  message: string;
}

/** A frame read successfully: its kind and its payload's JSON text. */
export type DecodeFrameResult<K extends string> =
  { ok: true; kind: K; json: string } | { ok: false; error: DealDecodeError };

function checksumOf(body: string): string {
  return crc32(body).toString(36).padStart(CHECKSUM_LENGTH, "0");
}

/** Frames a payload (any JSON value) under a one-letter kind code. */
export function encodeFrame(kindCode: string, payload: unknown): string {
  const json = JSON.stringify(payload);
  const body = `${DEAL_CODEC_VERSION}${kindCode}.${base64UrlEncode(utf8Encode(json))}`;
  return `${body}.${checksumOf(body)}`;
}

export function frameFailure(
  code: DealDecodeErrorCode,
  message: string,
): { ok: false; error: DealDecodeError } {
  return { ok: false, error: { code, message } };
}

/**
 * Checks a frame's shape, version, kind letter (`codes[kind]` of one of `kinds`) and checksum
 * and returns the kind and the payload's JSON text. Never throws.
 */
export function decodeFrame<K extends string>(
  text: string,
  codes: Readonly<Record<K, string>>,
  kinds: readonly K[],
): DecodeFrameResult<K> {
  if (typeof text !== "string") return frameFailure("malformed", "A deal link must be text.");
  if (text.length > MAX_ENCODED_DEAL_LENGTH) {
    return frameFailure("too-long", "This deal link is too long to be one of ours.");
  }
  if (!FORMAT.test(text)) return frameFailure("malformed", "This is not a deal link.");
  const firstDot = text.indexOf(".");
  const lastDot = text.lastIndexOf(".");
  const version = text.slice(0, firstDot - 1);
  const kindCode = text.slice(firstDot - 1, firstDot);
  const payload = text.slice(firstDot + 1, lastDot);
  if (version !== String(DEAL_CODEC_VERSION)) {
    return frameFailure(
      "unsupported-version",
      `Deal links of version ${version} are not supported.`,
    );
  }
  const kind = kinds.find((candidate) => codes[candidate] === kindCode);
  if (kind === undefined)
    return frameFailure("unknown-kind", "This deal link is for an unknown tool.");
  if (text.slice(lastDot + 1) !== checksumOf(text.slice(0, lastDot))) {
    return frameFailure("checksum-mismatch", "This deal link is damaged or was edited.");
  }
  const bytes = base64UrlDecode(payload);
  const json = bytes === null ? null : utf8Decode(bytes);
  if (json === null) return frameFailure("invalid-payload", "This deal link's data is unreadable.");
  return { ok: true, kind, json };
}
