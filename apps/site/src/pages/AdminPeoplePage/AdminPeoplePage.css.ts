import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const search = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
});

export const searchField = style({ flex: "1 1 16rem", minWidth: 0 });

export const exports = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const name = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text.link });

export const email = style({ color: vars.color.text.secondary, overflowWrap: "anywhere" });

export const meta = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  marginLeft: "auto",
});

/** "People behind: …" over a figure's people, with the way back to everyone. */
export const figure = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
