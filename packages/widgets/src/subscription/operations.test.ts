import { mockUsers } from "@academy/api/mocks";
import type { StripeCardElement } from "@stripe/stripe-js";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createTestClient, TEST_API } from "../shared/testing.tsx";
import {
  createFakeStripe,
  DECLINE_MESSAGE,
  TEST_CARDS,
} from "../shared/payments/testing/fakeStripe.ts";
import { SUBSCRIPTION_TEXT as TEXT } from "./constants.ts";
import { accountOperations, discordOperations } from "./operations.ts";

/** A fake Stripe whose card box holds `digits`, and its card element. */
function stripeWithCard(digits: string) {
  const fake = createFakeStripe();
  const elements = fake.stripe.elements();
  const card = elements.create("card");
  const host = document.createElement("div");
  card.mount(host);
  const input = host.querySelector("input");
  if (input) input.value = digits;
  // The fake's element carries only what the operations touch.
  return { ...fake, card: card as unknown as StripeCardElement };
}

const MENTEE_SUBSCRIPTION = 1;

describe("subscription operations", () => {
  it("portal: confirms a SetupIntent with the card, then makes its payment method the default", async () => {
    const { client, requests } = createTestClient({ user: mockUsers.mentee });
    const { stripe, card, confirmed } = stripeWithCard(TEST_CARDS.succeeds);
    await discordOperations(client, MENTEE_SUBSCRIPTION).updateCard({ stripe, card });
    expect(confirmed).toEqual([`seti_mock_${MENTEE_SUBSCRIPTION}_secret_mock`]);
    const update = requests.find((request) =>
      request.url.endsWith("/discord/update-payment-method"),
    );
    expect(await update?.json()).toEqual({
      subscription_id: MENTEE_SUBSCRIPTION,
      payment_method_id: "pm_fake_4242",
    });
  });

  it("keeps the provider's words for a refused card and sends no payment method", async () => {
    const { client, requests } = createTestClient({ user: mockUsers.mentee });
    const { stripe, card } = stripeWithCard(TEST_CARDS.declined);
    await expect(
      accountOperations(client, MENTEE_SUBSCRIPTION).updateCard({ stripe, card }),
    ).rejects.toThrow(DECLINE_MESSAGE);
    expect(requests.some((request) => request.url.endsWith("/payment-method"))).toBe(false);
  });

  it("account: cancels now with cancel_at_period_end=false and answers the server's message", async () => {
    const { client, requests } = createTestClient({ user: mockUsers.mentee });
    const result = await accountOperations(client, MENTEE_SUBSCRIPTION).cancel(false);
    expect(result.message).toBe("Subscription cancelled");
    expect(requests.at(-1)?.url).toBe(
      `${TEST_API}/account/subscriptions/${MENTEE_SUBSCRIPTION}/cancel?cancel_at_period_end=false`,
    );
  });

  it.each([
    ["cancel", `/discord/cancel/${MENTEE_SUBSCRIPTION}`, TEXT.cancelFailed],
    ["reactivate", `/discord/reactivate/${MENTEE_SUBSCRIPTION}`, TEXT.reactivateFailed],
  ] as const)("%s failing says %s's spec message", async (operation, path, message) => {
    const { client } = createTestClient({
      user: mockUsers.mentee,
      overrides: [
        http.post(`${TEST_API}${path}`, () => HttpResponse.json({ detail: "no" }, { status: 409 })),
      ],
    });
    const operations = discordOperations(client, MENTEE_SUBSCRIPTION);
    const call = operation === "cancel" ? operations.cancel(true) : operations.reactivate();
    await expect(call).rejects.toThrow(message);
  });

  it("a refused update says Failed to update payment method", async () => {
    const { client } = createTestClient({
      user: mockUsers.mentee,
      overrides: [
        http.post(`${TEST_API}/discord/update-payment-method`, () =>
          HttpResponse.json({ detail: "no" }, { status: 404 }),
        ),
      ],
    });
    const { stripe, card } = stripeWithCard(TEST_CARDS.succeeds);
    await expect(
      discordOperations(client, MENTEE_SUBSCRIPTION).updateCard({ stripe, card }),
    ).rejects.toThrow(TEXT.updateFailed);
  });
});
