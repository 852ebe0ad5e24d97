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
import { decodeFrame, encodeFrame, frameFailure, type DealDecodeError } from "./deal-frame.ts";
import { payloadOf, readDeal } from "./deal-payload.ts";
import type { Deal, DealKind } from "./types.ts";

export {
  DEAL_CODEC_VERSION,
  MAX_ENCODED_DEAL_LENGTH,
  type DealDecodeError,
  type DealDecodeErrorCode,
} from "./deal-frame.ts";

const KIND_CODES: Readonly<Record<DealKind, string>> = {
  land: "l",
  flip: "f",
  renovation: "r",
  construction: "c",
};
const KINDS: readonly DealKind[] = ["land", "flip", "renovation", "construction"];

export type DecodeDealResult = { ok: true; deal: Deal } | { ok: false; error: DealDecodeError };

/**
 * Encodes a deal (inputs sanitized first, as the calculators would) as URL-safe text.
 * `decodeDeal(encodeDeal(deal))` gives back the sanitized deal.
 */
export function encodeDeal(deal: Deal): string {
  return encodeFrame(KIND_CODES[deal.kind], payloadOf(deal));
}

/**
 * Decodes a text made by `encodeDeal`. Never throws: damaged, edited, truncated, foreign or
 * future-version texts give `{ ok: false, error: { code, message } }`.
 */
export function decodeDeal(text: string): DecodeDealResult {
  const frame = decodeFrame(text, KIND_CODES, KINDS);
  if (!frame.ok) return frame;
  try {
    return { ok: true, deal: readDeal(frame.kind, JSON.parse(frame.json)) };
  } catch {
    // JSON.parse's SyntaxError or a PayloadError: either way the data is not a deal.
    return frameFailure("invalid-payload", "This deal link's data is unreadable.");
  }
}
