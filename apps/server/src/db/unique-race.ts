/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = "23505";

export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;

/**
 * Runs an `INSERT … ON CONFLICT (one column) DO UPDATE` again when it lost a race on another
 * unique column. PostgreSQL resolves a concurrent insert only on the conflict target: two
 * requests of one attempt inserting the same provider id at once make the later one fail with
 * unique_violation on that id's index instead of updating. Once the first has committed, the
 * second run sees its row on the target and updates it.
 */
export async function upsertAfterRace<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return upsert();
  }
}
