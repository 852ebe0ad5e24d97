import { Badge, Button, Card } from "@academy/ui";
import { Link } from "react-router-dom";
import { CHECKING_ENROLLMENT } from "../../formText.ts";
import { CONTINUE_COURSE, type CourseCardData } from "../../content/courseCards.ts";
import { COURSES_SECTION } from "../../content/landing.ts";
import { courseImageSlot } from "../../content/siteImages.ts";
import { LazySiteImage } from "../SiteImage/LazySiteImage.tsx";
import * as styles from "./CourseCard.css.ts";

/** Three cards a row from the desktop width, one below. */
const COVER_SIZES = "(min-width: 1024px) 22rem, (min-width: 768px) 45rem, 100vw";

export interface CourseCardProps {
  course: CourseCardData;
  /** Signed-in users go through the enrolment check; visitors follow a plain link. */
  signedIn: boolean;
  /** The signed-in learner is enrolled: the button says Continue course. */
  enrolled?: boolean;
  /** This card's enrolment check is running. */
  checking: boolean;
  /** Another card's check is running: wait for it. */
  disabled?: boolean;
  onOpen: (courseId: number, route: string) => void;
}

/** One of the landing page's three course cards (academy.md §3). */
export function CourseCard({
  course,
  signedIn,
  enrolled = false,
  checking,
  disabled = false,
  onOpen,
}: CourseCardProps) {
  const titleId = `course-${course.courseId}-title`;
  const action = enrolled ? CONTINUE_COURSE : course.buttonText;
  return (
    <Card
      as="article"
      padding="none"
      variant="elevated"
      highlighted={course.isPremium}
      className={styles.card}
      aria-labelledby={titleId}
    >
      <div className={styles.band({ gradient: course.gradient })} aria-hidden="true" />
      <div className={styles.cover}>
        <LazySiteImage slot={courseImageSlot(course.courseId)} kind="course" sizes={COVER_SIZES} />
      </div>
      <div className={styles.body}>
        {course.isPremium ? (
          <Badge tone="premium" solid className={styles.badge}>
            {COURSES_SECTION.premium}
          </Badge>
        ) : null}
        <h3 id={titleId} className={styles.title}>
          {course.title}
        </h3>
        <p className={styles.description}>{course.description}</p>
        <ul className={styles.features}>
          {course.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className={styles.action}>
          {signedIn ? (
            <Button
              fullWidth
              variant={course.buttonColor}
              busy={checking}
              busyLabel={CHECKING_ENROLLMENT}
              disabled={disabled}
              onClick={() => onOpen(course.courseId, course.route)}
            >
              {action}
            </Button>
          ) : (
            <Button asChild fullWidth variant={course.buttonColor}>
              <Link to={course.route}>{course.buttonText}</Link>
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
