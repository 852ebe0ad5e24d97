import { useApi, useQueryHooks, useSession, type AccountPaymentPlan } from "@academy/api";
import { useToast } from "@academy/ui";
import { PaymentPlanCard, payPausedPlan, payPlanWithCard } from "@academy/widgets";
import { useMemo } from "react";
import { PAYMENT_PLANS_TEXT as TEXT } from "./paymentPlansText.ts";
import * as styles from "./PaymentPlans.css.ts";

/**
 * The signed-in user's course payment plans (issue 48), on the account page and the portal:
 * nothing at all for someone without a plan (nor while loading), so those pages stay the
 * spec's screens unless a plan is there to show. A payment or a new card refreshes the session:
 * a paused plan paid opens its course in My Courses, the header and the course cards too.
 */
export function PaymentPlans({ headingId = "payment-plans" }: { headingId?: string }) {
  const plans = useQueryHooks().useQuery("get", "/account/payment-plans");
  const { refresh } = useSession();
  if (!plans.data || plans.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {TEXT.title}
      </h2>
      <ul className={styles.list}>
        {plans.data.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} onChanged={() => void refresh()} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan, onChanged }: { plan: AccountPaymentPlan; onChanged: () => void }) {
  const { client } = useApi();
  const { toast } = useToast();
  // A paused plan is paid on-session (3-D Secure in the browser); a failing one off-session.
  const paused = plan.status === "paused";
  const payWithCard = useMemo(
    () => (paused ? payPausedPlan : payPlanWithCard)(client, plan.id),
    [client, plan.id, paused],
  );
  return (
    <PaymentPlanCard
      headingLevel={3}
      plan={plan}
      payWithCard={payWithCard}
      notify={(tone, message) => toast({ tone, title: message })}
      onChanged={onChanged}
    />
  );
}
