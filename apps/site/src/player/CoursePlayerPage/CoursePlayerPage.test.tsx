import { mockCourses, mockUsers } from "@academy/api/mocks";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdTimers } from "../../test/timers.ts";
import { TIMINGS } from "../constants.ts";
import {
  completeLessons,
  mockPlayerApi,
  renderPlayer,
  serverError,
  testHttp,
} from "../testing/renderPlayer.tsx";
import { parseCourseId } from "./CoursePlayerPage.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** A fixture lesson's id, by title. */
const lessonId = (title: string) =>
  mockCourses.flatMap((c) => c.modules.flatMap((m) => m.lessons)).find((l) => l.title === title)!
    .id;

const heading = (name: string, level?: number) =>
  screen.findByRole("heading", { name, ...(level ? { level } : {}) });

describe("course load (academy.md §4, §8)", () => {
  it("reads the route's id", () => {
    expect(parseCourseId("2")).toBe(2);
    expect(parseCourseId(undefined)).toBeNull();
    expect(parseCourseId("")).toBeNull();
    expect(parseCourseId("abc")).toBeNaN();
    expect(parseCourseId("0")).toBeNaN();
  });

  it("shows the player's skeleton, announced as Loading course..., until the course arrives", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderPlayer("/course/2", {
      overrides: [
        testHttp.get("/courses/{id}", async () => {
          await answered;
          return undefined;
        }),
      ],
    });
    const status = await screen.findByText("Loading course...");
    expect(status).toHaveAttribute("role", "status");
    expect(status.closest("[aria-busy='true']")).not.toBeNull();
    answer();
    expect(await heading("General Contractor Licensing Course", 1)).toBeInTheDocument();
    expect(screen.queryByText("Loading course...")).toBeNull();
  });

  it("says Course ID is missing without an id", async () => {
    renderPlayer("/course/");
    expect(await heading("Course ID is missing", 1)).toBeInTheDocument();
  });

  it("says Course not found for an unknown course", async () => {
    renderPlayer("/course/99");
    expect(await heading("Course not found", 1)).toBeInTheDocument();
  });

  it("says Course not found for an id that is not a number, without calling the server", async () => {
    const { api } = renderPlayer("/course/abc");
    expect(await heading("Course not found", 1)).toBeInTheDocument();
    expect(api.calls()).not.toContain("GET /courses/abc");
  });

  it("shows the 403 message to a learner who is not enrolled", async () => {
    renderPlayer("/course/2", {
      user: mockUsers.newcomer,
      overrides: [
        testHttp.get("/courses/{id}", ({ response }) =>
          response(403).json({ detail: "You are not enrolled in this course." }),
        ),
      ],
    });
    expect(await heading("You are not enrolled in this course.", 1)).toBeInTheDocument();
  });

  it("says Failed to load course with a Retry that loads it", async () => {
    let failures = 1;
    const { user } = renderPlayer("/course/2", {
      overrides: [
        testHttp.get("/courses/{id}", ({ response }) =>
          failures-- > 0 ? response.untyped(serverError(500)) : undefined,
        ),
      ],
    });
    expect(await heading("Failed to load course", 1)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await heading("General Contractor Licensing Course", 1)).toBeInTheDocument();
  });

  it("clears both tokens and goes to /?loginModal=true on an authentication error", async () => {
    const api = mockPlayerApi({
      overrides: [
        testHttp.get("/courses/{id}", ({ response }) =>
          response(401).json({ detail: "Not authenticated" }),
        ),
        testHttp.post("/refresh", ({ response }) =>
          response(401).json({ detail: "Invalid refresh token" }),
        ),
      ],
    });
    renderPlayer("/course/2", { api });
    expect(await screen.findByTestId("location")).toHaveTextContent("/?loginModal=true");
    expect(api.client.tokenStore.getAccessToken()).toBeNull();
    expect(api.client.tokenStore.getRefreshToken()).toBeNull();
  });

  it("sends a signed-out visitor to /?loginModal=true", async () => {
    renderPlayer("/course/2", { user: null });
    expect(await screen.findByTestId("location")).toHaveTextContent("/?loginModal=true");
  });
});

