import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { bearer, createTestApp, login, type Session, type TestApp } from "./app.ts";

export interface LessonBody {
  id: number;
  title: string;
  type: "video" | "slides";
  is_completed: boolean;
  video_duration: number | null;
  pdf_url: string | null;
  video_s3_key: string | null;
  vimeo_video_id: string | null;
  document_s3_key: string | null;
  position_seconds?: number;
  position_updated_at?: string | null;
}
export interface ModuleBody {
  id: number;
  title: string;
  order: number;
  has_module_quiz: boolean;
  module_quiz_id: number | null;
  lessons: LessonBody[];
}
export interface CourseBody {
  id: number;
  name: string;
  final_exam_id: number | null;
  can_take_final_exam: boolean;
  resume_lesson_id?: number | null;
  modules: ModuleBody[];
}
export interface QuizResultBody {
  score_percentage: number;
  passed: boolean;
  detailed_results: {
    question_id: number;
    question_text: string;
    selected_answer: string | null;
    correct_answer: string | null;
    is_correct: boolean;
    explanation: string | null;
  }[];
}

/** An API call as the session's user (anonymous without one). */
export function call(
  app: FastifyInstance,
  session: Session | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: session ? bearer(session.access_token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function getCourse(
  app: FastifyInstance,
  session: Session,
  id: number,
): Promise<CourseBody> {
  const response = await call(app, session, "GET", `/api/courses/${id}`);
  if (response.statusCode !== 200) throw new Error(`course ${id}: ${response.body}`);
  return response.json<CourseBody>();
}

/** The answers a submission needs: right ones, or the first wrong one of each question. */
export async function answersFor(
  db: Kysely<Database>,
  quizId: number,
  pick: (questionIndex: number) => "right" | "wrong" | "skip" = () => "right",
): Promise<{ question_id: number; selected_answer_id: number }[]> {
  const rows = await db
    .selectFrom("questions")
    .innerJoin("answers", "answers.question_id", "questions.id")
    .select(["questions.id as question_id", "answers.id as answer_id", "answers.is_correct"])
    .where("questions.quiz_id", "=", quizId)
    .orderBy("questions.order")
    .orderBy("answers.order")
    .execute();
  const questionIds = [...new Set(rows.map((r) => r.question_id))];
  return questionIds.flatMap((questionId, i) => {
    const choice = pick(i);
    if (choice === "skip") return [];
    const answer = rows.find(
      (r) => r.question_id === questionId && r.is_correct === (choice === "right"),
    );
    return answer ? [{ question_id: questionId, selected_answer_id: answer.answer_id }] : [];
  });
}

/** Marks every lesson of the module complete through the API. */
export async function completeModule(
  app: FastifyInstance,
  session: Session,
  module: ModuleBody,
): Promise<void> {
  for (const lesson of module.lessons) {
    const response = await call(app, session, "POST", `/api/lessons/${lesson.id}/complete`);
    if (response.statusCode !== 200) throw new Error(`complete ${lesson.id}: ${response.body}`);
  }
}

/** Submits the module's quiz with every answer right, through the module-level call. */
export async function passModuleQuiz(
  app: FastifyInstance,
  db: Kysely<Database>,
  session: Session,
  module: ModuleBody,
): Promise<QuizResultBody> {
  const answers = await answersFor(db, module.module_quiz_id ?? 0);
  const response = await call(app, session, "POST", `/api/modules/${module.id}/quiz/submit`, {
    answers,
  });
  if (response.statusCode !== 200) throw new Error(`quiz ${module.id}: ${response.body}`);
  return response.json<QuizResultBody>();
}

/** Every lesson of a course, in module order. */
export const lessonsOf = (course: CourseBody) => course.modules.flatMap((m) => m.lessons);

export interface LearnerFixture {
  t: TestApp;
  /** The demo learner, enrolled in the licensing course (2). */
  learner: Session;
  /** The mentorship learner, enrolled in the developer course (1). */
  mentee: Session;
  licensing: CourseBody;
  developer: CourseBody;
}

/** A fresh app with both demo learners signed in and their courses as each of them sees it. */
export async function startWithLearners(): Promise<LearnerFixture> {
  const t = await createTestApp();
  const learner = await login(t.app, "learner");
  const mentee = await login(t.app, "mentee");
  return {
    t,
    learner,
    mentee,
    licensing: await getCourse(t.app, learner, 2),
    developer: await getCourse(t.app, mentee, 1),
  };
}
