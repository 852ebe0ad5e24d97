import type { CataloguePlan, DiscordSubscription, PlanCatalogue, User } from "../types.ts";

/**
 * The users a story needs, their tokens, a Discord membership and a certificate. The catalogue
 * is in course-fixtures.ts, its quizzes in quiz-fixtures.ts.
 */

/** Every fixture user signs in with this password. */
export const MOCK_PASSWORD = "password123";

export const mockUsers = {
  /** Enrolled in the licensing course only. */
  student: {
    id: 1,
    full_name: "Jordan Rivera",
    email: "jordan.rivera@example.com",
    is_admin: false,
    profile_picture_url: null,
    courses: ["nascla"],
  },
  /** Holds the premium course; as the server stores it (the session expands it). */
  mentee: {
    id: 2,
    full_name: "Avery Thompson",
    email: "avery.thompson@example.com",
    is_admin: false,
    profile_picture_url: "/media/profile-pictures/2.jpg",
    courses: ["mentorship"],
  },
  /** Not enrolled in anything yet. */
  newcomer: {
    id: 3,
    full_name: "Sam Patel",
    email: "sam.patel@example.com",
    is_admin: false,
    profile_picture_url: null,
    courses: [],
  },
  admin: {
    id: 4,
    full_name: "Morgan Ellis",
    email: "admin@example.com",
    is_admin: true,
    profile_picture_url: null,
    courses: ["development", "nascla", "mentorship"],
  },
} satisfies Record<string, User>;

export const mockTokensFor = (user: Pick<User, "id">) => ({
  access_token: `mock-access-token-${user.id}`,
  refresh_token: `mock-refresh-token-${user.id}`,
});

export const mockDiscordSubscription: DiscordSubscription = {
  id: 1,
  tier: "pro",
  status: "active",
  amount_cents: 19_700,
  billing_cycle: "monthly",
  current_period_start: "2026-03-01T00:00:00Z",
  current_period_end: "2026-04-01T00:00:00Z",
  next_billing_date: "2026-04-01T00:00:00Z",
  cancel_at_period_end: false,
};

/** The one certificate GET /certificate-verifications/{code} knows in the mocks. */
export const mockCertificateVerification = {
  verification_code: "7KQ2-M9XD-4HTR",
  learner_name: "Jordan Rivera",
  course_name: "General Contractor Licensing Course",
  issued_at: "2026-03-15T12:00:00.000Z",
} as const;

const cycles = (
  id: string,
  monthly: number,
  yearly: number,
  trialDays: number,
): CataloguePlan[] => [
  { id: `${id}-monthly`, billing_cycle: "monthly", amount_cents: monthly, trial_days: trialDays },
  { id: `${id}-yearly`, billing_cycle: "yearly", amount_cents: yearly, trial_days: trialDays },
];
const course = (id: number, name: string, cents: number) => ({
  id: `course-${id}`,
  kind: "course" as const,
  name,
  course_id: id,
  tier: null,
  plans: [{ id: `course-${id}`, billing_cycle: null, amount_cents: cents, trial_days: 0 }],
});

/**
 * The catalogue with payment plans on (PAYMENT_PLAN_INSTALMENTS=4, issue 48): each course's
 * price in four equal monthly payments, as the reference server lists them.
 */
export function catalogueWithPaymentPlans(instalments = 4): PlanCatalogue {
  return {
    ...PLAN_CATALOGUE,
    products: PLAN_CATALOGUE.products.map((product) =>
      product.kind === "course" && product.plans[0]
        ? {
            ...product,
            payment_plan: {
              id: `${product.id}-plan-${instalments}`,
              instalments,
              instalment_cents: product.plans[0].amount_cents / instalments,
              interval: "month" as const,
            },
          }
        : product,
    ),
  };
}

/** GET /catalogue/plans as the reference server answers it (its payments/prices.ts). */
export const PLAN_CATALOGUE: PlanCatalogue = {
  currency: "usd",
  products: [
    course(1, "Real Estate Developer Course", 99_700),
    course(2, "General Contractor Licensing Course", 99_700),
    course(3, "All In One + Mentorship", 499_700),
    {
      id: "calculator",
      kind: "calculator",
      name: "Deal Analyzer Calculator",
      course_id: null,
      tier: null,
      plans: cycles("calculator", 900, 9_000, 0),
    },
    {
      id: "discord-pro",
      kind: "discord",
      name: "Discord Pro",
      course_id: null,
      tier: "pro",
      plans: cycles("discord-pro", 19_700, 199_700, 0),
    },
    {
      id: "discord-community",
      kind: "discord",
      name: "Discord Community",
      course_id: null,
      tier: "community",
      plans: cycles("discord-community", 9_700, 99_700, 0),
    },
  ],
};

/**
 * The catalogue with free trials configured (issue 48: CALCULATOR_TRIAL_DAYS and
 * DISCORD_TRIAL_DAYS on the server; both off by default, as PLAN_CATALOGUE answers).
 */
export function planCatalogueWithTrials(days: {
  calculator?: number;
  discord?: number;
}): PlanCatalogue {
  return {
    ...PLAN_CATALOGUE,
    products: PLAN_CATALOGUE.products.map((product) => {
      const trial = product.kind === "course" ? undefined : days[product.kind];
      if (trial === undefined) return product;
      return { ...product, plans: product.plans.map((plan) => ({ ...plan, trial_days: trial })) };
    }),
  };
}
