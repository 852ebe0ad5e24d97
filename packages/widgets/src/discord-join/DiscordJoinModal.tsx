import { discordPlan, useApi, type BillingCycle } from "@academy/api";
import { formatMoney } from "@academy/ui";
import { Checkout } from "../shared/Checkout/Checkout.tsx";
import { PROMOTION_CODE_TEXT } from "../shared/PromotionCode/PromotionCode.tsx";
import { previewPromotion } from "../shared/PromotionCode/previewPromotion.ts";
import type { OnSale, PaymentsSetup, StripeLoader } from "../shared/payments/usePaymentsSetup.ts";
import type { DiscordTierInfo } from "../shared/discordTiers.ts";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";
import { DiscordJoinForm } from "./DiscordJoinForm.tsx";
import * as styles from "./DiscordJoinModal.css.ts";
import { DISCORD_PAYMENT_WORDS } from "./joinDiscord.ts";

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
  /** A promotion code from the page's `?code=` link, filled in and applied (issue 48). */
  promotionCode?: string;
}

const discordOnSale: OnSale = (config) => config.sales.discord;

/** The tier's price for the cycle in the catalogue, in cents; undefined until it is known. */
function amountOf(setup: PaymentsSetup, tier: DiscordTierInfo, cycle: BillingCycle) {
  return setup.catalogue ? discordPlan(setup.catalogue, tier.id, cycle)?.amount_cents : undefined;
}

/** The tier's free days for the cycle (issue 48; 0 unless DISCORD_TRIAL_DAYS is set). */
function trialDaysOf(setup: PaymentsSetup, tier: DiscordTierInfo, cycle: BillingCycle): number {
  return setup.catalogue ? (discordPlan(setup.catalogue, tier.id, cycle)?.trial_days ?? 0) : 0;
}

/**
 * The "Join Discord Community" payment modal (investor-tools.md §2, §4, §5, §8): order
 * summary, "What happens next?", the form, and the processing notice. It cannot be closed while
 * processing. Stripe loads only when it opens and only while Discord sales are open. The shared
 * Checkout does the dialog and the payment set-up; this supplies the summary and the form.
 */
export function DiscordJoinModal({
  open,
  onOpenChange,
  tier,
  billingCycle,
  onJoined,
  onFailed,
  container,
  loadStripe,
  onCloseAutoFocus,
  promotionCode,
}: DiscordJoinModalProps) {
  const { client } = useApi();
  return (
    <Checkout
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      title={TEXT.title}
      description={TEXT.description}
      onCloseAutoFocus={onCloseAutoFocus}
      loadStripe={loadStripe}
      onSale={discordOnSale}
      words={DISCORD_PAYMENT_WORDS}
      setupFailedText={TEXT.setupFailed}
      closedText={TEXT.salesClosed}
      // The spec's modal has no code field: it appears only when a `?code=` link brought one.
      {...(promotionCode
        ? {
            promotionCode: {
              label: TEXT.promotionCode,
              preview: (code: string) =>
                previewPromotion(client, { product: `discord:${tier.id}`, billingCycle }, code),
              defaultCode: promotionCode,
            },
          }
        : {})}
      summary={(setup, promotion) => {
        const amount = amountOf(setup, tier, billingCycle);
        return (
          <>
            <div className={styles.summary}>
              <p className={styles.summaryTitle}>{TEXT.orderSummary}</p>
              <dl className={styles.summaryList}>
                <dt className={styles.term}>{TEXT.tierLabel}</dt>
                <dd className={styles.value}>{tier.name}</dd>
                <dt className={styles.term}>{TEXT.billingLabel}</dt>
                <dd className={styles.value}>{TEXT.billing[billingCycle]}</dd>
                <dt className={styles.term}>{TEXT.totalLabel}</dt>
                <dd className={styles.value}>
                  {amount === undefined ? null : promotion ? (
                    // The server's preview: the coupon discounts the first payment only.
                    PROMOTION_CODE_TEXT.firstPayment(
                      formatMoney(promotion.amountCents, { currency: promotion.currency }),
                      `${formatMoney(amount, { style: "whole" })}${TEXT.per[billingCycle]}`,
                    )
                  ) : (
                    <>
                      {formatMoney(amount, { style: "whole" })}
                      {TEXT.per[billingCycle]}
                    </>
                  )}
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
          </>
        );
      }}
    >
      {({ setup, ...checkout }) => (
        <DiscordJoinForm
          tier={tier}
          billingCycle={billingCycle}
          amountCents={amountOf(setup, tier, billingCycle)}
          trialDays={trialDaysOf(setup, tier, billingCycle)}
          canPay={setup.status === "ready"}
          {...checkout}
          onJoined={(trial) => {
            onOpenChange(false);
            onJoined?.(trial ? TEXT.trialSuccess(tier.name) : TEXT.success(tier.name));
          }}
          onFailed={(message) => onFailed?.(message)}
        />
      )}
    </Checkout>
  );
}
