import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE } from "../seed/catalogue.ts";
import { bearer, createTestApp, login, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_ROUTES: "true" });
});
afterAll(async () => {
  await t.close();
});

interface CourseBody {
  id: number;
  name: string;
  final_exam_id: number | null;
  can_take_final_exam: boolean;
  modules: {
    id: number;
    title: string;
    has_module_quiz: boolean;
    module_quiz_id: number | null;
    lessons: {
      id: number;
      title: string;
      type: string;
      video_duration: number;
      is_completed: boolean;
    }[];
  }[];
}

describe("catalogue", () => {
  it("lists the three courses publicly, with modules and lessons as seeded", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const courses = response.json<CourseBody[]>();
    expect(courses.map((c) => [c.id, c.name])).toEqual([
      [1, "Real Estate Developer Course"],
      [2, "General Contractor Licensing Course"],
      [3, "All In One + Mentorship"],
    ]);
    // The prices a purchase charges (payments/prices.ts), for pages that sell a course.
    expect(courses.map((c) => (c as { price_cents?: number }).price_cents)).toEqual([
      99_700, 99_700, 499_700,
    ]);
    for (const [i, course] of courses.entries()) {
      const seed = CATALOGUE[i];
      expect(course.modules.map((m) => m.title)).toEqual(seed?.modules.map((m) => m.title));
      expect(
        course.modules.flatMap((m) => m.lessons.map((l) => [l.title, l.type, l.video_duration])),
      ).toEqual(seed?.modules.flatMap((m) => m.lessons.map((l) => [l.title, l.type, l.minutes])));
      expect(course.final_exam_id).toEqual(expect.any(Number));
      expect(course.can_take_final_exam).toBe(false);
      for (const m of course.modules)
        expect(m.has_module_quiz && m.module_quiz_id !== null).toBe(true);
    }
    expect(courses[0]?.modules).toHaveLength(9);
    expect(courses[1]?.modules).toHaveLength(9);
  });

  it("serialises through the contract schema: internal fields never leak", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/courses" });
    const [course] = response.json<Record<string, unknown>[]>();
    // The cached catalogue carries the course key; the Course schema does not.
    expect(Object.keys(course ?? {}).sort()).toEqual([
      "can_take_final_exam",
      "final_exam_id",
      "id",
      "modules",
      "name",
      "price_cents",
    ]);
  });

  it("names no lesson media in the public list, and all of it to an enrolled reader", async () => {
    const media = (lesson: Record<string, unknown>) => [
      lesson["vimeo_video_id"],
      lesson["video_s3_key"],
      lesson["document_s3_key"],
      lesson["pdf_url"],
    ];
    const lessonsOf = (courses: { modules: { lessons: Record<string, unknown>[] }[] }[]) =>
      courses.flatMap((c) => c.modules.flatMap((m) => m.lessons));
    const anonymous = await t.app.inject({ method: "GET", url: "/api/courses" });
    const listed = lessonsOf(anonymous.json());
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.flatMap(media).every((value) => value === null)).toBe(true);

    const session = await login(t.app, "learner");
    const enrolled = await t.app.inject({
      method: "GET",
      url: "/api/courses/2",
      headers: bearer(session.access_token),
    });
    const lessons = lessonsOf([enrolled.json()]);
    expect(lessons.some((l) => typeof l["vimeo_video_id"] === "string")).toBe(true);
    expect(lessons.some((l) => typeof l["video_s3_key"] === "string")).toBe(true);
  });

  it("reloads the cached catalogue after invalidation", async () => {
    await t.database.db
      .updateTable("courses")
      .set({ name: "Renamed" })
      .where("id", "=", 3)
      .execute();
    const stale = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(stale.json<CourseBody[]>()[2]?.name).toBe("All In One + Mentorship");
    t.app.services.catalogue.invalidate();
    const fresh = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(fresh.json<CourseBody[]>()[2]?.name).toBe("Renamed");
    await t.database.db
      .updateTable("courses")
      .set({ name: "All In One + Mentorship" })
      .where("id", "=", 3)
      .execute();
    t.app.services.catalogue.invalidate();
  });

  it("shows an enrolled learner their course with their completion", async () => {
    const session = await login(t.app, "learner");
    const before = await t.app.inject({
      method: "GET",
      url: "/api/courses/2",
      headers: bearer(session.access_token),
    });
    expect(before.statusCode).toBe(200);
    const course = before.json<CourseBody>();
    const lessonId = course.modules[0]?.lessons[0]?.id ?? 0;
    await t.database.db
      .insertInto("lesson_completions")
      .values({ user_id: session.user.id, lesson_id: lessonId })
      .execute();
    // Written by hand, not through the app: the learner's cached answer must be let go of.
    t.app.services.learnerCourses.forget(session.user.id);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/courses/2",
      headers: bearer(session.access_token),
    });
    const lessons = after.json<CourseBody>().modules.flatMap((m) => m.lessons);
    expect(lessons.filter((l) => l.is_completed).map((l) => l.id)).toEqual([lessonId]);
    expect(after.json<CourseBody>().can_take_final_exam).toBe(false);

    const modules = await t.app.inject({
      method: "GET",
      url: "/api/courses/2/modules",
      headers: bearer(session.access_token),
    });
    expect(modules.statusCode).toBe(200);
    expect(modules.json<CourseBody["modules"]>()).toHaveLength(9);

    // Another learner's completion does not show in the anonymous catalogue.
    const anonymous = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(
      anonymous
        .json<CourseBody[]>()
        .flatMap((c) => c.modules.flatMap((m) => m.lessons))
        .some((l) => l.is_completed),
    ).toBe(false);
  });

  it("unlocks the final exam once every lesson is complete and every module quiz passed", async () => {
    const session = await login(t.app, "learner");
    const course = (
      await t.app.inject({
        method: "GET",
        url: "/api/courses/2",
        headers: bearer(session.access_token),
      })
    ).json<CourseBody>();
    const ids = course.modules.flatMap((m) => m.lessons.map((l) => l.id));
    await t.database.db
      .insertInto("lesson_completions")
      .values(ids.map((lesson_id) => ({ user_id: session.user.id, lesson_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Each hand-written row below is followed by letting go of the learner's cached answer.
    const canTake = async () => {
      t.app.services.learnerCourses.forget(session.user.id);
      return (
        await t.app.inject({
          method: "GET",
          url: "/api/courses/2",
          headers: bearer(session.access_token),
        })
      ).json<CourseBody>().can_take_final_exam;
    };
    expect(await canTake()).toBe(false);
    const attempt = (quizId: number | null, score: number) => ({
      user_id: session.user.id,
      quiz_id: quizId ?? 0,
      score_percentage: score,
      answers: "[]",
    });
    const [first, ...others] = course.modules;
    await t.database.db
      .insertInto("quiz_attempts")
      .values([
        attempt(first?.module_quiz_id ?? null, 69.9),
        ...others.map((m) => attempt(m.module_quiz_id, 100)),
      ])
      .execute();
    expect(await canTake()).toBe(false);
    await t.database.db
      .insertInto("quiz_attempts")
      .values(attempt(first?.module_quiz_id ?? null, 70))
      .execute();
    expect(await canTake()).toBe(true);
  });

  it("refuses a course the learner is not enrolled in, and 404s an unknown course", async () => {
    const session = await login(t.app, "learner");
    const other = await t.app.inject({
      method: "GET",
      url: "/api/courses/1",
      headers: bearer(session.access_token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: "You are not enrolled in this course." });
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/courses/99",
      headers: bearer(session.access_token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Course not found" });
  });

  it("opens courses 1 and 2 to the mentorship learner and every course to an admin", async () => {
    const mentee = await login(t.app, "mentee");
    const admin = await login(t.app, "admin");
    for (const id of [1, 2, 3]) {
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: `/api/courses/${id}`,
            headers: bearer(mentee.access_token),
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: `/api/courses/${id}`,
            headers: bearer(admin.access_token),
          })
        ).statusCode,
      ).toBe(200);
    }
  });
});

