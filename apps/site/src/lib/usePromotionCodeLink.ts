import { promotionCodeFromLink } from "@academy/widgets";
import { useSearchParams } from "react-router-dom";

/**
 * Issue 48: a sales page linked as `?code=WELCOME10` brings a promotion code, which the page's
 * checkout fills in and applies; without it the spec's checkout shows no code field at all.
 * Answers the code's props for the modal: `{ promotionCode }`, or nothing (also when the link's
 * value is not spelt as codes are: promotionCodeFromLink).
 */
export function usePromotionCodeLink(): { promotionCode?: string } {
  const [search] = useSearchParams();
  const promotionCode = promotionCodeFromLink(search.get("code"));
  return promotionCode ? { promotionCode } : {};
}
