import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});
