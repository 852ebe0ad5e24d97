/**
 * Every string of the Discord tiers page (investor-tools.md §2, §8), in one place so a reader
 * can check them against the spec. Tier names, prices and the "Save 2 months" label live with
 * the join widget (@academy/widgets DISCORD_TIERS).
 */
export const DISCORD_PAGE_TEXT = {
  pageTitle: "Discord Community",
  nav: {
    label: "Discord community",
    links: [
      { label: "Home", to: "/#home" },
      { label: "Courses", to: "/#courses" },
      { label: "Contact", to: "/#contact" },
    ],
    join: "Join the Community",
    memberLogin: "Member Login",
  },
  heroTitle: "Join the Real Estate Investor Community",
  heroText:
    "Connect with investors, builders and developers. Share deals, get feedback and grow with people who do the work.",
  billingToggle: "Billing period",
  monthly: "Monthly",
  yearly: "Yearly",
  mostPopular: "Most Popular",
  perMonth: "/month",
  perYear: "/year",
  /** Yearly cards: the per-month equivalent (yearly price / 12, rounded). */
  perMonthEquivalent: (price: string) => `${price}/month billed yearly`,
  comingSoon: "Coming Soon",
  joinTier: (tierName: string) => `Join ${tierName}`,
  manageSubscription: "Manage Subscription",
  cancelAnytime: "Cancel anytime, no questions asked.",
  testModeBanner: "Test Mode Active - No payment will be processed",
  /** Issue 50, beyond the spec: what a signed-in member sees instead of the guest's joins. */
  member: {
    badge: (tierName: string) => `${tierName} member`,
    manage: "Manage",
    yourPlan: "Your plan",
    managePlan: "Manage your plan",
    upgrade: (tierName: string) => `Upgrade to ${tierName}`,
    switchTo: (tierName: string) => `Switch to ${tierName}`,
  },
  login: {
    title: "Member Login",
    description: "Sign in with the email and password from your welcome email.",
    email: "Email",
    password: "Password",
    submit: "Login",
    busy: "Loading...",
    invalid: "Invalid credentials",
  },
} as const;

/** investor-tools.md §2: the portal the login modal goes to (an alias of /manage-subscription). */
export const PORTAL_PATH = "/portal";
export const MANAGE_SUBSCRIPTION_PATH = "/manage-subscription";
