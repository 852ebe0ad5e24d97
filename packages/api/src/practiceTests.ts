import type { PracticeTest, PracticeTestAccess } from "./types.ts";

/**
 * academy.md §3 and §7: the practice tests are hard-coded (no server call): two tests by the
 * standards body, 50 dollars one-time each, for the licensing course (id 2). One copy for the
 * site's page and the mocks of stories and tests.
 */
export const PRACTICE_TEST_LIST: readonly PracticeTest[] = [
  {
    id: 1,
    title: "NASCLA Contractor's Guide PSI Grade Exam Practice Test",
    description:
      "A full-length practice test in the format of the PSI-graded NASCLA accredited examination.",
    author: "NASCLA",
    publisher: "National Association of State Contractors Licensing Agencies",
    year: 2024,
    isbn: "978-0-000000-01-0",
    price: 50,
    price_cents: 5000,
    course_id: 2,
  },
  {
    id: 2,
    title: "Procurement and Contracting Requirements Practice Test",
    description:
      "Questions on bidding, procurement and the contracting requirements covered by the exam.",
    author: "NASCLA",
    publisher: "National Association of State Contractors Licensing Agencies",
    year: 2024,
    isbn: "978-0-000000-02-0",
    price: 50,
    price_cents: 5000,
    course_id: 2,
  },
];

/** academy.md §3 and §6: the access record every test starts with (and a logged-in user has). */
export const DEFAULT_PRACTICE_TEST_ACCESS: PracticeTestAccess = {
  has_access: false,
  purchased_at: null,
  attempts_taken: 0,
  last_attempt_at: null,
};
