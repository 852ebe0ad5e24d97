import { Button, ErrorSummary, type ErrorSummaryItem } from "@academy/ui";
import { useId, type FormEvent } from "react";
import { Checkout } from "../../shared/Checkout/Checkout.tsx";
import { CardField } from "../../shared/payments/CardField/CardField.tsx";
import type { CardPaymentState } from "../../shared/payments/flow/useCardPayment.ts";
import type { OnSale, StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
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
 * meanwhile a 3-D Secure challenge takes clicks and keys, and focus comes back after it. The
 * shared Checkout does the dialog and the card set-up; this supplies the form.
 */
export function UpdatePaymentDialog({
  open,
  onOpenChange,
  container,
  loadStripe,
  onCloseAutoFocus,
  updateCard,
  onUpdated,
  onFailed,
}: UpdatePaymentDialogProps) {
  return (
    <Checkout
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      size="sm"
      onCloseAutoFocus={onCloseAutoFocus}
      title={TEXT.title}
      description={TEXT.description}
      loadStripe={loadStripe}
      onSale={always}
      words={CARD_UPDATE_WORDS}
      setupFailedText={SUBSCRIPTION_TEXT.paymentSystemLoading}
    >
      {({ payment, busy }) => (
        <UpdatePaymentForm
          payment={payment}
          busy={busy}
          updateCard={updateCard}
          onFailed={onFailed}
          onUpdated={() => {
            onOpenChange(false);
            onUpdated();
          }}
        />
      )}
    </Checkout>
  );
}

interface FormProps extends Pick<
  UpdatePaymentDialogProps,
  "updateCard" | "onUpdated" | "onFailed"
> {
  payment: CardPaymentState;
  busy: boolean;
}

function UpdatePaymentForm({ updateCard, onUpdated, onFailed, payment, busy }: FormProps) {
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
