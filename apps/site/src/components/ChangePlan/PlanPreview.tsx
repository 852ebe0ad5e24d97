import {
  callApi,
  errorMessage,
  useApi,
  useQueryHooks,
  type BillingCycle,
  type DiscordTier,
} from "@academy/api";
import { Button, formatMoney, InlineAlert, Spinner } from "@academy/ui";
import { actionMessage, formatDate, type Notify } from "@academy/widgets";
import { useEffect, useRef, useState } from "react";
import * as styles from "./ChangePlan.css.ts";
import { CHANGE_PLAN_TEXT as TEXT } from "./changePlanText.ts";

export interface PlanPreviewProps {
  subscriptionId: number;
  plan: { tier: DiscordTier; billing_cycle: BillingCycle };
  notify: Notify;
  onChanged: () => void;
  onBack: () => void;
}

/**
 * The server's preview of one change (loading, error with a retry, result), then the change
 * itself. The confirm button is busy until the server answers, so a double click sends one
 * request; the server's idempotency covers a second tab.
 */
export function PlanPreview({ subscriptionId, plan, notify, onChanged, onBack }: PlanPreviewProps) {
  const { client } = useApi();
  const init = { params: { path: { subscriptionId } }, body: plan };
  // Always fresh: a preview is priced at the moment it is asked for.
  const preview = useQueryHooks().useQuery(
    "post",
    "/discord/change-plan/{subscriptionId}/preview",
    init,
    { retry: false, gcTime: 0, staleTime: 0 },
  );
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaced the form the focus was in: it moves to the step's heading.
  useEffect(() => heading.current?.focus(), []);

  const sending = useRef(false);
  async function confirm() {
    // Two clicks before the busy state renders still send one request.
    if (sending.current) return;
    sending.current = true;
    setConfirming(true);
    setFailure(null);
    try {
      // The preview's instant goes back with the change, so it is priced to the cent as shown.
      const pricedAt = preview.data?.priced_at;
      const result = await callApi(() =>
        client.POST("/discord/change-plan/{subscriptionId}", {
          ...init,
          body: pricedAt === undefined ? plan : { ...plan, priced_at: pricedAt },
        }),
      );
      notify("success", actionMessage(result, TEXT.changed));
      onChanged();
    } catch (caught) {
      setFailure(errorMessage(caught, TEXT.changeFailed));
      setConfirming(false);
      sending.current = false;
    }
  }

  const back = (
    <Button variant="secondary" onClick={onBack} disabled={confirming}>
      {TEXT.back}
    </Button>
  );
  return (
    <div className={styles.form}>
      <h3 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {TEXT.previewHeading(plan.tier, plan.billing_cycle)}
      </h3>
      {preview.isPending ? <Spinner label={TEXT.loading} /> : null}
      {preview.isError ? (
        <>
          <InlineAlert tone="danger">{errorMessage(preview.error, TEXT.previewFailed)}</InlineAlert>
          <div className={styles.actions}>
            <Button onClick={() => void preview.refetch()}>{TEXT.retry}</Button>
            {back}
          </div>
        </>
      ) : null}
      {preview.data ? (
        <>
          <dl className={styles.facts}>
            <dt className={styles.term}>{TEXT.newPrice}</dt>
            <dd className={styles.value}>
              {formatMoney(preview.data.amount_cents)}
              {TEXT.per[preview.data.billing_cycle]}
            </dd>
            {preview.data.credit_cents > 0 ? (
              <>
                <dt className={styles.term}>{TEXT.credit}</dt>
                <dd className={styles.value}>{formatMoney(preview.data.credit_cents)}</dd>
              </>
            ) : (
              <>
                <dt className={styles.term}>{TEXT.dueNow}</dt>
                <dd className={styles.value}>{formatMoney(preview.data.due_now_cents)}</dd>
              </>
            )}
            <dt className={styles.term}>{TEXT.nextCharge}</dt>
            <dd className={styles.value}>
              {TEXT.nextChargeValue(
                formatMoney(preview.data.next_charge_cents),
                formatDate(preview.data.next_charge_date),
              )}
            </dd>
          </dl>
          <p className={styles.text}>
            {preview.data.credit_cents > 0 ? TEXT.creditHint : TEXT.dueNowHint}
          </p>
          {preview.data.cancellation_lifted ? (
            <InlineAlert tone="info">{TEXT.cancellationLifted}</InlineAlert>
          ) : null}
          {failure ? <InlineAlert tone="danger">{failure}</InlineAlert> : null}
          <div className={styles.actions}>
            <Button busy={confirming} busyLabel={TEXT.confirmBusy} onClick={() => void confirm()}>
              {TEXT.confirm}
            </Button>
            {back}
          </div>
        </>
      ) : null}
    </div>
  );
}
