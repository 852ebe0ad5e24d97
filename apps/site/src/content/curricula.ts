/**
 * The 9-module curricula of the two courses as their sales pages list them (academy.md §9),
 * apart from the courses' figures (courses.ts): a sales page's curriculum section loads them
 * after the page's first paint, with its own code (issue #30).
 */

export type LessonKind = "video" | "slides";

export interface CurriculumLesson {
  title: string;
  type: LessonKind;
  /** Minutes, shown as minutes:00 (academy.md §3). */
  duration: number;
}

export interface CurriculumModule {
  title: string;
  lessons: CurriculumLesson[];
}

const v = (title: string, duration: number): CurriculumLesson => ({
  title,
  type: "video",
  duration,
});
const s = (title: string, duration: number): CurriculumLesson => ({
  title,
  type: "slides",
  duration,
});

/** academy.md §9: licensing course (id 2). */
export const LICENSING_CURRICULUM: CurriculumModule[] = [
  {
    title: "Welcome & NASCLA Exam Overview",
    lessons: [
      v("Welcome to the Licensing Course", 8),
      v("How the NASCLA Exam Works", 15),
      s("The 17 States That Accept NASCLA", 10),
      v("Tabbing and Highlighting Your Reference Books", 20),
    ],
  },
  {
    title: "Business Organization & Planning",
    lessons: [
      v("Sole Proprietorships, Partnerships, LLCs and Corporations", 22),
      v("Writing a Contractor Business Plan", 18),
      s("Registering Your Business and Getting an EIN", 12),
    ],
  },
  {
    title: "Licensing, Laws & Regulations",
    lessons: [
      v("Working With State Licensing Boards", 16),
      v("Mechanics' Liens and Lien Waivers", 24),
      s("Permits, Inspections and Building Codes", 14),
    ],
  },
  {
    title: "Estimating & Bidding",
    lessons: [
      v("Quantity Take-Offs", 26),
      v("Pricing Labour, Materials and Equipment", 21),
      s("Overhead, Markup and Margin", 15),
      v("Bid Bonds and Submitting a Bid", 13),
    ],
  },
  {
    title: "Contracts & Contract Management",
    lessons: [
      v("Lump Sum, Cost-Plus and Unit-Price Contracts", 20),
      v("Key Contract Clauses", 23),
      s("Change Orders and Claims", 12),
    ],
  },
  {
    title: "Project Management & Scheduling",
    lessons: [
      v("Planning a Project", 17),
      v("Critical Path Scheduling", 25),
      s("Submittals, RFIs and Daily Logs", 11),
      v("Project Closeout and Punch Lists", 14),
    ],
  },
  {
    title: "Risk Management, Insurance & Bonding",
    lessons: [
      v("General Liability, Builder's Risk and Workers' Compensation", 22),
      v("Bid, Performance and Payment Bonds", 19),
      s("Managing Risk on the Job", 10),
    ],
  },
  {
    title: "Safety & OSHA Compliance",
    lessons: [
      v("OSHA Construction Standards", 24),
      v("Fall Protection and Scaffolding", 18),
      s("Recordkeeping and Reporting Injuries", 12),
    ],
  },
  {
    title: "Financial Management, Payroll & Taxes",
    lessons: [
      v("Accounting Methods for Contractors", 21),
      v("Reading Financial Statements", 23),
      s("Payroll, Withholding and Employment Taxes", 16),
      v("Exam Strategy and Final Review", 30),
    ],
  },
];

/** academy.md §9: real-estate developer course (id 1). */
export const DEVELOPER_CURRICULUM: CurriculumModule[] = [
  {
    title: "Foundations of Real Estate Development",
    lessons: [
      v("Welcome to the Developer Course", 9),
      v("The Development Process From Idea to Exit", 21),
      s("Building Your Development Team", 12),
    ],
  },
  {
    title: "Market Research & Site Selection",
    lessons: [
      v("Reading a Local Market", 18),
      v("Demand, Absorption and Comparable Sales", 22),
      s("Site Selection Checklist", 11),
    ],
  },
  {
    title: "Land Acquisition & Due Diligence",
    lessons: [
      v("Finding and Negotiating Land Deals", 20),
      v("Due Diligence: Title, Survey and Environmental", 25),
      s("Purchase Contracts and Contingencies", 13),
    ],
  },
  {
    title: "Zoning, Entitlements & Permitting",
    lessons: [
      v("Understanding Zoning Codes", 19),
      v("Rezoning, Variances and Plats", 23),
      s("Navigating the Permitting Process", 12),
    ],
  },
  {
    title: "Feasibility Analysis & Pro Formas",
    lessons: [
      v("Building a Development Pro Forma", 28),
      v("Hard Costs, Soft Costs and Contingency", 20),
      s("Returns: Profit Margin, ROI and IRR", 16),
      v("Sensitivity Analysis", 15),
    ],
  },
  {
    title: "Financing Your Development",
    lessons: [
      v("Construction Loans and Draws", 22),
      v("Raising Equity From Partners", 19),
      s("The Capital Stack: LTC, LTV and LTARV", 14),
    ],
  },
  {
    title: "Design, Construction & Project Management",
    lessons: [
      v("Working With Architects and Engineers", 17),
      v("Hiring and Managing a General Contractor", 21),
      s("Budget and Schedule Control", 13),
    ],
  },
  {
    title: "Marketing, Leasing & Sales",
    lessons: [
      v("Positioning and Pricing Your Product", 18),
      v("Working With Brokers", 14),
      s("Pre-Sales and Pre-Leasing", 12),
    ],
  },
  {
    title: "Exit Strategies & Scaling Your Business",
    lessons: [
      v("Sell, Refinance or Hold", 20),
      v("Scaling From One Project to Many", 18),
      s("Your Next 12 Months", 10),
    ],
  },
];

export const formatMinutes = (minutes: number) => `${minutes}:00`;
