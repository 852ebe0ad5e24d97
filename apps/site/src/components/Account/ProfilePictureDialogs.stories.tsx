import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, within } from "storybook/test";
import { PROFILE_PICTURE as TEXT } from "../../pageText.ts";
import {
  FIND,
  OVERLAY_OPEN_A11Y,
  siteHandlers,
  siteHttp,
  SitePage,
} from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Profile picture",
  component: SitePage,
  args: { path: "/terms", user: mockUsers.student },
  parameters: {
    padded: false,
    ...OVERLAY_OPEN_A11Y,
    docs: {
      description: {
        component:
          "The Profile Picture modal (choose, upload, remove) and the enlarged-picture viewer " +
          "(edit, close), academy.md §2, §4, §5, §8.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFromAvatar(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const [header] = await canvas.findAllByRole("banner", {}, FIND);
  // The signed-in header's controls load with the user (issue #18).
  await userEvent.click(await within(header as HTMLElement).findByRole("button", { name }, FIND));
  return within(canvasElement.ownerDocument.body);
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "me.png", { type: "image/png" });

/** No picture yet: the avatar opens the upload dialog. */
export const UploadDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = await openFromAvatar(canvasElement, "Add a profile picture");
    const dialog = within(await body.findByRole("dialog", { name: TEXT.title }, FIND));
    await expect(dialog.getByRole("button", { name: TEXT.upload })).toBeDisabled();
  },
};

/** A file chosen: its preview shows and Upload becomes available. */
export const FileChosen: Story = {
  play: async ({ canvasElement }) => {
    const body = await openFromAvatar(canvasElement, "Add a profile picture");
    const dialog = within(await body.findByRole("dialog", { name: TEXT.title }, FIND));
    await userEvent.upload(dialog.getByTestId("file-input"), png());
    await expect(dialog.getByRole("button", { name: TEXT.upload })).toBeEnabled();
  },
};

/** With a picture: the viewer, with Edit and Close. */
export const Viewer: Story = {
  args: { user: mockUsers.mentee },
  play: async ({ canvasElement }) => {
    const body = await openFromAvatar(canvasElement, "View your profile picture");
    const dialog = within(await body.findByRole("dialog", { name: TEXT.viewerTitle }, FIND));
    await expect(dialog.getByRole("button", { name: TEXT.edit })).toBeInTheDocument();
  },
};

/** Edit from the viewer: Remove is offered while no new file is chosen. */
export const EditWithRemove: Story = {
  args: { user: mockUsers.mentee },
  play: async ({ canvasElement }) => {
    const body = await openFromAvatar(canvasElement, "View your profile picture");
    await userEvent.click(await body.findByRole("button", { name: TEXT.edit }, FIND));
    const dialog = within(await body.findByRole("dialog", { name: TEXT.title }, FIND));
    await expect(dialog.getByRole("button", { name: TEXT.remove })).toBeInTheDocument();
  },
};

/** The upload failed. */
export const UploadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post("/api/user/profile-picture", ({ response }) =>
        response(400).json({ detail: "Please select an image file" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = await openFromAvatar(canvasElement, "Add a profile picture");
    const dialog = within(await body.findByRole("dialog", { name: TEXT.title }, FIND));
    await userEvent.upload(dialog.getByTestId("file-input"), png());
    await userEvent.click(dialog.getByRole("button", { name: TEXT.upload }));
    await expect(await dialog.findByText(TEXT.uploadFailed)).toBeInTheDocument();
  },
};
