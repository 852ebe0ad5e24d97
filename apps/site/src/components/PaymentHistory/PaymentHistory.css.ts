import { style } from "@vanilla-extract/css";
import { vars, visuallyHidden } from "@academy/ui";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const link = style({ color: vars.color.text.link });

export const tableWrap = style({ overflowX: "auto" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

// The table's caption names it for screen readers; the section heading already shows it.
export const caption = style(visuallyHidden);

export const cell = style({
  textAlign: "start",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: "top",
});

export const receipt = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
});

export const lines = style({
  listStyle: "none",
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  color: vars.color.text.secondary,
});

export const line = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
});
