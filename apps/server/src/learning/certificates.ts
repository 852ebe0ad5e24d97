import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export interface Certificate {
  code: string;
  issued_at: Date;
}

// Crockford's base32: no I, L, O or U, so a code read aloud or retyped is unambiguous.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A verification code such as 7KQ2-M9XD-4HTR: 60 random bits in three groups of four. */
export function newVerificationCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => ALPHABET[b % 32] ?? "0").join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * The user's certificate for the course, issued now if they have none (a later pass keeps the
 * first certificate's date and code). Safe under concurrent passes: the database keeps one.
 */
export async function issueCertificate(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
  now: Date,
): Promise<Certificate> {
  await db
    .insertInto("certificates")
    .values({ user_id: userId, course_id: courseId, code: newVerificationCode(), issued_at: now })
    .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
    .execute();
  const certificate = await findCertificate(db, userId, courseId);
  if (!certificate) throw new Error(`Certificate for user ${userId}, course ${courseId} vanished`);
  return certificate;
}

export async function findCertificate(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
): Promise<Certificate | undefined> {
  return db
    .selectFrom("certificates")
    .select(["code", "issued_at"])
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
}

/** Every certificate of the user, by course id. */
export async function certificatesOf(
  db: Kysely<Database>,
  userId: number,
): Promise<Map<number, Certificate>> {
  const rows = await db
    .selectFrom("certificates")
    .select(["course_id", "code", "issued_at"])
    .where("user_id", "=", userId)
    .execute();
  return new Map(rows.map((r) => [r.course_id, { code: r.code, issued_at: r.issued_at }]));
}

/** Who earned the certificate with this code, and for which course; undefined if none has it. */
export async function findCertificateByCode(
  db: Kysely<Database>,
  code: string,
): Promise<{ learner_name: string; course_id: number; issued_at: Date; code: string } | undefined> {
  return db
    .selectFrom("certificates")
    .innerJoin("users", "users.id", "certificates.user_id")
    .select([
      "users.full_name as learner_name",
      "certificates.course_id as course_id",
      "certificates.issued_at as issued_at",
      "certificates.code as code",
    ])
    .where("certificates.code", "=", code.toUpperCase())
    .executeTakeFirst();
}
