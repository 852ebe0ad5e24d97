import { mockUsers } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { renderApp } from "../../test/renderApp.tsx";

const axeRules = { rules: { "color-contrast": { enabled: false } } };

describe("AdminPeoplePage", () => {
  it.each([
    ["a guest", null],
    ["a learner", mockUsers.student],
  ])("tells %s that admin access is required and asks the API for nobody", async (_, who) => {
    const { api } = renderApp("/admin/people", { user: who });
    expect(await screen.findByText(TEXT.adminRequired)).toBeVisible();
    expect(screen.queryByRole("search")).toBeNull();
    expect(api.requests.some((request) => request.url.includes("/admin/people"))).toBe(false);
  });

  it("finds a person by name and opens their page, by keyboard alone", async () => {
    const { user, location, container } = renderApp("/admin/people", { user: mockUsers.admin });
    const box = await screen.findByRole("searchbox", { name: TEXT.search });
    await user.click(box);
    await user.keyboard("avery{Enter}");
    await waitFor(() => expect(location()).toBe("/admin/people?q=avery"));
    const list = await screen.findByRole("list", { name: TEXT.people });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).getByText(mockUsers.mentee.email)).toBeVisible();
    const results = await axe.run(container, axeRules);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    within(list).getByRole("link", { name: mockUsers.mentee.full_name }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe(`/admin/people/${mockUsers.mentee.id}`));
    expect(
      await screen.findByRole("heading", { level: 2, name: mockUsers.mentee.full_name }),
    ).toBeVisible();
  });

  it("says so when no one matches", async () => {
    renderApp("/admin/people?q=nobody-at-all", { user: mockUsers.admin });
    expect(await screen.findByText(TEXT.noPeople)).toBeVisible();
  });
});
