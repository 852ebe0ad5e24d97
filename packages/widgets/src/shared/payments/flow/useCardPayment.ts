import { useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { PaymentError, paymentError, type PaymentWords } from "./PaymentError.ts";

export interface CardInHand {
  stripe: Stripe;
  card: StripeCardElement;
}

export interface CardPaymentState {
  /** Stripe.js has loaded (the card field shows). */
  ready: boolean;
  /** Why the last attempt stopped, or null. */
  problem: PaymentError | null;
  /** Counts reports, so an error summary takes focus again for the same words. */
  attempt: number;
  /** Shows a problem found before paying (a field left empty). */
  report: (problem: PaymentError) => void;
  clear: () => void;
  /**
   * Runs one payment or card set-up with the card typed into the form's card field: ignored
   * while one runs (a second click before React re-renders too), `busy` around it, and any
   * failure kept as `problem` in the product's words (and answered, for a toast).
   */
  run: (task: (hand: CardInHand) => Promise<void>) => Promise<PaymentError | null>;
}

/**
 * The state every card form shares (the enrol modal, the calculator and Discord payments, the
 * card update), inside Stripe's <Elements>. `onBusyChange` tells the dialog, which then cannot
 * close and lets the 3-D Secure challenge take focus and clicks.
 */
export function useCardPayment(
  words: PaymentWords,
  onBusyChange: (busy: boolean) => void,
): CardPaymentState {
  const stripe = useStripe();
  const elements = useElements();
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<PaymentError | null>(null);
  const [attempt, setAttempt] = useState(0);

  function report(next: PaymentError) {
    setProblem(next);
    setAttempt((count) => count + 1);
  }

  async function run(task: (hand: CardInHand) => Promise<void>): Promise<PaymentError | null> {
    if (inFlight.current) return null;
    // By type name, which Stripe.js and the offline stand-in both understand.
    const card = elements?.getElement("card");
    if (!stripe || !card) {
      const unavailable = paymentError(words, stripe ? "noCard" : "unavailable");
      report(unavailable);
      return unavailable;
    }
    inFlight.current = true;
    // Committed now, before the provider can show a 3-D Secure challenge: the dialog must
    // already let it take focus and clicks.
    flushSync(() => onBusyChange(true));
    setProblem(null);
    try {
      await task({ stripe, card });
      return null;
    } catch (caught) {
      const failure = caught instanceof PaymentError ? caught : paymentError(words, "unexpected");
      report(failure);
      return failure;
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  }

  return { ready: stripe !== null, problem, attempt, report, clear: () => setProblem(null), run };
}
