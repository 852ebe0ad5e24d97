import type { DiscordConnection } from "@academy/api";
import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, within } from "storybook/test";
import { FIND, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { DiscordConnectionPanel } from "./DiscordConnectionPanel.tsx";

const connected = (role: DiscordConnection["role"]): DiscordConnection => ({
  connected: true,
  discord_user_id: "300000000000000001",
  username: "dana_discord",
  role,
});

const answering = (connection: DiscordConnection) =>
  siteHttp.get("/discord/connection", ({ response }) => response(200).json(connection));

const meta = {
  title: "Site/Discord/Connection panel",
  component: SitePage,
  args: { path: "/", user: mockUsers.mentee, children: <DiscordConnectionPanel /> },
  parameters: {
    docs: {
      description: {
        component:
          "Issue 27: the member's Discord side in the portal and on /account: Connect Discord, " +
          "the connected account, its role's state, disconnect, and a new invite.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Connect Discord" }, FIND)).toBeVisible();
  },
};

export const RoleGranted: Story = {
  beforeEach({ msw }) {
    msw.use(answering(connected({ tier: "pro", action: "grant", state: "done", error: null })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Pro role granted", {}, FIND)).toBeVisible();
    await expect(canvas.getByText("Connected as dana_discord")).toBeVisible();
  },
};

export const BeingGranted: Story = {
  beforeEach({ msw }) {
    msw.use(
      answering(connected({ tier: "community", action: "grant", state: "pending", error: null })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Community role being granted", {}, FIND),
    ).toBeVisible();
  },
};

export const DiscordRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      answering(
        connected({
          tier: "pro",
          action: "grant",
          state: "retrying",
          error: "Missing Permissions: the bot needs Manage Roles and a role above the tier's role",
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Discord refused: Missing Permissions/, {}, FIND),
    ).toBeVisible();
  },
};

export const RoleRemoved: Story = {
  beforeEach({ msw }) {
    msw.use(answering(connected({ tier: "pro", action: "remove", state: "done", error: null })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Pro role removed", {}, FIND),
    ).toBeVisible();
  },
};

export const InviteSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Send a new invite" }, FIND));
    await expect(
      await canvas.findByRole("link", { name: "https://discord.gg/mock-invite" }, FIND),
    ).toBeVisible();
  },
};
