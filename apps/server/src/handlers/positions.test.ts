import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, type Session, type TestApp } from "../test/app.ts";
import {
  call,
  getCourse,
  lessonsOf,
  startWithLearners,
  type CourseBody,
  type LessonBody,
} from "../test/learning.ts";

let t: TestApp, learner: Session, mentee: Session, licensing: CourseBody, developer: CourseBody;
beforeAll(async () => {
  ({ t, learner, mentee, licensing, developer } = await startWithLearners());
});
afterAll(async () => {
  await t.close();
});
const nthLesson = (course: CourseBody, n: number): LessonBody => {
  const lesson = lessonsOf(course)[n];
  if (!lesson) throw new Error("the seed has fewer lessons");
  return lesson;
};
const put = (session: Session | null, lessonId: number, body: unknown) =>
  call(t.app, session, "PUT", `/api/lessons/${lessonId}/position`, body);
const positionIn = (course: CourseBody, lessonId: number) =>
  lessonsOf(course).find((l) => l.id === lessonId)?.position_seconds;

describe("PUT /lessons/{id}/position", () => {
  it("starts with no saved place", () => {
    expect(licensing.resume_lesson_id).toBeNull();
    for (const lesson of lessonsOf(licensing)) {
      expect(lesson.position_seconds).toBe(0);
      expect(lesson.position_updated_at).toBeNull();
    }
  });

  it("keeps the position and the last-open lesson for a later sign-in on another device", async () => {
    const lesson = nthLesson(licensing, 1);
    const saved = await put(learner, lesson.id, { seconds: 95.7 });
    expect(saved.statusCode).toBe(204);
    expect(saved.body).toBe("");

    const elsewhere = await login(t.app, "learner");
    const course = await getCourse(t.app, elsewhere, 2);
    expect(course.resume_lesson_id).toBe(lesson.id);
    expect(positionIn(course, lesson.id)).toBe(95);
    const updatedAt = lessonsOf(course).find((l) => l.id === lesson.id)?.position_updated_at;
    expect(Date.parse(updatedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets the last write win, per lesson, and zero clear a finished video", async () => {
    const [a, b] = [nthLesson(licensing, 2), nthLesson(licensing, 3)];
    expect((await put(learner, a.id, { seconds: 30 })).statusCode).toBe(204);
    expect((await put(learner, b.id, { seconds: 10 })).statusCode).toBe(204);
    expect((await put(learner, a.id, { seconds: 50 })).statusCode).toBe(204);
    let course = await getCourse(t.app, learner, 2);
    expect(course.resume_lesson_id).toBe(a.id);
    expect([positionIn(course, a.id), positionIn(course, b.id)]).toEqual([50, 10]);

    expect((await put(learner, b.id, { seconds: 0 })).statusCode).toBe(204);
    course = await getCourse(t.app, learner, 2);
    expect(course.resume_lesson_id).toBe(b.id);
    expect(positionIn(course, b.id)).toBe(0);
  });

  it("keeps each learner's place and each course's last lesson apart", async () => {
    const shared = nthLesson(licensing, 4);
    await put(learner, shared.id, { seconds: 70 });
    const other = nthLesson(developer, 0);
    expect((await put(mentee, other.id, { seconds: 5 })).statusCode).toBe(204);

    const menteeLicensing = await getCourse(t.app, mentee, 2);
    expect(menteeLicensing.resume_lesson_id).toBeNull();
    expect(positionIn(menteeLicensing, shared.id)).toBe(0);
    expect((await getCourse(t.app, mentee, 1)).resume_lesson_id).toBe(other.id);
    expect((await getCourse(t.app, learner, 2)).resume_lesson_id).toBe(shared.id);
  });

  it("never shows a position in the public course list", async () => {
    const response = await call(t.app, null, "GET", "/api/courses");
    const lessons = response.json<CourseBody[]>().flatMap(lessonsOf);
    expect(lessons.some((l) => "position_seconds" in l)).toBe(false);
  });

  it.each([
    ["a negative position", { seconds: -1 }, ["seconds: must be >= 0"]],
    ["no position", {}, ["seconds: field required"]],
    ["a position that is not a number", { seconds: "soon" }, ["seconds: must be number"]],
    ["a position past a day", { seconds: 86_401 }, ["seconds: must be <= 86400"]],
  ])("refuses %s with 422 and says why", async (_name, body, detail) => {
    const response = await put(learner, nthLesson(licensing, 0).id, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail });
  });

  it("refuses a body that is not JSON with 400", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/lessons/${nthLesson(licensing, 0).id}/position`,
      headers: {
        authorization: `Bearer ${learner.access_token}`,
        "content-type": "application/json",
      },
      payload: '{"seconds":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "Request body is not valid JSON" });
  });

  it("answers 401 without a token, 403 outside the learner's courses, 404 for no lesson", async () => {
    expect((await put(null, nthLesson(licensing, 0).id, { seconds: 1 })).statusCode).toBe(401);
    const outside = await put(learner, nthLesson(developer, 0).id, { seconds: 1 });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ detail: "You are not enrolled in this course." });
    const missing = await put(learner, 999_999, { seconds: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Lesson not found" });
  });
});
