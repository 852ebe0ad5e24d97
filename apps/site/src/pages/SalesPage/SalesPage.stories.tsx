import { createMockHandlers, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, within } from "storybook/test";
import { FIND, OVERLAY_OPEN_A11Y, siteHandlers, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Pages/Sales pages",
  component: SitePage,
  args: { path: "/nasclaprep" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "`/nasclaprep` (course 2) and `/redevelopment` (course 1), academy.md §2 and §9: price, " +
          "figures, the 9-module curriculum, the enrol modal (its payment states are in " +
          "Widgets/Enrol modal) and the play button for enrolled users.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LicensingGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      "heading",
      { level: 1, name: "General Contractor Licensing Course" },
      FIND,
    );
    // The sections under the hero arrive in their own chunk: wait for them, do not read once.
    await expect(
      await canvas.findByRole("heading", { name: "Supported States" }, FIND),
    ).toBeVisible();
  },
};

export const LicensingEnrolled: Story = {
  args: { user: mockUsers.student },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Go to Course" }, FIND)).toHaveAttribute(
      "href",
      "/course/2",
    );
  },
};

export const EnrolModalPaymentsDisabled: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  beforeEach({ msw }) {
    msw.use(...createMockHandlers({ baseUrl: "/api", coursesOnSale: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Enroll Now" }, FIND));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", {}, FIND);
    await expect(
      await within(dialog).findByText(
        "Course enrollment is not available yet. We're still building this course. Check back soon!",
      ),
    ).toBeInTheDocument();
  },
};

export const DeveloperGuest: Story = {
  args: { path: "/redevelopment" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Real Estate Developer Course" }, FIND);
  },
};

export const DeveloperWelcomeBar: Story = {
  args: { path: "/redevelopment", user: mockUsers.newcomer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`Welcome, ${mockUsers.newcomer.full_name}`, {}, FIND),
    ).toBeVisible();
  },
};
