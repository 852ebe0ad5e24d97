import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { NumberInput } from "./NumberInput.tsx";

/** Like the calculators' sanitizer: digits and the point only, integers, capped at 70. */
const capAt70 = (raw: string) => Math.min(70, Math.floor(Number(raw.replace(/[^\d.]/g, "")) || 0));

const meta = {
  title: "Forms/NumberInput",
  component: NumberInput,
  tags: ["autodocs"],
  args: { defaultValue: 75000, startAdornment: "$", onValueChange: fn() },
  argTypes: {
    parse: { control: false },
    format: { control: false },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
  render: (args) => (
    <Field label="Purchase Price" style={{ maxWidth: 320 }}>
      <NumberInput {...args} />
    </Field>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "Numbers in, numbers out: `parse(raw)` (the calculators' sanitizer) decides what a " +
          "keystroke means, 0 shows as an empty box, and `value`/`onValueChange` carry numbers.",
      },
    },
  },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Purchase Price" });
    await userEvent.clear(input);
    await userEvent.type(input, "80,000");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(80000);
  },
};

/** 0 is shown as an empty box. */
export const Zero: Story = { args: { defaultValue: 0 } };

/** An integer field capped at 70 by its parse function (Land LTV %). */
export const WithParse: Story = {
  args: { defaultValue: 70, parse: capAt70, startAdornment: undefined, endAdornment: "%" },
  render: (args) => (
    <Field label="Land LTV %" hint="Capped at 70" style={{ maxWidth: 320 }}>
      <NumberInput {...args} />
    </Field>
  ),
};

export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true } };

/** Controlled: the parent holds a number. */
export const Controlled: Story = {
  render: function Render() {
    const [value, setValue] = useState(2200);
    return (
      <Stack space="sm" style={{ maxWidth: 320 }}>
        <Field label="Planned SqFt">
          <NumberInput value={value} onValueChange={setValue} inputMode="numeric" />
        </Field>
        <Text tone="secondary" size="sm">
          Value: {value}
        </Text>
      </Stack>
    );
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md" style={{ maxWidth: 320 }}>
      <Field label="Purchase Price">
        <NumberInput defaultValue={75000} startAdornment="$" />
      </Field>
      <Field label="Monthly Rent / Unit">
        <NumberInput defaultValue={0} startAdornment="$" placeholder="0" />
      </Field>
      <Field label="Land LTV %" error="Must be 70 or less">
        <NumberInput defaultValue={80} endAdornment="%" />
      </Field>
      <Field label="ARV Per SqFt (Manual Override)" disabled>
        <NumberInput defaultValue={200} />
      </Field>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
