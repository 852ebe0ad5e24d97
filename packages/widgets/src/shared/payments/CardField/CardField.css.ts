import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const cardField = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const cardLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.snug,
});

export const requiredMark = style({
  color: vars.color.danger.text,
  marginInlineStart: vars.space.xxs,
});

export const cardBox = style({
  boxSizing: "border-box",
  minHeight: "2.5rem",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  selectors: {
    "&:focus-within": {
      outline: `2px solid ${vars.color.focus.ring}`,
      borderColor: vars.color.focus.ring,
    },
    "&[data-invalid]": {
      borderColor: vars.color.danger.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger.text}`,
    },
  },
});

export const cardLoading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger.text,
  margin: 0,
});
