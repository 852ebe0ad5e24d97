import type { components } from "@academy/api/contract";
import type { Kysely } from "kysely";
import { coursesOpenedBy } from "../seed/catalogue.ts";
import type { Database, User } from "../db/schema.ts";
import type { FileStore } from "../storage/file-store.ts";

export type UserResponse = components["schemas"]["User"];
type CourseKey = components["schemas"]["CourseKey"];
const COURSE_KEYS: readonly string[] = [
  "development",
  "nascla",
  "mentorship",
] satisfies CourseKey[];

/** E-mail addresses are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Course ids the user is enrolled in, as stored; paused ones (a payment plan's) left out. */
export async function enrolledCourseIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("enrollments")
    .select("course_id")
    .where("user_id", "=", userId)
    .where("paused_at", "is", null)
    .orderBy("course_id")
    .execute();
  return rows.map((r) => r.course_id);
}

/** Course ids the user may open: All In One + Mentorship includes courses 1 and 2. */
export function accessibleCourseIds(enrolled: readonly number[]): Set<number> {
  return new Set(enrolled.flatMap(coursesOpenedBy));
}

/** The contract's User: the account with its stored course keys; never the password hash. */
export async function toUserResponse(
  db: Kysely<Database>,
  files: FileStore,
  user: User,
): Promise<UserResponse> {
  const rows = await db
    .selectFrom("enrollments")
    .innerJoin("courses", "courses.id", "enrollments.course_id")
    .select("courses.key")
    .where("enrollments.user_id", "=", user.id)
    .where("enrollments.paused_at", "is", null)
    .orderBy("courses.id")
    .execute();
  return {
    id: user.id,
    full_name: user.full_name,
    email: user.email,
    is_admin: user.is_admin,
    profile_picture_url: user.profile_picture_path ? files.urlOf(user.profile_picture_path) : null,
    courses: rows.map((r) => r.key).filter((key): key is CourseKey => COURSE_KEYS.includes(key)),
  };
}
