import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs.tsx";

const calculators = [
  { value: "land", label: "Land Analysis" },
  { value: "flip", label: "Flip Calculator" },
  { value: "renovation", label: "Renovation ROI" },
  { value: "construction", label: "New Construction" },
];

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: {
    defaultValue: "land",
    onValueChange: fn(),
    orientation: "horizontal",
    activationMode: "automatic",
  },
  argTypes: {
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    activationMode: { control: "inline-radio", options: ["automatic", "manual"] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Calculators">
        {calculators.map((c) => (
          <TabsTrigger key={c.value} value={c.value} disabled={"disabled" in c}>
            {c.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {calculators.map((c) => (
        <TabsContent key={c.value} value={c.value}>
          <Text>{c.label} inputs and results.</Text>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Deal Analyzer's four calculators. Arrow keys move between tabs. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("tab", { name: "Land Analysis" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Flip Calculator" })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("flip");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "New Construction" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("New Construction inputs");
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "Land Analysis" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const SecondTabActive: Story = { args: { defaultValue: "flip" } };

/** Manual activation: arrows move focus, Enter or Space activates. */
export const ManualActivation: Story = { args: { activationMode: "manual" } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Tabs defaultValue="flip">
      <TabsList aria-label="Calculators">
        <TabsTrigger value="land">Land Analysis</TabsTrigger>
        <TabsTrigger value="flip">Flip Calculator (active)</TabsTrigger>
        <TabsTrigger value="renovation">Renovation ROI</TabsTrigger>
        <TabsTrigger value="construction" disabled>
          New Construction (disabled)
        </TabsTrigger>
      </TabsList>
      <TabsContent value="flip">
        <Text>Flip inputs and results.</Text>
      </TabsContent>
    </Tabs>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
