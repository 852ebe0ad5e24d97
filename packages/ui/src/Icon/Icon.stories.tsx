import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import * as icons from "./Icon.tsx";
import { InfoIcon } from "./Icon.tsx";

const all = Object.entries(icons).filter(([name]) => name.endsWith("Icon")) as Array<
  [string, typeof InfoIcon]
>;

const meta = {
  title: "Foundations/Icon",
  component: InfoIcon,
  tags: ["autodocs"],
  args: { label: "More information" },
  parameters: {
    docs: {
      description: {
        component:
          "Stroke icons sized in `em`, in `currentColor`. Decorative unless given a `label`.",
      },
    },
  },
} satisfies Meta<typeof InfoIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled (meaningful) icon. */
export const Playground: Story = {};
export const Decorative: Story = { args: { label: undefined } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Inline space="lg">
      {all.map(([name, Icon]) => (
        <Stack key={name} space="xs" align="center">
          <Icon label={name} style={{ width: 24, height: 24 }} />
          <Text as="span" size="xs" tone="secondary">
            {name}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
