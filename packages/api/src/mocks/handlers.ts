import { HttpResponse, type HttpHandler } from "msw";
import { createOpenApiHttp } from "openapi-msw";
import type { components, paths } from "../generated/openapi.ts";
import { expandCourses } from "../session/courses.ts";
import { createAccountMockHandlers } from "./account-handlers.ts";
import { createDealMockHandlers } from "./deal-handlers.ts";
import { createDiscordRoleMockHandlers } from "./discord-role-handlers.ts";
import type {
  Course,
  CourseKey,
  DiscordSubscription,
  Lesson,
  Module,
  Progress,
  QuizResult,
  User,
} from "../types.ts";
import {
  MOCK_PASSWORD,
  mockAnswerKey,
  mockCertificateVerification,
  mockCourseKeys,
  mockCourses,
  mockDiscordSubscription,
  mockExplanations,
  mockQuizzes,
  mockUsers,
} from "./fixtures.ts";

export interface MockHandlersOptions {
  /** Where the contract is mounted; the same value the client's baseUrl has. Default "/api". */
  baseUrl?: string;
  /**
   * The user assumed for requests that carry no bearer token, so a story can show a signed-in
   * screen without logging in. Default: none (such requests answer 401).
   */
  signedInAs?: User | null;
  /** Whether POST /enroll/test is allowed (the server's test mode). Default true. */
  testMode?: boolean;
  /** GET /payments/config's `sales.courses`: whether courses are on sale. Default true. */
  coursesOnSale?: boolean;
}

const ACCESS_PREFIX = "mock-access-token-";
const REFRESH_PREFIX = "mock-refresh-token-";

/** `mock-access-token-4` or a rotated `mock-access-token-4-2`: the user id is the first number. */
const userIdOf = (token: string, prefix: string): number | null => {
  if (!token.startsWith(prefix)) return null;
  const id = Number.parseInt(token.slice(prefix.length), 10);
  return Number.isInteger(id) ? id : null;
};

const LESSON_VIDEO_MINUTES_FALLBACK = 10;

/** A minimal valid one-page PDF, for certificate downloads. */
const CERTIFICATE_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

/**
 * Typed MSW handlers for every operation of the contract, over an in-memory copy of the
 * fixtures (each call starts fresh, so tests do not leak into each other). Sign in with any
 * fixture user's e-mail and `MOCK_PASSWORD`.
 */
