import type { Course, Progress, User } from "@academy/api";
import type { paths } from "@academy/api/contract";
import { createMockHandlers, mockCourses, mockUsers } from "@academy/api/mocks";
import type { HttpHandler } from "msw";
import { createOpenApiHttp } from "openapi-msw";

/**
 * Mocked data for the player's stories: the contract's MSW handlers on Storybook's `/api`, and
 * fixtures for states the standard handlers do not reach by themselves.
 */

/** Typed handlers on the story's `/api`: `storyHttp.get("/courses/{id}", ...)`. */
export const storyHttp = createOpenApiHttp<paths>({ baseUrl: "/api" });

/** The standard handlers, then the story's own in front of them. */
export function storyHandlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...createMockHandlers({ baseUrl: "/api" })];
}

/** The student of the fixtures: enrolled in course 2, its first two modules done. */
export const storyUser: User = mockUsers.student;

const licensing = mockCourses.find((course) => course.id === 2);
if (!licensing) throw new Error("The fixtures have no course 2.");

/** Course 2 as the student sees it, with every lesson complete and the exam open. */
export function completedCourse(): Course {
  const course = structuredClone(licensing!);
  for (const module of course.modules) {
    for (const lesson of module.lessons) lesson.is_completed = true;
  }
  return { ...course, can_take_final_exam: true };
}

/** A lesson of course 2 by title. */
export function storyLesson(title: string) {
  const lesson = licensing!.modules.flatMap((m) => m.lessons).find((l) => l.title === title);
  if (!lesson) throw new Error(`No fixture lesson "${title}".`);
  return lesson;
}

/**
 * Course 2 as the server sends it after another device left the lesson `title` open at
 * `seconds` into its video (just now, so it is newer than anything this browser has).
 */
export function resumedCourse(title: string, seconds: number): Course {
  const course = structuredClone(licensing!);
  const updatedAt = new Date().toISOString();
  for (const lesson of course.modules.flatMap((m) => m.lessons)) {
    if (lesson.title === title) {
      lesson.position_seconds = seconds;
      lesson.position_updated_at = updatedAt;
    }
  }
  return { ...course, resume_lesson_id: storyLesson(title).id };
}

/** A module of course 2 by title. */
export function storyModule(title: string) {
  const module = licensing!.modules.find((m) => m.title === title);
  if (!module) throw new Error(`No fixture module "${title}".`);
  return module;
}

/** Progress for a learner who passed every quiz and the final exam of course 2. */
export function graduateProgress(): Progress {
  const course = completedCourse();
  const lessons = course.modules.flatMap((m) => m.lessons).length;
  return {
    user_id: storyUser.id,
    courses: [
      {
        course_id: course.id,
        completed_lessons: lessons,
        total_lessons: lessons,
        percentage: 100,
        final_exam_passed: true,
        certificate: { verification_code: "7KQ2-M9XD-4HTR", issued_at: "2026-03-20T15:00:00Z" },
        modules: course.modules.map((module) => ({
          module_id: module.id,
          completed_lessons: module.lessons.length,
          total_lessons: module.lessons.length,
          is_completed: true,
          quiz_passed: module.has_module_quiz ? true : null,
        })),
      },
    ],
  };
}

/** An answer that never comes, for loading states. */
export const never = () => new Promise<never>(() => undefined);
