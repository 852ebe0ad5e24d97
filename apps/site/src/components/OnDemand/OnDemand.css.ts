import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const failure = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
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
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.md,
});
