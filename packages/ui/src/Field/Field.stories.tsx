import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NumberInput } from "../NumberInput/NumberInput.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { TextInput } from "../TextInput/TextInput.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Field } from "./Field.tsx";

const meta = {
  title: "Forms/Field",
  component: Field,
  tags: ["autodocs"],
  args: { label: "Email Address", children: <TextInput type="email" /> },
  argTypes: {
    errorPlacement: { control: "inline-radio", options: ["above", "below"] },
    children: { control: false },
    label: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, hint, required mark and error around one control, wired for screen readers. */
export const Playground: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = {
  args: {
    label: "Password",
    hint: "Your password is in the welcome email.",
    children: <TextInput type="password" />,
  },
};
export const WithError: Story = {
  args: { required: true, error: "Please enter a valid email address" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email Address" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Please enter a valid email address");
  },
};
export const ErrorAbove: Story = {
  args: {
    label: "Full Name",
    error: "Please enter your full name",
    errorPlacement: "above",
    children: <TextInput />,
  },
};
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="lg">
      <Field label="Full Name" required>
        <TextInput placeholder="Jane Builder" />
      </Field>
      <Field label="Password" hint="Your password is in the welcome email.">
        <TextInput type="password" defaultValue="secret" />
      </Field>
      <Field label="Email Address" required error="Please enter a valid email address">
        <TextInput type="email" defaultValue="jane@" />
      </Field>
      <Field label="Land LTV %" error="Must be 70 or less" errorPlacement="above">
        <NumberInput defaultValue={80} endAdornment="%" />
      </Field>
      <Field label="Zip Code" disabled>
        <TextInput defaultValue="75201" />
      </Field>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
