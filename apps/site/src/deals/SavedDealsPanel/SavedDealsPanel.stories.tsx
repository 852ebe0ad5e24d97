import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";

const meta = {
  title: "Site/Saved deals/On the Deal Analyzer",
  component: SitePage,
  args: { path: "/deal-calculator", user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "Issue 15: the saved deals under the analyzer on /deal-calculator: save the current " +
          "analysis, list, open, rename, delete, pick 2 to 4 to compare.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: TEXT.title }, FIND));

/** The list is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/deals", never));
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByText(TEXT.loading, {}, FIND)).toBeInTheDocument();
  },
};

/** A subscriber with no saved deals yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/deals", ({ response }) => response(200).json([])));
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await waitFor(() => expect(region.getByText(TEXT.empty)).toBeVisible());
  },
};

/** The list could not be loaded: the reason and a Retry button. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get("/api/deals", () =>
        HttpResponse.json({ detail: "Database unavailable" }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await waitFor(() => expect(region.getByText("Database unavailable")).toBeVisible());
    await expect(region.getByRole("button", { name: TEXT.retry })).toBeVisible();
  },
};

/** A subscriber's saved deals. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(
      await region.findByRole("button", { name: "Open Oak Street flip" }, FIND),
    ).toBeVisible();
    await expect(region.getByRole("button", { name: TEXT.compare(0) })).toBeDisabled();
  },
};

/** Two deals picked and compared below the list. */
export const Compare: Story = {
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    for (const name of ["Oak Street flip", "Quarter-acre lot"]) {
      await userEvent.click(
        await region.findByRole("checkbox", { name: TEXT.pickToCompare(name) }, FIND),
      );
    }
    await userEvent.click(region.getByRole("button", { name: TEXT.compare(2) }));
    await waitFor(() =>
      expect(region.getByRole("table", { name: "Headline results" })).toBeVisible(),
    );
  },
};

/** A guest: saving asks them to sign in first. */
export const Guest: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await waitFor(() => expect(region.getByText(TEXT.guestIntro)).toBeVisible());
  },
};
