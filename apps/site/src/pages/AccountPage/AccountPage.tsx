import { QueryScope, useSession } from "@academy/api";
import { Button, ToastProvider } from "@academy/ui";
import { useLoginModal } from "../../components/LoginModalHost/useLoginModal.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { ACCOUNT_TEXT as TEXT } from "./accountText.ts";
import * as styles from "./AccountPage.css.ts";
import { CoursesSection } from "./CoursesSection.tsx";
import { DiscordSection } from "./DiscordSection.tsx";
import { PaymentHistory } from "../../components/PaymentHistory/PaymentHistory.tsx";
import { PaymentPlans } from "../../components/PaymentPlans/PaymentPlans.tsx";
import { ProfileSection } from "./ProfileSection.tsx";
import { SubscriptionsSection } from "./SubscriptionsSection.tsx";

/**
 * Everything a customer pays for in one place (issue #16; the FAQ's "cancel anytime from the
 * dashboard"): profile, courses with progress and certificates, every subscription through
 * the portal's subscription card, and the payment history with receipts.
 */
export function AccountPage() {
  usePageTitle(TEXT.pageTitle);
  const { user, status } = useSession();
  const login = useLoginModal();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TEXT.heading}</h1>
      {status === "anonymous" ? (
        <div className={styles.section}>
          <p>{TEXT.signedOut}</p>
          <div>
            <Button onClick={login.open}>{TEXT.signIn}</Button>
          </div>
        </div>
      ) : null}
      {user ? (
        <QueryScope>
          <ToastProvider>
            <ProfileSection user={user} />
            <CoursesSection user={user} />
            <SubscriptionsSection />
            <PaymentPlans headingId="account-payment-plans" />
            <DiscordSection />
            <PaymentHistory headingId="account-payments" />
          </ToastProvider>
        </QueryScope>
      ) : null}
    </div>
  );
}
