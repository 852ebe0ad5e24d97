import type { Course, Lesson, Module, User } from "../types.ts";

/**
 * The spec's catalogue (academy.md §1, §3, §9): three courses with ids 1, 2, 3, nine modules
 * each for the two main courses, lessons of both kinds, module quizzes and final exams.
 */

type LessonSeed = [title: string, type: Lesson["type"], minutes: number];

const DEVELOPER_MODULES: [title: string, description: string, lessons: LessonSeed[]][] = [
  [
    "Foundations of Real Estate Development",
    "How a project goes from idea to certificate of occupancy.",
    [
      ["The development lifecycle", "video", 18],
      ["Roles on a development team", "slides", 12],
    ],
  ],
  [
    "Site Selection and Land Acquisition",
    "Finding, evaluating and tying up land.",
    [
      ["Reading a zoning map", "video", 22],
      ["Letters of intent and options", "slides", 15],
    ],
  ],
  [
    "Feasibility and Due Diligence",
    "Surveys, soils, utilities and entitlements before you close.",
    [
      ["The due diligence checklist", "video", 25],
      ["Utilities and easements", "video", 17],
    ],
  ],
  [
    "Project Financing",
    "Construction loans, LTC, LTARV and the capital stack.",
    [
      ["Construction loan basics", "video", 24],
      ["Building the capital stack", "slides", 14],
    ],
  ],
  [
    "Design and Permitting",
    "Working with architects and getting through plan review.",
    [
      ["From schematic design to permit set", "video", 20],
      ["Surviving plan review", "slides", 11],
    ],
  ],
  [
    "Budgeting and Pro Formas",
    "Hard costs, soft costs and contingency that hold up.",
    [
      ["Hard versus soft costs", "video", 19],
      ["A pro forma, line by line", "video", 28],
    ],
  ],
  [
    "Managing Construction",
    "Schedules, draws, inspections and change orders.",
    [
      ["Draw schedules and inspections", "video", 21],
      ["Handling change orders", "slides", 13],
    ],
  ],
  [
    "Marketing, Leasing and Sales",
    "Pricing the finished product and finding buyers or tenants.",
    [
      ["Pricing from comparables", "video", 16],
      ["Lease-up strategy", "slides", 10],
    ],
  ],
  [
    "Exit Strategies and Scaling",
    "Sell, refinance or hold, and how to do it again.",
    [
      ["Sell, refinance or hold", "video", 23],
      ["Building a repeatable pipeline", "video", 18],
    ],
  ],
];

const LICENSING_MODULES: [title: string, description: string, lessons: LessonSeed[]][] = [
  [
    "Introduction to the NASCLA Exam",
    "Format, scoring and how to study with the reference books.",
    [
      ["What the exam covers", "video", 14],
      ["Tabbing your reference books", "slides", 9],
    ],
  ],
  [
    "Business Organization and Licensing",
    "Entities, registrations and the 17 participating states.",
    [
      ["Choosing a business entity", "video", 20],
      ["State licensing requirements", "slides", 12],
    ],
  ],
  [
    "Estimating and Bidding",
    "Quantity take-offs, markup and bid strategy.",
    [
      ["Quantity take-offs", "video", 26],
      ["Markup and overhead", "video", 18],
    ],
  ],
  [
    "Contracts and Lien Law",
    "Contract types, change orders and mechanics' liens.",
    [
      ["Contract types compared", "video", 22],
      ["Mechanics' liens", "slides", 15],
    ],
  ],
  [
    "Project Management and Scheduling",
    "Critical path, submittals and closeout.",
    [
      ["Critical path scheduling", "video", 24],
      ["Submittals and closeout", "slides", 11],
    ],
  ],
  [
    "Safety and OSHA",
    "Jobsite safety programmes and recordkeeping.",
    [
      ["OSHA recordkeeping", "video", 19],
      ["Fall protection", "video", 16],
    ],
  ],
  [
    "Financial Management",
    "Cash flow, job costing and financial statements.",
    [
      ["Job costing", "video", 21],
      ["Reading a balance sheet", "slides", 13],
    ],
  ],
  [
    "Tax Laws and Employment",
    "Payroll, classification and tax obligations.",
    [
      ["Employee or independent contractor", "video", 17],
      ["Payroll taxes", "slides", 12],
    ],
  ],
  [
    "Exam Strategy and Practice",
    "Time management and a full practice run.",
    [
      ["Time management on exam day", "video", 15],
      ["Full practice walkthrough", "video", 35],
    ],
  ],
];

const MENTORSHIP_MODULES: [title: string, description: string, lessons: LessonSeed[]][] = [
  [
    "Welcome to the Mentorship Program",
    "How the cohort, site visits and check-ins work.",
    [
      ["Meet your mentors", "video", 12],
      ["Program calendar", "slides", 6],
    ],
  ],
  [
    "On-Site Construction Mentorship",
    "What to expect on the Dallas job sites.",
    [
      ["Site safety orientation", "video", 20],
      ["Your first site walk", "video", 25],
    ],
  ],
];

let nextLessonId = 1;
let nextQuizId = 1;

function buildModules(
  courseId: number,
  seeds: typeof DEVELOPER_MODULES,
  /** The first this-many modules have every lesson completed (a learner part-way through). */
  completedModules: number,
): Module[] {
  return seeds.map(([title, description, lessons], index) => {
    const moduleId = courseId * 100 + index + 1;
    const hasQuiz = index < seeds.length - 1 || seeds.length === 1;
    return {
      id: moduleId,
      title,
      description,
      order: index + 1,
      has_module_quiz: hasQuiz,
      module_quiz_id: hasQuiz ? nextQuizId++ : null,
      lessons: lessons.map(([lessonTitle, type, minutes], lessonIndex): Lesson => {
        const id = nextLessonId++;
        const onVimeo = type === "video" && lessonIndex % 2 === 1;
        return {
          id,
          title: lessonTitle,
          type,
          is_completed: index < completedModules,
          video_duration: type === "video" ? minutes : null,
          pdf_url: type === "slides" ? `/media/lessons/${id}/slides.pdf` : null,
          video_s3_key: type === "video" && !onVimeo ? `lessons/${id}/video.mp4` : null,
          vimeo_video_id: onVimeo ? String(900_000_000 + id) : null,
          document_s3_key: type === "slides" ? `lessons/${id}/slides.pdf` : null,
          video_filename: type === "video" && !onVimeo ? `lesson-${id}.mp4` : null,
          document_filename: type === "slides" ? `Lesson ${id} slides.pdf` : null,
        };
      }),
    };
  });
}

export const mockCourses: Course[] = [
  {
    id: 1,
    name: "Real Estate Developer Course",
    modules: buildModules(1, DEVELOPER_MODULES, 0),
    final_exam_id: null,
    can_take_final_exam: false,
  },
  {
    id: 2,
    name: "General Contractor Licensing Course",
    modules: buildModules(2, LICENSING_MODULES, 2),
    final_exam_id: null,
    can_take_final_exam: false,
  },
  {
    id: 3,
    name: "All In One + Mentorship",
    modules: buildModules(3, MENTORSHIP_MODULES, 0),
    final_exam_id: null,
    can_take_final_exam: false,
  },
];
for (const course of mockCourses) course.final_exam_id = nextQuizId++;

/** Course id to the course key the user's `courses` list holds. */
export const mockCourseKeys: Record<number, User["courses"][number]> = {
  1: "development",
  2: "nascla",
  3: "mentorship",
};
