import { mockCourses, mockPersonDetail, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { PLANS_PANEL_TEXT } from "./plansPanelText.ts";

const meta = {
  title: "Site/Pages/Admin/Person",
  component: SitePage,
  args: { path: `/admin/people/${mockUsers.mentee.id}`, user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "One person's page with the support actions, each confirmed with a reason (issue 47).",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: TEXT.discord }, FIND)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/admin/people/{personId}", never));
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/admin/people/{personId}", ({ response }) =>
        response(404).json({ detail: "Person not found" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXT.personFailed, {}, FIND)).toBeVisible();
  },
};

/**
 * Issue 48: a member whose mentorship plan paused after 2 of 4 payments (and one paid in full):
 * the courses panel marks the course it closed.
 */
export const WithPaymentPlans: Story = {
  beforeEach({ msw }) {
    const person = mockPersonDetail(mockUsers.mentee, mockCourses);
    msw.use(
      siteHttp.get("/admin/people/{personId}", ({ response }) =>
        response(200).json({
          ...person,
          courses: person.courses.map((course) =>
            course.course_id === 3
              ? { ...course, paused: { plan_id: 12, instalments: 4, instalments_paid: 2 } }
              : course,
          ),
          payment_plans: [
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
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole("region", { name: PLANS_PANEL_TEXT.title }, FIND);
    await expect(within(panel).getByText(PLANS_PANEL_TEXT.status.paused)).toBeVisible();
    await expect(within(panel).getByText(PLANS_PANEL_TEXT.pausedNote)).toBeVisible();
    const courses = canvas.getByRole("region", { name: TEXT.coursesTitle });
    await expect(within(courses).getByText(PLANS_PANEL_TEXT.coursePaused(3, 4))).toBeVisible();
  },
};
