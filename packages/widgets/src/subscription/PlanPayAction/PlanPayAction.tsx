import type { AccountPaymentPlan } from "@academy/api";
import { Button, formatMoney } from "@academy/ui";
import { useRef, useState } from "react";
import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
import { PAYMENT_PLAN_TEXT as TEXT } from "../paymentPlanText.ts";
import type { Notify, SubscriptionOperations } from "../types.ts";
import { UpdatePaymentDialog } from "../UpdatePaymentDialog/UpdatePaymentDialog.tsx";

export interface PlanPayActionProps {
  plan: Pick<AccountPaymentPlan, "instalment_cents" | "currency">;
  /** Pays what is outstanding with the card typed (payPausedPlan, payPlanWithCard). */
  payWithCard: SubscriptionOperations["updateCard"];
  notify: Notify;
  /** Loads again after a payment (the plan, the courses). */
  onChanged: () => void;
  loadStripe?: StripeLoader;
}

/**
 * "Update card and pay $…": a plan's outstanding payment (issue 48), on the plan card and on a
 * paused course in My Courses alike. Focus comes back to the button when the dialog closes.
 */
export function PlanPayAction({
  plan,
  payWithCard,
  notify,
  onChanged,
  loadStripe,
}: PlanPayActionProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} onClick={() => setOpen(true)}>
        {TEXT.pay(formatMoney(plan.instalment_cents, { currency: plan.currency }))}
      </Button>
      <UpdatePaymentDialog
        open={open}
        onOpenChange={setOpen}
        loadStripe={loadStripe}
        updateCard={payWithCard}
        onCloseAutoFocus={(event) => {
          if (!button.current) return;
          event.preventDefault();
          button.current.focus();
        }}
        onUpdated={() => {
          notify("success", TEXT.paymentReceived);
          onChanged();
        }}
        onFailed={(message) => notify("error", message || TEXT.payFailed)}
      />
    </>
  );
}
