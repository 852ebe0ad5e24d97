import { mockUsers, planCatalogueWithTrials } from "@academy/api/mocks";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type HttpHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { createFakeStripe, TEST_CARDS } from "../shared/payments/testing/fakeStripe.ts";
import { axeViolations, createTestClient, TEST_API, TestProviders } from "../shared/testing.tsx";
import { CalculatorSubscribeModal } from "./CalculatorSubscribeModal.tsx";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";
import { calculatorSalesConfig } from "./testing.tsx";
import { subscriptionPreviewHandler } from "../shared/PromotionCode/testing.ts";

// Issue 48: the calculator's free trial, a setting (CALCULATOR_TRIAL_DAYS) off by default.
const withTrial = http.get(`${TEST_API}/catalogue/plans`, () =>
  HttpResponse.json(planCatalogueWithTrials({ calculator: 7 })),
);
const trialStart = http.post(`${TEST_API}/calculator/create-subscription-intent`, () =>
  HttpResponse.json({
    client_secret: "seti_trial1_secret_abc",
    payment_intent_id: "seti_trial1",
    amount: 900,
    currency: "usd",
    confirm: "setup",
    trial_days: 7,
  }),
);

function setup(overrides: HttpHandler[], promotionCode?: string) {
  const { client, requests } = createTestClient({
    user: mockUsers.student,
    overrides: [calculatorSalesConfig(TEST_API, "open"), ...overrides],
  });
  const fake = createFakeStripe();
  const onSubscribed = vi.fn();
  render(
    <TestProviders client={client}>
      <CalculatorSubscribeModal
        open
        onOpenChange={() => {}}
        navigate={() => {}}
        onSubscribed={onSubscribed}
        loadStripe={() => Promise.resolve(fake.stripe)}
        {...(promotionCode ? { promotionCode } : {})}
      />
    </TestProviders>,
  );
  const sent = (path: string) => requests.filter((request) => request.url.endsWith(path));
  return { user: userEvent.setup(), sent, fake, onSubscribed };
}

