import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CalculatorNagModal } from "./CalculatorNagModal.tsx";
import { NAG_TEXT } from "./constants.ts";

const meta = {
  title: "Widgets/Calculator nag modal",
  component: CalculatorNagModal,
  args: { open: true, onOpenChange: fn(), onSubscribe: fn() },
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
  },
} satisfies Meta<typeof CalculatorNagModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** investor-tools.md §2 and §4: after three analyses without access. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(dialog.getByText(NAG_TEXT.title)).toBeInTheDocument();
    // The monthly price comes from the plan catalogue (MSW here).
    await userEvent.click(await dialog.findByRole("button", { name: NAG_TEXT.subscribe("$9") }));
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
  },
};
