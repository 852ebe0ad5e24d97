import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import {
  DEAL_REPORT_TEXT as REPORT,
  RENTAL_COMPARE_TEXT as COMPARE,
  SAVED_DEALS_TEXT as TEXT,
} from "../savedDealsText.ts";

const meta = {
  title: "Site/Saved deals/On the Rental Analyzer",
  component: SitePage,
  args: { path: "/rental-analyzer", user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "Issue 46: the saved rental and BRRRR deals under the analyzer on /rental-analyzer: " +
          "save, list, open, rename, delete, download the PDF report, compare key figures.",
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

/** A subscriber with no rental deals yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/deals", ({ response }) => response(200).json([])));
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await waitFor(() => expect(region.getByText(COMPARE.emptyHint)).toBeVisible());
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

/** A subscriber's rental and BRRRR deals, each with its PDF report. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(
      await region.findByRole("button", { name: "Open Maple Street rental" }, FIND),
    ).toBeVisible();
    await expect(
      region.getByRole("button", { name: `${REPORT.download} Birch Lane BRRRR` }),
    ).toBeEnabled();
    await expect(region.queryByRole("button", { name: "Open Oak Street flip" })).toBeNull();
  },
};

/** A rental and a BRRRR side by side on their key figures. */
export const Compare: Story = {
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    for (const name of ["Maple Street rental", "Birch Lane BRRRR"]) {
      await userEvent.click(
        await region.findByRole("checkbox", { name: TEXT.pickToCompare(name) }, FIND),
      );
    }
    await userEvent.click(region.getByRole("button", { name: TEXT.compare(2) }));
    await expect(
      await region.findByRole("table", { name: COMPARE.keyFigures }, FIND),
    ).toBeVisible();
  },
};
