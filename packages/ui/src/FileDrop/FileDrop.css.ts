import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const zone = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "9rem",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  textAlign: "center",
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    "[data-dragging] > &": {
      borderColor: vars.color.brand.solid,
      background: vars.color.brand.subtle,
    },
    "[data-invalid] > &": { borderColor: vars.color.danger.text },
    "[data-disabled] > &": { background: vars.color.surface.sunken, borderStyle: "solid" },
  },
});

export const zoneIcon = style({ width: "2rem", height: "2rem", color: vars.color.text.secondary });
export const dropText = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const preview = style({
  width: "6rem",
  height: "6rem",
  objectFit: "cover",
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const fileName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
  wordBreak: "break-all",
});

export const actions = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  justifyContent: "center",
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const error = style({
  margin: 0,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger.text,
});
