import type { ReactElement } from "react";
import { Navigate, Route, Routes, matchPath } from "react-router-dom";
import { HOME_WITH_LOGIN, LOGIN_PATH } from "./constants.ts";
import { BareLayout, SiteLayout } from "./components/SiteLayout/SiteLayout.tsx";
import { SignedInRoute } from "./components/SignedInRoute/SignedInRoute.tsx";
import { ActionConfirmationProvider } from "./components/ActionConfirmation/ActionConfirmation.tsx";
import { lazyComponent, type LazyComponent } from "./lib/lazyComponent.ts";

const NotFoundPage = lazyComponent(
  () => import("./pages/NotFoundPage/NotFoundPage.tsx"),
  "NotFoundPage",
);
const RentalAnalyzerPage = lazyComponent(
  () => import("./pages/RentalAnalyzerPage/RentalAnalyzerPage.tsx"),
  "RentalAnalyzerPage",
);
const HomePage = lazyComponent(() => import("./pages/HomePage/HomePage.tsx"), "HomePage");
const MentorshipPage = lazyComponent(
  () => import("./pages/MentorshipPage/MentorshipPage.tsx"),
  "MentorshipPage",
);
const RedevelopmentPage = lazyComponent(
  () => import("./pages/SalesPage/RedevelopmentPage.tsx"),
  "RedevelopmentPage",
);
const NasclaPrepPage = lazyComponent(
  () => import("./pages/SalesPage/NasclaPrepPage.tsx"),
  "NasclaPrepPage",
);
const ResetPasswordPage = lazyComponent(
  () => import("./pages/ResetPasswordPage/ResetPasswordPage.tsx"),
  "ResetPasswordPage",
);
const PrivacyPage = lazyComponent(() => import("./pages/LegalPage/PrivacyPage.tsx"), "PrivacyPage");
const TermsPage = lazyComponent(() => import("./pages/LegalPage/TermsPage.tsx"), "TermsPage");
const CoursePage = lazyComponent(() => import("./pages/CoursePage/CoursePage.tsx"), "CoursePage");
const PracticeTestsPage = lazyComponent(
  () => import("./pages/PracticeTestsPage/PracticeTestsPage.tsx"),
  "PracticeTestsPage",
);

const CertificateVerifyPage = lazyComponent(
  () => import("./pages/CertificateVerifyPage/CertificateVerifyPage.tsx"),
  "CertificateVerifyPage",
);
const AdminUploadPage = lazyComponent(
  () => import("./pages/AdminUploadPage/AdminUploadPage.tsx"),
  "AdminUploadPage",
);
// Issue 47: the owner's console, one entry for all its pages (AdminArea routes within).
const AdminArea = lazyComponent(() => import("./pages/AdminArea/AdminArea.tsx"), "AdminArea");
const TestVideoPage = lazyComponent(
  () => import("./pages/TestVideoPage/TestVideoPage.tsx"),
  "TestVideoPage",
);

const DiscordPage = lazyComponent(
  () => import("./pages/DiscordPage/DiscordPage.tsx"),
  "DiscordPage",
);
const ManageSubscriptionPage = lazyComponent(
  () => import("./pages/ManageSubscriptionPage/ManageSubscriptionPage.tsx"),
  "ManageSubscriptionPage",
);

const DiscordConnectPage = lazyComponent(
  () => import("./pages/DiscordConnectPage/DiscordConnectPage.tsx"),
  "DiscordConnectPage",
);
const DiscordLinkedPage = lazyComponent(
  () => import("./pages/DiscordConnectPage/DiscordLinkedPage.tsx"),
  "DiscordLinkedPage",
);

const AccountPage = lazyComponent(
  () => import("./pages/AccountPage/AccountPage.tsx"),
  "AccountPage",
);

const CalculatorLandingPage = lazyComponent(
  () => import("./pages/CalculatorLandingPage/CalculatorLandingPage.tsx"),
  "CalculatorLandingPage",
);
const DealCalculatorPage = lazyComponent(
  () => import("./pages/DealCalculatorPage/DealCalculatorPage.tsx"),
  "DealCalculatorPage",
);

const DealComparePage = lazyComponent(
  () => import("./pages/DealComparePage/DealComparePage.tsx"),
  "DealComparePage",
);

export type RouteEntry = {
  path: string;
  /** "site" (default): header and footer around the page; "bare": the page alone. */
  layout?: "site" | "bare";
  /** Only for a signed-in user: a visitor with no session goes to the Student Login. */
  signedIn?: boolean;
  /**
   * The API path (the route's own parameters in it) whose answer the page shows first, which
   * a visitor with a session asks for before the app's code has loaded (build/before-app.js).
   */
  firstCall?: string;
} & (
  | { /** The page, loaded on demand (preloadRoute can start it early). */ page: LazyComponent }
  | { /** What the route shows when it is not a page (a redirect). */ element: ReactElement }
);

