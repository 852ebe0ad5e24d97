import { useSession, type CourseKey } from "@academy/api";
import { Button } from "@academy/ui";
import { CoursePrice } from "../../components/CoursePrice/CoursePrice.tsx";
import { Suspense, type ReactNode } from "react";
import { EnrolAction } from "../../components/EnrolAction/EnrolAction.tsx";
import { HEADER_TEXT } from "../../constants.ts";
import type { SalesCourse } from "../../content/courses.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { PartBoundary } from "../../components/OnDemand/OnDemand.tsx";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { LazySiteImage } from "../../components/SiteImage/LazySiteImage.tsx";
import { COURSE_COVER_ALTS, courseImageSlot } from "../../content/siteImages.ts";
import * as shared from "../../styles/shared.css.ts";
import * as styles from "./SalesPage.css.ts";
import { SALES_TEXT } from "./salesText.ts";

/**
 * The curriculum (its code and the two curricula, a third of the page's) loads after the first
 * paint: the prerendered HTML shows it meanwhile and React keeps that HTML until it arrives
 * (issue #30).
 */
const SalesCurriculum = lazyComponent(() => import("./SalesCurriculum.tsx"), "SalesCurriculum");

export interface SalesPageProps {
  course: SalesCourse;
  /** The user's course key that grants this course. */
  courseKey: CourseKey;
  eyebrow: string;
  /** academy.md §2: the developer page has a Welcome and Logout bar. */
  welcomeBar?: boolean;
  /**
   * A notice under the hero (the licensing course's reference-books notice), as its alert: only
   * the page that has one loads the alert's code.
   */
  notice?: ReactNode;
  /** Extra stats (the licensing course's states). */
  extraStats?: { label: string; value: string }[];
  /** Sections after the curriculum (the supported states). */
  children?: ReactNode;
}

/**
 * A course sales page (academy.md §2, §9): hero with price and figures, the enrol button and
 * card-payment modal (issue #14), the 9-module curriculum; enrolled users get a play button to
 * the course instead.
 */
export function SalesPage({
  course,
  courseKey,
  eyebrow,
  welcomeBar = false,
  notice,
  extraStats = [],
  children,
}: SalesPageProps) {
  usePageTitle(course.title);
  const { user, logout } = useSession();
  const stats = [
    ...(course.rating ? [{ label: SALES_TEXT.stats.rating, value: `${course.rating} / 5` }] : []),
    ...(course.students
      ? [{ label: SALES_TEXT.stats.students, value: course.students.toLocaleString("en-US") }]
      : []),
    { label: SALES_TEXT.stats.duration, value: SALES_TEXT.weeks(course.duration) },
    ...(course.passRate
      ? [{ label: SALES_TEXT.stats.passRate, value: `${course.passRate}%` }]
      : []),
    ...extraStats,
  ];

  return (
    <>
      {welcomeBar && user ? (
        <div className={styles.welcomeBar}>
          <div className={`${shared.container} ${styles.welcomeInner}`}>
            <p className={styles.welcomeText}>{SALES_TEXT.welcome(user.full_name)}</p>
            <Button variant="secondary" size="sm" onClick={() => void logout()}>
              {HEADER_TEXT.logout}
            </Button>
          </div>
        </div>
      ) : null}

      <section className={styles.hero} aria-labelledby="course-title">
        <div className={`${shared.container} ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h1 id="course-title" className={styles.title}>
              {course.title}
            </h1>
            <p className={styles.subtitle}>{course.subtitle}</p>
            <dl className={styles.stats}>
              {stats.map((stat) => (
                <div key={stat.label} className={styles.stat}>
                  <dt className={styles.statLabel}>{stat.label}</dt>
                  <dd className={styles.statValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.instructor}>{course.instructor}</p>
          </div>
          <div className={styles.buyBox}>
            <div className={styles.cover}>
              <LazySiteImage
                slot={courseImageSlot(course.courseId)}
                kind="course"
                sizes="(min-width: 1024px) 28rem, 100vw"
                eager={{ alt: COURSE_COVER_ALTS[course.courseId] ?? course.title }}
                priority
              />
            </div>
            <CoursePrice
              size="lg"
              courseId={course.courseId}
              originalPrice={course.originalPrice}
              percentOff={course.percentOff}
            />
            <EnrolAction course={course} courseKey={courseKey} />
          </div>
        </div>
      </section>

      {notice ? <div className={`${shared.container} ${styles.notice}`}>{notice}</div> : null}

      {/* One boundary for the curriculum and what follows it: on a client-side visit they appear
          together below the hero, so nothing already shown moves. */}
      <Suspense fallback={null}>
        <PartBoundary>
          <SalesCurriculum courseId={course.courseId} />
        </PartBoundary>
        {children}
      </Suspense>
    </>
  );
}
