import { Badge, Button, Card } from "@academy/ui";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
import { CancelSubscriptionDialog } from "../CancelSubscriptionDialog/CancelSubscriptionDialog.tsx";
import { REFETCH_AFTER_CHANGE_MS, SUBSCRIPTION_TEXT as TEXT } from "../constants.ts";
import { actionMessage, formatAmount, formatDate } from "../format.ts";
import {
  SubscriptionProblem,
  type ManagedSubscription,
  type Notify,
  type SubscriptionOperations,
} from "../types.ts";
import { UpdatePaymentDialog } from "../UpdatePaymentDialog/UpdatePaymentDialog.tsx";
import * as styles from "./SubscriptionCard.css.ts";

export interface SubscriptionCardProps {
  subscription: ManagedSubscription;
  operations: SubscriptionOperations;
  /** Toasts (5 s) for every outcome, in the words of investor-tools.md §8. */
  notify: Notify;
  /**
   * Loads the subscription again: 1 second after a cancel or a reactivate (§4, §9), at once
   * after a card update (its card on file).
   */
  onChanged: () => void;
  /** More buttons after the card's own (the portal's Sign Out). */
  extraActions?: ReactNode;
  /** Over (canceled, expired): shown for the record, without the buttons that change it. */
  ended?: boolean;
  /** The card renewals charge ("VISA ending in 4242"), when known. */
  cardOnFile?: string | null;
  /** The heading level of the tier name, for the page around it. Default 2. */
  headingLevel?: 2 | 3;
  loadStripe?: StripeLoader;
}

/**
 * One subscription as investor-tools.md §2 and §4 show it: name, status badge (green when
 * active, yellow with the status upper-cased otherwise), amount per month or year, current
 * period, next billing date, the yellow notice while a cancellation is scheduled, and Update
 * Payment, Cancel Subscription or Reactivate Subscription. The portal and the account page
 * both use it.
 */
export function SubscriptionCard({
  subscription,
  operations,
  notify,
  onChanged,
  extraActions,
  ended = false,
  cardOnFile = null,
  headingLevel = 2,
  loadStripe,
}: SubscriptionCardProps) {
  const headingId = useId();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [updateOpen, setUpdateOpen] = useState(false);
  const [reactivating, setReactivating] = useState(false);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The dialogs have no trigger of their own: focus goes back to the button that opened them.
  const returnFocus = (event: Event, button: HTMLButtonElement | null) => {
    if (!button) return;
    event.preventDefault();
    button.focus();
  };
  useEffect(
    () => () => {
      if (refetchTimer.current) clearTimeout(refetchTimer.current);
    },
    [],
  );
  const refetchSoon = () => {
    if (refetchTimer.current) clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(onChanged, REFETCH_AFTER_CHANGE_MS);
  };

  async function cancel(atPeriodEnd: boolean) {
    try {
      const result = await operations.cancel(atPeriodEnd);
      notify("success", actionMessage(result, TEXT.cancelSubscription));
      refetchSoon();
    } catch (caught) {
      notify("error", caught instanceof SubscriptionProblem ? caught.message : TEXT.cancelFailed);
    }
  }

  async function reactivate() {
    setReactivating(true);
    try {
      const result = await operations.reactivate();
      notify("success", actionMessage(result, TEXT.reactivated));
      refetchSoon();
    } catch (caught) {
      notify(
        "error",
        caught instanceof SubscriptionProblem ? caught.message : TEXT.reactivateFailed,
      );
    } finally {
      setReactivating(false);
    }
  }

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const active = subscription.status === "active";
  return (
    <Card as="article" padding="lg" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.name}>
          {subscription.name}
        </Heading>
        <Badge tone={active ? "green" : "yellow"}>{subscription.status.toUpperCase()}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{TEXT.amount}</dt>
        <dd className={styles.value}>
          {formatAmount(subscription.amountCents, subscription.billingCycle)}
        </dd>
        <dt className={styles.term}>{TEXT.currentPeriod}</dt>
        <dd className={styles.value}>
          {TEXT.periodRange(
            formatDate(subscription.currentPeriodStart),
            formatDate(subscription.currentPeriodEnd),
          )}
        </dd>
        {subscription.nextBillingDate ? (
          <>
            <dt className={styles.term}>{TEXT.nextBilling}</dt>
            <dd className={styles.value}>{formatDate(subscription.nextBillingDate)}</dd>
          </>
        ) : null}
        {cardOnFile ? (
          <>
            <dt className={styles.term}>{TEXT.cardOnFile}</dt>
            <dd className={styles.value}>{cardOnFile}</dd>
          </>
        ) : null}
      </dl>
      {subscription.status === "trialing" && !subscription.cancelAtPeriodEnd && !ended ? (
        <p className={styles.trialNotice}>
          {TEXT.trialNotice(
            formatDate(subscription.currentPeriodEnd),
            formatAmount(subscription.amountCents, subscription.billingCycle),
          )}
        </p>
      ) : null}
      {subscription.cancelAtPeriodEnd && !ended ? (
        <p className={styles.notice}>
          {TEXT.cancellationNotice(formatDate(subscription.currentPeriodEnd))}
        </p>
      ) : null}
      <div className={styles.actions}>
        {ended ? null : (
          <>
            <Button ref={updateButton} variant="secondary" onClick={() => setUpdateOpen(true)}>
              {TEXT.updatePayment}
            </Button>
            {subscription.cancelAtPeriodEnd ? (
              <Button onClick={() => void reactivate()} busy={reactivating}>
                {TEXT.reactivateSubscription}
              </Button>
            ) : (
              <Button ref={cancelButton} variant="danger" onClick={() => setCancelOpen(true)}>
                {TEXT.cancelSubscription}
              </Button>
            )}
          </>
        )}
        {extraActions}
      </div>
      <CancelSubscriptionDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        onConfirm={cancel}
        onCloseAutoFocus={(event) => returnFocus(event, cancelButton.current)}
      />
      <UpdatePaymentDialog
        open={updateOpen}
        onOpenChange={setUpdateOpen}
        updateCard={operations.updateCard}
        onUpdated={() => {
          notify("success", TEXT.paymentMethodUpdated);
          // Issue 50: the card on file is asked for again now, not at the next sign-in.
          onChanged();
        }}
        onFailed={(message) => notify("error", message)}
        loadStripe={loadStripe}
        onCloseAutoFocus={(event) => returnFocus(event, updateButton.current)}
      />
    </Card>
  );
}
