import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { TextInput } from "./TextInput.tsx";

const meta = {
  title: "Forms/TextInput",
  component: TextInput,
  tags: ["autodocs"],
  args: { placeholder: "you@example.com", type: "email" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    startAdornment: { control: "text" },
    endAdornment: { control: "text" },
  },
  render: (args) => (
    <Field label="Email" style={{ maxWidth: 360 }}>
      <TextInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single-line input; put it in a Field for its label, hint and error. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "jane@example.com");
    await expect(input).toHaveValue("jane@example.com");
  },
};
export const Filled: Story = { args: { defaultValue: "jane@example.com" } };
export const Invalid: Story = { args: { defaultValue: "jane@", invalid: true } };
export const Disabled: Story = { args: { defaultValue: "jane@example.com", disabled: true } };
export const WithAdornment: Story = {
  args: { type: "text", startAdornment: "$", placeholder: "75000" },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md" style={{ maxWidth: 360 }}>
      <TextInput aria-label="Empty" placeholder="Placeholder" />
      <TextInput aria-label="Filled" defaultValue="Jane Builder" />
      <TextInput aria-label="Invalid" defaultValue="jane@" invalid />
      <TextInput aria-label="Disabled" defaultValue="Disabled" disabled />
      <TextInput aria-label="Small" size="sm" defaultValue="Small" />
      <TextInput aria-label="Large" size="lg" defaultValue="Large" />
      <TextInput aria-label="Price" startAdornment="$" defaultValue="75000" />
      <TextInput aria-label="Rate" endAdornment="%" defaultValue="9.5" />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
