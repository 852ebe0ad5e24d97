import {
  QueryScope,
  useApi,
  useQueryHooks,
  useRefreshDiscordConnection,
  useSession,
} from "@academy/api";
import { Button, Spinner, ToastProvider, useToast } from "@academy/ui";
import {
  discordOperations,
  discordSubscriptionView,
  LoginForm,
  SubscriptionCard,
  SUBSCRIPTION_TEXT,
} from "@academy/widgets";
import { useMemo, useState } from "react";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as styles from "./ManageSubscriptionPage.css.ts";
import { ChangePlan } from "../../components/ChangePlan/ChangePlan.tsx";
import { DiscordConnectionPanel } from "../../components/DiscordConnection/DiscordConnectionPanel.tsx";
import { PaymentHistory } from "../../components/PaymentHistory/PaymentHistory.tsx";
import { PaymentPlans } from "../../components/PaymentPlans/PaymentPlans.tsx";
import { PortalHeader } from "./PortalHeader.tsx";
import { PORTAL_TEXT as TEXT } from "./portalText.ts";
import { usePortalSubscription } from "./usePortalSubscription.ts";
import * as bar from "../../components/InvestorBar/investorBar.css.ts";

/** The Manage Subscription portal (investor-tools.md §2, §4, §7, §8), with its toasts (5 s). */
export function ManageSubscriptionPage() {
  usePageTitle(TEXT.pageTitle);
  return (
    <ToastProvider>
      <QueryScope>
        <Portal />
      </QueryScope>
    </ToastProvider>
  );
}

const LOGIN_TEXT = {
  email: TEXT.email,
  password: TEXT.password,
  submit: TEXT.submit,
  busy: TEXT.submitBusy,
  passwordHint: TEXT.passwordHelp,
};

function Portal() {
  const { user, status } = useSession();
  const { toast } = useToast();
  return (
    <div className={bar.page}>
      <PortalHeader />
      <section className={styles.content} aria-labelledby="portal-heading">
        <h1 id="portal-heading" className={styles.heading}>
          {TEXT.heading}
        </h1>
        {status === "loading" ? <Spinner label={TEXT.loading} /> : null}
        {status === "anonymous" ? (
          <>
            <p className={styles.intro}>{TEXT.loginIntro}</p>
            {/* investor-tools.md §2, §5, §8: submit disabled while a field is blank; a failure
                is said inline and as a toast. */}
            <LoginForm
              aria-labelledby="portal-heading"
              text={LOGIN_TEXT}
              blankFields="disable"
              failureMessage={() => TEXT.loginFailed}
              submitSize="lg"
              onSignedIn={() => toast({ tone: "success", title: TEXT.loggedIn })}
              onFailed={(message) => toast({ tone: "error", title: message })}
              footer={<p className={styles.help}>{TEXT.noticeHelp}</p>}
            />
          </>
        ) : null}
        {user ? <MemberSubscription userId={user.id} /> : null}
        {user ? <PaymentPlans headingId="portal-payment-plans" /> : null}
        {user ? <PaymentHistory headingId="portal-payments" /> : null}
      </section>
    </div>
  );
}

/** The signed-in member's subscription, or the no-subscription state; both can sign out. */
function MemberSubscription({ userId }: { userId: number }) {
  const { client } = useApi();
  const { logout } = useSession();
  const { toast } = useToast();
  const { state, refetch } = usePortalSubscription(userId, () =>
    toast({ tone: "info", title: TEXT.noSubscription }),
  );
  const refreshDiscord = useRefreshDiscordConnection();
  const [signingOut, setSigningOut] = useState(false);
  const subscriptionId = state.status === "found" ? state.subscription.id : null;
  // The card on file is on the account's record of the same subscription.
  const records = useQueryHooks().useQuery("get", "/account/subscriptions");
  const card = records.data?.find((record) => record.id === subscriptionId)?.card ?? null;
  const operations = useMemo(
    () => (subscriptionId === null ? null : discordOperations(client, subscriptionId)),
    [client, subscriptionId],
  );
  const signOut = (
    <Button
      variant="secondary"
      busy={signingOut}
      onClick={() => {
        setSigningOut(true);
        void logout();
      }}
    >
      {TEXT.signOut}
    </Button>
  );

  if (state.status === "loading") return <Spinner label={TEXT.loading} />;
  if (state.status === "none" || !operations) {
    return (
      <>
        <div className={styles.none}>
          <p>{TEXT.noSubscription}</p>
          {signOut}
        </div>
        {state.status === "none" ? <DiscordConnectionPanel member={false} /> : null}
      </>
    );
  }
  const notify = (tone: "success" | "error" | "info", message: string) =>
    toast({ tone, title: message });
  const onChanged = () => {
    refetch();
    void records.refetch();
    void refreshDiscord();
  };
  const changeable = ["active", "trialing"].includes(state.subscription.status);
  return (
    <>
      <SubscriptionCard
        subscription={discordSubscriptionView(state.subscription)}
        operations={operations}
        cardOnFile={card ? SUBSCRIPTION_TEXT.card(card) : null}
        notify={notify}
        onChanged={onChanged}
        extraActions={
          <>
            {changeable ? (
              <ChangePlan subscription={state.subscription} notify={notify} onChanged={onChanged} />
            ) : null}
            {signOut}
          </>
        }
      />
      {/* Issue 50: Connect Discord and a new invite come with a membership, so only here;
          without one, only an account still connected shows. */}
      <DiscordConnectionPanel />
    </>
  );
}
