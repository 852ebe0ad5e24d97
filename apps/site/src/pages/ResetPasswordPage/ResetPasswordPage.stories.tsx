import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RESET_PASSWORD as TEXT } from "../../pageText.ts";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Pages/Reset password",
  component: SitePage,
  args: { path: "/reset-password?token=story-token" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "`/reset-password` (academy.md §2, §4, §5, §8): token and redirect parameters, the " +
          "checks, the strength meter, the success redirect after 2 s and Back to Login.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password: string, confirm: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole("heading", { level: 1, name: TEXT.title }, FIND);
  await userEvent.type(canvas.getByLabelText(/^New Password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm Password/), confirm);
  await userEvent.click(canvas.getByRole("button", { name: TEXT.submit }));
  return canvas;
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: TEXT.title }, FIND);
    await userEvent.type(canvas.getByLabelText(/^New Password/), "Builder2026");
    await expect(canvas.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Strong",
    );
  },
};

export const MissingToken: Story = {
  args: { path: "/reset-password" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.missingToken)).toBeVisible());
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "Builder2026!", "Builder2027!");
    await expect(canvas.getByRole("alert")).toHaveTextContent(TEXT.mismatch);
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "Ab1!", "Ab1!");
    await expect(canvas.getByRole("alert")).toHaveTextContent(TEXT.tooShort);
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.post("/reset-password", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "Builder2026!", "Builder2026!");
    const submitting = canvas.getByRole("button", { name: TEXT.submitting });
    await expect(submitting).toHaveAttribute("aria-busy", "true");
    await expect(submitting).toHaveAttribute("aria-disabled", "true");
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "Builder2026!", "Builder2026!");
    await waitFor(() => expect(canvas.getByText(TEXT.success)).toBeVisible());
  },
};

export const ExpiredToken: Story = {
  args: { path: "/reset-password?token=expired" },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "Builder2026!", "Builder2026!");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Invalid or expired reset token",
    );
  },
};
