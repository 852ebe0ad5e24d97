import { mc, slides, tf, video, type SeedCourse, type SeedModule } from "./types.ts";

/**
 * Course 3, All In One + Mentorship (PREMIUM): both courses plus in-person construction site
 * mentorship in Dallas TX, cohorts of 6-8, 12 weeks, price 4997 (originally 7500). Its own
 * modules cover the mentorship programme; enrolment also opens courses 1 and 2.
 */
const modules: SeedModule[] = [
  {
    title: "Mentorship Orientation",
    description: "How the mentorship programme runs, your cohort and your goals.",
    lessons: [
      video("Welcome to the Mentorship Program", 10, "1084537"),
      slides("Program Schedule and Cohort Guidelines", 8),
      video("Setting Your 12-Week Goals", 14),
    ],
    quiz: [
      mc(
        "How large is a mentorship cohort?",
        ["1-2 people", "6-8 people", "20-30 people", "Unlimited"],
        1,
        "Cohorts are kept to 6-8 people so every member gets time on site with the mentors.",
      ),
      tf(
        "The on-site mentorship takes place in Dallas, TX.",
        true,
        "The construction site visits are held in Dallas, TX.",
      ),
    ],
  },
  {
    title: "On-Site Construction Mentorship",
    description: "Preparing for site visits, safety on site and what to observe at each phase.",
    lessons: [
      video("Preparing for Your Site Visits", 12),
      slides("Site Safety and the Liability Waiver", 9),
      video("What to Watch at Each Construction Phase", 24),
    ],
    quiz: [
      tf(
        "A signed liability waiver is required before joining the on-site mentorship.",
        true,
        "On-site participation requires the mentorship liability waiver.",
      ),
      mc(
        "Which item is standard personal protective equipment on a construction site?",
        ["Sandals", "A hard hat", "Headphones", "A tie"],
        1,
        "Hard hats, safety glasses, high-visibility vests and boots are the usual minimum.",
      ),
    ],
  },
  {
    title: "Launching Your First Project",
    description: "Turning what you learned into a first deal with your mentor's review.",
    lessons: [
      video("Choosing Your First Project", 16),
      slides("Deal Review Checklist", 10),
      video("Presenting Your Deal for Mentor Review", 18),
    ],
    quiz: [
      mc(
        "What should you bring to a mentor deal review?",
        [
          "Only the asking price",
          "The pro forma, comps, budget and schedule",
          "A finished building",
          "Nothing; the mentor brings everything",
        ],
        1,
        "A complete package lets the mentor test the numbers and the risks.",
      ),
      tf(
        "A first project should be sized so that a mistake does not sink the business.",
        true,
        "Starting small limits the downside while you build a track record.",
      ),
    ],
  },
];

export const mentorshipCourse: SeedCourse = {
  id: 3,
  key: "mentorship",
  name: "All In One + Mentorship",
  description:
    "Both courses plus in-person construction site mentorship in Dallas, TX, in a small cohort of 6-8.",
  priceCents: 499_700,
  originalPriceCents: 750_000,
  modules,
  finalExam: modules.flatMap((m) => m.quiz),
};
