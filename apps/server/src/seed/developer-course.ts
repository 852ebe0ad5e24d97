import { mc, slides, tf, video, type SeedCourse, type SeedModule } from "./types.ts";

/**
 * Course 1, Real Estate Developer Course: 9 modules, price 997 (originally 1500), 12 weeks
 * (academy spec, sections 2 and 9).
 */
const modules: SeedModule[] = [
  {
    title: "Foundations of Real Estate Development",
    description:
      "What a developer does, the development process from idea to exit, and the team you need.",
    lessons: [
      video("Welcome to the Developer Course", 9, "22439234"),
      video("The Development Process From Idea to Exit", 21),
      slides("Building Your Development Team", 12),
    ],
    quiz: [
      mc(
        "Which comes first in the development process?",
        ["Construction", "Leasing", "Site selection and feasibility", "Refinancing"],
        2,
        "A project is tested for feasibility before money is committed to land and construction.",
      ),
      tf(
        "A developer usually coordinates architects, engineers, lenders and contractors rather than doing all the work personally.",
        true,
        "The developer's role is to assemble and lead the team and carry the project's risk.",
      ),
      mc(
        "Who typically carries the most financial risk in a development project?",
        ["The architect", "The developer and equity investors", "The city", "The tenants"],
        1,
        "Equity sits behind the lender's debt and absorbs losses first.",
      ),
    ],
  },
  {
    title: "Market Research & Site Selection",
    description: "Reading a market, studying demand and choosing the right site.",
    lessons: [
      video("Reading a Local Market", 18),
      video("Demand, Absorption and Comparable Sales", 22),
      slides("Site Selection Checklist", 11),
    ],
    quiz: [
      mc(
        "What does an absorption rate measure?",
        [
          "How fast available units are sold or leased in a market",
          "How much water the soil absorbs",
          "The interest rate on a land loan",
          "The number of permits issued",
        ],
        0,
        "Absorption tells you how long it will take the market to take up your units.",
      ),
      tf(
        "Comparable sales should be recent and similar in size, location and quality.",
        true,
        "The closer the comps are to the subject, the more reliable the value estimate.",
      ),
      mc(
        "Which factor matters most when selecting a residential site?",
        [
          "The colour of nearby houses",
          "Access, schools, jobs and services nearby",
          "The seller's asking price alone",
          "The number of trees",
        ],
        1,
        "Location drivers such as access and amenities set both demand and value.",
      ),
    ],
  },
  {
    title: "Land Acquisition & Due Diligence",
    description: "Finding land, negotiating the purchase and checking everything before closing.",
    lessons: [
      video("Finding and Negotiating Land Deals", 20),
      video("Due Diligence: Title, Survey and Environmental", 25),
      slides("Purchase Contracts and Contingencies", 13),
    ],
    quiz: [
      mc(
        "What is the purpose of a due diligence period?",
        [
          "To start construction early",
          "To investigate the property before the purchase becomes binding",
          "To pay the seller a deposit",
          "To apply for a mortgage",
        ],
        1,
        "Due diligence lets the buyer inspect title, survey, environmental and zoning issues and walk away if needed.",
      ),
      mc(
        "Which report looks for soil or groundwater contamination?",
        [
          "Title commitment",
          "Phase I Environmental Site Assessment",
          "Appraisal",
          "Boundary survey",
        ],
        1,
        "A Phase I ESA reviews the site's history for potential contamination.",
      ),
      tf(
        "A feasibility contingency allows the buyer to cancel if the project does not work on paper.",
        true,
        "It protects the buyer's deposit while the numbers are checked.",
      ),
    ],
  },
  {
    title: "Zoning, Entitlements & Permitting",
    description: "Zoning codes, rezoning and variances, plats and the permitting process.",
    lessons: [
      video("Understanding Zoning Codes", 19),
      video("Rezoning, Variances and Plats", 23),
      slides("Navigating the Permitting Process", 12),
    ],
    quiz: [
      mc(
        "What is a variance?",
        [
          "Permission to deviate from a specific zoning requirement",
          "A change in the interest rate",
          "A type of construction loan",
          "A difference between two appraisals",
        ],
        0,
        "A variance grants relief from a requirement such as a setback when strict application causes hardship.",
      ),
      tf(
        "Entitlements are the legal approvals needed to develop a property for its intended use.",
        true,
        "Zoning, plats, site plans and permits are all part of the entitlement process.",
      ),
      mc(
        "Which document divides a tract of land into lots?",
        ["A deed of trust", "A plat", "A lien waiver", "A certificate of occupancy"],
        1,
        "A recorded plat creates the legal lots, streets and easements.",
      ),
    ],
  },
  {
    title: "Feasibility Analysis & Pro Formas",
    description: "Building a development pro forma and testing returns and risks.",
    lessons: [
      video("Building a Development Pro Forma", 28),
      video("Hard Costs, Soft Costs and Contingency", 20),
      slides("Returns: Profit Margin, ROI and IRR", 16),
      video("Sensitivity Analysis", 15),
    ],
    quiz: [
      mc(
        "Which of these is a soft cost?",
        ["Concrete", "Framing labour", "Architectural and engineering fees", "Roofing materials"],
        2,
        "Soft costs are the non-construction costs: design, permits, financing and legal fees.",
      ),
      mc(
        "A project costs $800,000 and sells for $1,000,000. What is the profit margin on sales?",
        ["20%", "25%", "80%", "10%"],
        0,
        "Profit $200,000 divided by the $1,000,000 sale price is 20%.",
      ),
      tf(
        "A contingency line protects the budget against unknown costs.",
        true,
        "Developers commonly carry 5 to 10 percent of hard costs as contingency.",
      ),
    ],
  },
  {
    title: "Financing Your Development",
    description: "Construction loans, equity partners and structuring the capital stack.",
    lessons: [
      video("Construction Loans and Draws", 22),
      video("Raising Equity From Partners", 19),
      slides("The Capital Stack: LTC, LTV and LTARV", 14),
    ],
    quiz: [
      mc(
        "What does LTC stand for?",
        ["Loan to cost", "Land to construction", "Long-term credit", "Lender total commitment"],
        0,
        "Loan to cost compares the loan amount to the total project cost.",
      ),
      tf(
        "Construction loans are usually funded in draws as work is completed.",
        true,
        "The lender releases money in stages after inspecting progress.",
      ),
      mc(
        "In the capital stack, which position is repaid first?",
        ["Common equity", "Preferred equity", "Senior debt", "Mezzanine debt"],
        2,
        "Senior debt is repaid before any other layer, which is why it carries the lowest rate.",
      ),
    ],
  },
  {
    title: "Design, Construction & Project Management",
    description: "Working with designers and builders, controlling the schedule and the budget.",
    lessons: [
      video("Working With Architects and Engineers", 17),
      video("Hiring and Managing a General Contractor", 21),
      slides("Budget and Schedule Control", 13),
    ],
    quiz: [
      mc(
        "What does a certificate of occupancy confirm?",
        [
          "The loan has closed",
          "The building complies with codes and may be occupied",
          "The land is zoned residential",
          "The contractor is licensed",
        ],
        1,
        "The building department issues it after final inspections pass.",
      ),
      tf(
        "Approved change orders should be tracked against the original budget.",
        true,
        "Tracking changes keeps the real cost and schedule visible.",
      ),
      mc(
        "What is retainage?",
        [
          "A portion of each payment held back until completion",
          "The contractor's profit",
          "A zoning fee",
          "A type of insurance",
        ],
        0,
        "Retainage, often 5 to 10 percent, motivates the contractor to finish the work.",
      ),
    ],
  },
  {
    title: "Marketing, Leasing & Sales",
    description: "Positioning the product, pricing, and selling or leasing the finished units.",
    lessons: [
      video("Positioning and Pricing Your Product", 18),
      video("Working With Brokers", 14),
      slides("Pre-Sales and Pre-Leasing", 12),
    ],
    quiz: [
      tf(
        "Pre-sales can help a developer secure construction financing.",
        true,
        "Lenders see signed pre-sales as proof of demand and lower risk.",
      ),
      mc(
        "What does a cap rate express?",
        [
          "Net operating income divided by property value",
          "Gross rent divided by loan amount",
          "Sale price divided by square footage",
          "Interest rate divided by term",
        ],
        0,
        "The capitalisation rate relates a property's income to its value.",
      ),
      mc(
        "Which is a typical role of a listing broker?",
        [
          "Issuing permits",
          "Marketing the property and negotiating with buyers",
          "Funding the construction loan",
          "Designing the building",
        ],
        1,
        "Brokers market the product and bring buyers or tenants.",
      ),
    ],
  },
  {
    title: "Exit Strategies & Scaling Your Business",
    description: "Sell, refinance or hold, and growing from one project to a development company.",
    lessons: [
      video("Sell, Refinance or Hold", 20),
      video("Scaling From One Project to Many", 18),
      slides("Your Next 12 Months", 10),
    ],
    quiz: [
      mc(
        "What does a cash-out refinance let a developer do?",
        [
          "Sell the property",
          "Pull equity out while keeping the property",
          "Avoid paying taxes forever",
          "Cancel the construction loan without repaying it",
        ],
        1,
        "A refinance replaces the construction loan with long-term debt and can return equity to investors.",
      ),
      tf(
        "Holding a rental property produces ongoing income but ties up equity.",
        true,
        "A hold strategy trades immediate profit for cash flow and appreciation.",
      ),
      mc(
        "Which is key to scaling a development business?",
        [
          "Doing every task personally",
          "Repeatable systems and a reliable team",
          "Avoiding all financing",
          "Changing markets with every project",
        ],
        1,
        "Systems and a trusted team let a developer run several projects at once.",
      ),
    ],
  },
];

export const developerCourse: SeedCourse = {
  id: 1,
  key: "development",
  name: "Real Estate Developer Course",
  description:
    "Learn to take a project from land to exit: market research, acquisition, entitlements, feasibility, financing, construction and sale.",
  priceCents: 99_700,
  originalPriceCents: 150_000,
  modules,
  finalExam: modules.flatMap((m) => m.quiz.slice(0, 2)),
};
