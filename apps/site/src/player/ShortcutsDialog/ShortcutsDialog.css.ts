import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

export { kbd } from "../shared.css.ts";

export const groups = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const list = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "9rem 1fr",
  gap: vars.space.md,
  alignItems: "baseline",
});

export const keys = style({ margin: 0 });

export const label = style({ margin: 0, color: vars.color.text.secondary });
