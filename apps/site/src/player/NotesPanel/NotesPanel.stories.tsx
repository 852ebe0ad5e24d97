import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, within } from "storybook/test";
import { StoryProviders } from "../testing/StoryProviders.tsx";
import { never, storyHandlers, storyHttp, storyLesson, storyUser } from "../testing/storyData.ts";
import { NotesPanel } from "./NotesPanel.tsx";

const lessonId = storyLesson("Quantity take-offs").id;
// A ceiling for a busy machine, as Storybook's asyncUtilTimeout (tooling/test-ceilings.ts).
const find = { timeout: 60_000 } as const;

const meta = {
  title: "Site/Course player/Notes",
  component: NotesPanel,
  args: { lessonId, userId: storyUser.id },
  decorators: [
    (Story) => (
      <StoryProviders>
        <main>
          <Story />
        </main>
      </StoryProviders>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A lesson's notes (academy.md §4): view, edit, saving, back to view. A failed save " +
          "keeps the text in the editor with Retry.",
      },
    },
  },
  beforeEach({ msw }) {
    sessionStorage.clear();
    msw.use(...storyHandlers());
  },
} satisfies Meta<typeof NotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("You have no notes for this lesson yet.", {}, find);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.get("/lessons/{id}/notes", never));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Loading notes...", {}, find),
    ).toBeInTheDocument();
  },
};

export const Viewing: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/lessons/{id}/notes", ({ response }) =>
        response(200).json({ content: "Count every opening twice.\nAdd 10% waste on drywall." }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Count every opening twice/, {}, find);
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add notes" }, find));
    await userEvent.type(canvas.getByRole("textbox", { name: "Notes for this lesson" }), "Draft");
    await expect(canvas.getByRole("button", { name: "Save notes" })).toBeEnabled();
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.post("/lessons/{id}/notes", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add notes" }, find));
    await userEvent.type(canvas.getByRole("textbox"), "On its way");
    await userEvent.click(canvas.getByRole("button", { name: "Save notes" }));
    const saving = await canvas.findByRole("button", { name: "Saving..." }, find);
    await expect(saving).toHaveAttribute("aria-busy", "true");
    await expect(saving).toHaveAttribute("aria-disabled", "true");
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post("/lessons/{id}/notes", ({ response }) => response(422).json({ detail: "x" })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add notes" }, find));
    await userEvent.type(canvas.getByRole("textbox"), "Keep me");
    await userEvent.click(canvas.getByRole("button", { name: "Save notes" }));
    await canvas.findByText("Unable to save your notes. Your text is still here.", {}, find);
    await expect(canvas.getByRole("textbox")).toHaveValue("Keep me");
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/lessons/{id}/notes", ({ response }) => response(404).json({ detail: "x" })),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Unable to load your notes.", {}, find);
  },
};
