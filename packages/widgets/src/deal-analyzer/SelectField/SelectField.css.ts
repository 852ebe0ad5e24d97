import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const select = style({
  boxSizing: "border-box",
  width: "100%",
  minWidth: 0,
  height: "2.5rem",
  paddingInline: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.border.strong },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: 0 },
  },
});
