import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const back = style({ color: vars.color.text.link, alignSelf: "flex-start" });

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

export const muted = style({
  margin: 0,
  color: vars.color.text.secondary,
  overflowWrap: "anywhere",
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const itemHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
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
