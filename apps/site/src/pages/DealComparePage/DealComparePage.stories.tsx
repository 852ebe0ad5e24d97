import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { expect, waitFor, within } from "storybook/test";
import { COMPARE_PAGE_TEXT as TEXT, SAVED_DEALS_TEXT } from "../../deals/savedDealsText.ts";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Saved deals/Compare page",
  component: SitePage,
  args: { path: "/deal-calculator/compare?ids=1,2", user: mockUsers.admin },
  parameters: { padded: false },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/deals", never));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(TEXT.loading, {}, FIND),
    ).toBeInTheDocument();
  },
};

/** Two saved deals side by side. */
export const Compare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("table", { name: "Inputs" })).toBeVisible());
  },
};

/** One of the deals is gone (or another user's). */
export const NotFound: Story = {
  args: { path: "/deal-calculator/compare?ids=1,99" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(TEXT.notFound)).toBeVisible());
  },
};

/** The address names no deals to compare. */
export const Empty: Story = {
  args: { path: "/deal-calculator/compare" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(TEXT.badIds)).toBeVisible());
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get("/api/deals", () =>
        HttpResponse.json({ detail: "Database unavailable" }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("Database unavailable")).toBeVisible());
    await expect(canvas.getByRole("button", { name: SAVED_DEALS_TEXT.retry })).toBeVisible();
  },
};

export const Guest: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("button", { name: TEXT.signIn }, FIND),
    ).toBeVisible();
  },
};

export const NoAccess: Story = {
  args: { user: mockUsers.newcomer },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(TEXT.subscribeIntro, {}, FIND),
    ).toBeVisible();
  },
};
