/**
 * The course catalogue as the marketing pages show it: every figure of academy.md §1, §2 and
 * §9 (original prices, percent off, weeks, students, rating, pass rate, states), in one file so
 * a reader can check them against the spec; the 9-module curricula are in curricula.ts. The
 * prices themselves come from the server's plan catalogue (GET /catalogue/plans, issue 48).
 */

import { COURSE_TITLES } from "./courseCards.ts";

/** academy.md §3 "static course data", of the two courses with a sales page. */
export interface SalesCourse {
  courseId: 1 | 2;
  route: "/redevelopment" | "/nasclaprep";
  title: string;
  subtitle: string;
  /** The spec's struck-through "was" price in dollars: a marketing figure, never charged. */
  originalPrice: number;
  percentOff: number;
  /** Weeks. */
  duration: number;
  students?: number;
  rating?: number;
  instructor: string;
  passRate?: number;
}

export const INSTRUCTORS = "Taught by our two co-founders";

/** academy.md §1 and §9: licensing is stated as valid in 17 states. */
export const LICENSING_STATES_CLAIM = 17;

/**
 * academy.md §2: the licensing page lists 16 supported states (the 17-state claim counts one
 * more jurisdiction than the list names).
 */
export const SUPPORTED_STATES = [
  "Alabama",
  "Arizona",
  "Arkansas",
  "Georgia",
  "Idaho",
  "Louisiana",
  "Mississippi",
  "Nevada",
  "North Carolina",
  "Oklahoma",
  "Oregon",
  "South Carolina",
  "Tennessee",
  "Utah",
  "Virginia",
  "West Virginia",
] as const;

/** academy.md §2: the licensing course does not include the exam reference books. */
export const REFERENCE_BOOKS_NOTICE =
  "Please note: this course does not include the required exam reference books. They must be purchased separately.";

/** academy.md §9: licensing course. */
export const LICENSING_COURSE: SalesCourse = {
  courseId: 2,
  route: "/nasclaprep",
  title: COURSE_TITLES.licensing,
  subtitle:
    "Pass the NASCLA Accredited Examination for Commercial Building Contractors and get licensed in 17 states.",
  originalPrice: 1497,
  percentOff: 33,
  duration: 8,
  students: 892,
  rating: 4.9,
  instructor: INSTRUCTORS,
  passRate: 97,
};

/** academy.md §9: real-estate developer course. */
export const DEVELOPER_COURSE: SalesCourse = {
  courseId: 1,
  route: "/redevelopment",
  title: COURSE_TITLES.developer,
  subtitle:
    "Take a project from raw land to a profitable exit: site selection, entitlements, pro formas, financing, construction and sale.",
  originalPrice: 1500,
  percentOff: 40,
  duration: 12,
  students: 1247,
  rating: 4.9,
  instructor: INSTRUCTORS,
};

/** academy.md §9: mentorship. */
export const MENTORSHIP = {
  courseId: 3,
  route: "/mentorship",
  title: COURSE_TITLES.mentorship,
  subtitle:
    "Both courses plus in-person construction site mentorship with our co-founders in Dallas, TX.",
  originalPrice: 7500,
  percentOff: 33,
  duration: 12,
  cohort: "6-8",
  location: "Dallas, TX",
  replyWithinHours: 48,
} as const;

/** academy.md §5: the only location the mentorship form offers. */
export const MENTORSHIP_LOCATIONS = [MENTORSHIP.location] as const;
