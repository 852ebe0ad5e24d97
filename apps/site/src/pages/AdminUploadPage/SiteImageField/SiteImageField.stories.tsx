import { mockSiteImages, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FIND, siteHandlers, SitePage } from "../../../stories/SitePage.tsx";
import { SITE_IMAGE_TEXT as TEXT } from "../siteImageText.ts";
import { SiteImageField, type SiteImageFieldProps } from "./SiteImageField.tsx";

/** The field inside the site's providers, signed in as the admin. */
function InSite(props: SiteImageFieldProps) {
  return (
    <SitePage path="/admin-upload" user={mockUsers.admin}>
      <SiteImageField {...props} />
    </SitePage>
  );
}

const meta = {
  title: "Site/Admin/SiteImageField",
  component: InSite,
  args: {
    slot: "course-2",
    kind: "course",
    label: "Course cover: General Contractor Licensing Course",
    image: mockSiteImages.find((image) => image.slot === "course-2"),
    onChanged: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "One site image in the content manager (issue 50): the current file by name and " +
          "size with its alt text; pick, crop to the place's shape, describe, upload.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof InSite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("licensing-course-cover.jpg · 285 KB", {}, FIND),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXT.none, {}, FIND)).toBeVisible();
  },
};

/** A file chosen, no alt text: the upload is refused with a clear message. */
export const AltMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByTestId("file-input", {}, FIND);
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: TEXT.upload }));
    await expect(await canvas.findByText(TEXT.altRequired)).toBeVisible();
  },
};
