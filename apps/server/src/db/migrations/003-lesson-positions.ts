import { sql, type Kysely } from "kysely";

/**
 * Where each learner is in each lesson's video, and which lesson of a course they last had open,
 * so that a player on any device resumes there (PUT /lessons/{id}/position). The last-open
 * lesson has its own row rather than being "the newest position" so that two saves in the same
 * millisecond still leave a single, well-defined answer: the last one written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lesson_positions (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      lesson_id integer NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
      seconds integer NOT NULL CHECK (seconds >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, lesson_id)
    );

    CREATE TABLE course_resume (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
      lesson_id integer NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, course_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE course_resume, lesson_positions;`.execute(db);
}
