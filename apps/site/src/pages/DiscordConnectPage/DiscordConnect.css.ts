import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "40rem",
  margin: "0 auto",
  padding: `${vars.space["3xl"]} ${vars.space.lg}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});
