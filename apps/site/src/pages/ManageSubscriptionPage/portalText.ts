import { COMPANY } from "../../content/company.ts";

/**
 * Every string of the Manage Subscription portal (investor-tools.md §2, §4, §8), in one place so
 * a reader can check them against the spec. The subscription card's own words are in
 * @academy/widgets SUBSCRIPTION_TEXT.
 */
export const PORTAL_TEXT = {
  pageTitle: "Manage Subscription",
  brand: "Discord Manager",
  brandTagline: "SUBSCRIPTION PORTAL",
  navLabel: "Portal",
  links: {
    home: { label: "Home", to: "/" },
    leadership: { label: "Leadership", to: "/#leadership" },
    contact: { label: "Contact", to: "/#contact" },
    discord: { label: "Discord", to: "/discord" },
    academy: { label: "Academy", href: COMPANY.website.href },
  },
  opensInNewTab: "(opens in a new tab)",
  heading: "Manage Your Subscription",
  loginIntro: "Sign in to update your card, cancel or reactivate your Discord membership.",
  email: "Email",
  password: "Password",
  submit: "Access My Subscription",
  submitBusy: "Loading...",
  passwordHelp: "Your password is in the welcome email we sent you when you joined.",
  noticeHelp:
    "If you would like our team to cancel on your behalf, please contact us at least 48 hours before your next billing date.",
  signOut: "Sign Out",
  loading: "Loading your subscription...",
  /** §8 */
  loginFailed: "Invalid email or password. Check your welcome email for the password.",
  loggedIn: "Logged in successfully! Manage your subscription below.",
  noSubscription: "You currently have no active subscription.",
} as const;

/** investor-tools.md §9: the notice a team-assisted cancellation needs. */
export const TEAM_CANCELLATION_NOTICE_HOURS = 48;
