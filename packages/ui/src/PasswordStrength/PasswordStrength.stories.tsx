import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { PasswordStrength } from "./PasswordStrength.tsx";

const meta = {
  title: "Forms/PasswordStrength",
  component: PasswordStrength,
  tags: ["autodocs"],
  args: { password: "Builder1" },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "One point each for 8+ characters, upper case, lower case, a digit and a symbol: " +
          "0-2 Weak, 3 Medium, 4-5 Strong. `getPasswordStrength` is exported for forms.",
      },
    },
  },
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Weak: Story = {
  args: { password: "abcdefgh" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("meter")).toHaveAttribute(
      "aria-valuetext",
      "Weak",
    );
  },
};
export const Medium: Story = { args: { password: "Abcdefgh" } };
export const Strong: Story = { args: { password: "Abcdef1!" } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="lg">
      {["a", "abcdefgh", "Abcdefgh", "Abcdefg1", "Abcdef1!"].map((password) => (
        <PasswordStrength key={password} password={password} />
      ))}
      <PasswordStrength password="" hideWhenEmpty={false} />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
