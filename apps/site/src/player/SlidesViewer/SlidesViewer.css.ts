import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const viewer = style({
  display: "block",
  width: "100%",
  height: "min(70vh, 40rem)",
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const fallback = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: "100%",
  padding: vars.space.lg,
});

export const openLink = style({ alignSelf: "flex-end", fontSize: vars.fontSize.sm });
