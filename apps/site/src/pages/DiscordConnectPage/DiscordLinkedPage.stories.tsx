import { MOCK_DISCORD_SERVER_URL, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { FIND, siteHandlers, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Pages/Discord linked",
  component: SitePage,
  args: {
    path: "/discord/linked?code=stand-in-oauth-code&state=mock-state",
    user: mockUsers.mentee,
  },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "Issue 27: where Discord's OAuth2 consent sends the member back: connected as NAME " +
          "with the role's state, cancelled, refused, or signed out.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Connected as mock_member", {}, FIND)).toBeVisible();
    await expect(await canvas.findByText("Pro role granted", {}, FIND)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Open the Discord server" })).toHaveAttribute(
      "href",
      MOCK_DISCORD_SERVER_URL,
    );
  },
};

export const Cancelled: Story = {
  args: { path: "/discord/linked?error=access_denied&state=mock-state" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("You cancelled connecting Discord. Nothing was changed.", {}, FIND),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Try again" })).toBeVisible();
  },
};

export const Refused: Story = {
  args: { path: "/discord/linked?code=used-before&state=mock-state" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /^Discord did not accept this authorization/,
        {},
        FIND,
      ),
    ).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { path: "/discord/connect", user: null },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("button", { name: "Sign in" }, FIND),
    ).toBeVisible();
  },
};
