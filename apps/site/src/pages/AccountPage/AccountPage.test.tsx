import { PAYMENT_PLAN_TEXT, SUBSCRIPTION_TEXT } from "@academy/widgets";
import { formatMoney } from "@academy/ui";
import { http, HttpResponse } from "msw";
import { TEST_API } from "../../test/mockApi.ts";
import { PAYMENT_PLANS_TEXT } from "../../components/PaymentPlans/paymentPlansText.ts";
import { mockPausedPlan, mockUsers } from "@academy/api/mocks";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/renderApp.tsx";
import { holdTimers } from "../../test/timers.ts";
import { PAYMENT_HISTORY_TEXT } from "../../components/PaymentHistory/paymentHistoryText.ts";
import { ACCOUNT_TEXT as TEXT } from "./accountText.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("AccountPage", () => {
  it("asks a visitor to sign in", async () => {
    const { user, location } = renderApp("/account");
    expect(await screen.findByText(TEXT.signedOut)).toBeVisible();
    await user.click(within(screen.getByRole("main")).getByRole("button", { name: TEXT.signIn }));
    await waitFor(() => expect(location()).toBe("/account?loginModal=true"));
  });

  it("shows the profile, the courses with progress, every subscription and the payments", async () => {
    const { user, api } = renderApp("/account", { user: mockUsers.admin });
    await screen.findByRole("heading", { level: 1, name: "My Account" });
    expect(await screen.findByText(mockUsers.admin.email)).toBeVisible();

    const subscriptions = await screen.findAllByRole("article");
    expect(subscriptions.length).toBeGreaterThan(0);
    const calculator = await screen.findByRole("article", { name: "Deal Analyzer Calculator" });
    expect(within(calculator).getByText("$90/year")).toBeVisible();
    expect(within(calculator).getByText("VISA ending in 4242, expires 12/34")).toBeVisible();

    const table = await screen.findByRole("table", { name: PAYMENT_HISTORY_TEXT.title });
    expect(within(table).getByText("Deal Analyzer Calculator (yearly)")).toBeVisible();
    expect(within(table).getByText("$997.00")).toBeVisible();
    // "Emailed" only where a receipt mail went out (the mocks: the invoice, not the course).
    expect(within(table).getByText("R-000002 · Emailed")).toBeVisible();
    expect(within(table).getByText("R-000001")).toBeVisible();
    expect(
      within(table).getByRole("button", { name: "Download PDF receipt R-000001" }),
    ).toBeEnabled();
    // A plan change's receipt: its lines as paid, and the refund with the net.
    const lines = within(table).getByRole("list", {
      name: PAYMENT_HISTORY_TEXT.linesLabel("R-000000"),
    });
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Unused time on Discord Community (monthly) -$97.00",
      "Discord Pro (yearly) $1,997.00",
      "Credit applied -$100.00",
    ]);
    expect(within(table).getByText("$1,800.00")).toBeVisible();
    expect(within(table).getByText(PAYMENT_HISTORY_TEXT.refunded("-$300.00"))).toBeVisible();
    expect(within(table).getByText(PAYMENT_HISTORY_TEXT.net("$1,500.00"))).toBeVisible();
    // A single-line receipt lists no lines: its description is the line.
    expect(within(table).getAllByRole("list")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: TEXT.changePassword }));
    expect(await screen.findByText(TEXT.passwordLinkSent(mockUsers.admin.email))).toBeVisible();
    const sent = api.requests.find((request) => request.url.endsWith("/forgot-password"));
    expect(await sent?.json()).toEqual({ email: mockUsers.admin.email, originPage: "/account" });
  });

  it("shows each enrolled course's progress and the Discord membership", async () => {
    renderApp("/account", { user: mockUsers.mentee });
    const bars = await screen.findAllByRole("progressbar");
    expect(bars.length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: TEXT.openCourse })[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/course\/\d+$/),
    );
    const discord = await screen.findByRole("article", { name: "Discord Pro" });
    expect(within(discord).getByText("$197/month")).toBeVisible();
    // A member is offered Discord's controls (issue 50).
    expect(await screen.findByRole("link", { name: "Connect Discord" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Send a new invite" })).toBeVisible();
  });

  it("offers Connect Discord and a new invite to nobody without a Discord membership", async () => {
    renderApp("/account", { user: mockUsers.admin });
    await screen.findByRole("article", { name: "Deal Analyzer Calculator" });
    expect(screen.queryByRole("heading", { name: "Discord" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Connect Discord" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send a new invite" })).toBeNull();
  });

  it("cancels a subscription through the portal's card and shows the notice after the refetch", async () => {
    const timers = holdTimers(1000);
    const { user, api } = renderApp("/account", { user: mockUsers.admin });
    const card = await screen.findByRole("article", { name: "Deal Analyzer Calculator" });
    await user.click(
      within(card).getByRole("button", { name: SUBSCRIPTION_TEXT.cancelSubscription }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "We're sad to see you go" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel Subscription" }));
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.url.includes("/cancel?cancel_at_period_end=true")),
      ).toBe(true),
    );
    await waitFor(() => expect(timers.isHolding()).toBe(true));
    act(() => timers.release());
    expect(
      await within(card).findByText(SUBSCRIPTION_TEXT.cancellationNotice("March 1, 2027")),
    ).toBeVisible();
  });

  describe("payment plans (issue 48)", () => {
    // The shared paused plan, with the card it was paid by (the portal's "Pay with another card").
    const PLAN = {
      ...mockPausedPlan,
      card: { brand: "visa", last4: "0341", exp_month: 12, exp_year: 2034 },
    };

    it("shows no payment plans section to someone without a plan", async () => {
      renderApp("/account", { user: mockUsers.admin });
      await screen.findByRole("table", { name: PAYMENT_HISTORY_TEXT.title });
      expect(screen.queryByRole("heading", { name: PAYMENT_PLANS_TEXT.title })).toBeNull();
    });

    it("shows a plan: paid so far, what is left, and the way to pay a paused plan", async () => {
      renderApp("/account", {
        user: mockUsers.admin,
        overrides: [http.get(`${TEST_API}/account/payment-plans`, () => HttpResponse.json([PLAN]))],
      });
      const section = await screen.findByRole("region", { name: PAYMENT_PLANS_TEXT.title });
      const card = within(section).getByRole("article", {
        name: PAYMENT_PLAN_TEXT.heading("All In One + Mentorship"),
      });
      expect(within(card).getByText(PAYMENT_PLAN_TEXT.paidOf(2, 4, "$2,498.50"))).toBeVisible();
      expect(within(card).getByText("PAUSED")).toBeVisible();
      expect(
        within(card).getByRole("button", {
          name: PAYMENT_PLAN_TEXT.pay(formatMoney(PLAN.instalment_cents)),
        }),
      ).toBeEnabled();
    });
  });
});
