import { sql, type Kysely } from "kysely";

/**
 * rate_limits: fixed-window counters shared by every instance (RATE_LIMIT_STORE=database), one
 * row per key, counted by one atomic upsert.
 * revoked_sessions: refresh families ended by logout or reuse; each request's access token names
 * its family and is refused once the family is here. Rows are needed only as long as an access
 * token can live (10 minutes), so the table stays small.
 * quiz_attempts_user_quiz: each submission counts the learner's earlier attempts of the quiz.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      count integer NOT NULL,
      reset_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
    CREATE TABLE revoked_sessions (
      family_id text PRIMARY KEY,
      revoked_at timestamptz NOT NULL
    );
    CREATE INDEX revoked_sessions_revoked_at ON revoked_sessions (revoked_at);
    CREATE INDEX quiz_attempts_user_quiz ON quiz_attempts (user_id, quiz_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX quiz_attempts_user_quiz;
    DROP TABLE revoked_sessions;
    DROP TABLE rate_limits;
  `.execute(db);
}
