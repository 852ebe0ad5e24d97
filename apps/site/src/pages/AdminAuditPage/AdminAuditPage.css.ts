import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const filter = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
});

export const field = style({ flex: "1 1 10rem", minWidth: 0 });

export { scroll, table } from "../../styles/adminTable.css.ts";
