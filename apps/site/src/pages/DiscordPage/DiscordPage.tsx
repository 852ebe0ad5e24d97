import type { BillingCycle } from "@academy/api";
import { Badge, Banner, Button } from "@academy/ui";
import { DISCORD_TIERS, type DiscordTierInfo } from "@academy/widgets";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { JoinedConnectStep } from "../../components/DiscordConnection/JoinedConnectStep.tsx";
import {
  DISCORD_PAGE_TEXT as TEXT,
  MANAGE_SUBSCRIPTION_PATH,
  PORTAL_PATH,
} from "./discordPageText.ts";
import { OnDemand } from "../../components/OnDemand/OnDemand.tsx";
import { useOnDemandDialog } from "../../components/OnDemand/useOnDemandDialog.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import * as styles from "./DiscordPage.css.ts";
import { TierCard } from "./TierCard.tsx";
import { useDiscordSales } from "./useDiscordSales.ts";
import { joinedStep } from "./joinedStep.ts";
import { tierAction } from "./tierAction.ts";
import { useDiscordMembership, type DiscordMembership } from "./useDiscordMembership.ts";
import * as bar from "../../components/InvestorBar/investorBar.css.ts";

/**
 * What a click opens loads on that first click, not with the page (issue #30): the join modal
 * with Stripe's loader and the toasts, and the members' login (Radix dialog and form). The
 * click is not lost: the part opens as soon as its code arrives.
 */
const DiscordJoin = lazyComponent(() => import("./DiscordJoin.tsx"), "DiscordJoin");
/**
 * Monthly / Yearly: rendered once the page runs in the browser (an empty box of its size in the
 * prerendered HTML and at hydration, so both match and nothing moves when it arrives), and
 * clickable from the moment it shows.
 */
const BillingToggle = lazyComponent(() => import("./BillingToggle.tsx"), "BillingToggle");
const DiscordLoginDialog = lazyComponent(
  () => import("./DiscordLoginDialog.tsx"),
  "DiscordLoginDialog",
);

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const beforeHydration = () => false;

const TIERS_ID = "tiers";

/** The Discord tiers page (investor-tools.md §2, §3, §9), with its toasts (5 s). */
export function DiscordPage() {
  usePageTitle(TEXT.pageTitle);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { sales, catalogue } = useDiscordSales();
  const [billingCycle, setBillingCycle] = useState<BillingCycle>("monthly");
  const [chosen, setChosen] = useState<DiscordTierInfo | null>(null);
  const [joinOpen, setJoinOpen] = useState(false);
  const login = useOnDemandDialog();
  const joinButton = useRef<HTMLButtonElement | null>(null);
  // Asked again after a join: the new member's tier replaces the join buttons.
  const [membershipVersion, setMembershipVersion] = useState(0);
  const membership = useDiscordMembership(membershipVersion);
  const [joined, setJoined] = useState(false);
  const connectLink = useRef<HTMLAnchorElement | null>(null);
  // False in the prerendered HTML and while hydrating, true from then on.
  const hydrated = useSyncExternalStore(subscribeToNothing, inBrowser, beforeHydration);
  const openLogin = () => login.setOpen(true);
  // Read once hydrated (the prerendered page knows nothing of this tab): a payment made here
  // before a reload still shows its next step.
  const remembered = hydrated && joinedStep.read();
  const nextStep = connectStepWanted(membership, joined || remembered);
  const connected = membership.status === "member" && membership.connected === true;
  useEffect(() => {
    // Connected: the step is done and this tab forgets it.
    if (connected) joinedStep.forget();
  }, [connected]);

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
          {membership.status === "member" ? (
            <MemberNav tier={membership.subscription.tier} />
          ) : (
            <>
              <li>
                <Button variant="secondary" size="sm" onClick={openLogin}>
                  {TEXT.nav.memberLogin}
                </Button>
              </li>
              <li>
                <Button asChild size="sm">
                  <a href={`#${TIERS_ID}`}>{TEXT.nav.join}</a>
                </Button>
              </li>
            </>
          )}
        </ul>
      </nav>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{TEXT.heroTitle}</h1>
        <p className={styles.heroText}>{TEXT.heroText}</p>
        <div className={styles.billingToggle}>
          {hydrated ? (
            <OnDemand>
              <BillingToggle value={billingCycle} onValueChange={setBillingCycle} />
            </OnDemand>
          ) : null}
        </div>
      </header>
      {nextStep ? (
        <div className={styles.nextStep}>
          <JoinedConnectStep linkRef={connectLink} />
        </div>
      ) : null}
      <section id={TIERS_ID} className={styles.tiers} aria-label={TEXT.pageTitle}>
        {DISCORD_TIERS.map((tier) => (
          <TierCard
            key={tier.id}
            tier={tier}
            billingCycle={billingCycle}
            catalogue={catalogue}
            sales={sales}
            action={tierAction(tier.id, membership)}
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
        <OnDemand
          onDismiss={() => {
            setJoinOpen(false);
            setChosen(null);
          }}
        >
          <DiscordJoin
            open={joinOpen}
            onOpenChange={setJoinOpen}
            tier={chosen}
            billingCycle={billingCycle}
            onJoined={() => {
              joinedStep.remember();
              setJoined(true);
              setMembershipVersion((version) => version + 1);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // After a payment the next step (Connect Discord) takes the focus.
              (connectLink.current ?? joinButton.current)?.focus();
            }}
          />
        </OnDemand>
      ) : null}
      {login.wanted ? (
        <OnDemand onDismiss={login.abandon}>
          <DiscordLoginDialog
            open={login.open}
            onOpenChange={login.setOpen}
            onSignedIn={() => {
              login.setOpen(false);
              void navigate(PORTAL_PATH);
            }}
          />
        </OnDemand>
      ) : null}
    </div>
  );
}

/** A member's own place in the bar (issue 50): their tier and the way to the portal. */
function MemberNav({ tier }: { tier: DiscordTierInfo["id"] }) {
  const name = DISCORD_TIERS.find((candidate) => candidate.id === tier)?.name ?? tier;
  return (
    // One item, so the badge and Manage stay together: on a phone they take the bar's second
    // line side by side instead of Manage wrapping alone under the links.
    <li className={styles.memberNav}>
      <Badge tone="brand">{TEXT.member.badge(name)}</Badge>
      <Button asChild size="sm">
        <Link to={MANAGE_SUBSCRIPTION_PATH}>{TEXT.member.manage}</Link>
      </Button>
    </li>
  );
}

/**
 * "Next: connect Discord" (issue 27, 50): for a member until their Discord account is
 * connected (the server says so, whatever this tab remembers), and for a buyer of this tab
 * who is not signed in (their e-mail had an account; connecting asks them to sign in).
 */
function connectStepWanted(membership: DiscordMembership, joined: boolean): boolean {
  if (membership.status === "member") {
    return membership.connected === false || (joined && membership.connected === null);
  }
  return joined;
}
