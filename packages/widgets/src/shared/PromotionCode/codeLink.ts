/**
 * A promotion code that arrives from outside the checkout (a `?code=` link, a partner embed's
 * `code` attribute): kept only when it is spelt as the server's rule allows codes
 * (admin/promotion-code-input.ts and the contract's `^[A-Za-z0-9_-]+$`, at most 64), so
 * nothing else reaches the field or the frame's address. Anything else is dropped silently:
 * the checkout then shows no code field, as without a link.
 */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function promotionCodeFromLink(value: string | null | undefined): string | undefined {
  const code = value?.trim() ?? "";
  return PROMOTION_CODE_PATTERN.test(code) ? code : undefined;
}
