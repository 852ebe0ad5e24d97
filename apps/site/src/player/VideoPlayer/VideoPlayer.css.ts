import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";
import { focusRing } from "../shared.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

/** 16:9 box the video or frame fills, black like every player. */
export const frame = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  background: vars.color.surface.inverse,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const video = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  background: vars.color.surface.inverse,
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": focusRing },
});

export const iframe = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  border: 0,
});

export const overlay = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
});

export const failed = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const toolbar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});

export const speedLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const speedSelect = style({
  font: "inherit",
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  selectors: { "&:focus-visible": focusRing },
});
