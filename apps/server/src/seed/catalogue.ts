import { developerCourse } from "./developer-course.ts";
import { licensingCourse } from "./licensing-course.ts";
import { mentorshipCourse } from "./mentorship-course.ts";
import type { SeedCourse } from "./types.ts";

/** The three courses, ids 1, 2, 3 (academy spec, section 1). */
export const CATALOGUE: readonly SeedCourse[] = [
  developerCourse,
  licensingCourse,
  mentorshipCourse,
];

/** Course 3 (All In One + Mentorship) includes courses 1 and 2. */
export const MENTORSHIP_COURSE_ID = 3;
export const INCLUDED_IN_MENTORSHIP: readonly number[] = [1, 2];

/** The courses one course opens: itself, and for All In One + Mentorship courses 1 and 2 too. */
export function coursesOpenedBy(courseId: number): number[] {
  return courseId === MENTORSHIP_COURSE_ID ? [courseId, ...INCLUDED_IN_MENTORSHIP] : [courseId];
}
