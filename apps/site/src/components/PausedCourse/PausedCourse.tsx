import { useApi, useSession, type AccountPaymentPlan } from "@academy/api";
import { payPausedPlan, PlanPayAction } from "@academy/widgets";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { useConfirmAction } from "../ActionConfirmation/useConfirmAction.ts";
import { PAUSED_COURSE_TEXT as TEXT } from "./pausedCourseText.ts";
import * as styles from "./PausedCourse.css.ts";

export interface PausedCourseProps {
  plan: AccountPaymentPlan;
  /** Says the course is closed and why (the course page); the state line alone otherwise. */
  explain?: boolean;
  /**
   * After the outstanding payment went through (the course is open again). The session and
   * every cached query are being refreshed already: this is for the page's own next step.
   */
  onPaid?: () => void;
}

/**
 * "Paused: payment 3 of 4 is overdue" and the plan card's own action, update the card and pay
 * (issue 48): wherever a paused learner looks for the course (My Courses, its sales page, the
 * course page), instead of a purchase or a bare refusal. Once paid, the session is refreshed
 * (the user's courses, and every query on screen), so each place showing the learner's courses
 * shows the course open without a reload.
 */
export function PausedCourse({ plan, explain = false, onPaid }: PausedCourseProps) {
  const { client } = useApi();
  const { refresh } = useSession();
  const confirm = useConfirmAction();
  const payWithCard = useMemo(() => payPausedPlan(client, plan.id), [client, plan.id]);
  const overdue = Math.min(plan.instalments_paid + 1, plan.instalments);
  return (
    <div className={styles.root}>
      <p className={styles.state}>{TEXT.state(overdue, plan.instalments)}</p>
      {explain ? <p className={styles.note}>{TEXT.closed(plan.name)}</p> : null}
      <div>
        <PlanPayAction
          plan={plan}
          payWithCard={payWithCard}
          // The dialog shows a refusal beside the card; a payment made is the site's success.
          notify={(tone, message) => {
            if (tone === "success") confirm(message);
          }}
          onChanged={() => {
            void refresh();
            onPaid?.();
          }}
        />
      </div>
      {explain ? (
        <Link className={styles.link} to="/account#account-payment-plans">
          {TEXT.planLink}
        </Link>
      ) : null}
    </div>
  );
}
