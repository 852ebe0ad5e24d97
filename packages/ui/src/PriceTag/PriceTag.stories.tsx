import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { PriceTag } from "./PriceTag.tsx";

const meta = {
  title: "Display/PriceTag",
  component: PriceTag,
  tags: ["autodocs"],
  args: { cents: 99_700, originalCents: 149_700, percentOff: 33 },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The licensing course: $997, was $1,497, 33% OFF. */
export const Playground: Story = {};
export const Discounted: Story = {
  args: { cents: 99_700, originalCents: 150_000, percentOff: 40 },
};
export const Mentorship: Story = {
  args: { cents: 499_700, originalCents: 750_000, percentOff: 33, size: "lg" },
};
export const Subscription: Story = {
  args: { cents: 900, originalCents: undefined, percentOff: undefined, period: "/month" },
};
export const OneTime: Story = {
  args: {
    cents: 4_900,
    originalCents: undefined,
    percentOff: undefined,
    period: "one-time",
    size: "sm",
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="lg">
      <PriceTag cents={99_700} originalCents={149_700} percentOff={33} />
      <PriceTag cents={99_700} originalCents={150_000} percentOff={40} size="sm" />
      <PriceTag cents={499_700} originalCents={750_000} percentOff={33} size="lg" />
      <PriceTag cents={900} period="/month" />
      <PriceTag cents={9_000} period="/year" />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
