import type { BillingCycle } from "@academy/api";
import { InlineAlert } from "@academy/ui";
import { Elements } from "@stripe/react-stripe-js";
import { useState } from "react";
import { loadStripeFromConfig } from "../shared/payments/loadStripeFromConfig.ts";
import { PaymentDialog } from "../shared/payments/PaymentDialog.tsx";
import { TestModeNotice } from "../shared/payments/TestModeNotice.tsx";
import {
  usePaymentsSetup,
  type OnSale,
  type StripeLoader,
} from "../shared/payments/usePaymentsSetup.ts";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";
import { formatDollars, tierPrice, type DiscordTierInfo } from "../shared/discordTiers.ts";
import { DiscordJoinForm } from "./DiscordJoinForm.tsx";
import * as styles from "./DiscordJoinModal.css.ts";

export interface DiscordJoinModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
  /** After a successful payment, with the spec's success message; the modal has closed. */
  onJoined?: (message: string) => void;
  /** Every error, also shown inside the modal (investor-tools.md §8: inline and as a toast). */
  onFailed?: (message: string) => void;
  /** Where the dialog portals to; inside a shadow root pass an element of that root. */
  container?: HTMLElement | null;
  /** How Stripe.js is loaded from the payments configuration; stories and tests pass a fake. */
  loadStripe?: StripeLoader;
  /**
   * Where focus goes on close; without it the dialog has no trigger to return to. Call
   * `event.preventDefault()` and focus the button that opened it.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

const discordOnSale: OnSale = (config) => config.sales.discord;

/**
 * The "Join Discord Community" payment modal (investor-tools.md §2, §4, §5, §8): order
 * summary, "What happens next?", the form, and the processing notice. It cannot be closed while
 * processing. Stripe loads only when it opens and only while Discord sales are open.
 */
export function DiscordJoinModal({
  open,
  onOpenChange,
  tier,
  billingCycle,
  onJoined,
  onFailed,
  container,
  loadStripe = loadStripeFromConfig,
  onCloseAutoFocus,
}: DiscordJoinModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <PaymentDialog
      busy={busy}
      open={open}
      onOpenChange={onOpenChange}
      container={container ?? null}
      title={TEXT.title}
      description={TEXT.description}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {open ? (
        <DiscordCheckout
          tier={tier}
          billingCycle={billingCycle}
          loadStripe={loadStripe}
          busy={busy}
          onBusyChange={setBusy}
          onJoined={() => {
            onOpenChange(false);
            onJoined?.(TEXT.success(tier.name));
          }}
          onFailed={(message) => onFailed?.(message)}
        />
      ) : null}
    </PaymentDialog>
  );
}

interface DiscordCheckoutProps {
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
  loadStripe: StripeLoader;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onJoined: () => void;
  onFailed: (message: string) => void;
}

/** The body, mounted per opening: a fresh configuration each time. */
function DiscordCheckout({ tier, billingCycle, loadStripe, ...form }: DiscordCheckoutProps) {
  const setup = usePaymentsSetup(loadStripe, discordOnSale);
  const price = tierPrice(tier, billingCycle);
  return (
    <div className={styles.body}>
      <div className={styles.summary}>
        <p className={styles.summaryTitle}>{TEXT.orderSummary}</p>
        <dl className={styles.summaryList}>
          <dt className={styles.term}>{TEXT.tierLabel}</dt>
          <dd className={styles.value}>{tier.name}</dd>
          <dt className={styles.term}>{TEXT.billingLabel}</dt>
          <dd className={styles.value}>{TEXT.billing[billingCycle]}</dd>
          <dt className={styles.term}>{TEXT.totalLabel}</dt>
          <dd className={styles.value}>
            {formatDollars(price)}
            {TEXT.per[billingCycle]}
          </dd>
        </dl>
      </div>
      <div className={styles.next}>
        <p className={styles.nextTitle}>{TEXT.nextTitle}</p>
        <ol className={styles.nextList}>
          {TEXT.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <TestModeNotice
        testMode={
          setup.status === "ready" || setup.status === "closed" ? setup.config.test_mode : false
        }
      />
      {setup.status === "closed" ? <InlineAlert tone="info">{TEXT.salesClosed}</InlineAlert> : null}
      {setup.status === "failed" ? (
        <InlineAlert tone="danger">{TEXT.setupFailed}</InlineAlert>
      ) : null}
      {/* Elements accepts null until Stripe has loaded, then the card field appears. */}
      <Elements stripe={setup.status === "ready" ? setup.stripe : null}>
        <DiscordJoinForm
          tier={tier}
          billingCycle={billingCycle}
          price={price}
          canPay={setup.status === "ready"}
          {...form}
        />
      </Elements>
    </div>
  );
}
