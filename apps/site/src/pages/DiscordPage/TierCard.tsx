import { discordPlan, type BillingCycle, type PlanCatalogue } from "@academy/api";
import { Badge, Button, Card, formatMoney } from "@academy/ui";
import { perMonthEquivalentCents, YEARLY_DISCOUNT, type DiscordTierInfo } from "@academy/widgets";
import { useId } from "react";
import { Link } from "react-router-dom";
import type { DiscordSales } from "./useDiscordSales.ts";
import { DISCORD_PAGE_TEXT as TEXT, MANAGE_SUBSCRIPTION_PATH } from "./discordPageText.ts";
import * as styles from "./DiscordPage.css.ts";
import type { TierAction } from "./tierAction.ts";

export interface TierCardProps {
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
  /** The tiers' prices; null until known (the card then shows no price). */
  catalogue: PlanCatalogue | null;
  sales: DiscordSales;
  /** What the card offers the person looking (issue 50); "join" for guests. */
  action?: TierAction;
  /** With the button, so focus can return to it when the modal closes. */
  onJoin: (button: HTMLButtonElement) => void;
}

/**
 * One tier (investor-tools.md §2, §3, §9): name, tagline, price per month or year, "Save 2
 * months" and the per-month equivalent on yearly cards, features, and the join button, which
 * reads "Coming Soon" and is disabled unless Discord sales are open.
 */
export function TierCard({
  tier,
  billingCycle,
  catalogue,
  sales,
  action = "join",
  onJoin,
}: TierCardProps) {
  const headingId = useId();
  const yearly = billingCycle === "yearly";
  const open = sales === "open";
  const cents = catalogue ? discordPlan(catalogue, tier.id, billingCycle)?.amount_cents : undefined;
  const whole = (amount: number) => formatMoney(amount, { style: "whole" });
  const current = action === "current";
  return (
    <Card
      as="article"
      padding="lg"
      highlighted={tier.popular}
      aria-labelledby={headingId}
      className={styles.tierCard}
    >
      <div className={styles.tierHeader}>
        <h2 id={headingId} className={styles.tierName}>
          {tier.name}
        </h2>
        {current ? <Badge tone="green">{TEXT.member.yourPlan}</Badge> : null}
        {tier.popular && !current ? <Badge tone="brand">{TEXT.mostPopular}</Badge> : null}
      </div>
      <p className={styles.tagline}>{tier.tagline}</p>
      {cents === undefined ? (
        <span className={styles.pricePlaceholder} />
      ) : (
        <p className={styles.price}>
          <span className={styles.amount}>{whole(cents)}</span>
          <span className={styles.period}>{yearly ? TEXT.perYear : TEXT.perMonth}</span>
          {yearly ? <Badge tone="green">{YEARLY_DISCOUNT}</Badge> : null}
        </p>
      )}
      {yearly && cents !== undefined ? (
        <p className={styles.equivalent}>
          {TEXT.perMonthEquivalent(whole(perMonthEquivalentCents(cents)))}
        </p>
      ) : null}
      <ul className={styles.features}>
        {tier.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action === "join" || action === "wait" ? (
        <Button
          size="lg"
          fullWidth
          variant={tier.popular ? "primary" : "secondary"}
          disabled={!open || action === "wait"}
          onClick={(event) => onJoin(event.currentTarget)}
        >
          {open ? TEXT.joinTier(tier.name) : TEXT.comingSoon}
        </Button>
      ) : (
        // A member changes plans in the portal (its Change plan, prorated), never by a new join.
        <Button
          asChild
          size="lg"
          fullWidth
          variant={action === "upgrade" ? "primary" : "secondary"}
        >
          <Link to={MANAGE_SUBSCRIPTION_PATH}>{memberLabel(action, tier.name)}</Link>
        </Button>
      )}
    </Card>
  );
}

function memberLabel(action: "current" | "upgrade" | "switch", tierName: string): string {
  if (action === "current") return TEXT.member.managePlan;
  return action === "upgrade" ? TEXT.member.upgrade(tierName) : TEXT.member.switchTo(tierName);
}
