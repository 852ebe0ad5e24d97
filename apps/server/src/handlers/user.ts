import { forbidden, HttpError, notFound, unauthorized } from "../http/errors.ts";
import type { AuthUser, HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";
import { certificatesOf } from "../learning/certificates.ts";
import { progressPercentage } from "../learning/progress.ts";
import { loadStandings } from "../learning/standing.ts";
import { MAX_PROFILE_PICTURE_BYTES, sniffImage } from "../storage/images.ts";
import { accessibleCourseIds, enrolledCourseIds, findUserById } from "../users/users.ts";
import {
  FILE_REQUIRED,
  IMAGE_TOO_LARGE,
  NOT_AN_IMAGE,
  USER_NOT_FOUND,
  otherUsersData,
} from "../http/messages.ts";

/** Only the user themselves, or an admin, may read a user's records. */
export function assertSelfOrAdmin(caller: AuthUser | null, userId: number, what: string): AuthUser {
  if (!caller) throw unauthorized();
  if (caller.id !== userId && !caller.isAdmin) throw forbidden(otherUsersData(what));
  return caller;
}

export function userHandlers(services: Services): HandlerMap {
  const { db, files } = services;

  async function currentUser(caller: AuthUser | null) {
    const user = caller && (await findUserById(db, caller.id));
    if (!user) throw unauthorized();
    return user;
  }

  return {
    async getProfilePicture({ user: caller }) {
      const user = await currentUser(caller);
      return {
        profile_picture_url: user.profile_picture_path
          ? files.urlOf(user.profile_picture_path)
          : null,
      };
    },

    async uploadProfilePicture({ user: caller, body }) {
      const user = await currentUser(caller);
      const file: unknown = (body as { file?: unknown }).file;
      if (!Buffer.isBuffer(file)) throw new HttpError(422, [FILE_REQUIRED]);
      if (file.length > MAX_PROFILE_PICTURE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
      const kind = sniffImage(file);
      if (!kind) throw new HttpError(400, NOT_AN_IMAGE);
      const key = await files.put("profile-pictures", kind.extension, file);
      await db
        .updateTable("users")
        .set({ profile_picture_path: key, updated_at: services.clock() })
        .where("id", "=", user.id)
        .execute();
      if (user.profile_picture_path) await files.remove(user.profile_picture_path);
      return { profile_picture_url: files.urlOf(key) };
    },

    async deleteProfilePicture({ user: caller }) {
      const user = await currentUser(caller);
      if (user.profile_picture_path) {
        await db
          .updateTable("users")
          .set({ profile_picture_path: null, updated_at: services.clock() })
          .where("id", "=", user.id)
          .execute();
        await files.remove(user.profile_picture_path);
      }
      return { profile_picture_url: null };
    },

    async getUserProgress({ user: caller, params }) {
      assertSelfOrAdmin(caller, params.id, "progress");
      if (!(await findUserById(db, params.id))) throw notFound(USER_NOT_FOUND);
      const accessible = accessibleCourseIds(await enrolledCourseIds(db, params.id));
      const courses = (await services.catalogue.courses()).filter((c) => accessible.has(c.id));
      const [standings, certificates] = await Promise.all([
        loadStandings(db, params.id, courses),
        certificatesOf(db, params.id),
      ]);
      return {
        user_id: params.id,
        courses: courses.map((course) => {
          const standing = standings.get(course.id);
          const modules = (standing?.modules ?? []).map((m) => ({
            module_id: m.module.id,
            completed_lessons: m.completedLessons,
            total_lessons: m.totalLessons,
            // A module is complete when it has lessons and all are complete (academy spec, 4).
            is_completed: m.lessonsComplete,
            quiz_passed: m.quizPassed,
          }));
          const total = modules.reduce((n, m) => n + m.total_lessons, 0);
          const done = modules.reduce((n, m) => n + m.completed_lessons, 0);
          const certificate = certificates.get(course.id);
          return {
            course_id: course.id,
            completed_lessons: done,
            total_lessons: total,
            percentage: progressPercentage({
              lessonsDone: done,
              lessonsTotal: total,
              quizzes: modules.map((m) => m.quiz_passed),
              hasExam: course.final_exam_id !== null,
              examPassed: standing?.finalExamPassed ?? false,
            }),
            modules,
            final_exam_passed: standing?.finalExamPassed ?? false,
            certificate: certificate
              ? {
                  verification_code: certificate.code,
                  issued_at: certificate.issued_at.toISOString(),
                }
              : null,
          };
        }),
      };
    },

    async getEnrollment({ user: caller, params }) {
      assertSelfOrAdmin(caller, params.userId, "enrollment");
      const enrolled = accessibleCourseIds(await enrolledCourseIds(db, params.userId));
      return { enrolled: enrolled.has(params.courseId) };
    },
  };
}
