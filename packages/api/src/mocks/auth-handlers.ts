import type { HttpHandler } from "msw";
import { expandCourses } from "../session/courses.ts";
import type { Progress, User } from "../types.ts";
import { mockCourseKeys } from "./course-fixtures.ts";
import { REFRESH_PREFIX, userIdOf, type MockState } from "./mock-state.ts";

/** Sign-up, log-in, token refresh and logout, password reset, the profile picture and progress. */
export function createAuthMockHandlers(state: MockState): HttpHandler[] {
  const {
    http,
    users,
    passwords,
    courses,
    revokedRefreshTokens,
    next,
    detail,
    tokensFor,
    currentUser,
    canSee,
    findUserByEmail,
    createUser,
    holds,
    courseKeyOf,
  } = state;
  /** Hand-over codes not yet redeemed, with their user's id. */
  const handovers = new Map<string, number>();
  const progressOf = (user: User): Progress => ({
    user_id: user.id,
    courses: courses
      .filter((course) => holds(user, courseKeyOf(course)))
      .map((course) => {
        const lessons = course.modules.flatMap((module) => module.lessons);
        const completed = lessons.filter((lesson) => lesson.is_completed).length;
        return {
          course_id: course.id,
          completed_lessons: completed,
          total_lessons: lessons.length,
          percentage: lessons.length ? Math.round((completed / lessons.length) * 1000) / 10 : 0,
          modules: course.modules.map((module) => {
            const done = module.lessons.filter((lesson) => lesson.is_completed).length;
            return {
              module_id: module.id,
              completed_lessons: done,
              total_lessons: module.lessons.length,
              is_completed: module.lessons.length > 0 && done === module.lessons.length,
            };
          }),
        };
      }),
  });

  return [
    // ------------------------------------------------------------ Auth
    http.post("/auth/register", async ({ request, response }) => {
      const body = await request.json();
      if (findUserByEmail(body.email)) {
        return response(409).json(detail("An account with this email already exists"));
      }
      const user = createUser(body.email, body.full_name, body.password);
      return response(201).json({ ...tokensFor(user), user });
    }),
    http.post("/auth/login", async ({ request, response }) => {
      const body = await request.json();
      const user = findUserByEmail(body.email);
      if (!user || passwords.get(user.id) !== body.password) {
        return response(401).json(detail("Invalid credentials"));
      }
      return response(200).json({ ...tokensFor(user), user });
    }),
    http.get("/auth/me", ({ request, response }) => {
      const user = currentUser(request);
      return user
        ? response(200).json(user)
        : response(401).json(detail("Could not validate credentials"));
    }),
    http.post("/auth/logout", async ({ request, response }) => {
      revokedRefreshTokens.add((await request.json()).refresh_token);
      return response(204).empty();
    }),
    http.post("/refresh", async ({ request, response }) => {
      const { refresh_token } = await request.json();
      const id = userIdOf(refresh_token, REFRESH_PREFIX);
      const user = id === null ? undefined : users.get(id);
      if (!user || revokedRefreshTokens.has(refresh_token)) {
        return response(401).json(detail("Invalid refresh token"));
      }
      revokedRefreshTokens.add(refresh_token);
      return response(200).json(tokensFor(user));
    }),
    // Issue #49: a code per call, good once, for the caller's user.
    http.post("/auth/handover", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const code = `mock-handover-${user.id}-${next()}`;
      handovers.set(code, user.id);
      return response(200).json({ code, expires_in: 60 });
    }),
    http.post("/auth/handover/redeem", async ({ request, response }) => {
      const { code } = await request.json();
      const user = users.get(handovers.get(code) ?? -1);
      handovers.delete(code);
      if (!user)
        return response(401).json(detail("This sign-in link has expired. Please sign in."));
      return response(200).json({ ...tokensFor(user), user });
    }),
    http.post("/forgot-password", ({ response }) =>
      response(200).json({ message: "Password reset instructions sent to your email" }),
    ),
    http.post("/reset-password", async ({ request, response }) => {
      const body = await request.json();
      if (body.token === "expired") {
        return response(400).json(detail("Invalid or expired reset token"));
      }
      return response(200).json({ message: "Password has been reset" });
    }),

    // ------------------------------------------------------------ User
    http.get("/api/user/profile-picture", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      return response(200).json({ profile_picture_url: user.profile_picture_url });
    }),
    http.post("/api/user/profile-picture", async ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const file = (await request.formData()).get("file");
      if (!(file instanceof Blob) || !file.type.startsWith("image/")) {
        return response(400).json(detail("Please select an image file"));
      }
      user.profile_picture_url = `/media/profile-pictures/${user.id}-${next()}.jpg`;
      return response(200).json({ profile_picture_url: user.profile_picture_url });
    }),
    http.delete("/api/user/profile-picture", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      user.profile_picture_url = null;
      return response(200).json({ profile_picture_url: null });
    }),
    http.get("/users/{userId}/enrollment/{courseId}", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const subject = users.get(Number(params.userId));
      if (!canSee(user, Number(params.userId)) || !subject) {
        return response(403).json(detail("Not allowed"));
      }
      const key = mockCourseKeys[Number(params.courseId)];
      return response(200).json({
        enrolled: key !== undefined && expandCourses(subject.courses).includes(key),
      });
    }),
    http.get("/users/{id}/progress", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!canSee(user, Number(params.id))) return response(403).json(detail("Not allowed"));
      const subject = users.get(Number(params.id));
      if (!subject) return response(404).json(detail("User not found"));
      return response(200).json(progressOf(subject));
    }),
  ];
}
