import type { AdminPerson } from "@academy/api";
import { Badge, formatMoney } from "@academy/ui";
import * as styles from "./AdminPersonPage.css.ts";
import { PLANS_PANEL_TEXT as TEXT } from "./plansPanelText.ts";

type Plan = NonNullable<AdminPerson["payment_plans"]>[number];

const TONES: Record<Plan["status"], "green" | "yellow" | "neutral"> = {
  active: "green",
  paused: "yellow",
  completed: "neutral",
  canceled: "neutral",
};

/**
 * The person's course payment plans (issue 48): the course, payments made of how many, where
 * each stands and when the next payment is taken. Their payments are in the payments list;
 * pausing and reopening are in the audit log. Nothing shows for someone without a plan.
 */
export function PlansPanel({ person }: { person: AdminPerson }) {
  const plans = person.payment_plans ?? [];
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="person-plans" className={styles.panel}>
      <h2 id="person-plans" className={styles.panelTitle}>
        {TEXT.title}
      </h2>
      <ul className={styles.list}>
        {plans.map((plan) => (
          <li key={plan.id} className={styles.item}>
            <div className={styles.itemHead}>
              <strong>{plan.course_name}</strong>
              <Badge tone={TONES[plan.status]}>{TEXT.status[plan.status]}</Badge>
              <span className={styles.muted}>
                {TEXT.paidOf(
                  plan.instalments_paid,
                  plan.instalments,
                  formatMoney(plan.instalment_cents),
                )}
                {plan.next_payment_date
                  ? ` · ${TEXT.next(new Date(plan.next_payment_date).toLocaleDateString())}`
                  : ""}
              </span>
            </div>
            {plan.status === "paused" ? <p className={styles.muted}>{TEXT.pausedNote}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
