import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const content = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  color: vars.color.text.primary,
});

export const empty = style({ margin: 0, color: vars.color.text.secondary });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const status = style({
  margin: 0,
  minHeight: "1lh",
  fontSize: vars.fontSize.sm,
  color: vars.color.success.text,
  selectors: { "&:empty": { minHeight: 0 } },
});
