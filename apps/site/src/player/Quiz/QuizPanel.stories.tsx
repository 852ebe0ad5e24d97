import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, fn, userEvent, within } from "storybook/test";
import { StoryProviders } from "../testing/StoryProviders.tsx";
import { never, storyHandlers, storyHttp, storyModule } from "../testing/storyData.ts";
import { QuizPanel } from "./QuizPanel.tsx";

const module = storyModule("Introduction to the NASCLA Exam");
// A ceiling for a busy machine, as Storybook's asyncUtilTimeout (tooling/test-ceilings.ts).
const find = { timeout: 60_000 } as const;

const meta = {
  title: "Site/Course player/Quiz",
  component: QuizPanel,
  args: {
    quizId: module.module_quiz_id ?? 1,
    courseId: 2,
    kind: "module",
    title: `${module.title} Quiz`,
    onClose: fn(),
    onContinue: fn(),
  },
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
          "A module quiz or the final exam (academy.md §4, §8, §9): loading, one question at a " +
          "time with Prev, Next, Submit and progress dots, results with Continue Learning, and " +
          "the load and submit errors.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...storyHandlers());
  },
} satisfies Meta<typeof QuizPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.get("/assessments/{quizId}/quiz", never));
  },
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByText("Loading quiz...", {}, find)).length,
    ).toBeGreaterThan(0);
  },
};

export const FirstQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Question 1 of 3" }, find);
    await expect(canvas.getByText("MULTIPLE CHOICE")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Prev" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const LastQuestionAnswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Question 3, not answered" }, find),
    );
    await userEvent.click(await canvas.findByRole("radio", { name: /^E\. / }, find));
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeEnabled();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.post("/assessments/{quizId}/submit", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Question 3, not answered" }, find),
    );
    await userEvent.click(await canvas.findByRole("radio", { name: /^B\. / }, find));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByRole("button", { name: "Submitting..." }, find)).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/assessments/{quizId}/quiz", ({ response }) =>
        response(404).json({ detail: "Quiz not found" }),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Unable to load quiz. Check your connection.", {}, find);
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SubmitFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post("/assessments/{quizId}/submit", ({ response }) =>
        response(422).json({ detail: "x" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Question 3, not answered" }, find),
    );
    await userEvent.click(await canvas.findByRole("radio", { name: /^B\. / }, find));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await canvas.findByText("Submission failed.", {}, find);
  },
};

export const ResultsFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Question 3, not answered" }, find),
    );
    await userEvent.click(await canvas.findByRole("radio", { name: /^A\. / }, find));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const results = await canvas.findByRole("region", { name: "Quiz Results" }, find);
    await expect(within(results).getByText("0%")).toBeInTheDocument();
    await expect(within(results).getByText("Keep Learning!")).toBeInTheDocument();
    await expect(within(results).getAllByText("Not answered")).toHaveLength(2);
  },
};
