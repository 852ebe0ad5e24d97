import { globalStyle, style } from "@vanilla-extract/css";
import { vars, visuallyHidden } from "@academy/ui";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const period = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
});

export const field = style({ flex: "1 1 9rem", minWidth: 0 });

export const selectField = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const select = style({
  minHeight: "2.5rem",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  maxWidth: "100%",
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A wide table scrolls in its own box at 390 px rather than widening the page. */
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  textAlign: "left",
  fontWeight: vars.fontWeight.bold,
  padding: vars.space.xs,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  whiteSpace: "nowrap",
});

export const hiddenCaption = style(visuallyHidden);
