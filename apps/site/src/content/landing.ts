/**
 * The landing page's copy (academy.md §1 and §2). The marketing claims are the spec's: 500+
 * students, licensing valid in 17 states, instructors who are the two co-founders.
 */
export const HERO = {
  eyebrow: "Construction & Real-Estate Education",
  title: "Build your future in construction and real-estate development",
  text: "Get your general contractor license, learn to develop real estate from the ground up, and work alongside builders on real job sites.",
  cta: "Explore Courses",
  /** The investor tools' way in from the home page (issue #18). */
  calculatorCta: "Try the Deal Analyzer",
  stats: [
    { value: "500+", label: "Students" },
    { value: "17", label: "States for licensing" },
    { value: "2", label: "Co-founders as instructors" },
  ],
} as const;

export const COURSES_SECTION = {
  title: "Our Courses",
  text: "Three paths, one goal: a profitable construction and development business.",
  premium: "PREMIUM",
} as const;

/** academy.md §2: instructor bios of the two co-founders. */
export const LEADERSHIP = {
  title: "Meet Your Instructors",
  text: "Both courses are taught by the academy's two co-founders, who still build and develop every week.",
  people: [
    {
      name: "Marcus Reed",
      role: "Co-founder · Development",
      initials: "MR",
      bio: "Marcus has taken more than forty residential and mixed-use projects from raw land to sale or refinance across North Texas. He teaches the developer course: site selection, feasibility, financing and exits.",
    },
    {
      name: "Daniel Ortiz",
      role: "Co-founder · Construction",
      initials: "DO",
      bio: "Daniel is a licensed commercial general contractor who has run crews and job sites for over fifteen years. He leads the licensing course and the on-site mentorship in Dallas, TX.",
    },
  ],
} as const;

/** academy.md §2: the three steps of the pathway. */
export const PATHWAY = {
  title: "Your Pathway",
  text: "From first lesson to your own company in three steps.",
  steps: [
    {
      title: "NASCLA Training",
      text: "Study the nine exam modules, tab your reference books and practise with quizzes and a final exam.",
    },
    {
      title: "Get Licensed",
      text: "Pass the NASCLA Accredited Examination and use it toward a commercial contractor license in 17 states.",
    },
    {
      title: "Launch Your Business",
      text: "Set up your company, bid your first jobs and grow with the Partnership Network behind you.",
    },
  ],
} as const;

/** academy.md §1 and §2: the Partnership Network / accelerator for licensed contractors. */
export const ACCELERATOR = {
  title: "Partnership Network",
  text: "An optional accelerator for licensed contractors who want steady work and bigger projects.",
  points: [
    {
      title: "1099 independent operators",
      text: "Keep your own company and work with us as an independent operator.",
    },
    {
      title: "Vetted project leads",
      text: "Get introduced to projects our team has already qualified.",
    },
    {
      title: "Joint ventures",
      text: "Partner with us on larger developments and share in the upside.",
    },
  ],
} as const;
