import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

export const row = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });

export const root = style({
  all: "unset",
  boxSizing: "border-box",
  position: "relative",
  flexShrink: 0,
  width: "2.75rem",
  height: "1.5rem",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.control}`,
  background: vars.color.surface.sunken,
  cursor: "pointer",
  transition: `background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    "&:focus-visible": focusRing,
    "&[data-state='checked']": {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const thumb = style({
  display: "block",
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  transform: "translateX(0.125rem)",
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    "&[data-state='checked']": {
      transform: "translateX(1.375rem)",
      background: vars.color.brand.onSolid,
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  cursor: "pointer",
  userSelect: "none",
  selectors: { "&[data-disabled]": { cursor: "not-allowed", color: vars.color.text.disabled } },
});
