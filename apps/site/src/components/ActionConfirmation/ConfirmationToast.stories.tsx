import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import { ConfirmationToast } from "./ConfirmationToast.tsx";
import { ACTION_CONFIRMATION_TEXT as TEXT } from "./actionConfirmationText.ts";

const meta = {
  title: "Site/ConfirmationToast",
  component: ConfirmationToast,
  args: { message: TEXT.passwordReset, onClosed: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Issue 50: the success toast after an action (sign-up, a course bought, a password " +
          "reset), shown by ActionConfirmationProvider across a page change.",
      },
    },
  },
} satisfies Meta<typeof ConfirmationToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordReset: Story = {
  play: async () => {
    await expect((await screen.findAllByText(TEXT.passwordReset))[0]).toBeInTheDocument();
  },
};

export const SignedUp: Story = {
  args: { message: TEXT.signedUp("Riley New") },
  play: async () => {
    await expect((await screen.findAllByText(TEXT.signedUp("Riley New")))[0]).toBeInTheDocument();
  },
};
