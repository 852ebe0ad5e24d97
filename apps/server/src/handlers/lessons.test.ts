import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_PDF_CONTENT_SECURITY_POLICY } from "../media/signed-media-routes.ts";
import { MEDIA_URL_TTL_SECONDS } from "../media/signed-urls.ts";
import { DEMO_ASSETS_DIR } from "../seed/demo-media.ts";
import type { Session, TestApp } from "../test/app.ts";
import {
  call,
  getCourse,
  lessonsOf,
  startWithLearners,
  type CourseBody,
  type LessonBody,
} from "../test/learning.ts";
import { MEDIA_LINK_EXPIRED, MEDIA_LINK_INVALID } from "../http/messages.ts";

let t: TestApp, learner: Session, mentee: Session, licensing: CourseBody, developer: CourseBody;
beforeAll(async () => {
  ({ t, learner, mentee, licensing, developer } = await startWithLearners());
});
afterAll(async () => {
  await t.close();
});
const firstLesson = (course: CourseBody, match: (l: LessonBody) => boolean) => {
  const lesson = lessonsOf(course).find(match);
  if (!lesson) throw new Error("no such lesson in the seed");
  return lesson;
};
const storedVideo = () => firstLesson(licensing, (l) => l.video_s3_key !== null);
const vimeoVideo = () => firstLesson(licensing, (l) => l.vimeo_video_id !== null);
const slidesLesson = () => firstLesson(licensing, (l) => l.type === "slides");

describe("demo media", () => {
  it("gives every seeded lesson playable media: a stored clip, a Vimeo id or a slide deck", () => {
    for (const course of [licensing, developer]) {
      for (const lesson of lessonsOf(course)) {
        if (lesson.type === "slides") {
          expect(lesson.document_s3_key).toMatch(/^demo\/slides\/.+\.pdf$/);
          expect(lesson.pdf_url).toMatch(/^\/api\/signed-media\/demo\/slides\/.+\.pdf\?/);
        } else {
          expect([lesson.video_s3_key, lesson.vimeo_video_id].filter(Boolean)).toHaveLength(1);
        }
      }
    }
    expect(lessonsOf(licensing).filter((l) => l.vimeo_video_id !== null)).toHaveLength(1);
  });

  it("shows no signed URL in the public course list", async () => {
    const response = await call(t.app, null, "GET", "/api/courses");
    const lessons = response.json<CourseBody[]>().flatMap(lessonsOf);
    expect(lessons.every((l) => l.pdf_url === null)).toBe(true);
  });
});

