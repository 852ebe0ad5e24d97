import { QueryScope } from "@academy/api";
import { useEffect } from "react";
import { PausedCourse } from "./PausedCourse.tsx";
import { usePausedPlan } from "./usePausedPlan.ts";

export interface PausedOrEnrolProps {
  courseId: number;
  /** Whether a paused plan was found: the sales page then hides its own Enroll Now. */
  onPausedChange: (paused: boolean) => void;
  onPaid?: () => void;
}

/**
 * The sales page's action for a signed-in learner who does not hold the course (issue 48):
 * a paused plan that opens it leads to paying what is overdue, never to a second purchase
 * (which the server refuses). Renders nothing otherwise: the page's own Enroll Now stays where
 * it is, the same button throughout, so the enrol modal gives focus back to it on close even
 * when this part loads while the modal is open. Loaded on demand by EnrolAction, with the
 * query layer, so a sales page's first paint carries neither.
 */
export function PausedOrEnrol(props: PausedOrEnrolProps) {
  return (
    <QueryScope>
      <Choice {...props} />
    </QueryScope>
  );
}

function Choice({ courseId, onPausedChange, onPaid }: PausedOrEnrolProps) {
  const { plan } = usePausedPlan(courseId);
  const paused = plan !== undefined;
  useEffect(() => {
    onPausedChange(paused);
  }, [paused, onPausedChange]);
  return plan ? <PausedCourse plan={plan} onPaid={onPaid} /> : null;
}