describe("CalculatorSubscribeModal with a free trial", () => {
  it("says the trial plainly, saves the card instead of paying, and registers with the set-up", async () => {
    const { user, sent, fake, onSubscribed } = setup([withTrial, trialStart]);
    const button = await screen.findByRole("button", { name: "7 days free, then $9/mo" });
    expect(screen.getByText(TEXT.trialNote(7, "monthly", "$9"))).toBeVisible();
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
    await user.type(
      await screen.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await user.click(button);
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(TEXT.trialSuccess)).toBeVisible();
    expect(await sent("/calculator/create-subscription-intent")[0]?.json()).toMatchObject({
      amount: 900,
      trial: true,
    });
    expect(fake.confirmed).toEqual(["seti_trial1_secret_abc"]);
    expect(await sent("/calculator/subscribe")[0]?.json()).toMatchObject({
      payment_intent_id: "seti_trial1",
      client_secret: "seti_trial1_secret_abc",
    });
  });

  it("names the yearly price after the trial", async () => {
    const { user } = setup([withTrial]);
    await user.click(await screen.findByRole("radio", { name: `${TEXT.yearly} (${TEXT.save})` }));
    expect(await screen.findByRole("button", { name: "7 days free, then $90/yr" })).toBeVisible();
    expect(screen.getByText(TEXT.trialNote(7, "yearly", "$90"))).toBeVisible();
  });

  it("shows today's price when the server says this buyer had their trial, and then charges without one", async () => {
    const refusal =
      "You have already had a free trial of this plan, so subscribing now charges your card today.";
    let calls = 0;
    const { user, sent, fake } = setup([
      withTrial,
      http.post(`${TEST_API}/calculator/create-subscription-intent`, () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json({ detail: refusal, action: "no_trial" }, { status: 409 });
        return HttpResponse.json({ client_secret: "pi_paid1_secret_abc", confirm: "payment" });
      }),
    ]);
    await user.type(
      await screen.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await user.click(await screen.findByRole("button", { name: "7 days free, then $9/mo" }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(fake.confirmed).toEqual([]);
    const spec = await screen.findByRole("button", { name: TEXT.subscribe("monthly", "$9") });
    expect(screen.queryByText(TEXT.trialNote(7, "monthly", "$9"))).toBeNull();
    await user.click(spec);
    expect(await screen.findByText(TEXT.success)).toBeVisible();
    const second: unknown = await sent("/calculator/create-subscription-intent")[1]?.json();
    expect(second).not.toHaveProperty("trial");
    expect(fake.confirmed).toEqual(["pi_paid1_secret_abc"]);
  });
});

describe("CalculatorSubscribeModal when the card had its trial", () => {
  it("says so after the card is saved, shows today's price, and then charges without a trial", async () => {
    // The server ends the trial when the saved card had one under another e-mail (issue 48).
    const cardUsed =
      "This card has already had a free trial, so this trial was ended and nothing was charged. Subscribe at today's price instead.";
    let starts = 0;
    let subscribes = 0;
    const { user, sent, fake, onSubscribed } = setup([
      withTrial,
      http.post(`${TEST_API}/calculator/create-subscription-intent`, () => {
        starts += 1;
        if (starts === 1)
          return HttpResponse.json({
            client_secret: "seti_used1_secret_abc",
            confirm: "setup",
            trial_days: 7,
          });
        return HttpResponse.json({ client_secret: "pi_paid2_secret_abc", confirm: "payment" });
      }),
      http.post(`${TEST_API}/calculator/subscribe`, () => {
        subscribes += 1;
        if (subscribes === 1)
          return HttpResponse.json({ detail: cardUsed, action: "no_trial" }, { status: 409 });
        return undefined;
      }),
    ]);
    await user.type(
      await screen.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await user.click(await screen.findByRole("button", { name: "7 days free, then $9/mo" }));
    expect(await screen.findByText(cardUsed)).toBeVisible();
    expect(onSubscribed).not.toHaveBeenCalled();
    expect(screen.queryByText(TEXT.trialSuccess)).toBeNull();
    const spec = await screen.findByRole("button", { name: TEXT.subscribe("monthly", "$9") });
    expect(screen.queryByText(TEXT.trialNote(7, "monthly", "$9"))).toBeNull();
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
    await user.click(spec);
    expect(await screen.findByText(TEXT.success)).toBeVisible();
    expect(await sent("/calculator/create-subscription-intent")[1]?.json()).not.toHaveProperty(
      "trial",
    );
    expect(fake.confirmed).toEqual(["seti_used1_secret_abc", "pi_paid2_secret_abc"]);
  });
});

describe("CalculatorSubscribeModal without a trial (the default)", () => {
  it("shows the spec's screen: no trial words, the spec's button", async () => {
    setup([]);
    expect(
      await screen.findByRole("button", { name: TEXT.subscribe("monthly", "$9") }),
    ).toBeVisible();
    expect(screen.queryByText(/free/i)).toBeNull();
  });

  it("drops the trial while a ?code= link's code is applied: the code's first payment is today's", async () => {
    const { user, sent } = setup(
      [withTrial, subscriptionPreviewHandler(TEST_API, "CALC10", 10)],
      "CALC10",
    );
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(await screen.findByText("First payment $8.10, then $9/month")).toBeVisible();
    const button = await screen.findByRole("button", { name: TEXT.subscribe("monthly", "$9") });
    expect(screen.queryByRole("button", { name: "7 days free, then $9/mo" })).toBeNull();
    expect(screen.queryByText(TEXT.trialNote(7, "monthly", "$9"))).toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
    await user.type(
      await screen.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await user.click(button);
    await waitFor(() => expect(sent("/calculator/create-subscription-intent")).toHaveLength(1));
    const body = await sent("/calculator/create-subscription-intent")[0]?.json();
    expect(body).toMatchObject({ promotion_code: "CALC10" });
    expect(body).not.toHaveProperty("trial");
  });
});
