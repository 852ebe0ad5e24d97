import type { CourseKey } from "@academy/api";

/**
 * The landing page's course cards and the three course titles, apart from the full catalogue
 * in courses.ts (curricula, prices) so the landing page loads only what it shows (issue #18).
 */

/** academy.md §1: the course names, as every page shows them. */
export const COURSE_TITLES = {
  developer: "Real Estate Developer Course",
  licensing: "General Contractor Licensing Course",
  mentorship: "All In One + Mentorship",
} as const;

/** A course card's button for a learner enrolled in it (issue 50), in place of its buttonText. */
export const CONTINUE_COURSE = "Continue course";

/** academy.md §3: the landing page's three course cards. */
export interface CourseCardData {
  courseId: 1 | 2 | 3;
  /** The course as the user's `courses` name it, to tell an enrolled learner's card. */
  courseKey: CourseKey;
  title: string;
  description: string;
  features: string[];
  /** Decorative header band. */
  gradient: "developer" | "licensing" | "premium";
  buttonText: string;
  buttonColor: "primary" | "secondary";
  route: "/redevelopment" | "/nasclaprep" | "/mentorship";
  isPremium: boolean;
}

export const COURSE_CARDS: readonly CourseCardData[] = [
  {
    courseId: 1,
    courseKey: "development",
    title: COURSE_TITLES.developer,
    description:
      "Learn to find land, run the numbers, finance and build profitable projects from the ground up.",
    features: [
      "9 in-depth modules",
      "Pro forma and feasibility templates",
      "Financing and capital stack strategies",
      "Lifetime access to course updates",
    ],
    gradient: "developer",
    buttonText: "Explore Developer Course",
    buttonColor: "primary",
    route: "/redevelopment",
    isPremium: false,
  },
  {
    courseId: 2,
    courseKey: "nascla",
    title: COURSE_TITLES.licensing,
    description: "Prepare for the NASCLA commercial contractor exam and get licensed in 17 states.",
    features: [
      "9 exam-focused modules",
      "Reference book tabbing strategy",
      "Module quizzes and a final exam",
      "97% student pass rate",
    ],
    gradient: "licensing",
    buttonText: "Explore Licensing Course",
    buttonColor: "primary",
    route: "/nasclaprep",
    isPremium: false,
  },
  {
    courseId: 3,
    courseKey: "mentorship",
    title: COURSE_TITLES.mentorship,
    description:
      "Both courses plus in-person construction site mentorship in Dallas, TX, in a small cohort.",
    features: [
      "Everything in both courses",
      "In-person construction site mentorship",
      "Cohorts of 6-8 students",
      "12 weeks with the co-founders",
    ],
    gradient: "premium",
    buttonText: "Apply for Mentorship",
    buttonColor: "secondary",
    route: "/mentorship",
    isPremium: true,
  },
];
