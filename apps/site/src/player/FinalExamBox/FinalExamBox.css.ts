import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
  selectors: {
    '&[data-state="unlocked"]': {
      borderColor: vars.color.brand.border,
      background: vars.color.brand.subtle,
    },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  selectors: { [`${root}[data-state="unlocked"] &`]: { color: vars.color.brand.onSubtle } },
});
