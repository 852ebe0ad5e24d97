import type { BillingCycle } from "@academy/api";
import { Badge, Button, Card } from "@academy/ui";
import {
  formatDollars,
  perMonthEquivalent,
  tierPrice,
  YEARLY_DISCOUNT,
  type DiscordTierInfo,
} from "@academy/widgets";
import { useId } from "react";
import type { DiscordSales } from "./useDiscordSales.ts";
import { DISCORD_PAGE_TEXT as TEXT } from "./discordPageText.ts";
import * as styles from "./DiscordPage.css.ts";

export interface TierCardProps {
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
  sales: DiscordSales;
  /** With the button, so focus can return to it when the modal closes. */
  onJoin: (button: HTMLButtonElement) => void;
}

/**
 * One tier (investor-tools.md §2, §3, §9): name, tagline, price per month or year, "Save 2
 * months" and the per-month equivalent on yearly cards, features, and the join button, which
 * reads "Coming Soon" and is disabled unless Discord sales are open.
 */
export function TierCard({ tier, billingCycle, sales, onJoin }: TierCardProps) {
  const headingId = useId();
  const yearly = billingCycle === "yearly";
  const open = sales === "open";
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
      <p className={styles.price}>
        <span className={styles.amount}>{formatDollars(tierPrice(tier, billingCycle))}</span>
        <span className={styles.period}>{yearly ? TEXT.perYear : TEXT.perMonth}</span>
        {yearly ? <Badge tone="green">{YEARLY_DISCOUNT}</Badge> : null}
      </p>
      {yearly ? (
        <p className={styles.equivalent}>
          {TEXT.perMonthEquivalent(formatDollars(perMonthEquivalent(tier)))}
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
