import type { CatalogueCourse, Course } from "../catalogue/catalogue.ts";

/**
 * How long this process reuses a learner's answer to GET /courses/{id} without reading their
 * rows again. Every write of this process to what the answer shows (a completion, a quiz
 * attempt, a video position, an enrolment) forgets the learner's answers at once; the bound
 * only matters for a write made by another instance (or by hand in the database).
 */
export const LEARNER_COURSE_CACHE_TTL_MS = 2_000;
/** Enough for every learner active within the TTL; beyond it the cache starts over. */
export const LEARNER_COURSE_CACHE_MAX_ENTRIES = 10_000;

/**
 * Learners' personalised course answers: the course player reads its course again on every
 * lesson change, and that read (one query over five tables, then the answer built lesson by
 * lesson) was most of the server's work per request. Only answers to enrolled readers are kept:
 * a refusal is read afresh, so an enrolment made anywhere opens the course at once.
 *
 * A read that started before a forget() may not store its answer (it may have read rows that
 * have just changed): begin() hands out the moment to pass to remember().
 */
export interface LearnerCourseCache {
  /** The learner's answer for this exact catalogue course, while cached and fresh. */
  lookup(userId: number, course: CatalogueCourse): Course | undefined;
  /** Call before reading the learner's rows. */
  begin(): number;
  remember(userId: number, course: CatalogueCourse, answer: Course, startedAt: number): void;
  /** Call after any write to the learner's completions, attempts, positions or enrolments. */
  forget(userId: number): void;
  /** Forgets every learner's answers (another instance's changes may have been missed). */
  clear(): void;
}

interface Entry {
  /** The catalogue's object: an edited course is a new object, so an old answer never matches. */
  course: CatalogueCourse;
  answer: Course;
  cachedUntil: number;
}

export function createLearnerCourseCache(
  now: () => number,
  ttlMs: number = LEARNER_COURSE_CACHE_TTL_MS,
  maxEntries: number = LEARNER_COURSE_CACHE_MAX_ENTRIES,
): LearnerCourseCache {
  /** Per learner, per course id. */
  let entries = new Map<number, Map<number, Entry>>();
  let size = 0;
  // Every forget() ticks the clock and stamps the learner; a read may store its answer only if
  // it began at or after the learner's last stamp. Stamps are bounded like the entries: dropping
  // them raises the floor instead, so every read in flight at that moment is refused.
  let clock = 0;
  let floor = 0;
  let forgotten = new Map<number, number>();
  return {
    lookup(userId, course) {
      const entry = entries.get(userId)?.get(course.id);
      if (!entry) return undefined;
      if (entry.course === course && entry.cachedUntil > now()) return entry.answer;
      entries.get(userId)?.delete(course.id);
      size -= 1;
      return undefined;
    },
    begin: () => clock,
    remember(userId, course, answer, startedAt) {
      if (startedAt < floor || startedAt < (forgotten.get(userId) ?? 0)) return;
      if (size >= maxEntries) {
        entries = new Map();
        size = 0;
      }
      let courses = entries.get(userId);
      if (!courses) entries.set(userId, (courses = new Map()));
      if (!courses.has(course.id)) size += 1;
      courses.set(course.id, { course, answer, cachedUntil: now() + ttlMs });
    },
    forget(userId) {
      size -= entries.get(userId)?.size ?? 0;
      entries.delete(userId);
      clock += 1;
      forgotten.set(userId, clock);
      if (forgotten.size > maxEntries) {
        forgotten = new Map();
        floor = clock;
      }
    },
    clear() {
      entries = new Map();
      size = 0;
      clock += 1;
      forgotten = new Map();
      floor = clock;
    },
  };
}
