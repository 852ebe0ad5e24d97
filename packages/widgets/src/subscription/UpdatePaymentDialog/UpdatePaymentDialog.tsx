import { Button, Dialog, InlineAlert } from "@academy/ui";
import { Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { useId, useState, type FormEvent } from "react";
import { CardField } from "../../shared/payments/CardField/CardField.tsx";
import { loadStripeFromConfig } from "../../shared/payments/loadStripeFromConfig.ts";
import {
  usePaymentsSetup,
  type OnSale,
  type StripeLoader,
} from "../../shared/payments/usePaymentsSetup.ts";
import { SUBSCRIPTION_TEXT } from "../constants.ts";
import { SubscriptionProblem, type SubscriptionOperations } from "../types.ts";
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
 * Method" ("Updating..." while working). It cannot be closed while the card is being saved.
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      preventClose={busy}
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
    </Dialog>
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
  const stripe = useStripe();
  const elements = useElements();
  const cardId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function fail(message: string) {
    setProblem(message);
    onFailed(message);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!stripe || !elements) return fail(SUBSCRIPTION_TEXT.paymentSystemLoading);
    const card = elements.getElement("card");
    if (!card) return fail(SUBSCRIPTION_TEXT.cardElementMissing);
    onBusyChange(true);
    setProblem(null);
    try {
      await updateCard(stripe, card);
      onBusyChange(false);
      onUpdated();
    } catch (caught) {
      onBusyChange(false);
      fail(caught instanceof SubscriptionProblem ? caught.message : SUBSCRIPTION_TEXT.updateFailed);
    }
  }

  return (
    <form className={styles.dialogForm} onSubmit={handleSubmit} aria-label={TEXT.title}>
      {problem ? <InlineAlert tone="danger">{problem}</InlineAlert> : null}
      <CardField
        id={cardId}
        label={TEXT.card}
        loadingText={TEXT.cardLoading}
        ready={stripe !== null}
        error={null}
        onChange={() => setProblem(null)}
      />
      <Button type="submit" busy={busy} busyLabel={TEXT.busy} disabled={stripe === null}>
        {TEXT.submit}
      </Button>
    </form>
  );
}
