import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const group = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
});

export const label = style({ fontWeight: vars.fontWeight.bold, padding: 0 });

export const text = style({ margin: 0 });

export const stepHeading = style({ margin: 0, fontSize: vars.fontSize.lg, outline: "none" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, textAlign: "right" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
