import { LOGIN_MODAL_PARAM } from "@academy/widgets";

/**
 * Every user-visible string, number and timing that spec/academy.md and
 * spec/investor-tools.md give the site's shell (header, navigation, landing anchors), in one
 * place so a reader can check them against the spec. The pages' own texts are in pageText.ts:
 * the shell loads with every page, so it carries only what it shows (issue #18).
 * Course sales figures live in content/courses.ts; company details in content/company.ts.
 */

/**
 * Where "Calculators" leads (the header): the spec's route table makes /real-estate-calculator
 * the calculator subscription's landing page, which links on to the Deal Analyzer itself.
 */
export const CALCULATOR_ENTRY_PATH = "/real-estate-calculator";

/** The Deal Analyzer (investor-tools.md §2), linked from the home page and the landing page. */
export const DEAL_CALCULATOR_PATH = "/deal-calculator";

/** The Rental Analyzer (issue 46, beyond the spec), linked from the Deal Analyzer and the landing page. */
export const RENTAL_ANALYZER_PATH = "/rental-analyzer";

/** academy.md §2: the header links, in order. The mobile menu links Home to /#home. */
export const NAV_LINKS = [
  { label: "Home", to: "/", mobileTo: "/#home" },
  { label: "Courses", to: "/#courses", mobileTo: "/#courses" },
  { label: "Practice Tests", to: "/practice-tests", mobileTo: "/practice-tests" },
  { label: "Calculators", to: CALCULATOR_ENTRY_PATH, mobileTo: CALCULATOR_ENTRY_PATH },
  { label: "Discord", to: "/discord", mobileTo: "/discord" },
  { label: "Contact", to: "/#contact", mobileTo: "/#contact" },
] as const;

export const HEADER_TEXT = {
  studentLogin: "Student Login",
  logout: "Logout",
  photoMenu: "Account menu",
  /** Issue #16: the account page, from the user menu. */
  myAccount: "My Account",
  addPhoto: "Add photo",
  changePhoto: "Change photo",
  viewPhoto: "View photo",
  mainNav: "Main",
  home: "Academy home",
} as const;

/** academy.md §2, §4 and §9: hash anchors scroll smoothly, retried after 500 ms and 1 s. */
export const HASH_SCROLL_RETRY_DELAYS_MS = [500, 1000] as const;

/** academy.md §2: the landing page's section anchors. */
export const SECTION_IDS = {
  home: "home",
  courses: "courses",
  leadership: "leadership",
  pathway: "pathway",
  accelerator: "accelerator",
  contact: "contact",
} as const;

/** academy.md §2 and §9: the dismissible announcement banner. */
export const GRAND_OPENING = {
  /** Spec: with the spec's date, "You're invited to our Grand Opening on March 15th, 2026!". */
  text: (day: string) => `You're invited to our Grand Opening on ${day}!`,
  detail: "Meet the founders, tour the training center and get your questions answered.",
  register: "Register Now",
  registerHref: "#contact",
  dismiss: "Dismiss announcement",
} as const;

/** academy.md §4 and §8: the contact form. */
/** academy.md §2, §4 and §5: the Partnership Network join form. */
/** academy.md §8: what a failed form submission says (shown in red above the submit button). */
/** academy.md §5: required-field messages (the spec names the fields, not the wording). */
/** academy.md §4: the course button's checking label. */
/** academy.md §2, §4, §5 and §8: the reset-password page. */
/** academy.md §2: Back to Login links here; it opens the Student Login modal on the home page. */
export const LOGIN_PATH = "/login";

/** academy.md §2: home with the Student Login modal open, where Back to Login leads. */
export const HOME_WITH_LOGIN = `/?${LOGIN_MODAL_PARAM}=true`;

/** academy.md §2, §6 and §8: the Profile Picture modal and viewer. */
/** academy.md §2, §3, §4, §8 and §9: the practice tests page. */
/** Routes owned by later issues: shown as a clear "coming soon" page until they land. */
/** academy.md §7: forms go to a form-collection service; the reference server is one. */

/** What a part of a page says when its code could not be fetched (components/OnDemand). */
export const PART_LOAD_TEXT =
  "This part of the page could not be loaded. Check your connection and try again.";
