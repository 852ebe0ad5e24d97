import { screen, within, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPlayer, serverError, testHttp } from "../testing/renderPlayer.tsx";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const notesRegion = () => screen.findByRole("region", { name: "My notes" });

describe("notes (academy.md §4: view, edit, saving, back to view)", () => {
  it("writes, saves and edits a note", async () => {
    const { user, api } = renderPlayer();
    const notes = await notesRegion();
    expect(
      await within(notes).findByText("You have no notes for this lesson yet."),
    ).toBeInTheDocument();
    await user.click(within(notes).getByRole("button", { name: "Add notes" }));
    const field = within(notes).getByRole("textbox", { name: "Notes for this lesson" });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, "Take-offs go room by room.");
    await user.click(within(notes).getByRole("button", { name: "Save notes" }));
    expect(await within(notes).findByText("Take-offs go room by room.")).toBeInTheDocument();
    expect(within(notes).getByRole("status")).toHaveTextContent("Notes saved");
    await waitFor(() =>
      expect(within(notes).getByRole("button", { name: "Edit notes" })).toHaveFocus(),
    );
    expect(api.calls()).toContain("POST /lessons/23/notes");

    await user.click(within(notes).getByRole("button", { name: "Edit notes" }));
    const again = within(notes).getByRole("textbox", { name: "Notes for this lesson" });
    expect(again).toHaveValue("Take-offs go room by room.");
    await user.type(again, " Then add waste.");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(
      await within(notes).findByText("Take-offs go room by room. Then add waste."),
    ).toBeInTheDocument();
  });

  it("shows the saving mode while the save is on its way", async () => {
    // The gate exists before the request does: the button shows "Saving..." at the click, which
    // can be before the request reaches the handler, and a release made then must not be lost.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderPlayer("/course/2", {
      overrides: [
        testHttp.post("/lessons/{id}/notes", async () => {
          await held;
          return undefined;
        }),
      ],
    });
    const notes = await notesRegion();
    await user.click(await within(notes).findByRole("button", { name: "Add notes" }));
    await user.type(within(notes).getByRole("textbox"), "Slow network");
    await user.click(within(notes).getByRole("button", { name: "Save notes" }));
    // Busy, yet still focusable (the design system's busy button is aria-disabled).
    const saving = within(notes).getByRole("button", { name: "Saving..." });
    expect(saving).toHaveAttribute("aria-busy", "true");
    expect(saving).toHaveAttribute("aria-disabled", "true");
    expect(within(notes).getByRole("textbox")).toHaveAttribute("readonly");
    release();
    expect(await within(notes).findByText("Slow network")).toBeInTheDocument();
  });

  it("keeps everything typed when a save fails, and saves it on Retry", async () => {
    let failures = 1;
    const { user } = renderPlayer("/course/2", {
      overrides: [
        testHttp.post("/lessons/{id}/notes", ({ response }) =>
          failures-- > 0 ? response.untyped(serverError(500)) : undefined,
        ),
      ],
    });
    const notes = await notesRegion();
    await user.click(await within(notes).findByRole("button", { name: "Add notes" }));
    await user.type(within(notes).getByRole("textbox"), "Do not lose me");
    await user.click(within(notes).getByRole("button", { name: "Save notes" }));
    expect(
      await within(notes).findByText("Unable to save your notes. Your text is still here."),
    ).toBeInTheDocument();
    expect(within(notes).getByRole("textbox")).toHaveValue("Do not lose me");
    await waitFor(() => expect(within(notes).getByRole("textbox")).toHaveFocus());
    await user.click(within(notes).getByRole("button", { name: "Retry" }));
    expect(await within(notes).findByText("Do not lose me")).toBeInTheDocument();
    expect(within(notes).queryByRole("textbox")).toBeNull();
  });

  it("brings back unsaved typing after a reload", async () => {
    const first = renderPlayer();
    const notes = await notesRegion();
    await first.user.click(await within(notes).findByRole("button", { name: "Add notes" }));
    await first.user.type(within(notes).getByRole("textbox"), "Half a thought");
    first.unmount();
    renderPlayer();
    const again = await notesRegion();
    expect(await within(again).findByRole("textbox")).toHaveValue("Half a thought");
  });

  it("discards the draft on Cancel", async () => {
    const { user } = renderPlayer();
    const notes = await notesRegion();
    await user.click(await within(notes).findByRole("button", { name: "Add notes" }));
    await user.type(within(notes).getByRole("textbox"), "Never mind");
    await user.click(within(notes).getByRole("button", { name: "Cancel" }));
    expect(within(notes).getByText("You have no notes for this lesson yet.")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(notes).getByRole("button", { name: "Add notes" })).toHaveFocus(),
    );
  });

  it("offers Retry when the notes cannot be loaded", async () => {
    let failures = 1;
    const { user } = renderPlayer("/course/2", {
      overrides: [
        testHttp.get("/lessons/{id}/notes", ({ response }) =>
          failures-- > 0 ? response.untyped(serverError(500)) : undefined,
        ),
      ],
    });
    const notes = await notesRegion();
    expect(await within(notes).findByText("Unable to load your notes.")).toBeInTheDocument();
    await user.click(within(notes).getByRole("button", { name: "Retry" }));
    expect(await within(notes).findByRole("button", { name: "Add notes" })).toBeInTheDocument();
  });
});
