import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const form = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  gap: vars.space.md,
  alignItems: "start",
});

/** A group that spans the whole form: the products, the reason, the buttons. */
export const wide = style({ gridColumn: "1 / -1" });

export const scope = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  margin: 0,
  padding: vars.space.md,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  padding: `0 ${vars.space.xs}`,
});

export { scroll, table } from "../../styles/adminTable.css.ts";

export const codeCell = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });
