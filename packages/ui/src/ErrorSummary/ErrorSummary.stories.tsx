import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { TextInput } from "../TextInput/TextInput.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";

const meta = {
  title: "Forms/ErrorSummary",
  component: ErrorSummary,
  tags: ["autodocs"],
  args: {
    focusKey: 1,
    errors: [
      { fieldId: "story-full-name", message: "Enter your full name" },
      { fieldId: "story-email", message: "Enter your email address" },
    ],
  },
  render: (args) => (
    <Stack space="lg" style={{ maxWidth: 420 }}>
      <ErrorSummary {...args} />
      <Field label="Full Name" controlId="story-full-name" error="Enter your full name">
        <TextInput />
      </Field>
      <Field label="Email" controlId="story-email" error="Enter your email address">
        <TextInput type="email" />
      </Field>
    </Stack>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a failed submission: it has focus, and each link moves focus to its field. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("heading", { name: "There is a problem" });
    await expect(title.closest("[tabindex='-1']")).toHaveFocus();
    await userEvent.click(canvas.getByRole("link", { name: "Enter your email address" }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveFocus();
  },
};
