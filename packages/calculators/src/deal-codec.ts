/**
 * `encodeDeal` / `decodeDeal`: a compact, versioned, URL-safe text for a deal, for share links
 * and saved deals.
 *
 * Format: `<version><kind>.<payload>.<checksum>`, e.g. `1f.W1siIiwiIiwwLDI1...XV0.1unjze1`:
 * - version: decimal digits, currently `1`;
 * - kind: `l` land, `f` flip, `r` renovation, `c` construction;
 * - payload: base64url (no padding) of the UTF-8 JSON array built by `deal-payload.ts`;
 * - checksum: CRC-32 of everything before the last dot, base 36, 7 characters.
 * Every character is URL-safe (letters, digits, `-`, `_`, `.`). The checksum catches damaged
 * or hand-edited links; it is not a signature, so decoded inputs are sanitized like any input.
 */
import { base64UrlDecode, base64UrlEncode } from "./base64url.ts";
import { crc32 } from "./crc32.ts";
import { payloadOf, readDeal } from "./deal-payload.ts";
import type { Deal, DealKind } from "./types.ts";
import { utf8Decode, utf8Encode } from "./utf8.ts";

/** The format version this code writes. */
export const DEAL_CODEC_VERSION = 1;
/** Longer texts are refused before any work, so a hostile link cannot cost much. */
export const MAX_ENCODED_DEAL_LENGTH = 16_384;

const CHECKSUM_LENGTH = 7;
/** version digits, kind letter, dot, base64url payload, dot, base-36 checksum. */
const FORMAT = /^[0-9]+[a-z]\.[A-Za-z0-9_-]+\.[0-9a-z]+$/;
const KIND_CODES: Readonly<Record<DealKind, string>> = {
  land: "l",
  flip: "f",
  renovation: "r",
  construction: "c",
};
const KINDS: readonly DealKind[] = ["land", "flip", "renovation", "construction"];

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

export type DecodeDealResult = { ok: true; deal: Deal } | { ok: false; error: DealDecodeError };

function checksumOf(body: string): string {
  return crc32(body).toString(36).padStart(CHECKSUM_LENGTH, "0");
}

/**
 * Encodes a deal (inputs sanitized first, as the calculators would) as URL-safe text.
 * `decodeDeal(encodeDeal(deal))` gives back the sanitized deal.
 */
export function encodeDeal(deal: Deal): string {
  const json = JSON.stringify(payloadOf(deal));
  const body = `${DEAL_CODEC_VERSION}${KIND_CODES[deal.kind]}.${base64UrlEncode(utf8Encode(json))}`;
  return `${body}.${checksumOf(body)}`;
}

function failure(code: DealDecodeErrorCode, message: string): DecodeDealResult {
  return { ok: false, error: { code, message } };
}

/**
 * Decodes a text made by `encodeDeal`. Never throws: damaged, edited, truncated, foreign or
 * future-version texts give `{ ok: false, error: { code, message } }`.
 */
export function decodeDeal(text: string): DecodeDealResult {
  if (typeof text !== "string") return failure("malformed", "A deal link must be text.");
  if (text.length > MAX_ENCODED_DEAL_LENGTH) {
    return failure("too-long", "This deal link is too long to be one of ours.");
  }
  if (!FORMAT.test(text)) return failure("malformed", "This is not a deal link.");
  const firstDot = text.indexOf(".");
  const lastDot = text.lastIndexOf(".");
  const version = text.slice(0, firstDot - 1);
  const kindCode = text.slice(firstDot - 1, firstDot);
  const payload = text.slice(firstDot + 1, lastDot);
  if (version !== String(DEAL_CODEC_VERSION)) {
    return failure("unsupported-version", `Deal links of version ${version} are not supported.`);
  }
  const kind = KINDS.find((candidate) => KIND_CODES[candidate] === kindCode);
  if (kind === undefined) return failure("unknown-kind", "This deal link is for an unknown tool.");
  if (text.slice(lastDot + 1) !== checksumOf(text.slice(0, lastDot))) {
    return failure("checksum-mismatch", "This deal link is damaged or was edited.");
  }
  const bytes = base64UrlDecode(payload);
  const json = bytes === null ? null : utf8Decode(bytes);
  if (json === null) return failure("invalid-payload", "This deal link's data is unreadable.");
  try {
    return { ok: true, deal: readDeal(kind, JSON.parse(json)) };
  } catch {
    // JSON.parse's SyntaxError or a PayloadError: either way the data is not a deal.
    return failure("invalid-payload", "This deal link's data is unreadable.");
  }
}
