import { QueryScope, useQueryHooks, useSession } from "@academy/api";
import { Button, InlineAlert } from "@academy/ui";
import type { ReactNode } from "react";
import { ENROL_MODAL_TEXT as TEXT } from "./constants.ts";
import * as styles from "./EnrolModal.css.ts";

interface OwnedCourseCheckProps {
  courseId: number;
  onOpen: () => void;
  /** The purchase form, shown to guests and to signed-in buyers who do not own the course. */
  children: ReactNode;
}

/**
 * A signed-in buyer who already owns the course is told so and offered to open it, before any
 * card field (the enrolment check of academy.md §7). A failed check shows the form: the server
 * refuses a second purchase of an owned course with its own detail.
 */
export function OwnedCourseCheck(props: OwnedCourseCheckProps) {
  const { user } = useSession();
  if (!user) return <>{props.children}</>;
  return (
    <QueryScope>
      <Ownership userId={user.id} {...props} />
    </QueryScope>
  );
}

function Ownership({
  userId,
  courseId,
  onOpen,
  children,
}: OwnedCourseCheckProps & { userId: number }) {
  const hooks = useQueryHooks();
  const check = hooks.useQuery("get", "/users/{userId}/enrollment/{courseId}", {
    params: { path: { userId, courseId } },
  });
  if (check.isPending) return <p className={styles.checking}>{TEXT.checkingOwnership}</p>;
  if (!check.data?.enrolled) return <>{children}</>;
  return (
    <div className={styles.form}>
      <InlineAlert tone="info">{TEXT.alreadyOwned}</InlineAlert>
      <div className={styles.actions}>
        <Button type="button" size="lg" onClick={onOpen}>
          {TEXT.openCourse}
        </Button>
      </div>
    </div>
  );
}
