import { discordPlan, type BillingCycle, type PlanCatalogue } from "@academy/api";
import { Badge, Button, Card, formatMoney } from "@academy/ui";
import { perMonthEquivalentCents, YEARLY_DISCOUNT, type DiscordTierInfo } from "@academy/widgets";
import { useId } from "react";
import type { DiscordSales } from "./useDiscordSales.ts";
import { DISCORD_PAGE_TEXT as TEXT } from "./discordPageText.ts";
import * as styles from "./DiscordPage.css.ts";

export interface TierCardProps {
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
  /** The tiers' prices; null until known (the card then shows no price). */
  catalogue: PlanCatalogue | null;
  sales: DiscordSales;
  /** With the button, so focus can return to it when the modal closes. */
  onJoin: (button: HTMLButtonElement) => void;
}

/**
 * One tier (investor-tools.md §2, §3, §9): name, tagline, price per month or year, "Save 2
 * months" and the per-month equivalent on yearly cards, features, and the join button, which
 * reads "Coming Soon" and is disabled unless Discord sales are open.
 */
export function TierCard({ tier, billingCycle, catalogue, sales, onJoin }: TierCardProps) {
  const headingId = useId();
  const yearly = billingCycle === "yearly";
  const open = sales === "open";
  const cents = catalogue ? discordPlan(catalogue, tier.id, billingCycle)?.amount_cents : undefined;
  const whole = (amount: number) => formatMoney(amount, { style: "whole" });
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
        {tier.popular ? <Badge tone="brand">{TEXT.mostPopular}</Badge> : null}
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
      <Button
        size="lg"
        fullWidth
        variant={tier.popular ? "primary" : "secondary"}
        disabled={!open}
        onClick={(event) => onJoin(event.currentTarget)}
      >
        {open ? TEXT.joinTier(tier.name) : TEXT.comingSoon}
      </Button>
    </Card>
  );
}
