import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const list = style({
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  scrollbarWidth: "thin",
});

export const trigger = style({
  all: "unset",
  boxSizing: "border-box",
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  paddingInline: vars.space.lg,
  marginBottom: "-1px",
  borderBottom: "3px solid transparent",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  cursor: "pointer",
  whiteSpace: "nowrap",
  transition: `color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    "&:hover:not([data-disabled])": { color: vars.color.text.primary },
    "&:focus-visible": { ...focusRing, outlineOffset: "-2px" },
    "&[data-state='active']": {
      color: vars.color.brand.text,
      borderBottomColor: vars.color.brand.solid,
    },
    "&[data-disabled]": { cursor: "not-allowed", color: vars.color.text.disabled },
  },
});

export const content = style({
  selectors: { "&:focus-visible": { ...focusRing, borderRadius: vars.radius.sm } },
});
