/** How far a webhook's signed timestamp may be from now, either way (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's SDK refuses a signature older than its tolerance but accepts one dated any time
 * ahead, so a signed payload captured once could be held and replayed for as long as it is
 * dated. A `t=` more than the tolerance ahead of the wall clock (which the sender signs with)
 * is refused here; the SDK checks the rest.
 */
export function signedAheadOfTime(signatureHeader: string, nowMs: number): boolean {
  const stamp = /(?:^|,)\s*t=(\d{1,15})(?:,|$)/.exec(signatureHeader)?.[1];
  if (stamp === undefined) return false;
  return Number(stamp) - Math.floor(nowMs / 1000) > WEBHOOK_TOLERANCE_SECONDS;
}
