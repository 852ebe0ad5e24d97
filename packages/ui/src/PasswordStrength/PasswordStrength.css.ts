import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const bar = style({
  display: "grid",
  gridTemplateColumns: "repeat(5, 1fr)",
  gap: vars.space.xs,
});

export const segment = style({
  height: "0.375rem",
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
  transition: `background-color ${vars.motion.duration.normal}`,
  selectors: {
    "[data-level='weak'] &[data-filled]": {
      background: vars.color.danger.solid,
      boxShadow: "none",
    },
    "[data-level='medium'] &[data-filled]": {
      background: vars.color.warning.solid,
      boxShadow: "none",
    },
    "[data-level='strong'] &[data-filled]": {
      background: vars.color.success.solid,
      boxShadow: "none",
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  selectors: {
    "[data-level='weak'] &": { color: vars.color.danger.text },
    "[data-level='medium'] &": { color: vars.color.warning.text },
    "[data-level='strong'] &": { color: vars.color.success.text },
  },
});

export const value = style({ fontWeight: vars.fontWeight.semibold });
