import { QueryScope } from "@academy/api";
import type { ReactNode } from "react";
import { PausedCourse } from "./PausedCourse.tsx";
import { usePausedPlan } from "./usePausedPlan.ts";

export interface PausedOrEnrolProps {
  courseId: number;
  /** The sales page's own action (Enroll Now), for everyone without a paused plan. */
  children: ReactNode;
  onPaid: () => void;
}

/**
 * The sales page's action for a signed-in learner who does not hold the course (issue 48):
 * a paused plan that opens it leads to paying what is overdue, never to a second purchase
 * (which the server refuses); anyone else keeps the spec's Enroll Now. Loaded on demand by
 * EnrolAction, with the query layer, so a sales page's first paint carries neither.
 */
export function PausedOrEnrol(props: PausedOrEnrolProps) {
  return (
    <QueryScope>
      <Choice {...props} />
    </QueryScope>
  );
}

function Choice({ courseId, children, onPaid }: PausedOrEnrolProps) {
  const { plan } = usePausedPlan(courseId);
  return plan ? <PausedCourse plan={plan} onPaid={onPaid} /> : <>{children}</>;
}
