import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

export const root = style({
  display: "inline-flex",
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: { "&[data-full-width]": { display: "flex", width: "100%" } },
});

export const item = style({
  all: "unset",
  boxSizing: "border-box",
  flex: "1 1 0",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  cursor: "pointer",
  whiteSpace: "nowrap",
  transition: `background-color ${vars.motion.duration.fast}, color ${vars.motion.duration.fast}`,
  selectors: {
    "&:hover:not([data-disabled])": { color: vars.color.text.primary },
    "&:focus-visible": focusRing,
    "&[data-state='on']": {
      background: vars.color.surface.raised,
      color: vars.color.text.primary,
      boxShadow: vars.shadow.sm,
    },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 },
  },
});
