import type { AccountPaymentPlan } from "@academy/api";
import { Badge, Card, formatMoney } from "@academy/ui";
import { useId } from "react";
import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
import { SUBSCRIPTION_TEXT } from "../constants.ts";
import { formatDate } from "../format.ts";
import type { Notify, SubscriptionOperations } from "../types.ts";
import { PAYMENT_PLAN_TEXT as TEXT } from "../paymentPlanText.ts";
import { PlanPayAction } from "../PlanPayAction/PlanPayAction.tsx";
// The same card as a subscription's, beside it on the account page and in the portal.
import * as styles from "../SubscriptionCard/SubscriptionCard.css.ts";

export interface PaymentPlanCardProps {
  plan: AccountPaymentPlan;
  /** Saves a card and pays what is outstanding with it (payPlanWithCard). */
  payWithCard: SubscriptionOperations["updateCard"];
  notify: Notify;
  /** Loads the plans again after a payment. */
  onChanged: () => void;
  headingLevel?: 2 | 3;
  loadStripe?: StripeLoader;
}

/**
 * A course bought in monthly payments (issue 48): payments made of how many and what they
 * came to, what is left, the next payment's date, the card, and while a payment is failing
 * or the course is paused, a button to update the card and pay it now.
 */
export function PaymentPlanCard({
  plan,
  payWithCard,
  notify,
  onChanged,
  headingLevel = 2,
  loadStripe,
}: PaymentPlanCardProps) {
  const headingId = useId();
  const money = (cents: number) => formatMoney(cents, { currency: plan.currency });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const outstanding = plan.status === "past_due" || plan.status === "paused";
  const notice =
    plan.status === "paused"
      ? TEXT.pausedNotice
      : plan.status === "past_due"
        ? TEXT.pastDueNotice
        : plan.status === "completed"
          ? TEXT.completedNotice
          : null;
  return (
    <Card as="article" padding="lg" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.name}>
          {TEXT.heading(plan.name)}
        </Heading>
        <Badge tone={plan.status === "active" || plan.status === "completed" ? "green" : "yellow"}>
          {TEXT.status[plan.status]}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{TEXT.paid}</dt>
        <dd className={styles.value}>
          {TEXT.paidOf(plan.instalments_paid, plan.instalments, money(plan.paid_cents))}
        </dd>
        <dt className={styles.term}>{TEXT.left}</dt>
        <dd className={styles.value}>{money(plan.remaining_cents)}</dd>
        {plan.next_payment_date ? (
          <>
            <dt className={styles.term}>{TEXT.nextPayment}</dt>
            <dd className={styles.value}>
              {`${formatDate(plan.next_payment_date)} (${money(plan.instalment_cents)})`}
            </dd>
          </>
        ) : null}
        {plan.card ? (
          <>
            <dt className={styles.term}>{TEXT.card}</dt>
            <dd className={styles.value}>{SUBSCRIPTION_TEXT.card(plan.card)}</dd>
          </>
        ) : null}
      </dl>
      {notice ? (
        <p className={styles.notice} role={outstanding ? "status" : undefined}>
          {notice}
        </p>
      ) : null}
      {outstanding ? (
        <div className={styles.actions}>
          <PlanPayAction
            plan={plan}
            payWithCard={payWithCard}
            notify={notify}
            onChanged={onChanged}
            loadStripe={loadStripe}
          />
        </div>
      ) : null}
    </Card>
  );
}
