import { createMockHandlers, mockPausedPlan, mockUsers } from "@academy/api/mocks";
import { formatMoney } from "@academy/ui";
import { PAYMENT_PLAN_TEXT, SUBSCRIPTION_TEXT } from "@academy/widgets";
import { createFakeStripe, installFakeStripe, TEST_CARDS } from "@academy/widgets/payments-testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, screen, userEvent, within } from "storybook/test";
import { ENROL_ACTION_TEXT } from "../EnrolAction/EnrolAction.tsx";
import { FIND, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { PAUSED_COURSE_TEXT as TEXT } from "./pausedCourseText.ts";

/** All In One + Mentorship, paused after 2 of 4 payments: courses 1 to 3 are closed. */
const pausedPlans = siteHttp.get("/account/payment-plans", ({ response }) =>
  response(200).json([mockPausedPlan]),
);

const meta = {
  title: "Site/Components/PausedCourse",
  component: SitePage,
  args: { path: "/account", user: mockUsers.newcomer },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "Issue 48: a course closed by a paused payment plan, where the learner looks for it: " +
          "My Courses, the sales page's action, and the course page.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers(pausedPlans));
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InMyCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TEXT.state(3, 4), {}, FIND)).toBeVisible();
  },
};

export const OnTheSalesPage: Story = {
  args: { path: "/nasclaprep" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TEXT.state(3, 4), {}, FIND)).toBeVisible();
  },
};

export const OnTheCoursePage: Story = {
  args: { path: "/course/1" },
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/courses/{id}", ({ response }) =>
        response(403).json({ detail: "You are not enrolled in this course." }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: TEXT.heading }, FIND),
    ).toBeVisible();
  },
};

/**
 * Paid on the sales page: the success toast, and Go to Course (focused) where paying was, the
 * session refreshed without a reload or a move to another page.
 */
export const PaidOnTheSalesPage: Story = {
  args: { path: "/nasclaprep" },
  beforeEach({ msw }) {
    // The mock API's own books: the plan paused, until the payment opens its courses.
    msw.use(
      ...createMockHandlers({
        baseUrl: "/api",
        paymentPlans: [{ ...mockPausedPlan, email: mockUsers.newcomer.email }],
      }),
    );
    const fake = createFakeStripe();
    return installFakeStripe(() => fake);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = PAYMENT_PLAN_TEXT.pay(formatMoney(mockPausedPlan.instalment_cents));
    await userEvent.click(await canvas.findByRole("button", { name: pay }, FIND));
    // The dialog is portalled to the document's body, outside the story's canvas.
    const dialog = await screen.findByRole(
      "dialog",
      { name: SUBSCRIPTION_TEXT.updateDialog.title },
      FIND,
    );
    await userEvent.type(
      await within(dialog).findByRole("textbox", { name: "Card number" }, FIND),
      TEST_CARDS.succeeds,
    );
    await userEvent.keyboard("{Enter}");
    const play = await canvas.findByRole("link", { name: ENROL_ACTION_TEXT.play }, FIND);
    await expect(play).toBeVisible();
    await expect(
      await screen.findByText(PAYMENT_PLAN_TEXT.paymentReceived, {}, FIND),
    ).toBeVisible();
  },
};
