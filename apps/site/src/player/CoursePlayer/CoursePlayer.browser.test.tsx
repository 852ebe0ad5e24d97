import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PlayerHarness } from "../testing/PlayerHarness.tsx";
import { mockPlayerApi, testHttp } from "../testing/renderPlayer.tsx";

// A desktop window: the module list is folded away on narrow screens (tested at the end).
beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The course page in a real browser, on the mocked API, at the first unfinished lesson. */
async function openPlayer() {
  const api = mockPlayerApi({
    overrides: [
      // A source that loads for ever: a real <video> without a file to play or an error.
      testHttp.get("/lessons/{id}/video-url", ({ response }) =>
        response(200).json({ video_url: URL.createObjectURL(new MediaSource()), type: "mp4" }),
      ),
    ],
  });
  const screen = await render(
    <PlayerHarness client={api.client} timings={{ vimeoReadyTimeoutMs: 60_000 }} />,
  );
  await expect
    .element(page.getByRole("heading", { level: 3, name: "Quantity take-offs" }))
    .toBeVisible();
  return { api, screen };
}

const active = () => document.activeElement;

describe("keyboard shortcuts", () => {
  it("opens the help sheet with ? and closes it with Escape, giving the focus back", async () => {
    await openPlayer();
    const completeButton = page.getByRole("button", { name: "Mark as complete" });
    completeButton.element().focus();
    await userEvent.keyboard("?");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText("Play or pause the video")).toBeVisible();
    // Shortcuts stay quiet while the sheet is open.
    await userEvent.keyboard("n");
    await userEvent.keyboard("{Escape}");
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(completeButton).toHaveFocus();
    await expect
      .element(page.getByRole("heading", { level: 3, name: "Quantity take-offs" }))
      .toBeVisible();
  });

  it("never fires while typing a note", async () => {
    await openPlayer();
    await page.getByRole("button", { name: "Add notes" }).click();
    const field = page.getByRole("textbox", { name: "Notes for this lesson" });
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard("k n p c e ? 1 [[ ] < >");
    await expect.element(field).toHaveValue("k n p c e ? 1 [ ] < >");
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await expect.element(page.getByRole("button", { name: "Mark as complete" })).toBeVisible();
    await expect
      .element(page.getByRole("heading", { level: 3, name: "Quantity take-offs" }))
      .toBeVisible();
  });

  it("moves between lessons with n and p, taking the focus to the lesson", async () => {
    await openPlayer();
    await userEvent.keyboard("n");
    const next = page.getByRole("heading", { level: 3, name: "Markup and overhead" });
    await expect.element(next).toHaveFocus();
    await userEvent.keyboard("p");
    await expect
      .element(page.getByRole("heading", { level: 3, name: "Quantity take-offs" }))
      .toHaveFocus();
  });

  it("toggles completion with c", async () => {
    const { api } = await openPlayer();
    await userEvent.keyboard("c");
    await expect.element(page.getByRole("button", { name: "Mark as incomplete" })).toBeVisible();
    expect(api.calls().some((call) => /^POST \/lessons\/\d+\/complete$/.test(call))).toBe(true);
    await userEvent.keyboard("c");
    await expect.element(page.getByRole("button", { name: "Mark as complete" })).toBeVisible();
  });

  it("opens the notes editor with e, focused", async () => {
    await openPlayer();
    await userEvent.keyboard("e");
    await expect
      .element(page.getByRole("textbox", { name: "Notes for this lesson" }))
      .toHaveFocus();
  });

  it("changes the playback speed with > and < and remembers it", async () => {
    await openPlayer();
    const speed = page.getByRole("combobox", { name: "Playback speed" });
    await expect.element(speed).toHaveValue("1");
    await userEvent.keyboard(">");
    await expect.element(speed).toHaveValue("1.25");
    await userEvent.keyboard(">");
    await expect.element(speed).toHaveValue("1.5");
    await userEvent.keyboard("<");
    await expect.element(speed).toHaveValue("1.25");
    const video = page.getByLabelText("Video: Quantity take-offs").element() as HTMLVideoElement;
    expect(video.playbackRate).toBe(1.25);
    expect(localStorage.getItem("academy.player.speed.1")).toBe("1.25");
  });

  it("answers quiz questions with 1 to 5 and moves on with ]", async () => {
    await openPlayer();
    await page.getByRole("button", { name: /Introduction to the NASCLA Exam/ }).click();
    await page.getByRole("button", { name: "Take Module Quiz" }).click();
    await expect.element(page.getByRole("heading", { name: "Question 1 of 3" })).toBeVisible();
    await userEvent.keyboard("1");
    await expect.element(page.getByRole("radio", { name: "A. Draw schedule" })).toBeChecked();
    await userEvent.keyboard("]");
    await expect.element(page.getByRole("heading", { name: "Question 2 of 3" })).toHaveFocus();
    await userEvent.keyboard("2");
    await expect.element(page.getByRole("radio", { name: "B. False" })).toBeChecked();
    await userEvent.keyboard("[[");
    await expect.element(page.getByRole("heading", { name: "Question 1 of 3" })).toHaveFocus();
  });
});

