import type { Quiz } from "../types.ts";
import { mockCourses } from "./course-fixtures.ts";

/** The module quizzes and final exams of the catalogue, from one question bank. */

const QUESTION_BANK: {
  text: string;
  type: string;
  answers: string[];
  correct: number;
  explanation: string;
}[] = [
  {
    text: "Which document lets a lender release construction funds in stages?",
    type: "multiple_choice",
    answers: ["Draw schedule", "Certificate of occupancy", "Lien waiver", "Bid bond"],
    correct: 0,
    explanation: "Funds are released against the draw schedule as inspected work is completed.",
  },
  {
    text: "A mechanics' lien protects the property owner.",
    type: "true_false",
    answers: ["True", "False"],
    correct: 1,
    explanation: "A mechanics' lien protects those who supplied labour or materials.",
  },
  {
    text: "Under the 70% rule, the maximum purchase price of a flip is",
    type: "multiple_choice",
    answers: [
      "70% of the purchase price",
      "70% of ARV minus the rehab budget",
      "ARV minus 70% of rehab",
      "70% of the rehab budget",
      "ARV times 0.7 plus closing costs",
    ],
    correct: 1,
    explanation: "Max price = 70% of after-repair value, minus the rehab budget.",
  },
];

function buildQuiz(quizId: number): { quiz: Quiz; key: Map<number, number> } {
  const key = new Map<number, number>();
  const questions = QUESTION_BANK.map((seed, index) => {
    const questionId = quizId * 10 + index + 1;
    const answers = seed.answers.map((text, answerIndex) => ({
      id: questionId * 10 + answerIndex + 1,
      text,
    }));
    const correct = answers[seed.correct];
    if (correct) key.set(questionId, correct.id);
    return { id: questionId, text: seed.text, type: seed.type, answers };
  });
  return { quiz: { id: quizId, questions }, key };
}

/** Every quiz id the catalogue refers to (module quizzes and final exams). */
export const mockQuizIds: number[] = mockCourses.flatMap((course) => [
  ...course.modules.flatMap((module) => (module.module_quiz_id ? [module.module_quiz_id] : [])),
  ...(course.final_exam_id ? [course.final_exam_id] : []),
]);

/** Quizzes by id, as GET /assessments/{quizId}/quiz answers them (no correct answers). */
export const mockQuizzes: Map<number, Quiz> = new Map(
  mockQuizIds.map((id) => [id, buildQuiz(id).quiz]),
);

/** Correct answer id per question id, for scoring submissions. */
export const mockAnswerKey: Map<number, number> = new Map(
  mockQuizIds.flatMap((id) => [...buildQuiz(id).key]),
);

/** Explanation per question id, for the detailed results. */
export const mockExplanations: Map<number, string> = new Map(
  mockQuizIds.flatMap((quizId) =>
    QUESTION_BANK.map((seed, index) => [quizId * 10 + index + 1, seed.explanation] as const),
  ),
);
