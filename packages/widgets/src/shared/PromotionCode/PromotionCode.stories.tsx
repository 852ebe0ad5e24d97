import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PromotionCode, type PreviewAnswer } from "./PromotionCode.tsx";

/** The story's server: WELCOME10 is 10 % off $997; anything else is unknown. */
const preview = (code: string): Promise<PreviewAnswer> =>
  Promise.resolve(
    code.toUpperCase() === "WELCOME10"
      ? {
          ok: true,
          preview: {
            code: "WELCOME10",
            listCents: 99_700,
            discountCents: 9_970,
            amountCents: 89_730,
            currency: "usd",
          },
        }
      : { ok: false, message: "This promotion code does not exist." },
  );

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
