import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { InlineAlert } from "./InlineAlert.tsx";

const meta = {
  title: "Display/InlineAlert",
  component: InlineAlert,
  tags: ["autodocs"],
  args: {
    tone: "danger",
    children: "There was an issue submitting your form. Please try again.",
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["danger", "success", "warning", "info"] },
    title: { control: "text" },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form-level message, e.g. shown in red above the submit button. */
export const Playground: Story = {};
export const Danger: Story = {
  name: "Error",
  args: { children: "An error occurred. Please check your connection and try again." },
};
export const Success: Story = {
  args: { tone: "success", title: "Thank You!", children: "We'll be in touch within 48 hours." },
};
export const Warning: Story = {
  args: {
    tone: "warning",
    children:
      "Your subscription will be cancelled on March 1, 2026. You'll continue to have access until then.",
  },
};
export const Info: Story = {
  args: { tone: "info", children: "You currently have no active subscription." },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md">
      <InlineAlert tone="danger">Please fill in all required fields</InlineAlert>
      <InlineAlert tone="success" title="Thank You!">
        Your message has been sent.
      </InlineAlert>
      <InlineAlert tone="warning" title="Heads up">
        This course does not include the required exam reference books.
      </InlineAlert>
      <InlineAlert tone="info">You currently have no active subscription.</InlineAlert>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
