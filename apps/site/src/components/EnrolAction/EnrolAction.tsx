import { useSession, type CourseKey } from "@academy/api";
import { Button } from "@academy/ui";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { useConfirmAction } from "../ActionConfirmation/useConfirmAction.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";
import { useOnDemandDialog } from "../OnDemand/useOnDemandDialog.ts";
import { usePromotionCodeLink } from "../../lib/usePromotionCodeLink.ts";
import * as styles from "./EnrolAction.css.ts";

// The widget (and with it Stripe) loads only when someone opens it: nothing of Stripe in the
// landing page's entry or in a sales page's first paint.
const EnrolModal = lazyComponent(() => import("../EnrolModalWidget.ts"), "EnrolModal");
// Issue 48: a signed-in learner's paused plan is looked for only once someone is signed in.
const PausedOrEnrol = lazyComponent(
  () => import("../PausedCourse/PausedOrEnrol.tsx"),
  "PausedOrEnrol",
);

export const ENROL_ACTION_TEXT = {
  enroll: "Enroll Now",
  play: "Go to Course",
  enrolled: "You are enrolled in this course.",
} as const;

export interface EnrolActionProps {
  course: { courseId: number; title: string };
  /** The user's course key that grants this course. */
  courseKey: CourseKey;
}

/**
 * The buy box's action (academy.md §2, §4; issue #14): guests and signed-in users who do not
 * own the course get Enroll Now, which opens the enrol modal; owners get the play button.
 * After a purchase the success message shows as the site's toast, which stays while the modal
 * goes on to the course.
 */
export function EnrolAction({ course, courseKey }: EnrolActionProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const modal = useOnDemandDialog();
  const confirm = useConfirmAction();
  const owned = user?.courses.includes(courseKey) ?? false;
  // Issue 48: a signed-in learner whose plan for this course is paused pays instead of buying.
  const [paused, setPaused] = useState(false);
  // A paused plan paid here makes the learner an owner (the session is refreshed): the pay
  // button goes, and focus moves to Go to Course, which takes its place.
  const paidHere = useRef(false);
  const focusPlay = (link: HTMLAnchorElement | null) => {
    if (!link || !paidHere.current) return;
    paidHere.current = false;
    link.focus();
  };
  // Issue 48: a sales page linked as `?code=WELCOME10` fills the modal's promotion code in.
  const promotionCode = usePromotionCodeLink();
  const enrol = (
    <Button size="lg" fullWidth onClick={() => modal.setOpen(true)}>
      {ENROL_ACTION_TEXT.enroll}
    </Button>
  );

  return (
    <>
      {owned ? (
        <>
          <p className={styles.enrolledText}>{ENROL_ACTION_TEXT.enrolled}</p>
          <Button asChild size="lg" fullWidth>
            <Link ref={focusPlay} to={`/course/${course.courseId}`}>
              <PlayIcon />
              {ENROL_ACTION_TEXT.play}
            </Link>
          </Button>
        </>
      ) : (
        // Enroll Now keeps its place in the tree while the paused-plan check loads beside it
        // (a remounted button would leave the enrol modal no trigger to give focus back to).
        <>
          {user ? (
            <OnDemand>
              <PausedOrEnrol
                courseId={course.courseId}
                onPausedChange={setPaused}
                onPaid={() => {
                  paidHere.current = true;
                }}
              />
            </OnDemand>
          ) : null}
          {user && paused ? null : enrol}
        </>
      )}
      {modal.wanted ? (
        <OnDemand onDismiss={modal.abandon}>
          <EnrolModal
            open={modal.open}
            onOpenChange={modal.setOpen}
            course={{ id: course.courseId, title: course.title }}
            // Issue 50: the purchase goes on to its course, and its confirmation (the site's
            // success toast) goes with it.
            onEnrolled={(enrolled) => confirm(enrolled.message)}
            navigate={(path) => void navigate(path)}
            {...promotionCode}
          />
        </OnDemand>
      ) : null}
    </>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}
