import { mockUsers } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { renderApp } from "../../test/renderApp.tsx";

describe("AdminMetricsPage", () => {
  it("refuses a learner without loading the dashboard's figures", async () => {
    const { api } = renderApp("/admin/metrics", { user: mockUsers.student });
    expect(await screen.findByText(TEXT.adminRequired)).toBeVisible();
    expect(api.requests.some((request) => request.url.includes("/admin/metrics"))).toBe(false);
  });

  it("draws each chart with a table of the same figures, and regroups by week", async () => {
    const { user, api, location, container } = renderApp("/admin/metrics", {
      user: mockUsers.admin,
    });
    expect(await screen.findByRole("img", { name: TEXT.revenueChart })).toBeVisible();
    const revenue = screen.getByRole("table", { name: TEXT.revenue });
    expect(within(revenue).getAllByRole("row").length).toBeGreaterThan(2);
    // 2026-11-17: $994.00 gross for course 1, $497.00 back, $497.00 net.
    const first = within(revenue).getAllByRole("row")[1];
    expect(
      first &&
        within(first)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
    ).toEqual(["2026-11-17", "course:1", "$497.00", "$497.00", "$0.00"]);
    const plans = screen.getByRole("table", { name: TEXT.plans });
    expect(within(plans).getByText("4.0%")).toBeVisible();
    const quizzes = screen.getByRole("table", { name: TEXT.quizzes });
    expect(within(quizzes).getByText("76.0%")).toBeVisible();
    expect(screen.getByRole("img", { name: /Learners who completed each lesson/ })).toBeVisible();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await user.selectOptions(screen.getByLabelText(TEXT.granularity), "week");
    await user.click(screen.getByRole("button", { name: TEXT.show }));
    await waitFor(() => expect(location()).toBe("/admin/metrics?granularity=week"));
    await waitFor(() =>
      expect(api.requests.some((request) => request.url.endsWith("granularity=week"))).toBe(true),
    );
  });

  it("refuses a period that runs backwards, with a clear message", async () => {
    const { user } = renderApp("/admin/metrics", { user: mockUsers.admin });
    await user.type(await screen.findByLabelText(TEXT.from), "2026-05-01");
    await user.type(screen.getByLabelText(TEXT.to), "2026-04-01");
    await user.click(screen.getByRole("button", { name: TEXT.show }));
    expect(await screen.findByText(TEXT.rangeInvalid)).toBeVisible();
  });

  it("clicks through from a course's enrolments to the people behind them", async () => {
    const { user, location } = renderApp("/admin/metrics", { user: mockUsers.admin });
    const courses = await screen.findByRole("table", { name: TEXT.enrolments });
    const firstCourse = within(courses).getAllByRole("row")[1];
    if (!firstCourse) throw new Error("no course row");
    const name = within(firstCourse).getAllByRole("cell")[0]?.textContent ?? "";
    await user.click(within(firstCourse).getAllByRole("link")[0] as HTMLElement);
    await waitFor(() =>
      expect(location()).toMatch(/^\/admin\/people\?figure=enrolled&course_id=\d+/),
    );
    expect(
      await screen.findByText(TEXT.peopleBehind(`Enrolled · ${name}`), { exact: false }),
    ).toBeVisible();
    const list = await screen.findByRole("list", { name: TEXT.people });
    expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(0);
    await user.click(screen.getByRole("link", { name: TEXT.everyone }));
    await waitFor(() => expect(location()).toBe("/admin/people"));
    expect(screen.queryByText(/People behind:/)).toBeNull();
  });
});
