import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BUSY_LABELS } from "../constants.ts";
import { UploadIcon } from "../Icon/Icon.tsx";
import { Inline } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Button } from "./Button.tsx";

const meta = {
  title: "Actions/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Enroll now", onClick: fn() },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "ghost", "danger", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    busyLabel: { control: "select", options: Object.values(BUSY_LABELS) },
    startIcon: { control: false },
    endIcon: { control: false },
    asChild: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The action button. `busy` shows a spinner and the spec's busy label " +
          "(`Processing...`, `Sending...`), keeps its width and ignores clicks, Enter and Space " +
          "(no form submit) while staying focusable: `aria-disabled` and `aria-busy`, not " +
          "`disabled`. `disabled` really disables it. `asChild` gives a router link the " +
          "button look.",
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop as a control. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Enroll now" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary", children: "Keep Subscription" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };
export const Danger: Story = { args: { variant: "danger", children: "Cancel Subscription" } };
export const LinkVariant: Story = {
  name: "Link",
  args: { variant: "link", children: "Forgot password?" },
};
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const WithIcon: Story = { args: { startIcon: <UploadIcon />, children: "Upload" } };

/**
 * Payment submit while working: spinner, same width as "Subscribe - $9/mo", still focusable
 * (aria-disabled, not disabled) but ignoring activation.
 */
export const Processing: Story = {
  args: { busy: true, busyLabel: BUSY_LABELS.processing, children: "Subscribe - $9/mo" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Processing..." });
    await expect(button).not.toBeDisabled();
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("aria-busy", "true");
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { busy: true, busyLabel: BUSY_LABELS.sending, children: "Send Message" },
};

export const Disabled: Story = {
  args: { disabled: true, children: "Coming Soon" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Coming Soon" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsRouterLink: Story = {
  args: { asChild: true, children: <a href="#course-2">Continue course</a> },
};

const variants = ["primary", "secondary", "ghost", "danger", "link"] as const;

/** Every variant in every state; the story Chromatic and the screenshot test capture. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="lg">
      {variants.map((variant) => (
        <Inline key={variant} space="md">
          <Button variant={variant} size="sm">
            Small {variant}
          </Button>
          <Button variant={variant}>Enroll now</Button>
          <Button variant={variant} size="lg">
            Large
          </Button>
          <Button variant={variant} disabled>
            Coming Soon
          </Button>
          <Button variant={variant} busy busyLabel={BUSY_LABELS.processing}>
            Subscribe - $9/mo
          </Button>
          <Button variant={variant} startIcon={<UploadIcon />}>
            Upload
          </Button>
        </Inline>
      ))}
      <Button fullWidth>Full width</Button>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
