import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/** The console's lists (audit log, promotion codes): one look for every admin table. */

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