describe("GET /lessons/{id}/video-url", () => {
  it("answers a stored video with a signed URL that plays the clip, byte ranges included", async () => {
    const lesson = storedVideo();
    const response = await call(t.app, learner, "GET", `/api/lessons/${lesson.id}/video-url`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ video_url: string; type: string }>();
    expect(body.type).toBe("mp4");
    expect(body.video_url).toMatch(
      /^\/api\/signed-media\/demo\/clip-[ab]\.mp4\?expires=\d+&signature=/,
    );

    const clip = readFileSync(path.join(DEMO_ASSETS_DIR, path.basename(lesson.video_s3_key ?? "")));
    const media = await t.app.inject({ method: "GET", url: body.video_url });
    expect(media.statusCode).toBe(200);
    expect(media.headers["content-type"]).toBe("video/mp4");
    expect(media.headers["x-content-type-options"]).toBe("nosniff");
    expect(media.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect(media.rawPayload.equals(clip)).toBe(true);

    const range = await t.app.inject({
      method: "GET",
      url: body.video_url,
      headers: { range: "bytes=0-99" },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it("answers a Vimeo lesson with its Vimeo id", async () => {
    const lesson = vimeoVideo();
    const response = await call(t.app, learner, "GET", `/api/lessons/${lesson.id}/video-url`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ video_url: lesson.vimeo_video_id, type: "vimeo" });
  });

  it("answers 404 with the spec's message when the lesson has no video", async () => {
    const response = await call(
      t.app,
      learner,
      "GET",
      `/api/lessons/${slidesLesson().id}/video-url`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "No video available for this lesson." });
  });

  it("answers 403 with the spec's message to a user not enrolled in the course", async () => {
    const lesson = firstLesson(developer, (l) => l.type === "video");
    const response = await call(t.app, learner, "GET", `/api/lessons/${lesson.id}/video-url`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: "You are not enrolled in this course." });
  });

  it("answers 404 for an unknown lesson", async () => {
    const response = await call(t.app, learner, "GET", "/api/lessons/999999/video-url");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Lesson not found" });
  });
});

describe("signed media URLs", () => {
  async function signedUrl(): Promise<string> {
    const response = await call(
      t.app,
      learner,
      "GET",
      `/api/lessons/${storedVideo().id}/video-url`,
    );
    return response.json<{ video_url: string }>().video_url;
  }

  it("refuses a tampered path, expiry or signature, or a missing one, with 403", async () => {
    const url = await signedUrl();
    const [pathPart = "", query = ""] = url.split("?");
    const params = new URLSearchParams(query);
    const expires = params.get("expires") ?? "";
    const signature = params.get("signature") ?? "";
    const otherClip = pathPart.endsWith("clip-a.mp4")
      ? pathPart.replace("clip-a", "clip-b")
      : pathPart.replace("clip-b", "clip-a");
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const tampered = [
      `${otherClip}?expires=${expires}&signature=${signature}`,
      `${pathPart}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${pathPart}?expires=${expires}&signature=${flipped}`,
      `${pathPart}?expires=${expires}&signature=${signature}x`,
      `${pathPart}?expires=${expires}`,
      pathPart,
    ];
    for (const candidate of tampered) {
      const response = await t.app.inject({ method: "GET", url: candidate });
      expect({ url: candidate, status: response.statusCode, body: response.json() }).toEqual({
        url: candidate,
        status: 403,
        body: { detail: MEDIA_LINK_INVALID },
      });
    }
    // Signed for a file that is not there: the signature is checked first, then the file.
    const unsigned = await t.app.inject({ method: "GET", url: "/api/signed-media/demo/none.mp4" });
    expect(unsigned.statusCode).toBe(403);
  });

  it("works until it expires, then answers 403", async () => {
    const url = await signedUrl();
    t.advance((MEDIA_URL_TTL_SECONDS - 5) * 1000);
    try {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
      t.advance(10_000);
      const expired = await t.app.inject({ method: "GET", url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ detail: MEDIA_LINK_EXPIRED });
      // Asking again gives a fresh URL that works.
      expect((await t.app.inject({ method: "GET", url: await signedUrl() })).statusCode).toBe(200);
    } finally {
      t.advance(-(MEDIA_URL_TTL_SECONDS + 5) * 1000);
    }
  });

  it("never serves lesson media without a signature, nor through the public media route", async () => {
    const lesson = storedVideo();
    for (const url of [
      `/api/signed-media/${lesson.video_s3_key}`,
      `/api/media/${lesson.video_s3_key}`,
      `/api/media/../media/${lesson.video_s3_key}`,
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.headers["content-type"]).not.toBe("video/mp4");
    }
  });

  it("serves a slide deck's signed URL as a PDF", async () => {
    const course = await getCourse(t.app, learner, 2);
    const lesson = lessonsOf(course).find((l) => l.type === "slides");
    const response = await t.app.inject({ method: "GET", url: lesson?.pdf_url ?? "" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The player shows it in an <object> on our own pages: framing by them only, never by others.
    expect(response.headers["content-security-policy"]).toBe(SIGNED_PDF_CONTENT_SECURITY_POLICY);
    expect(SIGNED_PDF_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
  });

  it("sandboxes a stored video", async () => {
    const answer = await call(t.app, learner, "GET", `/api/lessons/${storedVideo().id}/video-url`);
    const { video_url } = answer.json<{ video_url: string }>();
    const response = await t.app.inject({ method: "GET", url: video_url });
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });
});

describe("GET /modules/{id}/video", () => {
  it("answers the module's first video", async () => {
    const module = licensing.modules[0];
    const response = await call(t.app, learner, "GET", `/api/modules/${module?.id}/video`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ type: string; video_url: string }>()).toMatchObject({ type: "mp4" });
  });

  it("checks enrolment and answers 404 for an unknown module", async () => {
    const denied = await call(
      t.app,
      learner,
      "GET",
      `/api/modules/${developer.modules[0]?.id}/video`,
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: "You are not enrolled in this course." });
    const missing = await call(t.app, learner, "GET", "/api/modules/999999/video");
    expect(missing.statusCode).toBe(404);
  });
});

describe("lesson notes", () => {
  it("round-trips a user's notes, separately per user and lesson", async () => {
    const lesson = storedVideo();
    const url = `/api/lessons/${lesson.id}/notes`;
    expect((await call(t.app, learner, "GET", url)).json()).toEqual({ content: "" });

    const saved = await call(t.app, learner, "POST", url, { content: "Tabs: chapter 3.\nÜber 😀" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ content: "Tabs: chapter 3.\nÜber 😀" });
    expect((await call(t.app, learner, "GET", url)).json()).toEqual({
      content: "Tabs: chapter 3.\nÜber 😀",
    });

    await call(t.app, learner, "POST", url, { content: "Edited" });
    expect((await call(t.app, learner, "GET", url)).json()).toEqual({ content: "Edited" });
    // The mentorship learner may open course 2 too, and has notes of their own.
    expect((await call(t.app, mentee, "GET", url)).json()).toEqual({ content: "" });
    const otherLesson = `/api/lessons/${vimeoVideo().id}/notes`;
    expect((await call(t.app, learner, "GET", otherLesson)).json()).toEqual({ content: "" });

    await call(t.app, learner, "POST", url, { content: "" });
    expect((await call(t.app, learner, "GET", url)).json()).toEqual({ content: "" });
  });

  it("validates the notes and checks enrolment", async () => {
    const url = `/api/lessons/${storedVideo().id}/notes`;
    expect((await call(t.app, learner, "POST", url, {})).statusCode).toBe(422);
    const tooLong = await call(t.app, learner, "POST", url, { content: "x".repeat(100_001) });
    expect(tooLong.statusCode).toBe(422);
    const foreign = `/api/lessons/${firstLesson(developer, () => true).id}/notes`;
    for (const response of [
      await call(t.app, learner, "GET", foreign),
      await call(t.app, learner, "POST", foreign, { content: "x" }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "You are not enrolled in this course." });
    }
  });
});

describe("lesson completion", () => {
  it("toggles a lesson, idempotently, and shows it in the course and the progress", async () => {
    const module = licensing.modules[1];
    const [first, ...rest] = module?.lessons ?? [];
    const complete = (id: number) => call(t.app, learner, "POST", `/api/lessons/${id}/complete`);
    const uncomplete = (id: number) =>
      call(t.app, learner, "POST", `/api/lessons/${id}/uncomplete`);

    const done = await complete(first?.id ?? 0);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ lesson_id: first?.id, is_completed: true });
    expect((await complete(first?.id ?? 0)).json()).toEqual({
      lesson_id: first?.id,
      is_completed: true,
    });
    let course = await getCourse(t.app, learner, 2);
    expect(
      lessonsOf(course)
        .filter((l) => l.is_completed)
        .map((l) => l.id),
    ).toEqual([first?.id]);

    const undone = await uncomplete(first?.id ?? 0);
    expect(undone.json()).toEqual({ lesson_id: first?.id, is_completed: false });
    expect((await uncomplete(first?.id ?? 0)).statusCode).toBe(200);
    course = await getCourse(t.app, learner, 2);
    expect(lessonsOf(course).some((l) => l.is_completed)).toBe(false);

    // A module is complete when it has lessons and all of them are complete.
    const progressOf = async () => {
      const response = await call(t.app, learner, "GET", `/api/users/${learner.user.id}/progress`);
      const [courseProgress] = response.json<{
        courses: {
          modules: { module_id: number; completed_lessons: number; is_completed: boolean }[];
        }[];
      }>().courses;
      return courseProgress?.modules.find((m) => m.module_id === module?.id);
    };
    for (const lesson of rest) await complete(lesson.id);
    expect(await progressOf()).toMatchObject({
      completed_lessons: rest.length,
      is_completed: false,
    });
    await complete(first?.id ?? 0);
    expect(await progressOf()).toMatchObject({
      completed_lessons: rest.length + 1,
      is_completed: true,
    });
    await uncomplete(rest[0]?.id ?? 0);
    expect(await progressOf()).toMatchObject({ is_completed: false });
  });

  it("checks enrolment and answers 404 for an unknown lesson", async () => {
    const foreign = firstLesson(developer, () => true).id;
    for (const action of ["complete", "uncomplete"]) {
      const denied = await call(t.app, learner, "POST", `/api/lessons/${foreign}/${action}`);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ detail: "You are not enrolled in this course." });
      const missing = await call(t.app, learner, "POST", `/api/lessons/999999/${action}`);
      expect(missing.statusCode).toBe(404);
    }
    const rows = await t.database.db
      .selectFrom("lesson_completions")
      .select("lesson_id")
      .where("user_id", "=", learner.user.id)
      .where("lesson_id", "=", foreign)
      .execute();
    expect(rows).toEqual([]);
  });
});
