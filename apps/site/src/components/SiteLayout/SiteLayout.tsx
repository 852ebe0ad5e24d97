import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { AccountProvider } from "../Account/AccountProvider.tsx";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary.tsx";
import { Footer } from "../Footer/Footer.tsx";
import { Header } from "../Header/Header.tsx";
import { LoginModalHost } from "../LoginModalHost/LoginModalHost.tsx";
import { PageLoading } from "../PageLoading/PageLoading.tsx";
import { ScrollManager } from "../ScrollManager/ScrollManager.tsx";
import { PasswordConfirmationHost } from "../PasswordConfirmation/PasswordConfirmationHost.tsx";
import { SessionExpiredNotice } from "../SessionExpiredNotice/SessionExpiredNotice.tsx";
import * as styles from "./SiteLayout.css.ts";

/**
 * Marks the document once a page has rendered in the browser (hydrated, when the page was
 * prerendered): until then its buttons do nothing. End-to-end tests wait for it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return null;
}

/**
 * The frame every page shares: skip link, header (with the login modal it opens), the page,
 * footer. A page that fails to render shows the error message between header and footer, and
 * the next path tries again.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <AccountProvider>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <AppReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <SessionExpiredNotice />
      <PasswordConfirmationHost />
      <LoginModalHost />
      <ScrollManager />
    </AccountProvider>
  );
}

/** For pages that draw their own frame (a full-screen tool): no header or footer. */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <AppReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SessionExpiredNotice />
      <PasswordConfirmationHost />
      <LoginModalHost />
      <ScrollManager />
    </>
  );
}
