import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { mockCourses } from "@academy/api/mocks";
import { expect, fn, within } from "storybook/test";
import { StoryProviders } from "../testing/StoryProviders.tsx";
import { completedCourse, storyHandlers } from "../testing/storyData.ts";
import { FinalExamBox } from "./FinalExamBox.tsx";

// A ceiling for a busy machine, as Storybook's asyncUtilTimeout (tooling/test-ceilings.ts).
const find = { timeout: 60_000 } as const;
const inProgress = mockCourses.find((course) => course.id === 2)!;

const meta = {
  title: "Site/Course player/Final Exam box",
  component: FinalExamBox,
  args: { course: inProgress, onStart: fn() },
  decorators: [
    (Story) => (
      <StoryProviders>
        <main style={{ maxWidth: "20rem" }}>
          <Story />
        </main>
      </StoryProviders>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...storyHandlers());
  },
} satisfies Meta<typeof FinalExamBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** academy.md §4: Exam Locked until every module is complete. */
export const Locked: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("button", { name: "Exam Locked" }, find),
    ).toBeDisabled();
  },
};

/** Every lesson done, but the server still wants the module quizzes passed. */
export const WaitingForQuizzes: Story = {
  args: { course: { ...completedCourse(), can_take_final_exam: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Exam Locked" }, find)).toBeDisabled();
    await expect(canvas.getByText(/Pass every module quiz/)).toBeInTheDocument();
  },
};

export const Unlocked: Story = {
  args: { course: completedCourse() },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("button", { name: "Take Final Exam" }, find),
    ).toBeEnabled();
  },
};

export const CertificateIssued: Story = {
  args: {
    course: completedCourse(),
    certificate: { verification_code: "7KQ2-M9XD-4HTR", issued_at: "2026-03-20T15:00:00Z" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("button", { name: "Download Certificate" }, find),
    ).toBeEnabled();
    await expect(canvas.getByText("Verification code: 7KQ2-M9XD-4HTR")).toBeInTheDocument();
  },
};
