import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BarChart } from "./BarChart.tsx";

const meta = {
  title: "Site/Components/BarChart",
  component: BarChart,
  args: {
    title: "Learners who completed each lesson",
    data: Array.from({ length: 12 }, (_, index) => ({
      label: String(index + 1),
      value: 400 - index * 30,
    })),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Funnel: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: /Learners/ })).toBeVisible();
  },
};

export const WithLosses: Story = {
  args: {
    title: "Net revenue by period",
    data: [
      { label: "2026-11-01", value: 1200 },
      { label: "2026-11-02", value: -300 },
      { label: "2026-11-03", value: 800 },
    ],
  },
};

export const Empty: Story = { args: { data: [] } };
