import { mockPausedPlan, mockUsers } from "@academy/api/mocks";
import { formatMoney } from "@academy/ui";
import { PAYMENT_PLAN_TEXT, SUBSCRIPTION_TEXT } from "@academy/widgets";
import {
  CHALLENGE_BUTTON,
  createFakeStripe,
  installFakeStripe,
  TEST_CARDS,
  type FakeStripe,
} from "@academy/widgets/payments-testing";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPANY } from "../../content/company.ts";
import { CONTINUE_COURSE } from "../../content/courseCards.ts";
import { COURSES_SECTION } from "../../content/landing.ts";
import { ACCOUNT_TEXT } from "../../pages/AccountPage/accountText.ts";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { ENROL_ACTION_TEXT } from "../EnrolAction/EnrolAction.tsx";
import { PAYMENT_PLANS_TEXT } from "../PaymentPlans/paymentPlansText.ts";
import { PAUSED_COURSE_TEXT as TEXT } from "./pausedCourseText.ts";

let fake: FakeStripe;
let uninstall = () => {};
beforeEach(() => {
  fake = createFakeStripe();
  uninstall = installFakeStripe(() => fake);
});
afterEach(() => {
  uninstall();
});

/** The newcomer, signed in, whose All In One + Mentorship plan is paused after 2 of 4. */
const paused = {
  user: mockUsers.newcomer,
  paymentPlans: [{ ...mockPausedPlan, email: mockUsers.newcomer.email }],
};
const PAY = PAYMENT_PLAN_TEXT.pay(formatMoney(mockPausedPlan.instalment_cents));
const STATE = TEXT.state(mockPausedPlan.instalments_paid + 1, mockPausedPlan.instalments);

/** Pays the outstanding payment in the dialog the button opens, with the card given. */
async function pay(user: ReturnType<typeof renderApp>["user"], button: HTMLElement, card: string) {
  await user.click(button);
  const dialog = await screen.findByRole("dialog", { name: SUBSCRIPTION_TEXT.updateDialog.title });
  await user.type(await within(dialog).findByRole("textbox", { name: "Card number" }), card);
  await user.keyboard("{Enter}");
}

const asked = (api: ReturnType<typeof renderApp>["api"], path: string) =>
  api.requests.filter((request) => new URL(request.url).pathname === path).length;

/** The house's success toast, in whichever notifications region the page shows it. */
async function toast() {
  const message = await screen.findByText(PAYMENT_PLAN_TEXT.paymentReceived);
  expect(message.closest('[role="region"]')).toHaveAccessibleName(/^Notifications/);
  return message;
}

describe("paying a paused plan (issue 48): the learner's courses, fresh without a reload", () => {
  it("on the sales page: the toast, Go to Course in place of paying, and the home page's cards", async () => {
    const { user, api, location } = renderApp("/nasclaprep", paused);
    const button = await screen.findByRole("button", { name: PAY });
    expect(screen.getByText(STATE)).toBeVisible();
    const userLoads = asked(api, "/api/auth/me");

    await pay(user, button, TEST_CARDS.authenticates);
    await user.click(await screen.findByRole("button", { name: CHALLENGE_BUTTON }));

    expect(await toast()).toBeVisible();
    const play = await screen.findByRole("link", { name: ENROL_ACTION_TEXT.play });
    expect(play).toHaveAttribute("href", "/course/2");
    await waitFor(() => expect(play).toHaveFocus());
    expect(screen.getByText(ENROL_ACTION_TEXT.enrolled)).toBeVisible();
    expect(screen.queryByText(STATE)).toBeNull();
    expect(screen.queryByRole("button", { name: PAY })).toBeNull();
    // The session's user was asked again, by the page that stayed where it was.
    expect(asked(api, "/api/auth/me")).toBe(userLoads + 1);
    expect(location()).toBe("/nasclaprep");
    expect(fake.confirmed).toHaveLength(1);

    // The home page reads the same session: each course the plan opens says Continue course.
    const header = screen.getByRole("banner");
    await user.click(within(header).getByRole("link", { name: COMPANY.shortName }));
    await waitFor(() => expect(location()).toBe("/"));
    const cards = await screen.findByRole("region", { name: COURSES_SECTION.title });
    expect(within(cards).getAllByRole("button", { name: CONTINUE_COURSE })).toHaveLength(3);
  });

  it("on the account page's plan card: My Courses shows the course open, the plan goes on", async () => {
    const { user } = renderApp("/account", paused);
    const courses = await screen.findByRole("region", { name: ACCOUNT_TEXT.courses });
    expect(await within(courses).findByText(STATE)).toBeVisible();
    const plans = await screen.findByRole("region", { name: PAYMENT_PLANS_TEXT.title });

    await pay(user, within(plans).getByRole("button", { name: PAY }), TEST_CARDS.succeeds);

    expect(await toast()).toBeVisible();
    expect(
      await within(courses).findByRole("progressbar", {
        name: ACCOUNT_TEXT.progressOf(mockPausedPlan.name),
      }),
    ).toBeVisible();
    expect(within(courses).queryByText(STATE)).toBeNull();
    expect(within(plans).queryByRole("button", { name: PAY })).toBeNull();
    const results = await axe.run(courses, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("in My Courses itself: the paused card becomes the course with its progress", async () => {
    const { user } = renderApp("/account", paused);
    const courses = await screen.findByRole("region", { name: ACCOUNT_TEXT.courses });
    const item = (await within(courses).findByText(STATE)).closest("li");
    if (!item) throw new Error("the paused course is not in the list");

    await pay(user, within(item).getByRole("button", { name: PAY }), TEST_CARDS.succeeds);

    expect(await toast()).toBeVisible();
    expect(
      await within(courses).findByRole("progressbar", {
        name: ACCOUNT_TEXT.progressOf(mockPausedPlan.name),
      }),
    ).toBeVisible();
    expect(within(courses).queryByText(STATE)).toBeNull();
  });

  it("on the course page: the course itself opens in place of the paused notice", async () => {
    // The mock API serves any course; the server refuses a paused one until it is paid.
    let open = false;
    const { user, location } = renderApp("/course/1", {
      ...paused,
      overrides: [
        http.post(`${TEST_API}/account/payment-plans/:id/payment/confirm`, () => {
          open = true;
        }),
        http.get(`${TEST_API}/courses/:id`, () =>
          open
            ? undefined
            : HttpResponse.json(
                { detail: "You are not enrolled in this course." },
                { status: 403 },
              ),
        ),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: TEXT.heading })).toBeVisible();

    await pay(user, await screen.findByRole("button", { name: PAY }), TEST_CARDS.succeeds);

    expect(await toast()).toBeVisible();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Real Estate Developer Course" }),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { level: 1, name: TEXT.heading })).toBeNull();
    expect(location()).toBe("/course/1");
  });
});
