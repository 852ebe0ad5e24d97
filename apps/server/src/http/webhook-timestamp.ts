/** How far a webhook's signed timestamp may be from now, either way (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** One `t=` of digits without a leading zero (unix seconds), within JavaScript's safe integers. */
const TIMESTAMP = /^[1-9]\d{0,14}$/;
/** A signature: HMAC-SHA256 in lower-case hex, as Stripe writes it (v1, and v0 in test mode). */
const SIGNATURE = /^[0-9a-f]{64}$/;
const SCHEME = /^v\d$/;

/**
 * The `Stripe-Signature` header read strictly, as Stripe writes it: `t=<seconds>` once, then
 * one or more `v1=<hex>` (and possibly `v0=<hex>`), comma-separated with no spaces. Null for
 * anything else. The SDK's own reading is lenient (it takes the last of several `t`, and
 * `Number()` reads `+123`, `000123` and `123 `), so a header can pass it carrying a timestamp
 * the check below never saw; refusing every other spelling leaves one reading for both.
 */
export function parseSignatureHeader(header: string): { timestamp: number } | null {
  let timestamp: number | undefined;
  let signatures = 0;
  for (const item of header.split(",")) {
    const equals = item.indexOf("=");
    if (equals <= 0) return null;
    const key = item.slice(0, equals);
    const value = item.slice(equals + 1);
    if (key === "t") {
      if (timestamp !== undefined || !TIMESTAMP.test(value)) return null;
      timestamp = Number(value);
    } else if (SCHEME.test(key)) {
      if (!SIGNATURE.test(value)) return null;
      if (key === "v1") signatures += 1;
    } else return null;
  }
  return timestamp !== undefined && signatures > 0 ? { timestamp } : null;
}

/**
 * Whether the header may go on to the SDK's check: well formed (above) and not dated ahead.
 * Stripe's SDK refuses a signature older than its tolerance but accepts one dated any time
 * ahead, so a signed payload captured once could be held and replayed for as long as it is
 * dated. A `t=` more than the tolerance ahead of the wall clock (which the sender signs with)
 * is refused here; the SDK checks the rest.
 */
export function acceptableSignatureHeader(signatureHeader: string, nowMs: number): boolean {
  const parsed = parseSignatureHeader(signatureHeader);
  if (!parsed) return false;
  return parsed.timestamp - Math.floor(nowMs / 1000) <= WEBHOOK_TOLERANCE_SECONDS;
}
