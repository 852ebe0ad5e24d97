import { useSession, type CourseKey } from "@academy/api";
import { Button, InlineAlert, PriceTag } from "@academy/ui";
import type { ReactNode } from "react";
import { EnrolAction } from "../../components/EnrolAction/EnrolAction.tsx";
import { HEADER_TEXT } from "../../constants.ts";
import { formatMinutes, type SalesCourse } from "../../content/courses.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as shared from "../../styles/shared.css.ts";
import * as styles from "./SalesPage.css.ts";

export const SALES_TEXT = {
  curriculum: "Course Curriculum",
  curriculumText: (modules: number) =>
    `${modules} modules, from your first lesson to the final exam.`,
  module: (index: number) => `Module ${index}`,
  lessons: (count: number) => `${count} lessons`,
  welcome: (name: string) => `Welcome, ${name}`,
  stats: {
    rating: "Rating",
    students: "Students",
    duration: "Duration",
    passRate: "Pass rate",
    instructor: "Instructors",
  },
  weeks: (weeks: number) => `${weeks} weeks`,
  lessonType: { video: "Video", slides: "Slides" },
} as const;

export interface SalesPageProps {
  course: SalesCourse;
  /** The user's course key that grants this course. */
  courseKey: CourseKey;
  eyebrow: string;
  /** academy.md §2: the developer page has a Welcome and Logout bar. */
  welcomeBar?: boolean;
  /** A notice under the hero (the licensing course's reference-books notice). */
  notice?: string;
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
            <PriceTag
              size="lg"
              price={course.price}
              originalPrice={course.originalPrice}
              percentOff={course.percentOff}
            />
            <EnrolAction course={course} courseKey={courseKey} />
          </div>
        </div>
      </section>

      {notice ? (
        <div className={`${shared.container} ${styles.notice}`}>
          <InlineAlert tone="warning">{notice}</InlineAlert>
        </div>
      ) : null}

      <section className={shared.section} aria-labelledby="curriculum-title">
        <div className={shared.container}>
          <h2 id="curriculum-title" className={shared.sectionHeading}>
            {SALES_TEXT.curriculum}
          </h2>
          <p className={`${shared.lead} ${styles.curriculumLead}`}>
            {SALES_TEXT.curriculumText(course.modules.length)}
          </p>
          <ol className={styles.modules}>
            {course.modules.map((module, index) => (
              <li key={module.title}>
                <details className={styles.module}>
                  <summary className={styles.summary}>
                    <span className={styles.moduleNumber}>{SALES_TEXT.module(index + 1)}</span>
                    <span className={styles.moduleTitle}>{module.title}</span>
                    <span className={styles.moduleCount}>
                      {SALES_TEXT.lessons(module.lessons.length)}
                    </span>
                  </summary>
                  <ul className={styles.lessons}>
                    {module.lessons.map((lesson) => (
                      <li key={lesson.title} className={styles.lesson}>
                        <span>{lesson.title}</span>
                        <span className={styles.lessonMeta}>
                          {SALES_TEXT.lessonType[lesson.type]} · {formatMinutes(lesson.duration)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {children}
    </>
  );
}
