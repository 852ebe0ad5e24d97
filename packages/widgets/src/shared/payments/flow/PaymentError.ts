import { ApiError, errorAction, errorMessage, type ErrorAction } from "@academy/api";

/**
 * Where a card payment or a card set-up stopped:
 * - `unavailable`: the provider's script is not ready;
 * - `noCard`: the script is, but the card field is not there;
 * - `details`: a required field (name, e-mail) is empty;
 * - `intent`: the server did not create the payment (or set-up);
 * - `card`: the provider refused the card or the 3-D Secure challenge failed;
 * - `incomplete`: the provider answered, but the payment did not succeed;
 * - `complete`: the server did not record the paid purchase (enrol, subscribe, save the card);
 * - `unexpected`: anything else.
 */
export type PaymentStage =
  | "unavailable"
  | "noCard"
  | "details"
  | "intent"
  | "card"
  | "incomplete"
  | "complete"
  | "unexpected";

/**
 * One product's words for each stage, from its spec's §8, and whether the server's `detail` or
 * the provider's own message is preferred to them.
 */
export interface PaymentWords {
  unavailable: string;
  noCard: string;
  details: string;
  intent: string;
  /**
   * `always`: any server detail; `conflict`: only a 409's (already a member, already owns it);
   * `refusal`: any 4xx's (a promotion code refused at purchase names its problem, issue 48),
   * the product's words for anything else (the server or the provider failing).
   */
  intentDetail: "always" | "conflict" | "refusal";
  card: string;
  /** The provider's message for a refused card ("Your card was declined."). */
  cardProvider: boolean;
  incomplete: string;
  complete: string;
  completeDetail: boolean;
  unexpected: string;
}

/** Why a payment or a card set-up stopped, in the words the buyer sees. */
export class PaymentError extends Error {
  constructor(
    readonly stage: PaymentStage,
    message: string,
    /** The card itself is the problem: shown beside the card field. */
    readonly onCard: boolean,
    /** The server's HTTP status when the server refused (409: already owned). */
    readonly status: number | null = null,
    /** What the buyer can do about it (`log_in`: the e-mail's account owns it already). */
    readonly action: ErrorAction | null = null,
  ) {
    super(message);
    this.name = "PaymentError";
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** A card error of Stripe.js (or its stand-in): `{ type, message }`. */
function providerError(cause: unknown): { type: string; message: string | null } | null {
  if (!isRecord(cause) || typeof cause.type !== "string") return null;
  return { type: cause.type, message: typeof cause.message === "string" ? cause.message : null };
}

/** Maps what the server or the provider answered at `stage` to the product's words. */
export function paymentError(
  words: PaymentWords,
  stage: PaymentStage,
  cause?: unknown,
): PaymentError {
  if (cause instanceof PaymentError) return cause;
  const status = cause instanceof ApiError ? cause.status : null;
  switch (stage) {
    case "intent": {
      const refused = status !== null && status >= 400 && status < 500;
      const detailed =
        words.intentDetail === "always" ||
        status === 409 ||
        (words.intentDetail === "refusal" && refused);
      return new PaymentError(
        stage,
        detailed ? errorMessage(cause, words.intent) : words.intent,
        false,
        status,
        errorAction(cause),
      );
    }
    case "complete": {
      // A 409 after paying says the money went back (owned already, a second subscription),
      // or after saving a trial's card that the card had its trial (no_trial: nothing was
      // charged, today's price instead): every product shows it, as the intent stage's 409.
      const detailed = words.completeDetail || status === 409;
      return new PaymentError(
        stage,
        detailed ? errorMessage(cause, words.complete) : words.complete,
        false,
        status,
        errorAction(cause),
      );
    }
    case "card": {
      const provider = providerError(cause);
      const onCard = provider?.type === "card_error" || provider?.type === "validation_error";
      const message = words.cardProvider && provider?.message ? provider.message : words.card;
      return new PaymentError(stage, message, onCard);
    }
    default:
      return new PaymentError(stage, words[stage], false);
  }
}
