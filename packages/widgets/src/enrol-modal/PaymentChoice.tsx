import { formatMoney, SegmentedControl } from "@academy/ui";
import { ENROL_MODAL_TEXT as TEXT } from "./constants.ts";

/** A course's monthly plan as the catalogue lists it (issue 48). */
export interface OfferedPaymentPlan {
  instalments: number;
  instalmentCents: number;
  currency: string;
}

export type PaymentMode = "full" | "plan";

export interface PaymentChoiceProps {
  plan: OfferedPaymentPlan;
  value: PaymentMode;
  onValueChange: (mode: PaymentMode) => void;
  disabled: boolean;
}

/** "$1,249.25": one monthly payment, in the catalogue's cents. */
export function instalmentPrice(plan: OfferedPaymentPlan): string {
  return formatMoney(plan.instalmentCents, { currency: plan.currency });
}

/**
 * Issue 48: pay in full, or the course's plan ("4 monthly payments of $1,249.25"). Rendered
 * only when the server offers plans: the spec's modal, with plans off, has no choice at all.
 */
export function PaymentChoice({ plan, value, onValueChange, disabled }: PaymentChoiceProps) {
  return (
    <SegmentedControl
      aria-label={TEXT.paymentChoice}
      fullWidth
      disabled={disabled}
      value={value}
      onValueChange={(next) => {
        if (next === "full" || next === "plan") onValueChange(next);
      }}
      options={[
        { value: "full", label: TEXT.payInFull },
        { value: "plan", label: TEXT.monthlyPayments(plan.instalments, instalmentPrice(plan)) },
      ]}
    />
  );
}
