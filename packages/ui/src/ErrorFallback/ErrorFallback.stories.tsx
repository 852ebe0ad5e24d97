import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { ErrorFallback } from "./ErrorFallback.tsx";

const meta = {
  title: "Display/ErrorFallback",
  component: ErrorFallback,
  tags: ["autodocs"],
  args: { onRetry: fn() },
  argTypes: { message: { control: "text" } },
  parameters: {
    docs: {
      description: {
        component: "The app-wide error message. `ErrorBoundary` renders it when a child throws.",
      },
    },
  },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Something went wrong. Please try again later." with a retry. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Something went wrong. Please try again later.",
    );
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="lg">
      <ErrorFallback />
      <ErrorFallback onRetry={() => {}} />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
