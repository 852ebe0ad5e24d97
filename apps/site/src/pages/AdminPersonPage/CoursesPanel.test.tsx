import type { AdminPerson } from "@academy/api";
import { mockCourses, mockPersonDetail, mockUsers } from "@academy/api/mocks";
import { screen, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { ADMIN_CONSOLE_TEXT } from "../../lib/adminConsoleText.ts";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { PLANS_PANEL_TEXT as TEXT } from "./plansPanelText.ts";

type Course = AdminPerson["courses"][number];

/** The mentee's page, their one course (All In One + Mentorship) as `change` makes it. */
function renderPerson(change: Partial<Course>) {
  const person = mockPersonDetail(mockUsers.mentee, mockCourses);
  const courses = person.courses.map((course) => ({ ...course, ...change }));
  return renderApp(`/admin/people/${mockUsers.mentee.id}`, {
    user: mockUsers.admin,
    overrides: [
      http.get(`${TEST_API}/admin/people/:id`, () => HttpResponse.json({ ...person, courses })),
    ],
  });
}

const coursesPanel = () => screen.findByRole("region", { name: ADMIN_CONSOLE_TEXT.coursesTitle });

describe("the person page's courses panel: a course closed by a paused plan (issue 48)", () => {
  it("marks the course paused, with the payment that is due", async () => {
    const { container } = renderPerson({
      source: "payment",
      paused: { plan_id: 12, instalments: 4, instalments_paid: 2 },
    });
    const panel = await coursesPanel();
    const [course] = within(panel).getAllByRole("listitem");
    if (!course) throw new Error("the course is not listed");
    expect(within(course).getByText("All In One + Mentorship")).toBeVisible();
    expect(within(course).getByText(TEXT.coursePaused(3, 4))).toBeVisible();
    expect(within(course).getByText(ADMIN_CONSOLE_TEXT.viaPayment)).toBeVisible();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("marks nothing on an open course, nor on an answer without the field", async () => {
    for (const change of [{ paused: null }, {}]) {
      const { unmount } = renderPerson(change);
      const panel = await coursesPanel();
      expect(within(panel).getByText("All In One + Mentorship")).toBeVisible();
      expect(within(panel).queryByText(new RegExp(`^${TEXT.status.paused}:`))).toBeNull();
      unmount();
    }
  });
});
