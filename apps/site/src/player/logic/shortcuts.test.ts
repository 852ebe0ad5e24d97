import { describe, expect, it } from "vitest";
import { isTypingTarget, shortcutFor } from "./shortcuts.ts";

const key = (
  key: string,
  target: EventTarget | null = document.body,
  extra: Partial<KeyboardEvent> = {},
) =>
  shortcutFor({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    isComposing: false,
    ...extra,
  });

describe("keyboard shortcuts", () => {
  it("maps keys to actions", () => {
    expect(key("?")).toBe("help");
    expect(key("k")).toBe("togglePlay");
    expect(key("K")).toBe("togglePlay");
    expect(key("n")).toBe("nextLesson");
    expect(key("c")).toBe("toggleComplete");
    expect(key("e")).toBe("editNotes");
    expect(key("3")).toEqual({ answer: 2 });
    expect(key("6")).toBeNull();
    expect(key("x")).toBeNull();
  });
  it("never fires while typing", () => {
    const textarea = document.createElement("textarea");
    const input = document.createElement("input");
    const select = document.createElement("select");
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    document.body.append(textarea, input, select, editable);
    for (const target of [textarea, input, select]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(key("k", target)).toBeNull();
      expect(key("?", target)).toBeNull();
    }
    const radio = document.createElement("input");
    radio.type = "radio";
    expect(isTypingTarget(radio)).toBe(false);
    expect(isTypingTarget(document.createElement("button"))).toBe(false);
    document.body.replaceChildren();
  });
  it("leaves modified keys and handled events alone", () => {
    expect(key("k", document.body, { ctrlKey: true })).toBeNull();
    expect(key("k", document.body, { metaKey: true })).toBeNull();
    expect(key("k", document.body, { altKey: true })).toBeNull();
    expect(key("k", document.body, { defaultPrevented: true })).toBeNull();
    expect(key("k", document.body, { isComposing: true })).toBeNull();
  });
  it("stays quiet inside dialogs", () => {
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    const button = document.createElement("button");
    dialog.append(button);
    document.body.append(dialog);
    expect(key("k", button)).toBeNull();
    document.body.replaceChildren();
  });
});
