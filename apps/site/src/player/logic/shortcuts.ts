/**
 * Keyboard shortcuts. They never fire while the learner is typing (a note, any field), with a
 * modifier held (the browser's and the screen reader's own shortcuts), or inside a dialog.
 */

export type ShortcutAction =
  | "help"
  | "togglePlay"
  | "seekBack"
  | "seekForward"
  | "toggleMute"
  | "slower"
  | "faster"
  | "nextLesson"
  | "prevLesson"
  | "toggleComplete"
  | "editNotes"
  | "prevQuestion"
  | "nextQuestion"
  | { answer: number };

const KEYS: Record<string, ShortcutAction> = {
  "?": "help",
  k: "togglePlay",
  j: "seekBack",
  l: "seekForward",
  m: "toggleMute",
  "<": "slower",
  ">": "faster",
  n: "nextLesson",
  p: "prevLesson",
  c: "toggleComplete",
  e: "editNotes",
  "[": "prevQuestion",
  "]": "nextQuestion",
};

const TYPING_INPUT_TYPES = new Set([
  "text",
  "search",
  "email",
  "password",
  "tel",
  "url",
  "number",
  "date",
  "datetime-local",
  "month",
  "time",
  "week",
]);

/** Whether keys typed now go into a field (or a widget that uses letters itself). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") {
    const type = (element as HTMLInputElement).type.toLowerCase();
    return TYPING_INPUT_TYPES.has(type);
  }
  return element.closest('[contenteditable="true"], [role="textbox"], [role="combobox"]') !== null;
}

type KeyInfo = Pick<
  KeyboardEvent,
  "key" | "ctrlKey" | "metaKey" | "altKey" | "defaultPrevented" | "isComposing" | "target"
>;

/** The shortcut a keydown asks for, or null when it should be left alone. */
export function shortcutFor(event: KeyInfo): ShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const target = event.target as Element | null;
  // The help sheet and other dialogs own the keyboard while open (Escape closes them).
  if (target && typeof target.closest === "function" && target.closest('[role="dialog"]')) {
    return null;
  }
  if (/^[1-5]$/.test(event.key)) return { answer: Number(event.key) - 1 };
  return KEYS[event.key] ?? KEYS[event.key.toLowerCase()] ?? null;
}