describe("the player", () => {
  it("lists every module with its progress and the Quiz-available marker", async () => {
    renderPlayer();
    const nav = await screen.findByRole("navigation", { name: "Course modules" });
    const items = within(nav).getAllByRole("listitem");
    expect(items).toHaveLength(9);
    expect(within(items[0]!).getByText("2 of 2 lessons complete")).toBeInTheDocument();
    // Its quiz is still due: the module is not Complete and its bar counts the quiz.
    expect(within(items[0]!).queryByText("Complete")).toBeNull();
    expect(within(items[0]!).getByText("Quiz available")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "66");
    // The last module of the fixture course has no quiz.
    expect(within(items[8]!).queryByText("Quiz available")).toBeNull();
    expect(
      within(items[2]!).getByRole("progressbar", { name: "Estimating and Bidding progress" }),
    ).toHaveAttribute("aria-valuenow", "0");
  });

  it("calls a module Complete once its quiz is passed, and counts quizzes and the exam in the course's progress", async () => {
    const course = mockCourses.find((candidate) => candidate.id === 2)!;
    const lessons = course.modules.flatMap((module) => module.lessons).length;
    const quizzes = course.modules.filter((module) => module.has_module_quiz).length;
    const first = [...course.modules].sort((a, b) => a.order - b.order)[0]!;
    const progress = testHttp.get("/users/{id}/progress", ({ response }) =>
      response(200).json({
        user_id: mockUsers.student.id,
        courses: [
          {
            course_id: 2,
            completed_lessons: lessons,
            total_lessons: lessons,
            percentage: 100,
            final_exam_passed: false,
            modules: course.modules.map((module) => ({
              module_id: module.id,
              completed_lessons: module.lessons.length,
              total_lessons: module.lessons.length,
              is_completed: true,
              quiz_passed: module.has_module_quiz ? module.id === first.id : null,
            })),
          },
        ],
      }),
    );
    const api = mockPlayerApi({ overrides: [progress] });
    await completeLessons(api.client);
    renderPlayer("/course/2", { api });
    const nav = await screen.findByRole("navigation", { name: "Course modules" });
    const items = within(nav).getAllByRole("listitem");
    expect(await within(items[0]!).findByText("Quiz passed")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Complete")).toBeInTheDocument();
    expect(within(items[1]!).queryByText("Complete")).toBeNull();
    // Every lesson done, one quiz of `quizzes` passed, the exam due: well short of 100 %.
    const expected = Math.floor(((lessons + 1) / (lessons + quizzes + 1)) * 100);
    expect(screen.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute(
      "aria-valuenow",
      String(expected),
    );
    expect(expected).toBeLessThan(100);
  });

  it("keeps the final exam locked until every module is complete", async () => {
    renderPlayer();
    const locked = await screen.findByRole("button", { name: "Exam Locked" });
    expect(locked).toBeDisabled();
  });

  it("unlocks the final exam when every module is complete", async () => {
    const api = mockPlayerApi();
    await completeLessons(api.client);
    renderPlayer("/course/2", { api });
    expect(await screen.findByRole("button", { name: "Take Final Exam" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Exam Locked" })).toBeNull();
  });

  it("opens at the first lesson not yet complete, with its duration as minutes:00", async () => {
    renderPlayer();
    expect(await heading("Estimating and Bidding", 2)).toBeInTheDocument();
    expect(await heading("Quantity take-offs", 3)).toBeInTheDocument();
    expect(screen.getAllByText("26:00").length).toBeGreaterThan(0);
  });

  it("names the lesson and the course in the browser tab, following the learner", async () => {
    const { user } = renderPlayer();
    await heading("Quantity take-offs", 3);
    const course = mockCourses.find((candidate) => candidate.id === 2)?.name;
    await waitFor(() => expect(document.title).toBe(`Quantity take-offs · ${course} | Academy`));
    await user.click(screen.getByRole("button", { name: /Markup and overhead/ }));
    await waitFor(() => expect(document.title).toBe(`Markup and overhead · ${course} | Academy`));
  });

  it("resumes at the last lesson opened", async () => {
    const first = renderPlayer();
    await heading("Quantity take-offs", 3);
    await first.user.click(screen.getByRole("button", { name: /Markup and overhead/ }));
    await heading("Markup and overhead", 3);
    first.unmount();
    renderPlayer();
    expect(await heading("Markup and overhead", 3)).toBeInTheDocument();
  });

  it("toggles completion both ways", async () => {
    const { user, api } = renderPlayer();
    await heading("Quantity take-offs", 3);
    await user.click(screen.getByRole("button", { name: "Mark as complete" }));
    expect(await screen.findByRole("button", { name: "Mark as incomplete" })).toBeInTheDocument();
    expect(api.calls()).toContain(`POST /lessons/${lessonId("Quantity take-offs")}/complete`);
    await user.click(screen.getByRole("button", { name: "Mark as incomplete" }));
    expect(await screen.findByRole("button", { name: "Mark as complete" })).toBeInTheDocument();
    expect(api.calls()).toContain(`POST /lessons/${lessonId("Quantity take-offs")}/uncomplete`);
  });

  it("says Unable to update lesson completion. Try again. when the toggle fails", async () => {
    const { user } = renderPlayer("/course/2", {
      overrides: [
        testHttp.post("/lessons/{id}/complete", ({ response }) =>
          response.untyped(serverError(500)),
        ),
      ],
    });
    await heading("Quantity take-offs", 3);
    await user.click(screen.getByRole("button", { name: "Mark as complete" }));
    expect(
      await screen.findByText("Unable to update lesson completion. Try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark as complete" })).toBeInTheDocument();
  });

  it("enables the module quiz only when every lesson is complete, then auto-advances after 1.5 s", async () => {
    expect(TIMINGS.autoAdvanceMs).toBe(1500);
    const advance = holdTimers(TIMINGS.autoAdvanceMs);
    const { user } = renderPlayer();
    await heading("Quantity take-offs", 3);
    const quizButton = screen.getByRole("button", { name: "Take Module Quiz" });
    expect(quizButton).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Mark as complete" }));
    await screen.findByRole("button", { name: "Mark as incomplete" });
    expect(screen.getByRole("button", { name: "Take Module Quiz" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: /Markup and overhead/ }));
    await heading("Markup and overhead", 3);
    await user.click(screen.getByRole("button", { name: "Mark as complete" }));
    expect(
      await screen.findByText("Module complete! Moving on to Contracts and Lien Law..."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Take Module Quiz" })).toBeEnabled();
    // The move waits on a timer of exactly 1.5 s, held here until the test lets it run.
    await expect.poll(() => advance.isHolding()).toBe(true);
    expect(screen.getByRole("heading", { level: 2, name: "Estimating and Bidding" })).toBeVisible();
    act(() => advance.release());
    expect(await heading("Contracts and Lien Law", 2)).toBeInTheDocument();
  });

  it("stays on the module when the learner says Stay here", async () => {
    const advance = holdTimers(TIMINGS.autoAdvanceMs);
    const api = mockPlayerApi();
    await completeLessons(api.client, 2, (id) => id === lessonId("Quantity take-offs"));
    const { user } = renderPlayer("/course/2", { api });
    await heading("Markup and overhead", 3);
    await user.click(screen.getByRole("button", { name: "Mark as complete" }));
    await user.click(await screen.findByRole("button", { name: "Stay here" }));
    expect(screen.queryByRole("button", { name: "Stay here" })).not.toBeInTheDocument();
    // Whatever timer was pending has been cancelled: releasing runs nothing that moves on.
    expect(advance.isHolding()).toBe(false);
    act(() => advance.release());
    expect(
      screen.getByRole("heading", { level: 2, name: "Estimating and Bidding" }),
    ).toBeInTheDocument();
  });

  it("shows what is up next with its title and duration", async () => {
    const { user } = renderPlayer();
    await heading("Quantity take-offs", 3);
    const upNext = screen.getByRole("region", { name: "Up next" });
    expect(within(upNext).getByText("Markup and overhead")).toBeInTheDocument();
    expect(within(upNext).getByText(/18:00/)).toBeInTheDocument();
    await user.click(within(upNext).getByRole("button", { name: "Play next" }));
    expect(await heading("Markup and overhead", 3)).toBeInTheDocument();
  });
});

describe("auto-advance and notes", () => {
  it("does not move on while a note is being written", async () => {
    const advance = holdTimers(TIMINGS.autoAdvanceMs);
    const api = mockPlayerApi();
    await completeLessons(api.client, 2, (id) => id === lessonId("Quantity take-offs"));
    const { user } = renderPlayer("/course/2", { api });
    await heading("Markup and overhead", 3);
    await user.click(await screen.findByRole("button", { name: "Add notes" }));
    await user.type(screen.getByRole("textbox", { name: "Notes for this lesson" }), "Mid-thought");
    await user.click(screen.getByRole("button", { name: "Mark as complete" }));
    await screen.findByRole("button", { name: "Mark as incomplete" });
    // Any advance that was scheduled runs now, as if 1.5 s had passed.
    act(() => advance.release());
    expect(
      screen.getByRole("heading", { level: 2, name: "Estimating and Bidding" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Notes for this lesson" })).toHaveValue(
      "Mid-thought",
    );
  });
});
