import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { FIND, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { PAUSED_COURSE_TEXT as TEXT } from "./pausedCourseText.ts";

/** All In One + Mentorship, paused after 2 of 4 payments: courses 1 to 3 are closed. */
const pausedPlans = siteHttp.get("/account/payment-plans", ({ response }) =>
  response(200).json([
    {
      id: 9,
      course_id: 3,
      opens_course_ids: [1, 2, 3],
      name: "All In One + Mentorship",
      status: "paused",
      instalments: 4,
      instalments_paid: 2,
      instalment_cents: 124_925,
      paid_cents: 249_850,
      remaining_cents: 249_850,
      currency: "usd",
      next_payment_date: null,
      card: null,
    },
  ]),
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
