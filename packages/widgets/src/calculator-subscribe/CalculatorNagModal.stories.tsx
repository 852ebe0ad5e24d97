import { createMockHandlers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, fn, userEvent, within } from "storybook/test";
import { CalculatorNagModal } from "./CalculatorNagModal.tsx";
import { NAG_TEXT } from "./constants.ts";
import { StoryApi } from "./testing.tsx";

const meta = {
  title: "Widgets/Calculator nag modal",
  component: CalculatorNagModal,
  args: { open: true, onOpenChange: fn(), onSubscribe: fn() },
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
  },
  // The button's monthly price is the plan catalogue's (MSW here).
  decorators: [
    (Story) => (
      <StoryApi user={null}>
        <Story />
      </StoryApi>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...createMockHandlers({ baseUrl: "/api" }));
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
