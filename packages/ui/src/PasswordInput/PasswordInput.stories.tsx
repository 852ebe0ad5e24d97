import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { PasswordStrength } from "../PasswordStrength/PasswordStrength.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { PasswordInput } from "./PasswordInput.tsx";

const meta = {
  title: "Forms/PasswordInput",
  component: PasswordInput,
  tags: ["autodocs"],
  args: { placeholder: "Password" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  render: (args) => (
    <Field label="Password" style={{ maxWidth: 360 }}>
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password input with a Show/Hide toggle. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password");
    await userEvent.type(input, "S3cret!pw");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(input).toHaveAttribute("type", "text");
  },
};
export const Visible: Story = { args: { defaultValue: "S3cret!pw", defaultVisible: true } };
export const Invalid: Story = { args: { defaultValue: "short", invalid: true } };
export const Disabled: Story = { args: { disabled: true } };

/** New password with the strength meter, as on the reset page. */
export const WithStrengthMeter: Story = {
  render: function Render() {
    const [password, setPassword] = useState("Builder1");
    return (
      <Field label="New password" style={{ maxWidth: 360 }}>
        <Stack space="sm">
          <PasswordInput
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordStrength password={password} />
        </Stack>
      </Field>
    );
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md" style={{ maxWidth: 360 }}>
      <PasswordInput aria-label="Empty" placeholder="Password" />
      <PasswordInput aria-label="Hidden" defaultValue="S3cret!pw" />
      <PasswordInput aria-label="Visible" defaultValue="S3cret!pw" defaultVisible />
      <PasswordInput aria-label="Invalid" defaultValue="short" invalid />
      <PasswordInput aria-label="Disabled" defaultValue="S3cret!pw" disabled />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
