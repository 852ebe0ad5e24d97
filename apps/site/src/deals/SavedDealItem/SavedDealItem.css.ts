import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const about = style({
  flex: "1 1 12rem",
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  overflowWrap: "anywhere",
});

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const meta = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const renameForm = style({
  flex: "1 1 100%",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const renameField = style({ flex: "1 1 14rem", minWidth: 0 });
