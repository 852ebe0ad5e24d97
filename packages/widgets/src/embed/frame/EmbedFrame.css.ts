import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/**
 * The frame page's layout (issue #49). In a partner's page the loader dims the page and sizes
 * the iframe to the form: so here the page is transparent, the form sits in the document's flow
 * (not fixed in the middle of a viewport that is exactly its own size) and is never clipped to
 * a maximum height (the partner's overlay scrolls instead, no inner scrollbar), and the dialog's
 * own backdrop is clear (a click on it still closes the form).
 */
export const framed = style({});

/** The dialogs' portal; its children are the Radix overlay and the dialog. */
export const portal = style({});

globalStyle(`html:has(${framed}), html:has(${framed}) body`, {
  margin: 0,
  background: "transparent",
});

globalStyle(`${framed}`, {
  // The form's margins as padding: the measured height then includes them.
  padding: `${vars.space.md} 0`,
});

globalStyle(`${framed} ${portal} > [role=dialog]`, {
  position: "relative",
  top: "auto",
  left: "auto",
  transform: "none",
  margin: "0 auto",
  maxHeight: "none",
  overflow: "visible",
  animation: "none",
});

globalStyle(`${framed} ${portal} > :not([role=dialog])`, {
  background: "transparent",
});

export const refusal = style({
  margin: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
});
