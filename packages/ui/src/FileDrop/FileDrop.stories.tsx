import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Grid } from "../Grid/Grid.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { FileDrop } from "./FileDrop.tsx";

/** A 1x1 PNG, so previews render without any network. */
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
function pngFile(name = "headshot.png") {
  const bytes = Uint8Array.from(atob(PIXEL), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: "image/png" });
}

const meta = {
  title: "Forms/FileDrop",
  component: FileDrop,
  tags: ["autodocs"],
  args: { label: "Profile picture", onValueChange: fn(), onReject: fn() },
  argTypes: { value: { control: false }, defaultValue: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FileDrop {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "Choose or drop one file: image types up to 5MB by default, with the spec's messages " +
          "(`Please select an image file`, `Image must be less than 5MB`) and hint.",
      },
    },
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = pngFile();
    await userEvent.upload(canvasElement.querySelector("input[type=file]")!, file);
    await expect(args.onValueChange).toHaveBeenCalledWith(file);
    await waitFor(() => expect(canvasElement.querySelector("img")?.src).toMatch(/^blob:/));
    await userEvent.click(canvas.getByRole("button", { name: "Remove" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const Empty: Story = {};
export const Selected: Story = { args: { defaultValue: pngFile() } };
export const WrongType: Story = { args: { error: "Please select an image file" } };
export const SizeError: Story = { args: { error: "Image must be less than 5MB" } };
export const Disabled: Story = { args: { disabled: true } };
export const Pdf: Story = {
  name: "PDF (admin upload)",
  args: {
    label: "Lesson PDF",
    accept: "application/pdf",
    typeError: "Please select a PDF file",
    hint: "PDF only",
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2 }}>
      <FileDrop label="Empty" />
      <FileDrop label="Selected" defaultValue={pngFile()} />
      <FileDrop label="Wrong type" error="Please select an image file" />
      <FileDrop label="Too large" error="Image must be less than 5MB" />
      <FileDrop label="Disabled" disabled />
    </Grid>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
