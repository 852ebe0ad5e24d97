import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../Field/Field.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Textarea } from "./Textarea.tsx";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  args: { placeholder: "Tell us about your project" },
  render: (args) => (
    <Field label="Message" required style={{ maxWidth: 480 }}>
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Multi-line text: contact messages, lesson notes. */
export const Playground: Story = {};
export const Filled: Story = {
  args: { defaultValue: "I'd like to join the next cohort in Dallas." },
};
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "Saving..." } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md" style={{ maxWidth: 480 }}>
      <Textarea aria-label="Empty" placeholder="Your notes" rows={2} />
      <Textarea aria-label="Filled" defaultValue="Framing inspection on Tuesday." rows={2} />
      <Textarea aria-label="Invalid" invalid rows={2} />
      <Textarea aria-label="Disabled" disabled defaultValue="Read only" rows={2} />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