describe("a learner's course read, kept in memory between their writes", () => {
  it("opens a course the moment the learner enrols, and shows each write of theirs at once", async () => {
    const email = "cached@example.com";
    const enrol = (courseId: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/enroll/test",
        payload: { course_id: courseId, email, full_name: "Cache Reader" },
      });
    const enrolled = await enrol(2);
    expect(enrolled.statusCode).toBe(200);
    const { access_token: token, user } = enrolled.json<{
      access_token: string;
      user: { id: number };
    }>();
    const read = async (id: number) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/courses/${id}`,
        headers: bearer(token),
      });
      return { status: response.statusCode, course: response.json<CourseBody>() };
    };
    const lessonsOf = (course: CourseBody) => course.modules.flatMap((m) => m.lessons);

    // A refusal is never kept: the enrolment opens the course on the very next read.
    expect((await read(1)).status).toBe(403);
    expect((await enrol(1)).statusCode).toBe(200);
    const first = await read(1);
    expect(first.status).toBe(200);
    const [a, b, c] = lessonsOf(first.course).map((l) => l.id);
    if (a === undefined || b === undefined || c === undefined) throw new Error("too few lessons");

    // A row written behind the app's back is not seen while the answer is kept...
    await t.database.db
      .insertInto("lesson_completions")
      .values({ user_id: user.id, lesson_id: a })
      .execute();
    expect(lessonsOf((await read(1)).course).filter((l) => l.is_completed)).toEqual([]);

    // ...but every write through the app shows on the next read.
    const completed = await t.app.inject({
      method: "POST",
      url: `/api/lessons/${b}/complete`,
      headers: bearer(token),
    });
    expect(completed.statusCode).toBe(200);
    const afterCompletion = (await read(1)).course;
    expect(
      lessonsOf(afterCompletion)
        .filter((l) => l.is_completed)
        .map((l) => l.id),
    ).toEqual([a, b]);

    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/lessons/${c}/position`,
      headers: bearer(token),
      payload: { seconds: 42 },
    });
    expect(saved.statusCode).toBe(204);
    const afterPosition = (await read(1)).course as CourseBody & {
      resume_lesson_id: number | null;
    };
    expect(afterPosition.resume_lesson_id).toBe(c);
    expect(
      lessonsOf(afterPosition).find((l) => l.id === c) as { position_seconds?: number } | undefined,
    ).toMatchObject({ position_seconds: 42 });

    // A write by another instance shows once the kept answer's two seconds are over.
    await t.database.db
      .deleteFrom("lesson_completions")
      .where("user_id", "=", user.id)
      .where("lesson_id", "=", a)
      .execute();
    expect(lessonsOf((await read(1)).course).filter((l) => l.is_completed)).toHaveLength(2);
    t.advance(2_000);
    expect(
      lessonsOf((await read(1)).course)
        .filter((l) => l.is_completed)
        .map((l) => l.id),
    ).toEqual([b]);
  });
});
