import { mockDiscordSubscription, mockUsers } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse, type HttpHandler } from "msw";
import { describe, expect, it } from "vitest";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { CHANGE_PLAN_TEXT as TEXT } from "./changePlanText.ts";

async function openDialog(overrides: HttpHandler[] = []) {
  const view = renderApp("/manage-subscription", {
    user: mockUsers.mentee,
    testMode: true,
    overrides,
  });
  const card = await screen.findByRole("article", { name: "Pro" });
  await view.user.click(within(card).getByRole("button", { name: TEXT.open }));
  const dialog = await screen.findByRole("dialog", { name: TEXT.title });
  return { ...view, card, dialog: within(dialog) };
}

describe("ChangePlan in the portal", () => {
  it("offers only another plan, previews it with the focus on the preview, goes back with the choice kept", async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getByRole("radio", { name: "Pro" })).toBeChecked();
    expect(dialog.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(dialog.getByText(TEXT.samePlan)).toBeVisible();
    expect(dialog.getByRole("button", { name: TEXT.seePrice })).toBeDisabled();

    await user.click(dialog.getByRole("radio", { name: "Yearly" }));
    await user.click(dialog.getByRole("button", { name: TEXT.seePrice }));
    const heading = await dialog.findByRole("heading", { name: "Switch to Pro (yearly)" });
    await waitFor(() => expect(heading).toHaveFocus());
    // The mock's period is over, so nothing is unused: the whole yearly price is due today.
    expect(await dialog.findByText(TEXT.dueNow)).toBeVisible();
    expect(dialog.getByText("$1,997.00/year")).toBeVisible();
    expect(dialog.getByText("$1,997.00")).toBeVisible();

    await user.click(dialog.getByRole("button", { name: TEXT.back }));
    expect(dialog.getByRole("radio", { name: "Yearly" })).toBeChecked();
  });

  it("confirms the change: the server's message, and the card shows the new tier", async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole("radio", { name: "Community" }));
    await user.click(dialog.getByRole("button", { name: TEXT.seePrice }));
    await user.click(await dialog.findByRole("button", { name: TEXT.confirm }));
    expect(
      await screen.findByText("[TEST] Your plan is now Discord Community (monthly)."),
    ).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Community" })).toBeVisible();
    expect(screen.queryByRole("dialog", { name: TEXT.title })).toBeNull();
  });

  it("says when a change lifts a scheduled cancellation, in the preview and the result", async () => {
    const { user, dialog } = await openDialog([
      http.post(`${TEST_API}/discord/change-plan/:id/preview`, () =>
        HttpResponse.json({
          tier: "community",
          billing_cycle: "monthly",
          amount_cents: 9_700,
          due_now_cents: 0,
          credit_cents: 5_000,
          next_charge_date: "2026-04-01T00:00:00.000Z",
          next_charge_cents: 4_700,
          currency: "usd",
          cancellation_lifted: true,
        }),
      ),
      http.post(`${TEST_API}/discord/change-plan/:id`, () =>
        HttpResponse.json({
          message:
            "Your plan is now Discord Community (monthly). Your membership was set to end with this period; it now renews instead.",
          test_mode: true,
          cancellation_lifted: true,
          subscription: { ...mockDiscordSubscription, tier: "community", amount_cents: 9_700 },
        }),
      ),
    ]);
    await user.click(dialog.getByRole("radio", { name: "Community" }));
    await user.click(dialog.getByRole("button", { name: TEXT.seePrice }));
    expect(await dialog.findByText(TEXT.cancellationLifted)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: TEXT.confirm }));
    expect(
      await screen.findByText(
        "[TEST] Your plan is now Discord Community (monthly). Your membership was set to end with this period; it now renews instead.",
      ),
    ).toBeInTheDocument();
  });

  it("sends the preview's instant back with the change, so it is priced as shown", async () => {
    let sent: unknown = null;
    const { user, dialog } = await openDialog([
      http.post(`${TEST_API}/discord/change-plan/:id/preview`, () =>
        HttpResponse.json({
          tier: "community",
          billing_cycle: "monthly",
          amount_cents: 9_700,
          due_now_cents: 0,
          credit_cents: 9_999,
          next_charge_date: "2026-04-01T00:00:00.000Z",
          next_charge_cents: 0,
          currency: "usd",
          cancellation_lifted: false,
          priced_at: 1_780_000_000,
        }),
      ),
      http.post(`${TEST_API}/discord/change-plan/:id`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: "Your plan is now Discord Community (monthly).",
          subscription: { ...mockDiscordSubscription, tier: "community", amount_cents: 9_700 },
        });
      }),
    ]);
    await user.click(dialog.getByRole("radio", { name: "Community" }));
    await user.click(dialog.getByRole("button", { name: TEXT.seePrice }));
    expect(await dialog.findByText("$99.99")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: TEXT.confirm }));
    await waitFor(() =>
      expect(sent).toEqual({
        tier: "community",
        billing_cycle: "monthly",
        priced_at: 1_780_000_000,
      }),
    );
  });

  it("says nothing of a cancellation when none was scheduled", async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole("radio", { name: "Community" }));
    await user.click(dialog.getByRole("button", { name: TEXT.seePrice }));
    expect(await dialog.findByRole("button", { name: TEXT.confirm })).toBeVisible();
    expect(dialog.queryByText(TEXT.cancellationLifted)).toBeNull();
  });

  it("says why the server refused, and keeps the dialog open to go back", async () => {
    const { user, dialog } = await openDialog([
      http.post(`${TEST_API}/discord/change-plan/:id`, () =>
        HttpResponse.json({ detail: "Your card was declined." }, { status: 402 }),
      ),
    ]);
    await user.click(dialog.getByRole("radio", { name: "Community" }));
    await user.click(dialog.getByRole("button", { name: TEXT.seePrice }));
    await user.click(await dialog.findByRole("button", { name: TEXT.confirm }));
    expect(await dialog.findByText("Your card was declined.")).toBeVisible();
    expect(dialog.getByRole("button", { name: TEXT.back })).toBeEnabled();
  });

  it("works by keyboard alone: arrows pick the plan, Enter previews and confirms", async () => {
    const { user, dialog } = await openDialog();
    const pro = dialog.getByRole("radio", { name: "Pro" });
    pro.focus();
    await user.keyboard("{ArrowRight}");
    expect(dialog.getByRole("radio", { name: "Community" })).toHaveFocus();
    await user.keyboard(" ");
    expect(dialog.getByRole("radio", { name: "Community" })).toBeChecked();
    await user.tab();
    await user.tab();
    expect(dialog.getByRole("button", { name: TEXT.seePrice })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(dialog.getByRole("heading", { name: "Switch to Community (monthly)" })).toHaveFocus(),
    );
    const confirm = await dialog.findByRole("button", { name: TEXT.confirm });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(
      await screen.findByText("[TEST] Your plan is now Discord Community (monthly)."),
    ).toBeInTheDocument();
  });
});
