import { mailDate } from "../mail/dates.ts";
import { planPaymentFailedMail } from "../mail/plan-templates.ts";
import { sendBillingNotice } from "../payments/billing-notices.ts";
import { cardOfSubscription, cardText } from "../payments/card-of-payment.ts";
import { renewalFailedKey } from "../payments/notice-keys.ts";
import { refusedInstalment } from "../payments/payment-plans.ts";
import { formatUsd } from "../payments/prices.ts";
import type { SubscriptionState } from "../payments/subscription-state.ts";
import type { Services } from "../services.ts";
import { instalmentProduct } from "./receipts.ts";
import type { PlanRow } from "./tables.ts";

/**
 * The mail of a refused monthly payment, once per try (billing's notice key of the invoice
 * and attempt, claimed with the mail): whichever sync sees it first sends it.
 */
export async function mailRefusedInstalment(
  services: Services,
  plan: PlanRow,
  current: SubscriptionState,
  paidCount: number,
): Promise<void> {
  const refused = await refusedInstalment(services.payments, current);
  if (!refused) return;
  const course = await services.db
    .selectFrom("courses")
    .select("name")
    .where("id", "=", plan.course_id)
    .executeTakeFirstOrThrow();
  const mail = planPaymentFailedMail(plan.buyer_email, {
    fullName: plan.buyer_name,
    payment: instalmentProduct(course.name, paidCount + 1, plan.instalments),
    amount: formatUsd(refused.amountDueCents),
    card: cardText(await cardOfSubscription(services.payments, current)),
    nextAttempt: refused.nextAttempt ? mailDate(new Date(refused.nextAttempt * 1000)) : null,
    manageUrl: `${services.config.publicUrl}/account`,
  });
  const key = renewalFailedKey(refused.invoiceId, refused.attemptCount);
  await sendBillingNotice(services, key, mail);
}
