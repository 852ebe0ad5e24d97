import { mc, slides, tf, video, type SeedCourse, type SeedModule } from "./types.ts";

/**
 * Course 2, General Contractor Licensing Course (NASCLA exam preparation): 9 modules, price 997
 * (originally 1497), 8 weeks (academy spec, sections 2 and 9).
 */
const modules: SeedModule[] = [
  {
    title: "Welcome & NASCLA Exam Overview",
    description:
      "How the NASCLA Accredited Examination for Commercial Building Contractors works and how to prepare.",
    lessons: [
      video("Welcome to the Licensing Course", 8),
      video("How the NASCLA Exam Works", 15),
      slides("The 17 States That Accept NASCLA", 10),
      video("Tabbing and Highlighting Your Reference Books", 20, "76979871"),
    ],
    quiz: [
      tf(
        "The NASCLA commercial exam is open book.",
        true,
        "Candidates bring the approved reference books into the exam and must find answers in them quickly, which is why tabbing matters.",
      ),
      mc(
        "What is the most effective way to use the reference books during the exam?",
        [
          "Read each chapter during the exam",
          "Use tabs and an index to jump to the right section",
          "Rely on memory only",
          "Skip the books entirely",
        ],
        1,
        "Time is short; well-tabbed books let you find a table or clause in seconds.",
      ),
      mc(
        "Does this course include the required exam reference books?",
        ["Yes, as printed copies", "Yes, as PDFs", "No, they must be bought separately"],
        2,
        "The course covers how to use the books, but the books themselves are not included.",
      ),
    ],
  },
  {
    title: "Business Organization & Planning",
    description:
      "Choosing a business structure, writing a business plan and setting up the company.",
    lessons: [
      video("Sole Proprietorships, Partnerships, LLCs and Corporations", 22),
      video("Writing a Contractor Business Plan", 18),
      slides("Registering Your Business and Getting an EIN", 12),
    ],
    quiz: [
      mc(
        "Which structure protects the owners' personal assets from business debts?",
        [
          "Sole proprietorship",
          "General partnership",
          "Limited liability company",
          "Unregistered trade name",
        ],
        2,
        "An LLC separates the owners' personal assets from the company's liabilities; a sole proprietor and general partners are personally liable.",
      ),
      tf(
        "A sole proprietor is personally liable for the debts of the business.",
        true,
        "There is no legal separation between a sole proprietor and the business.",
      ),
      mc(
        "What does a business plan's cash-flow projection show?",
        [
          "Only the profit for the year",
          "When money comes in and goes out over time",
          "The company's organisational chart",
          "The list of licensed trades",
        ],
        1,
        "Cash flow is about timing: a profitable contractor can still run out of cash between draws.",
      ),
    ],
  },
  {
    title: "Licensing, Laws & Regulations",
    description:
      "State licensing boards, contractor law, lien law and the regulations that govern construction.",
    lessons: [
      video("Working With State Licensing Boards", 16),
      video("Mechanics' Liens and Lien Waivers", 24),
      slides("Permits, Inspections and Building Codes", 14),
    ],
    quiz: [
      mc(
        "What is a mechanics' lien?",
        [
          "A loan for construction equipment",
          "A claim against property by an unpaid contractor or supplier",
          "A type of building permit",
          "An insurance policy for mechanics",
        ],
        1,
        "A lien secures payment for labour and materials by attaching a claim to the improved property.",
      ),
      tf(
        "A conditional lien waiver takes effect only once the stated payment is actually received.",
        true,
        "Conditional waivers protect the contractor until the funds clear; unconditional waivers take effect immediately.",
      ),
      mc(
        "Who typically issues building permits?",
        [
          "The general contractor",
          "The local building department",
          "The property insurer",
          "The lender",
        ],
        1,
        "Permits and inspections are handled by the local authority having jurisdiction.",
      ),
    ],
  },
  {
    title: "Estimating & Bidding",
    description: "Quantity take-offs, pricing, overhead and profit, and competitive bidding.",
    lessons: [
      video("Quantity Take-Offs", 26),
      video("Pricing Labour, Materials and Equipment", 21),
      slides("Overhead, Markup and Margin", 15),
      video("Bid Bonds and Submitting a Bid", 13),
    ],
    quiz: [
      mc(
        "A job costs $100,000 and is marked up 25%. What is the bid price?",
        ["$120,000", "$125,000", "$133,333", "$175,000"],
        1,
        "Markup is applied to cost: $100,000 x 1.25 = $125,000.",
      ),
      mc(
        "What is the gross margin on a $125,000 bid with $100,000 of cost?",
        ["20%", "25%", "80%", "12.5%"],
        0,
        "Margin is profit divided by price: $25,000 / $125,000 = 20%.",
      ),
      tf(
        "Overhead costs should be left out of a bid because they are not job-specific.",
        false,
        "Overhead must be recovered through the bids or the company loses money even on profitable jobs.",
      ),
    ],
  },
  {
    title: "Contracts & Contract Management",
    description: "Contract types, key clauses, change orders and dispute resolution.",
    lessons: [
      video("Lump Sum, Cost-Plus and Unit-Price Contracts", 20),
      video("Key Contract Clauses", 23),
      slides("Change Orders and Claims", 12),
    ],
    quiz: [
      mc(
        "Under which contract type does the owner carry most of the cost risk?",
        ["Lump sum", "Cost-plus", "Fixed price", "Guaranteed maximum price with no contingency"],
        1,
        "In a cost-plus contract the owner reimburses actual costs, so overruns fall on the owner.",
      ),
      tf(
        "A change order should be signed before the changed work is performed.",
        true,
        "A signed change order records the scope, price and time change before the money is spent.",
      ),
      mc(
        "What does a liquidated damages clause set?",
        [
          "The contractor's profit",
          "A fixed amount owed per day of late completion",
          "The retainage percentage",
          "The warranty period",
        ],
        1,
        "Liquidated damages are an agreed daily amount for late completion, fixed in advance.",
      ),
    ],
  },
  {
    title: "Project Management & Scheduling",
    description:
      "Planning, scheduling with the critical path method, submittals and closing out a project.",
    lessons: [
      video("Planning a Project", 17),
      video("Critical Path Scheduling", 25),
      slides("Submittals, RFIs and Daily Logs", 11),
      video("Project Closeout and Punch Lists", 14),
    ],
    quiz: [
      mc(
        "What is the critical path?",
        [
          "The shortest sequence of tasks",
          "The longest sequence of dependent tasks, which sets the finish date",
          "The path workers use on site",
          "The list of tasks with float",
        ],
        1,
        "Any delay on the critical path delays the whole project, because those tasks have no float.",
      ),
      tf(
        "A task with float can slip by that amount without delaying the project.",
        true,
        "Float is the slack a non-critical task has before it affects the finish date.",
      ),
      mc(
        "What is an RFI?",
        [
          "A request for information about the drawings or specifications",
          "A request for invoice",
          "A record of field inspections",
          "A retainage form",
        ],
        0,
        "RFIs clarify design questions in writing so the answers are documented.",
      ),
    ],
  },
  {
    title: "Risk Management, Insurance & Bonding",
    description: "Insurance coverages, surety bonds and managing a contractor's risk.",
    lessons: [
      video("General Liability, Builder's Risk and Workers' Compensation", 22),
      video("Bid, Performance and Payment Bonds", 19),
      slides("Managing Risk on the Job", 10),
    ],
    quiz: [
      mc(
        "Which bond guarantees that subcontractors and suppliers will be paid?",
        ["Bid bond", "Performance bond", "Payment bond", "License bond"],
        2,
        "A payment bond protects those who supply labour and materials to the project.",
      ),
      mc(
        "Which insurance covers a building under construction against fire or theft?",
        ["Workers' compensation", "Builder's risk", "Commercial auto", "Professional liability"],
        1,
        "Builder's risk covers the structure and materials during construction.",
      ),
      tf(
        "A surety bond is a form of insurance that protects the contractor.",
        false,
        "A bond protects the owner (the obligee); the contractor remains liable to repay the surety.",
      ),
    ],
  },
  {
    title: "Safety & OSHA Compliance",
    description: "OSHA standards, record keeping and running a safe job site.",
    lessons: [
      video("OSHA Construction Standards", 24),
      video("Fall Protection and Scaffolding", 18),
      slides("Recordkeeping and Reporting Injuries", 12),
    ],
    quiz: [
      mc(
        "Above what height does OSHA generally require fall protection in construction?",
        ["4 feet", "6 feet", "10 feet", "15 feet"],
        1,
        "OSHA's construction standard requires fall protection at 6 feet or more above a lower level.",
      ),
      tf(
        "Employers must report a work-related fatality to OSHA within 8 hours.",
        true,
        "Fatalities are reported within 8 hours; in-patient hospitalisations, amputations and eye losses within 24 hours.",
      ),
      mc(
        "Which OSHA form is the log of work-related injuries and illnesses?",
        ["Form 300", "Form W-2", "Form 1099", "Form I-9"],
        0,
        "The OSHA 300 log records recordable injuries and illnesses.",
      ),
    ],
  },
  {
    title: "Financial Management, Payroll & Taxes",
    description: "Accounting methods, financial statements, payroll and tax obligations.",
    lessons: [
      video("Accounting Methods for Contractors", 21),
      video("Reading Financial Statements", 23),
      slides("Payroll, Withholding and Employment Taxes", 16),
      video("Exam Strategy and Final Review", 30),
    ],
    quiz: [
      mc(
        "What is the current ratio?",
        [
          "Current assets divided by current liabilities",
          "Net income divided by revenue",
          "Total debt divided by equity",
          "Revenue divided by total assets",
        ],
        0,
        "The current ratio measures the ability to pay short-term obligations.",
      ),
      mc(
        "Which accounting method recognises revenue as work progresses on long-term contracts?",
        [
          "Cash method",
          "Completed-contract method",
          "Percentage-of-completion method",
          "Single-entry method",
        ],
        2,
        "Percentage-of-completion matches revenue to the work performed in each period.",
      ),
      tf(
        "Employers must withhold federal income tax from employees' wages but not from independent contractors' payments.",
        true,
        "Independent contractors pay their own taxes; payments to them are reported on a 1099.",
      ),
    ],
  },
];

export const licensingCourse: SeedCourse = {
  id: 2,
  key: "nascla",
  name: "General Contractor Licensing Course",
  description:
    "Prepare for the NASCLA Accredited Examination for Commercial Building Contractors, accepted in 17 states: business, law, estimating, project management, safety and finance.",
  priceCents: 99_700,
  originalPriceCents: 149_700,
  modules,
  finalExam: modules.flatMap((m) => m.quiz.slice(0, 2)),
};
