import type { AccountPaymentPlan } from "@academy/api";
import { formatMoney } from "@academy/ui";
import { mockPausedPlan, mockUsers } from "@academy/api/mocks";
import { PAYMENT_PLAN_TEXT } from "@academy/widgets";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXT } from "../../pages/AccountPage/accountText.ts";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { ENROL_ACTION_TEXT } from "../EnrolAction/EnrolAction.tsx";
import { PAUSED_COURSE_TEXT as TEXT } from "./pausedCourseText.ts";

const PAUSED: AccountPaymentPlan = mockPausedPlan;

const withPlans = (plans: AccountPaymentPlan[]) => [
  http.get(`${TEST_API}/account/payment-plans`, () => HttpResponse.json(plans)),
  // The paused learner holds no course: the server refuses the course itself.
  http.get(`${TEST_API}/courses/:id`, () =>
    HttpResponse.json({ detail: "You are not enrolled in this course." }, { status: 403 }),
  ),
];

const payButton = () =>
  screen.findByRole("button", {
    name: PAYMENT_PLAN_TEXT.pay(formatMoney(PAUSED.instalment_cents)),
  });

async function noAxeViolations(element: Element) {
  const results = await axe.run(element, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

describe("a course paused by its payment plan (issue 48)", () => {
  it("stays in My Courses, saying which payment is overdue, with the way to pay it", async () => {
    renderApp("/account", { user: mockUsers.newcomer, overrides: withPlans([PAUSED]) });
    const section = await screen.findByRole("region", { name: ACCOUNT_TEXT.courses });
    const item = await within(section).findByRole("listitem");
    expect(within(item).getByRole("heading", { name: PAUSED.name })).toBeVisible();
    expect(within(item).getByText(TEXT.state(3, 4))).toBeVisible();
    expect(
      within(item).getByRole("button", {
        name: PAYMENT_PLAN_TEXT.pay(formatMoney(PAUSED.instalment_cents)),
      }),
    ).toBeEnabled();
    expect(within(section).queryByText(ACCOUNT_TEXT.noCourses)).toBeNull();
    await noAxeViolations(section);
  });

  it("leaves My Courses as it was for someone without a paused plan", async () => {
    renderApp("/account", {
      user: mockUsers.newcomer,
      overrides: withPlans([{ ...PAUSED, status: "active" }]),
    });
    const section = await screen.findByRole("region", { name: ACCOUNT_TEXT.courses });
    expect(await within(section).findByText(ACCOUNT_TEXT.noCourses)).toBeVisible();
    expect(within(section).queryByText(TEXT.state(3, 4))).toBeNull();
  });

  it("turns a sales page's Enroll Now into paying, for a course the paused plan opens", async () => {
    renderApp("/nasclaprep", { user: mockUsers.newcomer, overrides: withPlans([PAUSED]) });
    expect(await payButton()).toBeEnabled();
    expect(screen.getByText(TEXT.state(3, 4))).toBeVisible();
    expect(screen.queryByRole("button", { name: ENROL_ACTION_TEXT.enroll })).toBeNull();
  });

  it("keeps Enroll Now for a signed-in learner without a paused plan, the same button throughout", async () => {
    const { api } = renderApp("/nasclaprep", {
      user: mockUsers.newcomer,
      overrides: withPlans([]),
    });
    const enroll = await screen.findByRole("button", { name: ENROL_ACTION_TEXT.enroll });
    expect(enroll).toBeEnabled();
    // The check loads beside the button rather than replacing it: a button swapped while the
    // enrol modal is open would leave the modal no trigger to give focus back to on Escape.
    await waitFor(() =>
      expect(api.requests.map((request) => new URL(request.url).pathname)).toContain(
        "/api/account/payment-plans",
      ),
    );
    expect(enroll.isConnected).toBe(true);
    expect(screen.getByRole("button", { name: ENROL_ACTION_TEXT.enroll })).toBe(enroll);
    expect(screen.queryByText(TEXT.state(3, 4))).toBeNull();
  });

  it("never asks a guest's plans: Enroll Now as the spec has it", async () => {
    const { api } = renderApp("/nasclaprep", { overrides: withPlans([PAUSED]) });
    expect(await screen.findByRole("button", { name: ENROL_ACTION_TEXT.enroll })).toBeEnabled();
    const asked = api.requests.map((request) => new URL(request.url).pathname);
    expect(asked).not.toContain("/api/account/payment-plans");
  });

  it("says on the course page why it is closed, with the payment and the plan", async () => {
    renderApp("/course/1", { user: mockUsers.newcomer, overrides: withPlans([PAUSED]) });
    expect(await screen.findByRole("heading", { level: 1, name: TEXT.heading })).toBeVisible();
    expect(screen.getByText(TEXT.closed(PAUSED.name))).toBeVisible();
    expect(await payButton()).toBeEnabled();
    expect(screen.getByRole("link", { name: TEXT.planLink })).toHaveAttribute(
      "href",
      "/account#account-payment-plans",
    );
    expect(screen.queryByText("You are not enrolled in this course.")).toBeNull();
    await noAxeViolations(screen.getByTestId("player-message"));
  });
});
