import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const summary = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const summaryList = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const term = style({
  color: vars.color.text.secondary,
});

export const value = style({
  margin: 0,
  textAlign: "end",
  fontWeight: vars.fontWeight.semibold,
});

export const next = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const nextTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const nextList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

export const processingNotice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warning.subtle,
  color: vars.color.warning.onSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const quiet = style({
  margin: 0,
  selectors: { "&:empty": { display: "none" } },
});

/** Issue 48: what a free trial means, under the button (only when a trial is configured). */
export const trialNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
