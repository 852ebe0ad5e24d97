import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

export const row = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm });

export const box = style({
  all: "unset",
  boxSizing: "border-box",
  flexShrink: 0,
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.125rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.brand.onSolid,
  cursor: "pointer",
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    "&:hover:not([data-disabled])": { borderColor: vars.color.border.strong },
    "&:focus-visible": focusRing,
    "&[data-state='checked'], &[data-state='indeterminate']": {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    "&[data-invalid]": { borderColor: vars.color.danger.text },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const indicator = style({ display: "flex", width: "0.875rem", height: "0.875rem" });
export const icon = style({ width: "100%", height: "100%", strokeWidth: 3 });

export const text = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const label = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  cursor: "pointer",
  lineHeight: vars.lineHeight.normal,
  selectors: { "&[data-disabled]": { cursor: "not-allowed", color: vars.color.text.disabled } },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
