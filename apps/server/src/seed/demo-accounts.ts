export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  isAdmin: boolean;
  /** Course ids the account is enrolled in. */
  courseIds: number[];
  /** A Discord Pro membership, active, billed monthly. */
  discordPro: boolean;
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
  },
  {
    role: "Mentorship learner (All In One + Mentorship)",
    email: "mentee@example.com",
    password: "Mentee123!",
    fullName: "Marco Mentee",
    isAdmin: false,
    courseIds: [3],
    discordPro: false,
  },
  {
    role: "Admin",
    email: "admin@example.com",
    password: "Admin123!",
    fullName: "Ada Admin",
    isAdmin: true,
    courseIds: [],
    discordPro: false,
  },
  {
    role: "Discord member (Pro, active)",
    email: "discord@example.com",
    password: "Discord123!",
    fullName: "Dana Discord",
    isAdmin: false,
    courseIds: [],
    discordPro: true,
  },
];

/** Discord Pro: 197 dollars a month (investor-tools spec, section 9). */
export const DISCORD_PRO_MONTHLY_CENTS = 19_700;
