import { mockSiteImages } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { setSiteImagesForTesting } from "../../lib/siteImages.ts";
import { SiteImage } from "./SiteImage.tsx";

const meta = {
  title: "Site/Components/SiteImage",
  component: SiteImage,
  args: { slot: "course-2", kind: "course", sizes: "24rem" },
  parameters: {
    docs: {
      description: {
        component:
          "An image the admin manages (issue 50): AVIF and WebP sources at each width, the " +
          "master's width and height, lazy below the fold; above it, at once from `latest`.",
      },
    },
  },
  decorators: [(Story) => <div style={{ width: "24rem" }}>{Story()}</div>],
} satisfies Meta<typeof SiteImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listed course cover, lazily. */
export const Listed: Story = {
  beforeEach: () => setSiteImagesForTesting(mockSiteImages),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "1280");
  },
};

/** The hero before the list has come: rendered at once with its own alt text. */
export const AboveTheFold: Story = {
  args: { slot: "hero", kind: "hero", eager: { alt: "Blueprint house" }, priority: true },
  beforeEach: () => setSiteImagesForTesting(undefined),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole("img", { name: "Blueprint house" });
    await expect(img).toHaveAttribute("fetchpriority", "high");
  },
};

/** No image for the slot: the fallback (an instructor's initials). */
export const Fallback: Story = {
  args: {
    slot: "instructor-marcus-reed",
    kind: "instructor",
    fallback: <span>MR</span>,
  },
  beforeEach: () => setSiteImagesForTesting([]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("MR")).toBeVisible();
  },
};
