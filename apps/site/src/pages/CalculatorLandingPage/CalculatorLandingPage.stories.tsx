import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, waitFor, within } from "storybook/test";
import { CALCULATOR_LANDING as TEXT } from "../../content/calculatorLanding.ts";
import { FIND, never, siteHandlers, SitePage, siteHttp } from "../../stories/SitePage.tsx";

const meta = {
  title: "Pages/CalculatorLandingPage",
  component: SitePage,
  args: { path: "/real-estate-calculator" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "/real-estate-calculator (investor-tools.md §2, §4; issue #15): loading, then the page " +
          "with the access button: Get Instant Access without access, Open Calculator with it.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: TEXT.title }, FIND),
    ).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: TEXT.getAccess })[0]).toBeVisible();
    await expect(canvas.getByRole("heading", { name: TEXT.faqTitle })).toBeVisible();
  },
};

/** A signed-in user whose access check has not answered yet. */
export const Loading: Story = {
  args: { user: mockUsers.student },
  beforeEach({ msw }) {
    msw.use(...siteHandlers(siteHttp.get("/calculator/access", never)));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(TEXT.loading)).toBeVisible());
  },
};

/** A user with access (the mock admin): the access button opens the calculator. */
export const WithAccess: Story = {
  args: { user: mockUsers.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [open] = await canvas.findAllByRole("button", { name: TEXT.openCalculator }, FIND);
    await expect(open).toBeVisible();
  },
};
