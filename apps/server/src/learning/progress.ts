/**
 * A course's progress in steps: every lesson, every module quiz and the final exam count one
 * each, so a course reads 100 % only once its quizzes and exam are passed too (issue #50:
 * lessons alone read 100 % with nine quizzes and the exam still due). The site's player counts
 * the same steps.
 */
export interface ProgressSteps {
  lessonsDone: number;
  lessonsTotal: number;
  /** One entry per module: passed, not yet, or null for a module without a quiz. */
  quizzes: readonly (boolean | null)[];
  hasExam: boolean;
  examPassed: boolean;
}

/** 0 to 100 with one decimal, floored so that one step still due never reads 100. */
export function progressPercentage(steps: ProgressSteps): number {
  const quizzes = steps.quizzes.filter((passed) => passed !== null);
  const total = steps.lessonsTotal + quizzes.length + (steps.hasExam ? 1 : 0);
  const done =
    steps.lessonsDone +
    quizzes.filter((passed) => passed === true).length +
    (steps.hasExam && steps.examPassed ? 1 : 0);
  return total === 0 ? 0 : Math.floor((done / total) * 1000) / 10;
}
