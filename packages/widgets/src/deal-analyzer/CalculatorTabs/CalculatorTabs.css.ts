import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const tab = style({
  appearance: "none",
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  background: "transparent",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.secondary,
  cursor: "pointer",
  transition: `background ${vars.motion.duration.fast}, color ${vars.motion.duration.fast}`,
  selectors: {
    "&:hover": { color: vars.color.text.primary, background: vars.color.surface.hover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "1px" },
    '&[aria-selected="true"]': {
      background: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
      borderColor: vars.color.brand.solid,
    },
  },
});
