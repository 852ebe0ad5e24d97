import { mockUsers } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { renderApp } from "../../test/renderApp.tsx";

describe("AdminAuditPage", () => {
  it("refuses a learner", async () => {
    renderApp("/admin/audit", { user: mockUsers.student });
    expect(await screen.findByText(TEXT.adminRequired)).toBeVisible();
  });

  it("filters by person and action, in the address, and rejects a malformed filter", async () => {
    const { user, location, container, api } = renderApp("/admin/audit", { user: mockUsers.admin });
    expect(await screen.findByText(TEXT.noEntries)).toBeVisible();
    const form = screen.getByRole("form", { name: TEXT.filter });
    await user.type(within(form).getByLabelText(TEXT.auditPerson), "abc");
    await user.click(within(form).getByRole("button", { name: TEXT.filter }));
    expect(await screen.findByText(/1 to 9 digits/)).toBeVisible();
    await user.clear(within(form).getByLabelText(TEXT.auditPerson));
    await user.type(within(form).getByLabelText(TEXT.auditPerson), "2");
    await user.type(within(form).getByLabelText(TEXT.auditAction), "payment.refund");
    await user.click(within(form).getByRole("button", { name: TEXT.filter }));
    await waitFor(() => expect(location()).toBe("/admin/audit?person_id=2&action=payment.refund"));
    await waitFor(() =>
      expect(
        api.requests.some((request) =>
          request.url.endsWith("/admin/audit?person_id=2&action=payment.refund&limit=100"),
        ),
      ).toBe(true),
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