describe("focus", () => {
  it("takes the quiz with the keyboard alone and lands on the results", async () => {
    await openPlayer();
    await page.getByRole("button", { name: /Introduction to the NASCLA Exam/ }).click();
    const start = page.getByRole("button", { name: "Take Module Quiz" });
    start.element().focus();
    await userEvent.keyboard("{Enter}");
    await expect
      .element(page.getByRole("heading", { name: "Introduction to the NASCLA Exam Quiz" }))
      .toHaveFocus();
    // Tab to the first question's answers, choose with the arrow keys, Tab on to Next.
    const answers = ["A. Draw schedule", "B. False", "B. 70% of ARV minus the rehab budget"];
    for (const [index, answer] of answers.entries()) {
      // Next takes the focus to the new question; Tab from there, not from where it was.
      if (index > 0) {
        await expect
          .element(page.getByRole("heading", { name: `Question ${index + 1} of 3` }))
          .toHaveFocus();
      }
      const radio = page.getByRole("radio", { name: answer });
      await expect.element(radio).toBeInTheDocument();
      for (let tabs = 0; tabs < 12 && active() !== radio.element(); tabs++) {
        if (active()?.getAttribute("type") === "radio") await userEvent.keyboard("{ArrowDown}");
        else await userEvent.keyboard("{Tab}");
      }
      await userEvent.keyboard(" ");
      await expect.element(radio).toBeChecked();
      const forward = page.getByRole("button", { name: /^(Next|Submit)$/ });
      for (let tabs = 0; tabs < 12 && active() !== forward.element(); tabs++) {
        await userEvent.keyboard("{Tab}");
      }
      await expect.element(forward).toHaveFocus();
      await userEvent.keyboard("{Enter}");
    }
    await expect.element(page.getByRole("heading", { name: "Quiz Results" })).toHaveFocus();
    await expect.element(page.getByText("Outstanding!")).toBeVisible();
  });

  it("gives the focus back to Edit notes after a save", async () => {
    await openPlayer();
    await page.getByRole("button", { name: "Add notes" }).click();
    await userEvent.keyboard("Saved from the keyboard");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.element(page.getByRole("button", { name: "Edit notes" })).toHaveFocus();
    await expect.element(page.getByText("Saved from the keyboard")).toBeVisible();
  });

  it("moves the focus to the module when one is chosen in the sidebar", async () => {
    await openPlayer();
    await page.getByRole("button", { name: /Contracts and Lien Law/ }).click();
    await expect
      .element(page.getByRole("heading", { level: 2, name: "Contracts and Lien Law" }))
      .toHaveFocus();
  });
});

describe("narrow screens", () => {
  it("folds the module list behind a button so the lesson comes first", async () => {
    await page.viewport(390, 844);
    await openPlayer();
    const toggle = page.getByRole("button", { name: /^All modules \(9\)/ });
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    // Folded: not displayed, so not in the accessibility tree either.
    expect(page.getByRole("button", { name: /Contracts and Lien Law/ }).query()).toBeNull();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: /Contracts and Lien Law/ }).click();
    await expect
      .element(page.getByRole("heading", { level: 2, name: "Contracts and Lien Law" }))
      .toHaveFocus();
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

describe("phones", () => {
  it("shows the lesson video before the module's lesson list", async () => {
    await page.viewport(390, 844);
    await openPlayer();
    const lesson = page.getByRole("article", { name: "Quantity take-offs" });
    const list = page.getByRole("list", { name: "Lessons" });
    await expect.element(lesson).toBeVisible();
    await expect.element(list).toBeVisible();
    const top = (locator: typeof list) => locator.element().getBoundingClientRect().top;
    await expect.poll(() => top(lesson) < top(list)).toBe(true);
  });
});
