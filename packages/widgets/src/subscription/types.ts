import type { BillingCycle } from "@academy/api";
import type { CardInHand } from "../shared/payments/flow/useCardPayment.ts";

/** What the subscription card shows, for a Discord membership or a calculator plan alike. */
export interface ManagedSubscription {
  /** The tier or plan name ("Pro", "Community", "Deal Analyzer"). */
  name: string;
  /** The provider's status: `active` is green, anything else yellow (investor-tools.md §4). */
  status: string;
  amountCents: number;
  billingCycle: BillingCycle;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  nextBillingDate: string | null;
  cancelAtPeriodEnd: boolean;
}

/** A server's answer to cancel or reactivate (investor-tools.md §7). */
export interface ActionResult {
  message: string;
  test_mode?: boolean;
}

/** Why an operation failed, in the words the user sees (investor-tools.md §8). */
export class SubscriptionProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SubscriptionProblem";
  }
}

/**
 * The calls behind the card's buttons. Each throws a SubscriptionProblem with the spec's
 * message when it fails; the card reports it.
 */
export interface SubscriptionOperations {
  cancel(atPeriodEnd: boolean): Promise<ActionResult>;
  reactivate(): Promise<ActionResult>;
  /**
   * Saves the card typed into the form's card field and makes it the subscription's payment
   * method; fails with a PaymentError in the card update's words.
   */
  updateCard(hand: CardInHand): Promise<void>;
}

export type Notify = (tone: "success" | "error" | "info", message: string) => void;
