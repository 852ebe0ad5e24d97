import type { PreviewAnswer, PromotionPreview } from "./PromotionCode.tsx";

/** WELCOME10 on a $997 course, as the server previews it: stories' and tests' fixture. */
export const WELCOME10_PREVIEW: PromotionPreview = {
  code: "WELCOME10",
  listCents: 99_700,
  discountCents: 9_970,
  amountCents: 89_730,
  currency: "usd",
};

/** A stand-in for GET /promotion-codes/{code} that knows WELCOME10 only (any case). */
export const demoPreview = (code: string): Promise<PreviewAnswer> =>
  Promise.resolve(
    code.toUpperCase() === "WELCOME10"
      ? { ok: true, preview: WELCOME10_PREVIEW }
      : { ok: false, message: "This promotion code does not exist." },
  );
