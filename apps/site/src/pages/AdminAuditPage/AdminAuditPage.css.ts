import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const filter = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
});

export const field = style({ flex: "1 1 10rem", minWidth: 0 });

/** A wide table scrolls inside its own box at 390 px rather than widening the page. */
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: "top",
});
