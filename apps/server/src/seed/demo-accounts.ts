export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  isAdmin: boolean;
  /** Course ids the account is enrolled in. */
  courseIds: number[];
  /** A Discord Pro membership, active, billed monthly. */
  discordPro: boolean;
  /**
   * A Deal Analyzer subscription, billed monthly: only in the history made through the payments
   * stand-in (demo-history.ts), which is where a subscription's invoices and renewals come from.
   */
  calculator: boolean;
  role: string;
}

/**
 * Demo logins printed by `start` (issue 4): a learner in course 2, a mentorship learner, an
 * admin and a Discord member with an active Pro subscription. Seeded only outside production
 * unless SEED_DEMO_ACCOUNTS=true, since the passwords are public.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: "Learner (General Contractor Licensing Course)",
    email: "learner@example.com",
    password: "Learner123!",
    fullName: "Lena Learner",
    isAdmin: false,
    courseIds: [2],
    discordPro: false,
    calculator: true,
  },
  {
    role: "Mentorship learner (All In One + Mentorship)",
    email: "mentee@example.com",
    password: "Mentee123!",
    fullName: "Marco Mentee",
    isAdmin: false,
    courseIds: [3],
    discordPro: false,
    calculator: false,
  },
  {
    role: "Admin",
    email: "admin@example.com",
    password: "Admin123!",
    fullName: "Ada Admin",
    isAdmin: true,
    courseIds: [],
    discordPro: false,
    calculator: false,
  },
  {
    role: "Discord member (Pro, active)",
    email: "discord@example.com",
    password: "Discord123!",
    fullName: "Dana Discord",
    isAdmin: false,
    courseIds: [],
    discordPro: true,
    calculator: false,
  },
];

/** Discord Pro: 197 dollars a month (investor-tools spec, section 9). */
export const DISCORD_PRO_MONTHLY_CENTS = 19_700;
