import type { CatalogueCourse, Course, Lesson } from "../catalogue/catalogue.ts";
import { encodeAnswer, sendEncoded, type EncodedAnswer } from "../http/encoded-answer.ts";
import { forbidden, notFound, unauthorized } from "../http/errors.ts";
import { REPLIED, type AuthUser, type HandlerMap } from "../http/types.ts";
import { loadLearnerCourse } from "../learning/learner-course.ts";
import type { CoursePlace } from "../learning/positions.ts";
import type { CourseStanding } from "../learning/standing.ts";
import type { Services } from "../services.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { COURSE_NOT_FOUND, NOT_ENROLLED } from "../http/messages.ts";
import { coursePriceCents } from "../payments/prices.ts";

export function courseHandlers(services: Services): HandlerMap {
  const { db, catalogue, media, learnerCourses } = services;
  // The serialised list for anonymous readers, keyed by the loaded list itself (every reload
  // replaces it); the encodings are redone only when the text changed, not on a timed reload.
  let listCache:
    { courses: readonly CatalogueCourse[]; json: string; answer: EncodedAnswer } | undefined;

  /** The course as the caller sees it: their lesson completion and final-exam eligibility. */
  async function courseFor(caller: AuthUser | null, id: number): Promise<Course> {
    const course = await catalogue.course(id);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (!caller) throw unauthorized();
    // Only answers to readers with access are cached: the check is part of what was cached.
    const cached = learnerCourses.lookup(caller.id, course);
    if (cached) return cached;
    const startedAt = learnerCourses.begin();
    // One query for the enrolment check and everything personal in the answer.
    const view = await loadLearnerCourse(db, caller.id, course);
    const enrolled = view.accessible.has(id);
    if (!caller.isAdmin && !enrolled) throw forbidden(NOT_ENROLLED);
    const answer = await personalise(course, view.standing, view.place, media);
    if (enrolled) learnerCourses.remember(caller.id, course, answer, startedAt);
    return answer;
  }

  return {
    async listCourses({ request, reply }) {
      const courses = await catalogue.courses();
      if (listCache?.courses !== courses) {
        // Serialised through the operation's response schema, once per catalogue load...
        const input = courses.map(withoutMedia) as unknown as { [key: string]: unknown };
        const json = reply.serializeInput(input, "200", "application/json") as string;
        // ...and encoded (identity, br, gzip) once per change: each request gets stored bytes.
        const answer = listCache?.json === json ? listCache.answer : encodeAnswer(json);
        listCache = { courses, json, answer };
      }
      sendEncoded(request, reply, listCache.answer);
      return REPLIED;
    },

    async getCourse({ user, params }) {
      return courseFor(user, params.id);
    },

    async listCourseModules({ user, params }) {
      return (await courseFor(user, params.id)).modules;
    },
  };
}

/**
 * The public list names no lesson media: Vimeo ids, storage keys and slide URLs reach only
 * callers entitled to the lesson (an enrolled reader of GET /courses/{id}, an admin).
 */
function withoutMedia(course: CatalogueCourse): Course {
  // The price a purchase charges, so a page selling the course (a partner embed) shows ours.
  const priceCents = coursePriceCents(course.id);
  return {
    id: course.id,
    name: course.name,
    ...(priceCents === undefined ? {} : { price_cents: priceCents }),
    final_exam_id: course.final_exam_id,
    can_take_final_exam: false,
    modules: course.modules.map((m) => ({
      ...m,
      lessons: m.lessons.map((l) => ({
        ...l,
        pdf_url: null,
        video_s3_key: null,
        vimeo_video_id: null,
        document_s3_key: null,
        video_filename: null,
        document_filename: null,
      })),
    })),
  };
}

/**
 * The caller's view: their completion, whether the final exam is open to them, where they left
 * each video and the course, and a signed, expiring URL for each stored slide deck (the public
 * list only shows stored external URLs). Built without awaiting per lesson: only stored decks
 * need an (asynchronous) signature, and those are fetched together first.
 */
async function personalise(
  course: CatalogueCourse,
  standing: CourseStanding,
  place: CoursePlace,
  media: MediaStorage,
): Promise<Course> {
  const deckKeys = course.modules.flatMap((m) =>
    m.lessons.flatMap((l) => (l.document_s3_key ? [l.document_s3_key] : [])),
  );
  const signed = new Map(
    await Promise.all(deckKeys.map(async (key) => [key, await media.signedUrl(key)] as const)),
  );
  const lesson = (l: Lesson): Lesson => {
    const saved = place.positions.get(l.id);
    return {
      ...l,
      is_completed: standing.completedLessons.has(l.id),
      pdf_url: (l.document_s3_key && signed.get(l.document_s3_key)) || l.pdf_url,
      position_seconds: saved?.seconds ?? 0,
      position_updated_at: saved ? new Date(saved.updatedAt).toISOString() : null,
    };
  };
  return {
    id: course.id,
    name: course.name,
    final_exam_id: course.final_exam_id,
    modules: course.modules.map((m) => ({ ...m, lessons: m.lessons.map(lesson) })),
    can_take_final_exam: standing.canTakeFinalExam,
    resume_lesson_id: place.resumeLessonId,
  };
}
