import { StripeApiError } from "./errors.ts";

/**
 * Stripe's test cards and what each does (payments-media notes). Any other number is refused
 * the way Stripe's test mode refuses a real card.
 */
export type CardBehaviour =
  /** 4242 4242 4242 4242: every charge succeeds. */
  | "succeeds"
  /** 4000 0000 0000 0002: declined (card_declined), also when saved for later. */
  | "declined"
  /** 4000 0025 0000 3155: 3-D Secure on every on-session payment or set-up. */
  | "authentication_required"
  /** 4000 0000 0000 0341: attaches to a customer, every charge then fails. */
  | "charge_fails";

export interface TestCard {
  number: string;
  brand: "visa" | "mastercard";
  funding: "credit" | "debit" | "prepaid";
  behaviour: CardBehaviour;
}

const CARDS: readonly TestCard[] = [
  { number: "4242424242424242", brand: "visa", funding: "credit", behaviour: "succeeds" },
  { number: "5555555555554444", brand: "mastercard", funding: "credit", behaviour: "succeeds" },
  // Stripe's other cards that succeed, by brand and funding: distinct cards (fingerprints) for
  // trying "one free trial per card" (issue 48) more than twice.
  { number: "4000056655665556", brand: "visa", funding: "debit", behaviour: "succeeds" },
  { number: "2223003122003222", brand: "mastercard", funding: "credit", behaviour: "succeeds" },
  { number: "5200828282828210", brand: "mastercard", funding: "debit", behaviour: "succeeds" },
  { number: "5105105105105100", brand: "mastercard", funding: "prepaid", behaviour: "succeeds" },
  { number: "4000000000000002", brand: "visa", funding: "credit", behaviour: "declined" },
  {
    number: "4000002500003155",
    brand: "visa",
    funding: "credit",
    behaviour: "authentication_required",
  },
  { number: "4000000000000341", brand: "visa", funding: "credit", behaviour: "charge_fails" },
];

/** Stripe's ready-made test payment method ids, usable wherever a payment method id is. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_visa_chargeDeclined: "4000000000000002",
  pm_card_authenticationRequired: "4000002500003155",
  pm_card_chargeCustomerFail: "4000000000000341",
};

export const DECLINED_MESSAGE = "Your card was declined.";
export const AUTHENTICATION_FAILED_MESSAGE =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

export function cardError(
  code: string,
  message: string,
  param?: string,
  extra: Record<string, unknown> = {},
) {
  return new StripeApiError(402, {
    type: "card_error",
    code,
    message,
    ...(param ? { param } : {}),
    ...extra,
  });
}

export const declinedError = (extra: Record<string, unknown> = {}) =>
  cardError("card_declined", DECLINED_MESSAGE, undefined, {
    decline_code: "generic_decline",
    ...extra,
  });

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The test card for a number as typed (spaces allowed), or the error Stripe answers with. */
export function lookUpCard(
  raw: string,
  expMonth: number | undefined,
  expYear: number | undefined,
  cvc: string | undefined,
  now: Date,
): TestCard {
  const digits = raw.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    throw cardError("incorrect_number", "Your card number is incorrect.", "number");
  if (expMonth === undefined || expMonth < 1 || expMonth > 12)
    throw cardError(
      "invalid_expiry_month",
      "Your card's expiration month is invalid.",
      "exp_month",
    );
  const year = expYear !== undefined && expYear < 100 ? 2000 + expYear : expYear;
  if (year === undefined || year > now.getUTCFullYear() + 50)
    throw cardError("invalid_expiry_year", "Your card's expiration year is invalid.", "exp_year");
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
  )
    throw cardError("expired_card", "Your card has expired.", "exp_month");
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc))
    throw cardError("invalid_cvc", "Your card's security code is invalid.", "cvc");
  const card = CARDS.find((c) => c.number === digits);
  if (!card)
    throw declinedError({
      message:
        "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
    });
  return card;
}

export function testCardByNumber(number: string): TestCard | undefined {
  return CARDS.find((c) => c.number === number);
}