export function createMockHandlers(options: MockHandlersOptions = {}): HttpHandler[] {
  const { baseUrl = "/api", signedInAs = null, testMode = true, coursesOnSale = true } = options;
  const http = createOpenApiHttp<paths>({ baseUrl });

  // ---- state
  const users = new Map<number, User>(
    Object.values(mockUsers).map((user) => [user.id, structuredClone(user)]),
  );
  const passwords = new Map<number, string>([...users.keys()].map((id) => [id, MOCK_PASSWORD]));
  const courses: Course[] = structuredClone(mockCourses);
  const notes = new Map<string, string>();
  // Playback positions by `${userId}:${lessonId}`, and the last-open lesson by `${userId}:${courseId}`.
  const positions = new Map<string, { seconds: number; updatedAt: string }>();
  const resumeLessons = new Map<string, number>();
  const revokedRefreshTokens = new Set<string>();
  const calculatorAccess = new Set<number>([mockUsers.admin.id]);
  const discordSubscriptions = new Map<number, DiscordSubscription>([
    [mockUsers.mentee.id, structuredClone(mockDiscordSubscription)],
  ]);
  let sequence = 1;
  const videoUploads = new Map<string, components["schemas"]["VideoUploadSession"]>();
  const intentsByAttempt = new Map<string, string>();

  // ---- helpers
  const detail = (message: string | string[]) => ({ detail: message });
  const tokensFor = (user: User) => {
    const n = sequence++;
    return {
      access_token: `${ACCESS_PREFIX}${user.id}-${n}`,
      refresh_token: `${REFRESH_PREFIX}${user.id}-${n}`,
    };
  };
  const currentUser = (request: Request): User | null => {
    const header = request.headers.get("Authorization");
    if (!header) return signedInAs ? (users.get(signedInAs.id) ?? signedInAs) : null;
    const id = header.startsWith("Bearer ") ? userIdOf(header.slice(7), ACCESS_PREFIX) : null;
    return id === null ? null : (users.get(id) ?? null);
  };
  const canSee = (user: User, userId: number) => user.is_admin || user.id === userId;
  const findUserByEmail = (email: string) =>
    [...users.values()].find((user) => user.email.toLowerCase() === email.toLowerCase());
  const createUser = (email: string, fullName: string, password: string): User => {
    const user: User = {
      id: Math.max(...users.keys()) + 1,
      full_name: fullName,
      email,
      is_admin: false,
      profile_picture_url: null,
      courses: [],
    };
    users.set(user.id, user);
    passwords.set(user.id, password);
    return user;
  };
  const holds = (user: User, key: CourseKey) =>
    user.is_admin || expandCourses(user.courses).includes(key);
  const findCourse = (id: number) => courses.find((course) => course.id === id);
  const allModules = () => courses.flatMap((course) => course.modules);
  const findModule = (id: number) => allModules().find((module) => module.id === id);
  const findLesson = (id: number): { course: Course; module: Module; lesson: Lesson } | null => {
    for (const course of courses) {
      for (const module of course.modules) {
        const lesson = module.lessons.find((candidate) => candidate.id === id);
        if (lesson) return { course, module, lesson };
      }
    }
    return null;
  };
  const courseKeyOf = (course: Course): CourseKey => mockCourseKeys[course.id] ?? "development";
  const enrolIn = (user: User, courseId: number) => {
    const key = mockCourseKeys[courseId];
    if (key && !user.courses.includes(key)) user.courses = [...user.courses, key];
  };
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
  const enrolment = (body: { course_id: number; email: string; full_name: string }) => {
    let user = findUserByEmail(body.email);
    let tempPassword: string | null = null;
    if (!user) {
      tempPassword = `Temp-${sequence++}-Pass`;
      user = createUser(body.email, body.full_name, tempPassword);
    }
    enrolIn(user, body.course_id);
    return { ...tokensFor(user), user, temp_password: tempPassword };
  };

  const hasCalculatorAccess = (user: User) => user.is_admin || calculatorAccess.has(user.id);
  return [
    // Saved deals (deal-handlers.ts), Discord role delivery (discord-role-handlers.ts) and the
    // account page (account-handlers.ts).
    ...createDealMockHandlers({ http, currentUser, hasCalculatorAccess }),
    ...createDiscordRoleMockHandlers({
      http,
      currentUser,
      tierOf: (user) => discordSubscriptions.get(user.id)?.tier ?? null,
    }),
    ...createAccountMockHandlers({
      http,
      currentUser,
      discordOf: (user) => discordSubscriptions.get(user.id),
      hasCalculator: (user) => calculatorAccess.has(user.id),
    }),

    // ------------------------------------------------------------ System
    http.get("/health", ({ response }) => response(200).json({ status: "ok", database: "up" })),
    http.get("/ready", ({ response }) =>
      response(200).json({
        status: "ready",
        database: "up",
        migrations: "current",
        storage: "up",
        workers: "running",
      }),
    ),

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
      user.profile_picture_url = `/media/profile-pictures/${user.id}-${sequence++}.jpg`;
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

    // ------------------------------------------------------------ Payments
    http.post("/enroll/test", async ({ request, response }) => {
      if (!testMode) return response(403).json(detail("Test enrollment is disabled"));
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      return response(200).json(enrolment(body));
    }),
    http.get("/payments/config", ({ response }) =>
      response(200).json({
        publishable_key: "pk_test_mock",
        stripe_js_url: null,
        test_mode: testMode,
        sales: { courses: coursesOnSale, calculator: "open", discord: true },
      }),
    ),
    http.post("/payments/create-intent", async ({ request, response }) => {
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      // One intent per purchase attempt, as the server's idempotency key gives.
      const known = body.attempt_id ? intentsByAttempt.get(body.attempt_id) : undefined;
      const clientSecret = known ?? `pi_mock_${sequence++}_secret_mock`;
      if (body.attempt_id) intentsByAttempt.set(body.attempt_id, clientSecret);
      return response(200).json({ client_secret: clientSecret });
    }),
    http.post("/enroll", async ({ request, response }) => {
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      return response(200).json(enrolment(body));
    }),
    http.post("/payments/create-checkout-session", async ({ request, response }) => {
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      const sessionId = `cs_mock_${sequence++}`;
      return response(200).json({
        session_id: sessionId,
        url: `${body.success_url}?session_id=${sessionId}`,
      });
    }),
    http.post("/payments/manual", async ({ request, response }) => {
      const admin = currentUser(request);
      if (!admin) return response(401).json(detail("Not authenticated"));
      if (!admin.is_admin) return response(403).json(detail("Admin access required"));
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      const user =
        findUserByEmail(body.email) ??
        createUser(body.email, body.full_name ?? body.email, `Temp-${sequence++}-Pass`);
      enrolIn(user, body.course_id);
      return response(201).json({
        id: sequence++,
        user_id: user.id,
        course_id: body.course_id,
        amount_cents: body.amount_cents,
        method: "manual",
        created_at: new Date().toISOString(),
      });
    }),
    http.post("/payments/webhook", ({ request, response }) =>
      request.headers.get("Stripe-Signature")
        ? response(200).json({ received: true })
        : response(400).json(detail("Missing Stripe-Signature header")),
    ),

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
      return response.untyped(
        new HttpResponse(CERTIFICATE_PDF, {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": `attachment; filename="certificate-${course.id}.pdf"`,
          },
        }),
      );
    }),

    // ------------------------------------------------------------ Admin
    http.get("/admin/test-s3", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(200).json({ status: "connected", message: "S3 connection verified" });
    }),
    http.get("/admin/storage", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(200).json({ driver: "s3" });
    }),
    http.get("/admin/courses", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(200).json(courses);
    }),
    ...(["/admin/sync-schema", "/admin/seed-catalog"] as const).map((path) =>
      http.post(path, ({ request, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!user.is_admin) return response(403).json(detail("Admin access required"));
        return response(200).json({
          message: path === "/admin/sync-schema" ? "Schema is up to date" : "Catalog seeded",
        });
      }),
    ),
    http.post("/lessons/{id}/upload-video", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const found = findLesson(Number(params.id));
      if (!found) return response(404).json(detail("Lesson not found"));
      const file = (await request.formData()).get("file");
      if (!(file instanceof Blob)) return response(400).json(detail("No file uploaded"));
      found.lesson.video_s3_key = `lessons/${found.lesson.id}/video-${sequence++}.mp4`;
      found.lesson.video_filename = file instanceof File && file.name ? file.name : "video.mp4";
      found.lesson.video_duration ??= LESSON_VIDEO_MINUTES_FALLBACK;
      return response(200).json({ s3_key: found.lesson.video_s3_key });
    }),
    http.post("/lessons/{id}/upload-pdf", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const found = findLesson(Number(params.id));
      if (!found) return response(404).json(detail("Lesson not found"));
      const form = await request.formData();
      const file = form.get("file");
      if (!(file instanceof Blob) || file.type !== "application/pdf") {
        return response(400).json(detail(["Please select a PDF file"]));
      }
      const named = form.get("filename");
      const filename = file instanceof File && file.name ? file.name : "document.pdf";
      found.lesson.document_s3_key = `lessons/${found.lesson.id}/${filename}`;
      found.lesson.document_filename = typeof named === "string" && named ? named : filename;
      found.lesson.pdf_url = `/media/${found.lesson.document_s3_key}`;
      return response(200).json({ filename });
    }),
    http.delete("/lessons/{lessonId}/delete-pdf", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const found = findLesson(Number(params.lessonId));
      if (!found?.lesson.document_s3_key)
        return response(404).json(detail("No PDF for this lesson"));
      found.lesson.document_s3_key = null;
      found.lesson.document_filename = null;
      found.lesson.pdf_url = null;
      return response(200).json({ message: "PDF deleted successfully" });
    }),
    http.delete("/lessons/{lessonId}/delete-video", ({ request, params, query, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const found = findLesson(Number(params.lessonId));
      if (!found) return response(404).json(detail("Lesson not found"));
      const type = query.get("video_type");
      if (type !== "vimeo") {
        found.lesson.video_s3_key = null;
        found.lesson.video_filename = null;
      }
      if (type !== "s3") found.lesson.vimeo_video_id = null;
      return response(200).json({ message: "Video deleted successfully" });
    }),
    http.get("/lessons/{lessonId}/signed-pdf", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const lesson = findLesson(Number(params.lessonId))?.lesson;
      const key = lesson?.document_s3_key;
      if (!key) return response(404).json(detail("No PDF for this lesson"));
      const filename = lesson.document_filename ?? key.slice(key.lastIndexOf("/") + 1);
      return response(200).json({
        signed_url: `/media/${key}?signature=mock`,
        download_url: `/media/${key}?download=${encodeURIComponent(filename)}&signature=mock`,
        filename,
      });
    }),
    // Video uploads in parts (issue 17): parts go to the disk driver's part route, which the
    // page's stories and tests answer themselves.
    http.post("/lessons/{lessonId}/video-upload", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      if (!findLesson(Number(params.lessonId)))
        return response(404).json(detail("Lesson not found"));
      const { size, filename, part_size } = await request.json();
      const partSize = part_size ?? 8 * 1024 * 1024;
      const uploadId = `upload-${sequence++}`;
      // Uppy's S3 calls for the upload (create, list, complete, abort): stories answer them.
      const signed = (operation: string) =>
        `/api/media-uploads/${uploadId}/${operation}?expires=1&signature=mock`;
      const session = {
        upload_id: uploadId,
        key: `lessons/${params.lessonId}/video-${sequence}.mp4`,
        filename,
        size,
        part_size: partSize,
        part_count: Math.max(1, Math.ceil(size / partSize)),
        urls: {
          initiate: signed("initiate"),
          list: signed("list"),
          complete: signed("complete"),
          abort: signed("abort"),
        },
      };
      videoUploads.set(uploadId, session);
      return response(201).json(session);
    }),
    // A reload resumes an upload: the same session, as the server keeps it.
    http.get("/lessons/{lessonId}/video-upload/{uploadId}", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const session = videoUploads.get(params.uploadId);
      if (!session) return response(404).json(detail("This upload does not exist or has ended."));
      return response(200).json(session);
    }),
    http.put(
      "/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}",
      ({ request, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!user.is_admin) return response(403).json(detail("Admin access required"));
        return response(204).empty();
      },
    ),
    http.post("/lessons/{lessonId}/video-upload/{uploadId}/replace", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(204).empty();
    }),
    http.get(
      "/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}",
      ({ request, params, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!user.is_admin) return response(403).json(detail("Admin access required"));
        const url = `/api/storage-parts/${params.uploadId}/${params.partNumber}?signature=mock`;
        return response(200).json({ url });
      },
    ),
    http.post(
      "/lessons/{lessonId}/video-upload/{uploadId}/complete",
      ({ request, params, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!user.is_admin) return response(403).json(detail("Admin access required"));
        const found = findLesson(Number(params.lessonId));
        if (!found) return response(404).json(detail("This upload does not exist or has ended."));
        found.lesson.video_s3_key = `lessons/${found.lesson.id}/video-${sequence++}.mp4`;
        found.lesson.video_filename = videoUploads.get(params.uploadId)?.filename ?? "video.mp4";
        return response(200).json({ s3_key: found.lesson.video_s3_key });
      },
    ),
    http.delete("/lessons/{lessonId}/video-upload/{uploadId}", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      return response(204).empty();
    }),
    http.get("/lessons/{lessonId}/signed-url", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const key = findLesson(Number(params.lessonId))?.lesson.video_s3_key;
      if (!key) return response(404).json(detail("No video for this lesson"));
      return response(200).json({ signed_url: `/media/${key}?signature=mock` });
    }),

    // ------------------------------------------------------------ Calculator
    http.get("/calculator/access", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      return response(200).json({ hasAccess: user.is_admin || calculatorAccess.has(user.id) });
    }),
    http.post("/calculator/create-subscription-intent", ({ response }) =>
      response(200).json({ client_secret: `pi_mock_${sequence++}_secret_mock` }),
    ),
    http.post("/calculator/subscribe", async ({ request, response }) => {
      const body = await request.json();
      const signedIn = currentUser(request);
      if (signedIn) {
        calculatorAccess.add(signedIn.id);
        return response(200).json({});
      }
      const user =
        findUserByEmail(body.email) ??
        createUser(body.email, body.full_name, `Temp-${sequence++}-Pass`);
      calculatorAccess.add(user.id);
      return response(200).json(tokensFor(user));
    }),

    // ------------------------------------------------------------ Discord
    http.post("/discord/create-subscription-intent", ({ response }) =>
      response(200).json({
        client_secret: `pi_mock_${sequence++}_secret_mock`,
        customer_id: `cus_mock_${sequence++}`,
      }),
    ),
    http.post("/discord/subscribe", async ({ request, response }) => {
      const body = await request.json();
      const user =
        currentUser(request) ??
        findUserByEmail(body.email) ??
        createUser(body.email, body.full_name, `Temp-${sequence++}-Pass`);
      const now = new Date();
      const end = new Date(now);
      if (body.billing_cycle === "yearly") end.setFullYear(end.getFullYear() + 1);
      else end.setMonth(end.getMonth() + 1);
      const prices = { pro: [19_700, 199_700], community: [9_700, 99_700] } as const;
      const subscription = {
        id: sequence++,
        tier: body.tier,
        status: "active",
        amount_cents: prices[body.tier][body.billing_cycle === "yearly" ? 1 : 0],
        billing_cycle: body.billing_cycle,
        current_period_start: now.toISOString(),
        current_period_end: end.toISOString(),
        next_billing_date: end.toISOString(),
        cancel_at_period_end: false,
      };
      discordSubscriptions.set(user.id, subscription);
      return response(200).json({ ...tokensFor(user), subscription, existing_account: false });
    }),
    http.get("/discord/subscription/{userId}", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!canSee(user, Number(params.userId))) return response(403).json(detail("Not allowed"));
      const subscription = discordSubscriptions.get(Number(params.userId));
      return subscription
        ? response(200).json(subscription)
        : response(404).json(detail("No active subscription"));
    }),
    http.post("/discord/cancel/{subscriptionId}", ({ request, params, query, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const subscription = [...discordSubscriptions.values()].find(
        (candidate) => candidate.id === Number(params.subscriptionId),
      );
      if (!subscription) return response(404).json(detail("Subscription not found"));
      const atPeriodEnd = query.get("cancel_at_period_end") !== "false";
      if (atPeriodEnd) {
        subscription.cancel_at_period_end = true;
        subscription.next_billing_date = null;
      } else {
        subscription.status = "canceled";
      }
      return response(200).json({
        message: atPeriodEnd
          ? "Subscription will be cancelled at the end of the billing period"
          : "Subscription cancelled",
        test_mode: testMode,
      });
    }),
    http.post("/discord/reactivate/{subscriptionId}", ({ request, params, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const subscription = [...discordSubscriptions.values()].find(
        (candidate) => candidate.id === Number(params.subscriptionId),
      );
      if (!subscription) return response(404).json(detail("Subscription not found"));
      subscription.cancel_at_period_end = false;
      subscription.next_billing_date = subscription.current_period_end;
      return response(200).json({ message: "Subscription reactivated successfully!" });
    }),
    http.post("/discord/update-payment-method", async ({ request, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const body = await request.json();
      const known = [...discordSubscriptions.values()].some(
        (candidate) => candidate.id === body.subscription_id,
      );
      if (!known) return response(404).json(detail("Subscription not found"));
      return response(200).json({ message: "Payment method updated successfully!" });
    }),

    // ------------------------------------------------------------ Forms
    http.post("/forms/{formId}", async ({ request, params, response }) => {
      if (!["contact", "partnership", "mentorship"].includes(params.formId)) {
        return response(404).json({ error: "Form not found" });
      }
      const fields = new Map<string, string>();
      if (request.headers.get("Content-Type")?.includes("application/json")) {
        for (const [key, value] of Object.entries(await request.json())) {
          if (typeof value === "string") fields.set(key, value);
        }
      } else {
        for (const [key, value] of await request.formData()) {
          if (typeof value === "string") fields.set(key, value);
        }
      }
      if (!fields.get("email")?.includes("@")) {
        return response(422).json({ errors: [{ message: "should be an email", field: "email" }] });
      }
      return response(200).json({ ok: true });
    }),
  ];
}
