import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { PlayerTimings } from "../constants.ts";
import { rememberLesson } from "../logic/storage.ts";
import { createPlayerClient, PlayerHarness } from "../testing/PlayerHarness.tsx";
import {
  completedCourse,
  graduateProgress,
  never,
  resumedCourse,
  storyHandlers,
  storyHttp,
  storyLesson,
  storyUser,
} from "../testing/storyData.ts";

interface PageProps {
  /** The address the router starts at. */
  path: string;
  signedIn: boolean;
  timings?: PlayerTimings;
}

/** The course page as the site mounts it, on the contract's mocked API. */
function CoursePage({ path, signedIn, timings }: PageProps) {
  const [client] = useState(() => createPlayerClient({ user: signedIn ? storyUser : null }));
  return <PlayerHarness client={client} path={path} timings={timings} />;
}

const resumeAt = (title: string) => rememberLesson(storyUser.id, 2, storyLesson(title).id);

const meta = {
  title: "Site/Course player/Page",
  component: CoursePage,
  args: { path: "/course/2", signedIn: true },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "`/course/{id}`: the module sidebar with progress, Quiz-available markers and the Final " +
          "Exam box; the main area with the module's lessons, a quiz or the final exam " +
          "(academy.md §2, §4, §8). Stories run on the contract's mock handlers.",
      },
    },
  },
  beforeEach({ msw }) {
    localStorage.clear();
    sessionStorage.clear();
    msw.use(...storyHandlers());
  },
} satisfies Meta<typeof CoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

// A ceiling for a busy machine, as Storybook's asyncUtilTimeout (tooling/test-ceilings.ts).
const find = { timeout: 60_000 } as const;

/** A learner part-way through: modules 1 and 2 done, module 3 open, the exam locked. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      "heading",
      { level: 1, name: "General Contractor Licensing Course" },
      find,
    );
    await canvas.findByRole("heading", { level: 2, name: "Estimating and Bidding" }, find);
    await expect(canvas.getByRole("button", { name: "Take Module Quiz" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Exam Locked" })).toBeDisabled();
    await expect(canvas.getAllByText("Quiz available").length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.get("/courses/{id}", never));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Loading course...", {}, find),
    ).toBeInTheDocument();
  },
};

export const CourseIdMissing: Story = {
  args: { path: "/course/" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Course ID is missing" }, find);
  },
};

export const CourseNotFound: Story = {
  args: { path: "/course/99" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Course not found" }, find);
  },
};

export const NotEnrolled: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/courses/{id}", ({ response }) =>
        response(403).json({ detail: "You are not enrolled in this course." }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      "heading",
      { name: "You are not enrolled in this course." },
      find,
    );
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.get("/courses/{id}", ({ response }) => response(422).json({ detail: "x" })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Failed to load course" }, find);
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** Signed out: both tokens cleared and off to the home page with the login modal. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId("location", {}, find)).toHaveTextContent(
      "/?loginModal=true",
    );
  },
};

/**
 * Opened on a second device: the lesson last open on the first one, its video set to start
 * where it was left (40 s in), from the server's copy of the learner's place.
 */
export const ResumedFromAnotherDevice: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/courses/{id}", ({ response }) =>
        response(200).json(resumedCourse("Choosing a business entity", 40)),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 3, name: "Choosing a business entity" }, find);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Business Organization and Licensing" }),
    ).toBeInTheDocument();
  },
};

export const SlidesLesson: Story = {
  beforeEach() {
    resumeAt("Tabbing your reference books");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 3, name: "Tabbing your reference books" }, find);
    await expect(canvas.getByLabelText("Slides: Tabbing your reference books")).toBeInTheDocument();
  },
};

/** The mp4 cannot be played (the file is not there): the spec's message and Retry. */
export const VideoFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Failed to load video.", {}, find);
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const VideoNotEnrolled: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/lessons/{id}/video-url", ({ response }) =>
        response(403).json({ detail: "You are not enrolled in this course." }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("You are not enrolled in this course.", {}, find);
  },
};

export const VideoMissing: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/lessons/{id}/video-url", ({ response }) =>
        response(404).json({ detail: "No video available for this lesson." }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No video available for this lesson.", {}, find);
  },
};

/** A Vimeo frame cannot load without the internet: after the wait, the error and Retry. */
export const VimeoUnavailable: Story = {
  args: { timings: { vimeoReadyTimeoutMs: 300 } },
  beforeEach() {
    resumeAt("Markup and overhead");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 3, name: "Markup and overhead" }, find);
    await canvas.findByText("Failed to load video.", {}, find);
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const LessonCompleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mark as complete" }, find));
    await canvas.findByRole("button", { name: "Mark as incomplete" }, find);
    await expect(canvas.getAllByText("Completed").length).toBeGreaterThan(0);
  },
};

