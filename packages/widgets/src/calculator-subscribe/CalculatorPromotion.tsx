import { useApi, type BillingCycle } from "@academy/api";
import { formatMoney } from "@academy/ui";
import { useState } from "react";
import {
  PROMOTION_CODE_TEXT,
  PromotionCode,
  type PromotionPreview,
} from "../shared/PromotionCode/PromotionCode.tsx";
import { previewPromotion } from "../shared/PromotionCode/previewPromotion.ts";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";

export interface CalculatorPromotionProps {
  /** The code the page's `?code=` link brought. */
  linkCode: string;
  cycle: BillingCycle;
  /** The plan's list price for the cycle, as shown ("$9"). */
  listPrice: string;
  promotion: PromotionPreview | null;
  onPromotionChange: (promotion: PromotionPreview | null) => void;
  disabled: boolean;
}

/**
 * The calculator's promotion-code field (issue 48), shown only when a `?code=` link brought a
 * code. The code discounts the first payment of the chosen plan, so the server previews it per
 * billing cycle: another cycle mounts the field afresh, which applies the last code again.
 */
export function CalculatorPromotion({
  linkCode,
  cycle,
  listPrice,
  promotion,
  onPromotionChange,
  disabled,
}: CalculatorPromotionProps) {
  const { client } = useApi();
  // The last code applied, typed in again when another cycle mounts the field afresh.
  const [lastCode, setLastCode] = useState(linkCode);
  const per = cycle === "monthly" ? TEXT.perMonth : TEXT.perYear;
  return (
    <>
      <PromotionCode
        key={cycle}
        label={TEXT.promotionCode}
        preview={(code) =>
          previewPromotion(client, { product: "calculator", billingCycle: cycle }, code)
        }
        defaultCode={lastCode}
        disabled={disabled}
        onAppliedChange={(applied) => {
          if (applied) setLastCode(applied.code);
          onPromotionChange(applied);
        }}
      />
      {promotion ? (
        <p className={styles.firstPayment}>
          {PROMOTION_CODE_TEXT.firstPayment(
            formatMoney(promotion.amountCents, { currency: promotion.currency }),
            per(listPrice),
          )}
        </p>
      ) : null}
    </>
  );
}
