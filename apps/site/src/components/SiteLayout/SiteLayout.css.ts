import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const skipLink = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.semibold,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus": { transform: "none", outline: `2px solid ${vars.color.focus.ring}` },
  },
});

export const main = style({
  display: "block",
  flexGrow: 1,
  // The footer starts below the fold whatever the page shows while it loads, so a page that
  // grows or shrinks as its parts arrive never moves it on screen (CLS, issue #30).
  minHeight: "100vh",
  outline: "none",
});
