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
  for (const control of root.querySelectorAll("input, textarea, select")) {
    if (control instanceof HTMLSelectElement) replaySelect(control);
    else if (control instanceof HTMLInputElement && isCheckable(control)) replayCheck(control);
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      replayText(control);
  }
}

const isCheckable = (input: HTMLInputElement) => input.type === "checkbox" || input.type === "radio";

/**
 * React tells a change from a re-render by the last value written through the element's own
 * `value` property (its tracker): writing the rendered value that way and the typed one through
 * the prototype's setter makes the input event read as the visitor's change.
 */
function replayText(box: HTMLInputElement | HTMLTextAreaElement) {
  const typed = box.value;
  if (typed === box.defaultValue) return;
  const focused = box.ownerDocument.activeElement === box;
  const { selectionStart, selectionEnd } = box;
  box.value = box.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), "value")?.set?.call(box, typed);
  box.dispatchEvent(new Event("input", { bubbles: true }));
  // Writing the value moved the caret to the end: back where the visitor left it.
  if (focused && selectionStart !== null && selectionEnd !== null)
    box.setSelectionRange(selectionStart, selectionEnd);
}

/** React reads a checkbox's change from its click: the rendered state back, then the click. */
function replayCheck(box: HTMLInputElement) {
  if (box.checked === box.defaultChecked || (box.type === "radio" && !box.checked)) return;
  box.checked = box.defaultChecked;
  box.click();
}

/** A select's change event always reaches React's onChange with the shown option. */
function replaySelect(select: HTMLSelectElement) {
  if ([...select.options].every((option) => option.selected === option.defaultSelected)) return;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}
