import { createOpenApiHttp } from "openapi-msw";
import type { components, paths } from "../generated/openapi.ts";
import { expandCourses } from "../session/courses.ts";
import type { Course, CourseKey, DiscordSubscription, Lesson, Module, User } from "../types.ts";
import { mockCourseKeys, mockCourses } from "./course-fixtures.ts";
import { MOCK_PASSWORD, mockDiscordSubscription, mockUsers } from "./fixtures.ts";

export type MockHttp = ReturnType<typeof createOpenApiHttp<paths>>;

const ACCESS_PREFIX = "mock-access-token-";
export const REFRESH_PREFIX = "mock-refresh-token-";

/** `mock-access-token-4` or a rotated `mock-access-token-4-2`: the user id is the first number. */
export const userIdOf = (token: string, prefix: string): number | null => {
  if (!token.startsWith(prefix)) return null;
  const id = Number.parseInt(token.slice(prefix.length), 10);
  return Number.isInteger(id) ? id : null;
};

export interface MockStateOptions {
  baseUrl: string;
  signedInAs: User | null;
  testMode: boolean;
  coursesOnSale: boolean;
}

/**
 * The in-memory world one createMockHandlers call works on, and the helpers every area's
 * handlers share; one object so that the area files (auth, learning, payments...) see the same
 * users, courses and subscriptions.
 */
export function createMockState({
  baseUrl,
  signedInAs,
  testMode,
  coursesOnSale,
}: MockStateOptions) {
  const http = createOpenApiHttp<paths>({ baseUrl });

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
  const videoUploads = new Map<string, components["schemas"]["VideoUploadSession"]>();
  const intentsByAttempt = new Map<string, string>();
  // One counter for every generated id and token, so none repeats within a state.
  let sequence = 1;
  const next = () => sequence++;
  const peek = () => sequence;

  const detail = (message: string | string[]) => ({ detail: message });
  const tokensFor = (user: User) => {
    const n = next();
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
  const hasCalculatorAccess = (user: User) => user.is_admin || calculatorAccess.has(user.id);

  return {
    http,
    testMode,
    coursesOnSale,
    users,
    passwords,
    courses,
    notes,
    positions,
    resumeLessons,
    revokedRefreshTokens,
    calculatorAccess,
    discordSubscriptions,
    videoUploads,
    intentsByAttempt,
    next,
    peek,
    detail,
    tokensFor,
    currentUser,
    canSee,
    findUserByEmail,
    createUser,
    holds,
    findCourse,
    allModules,
    findModule,
    findLesson,
    courseKeyOf,
    enrolIn,
    hasCalculatorAccess,
  };
}

export type MockState = ReturnType<typeof createMockState>;
