/**
 * What a visitor typed into a prerendered page before its code arrived (issue #30). The page's
 * native boxes, checkboxes and selects work from the first paint, but React hydrates each with
 * the value it rendered: the typed text stays on screen while the state (and every figure
 * computed from it) keeps the rendered value, and the next render writes that value back over
 * the text. Called once the part holding them has hydrated, this hands every control that no
 * longer shows what was rendered to React as the event the visitor's input would have sent.
 * A control rendered in the browser always shows what was rendered, so elsewhere it does nothing.
 */
export function replayTypedInput(root: ParentNode): void {
  // Everything is read before anything is replayed: each replay re-renders, and a re-render
  // writes the state's values over the controls not yet replayed.
  const replays = [...root.querySelectorAll("input, textarea, select")].flatMap((control) => {
    const replay = pendingChange(control);
    return replay ? [replay] : [];
  });
  for (const replay of replays) replay();
}

function pendingChange(control: Element): (() => void) | null {
  if (control instanceof HTMLSelectElement) return selectChange(control);
  if (
    control instanceof HTMLInputElement &&
    (control.type === "checkbox" || control.type === "radio")
  )
    return checkChange(control);
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
    return textChange(control);
  return null;
}

/**
 * React tells a change from a re-render by the last value written through the element's own
 * `value` property (its tracker): writing another value that way and the typed one through the
 * prototype's setter makes the input event read as the visitor's change.
 */
function textChange(box: HTMLInputElement | HTMLTextAreaElement) {
  const typed = box.value;
  if (typed === box.defaultValue) return null;
  const { selectionStart, selectionEnd } = box;
  return () => {
    box.value = box.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), "value")?.set?.call(box, typed);
    box.dispatchEvent(new Event("input", { bubbles: true }));
    // Writing the value moved the caret to the end: back where the visitor left it.
    if (box.ownerDocument.activeElement === box && selectionStart !== null && selectionEnd !== null)
      box.setSelectionRange(selectionStart, selectionEnd);
  };
}

/** React reads a checkbox's change from its click: the other state first, then the click. */
function checkChange(box: HTMLInputElement) {
  const checked = box.checked;
  if (checked === box.defaultChecked || (box.type === "radio" && !checked)) return null;
  return () => {
    box.checked = !checked;
    box.click();
  };
}

/** A select's change event reaches React's onChange with the options shown as picked. */
function selectChange(select: HTMLSelectElement) {
  const picked = [...select.options].map((option) => option.selected);
  if ([...select.options].every((option, index) => picked[index] === option.defaultSelected))
    return null;
  return () => {
    [...select.options].forEach((option, index) => (option.selected = picked[index] ?? false));
    select.dispatchEvent(new Event("change", { bubbles: true }));
  };
}
