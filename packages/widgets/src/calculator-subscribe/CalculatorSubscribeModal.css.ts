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

export const planPrice = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const save = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success.text,
});

export const includedTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const included = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  color: vars.color.text.primary,
});

export const socialProof = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
});

export const step = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

/** The first payment with a promotion code (issue 48). */
export const firstPayment = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** Issue 48: what a free trial means, under the button (only when a trial is configured). */
export const trialNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
