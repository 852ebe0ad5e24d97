import type { AccountPaymentPlan } from "@academy/api";
import { formatMoney } from "@academy/ui";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentError } from "../../shared/payments/flow/PaymentError.ts";
import {
  createFakeStripe,
  DECLINE_MESSAGE,
  TEST_CARDS,
} from "../../shared/payments/testing/fakeStripe.ts";
import { axeViolations, createTestClient, TestProviders } from "../../shared/testing.tsx";
import { SUBSCRIPTION_TEXT } from "../constants.ts";
import type { SubscriptionOperations } from "../types.ts";
import { PAYMENT_PLAN_TEXT as TEXT } from "../paymentPlanText.ts";
import { PaymentPlanCard } from "./PaymentPlanCard.tsx";

const ACTIVE: AccountPaymentPlan = {
  id: 7,
  course_id: 3,
  name: "All In One + Mentorship",
  status: "active",
  instalments: 4,
  instalments_paid: 2,
  instalment_cents: 124_925,
  paid_cents: 249_850,
  remaining_cents: 249_850,
  currency: "usd",
  next_payment_date: "2027-02-07T00:00:00Z",
  card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
};

function setup(plan: AccountPaymentPlan) {
  const payWithCard = vi.fn<SubscriptionOperations["updateCard"]>(async ({ stripe, card }) => {
    const saved = await stripe.createPaymentMethod({ type: "card", card });
    if (saved.error) throw new PaymentError("card", saved.error.message ?? "refused", true);
  });
  const notify = vi.fn();
  const onChanged = vi.fn();
  const fake = createFakeStripe();
  const { client } = createTestClient();
  render(
    <TestProviders client={client}>
      <PaymentPlanCard
        plan={plan}
        payWithCard={payWithCard}
        notify={notify}
        onChanged={onChanged}
        loadStripe={() => Promise.resolve(fake.stripe)}
      />
    </TestProviders>,
  );
  return { user: userEvent.setup(), payWithCard, notify, onChanged };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PaymentPlanCard", () => {
  it("shows what is paid, what is left and the next payment, with nothing to do", async () => {
    setup(ACTIVE);
    const card = screen.getByRole("article", { name: TEXT.heading(ACTIVE.name) });
    expect(within(card).getByText("ACTIVE")).toBeVisible();
    expect(within(card).getByText(TEXT.paidOf(2, 4, "$2,498.50"))).toBeVisible();
    expect(within(card).getByText("$2,498.50", { exact: true })).toBeVisible();
    expect(
      within(card).getByText(`February 7, 2027 (${formatMoney(ACTIVE.instalment_cents)})`),
    ).toBeVisible();
    expect(within(card).getByText("VISA ending in 4242, expires 12/34")).toBeVisible();
    expect(within(card).queryByRole("button")).toBeNull();
    expect(await axeViolations(card)).toEqual([]);
  });

  it("says a completed plan is the buyer's for good", () => {
    setup({
      ...ACTIVE,
      status: "completed",
      instalments_paid: 4,
      paid_cents: 499_700,
      remaining_cents: 0,
      next_payment_date: null,
    });
    expect(screen.getByText("PAID IN FULL")).toBeVisible();
    expect(screen.getByText(TEXT.completedNotice)).toBeVisible();
    expect(screen.queryByText(TEXT.nextPayment)).toBeNull();
  });

  it("pays a paused plan with a new card: a refused card keeps the dialog open, then paid", async () => {
    const paused = { ...ACTIVE, status: "paused" as const, next_payment_date: null };
    const { user, notify, onChanged, payWithCard } = setup(paused);
    expect(screen.getByText(TEXT.pausedNotice)).toBeVisible();
    const pay = screen.getByRole("button", {
      name: TEXT.pay(formatMoney(ACTIVE.instalment_cents)),
    });
    await user.click(pay);
    const dialog = await screen.findByRole("dialog", {
      name: SUBSCRIPTION_TEXT.updateDialog.title,
    });
    const box = await within(dialog).findByRole("textbox", { name: "Card number" });
    await user.type(box, TEST_CARDS.declined);
    await user.click(
      within(dialog).getByRole("button", { name: SUBSCRIPTION_TEXT.updateDialog.submit }),
    );
    expect(await within(dialog).findByRole("link", { name: DECLINE_MESSAGE })).toBeVisible();
    expect(await axeViolations(dialog)).toEqual([]);
    await user.clear(box);
    await user.type(box, TEST_CARDS.succeeds);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(notify).toHaveBeenCalledWith("success", TEXT.paymentReceived));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(payWithCard).toHaveBeenCalledTimes(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pay).toHaveFocus());
  });
});
