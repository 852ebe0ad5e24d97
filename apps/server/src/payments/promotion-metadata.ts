/**
 * What a subscription started with a promotion code records of it in its metadata (issue 48):
 * the webhook finds the attempt's reservation by it, and the receipt names the code.
 */
export const PROMOTION_METADATA = {
  codeId: "promotion_code_id",
  code: "promotion_code",
  attempt: "promotion_attempt",
} as const;

/** The code a subscription's (or its invoice's) metadata names, for the receipt's line. */
export function promotionCodeOf(
  metadata: Record<string, string> | null | undefined,
): string | undefined {
  return metadata?.[PROMOTION_METADATA.code];
}
