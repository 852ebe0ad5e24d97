import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CloseIcon, InfoIcon, MenuIcon, UploadIcon } from "../Icon/Icon.tsx";
import { Inline } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { IconButton } from "./IconButton.tsx";

const meta = {
  title: "Actions/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  args: { label: "Close", children: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    shape: { control: "inline-radio", options: ["square", "round"] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button; `label` is its accessible name (and tooltip). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Close" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = {
  args: { variant: "secondary", label: "Upload", children: <UploadIcon /> },
};
export const Disabled: Story = { args: { disabled: true } };

const variants = ["ghost", "secondary", "primary", "danger"] as const;

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md">
      {variants.map((variant) => (
        <Inline key={variant}>
          <IconButton variant={variant} size="sm" label="Close">
            <CloseIcon />
          </IconButton>
          <IconButton variant={variant} label="Menu">
            <MenuIcon />
          </IconButton>
          <IconButton variant={variant} size="lg" shape="round" label="More information">
            <InfoIcon />
          </IconButton>
          <IconButton variant={variant} disabled label="Upload">
            <UploadIcon />
          </IconButton>
        </Inline>
      ))}
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
