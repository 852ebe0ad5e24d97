import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { expect, waitFor, within } from "storybook/test";
import { FIND, siteHandlers, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Pages/Certificate verification",
  component: SitePage,
  args: { path: "/certificates/verify/7KQ2-M9XD-4HTR" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "Issue #18: the public check of a certificate by the code printed on it: loading, valid, unknown, unreachable.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("This certificate is valid.")).toBeVisible());
    await expect(canvas.getByText("Jordan Rivera")).toBeVisible();
    await expect(canvas.getByText("March 15, 2026")).toBeVisible();
  },
};

export const Unknown: Story = {
  args: { path: "/certificates/verify/0000-0000-0000" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/could not find a certificate/, {}, FIND),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get("/api/certificate-verifications/:code", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Checking the certificate...", {}, FIND),
    ).toBeVisible();
  },
};

export const Unreachable: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/api/certificate-verifications/:code", () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible());
  },
};
