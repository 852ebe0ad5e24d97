import { MENTORSHIP_COURSE_KEY, MENTORSHIP_EXPANDED_COURSES } from "../constants.ts";
import type { CourseKey, User } from "../types.ts";

/**
 * academy.md §3: when the list contains `mentorship`, it is replaced by development, nascla
 * and mentorship (the premium course includes the other two).
 */
export function expandCourses(courses: readonly CourseKey[]): CourseKey[] {
  return courses.includes(MENTORSHIP_COURSE_KEY) ? [...MENTORSHIP_EXPANDED_COURSES] : [...courses];
}

/** The user as the session keeps it: courses expanded. */
export function normalizeUser(user: User): User {
  return { ...user, courses: expandCourses(user.courses) };
}