export const CompletionError: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post("/lessons/{id}/complete", ({ response }) =>
        response(404).json({ detail: "Lesson not found" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mark as complete" }, find));
    await canvas.findByText("Unable to update lesson completion. Try again.", {}, find);
  },
};

/** Finishing the module's last lesson: the notice, then the next module after 1.5 s. */
export const AutoAdvance: Story = {
  args: { timings: { vimeoReadyTimeoutMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mark as complete" }, find));
    await canvas.findByRole("button", { name: "Mark as incomplete" }, find);
    await userEvent.click(canvas.getByRole("button", { name: /Markup and overhead/ }));
    await userEvent.click(await canvas.findByRole("button", { name: "Mark as complete" }, find));
    await canvas.findByText("Module complete! Moving on to Contracts and Lien Law...", {}, find);
    await canvas.findByRole("heading", { level: 2, name: "Contracts and Lien Law" }, find);
  },
};

export const NotesWithContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/lessons/{id}/notes", ({ response }) =>
        response(200).json({
          content: "Take-offs: count every opening twice.\nAdd 10% waste on drywall.",
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const notes = await within(canvasElement).findByRole("region", { name: "My notes" }, find);
    await within(notes).findByText(/count every opening twice/, {}, find);
    await expect(within(notes).getByRole("button", { name: "Edit notes" })).toBeEnabled();
  },
};

export const NotesSaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post("/lessons/{id}/notes", ({ response }) =>
        response(422).json({ detail: "Invalid" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const notes = await within(canvasElement).findByRole("region", { name: "My notes" }, find);
    await userEvent.click(await within(notes).findByRole("button", { name: "Add notes" }, find));
    await userEvent.type(within(notes).getByRole("textbox"), "Nothing typed is lost");
    await userEvent.click(within(notes).getByRole("button", { name: "Save notes" }));
    await within(notes).findByText("Unable to save your notes. Your text is still here.", {}, find);
    await expect(within(notes).getByRole("textbox")).toHaveValue("Nothing typed is lost");
  },
};

export const FinalExamUnlocked: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/courses/{id}", ({ response }) => response(200).json(completedCourse())),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("button", { name: "Take Final Exam" }, find),
    ).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: "Exam Locked" })).toBeNull();
  },
};

export const CertificateReady: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/courses/{id}", ({ response }) => response(200).json(completedCourse())),
      storyHttp.get("/users/{id}/progress", ({ response }) =>
        response(200).json(graduateProgress()),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("button", { name: "Download Certificate" }, find);
    await expect(canvas.getByText("Verification code: 7KQ2-M9XD-4HTR")).toBeInTheDocument();
    await expect(canvas.getAllByText("Quiz passed").length).toBe(8);
  },
};

export const ShortcutsHelp: Story = {
  parameters: { a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      "heading",
      { level: 2, name: "Estimating and Bidding" },
      find,
    );
    await userEvent.keyboard("?");
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {}, find);
    await expect(within(dialog).getByText("Play or pause the video")).toBeInTheDocument();
  },
};

export const QuizQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: /Introduction to the NASCLA Exam/ }, find),
    );
    await userEvent.click(await canvas.findByRole("button", { name: "Take Module Quiz" }, find));
    await canvas.findByRole("heading", { name: "Question 1 of 3" }, find);
    await userEvent.click(canvas.getByRole("radio", { name: "A. Draw schedule" }));
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Prev" })).toBeDisabled();
  },
};

export const QuizResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: /Introduction to the NASCLA Exam/ }, find),
    );
    await userEvent.click(await canvas.findByRole("button", { name: "Take Module Quiz" }, find));
    await userEvent.click(await canvas.findByRole("radio", { name: "A. Draw schedule" }, find));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(await canvas.findByRole("radio", { name: "B. False" }, find));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(
      await canvas.findByRole("radio", { name: "B. 70% of ARV minus the rehab budget" }, find),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const results = await canvas.findByRole("region", { name: "Quiz Results" }, find);
    await expect(within(results).getByText("Outstanding!")).toBeInTheDocument();
    await expect(within(results).getByText("3 of 3 correct")).toBeInTheDocument();
  },
};

export const FinalExamResults: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get("/courses/{id}", ({ response }) => response(200).json(completedCourse())),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Take Final Exam" }, find));
    await userEvent.click(
      await canvas.findByRole("radio", { name: "B. Certificate of occupancy" }, find),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Question 3, not answered" }));
    await userEvent.click(
      await canvas.findByRole("radio", { name: "B. 70% of ARV minus the rehab budget" }, find),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const results = await canvas.findByRole("region", { name: "Final Exam Results" }, find);
    await waitFor(() => expect(within(results).getByText("33%")).toBeInTheDocument());
    await expect(within(results).getByText("Keep Learning!")).toBeInTheDocument();
  },
};
