import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PART_LOAD_TEXT } from "../../constants.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { OnDemand } from "./OnDemand.tsx";

type PartModule = { Part: () => ReactNode };

/** A part whose code never arrives: the network is down. */
const Unreachable = lazyComponent(
  () => Promise.reject<PartModule>(new TypeError("Failed to fetch dynamically imported module")),
  "Part",
);

const meta = {
  title: "Site/OnDemand",
  component: OnDemand,
  parameters: {
    docs: {
      description: {
        component:
          "Where a part whose code loads on demand shows. If its code cannot be fetched, the part says so with Try again, and the page around it stays; a dialog's failure shows over the page's foot, with Close.",
      },
    },
  },
  render: (args) => (
    <div>
      <h2>The page around the part</h2>
      <OnDemand {...args}>
        <Unreachable />
      </OnDemand>
    </div>
  ),
} satisfies Meta<typeof OnDemand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section of a page (a sales page's curriculum, the contact form). */
export const PartUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(PART_LOAD_TEXT);
    await expect(canvas.getByRole("heading", { name: "The page around the part" })).toBeVisible();
    // Try again fetches again: still down here, so the message comes back.
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(PART_LOAD_TEXT);
  },
};

/** A dialog (the Student Login, the enrol modal): Close gives up on it. */
export const DialogUnavailable: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(PART_LOAD_TEXT);
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
