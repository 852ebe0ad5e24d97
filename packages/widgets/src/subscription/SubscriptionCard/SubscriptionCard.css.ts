import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(8rem, auto) 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning.border}`,
  background: vars.color.warning.subtle,
  color: vars.color.warning.onSubtle,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const dialogForm = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

/** Issue 48: a free trial's end and first charge. */
export const trialNotice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand.border}`,
  background: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
});
