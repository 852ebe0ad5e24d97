import type { HttpHandler } from "msw";
import type { Course, Lesson, Module, QuizResult } from "../types.ts";
import { mockCertificateVerification } from "./fixtures.ts";
import { mockAnswerKey, mockExplanations, mockQuizzes } from "./quiz-fixtures.ts";
import type { MockState } from "./mock-state.ts";
import { pdfAttachment } from "./pdf.ts";

/** Courses, modules, lessons (video, notes, position, completion), quizzes and certificates. */
export function createLearningMockHandlers(state: MockState): HttpHandler[] {
  const {
    http,
    courses,
    notes,
    positions,
    resumeLessons,
    detail,
    currentUser,
    holds,
    findCourse,
    allModules,
    findModule,
    findLesson,
    courseKeyOf,
  } = state;
  const videoUrlOf = (lesson: Lesson) =>
    lesson.vimeo_video_id
      ? {
          // The contract's VideoUrl: the Vimeo id itself, embedded by the player.
          video_url: lesson.vimeo_video_id,
          type: "vimeo" as const,
        }
      : lesson.video_s3_key
        ? { video_url: `/media/${lesson.video_s3_key}`, type: "mp4" as const }
        : null;
  const score = (
    answers: { question_id: number; selected_answer_id: number }[],
    quizId: number,
  ) => {
    const quiz = mockQuizzes.get(quizId);
    const questions = quiz?.questions ?? [];
    const detailed = questions.map((question) => {
      const chosen = answers.find((answer) => answer.question_id === question.id);
      const correctId = mockAnswerKey.get(question.id);
      const textOf = (answerId: number | undefined) =>
        question.answers.find((answer) => answer.id === answerId)?.text ?? null;
      return {
        question_id: question.id,
        question_text: question.text,
        selected_answer: textOf(chosen?.selected_answer_id),
        correct_answer: textOf(correctId) ?? "",
        is_correct: chosen !== undefined && chosen.selected_answer_id === correctId,
        explanation: mockExplanations.get(question.id) ?? null,
      };
    });
    const correct = detailed.filter((result) => result.is_correct).length;
    const passed = questions.length > 0 && correct * 100 >= 70 * questions.length;
    // Like the server: a failed attempt keeps which questions were right, not the answer key.
    const result: QuizResult = {
      score_percentage: questions.length ? (correct / questions.length) * 100 : 0,
      passed,
      detailed_results: passed
        ? detailed
        : detailed.map((detail) => ({ ...detail, correct_answer: null, explanation: null })),
    };
    return result;
  };

  return [
    // ------------------------------------------------------------ Courses
    http.get("/courses", ({ response }) => response(200).json(courses)),
    http.post("/courses", async ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const body = await request.json();
      const course: Course = {
        id: Math.max(...courses.map((existing) => existing.id)) + 1,
        name: body.name,
        modules: [],
        final_exam_id: body.final_exam_id ?? null,
        can_take_final_exam: false,
      };
      courses.push(course);
      return response(201).json(course);
    }),
    http.get("/courses/{id}", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const course = findCourse(Number(params.id));
      if (!course) return response(404).json(detail("Course not found"));
      const lessons = course.modules.flatMap((module) => module.lessons);
      const withPosition = (lesson: Lesson): Lesson => {
        const saved = positions.get(`${user.id}:${lesson.id}`);
        return {
          ...lesson,
          position_seconds: saved?.seconds ?? 0,
          position_updated_at: saved?.updatedAt ?? null,
        };
      };
      return response(200).json({
        ...course,
        modules: course.modules.map((module) => ({
          ...module,
          lessons: module.lessons.map(withPosition),
        })),
        can_take_final_exam: lessons.length > 0 && lessons.every((lesson) => lesson.is_completed),
        resume_lesson_id: resumeLessons.get(`${user.id}:${course.id}`) ?? null,
      });
    }),
    http.get("/courses/{id}/modules", ({ request, params, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const course = findCourse(Number(params.id));
      if (!course) return response(404).json(detail("Course not found"));
      return response(200).json(course.modules);
    }),

    // ------------------------------------------------------------ Modules and lessons
    http.post("/modules", async ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const body = await request.json();
      const course = findCourse(body.course_id);
      if (!course) return response(404).json(detail("Course not found"));
      const module: Module = {
        id: Math.max(...allModules().map((existing) => existing.id)) + 1,
        title: body.title,
        description: body.description,
        order: body.order,
        lessons: [],
        has_module_quiz: body.module_quiz_id != null,
        module_quiz_id: body.module_quiz_id ?? null,
      };
      course.modules.push(module);
      return response(201).json(module);
    }),
    http.get("/modules/{id}/video", ({ request, params, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const module = findModule(Number(params.id));
      const video = module?.lessons.map(videoUrlOf).find((url) => url !== null);
      if (!video) return response(404).json(detail("No video available for this module."));
      return response(200).json(video);
    }),
    http.get("/lessons/{id}/video-url", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const found = findLesson(Number(params.id));
      if (!found) return response(404).json(detail("Lesson not found"));
      if (!holds(user, courseKeyOf(found.course))) {
        return response(403).json(detail("You are not enrolled in this course."));
      }
      const video = videoUrlOf(found.lesson);
      if (!video) return response(404).json(detail("No video available for this lesson."));
      return response(200).json(video);
    }),
    http.get("/lessons/{id}/notes", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!findLesson(Number(params.id))) return response(404).json(detail("Lesson not found"));
      return response(200).json({ content: notes.get(`${user.id}:${params.id}`) ?? "" });
    }),
    http.post("/lessons/{id}/notes", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!findLesson(Number(params.id))) return response(404).json(detail("Lesson not found"));
      const { content } = await request.json();
      notes.set(`${user.id}:${params.id}`, content);
      return response(200).json({ content });
    }),
    http.put("/lessons/{id}/position", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const found = findLesson(Number(params.id));
      if (!found) return response(404).json(detail("Lesson not found"));
      if (!holds(user, courseKeyOf(found.course))) {
        return response(403).json(detail("You are not enrolled in this course."));
      }
      const { seconds } = await request.json();
      if (typeof seconds !== "number" || seconds < 0 || seconds > 86400) {
        return response(422).json(detail(["seconds: must be a number from 0 to 86400"]));
      }
      positions.set(`${user.id}:${found.lesson.id}`, {
        seconds: Math.floor(seconds),
        updatedAt: new Date().toISOString(),
      });
      resumeLessons.set(`${user.id}:${found.course.id}`, found.lesson.id);
      return response(204).empty();
    }),
    ...(["complete", "uncomplete"] as const).map((action) =>
      http.post(`/lessons/{id}/${action}`, ({ request, params, response }) => {
        if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
        const found = findLesson(Number(params.id));
        if (!found) return response(404).json(detail("Lesson not found"));
        found.lesson.is_completed = action === "complete";
        return response(200).json({
          lesson_id: found.lesson.id,
          is_completed: found.lesson.is_completed,
        });
      }),
    ),

    // ------------------------------------------------------------ Quiz
    http.get("/assessments/{quizId}/quiz", ({ request, params, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const quiz = mockQuizzes.get(Number(params.quizId));
      return quiz ? response(200).json(quiz) : response(404).json(detail("Quiz not found"));
    }),
    http.post("/assessments/{quizId}/submit", async ({ request, params, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const quizId = Number(params.quizId);
      if (!mockQuizzes.has(quizId)) return response(404).json(detail("Quiz not found"));
      return response(200).json(score((await request.json()).answers, quizId));
    }),
    http.get("/modules/{id}/quiz", ({ request, params, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const quizId = findModule(Number(params.id))?.module_quiz_id;
      const quiz = quizId ? mockQuizzes.get(quizId) : undefined;
      return quiz ? response(200).json(quiz) : response(404).json(detail("Quiz not found"));
    }),
    http.post("/modules/{module_id}/quiz/submit", async ({ request, params, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const quizId = findModule(Number(params.module_id))?.module_quiz_id;
      if (!quizId) return response(404).json(detail("Quiz not found"));
      return response(200).json(score((await request.json()).answers, quizId));
    }),

    // ------------------------------------------------------------ Certificates
    http.get("/certificate-verifications/{code}", ({ params, response }) =>
      params.code.toUpperCase() === mockCertificateVerification.verification_code
        ? response(200).json({ ...mockCertificateVerification })
        : response(404).json(detail("No certificate has this verification code.")),
    ),
    http.get("/certificates/{id}/download", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const course = findCourse(Number(params.id));
      if (!course) return response(404).json(detail("Course not found"));
      if (!holds(user, courseKeyOf(course))) {
        return response(403).json(detail("You are not enrolled in this course."));
      }
      // openapi-msw types JSON and text bodies only; a PDF goes through its untyped escape.
      return response.untyped(pdfAttachment(`certificate-${course.id}.pdf`));
    }),
  ];
}
