import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0 });

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
