import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PRACTICE_TESTS as TEXT } from "../../pageText.ts";
import { FIND, siteHandlers, SitePage } from "../../stories/SitePage.tsx";
import { PracticeTestsPage } from "./PracticeTestsPage.tsx";

const meta = {
  title: "Site/Pages/Practice tests",
  component: SitePage,
  args: { path: "/practice-tests" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "`/practice-tests` (academy.md §2, §4): loading for about 0.5 s, the two Coming Soon " +
          "cards, the empty state and the Coming Soon alert.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.loading)).toBeVisible());
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("article", {}, FIND)).toHaveLength(2);
  },
};

export const ComingSoonAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole("article", {}, FIND);
    await userEvent.click(
      within(first as HTMLElement).getByRole("button", { name: TEXT.comingSoon }),
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(TEXT.alert);
  },
};

export const Empty: Story = {
  args: { children: <PracticeTestsPage tests={[]} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("heading", { name: TEXT.empty })).toBeVisible());
  },
};
