import { PAYMENT_PLAN_TEXT, SUBSCRIPTION_TEXT } from "@academy/widgets";
import { MOCK_PASSWORD, mockUsers } from "@academy/api/mocks";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { holdTimers } from "../../test/timers.ts";
import { PORTAL_TEXT as TEXT } from "./portalText.ts";

const heading = () => screen.findByRole("heading", { level: 1, name: TEXT.heading });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ManageSubscriptionPage", () => {
  it("has the portal header with its links; Discord opens in a new tab", async () => {
    renderApp("/manage-subscription");
    await heading();
    expect(screen.getByText(TEXT.brand)).toBeVisible();
    expect(screen.getByText(TEXT.brandTagline)).toBeVisible();
    const nav = screen.getByRole("navigation", { name: TEXT.navLabel });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Leadership" })).toHaveAttribute(
      "href",
      "/#leadership",
    );
    expect(within(nav).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
    const discord = within(nav).getByRole("link", { name: /^Discord/ });
    expect(discord).toHaveAttribute("href", "/discord");
    expect(discord).toHaveAttribute("target", "_blank");
    expect(within(nav).getByRole("link", { name: "Academy" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\//),
    );
  });

  it("signs in with the help text, refuses a wrong password with the spec's message, then shows the card", async () => {
    const { user } = renderApp("/manage-subscription");
    await heading();
    expect(screen.getByText(TEXT.passwordHelp)).toBeVisible();
    expect(screen.getByText(TEXT.noticeHelp)).toBeVisible();
    const submit = screen.getByRole("button", { name: TEXT.submit });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), mockUsers.mentee.email);
    await user.type(screen.getByLabelText(/^Password/), "   ");
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), "wrong");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT.loginFailed);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), MOCK_PASSWORD);
    await user.click(screen.getByRole("button", { name: TEXT.submit }));
    expect(await screen.findByText(TEXT.loggedIn)).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Pro" });
    expect(within(card).getByText("ACTIVE")).toBeVisible();
    expect(within(card).getByText("$197/month")).toBeVisible();
    expect(within(card).getByText("March 1, 2026 - April 1, 2026")).toBeVisible();
  });

  it("cancels at period end, refetches 1 s later to show the notice and Reactivate, then signs out", async () => {
    const timers = holdTimers(1000);
    const { user } = renderApp("/manage-subscription", { user: mockUsers.mentee, testMode: true });
    const card = await screen.findByRole("article", { name: "Pro" });
    await user.click(
      within(card).getByRole("button", { name: SUBSCRIPTION_TEXT.cancelSubscription }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "We're sad to see you go" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel Subscription" }));
    expect(
      await screen.findByText(
        "[TEST] Subscription will be cancelled at the end of the billing period",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(timers.isHolding()).toBe(true));
    expect(screen.queryByText(/Your subscription will be cancelled on/)).toBeNull();
    act(() => timers.release());
    expect(
      await screen.findByText(SUBSCRIPTION_TEXT.cancellationNotice("April 1, 2026")),
    ).toBeVisible();
    expect(
      within(card).getByRole("button", { name: SUBSCRIPTION_TEXT.reactivateSubscription }),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: TEXT.signOut }));
    expect(await screen.findByRole("button", { name: TEXT.submit })).toBeDisabled();
    expect(screen.getByLabelText(/^Password/)).toHaveValue("");
  });

  it("tells a member without a subscription so", async () => {
    renderApp("/manage-subscription", { user: mockUsers.student });
    expect(await screen.findAllByText(TEXT.noSubscription)).not.toHaveLength(0);
    // Issue 50: Discord's controls come with a membership.
    expect(screen.queryByRole("heading", { name: "Discord" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Connect Discord" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send a new invite" })).toBeNull();
    expect(screen.getByRole("button", { name: TEXT.signOut })).toBeVisible();
  });

  it("shows someone without a membership an account still connected, with Disconnect only (issue 50)", async () => {
    const stillConnected = http.get(`${TEST_API}/discord/connection`, () =>
      HttpResponse.json({
        connected: true,
        discord_user_id: "200000000000000009",
        username: "former_member",
        role: { tier: "pro", action: "remove", state: "done", error: null },
      }),
    );
    renderApp("/manage-subscription", { user: mockUsers.student, overrides: [stillConnected] });
    const panel = await screen.findByRole("region", { name: "Discord" });
    expect(within(panel).getByText("Connected as former_member")).toBeVisible();
    expect(within(panel).getByText("Pro role removed")).toBeVisible();
    expect(within(panel).getByRole("button", { name: "Disconnect" })).toBeVisible();
    expect(within(panel).queryByRole("link", { name: "Connect another account" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Send a new invite" })).toBeNull();
  });

  it("shows a member's course payment plan beside the membership (issue 48), none without one", async () => {
    const plan = {
      id: 4,
      course_id: 3,
      name: "All In One + Mentorship",
      status: "past_due",
      instalments: 4,
      instalments_paid: 1,
      instalment_cents: 124_925,
      paid_cents: 124_925,
      remaining_cents: 374_775,
      currency: "usd",
      next_payment_date: null,
      card: null,
    };
    renderApp("/manage-subscription", {
      user: mockUsers.mentee,
      overrides: [http.get(`${TEST_API}/account/payment-plans`, () => HttpResponse.json([plan]))],
    });
    const region = await screen.findByRole("region", { name: "Payment plans" });
    const card = within(region).getByRole("article", {
      name: PAYMENT_PLAN_TEXT.heading(plan.name),
    });
    expect(within(card).getByText("PAYMENT FAILED")).toBeVisible();
    expect(within(card).getByText(PAYMENT_PLAN_TEXT.pastDueNotice)).toBeVisible();
    expect(await screen.findByRole("article", { name: "Pro" })).toBeVisible();
  });

  it("keeps the spec's portal for a member without a plan", async () => {
    renderApp("/manage-subscription", { user: mockUsers.mentee });
    expect(await screen.findByRole("article", { name: "Pro" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Payment plans" })).toBeNull();
  });
});
