/**
 * When the loader focuses our iframe (its page's focus moves into the frame), Chromium gives
 * the frame's document focus at its body, and the form's first field, which the dialog had
 * already focused, loses it. This puts focus back on the element last focused in the frame.
 */
export function restoreFocusOnFrameFocus(win: Window = window): void {
  const { document } = win;
  let last: Element | null = null;
  document.addEventListener("focusin", (event) => {
    last = event.target instanceof Element ? event.target : null;
  });
  win.addEventListener("focus", () => {
    const active = document.activeElement;
    if (
      (active === null || active === document.body) &&
      last instanceof HTMLElement &&
      last.isConnected
    )
      last.focus();
  });
}
