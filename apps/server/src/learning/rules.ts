/**
 * The learning rules and the messages the course player shows, in one place to check against
 * the academy spec (sections 4, 8 and 9) and the contract.
 */

/** A quiz or final exam attempt passes at this score or above (the spec's "Good Job!" band). */
export const PASS_MARK_PERCENT = 70;

/** Whether `correct` right answers out of `total` questions pass (exact, no rounding). */
export function passes(correct: number, total: number): boolean {
  // A quiz with no questions has nothing to fail; it must not lock the final exam forever.
  return total === 0 || correct * 100 >= PASS_MARK_PERCENT * total;
}

/** The score of `correct` out of `total`, 0 to 100; an empty quiz scores 100. */
export function scorePercentage(correct: number, total: number): number {
  return total === 0 ? 100 : (correct * 100) / total;
}
