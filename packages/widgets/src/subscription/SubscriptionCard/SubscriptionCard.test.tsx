import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, holdTimers } from "../../shared/testing.tsx";
import {
  CHALLENGE_BUTTON,
  createFakeStripe,
  DECLINE_MESSAGE,
  TEST_CARDS,
} from "../../shared/payments/testing/fakeStripe.ts";
import { createTestClient, TestProviders } from "../../shared/testing.tsx";
import { REFETCH_AFTER_CHANGE_MS, SUBSCRIPTION_TEXT as TEXT } from "../constants.ts";
import {
  SubscriptionProblem,
  type ManagedSubscription,
  type SubscriptionOperations,
} from "../types.ts";
import { SubscriptionCard } from "./SubscriptionCard.tsx";
import { PaymentError } from "../../shared/payments/flow/PaymentError.ts";

const PRO: ManagedSubscription = {
  name: "Pro",
  status: "active",
  amountCents: 199_700,
  billingCycle: "yearly",
  currentPeriodStart: "2026-03-01T00:00:00Z",
  currentPeriodEnd: "2027-03-01T00:00:00Z",
  nextBillingDate: "2027-03-01T00:00:00Z",
  cancelAtPeriodEnd: false,
};

function setup(subscription: ManagedSubscription, overrides: Partial<SubscriptionOperations> = {}) {
  const operations: SubscriptionOperations = {
    cancel: vi.fn(() => Promise.resolve({ message: "Scheduled", test_mode: true })),
    reactivate: vi.fn(() => Promise.resolve({ message: "" })),
    updateCard: vi.fn(async ({ stripe, card }) => {
      const saved = await stripe.createPaymentMethod({ type: "card", card });
      if (saved.error) throw new PaymentError("card", saved.error.message ?? "refused", true);
    }),
    ...overrides,
  };
  const notify = vi.fn();
  const onChanged = vi.fn();
  const fake = createFakeStripe();
  const { client } = createTestClient();
  render(
    <TestProviders client={client}>
      <SubscriptionCard
        subscription={subscription}
        operations={operations}
        notify={notify}
        onChanged={onChanged}
        loadStripe={() => Promise.resolve(fake.stripe)}
      />
    </TestProviders>,
  );
  return { user: userEvent.setup(), operations, notify, onChanged };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("SubscriptionCard", () => {
  it("shows the tier, a green status badge, the amount per year, the period and the next billing date", async () => {
    setup(PRO);
    const card = screen.getByRole("article", { name: "Pro" });
    expect(within(card).getByText("ACTIVE")).toBeVisible();
    expect(within(card).getByText("$1,997/year")).toBeVisible();
    expect(within(card).getByText("March 1, 2026 - March 1, 2027")).toBeVisible();
    expect(within(card).getByText("March 1, 2027")).toBeVisible();
    expect(within(card).queryByRole("button", { name: TEXT.reactivateSubscription })).toBeNull();
    expect(await axeViolations(card)).toEqual([]);
  });

  it("shows another status upper-cased, and the cancellation notice with Reactivate instead of Cancel", () => {
    setup({ ...PRO, status: "past_due", cancelAtPeriodEnd: true, nextBillingDate: null });
    expect(screen.getByText("PAST_DUE")).toBeVisible();
    expect(screen.getByText(TEXT.cancellationNotice("March 1, 2027"))).toBeVisible();
    expect(screen.getByRole("button", { name: TEXT.reactivateSubscription })).toBeEnabled();
    expect(screen.queryByRole("button", { name: TEXT.cancelSubscription })).toBeNull();
  });

  it("during a free trial says when it ends and what is charged then (issue 48)", async () => {
    const trial: ManagedSubscription = {
      ...PRO,
      name: "Deal Analyzer Calculator",
      status: "trialing",
      amountCents: 900,
      billingCycle: "monthly",
      currentPeriodEnd: "2026-03-08T00:00:00Z",
      nextBillingDate: "2026-03-08T00:00:00Z",
    };
    setup(trial);
    const card = screen.getByRole("article", { name: "Deal Analyzer Calculator" });
    expect(
      within(card).getByText(
        "Trial ends on March 8, 2026, then $9/month. Cancel before then and you will not be charged.",
      ),
    ).toBeVisible();
    expect(within(card).getByRole("button", { name: TEXT.cancelSubscription })).toBeEnabled();
    expect(await axeViolations(card)).toEqual([]);
  });

  it("says nothing of a trial once the trial is cancelled or for a paid subscription", () => {
    setup({ ...PRO, status: "trialing", cancelAtPeriodEnd: true, nextBillingDate: null });
    expect(screen.queryByText(/^Trial ends on/)).toBeNull();
    expect(screen.getByText(TEXT.cancellationNotice("March 1, 2027"))).toBeVisible();
  });

  it("cancels at period end by default, shows the server's message with [TEST] and refetches after 1 s", async () => {
    const timers = holdTimers(REFETCH_AFTER_CHANGE_MS);
    const { user, operations, notify, onChanged } = setup(PRO);
    await user.click(screen.getByRole("button", { name: TEXT.cancelSubscription }));
    const dialog = await screen.findByRole("alertdialog", { name: TEXT.cancelDialog.title });
    expect(
      within(dialog).getByRole("checkbox", { name: TEXT.cancelDialog.atPeriodEnd }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: TEXT.cancelDialog.confirm }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith("success", "[TEST] Scheduled"));
    expect(operations.cancel).toHaveBeenCalledWith(true);
    await waitFor(() => expect(timers.isHolding()).toBe(true));
    expect(onChanged).not.toHaveBeenCalled();
    act(() => timers.release());
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("cancels immediately once the box is unticked, and keeps the subscription on Keep Subscription", async () => {
    const { user, operations } = setup(PRO);
    await user.click(screen.getByRole("button", { name: TEXT.cancelSubscription }));
    let dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: TEXT.cancelDialog.keep }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(operations.cancel).not.toHaveBeenCalled();
    // No trigger of its own: focus goes back to the button that opened it.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: TEXT.cancelSubscription })).toHaveFocus(),
    );

    await user.click(screen.getByRole("button", { name: TEXT.cancelSubscription }));
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("checkbox", { name: TEXT.cancelDialog.atPeriodEnd }));
    expect(
      within(dialog).getByRole("checkbox", { name: TEXT.cancelDialog.immediately }),
    ).not.toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: TEXT.cancelDialog.confirm }));
    await waitFor(() => expect(operations.cancel).toHaveBeenCalledWith(false));
  });

  it("reactivates with the default message when the server sends none, and reports a failure", async () => {
    const reactivate = vi
      .fn()
      .mockResolvedValueOnce({ message: "" })
      .mockRejectedValueOnce(new SubscriptionProblem(TEXT.reactivateFailed));
    const { user, notify } = setup({ ...PRO, cancelAtPeriodEnd: true }, { reactivate });
    await user.click(screen.getByRole("button", { name: TEXT.reactivateSubscription }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("success", TEXT.reactivated));
    await user.click(screen.getByRole("button", { name: TEXT.reactivateSubscription }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", TEXT.reactivateFailed));
  });

  it("updates the card with the success message; a refused card keeps the dialog open with the provider's words", async () => {
    const { user, notify, onChanged } = setup(PRO);
    await user.click(screen.getByRole("button", { name: TEXT.updatePayment }));
    const dialog = await screen.findByRole("dialog", { name: TEXT.updateDialog.title });
    const box = await within(dialog).findByRole("textbox", { name: "Card number" });
    await user.type(box, TEST_CARDS.declined);
    await user.click(within(dialog).getByRole("button", { name: TEXT.updateDialog.submit }));
    expect(await within(dialog).findByRole("link", { name: DECLINE_MESSAGE })).toBeVisible();
    expect(
      within(dialog).getByRole("group", { name: TEXT.updateDialog.card }),
    ).toHaveAccessibleDescription(DECLINE_MESSAGE);
    expect(notify).toHaveBeenCalledWith("error", DECLINE_MESSAGE);
    expect(await axeViolations(dialog)).toEqual([]);

    await user.clear(box);
    await user.type(box, TEST_CARDS.succeeds);
    await user.click(within(dialog).getByRole("button", { name: TEXT.updateDialog.submit }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("success", TEXT.paymentMethodUpdated));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Issue 50: the new card is asked for at once, so the card on file shows it.
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("lets the 3-D Secure challenge of a card update take focus and keys, then gives focus back", async () => {
    const { user, notify } = setup(PRO, {
      updateCard: vi.fn(async ({ stripe, card }) => {
        const result = await stripe.confirmCardSetup("seti_1_secret_1", {
          payment_method: { card },
        });
        if (result.error) throw new PaymentError("card", result.error.message ?? "refused", true);
      }),
    });
    const opener = screen.getByRole("button", { name: TEXT.updatePayment });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: TEXT.updateDialog.title });
    const box = await within(dialog).findByRole("textbox", { name: "Card number" });
    await user.type(box, TEST_CARDS.authenticates);
    await user.keyboard("{Enter}");
    const challenge = await screen.findByRole("button", { name: CHALLENGE_BUTTON });
    // Without the dialog's leave, its focus trap pulls focus back and <body> swallows clicks.
    await waitFor(() => expect(challenge).toHaveFocus());
    expect(document.body.style.pointerEvents).toBe("auto");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(notify).toHaveBeenCalledWith("success", TEXT.paymentMethodUpdated));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
