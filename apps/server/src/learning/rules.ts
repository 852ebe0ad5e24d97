/**
 * The learning rules and the messages the course player shows, in one place to check against
 * the academy spec (sections 4, 8 and 9) and the contract.
 */

/** A quiz or final exam attempt passes at this score or above (the spec's "Good Job!" band). */
export const PASS_MARK_PERCENT = 70;

/** Spec, section 8 (course load and video errors). */
export const COURSE_NOT_FOUND = "Course not found";
export const NOT_ENROLLED = "You are not enrolled in this course.";
export const NO_VIDEO = "No video available for this lesson.";

export const LESSON_NOT_FOUND = "Lesson not found";
export const MODULE_NOT_FOUND = "Module not found";
export const QUIZ_NOT_FOUND = "Quiz not found";
export const NO_MODULE_VIDEO = "No video available for this module.";
export const MODULE_HAS_NO_QUIZ = "This module has no quiz.";
export const FINAL_EXAM_LOCKED =
  "The final exam unlocks when every module is complete: all its lessons done and its quiz passed.";
export const MODULE_QUIZ_LOCKED =
  "The module quiz opens when every lesson of the module is complete.";
export const NO_CERTIFICATE = "No certificate yet: pass the course's final exam to earn it.";
/** GET /certificate-verifications/{code} for a code no certificate has. */
export const UNKNOWN_CERTIFICATE_CODE = "No certificate has this verification code.";

/** Whether `correct` right answers out of `total` questions pass (exact, no rounding). */
export function passes(correct: number, total: number): boolean {
  // A quiz with no questions has nothing to fail; it must not lock the final exam forever.
  return total === 0 || correct * 100 >= PASS_MARK_PERCENT * total;
}

/** The score of `correct` out of `total`, 0 to 100; an empty quiz scores 100. */
export function scorePercentage(correct: number, total: number): number {
  return total === 0 ? 100 : (correct * 100) / total;
}
