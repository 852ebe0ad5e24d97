import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, within } from "storybook/test";
import { HEADER_TEXT } from "../../constants.ts";
import { FIND, OVERLAY_OPEN_A11Y, siteHandlers, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Header",
  component: SitePage,
  args: { path: "/terms" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "The site header (academy.md §2): the links, the mobile menu, Student Login for visitors; " +
          "for a signed-in user the full name with an avatar, Logout and the photo dropdown.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = async (canvasElement: HTMLElement) =>
  within((await within(canvasElement).findAllByRole("banner", {}, FIND))[0] as HTMLElement);

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await expect(header.getByRole("button", { name: HEADER_TEXT.studentLogin })).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { user: mockUsers.student },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await expect(
      await header.findByRole("button", { name: "Add a profile picture" }, FIND),
    ).toBeVisible();
  },
};

export const SignedInWithPhoto: Story = {
  args: { user: mockUsers.mentee },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await expect(
      await header.findByRole("button", { name: "View your profile picture" }, FIND),
    ).toBeVisible();
  },
};

export const PhotoMenuOpen: Story = {
  args: { user: mockUsers.mentee },
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await userEvent.click(await header.findByRole("button", { name: HEADER_TEXT.photoMenu }, FIND));
    await expect(header.getByRole("button", { name: HEADER_TEXT.changePhoto })).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  args: { user: mockUsers.student },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await userEvent.click(header.getByRole("button", { name: "Open menu" }));
    await expect(header.getByRole("navigation", { name: "Menu" })).toBeVisible();
  },
};

/** `?loginModal=true` opens the Student Login modal. */
export const LoginModalOpen: Story = {
  args: { path: "/terms?loginModal=true" },
  parameters: OVERLAY_OPEN_A11Y,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole("dialog", { name: "Student Login" }, FIND),
    ).toBeInTheDocument();
  },
};