/**
 * The route table of the whole app (investor-tools.md §2), one entry per route. Pages load
 * on demand; routes whose page belongs to a later issue show a "coming soon" page until then:
 * give the route `page: lazyComponent(() => import("./pages/XPage.tsx"), "XPage")`.
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: "/", page: HomePage },
  // The course (useCourse): its module headers are the page's largest paint.
  { path: "/course/:id", page: CoursePage, signedIn: true, firstCall: "/courses/:id" },
  { path: "/mentorship", page: MentorshipPage },
  { path: "/redevelopment", page: RedevelopmentPage },
  { path: "/nasclaprep", page: NasclaPrepPage },
  { path: "/reset-password", page: ResetPasswordPage },
  { path: "/deal-calculator", page: DealCalculatorPage, layout: "bare" },
  // Issue 15: saved deals side by side (beyond the spec's route table).
  { path: "/deal-calculator/compare", page: DealComparePage },
  { path: "/real-estate-calculator", page: CalculatorLandingPage },
  // Issue 46: buy-and-hold rental and BRRRR analysis (beyond the spec's route table).
  { path: "/rental-analyzer", page: RentalAnalyzerPage, layout: "bare" },
  { path: "/test-video/:lessonId", page: TestVideoPage },
  { path: "/admin-upload", page: AdminUploadPage },
  { path: "/admin/*", page: AdminArea },
  { path: "/discord", page: DiscordPage, layout: "bare" },
  // Issue #27: connecting Discord (OAuth2) starts here and Discord's redirect comes back here.
  { path: "/discord/connect", page: DiscordConnectPage },
  { path: "/discord/linked", page: DiscordLinkedPage },
  { path: "/privacy", page: PrivacyPage },
  { path: "/practice-tests", page: PracticeTestsPage },
  { path: "/terms", page: TermsPage },
  // Issue #18: the public check of a certificate's verification code.
  { path: "/certificates/verify/:code", page: CertificateVerifyPage },
  { path: "/manage-subscription", page: ManageSubscriptionPage, layout: "bare" },
  // investor-tools.md §2: the Discord login modal goes to /portal, the same portal.
  { path: "/portal", element: <Navigate to="/manage-subscription" replace /> },
  // Issue #16: everything the signed-in customer pays for, from the header's user menu.
  { path: "/account", page: AccountPage },
  // academy.md §2: Back to Login on the reset page links to /login; it is the home page's modal.
  { path: LOGIN_PATH, element: <Navigate to={HOME_WITH_LOGIN} replace /> },
];

/**
 * Every path pattern the site answers, in react-router's syntax. The build writes them to
 * dist/routes.json, from which the server answers any other path with 404 (issue #18).
 */
export const ROUTE_PATTERNS: readonly string[] = ROUTES.map((route) => route.path);

/**
 * The patterns only a signed-in user can open. The build hands them to build/before-app.js,
 * which sends a visitor with no session on to the Student Login before any of the app's code
 * loads; SignedInRoute does the same in the app (a session that ends while the app runs).
 */
export const SIGNED_IN_PATTERNS: readonly string[] = ROUTES.filter((route) => route.signedIn).map(
  (route) => route.path,
);

/** Each route's first API call (RouteEntry.firstCall), by route pattern. */
export const FIRST_CALLS: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTES.flatMap((route) => (route.firstCall ? [[route.path, route.firstCall]] : [])),
);

/**
 * Starts loading the page the address shows (and the parts the page would load next), so that
 * its code arrives while the app starts and the stored session loads (nothing renders until
 * then, academy.md §4) instead of after: the learner's /course/:id waited for GET /auth/me, then
 * the page, then the player, one after the other (issue #30). An unknown path loads nothing.
 */
export function preloadRoute(
  pathname: string,
  routes: readonly RouteEntry[] = ROUTES,
): Promise<void> {
  const route = routes.find((entry) => matchPath(entry.path, pathname));
  return route && "page" in route ? route.page.preload() : Promise.resolve();
}

export function AppRoutes() {
  const byLayout = (layout: "site" | "bare") =>
    ROUTES.filter((route) => (route.layout ?? "site") === layout).map((route) => {
      const shown = "page" in route ? <route.page /> : route.element;
      return (
        <Route
          key={route.path}
          path={route.path}
          element={route.signedIn ? <SignedInRoute>{shown}</SignedInRoute> : shown}
        />
      );
    });
  return (
    <ActionConfirmationProvider>
      <Routes>
        <Route element={<SiteLayout />}>
          {byLayout("site")}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<BareLayout />}>{byLayout("bare")}</Route>
      </Routes>
    </ActionConfirmationProvider>
  );
}
