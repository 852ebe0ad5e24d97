import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { tooManyRequests } from "../http/errors.ts";
import type { Scored } from "./quizzes.ts";
import { quizAttemptsUsedUp, quizRetryTooSoon } from "../http/messages.ts";

/** How often a learner may try one quiz, and when a failed attempt shows the answer key. */
export interface QuizAttemptRules {
  /** Attempts of one quiz in any 24 hours. */
  attemptsPerDay: number;
  /** Seconds between two attempts of one quiz. */
  retryAfterSeconds: number;
  /** From this attempt on, a failed attempt also shows the correct answers; 0: only passes do. */
  revealAfterAttempts: number;
}

export const DEFAULT_QUIZ_ATTEMPT_RULES: QuizAttemptRules = {
  attemptsPerDay: 5,
  retryAfterSeconds: 30,
  revealAfterAttempts: 0,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const tooManyAttempts = (limit: number, waitMs: number) =>
  tooManyRequests(waitMs, quizAttemptsUsedUp(limit, Math.ceil(waitMs / 3_600_000)));
export const retryTooSoon = (waitMs: number) =>
  tooManyRequests(waitMs, quizRetryTooSoon(Math.ceil(waitMs / 1000)));

/**
 * Stores a scored attempt if the rules allow one now, and returns its number (1 for the first
 * ever) and time. The user's row is locked for the check and the insert, so parallel submissions
 * are counted one after the other and cannot all slip under the limit. The clock is read once
 * the lock is held: a submission that waited for another must not be dated before it (its wait
 * would then come out longer than the rule's spacing).
 */
export async function recordAttempt(
  db: Kysely<Database>,
  rules: QuizAttemptRules,
  attempt: { userId: number; quizId: number; scored: Scored; clock: () => Date },
): Promise<{ number: number; at: Date }> {
  const { userId, quizId, scored, clock } = attempt;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
    const now = clock();
    const earlier = await trx
      .selectFrom("quiz_attempts")
      .select("created_at")
      .where("user_id", "=", userId)
      .where("quiz_id", "=", quizId)
      .orderBy("created_at", "desc")
      .execute();
    const windowStart = now.getTime() - DAY_MS;
    const today = earlier.filter((row) => row.created_at.getTime() > windowStart);
    const oldestToday = today.at(-1);
    if (today.length >= rules.attemptsPerDay && oldestToday)
      throw tooManyAttempts(
        rules.attemptsPerDay,
        oldestToday.created_at.getTime() + DAY_MS - now.getTime(),
      );
    const latest = earlier[0];
    const nextAllowed = latest ? latest.created_at.getTime() + rules.retryAfterSeconds * 1000 : 0;
    if (nextAllowed > now.getTime()) throw retryTooSoon(nextAllowed - now.getTime());
    await trx
      .insertInto("quiz_attempts")
      .values({
        user_id: userId,
        quiz_id: quizId,
        score_percentage: scored.result.score_percentage,
        answers: JSON.stringify(scored.answers),
        created_at: now,
      })
      .execute();
    return { number: earlier.length + 1, at: now };
  });
}

/**
 * The result as the learner sees it: a failed attempt keeps its score and which questions were
 * right, but not the answer key or the explanations (they would make the next attempt a copy),
 * unless the rules reveal them after enough attempts.
 */
export function visibleResult(
  scored: Scored,
  attemptNumber: number,
  rules: QuizAttemptRules,
): Scored["result"] {
  const reveal =
    scored.result.passed ||
    (rules.revealAfterAttempts > 0 && attemptNumber >= rules.revealAfterAttempts);
  if (reveal) return scored.result;
  return {
    ...scored.result,
    detailed_results: scored.result.detailed_results.map((detail) => ({
      ...detail,
      correct_answer: null,
      explanation: null,
    })),
  };
}
