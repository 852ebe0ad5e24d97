import type { AdminPerson } from "@academy/api";
import { formatMoney } from "@academy/ui";
import { mockCourses, mockPersonDetail, mockUsers } from "@academy/api/mocks";
import { screen, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { PLANS_PANEL_TEXT as TEXT } from "./plansPanelText.ts";

const PLANS: NonNullable<AdminPerson["payment_plans"]> = [
  {
    id: 12,
    course_id: 3,
    course_name: "All In One + Mentorship",
    status: "paused",
    instalments: 4,
    instalments_paid: 2,
    instalment_cents: 124_925,
    next_payment_date: null,
  },
  {
    id: 5,
    course_id: 2,
    course_name: "General Contractor Licensing Course",
    status: "completed",
    instalments: 4,
    instalments_paid: 4,
    instalment_cents: 24_925,
    next_payment_date: null,
  },
];

function renderPerson(plans: AdminPerson["payment_plans"]) {
  const person = { ...mockPersonDetail(mockUsers.mentee, mockCourses), payment_plans: plans };
  return renderApp(`/admin/people/${mockUsers.mentee.id}`, {
    user: mockUsers.admin,
    overrides: [http.get(`${TEST_API}/admin/people/:id`, () => HttpResponse.json(person))],
  });
}

describe("the person page's payment plans (issue 48)", () => {
  it("lists each plan: course, payments made of how many, state and what a pause means", async () => {
    const { container } = renderPerson(PLANS);
    const panel = await screen.findByRole("region", { name: TEXT.title });
    const items = within(panel).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [paused, ended] = items.map((item) => within(item));
    expect(paused?.getByText("All In One + Mentorship")).toBeVisible();
    expect(paused?.getByText(TEXT.status.paused)).toBeVisible();
    expect(
      paused?.getByText(TEXT.paidOf(2, 4, formatMoney(PLANS[0]?.instalment_cents ?? 0))),
    ).toBeVisible();
    expect(paused?.getByText(TEXT.pausedNote)).toBeVisible();
    expect(ended?.getByText(TEXT.status.completed)).toBeVisible();
    expect(ended?.queryByText(TEXT.pausedNote)).toBeNull();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("says when an active plan's next payment is taken", async () => {
    const [plan] = PLANS;
    if (!plan) throw new Error("fixture");
    renderPerson([{ ...plan, status: "active", next_payment_date: "2027-03-07T12:00:00Z" }]);
    const panel = await screen.findByRole("region", { name: TEXT.title });
    expect(within(panel).getByText(TEXT.status.active)).toBeVisible();
    const next = new Date("2027-03-07T12:00:00Z").toLocaleDateString();
    expect(within(panel).getByText(new RegExp(`next ${next.replace(/\//g, "\\/")}`))).toBeVisible();
  });

  it("shows no panel for someone without a plan", async () => {
    renderPerson([]);
    expect(
      await screen.findByRole("heading", { level: 2, name: mockUsers.mentee.full_name }),
    ).toBeVisible();
    expect(screen.queryByRole("region", { name: TEXT.title })).toBeNull();
  });
});
