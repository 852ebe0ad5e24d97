import type { ReactElement } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { HOME_WITH_LOGIN, LOGIN_PATH } from "./constants.ts";
import { BareLayout, SiteLayout } from "./components/SiteLayout/SiteLayout.tsx";
import { SignedInRoute } from "./components/SignedInRoute/SignedInRoute.tsx";
import { lazyPage } from "./lib/lazyPage.ts";

const NotFoundPage = lazyPage(
  () => import("./pages/NotFoundPage/NotFoundPage.tsx"),
  "NotFoundPage",
);
const HomePage = lazyPage(() => import("./pages/HomePage/HomePage.tsx"), "HomePage");
const MentorshipPage = lazyPage(
  () => import("./pages/MentorshipPage/MentorshipPage.tsx"),
  "MentorshipPage",
);
const RedevelopmentPage = lazyPage(
  () => import("./pages/SalesPage/RedevelopmentPage.tsx"),
  "RedevelopmentPage",
);
const NasclaPrepPage = lazyPage(
  () => import("./pages/SalesPage/NasclaPrepPage.tsx"),
  "NasclaPrepPage",
);
const ResetPasswordPage = lazyPage(
  () => import("./pages/ResetPasswordPage/ResetPasswordPage.tsx"),
  "ResetPasswordPage",
);
const PrivacyPage = lazyPage(() => import("./pages/LegalPage/PrivacyPage.tsx"), "PrivacyPage");
const TermsPage = lazyPage(() => import("./pages/LegalPage/TermsPage.tsx"), "TermsPage");
const CoursePage = lazyPage(() => import("./pages/CoursePage/CoursePage.tsx"), "CoursePage");
const PracticeTestsPage = lazyPage(
  () => import("./pages/PracticeTestsPage/PracticeTestsPage.tsx"),
  "PracticeTestsPage",
);

const CertificateVerifyPage = lazyPage(
  () => import("./pages/CertificateVerifyPage/CertificateVerifyPage.tsx"),
  "CertificateVerifyPage",
);
const AdminUploadPage = lazyPage(
  () => import("./pages/AdminUploadPage/AdminUploadPage.tsx"),
  "AdminUploadPage",
);
const TestVideoPage = lazyPage(
  () => import("./pages/TestVideoPage/TestVideoPage.tsx"),
  "TestVideoPage",
);

const DiscordPage = lazyPage(() => import("./pages/DiscordPage/DiscordPage.tsx"), "DiscordPage");
const ManageSubscriptionPage = lazyPage(
  () => import("./pages/ManageSubscriptionPage/ManageSubscriptionPage.tsx"),
  "ManageSubscriptionPage",
);

const DiscordConnectPage = lazyPage(
  () => import("./pages/DiscordConnectPage/DiscordConnectPage.tsx"),
  "DiscordConnectPage",
);
const DiscordLinkedPage = lazyPage(
  () => import("./pages/DiscordConnectPage/DiscordLinkedPage.tsx"),
  "DiscordLinkedPage",
);

const AccountPage = lazyPage(() => import("./pages/AccountPage/AccountPage.tsx"), "AccountPage");

const CalculatorLandingPage = lazyPage(
  () => import("./pages/CalculatorLandingPage/CalculatorLandingPage.tsx"),
  "CalculatorLandingPage",
);
const DealCalculatorPage = lazyPage(
  () => import("./pages/DealCalculatorPage/DealCalculatorPage.tsx"),
  "DealCalculatorPage",
);

const DealComparePage = lazyPage(
  () => import("./pages/DealComparePage/DealComparePage.tsx"),
  "DealComparePage",
);

export interface RouteEntry {
  path: string;
  element: ReactElement;
  /** "site" (default): header and footer around the page; "bare": the page alone. */
  layout?: "site" | "bare";
  /** Only for a signed-in user: a visitor with no session goes to the Student Login. */
  signedIn?: boolean;
}

/**
 * The route table of the whole app (investor-tools.md §2), one entry per route. Pages load
 * on demand; routes whose page belongs to a later issue show a "coming soon" page until then:
 * replace the element with `lazyPage(() => import("./pages/XPage.tsx"), "XPage")`.
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: "/", element: <HomePage /> },
  { path: "/course/:id", element: <CoursePage />, signedIn: true },
  { path: "/mentorship", element: <MentorshipPage /> },
  { path: "/redevelopment", element: <RedevelopmentPage /> },
  { path: "/nasclaprep", element: <NasclaPrepPage /> },
  { path: "/reset-password", element: <ResetPasswordPage /> },
  { path: "/deal-calculator", element: <DealCalculatorPage />, layout: "bare" },
  // Issue 15: saved deals side by side (beyond the spec's route table).
  { path: "/deal-calculator/compare", element: <DealComparePage /> },
  { path: "/real-estate-calculator", element: <CalculatorLandingPage /> },
  { path: "/test-video/:lessonId", element: <TestVideoPage /> },
  { path: "/admin-upload", element: <AdminUploadPage /> },
  { path: "/discord", element: <DiscordPage />, layout: "bare" },
  // Issue #27: connecting Discord (OAuth2) starts here and Discord's redirect comes back here.
  { path: "/discord/connect", element: <DiscordConnectPage /> },
  { path: "/discord/linked", element: <DiscordLinkedPage /> },
  { path: "/privacy", element: <PrivacyPage /> },
  { path: "/practice-tests", element: <PracticeTestsPage /> },
  { path: "/terms", element: <TermsPage /> },
  // Issue #18: the public check of a certificate's verification code.
  { path: "/certificates/verify/:code", element: <CertificateVerifyPage /> },
  { path: "/manage-subscription", element: <ManageSubscriptionPage />, layout: "bare" },
  // investor-tools.md §2: the Discord login modal goes to /portal, the same portal.
  { path: "/portal", element: <Navigate to="/manage-subscription" replace /> },
  // Issue #16: everything the signed-in customer pays for, from the header's user menu.
  { path: "/account", element: <AccountPage /> },
  // academy.md §2: Back to Login on the reset page links to /login; it is the home page's modal.
  { path: LOGIN_PATH, element: <Navigate to={HOME_WITH_LOGIN} replace /> },
];

/**
 * Every path pattern the site answers, in react-router's syntax. The build writes them to
 * dist/routes.json, from which the server answers any other path with 404 (issue #18).
 */
export const ROUTE_PATTERNS: readonly string[] = ROUTES.map((route) => route.path);

/**
 * The patterns only a signed-in user can open. The build hands them to public/guest-redirect.js,
 * which sends a visitor with no session on to the Student Login before any of the app's code
 * loads; SignedInRoute does the same in the app (a session that ends while the app runs).
 */
export const SIGNED_IN_PATTERNS: readonly string[] = ROUTES.filter((route) => route.signedIn).map(
  (route) => route.path,
);

export function AppRoutes() {
  const byLayout = (layout: "site" | "bare") =>
    ROUTES.filter((route) => (route.layout ?? "site") === layout).map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={route.signedIn ? <SignedInRoute>{route.element}</SignedInRoute> : route.element}
      />
    ));
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {byLayout("site")}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<BareLayout />}>{byLayout("bare")}</Route>
    </Routes>
  );
}
