import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/** In the part's place: the app's error view, smaller than a whole page's, off the edges. */
export const inline = style({
  boxSizing: "border-box",
  width: `min(40rem, calc(100% - 2 * ${vars.space.md}))`,
  margin: `${vars.space.lg} auto`,
  padding: vars.space.lg,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
});

/** A dialog's failure: where its toast-like message shows, over the page's foot. */
export const floating = style({
  position: "fixed",
  zIndex: vars.zIndex.toast,
  right: vars.space.lg,
  bottom: vars.space.lg,
  left: vars.space.lg,
  maxWidth: "28rem",
  marginLeft: "auto",
  padding: vars.space.lg,
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.md,
});
