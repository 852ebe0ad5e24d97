import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

/** The design system's focus indicator (packages/ui theme mixin), for the player's own controls. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus.ring}`,
  outlineOffset: "2px",
} as const;

/** A heading that receives focus programmatically (tabIndex -1) without a ring around it. */
export const focusTarget = style({
  selectors: { "&:focus": { outline: "none" }, "&:focus-visible": focusRing },
});

/** A list without bullets or indentation. */
export const plainList = style({ listStyle: "none", margin: 0, padding: 0 });

/** Keyboard key caps in the shortcut help and hints. */
export const kbd = style({
  display: "inline-block",
  minWidth: "1.6em",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
  lineHeight: vars.lineHeight.normal,
});
