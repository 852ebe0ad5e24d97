import { Button, ErrorSummary, InlineAlert, type ErrorSummaryItem } from "@academy/ui";
import { Elements } from "@stripe/react-stripe-js";
import { useId, useState, type FormEvent } from "react";
import { CardField } from "../../shared/payments/CardField/CardField.tsx";
import { useCardPayment } from "../../shared/payments/flow/useCardPayment.ts";
import { loadStripeFromConfig } from "../../shared/payments/loadStripeFromConfig.ts";
import { PaymentDialog } from "../../shared/payments/PaymentDialog.tsx";
import { TestModeNotice } from "../../shared/payments/TestModeNotice.tsx";
import {
  usePaymentsSetup,
  type OnSale,
  type StripeLoader,
} from "../../shared/payments/usePaymentsSetup.ts";
import { SUBSCRIPTION_TEXT } from "../constants.ts";
import { CARD_UPDATE_WORDS } from "../operations.ts";
import type { SubscriptionOperations } from "../types.ts";
import * as styles from "../SubscriptionCard/SubscriptionCard.css.ts";

const TEXT = SUBSCRIPTION_TEXT.updateDialog;

export interface UpdatePaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  updateCard: SubscriptionOperations["updateCard"];
  /** After the card is saved; the dialog has closed. */
  onUpdated: () => void;
  onFailed: (message: string) => void;
  container?: HTMLElement | null;
  loadStripe?: StripeLoader;
  /** Where focus goes on close (the dialog has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

// A card on file may be replaced whatever the state of sales.
const always: OnSale = () => true;

/**
 * investor-tools.md §2: the Update Payment Method dialog, a card field and "Update Payment
 * Method" ("Updating..." while working). It cannot be closed while the card is being saved;
 * meanwhile a 3-D Secure challenge takes clicks and keys, and focus comes back after it.
 */
export function UpdatePaymentDialog({
  open,
  onOpenChange,
  container,
  loadStripe = loadStripeFromConfig,
  onCloseAutoFocus,
  ...form
}: UpdatePaymentDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <PaymentDialog
      busy={busy}
      open={open}
      onOpenChange={onOpenChange}
      container={container ?? null}
      size="sm"
      onCloseAutoFocus={onCloseAutoFocus}
      title={TEXT.title}
      description={TEXT.description}
    >
      {open ? (
        <UpdatePaymentBody
          loadStripe={loadStripe}
          busy={busy}
          onBusyChange={setBusy}
          {...form}
          onUpdated={() => {
            onOpenChange(false);
            form.onUpdated();
          }}
        />
      ) : null}
    </PaymentDialog>
  );
}

interface BodyProps extends Omit<
  UpdatePaymentDialogProps,
  "open" | "onOpenChange" | "container" | "onCloseAutoFocus"
> {
  loadStripe: StripeLoader;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
}

function UpdatePaymentBody({ loadStripe, ...form }: BodyProps) {
  const setup = usePaymentsSetup(loadStripe, always);
  return (
    <>
      <TestModeNotice testMode={setup.status === "ready" ? setup.config.test_mode : false} />
      {setup.status === "failed" ? (
        <InlineAlert tone="danger">{SUBSCRIPTION_TEXT.paymentSystemLoading}</InlineAlert>
      ) : null}
      <Elements stripe={setup.status === "ready" ? setup.stripe : null}>
        <UpdatePaymentForm {...form} />
      </Elements>
    </>
  );
}

function UpdatePaymentForm({
  updateCard,
  onUpdated,
  onFailed,
  busy,
  onBusyChange,
}: Omit<BodyProps, "loadStripe">) {
  const payment = useCardPayment(CARD_UPDATE_WORDS, onBusyChange);
  const cardId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const failure = await payment.run(async (hand) => {
      await updateCard(hand);
      onUpdated();
    });
    if (failure) onFailed(failure.message);
  }

  const problem = payment.problem;
  const summary: ErrorSummaryItem[] = problem
    ? [
        problem.onCard
          ? { fieldId: cardId, message: problem.message }
          : { message: problem.message },
      ]
    : [];
  return (
    <form className={styles.dialogForm} onSubmit={handleSubmit} aria-label={TEXT.title}>
      <ErrorSummary errors={summary} focusKey={payment.attempt} />
      <CardField
        id={cardId}
        label={TEXT.card}
        loadingText={TEXT.cardLoading}
        ready={payment.ready}
        error={problem?.onCard ? problem.message : null}
        onChange={() => payment.clear()}
      />
      <Button type="submit" busy={busy} busyLabel={TEXT.busy} disabled={!payment.ready}>
        {TEXT.submit}
      </Button>
    </form>
  );
}
