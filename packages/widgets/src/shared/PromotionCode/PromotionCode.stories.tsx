import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { demoPreview as preview } from "./demoPreview.ts";
import { PromotionCode } from "./PromotionCode.tsx";

const meta = {
  title: "Widgets/PromotionCode",
  component: PromotionCode,
  args: { label: "Promotion code", preview, onAppliedChange: fn() },
} satisfies Meta<typeof PromotionCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Applied: Story = {
  args: { defaultCode: "WELCOME10" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/New price: \$897\.30/)).toBeVisible();
  },
};

export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Promotion code" }), "NOPE");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This promotion code does not exist.",
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultCode: "WELCOME10" } };
