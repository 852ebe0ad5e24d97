import type { CatalogueCourse, Course, Lesson } from "../catalogue/catalogue.ts";
import { notFound } from "../http/errors.ts";
import { REPLIED, type AuthUser, type HandlerMap } from "../http/types.ts";
import { assertCourseAccess } from "../learning/access.ts";
import { COURSE_NOT_FOUND } from "../learning/rules.ts";
import { loadCoursePlace, type CoursePlace } from "../learning/positions.ts";
import { loadStanding, type CourseStanding } from "../learning/standing.ts";
import type { Services } from "../services.ts";
import type { MediaStorage } from "../storage/media-storage.ts";

export function courseHandlers(services: Services): HandlerMap {
  const { db, catalogue, media } = services;
  // The serialised list for anonymous readers, rebuilt when the catalogue is reloaded.
  let listCache: { version: number; json: string } | undefined;

  /** The course as the caller sees it: their lesson completion and final-exam eligibility. */
  async function courseFor(caller: AuthUser | null, id: number): Promise<Course> {
    const course = await catalogue.course(id);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    const user = await assertCourseAccess(db, caller, id);
    const [standing, place] = await Promise.all([
      loadStanding(db, user.id, course),
      loadCoursePlace(db, user.id, course),
    ]);
    return personalise(course, standing, place, media);
  }

  return {
    async listCourses({ reply }) {
      const courses = await catalogue.courses();
      const version = catalogue.version();
      if (!listCache || listCache.version !== version) {
        // Serialised through the operation's response schema, once per catalogue version.
        const input = courses as unknown as { [key: string]: unknown };
        listCache = {
          version,
          json: reply.serializeInput(input, "200", "application/json") as string,
        };
      }
      reply.code(200).type("application/json; charset=utf-8").send(listCache.json);
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
 * The caller's view: their completion, whether the final exam is open to them, where they left
 * each video and the course, and a signed, expiring URL for each stored slide deck (the public
 * list only shows stored external URLs).
 */
async function personalise(
  course: CatalogueCourse,
  standing: CourseStanding,
  place: CoursePlace,
  media: MediaStorage,
): Promise<Course> {
  const lesson = async (l: Lesson): Promise<Lesson> => {
    const saved = place.positions.get(l.id);
    return {
      ...l,
      is_completed: standing.completedLessons.has(l.id),
      pdf_url: l.document_s3_key ? await media.signedUrl(l.document_s3_key) : l.pdf_url,
      position_seconds: saved?.seconds ?? 0,
      position_updated_at: saved ? new Date(saved.updatedAt).toISOString() : null,
    };
  };
  return {
    id: course.id,
    name: course.name,
    final_exam_id: course.final_exam_id,
    modules: await Promise.all(
      course.modules.map(async (m) => ({
        ...m,
        lessons: await Promise.all(m.lessons.map(lesson)),
      })),
    ),
    can_take_final_exam: standing.canTakeFinalExam,
    resume_lesson_id: place.resumeLessonId,
  };
}
