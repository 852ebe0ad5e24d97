import { mockUsers } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { renderApp } from "../../test/renderApp.tsx";

const axeRules = { rules: { "color-contrast": { enabled: false } } };
const page = `/admin/people/${mockUsers.mentee.id}`;

describe("AdminPersonPage", () => {
  it("shows the person's courses, subscriptions, payments, Discord and sessions", async () => {
    const { container } = renderApp(page, { user: mockUsers.admin });
    expect(
      await screen.findByRole("heading", { level: 2, name: mockUsers.mentee.full_name }),
    ).toBeVisible();
    const courses = screen.getByRole("region", { name: TEXT.coursesTitle });
    expect(within(courses).getAllByRole("progressbar").length).toBeGreaterThan(0);
    expect(
      within(courses).getByText(/Module 1 Quiz: best 80% in 2 attempts \(passed\)/),
    ).toBeVisible();
    const money = screen.getByRole("region", { name: TEXT.subscriptions });
    expect(within(money).getByText("Discord Pro")).toBeVisible();
    const access = screen.getByRole("region", { name: TEXT.discord });
    expect(within(access).getByText(/Connected as avery_t/)).toBeVisible();
    const results = await axe.run(container, axeRules);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("refunds a payment only with a reason, once, and shows it refunded", async () => {
    const { user, api } = renderApp(page, { user: mockUsers.admin });
    const money = await screen.findByRole("region", { name: TEXT.subscriptions });
    await user.click(within(money).getByRole("button", { name: /^Refund \$497\.00$/ }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Refund $497.00" });
    await user.click(confirm);
    expect(await within(dialog).findByText(TEXT.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByLabelText(TEXT.refundAmount), "12.345");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Asked by e-mail");
    await user.click(confirm);
    expect(await within(dialog).findByText(TEXT.amountInvalid)).toBeVisible();
    await user.clear(within(dialog).getByLabelText(TEXT.refundAmount));
    const axeResults = await axe.run(dialog, axeRules);
    expect(axeResults.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await within(money).findByText(/Refunded \$497\.00/)).toBeVisible();
    const sent = api.requests.filter((request) => request.url.endsWith("/refund"));
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({
      reason: "Asked by e-mail",
      idempotency_key: expect.stringMatching(/^console-/),
    });
  });

  it("re-syncs the Discord role by keyboard, and the audit log shows it", async () => {
    const { user, location } = renderApp(page, { user: mockUsers.admin });
    const access = await screen.findByRole("region", { name: TEXT.discord });
    within(access).getByRole("button", { name: TEXT.resync }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Role vanished");
    within(dialog).getByRole("button", { name: TEXT.resync }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("link", { name: TEXT.audit }));
    await waitFor(() => expect(location()).toBe("/admin/audit"));
    const table = await screen.findByRole("table", { name: TEXT.auditTitle });
    expect(within(table).getByText("Role vanished")).toBeVisible();
    expect(within(table).getByText("discord.resync")).toBeVisible();
  });
});
