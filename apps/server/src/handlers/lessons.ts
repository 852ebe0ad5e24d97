import type { components } from "@academy/api/contract";
import type { Lesson } from "../catalogue/catalogue.ts";
import { notFound } from "../http/errors.ts";
import type { AuthUser, HandlerMap } from "../http/types.ts";
import { assertCourseAccess } from "../learning/access.ts";
import { setLessonCompleted } from "../learning/completions.ts";
import { readLessonNotes, saveLessonNotes } from "../learning/notes.ts";
import { savePosition } from "../learning/positions.ts";
import type { Services } from "../services.ts";
import { LESSON_NOT_FOUND, MODULE_NOT_FOUND, NO_MODULE_VIDEO, NO_VIDEO } from "../http/messages.ts";

type VideoUrl = components["schemas"]["VideoUrl"];

/**
 * Lesson video, notes, completion and playback position: every call needs enrolment in the
 * lesson's course.
 */
export function lessonHandlers(services: Services): HandlerMap {
  const { db, catalogue, media } = services;

  async function enrolledLesson(caller: AuthUser | null, lessonId: number) {
    const place = await catalogue.lesson(lessonId);
    if (!place) throw notFound(LESSON_NOT_FOUND);
    const user = await assertCourseAccess(db, caller, place.course.id);
    return { user, lesson: place.lesson, courseId: place.course.id };
  }

  /**
   * Where to play the lesson: a stored video wins over a Vimeo id (it plays without a third
   * party), as a signed URL that expires; a Vimeo video as its id.
   */
  async function videoOf(lesson: Lesson): Promise<VideoUrl | null> {
    if (lesson.video_s3_key)
      return { video_url: await media.signedUrl(lesson.video_s3_key), type: "mp4" };
    if (lesson.vimeo_video_id) return { video_url: lesson.vimeo_video_id, type: "vimeo" };
    return null;
  }

  async function setCompleted(caller: AuthUser | null, lessonId: number, completed: boolean) {
    const { user, lesson } = await enrolledLesson(caller, lessonId);
    const place = { userId: user.id, lessonId: lesson.id };
    await setLessonCompleted(db, place, completed, services.clock());
    services.learnerCourses.forget(user.id);
    return { lesson_id: lesson.id, is_completed: completed };
  }

  return {
    async getLessonVideoUrl({ user, params }) {
      const { lesson } = await enrolledLesson(user, params.id);
      const video = await videoOf(lesson);
      if (!video) throw notFound(NO_VIDEO);
      return video;
    },

    async getModuleVideo({ user, params }) {
      const place = await catalogue.module(params.id);
      if (!place) throw notFound(MODULE_NOT_FOUND);
      await assertCourseAccess(db, user, place.course.id);
      // A module's video is its first lesson that has one.
      for (const lesson of place.module.lessons) {
        const video = await videoOf(lesson);
        if (video) return video;
      }
      throw notFound(NO_MODULE_VIDEO);
    },

    async getLessonNotes({ user, params }) {
      const { user: caller, lesson } = await enrolledLesson(user, params.id);
      return { content: await readLessonNotes(db, { userId: caller.id, lessonId: lesson.id }) };
    },

    async saveLessonNotes({ user, params, body }) {
      const { user: caller, lesson } = await enrolledLesson(user, params.id);
      const place = { userId: caller.id, lessonId: lesson.id };
      await saveLessonNotes(db, place, body.content, services.clock());
      return { content: body.content };
    },

    async saveLessonPosition({ user, params, body }) {
      const { user: caller, lesson, courseId } = await enrolledLesson(user, params.id);
      const place = { userId: caller.id, courseId, lessonId: lesson.id };
      await savePosition(db, place, body.seconds, services.clock());
      services.learnerCourses.forget(caller.id);
    },

    async completeLesson({ user, params }) {
      return setCompleted(user, params.id, true);
    },

    async uncompleteLesson({ user, params }) {
      return setCompleted(user, params.id, false);
    },
  };
}
