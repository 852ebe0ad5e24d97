import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCardSetup, findOrCreateCustomer } from "../payments/subscriptions.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { browserCall, CARDS, intentIdOf } from "../test/payments.ts";
import { TRIAL_CARDS } from "../test/trials.ts";
import { cardFingerprint } from "./account.ts";

// Stripe's `card.fingerprint` (issue 48, one free trial per card): one string per card number
// within the account, another for another number, never the number itself.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A card saved as the browser's confirmCardSetup saves it, read back through the SDK. */
async function savedCard(email: string, number: string) {
  const payments = t.app.services.payments;
  const customer = await findOrCreateCustomer(payments, { email, name: "Fay Print" });
  const setup = await createCardSetup(payments, customer);
  const confirmed = await browserCall(
    t.app,
    `/setup_intents/${intentIdOf(setup.clientSecret)}/confirm`,
    {
      client_secret: setup.clientSecret,
      payment_method_data: {
        type: "card",
        card: { number, exp_month: "12", exp_year: "34", cvc: "123" },
      },
    },
  );
  expect(confirmed.body.status).toBe("succeeded");
  return payments.stripe.paymentMethods.retrieve(String(confirmed.body["payment_method"]));
}

describe("card fingerprints", () => {
  it("are the same for one card number under other customers, and differ between numbers", async () => {
    const first = await savedCard("print.one@example.com", CARDS.succeeds);
    const again = await savedCard("print.two@example.com", CARDS.succeeds);
    const other = await savedCard("print.three@example.com", TRIAL_CARDS[1]);
    // Stripe's shape: a string of 16 letters and digits.
    expect(first.card?.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(first.customer).not.toBe(again.customer);
    expect(again.card?.fingerprint).toBe(first.card?.fingerprint);
    expect(other.card?.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(other.card?.fingerprint).not.toBe(first.card?.fingerprint);
    // The full number is never answered, nor a plain hash of it that trying numbers reverses.
    const answered = JSON.stringify(first);
    expect(answered).not.toContain(CARDS.succeeds);
    const plain = createHash("sha256").update(CARDS.succeeds).digest("base64url").slice(0, 16);
    expect(first.card?.fingerprint).not.toBe(plain);
  });

  it("are keyed by the account: another account's key gives the same card another one", () => {
    const numbers = [...TRIAL_CARDS];
    const one = numbers.map((number) => cardFingerprint("account-one", number));
    const two = numbers.map((number) => cardFingerprint("account-two", number));
    expect(new Set(one).size).toBe(numbers.length);
    expect(one.map((print, i) => print === two[i])).toEqual(numbers.map(() => false));
    expect(one).toEqual(numbers.map((number) => cardFingerprint("account-one", number)));
  });
});
