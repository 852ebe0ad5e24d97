import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme, overlayOpenA11y } from "../test-utils/stories.ts";
import { Select } from "./Select.tsx";

const loanProducts = [
  { value: "best", label: "Best Option (Max Loan/Min Cash)" },
  { value: "ltc-90", label: "90% LTC" },
  { value: "ltc-100", label: "100% LTC (High Margin)" },
  { value: "ltarv-75", label: "75% LTARV" },
];

const meta = {
  title: "Forms/Select",
  component: Select,
  tags: ["autodocs"],
  args: { options: loanProducts, defaultValue: "best", onValueChange: fn() },
  argTypes: { options: { control: "object" } },
  render: (args) => (
    <Field label="Loan Product Preference" style={{ maxWidth: 320 }}>
      <Select {...args} />
    </Field>
  ),
  parameters: {
    // Open overlays would cover the docs page: each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with Enter, Space or the arrow keys; arrows move, Enter chooses, Escape closes. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("combobox", {
      name: "Loan Product Preference",
    });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await within(document.body).findByRole("listbox");
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: /Best Option/ })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("ltc-90");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("90% LTC");
  },
};

export const Placeholder: Story = {
  args: { defaultValue: undefined, placeholder: "Choose a loan product" },
};
export const Invalid: Story = {
  args: { defaultValue: undefined, placeholder: "Choose", invalid: true },
};
export const Disabled: Story = { args: { disabled: true } };

/** The list open, to review its look. */
export const Open: Story = { args: { defaultOpen: true }, parameters: overlayOpenA11y };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md" style={{ maxWidth: 320 }}>
      <Select aria-label="Selected" options={loanProducts} defaultValue="ltc-100" />
      <Select aria-label="Placeholder" options={loanProducts} placeholder="Choose a loan product" />
      <Select aria-label="Invalid" options={loanProducts} placeholder="Choose" invalid />
      <Select aria-label="Disabled" options={loanProducts} defaultValue="best" disabled />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
