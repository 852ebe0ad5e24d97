import type { BillingCycle } from "@academy/api";
import { Banner, Button, Dialog, SegmentedControl, ToastProvider, useToast } from "@academy/ui";
import { DISCORD_TIERS, LoginForm, type DiscordTierInfo } from "@academy/widgets";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { JoinedConnectStep } from "../../components/DiscordConnection/JoinedConnectStep.tsx";
import {
  DISCORD_PAGE_TEXT as TEXT,
  MANAGE_SUBSCRIPTION_PATH,
  PORTAL_PATH,
} from "./discordPageText.ts";
import * as styles from "./DiscordPage.css.ts";
import { TierCard } from "./TierCard.tsx";
import { useDiscordSales } from "./useDiscordSales.ts";
import * as bar from "../../components/InvestorBar/investorBar.css.ts";

// The widget (and with it Stripe) loads only when someone opens it.
const DiscordJoinModal = lazy(() =>
  import("../../components/DiscordJoinWidget.ts").then((module) => ({
    default: module.DiscordJoinModal,
  })),
);

const TIERS_ID = "tiers";

/** The Discord tiers page (investor-tools.md §2, §3, §9), with its toasts (5 s). */
export function DiscordPage() {
  usePageTitle(TEXT.pageTitle);
  return (
    <ToastProvider>
      <DiscordPageContent />
    </ToastProvider>
  );
}

function DiscordPageContent() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const sales = useDiscordSales();
  const [billingCycle, setBillingCycle] = useState<BillingCycle>("monthly");
  const [chosen, setChosen] = useState<DiscordTierInfo | null>(null);
  const [joinOpen, setJoinOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const joinButton = useRef<HTMLButtonElement | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const connectLink = useRef<HTMLAnchorElement | null>(null);

  return (
    <div className={bar.page}>
      {searchParams.get("test") === "true" ? (
        <Banner tone="warning">{TEXT.testModeBanner}</Banner>
      ) : null}
      <nav className={bar.bar} aria-label={TEXT.nav.label}>
        <span className={styles.brand}>{TEXT.pageTitle}</span>
        <ul className={bar.navList}>
          {TEXT.nav.links.map((link) => (
            <li key={link.to}>
              <Link className={bar.navLink} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Button variant="secondary" size="sm" onClick={() => setLoginOpen(true)}>
              {TEXT.nav.memberLogin}
            </Button>
          </li>
          <li>
            <Button asChild size="sm">
              <a href={`#${TIERS_ID}`}>{TEXT.nav.join}</a>
            </Button>
          </li>
        </ul>
      </nav>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{TEXT.heroTitle}</h1>
        <p className={styles.heroText}>{TEXT.heroText}</p>
        <SegmentedControl
          aria-label={TEXT.billingToggle}
          value={billingCycle}
          onValueChange={(value) => {
            if (value === "monthly" || value === "yearly") setBillingCycle(value);
          }}
          options={[
            { value: "monthly", label: TEXT.monthly },
            { value: "yearly", label: TEXT.yearly },
          ]}
        />
      </header>
      {joined ? <JoinedConnectStep message={joined} linkRef={connectLink} /> : null}
      <section id={TIERS_ID} className={styles.tiers} aria-label={TEXT.pageTitle}>
        {DISCORD_TIERS.map((tier) => (
          <TierCard
            key={tier.id}
            tier={tier}
            billingCycle={billingCycle}
            sales={sales}
            onJoin={(button) => {
              joinButton.current = button;
              setChosen(tier);
              setJoinOpen(true);
            }}
          />
        ))}
      </section>
      <div className={styles.manage}>
        <Button asChild variant="secondary">
          <Link to={MANAGE_SUBSCRIPTION_PATH}>{TEXT.manageSubscription}</Link>
        </Button>
        <p className={styles.cancelAnytime}>{TEXT.cancelAnytime}</p>
      </div>
      {chosen ? (
        <Suspense fallback={null}>
          <DiscordJoinModal
            open={joinOpen}
            onOpenChange={setJoinOpen}
            tier={chosen}
            billingCycle={billingCycle}
            onJoined={(message) => {
              toast({ tone: "success", title: message });
              setJoined(message);
            }}
            onFailed={(message) => toast({ tone: "error", title: message })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // After a payment the next step (Connect Discord) takes the focus.
              (connectLink.current ?? joinButton.current)?.focus();
            }}
          />
        </Suspense>
      ) : null}
      {/* investor-tools.md §2, §8: the members' login goes to the portal; a failure shows the
          alert "Invalid credentials". */}
      <Dialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        size="sm"
        title={TEXT.login.title}
        description={TEXT.login.description}
      >
        <LoginForm
          aria-label={TEXT.login.title}
          text={TEXT.login}
          blankFields="disable"
          failureMessage={() => TEXT.login.invalid}
          onSignedIn={() => {
            setLoginOpen(false);
            void navigate(PORTAL_PATH);
          }}
        />
      </Dialog>
    </div>
  );
}
